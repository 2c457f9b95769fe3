"""Every page, table and guided game in German and in Spanish: no text cut or
overlapping another (the French and pseudo-language check of
test_every_screen_fits.py, read in the two languages that came after it; German
runs long, and is held to it with no allowance)."""
from __future__ import annotations

import pytest

from game.screen import text_record

from . import screens
from .conftest import ROOT
from .test_catalogue import catalogue as read_catalogue, forms, messages
from .test_every_screen_fits import PAGE_SEEDS, PAGES, TABLE_SEEDS, TABLES, app_in  # noqa: F401 (a fixture)


@pytest.fixture(scope="module", params=["de", "es"])
def lang(request):
    with text_record.recording():
        yield request.param


@pytest.fixture(scope="module")
def whole_messages(lang) -> frozenset[str]:
    po = ROOT / "assets" / "locale" / lang / "LC_MESSAGES" / "monster_isles.po"
    return frozenset(s for m in messages(read_catalogue(po, lang)) for s in forms(m.string) if s)


@pytest.mark.parametrize("seed", PAGE_SEEDS)
@pytest.mark.parametrize("name", PAGES)
def test_every_page_fits_its_words(app_in, name, lang, seed, whole_messages):
    found = screens.read_scene(app_in(lang), name, seed, lang, whole_messages)
    assert not found, screens.report(found)


@pytest.mark.parametrize("seed", TABLE_SEEDS)
@pytest.mark.parametrize("name", TABLES)
def test_every_table_fits_its_words(app_in, name, lang, seed, whole_messages):
    found = screens.read_scene(app_in(lang), name, seed, lang, whole_messages)
    assert not found, f"{len(found)} findings at {name} in {lang}:\n" + screens.report(found)
