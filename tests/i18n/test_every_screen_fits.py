"""Every screen in the pseudo-language (every message 40 % longer, accented,
between [ and ]) and in French: no text cut, overlapping another or drawn
without the pseudo-language's markers (a word that bypassed the catalogue).
Every page, table and guided game is held to it strictly."""
from __future__ import annotations

import pygame
import pytest

from game import language

from game.screen import text_record
from game.app import App
from game.scenes import catalogue
from game.storage.settings import Settings
from rules.core import registry

from . import screens
from .conftest import tool
from .test_catalogue import FRENCH, catalogue as read_catalogue, forms, messages

#: each page, and the pages each game has its own of (its Results and its rules
#: reference: "results:isle_of_night" is read as `results` of that game)
PAGES = ([name for name in catalogue.scene_names() if name not in registry.GAME_IDS and not name.startswith("guide:")]
         + [f"{page}:{game}" for page in ("results", "rules") for game in sorted(registry.GAME_IDS)])
TABLES = [name for name in catalogue.scene_names() if name in registry.GAME_IDS or name.startswith("guide:")]
#: the pseudo-language and every shipped language
LANGS = (tool.PSEUDO, *tool.languages())


@pytest.fixture(scope="module")
def french_messages(lang) -> frozenset[str]:
    """The language's own messages (an ellipsis at the end of one is its own)."""
    if lang == tool.PSEUDO:
        return frozenset()
    return frozenset(s for m in messages(read_catalogue(tool.po_path(lang), lang)) for s in forms(m.string) if s)


@pytest.fixture(scope="module", params=LANGS)
def lang(request, pseudo_root):
    """One language for a run of this file's tests, recorded as one (game/screen/text_record.py):
    the caches are emptied as the language comes and as it goes, not around every
    screen (the two emptyings took 150 ms of each screen's 550), so the texts one
    screen made and the next draws again were made, and recorded, in this language.
    pytest runs the screens of one language together."""
    with text_record.recording():
        yield request.param


@pytest.fixture
def app_in(lang, pseudo_root, profile_dir):
    # each screen in an empty profile of its own: what earlier tests in this worker
    # saved would otherwise show on the title and the Load page
    def make(lang: str) -> App:
        app = App(settings=Settings(animation_speed="instant", ai_pace="instant", recap=False, language="en"),
                  strict=True)
        app.language = language.install(lang, pseudo_root if lang == tool.PSEUDO else None)
        assert app.language == lang
        pygame.event.clear()
        return app
    return make


#: the quick step reads every page and table in both languages at seed 1; the
#: other seeds (other positions, names and hands) are read in the slow step
PAGE_SEEDS = [1, pytest.param(2, marks=pytest.mark.slow)]
TABLE_SEEDS = [1] + [pytest.param(seed, marks=pytest.mark.slow) for seed in (2, 3)]


@pytest.mark.parametrize("seed", PAGE_SEEDS)
@pytest.mark.parametrize("name", PAGES)
def test_every_page_fits_its_words_in_every_language(app_in, name, lang, seed, french_messages):
    app = app_in(lang)
    found = screens.read_scene(app, name, seed, lang, french_messages)
    assert not found, screens.report(found)


@pytest.mark.parametrize("seed", TABLE_SEEDS)
@pytest.mark.parametrize("name", TABLES)
def test_every_table_fits_its_words_in_every_language(app_in, name, lang, seed, french_messages):
    app = app_in(lang)
    found = screens.read_scene(app, name, seed, lang, french_messages)
    assert not found, f"{len(found)} findings at {name} in {lang}:\n" + screens.report(found)


@pytest.mark.parametrize("game_id", sorted(registry.GAME_IDS))
def test_a_player_s_breakdown_at_results_stays_clear_of_the_buttons_in_every_language(app_in, lang, game_id):
    from game.ui import Button
    app = app_in(lang)
    results = catalogue.open_scene(app, "results", 1, game_id=game_id)
    app.step(1 / 60, flip=False)
    under = [w.rect for w in results.ui.widgets if isinstance(w, Button) and w.visible
             and w.rect.top > results.table.bottom]
    assert under
    for seat in results.order:
        box, _line_h = results.breakdown_box(seat)
        assert not any(box.colliderect(r) for r in under), (seat, box, under)
