"""The guided games read in French with the French catalogue installed: every
step's title and sentences come through the catalogue, and each fits the
guide panel (the title beside the step count, a little smaller, the text a little smaller where the
French runs longer, never cut); the arrow still finds a button by the step's
English words when the button shows French ones."""
from __future__ import annotations

import pygame
import pytest

from game.screen import theme
from game.guide import COURSES
from game.table.focus import KeyTarget
from game.table.guide import Guide, text_area, text_size, title_fitted
from rules.core.i18n import _
from tests.french import in_french


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()


def texts():
    for gid, course in COURSES.items():
        for g in course:
            for s in g.steps:
                yield gid, s.title, s.text
            yield gid, g.title, g.end_text
            yield gid, "", g.opening


def test_every_step_is_translated_and_fits_the_panel_in_french():
    area = text_area()
    with in_french():
        for gid, title, text in texts():
            count = _("Step {n} of {count}").format(n=9, count=9)
            assert _(text) != text, f"{gid}: {text[:40]!r} is not translated"
            size = text_size(_(text), area)
            assert len(theme.wrap(_(text), size, area.w)) * theme.line_height(size) <= area.h, (gid, text[:40])
            if title:
                assert _(title) != title, f"{gid}: {title!r} is not translated"
                words, _size = title_fitted(_(title), count)
                assert words == _(title), f"{gid}: the title {_(title)!r} is cut"


def test_the_arrow_finds_a_french_button_by_the_step_s_english_words():
    script = COURSES["isle_of_monsters"][0]
    guide = Guide(script, seat=0)
    guide.index = [s.name for s in script.steps].index("pass")
    with in_french():
        passer = KeyTarget(pygame.Rect(0, 0, 10, 10), ("button", 3), "Passer")
        assert guide.pointed([passer]) is passer
        assert guide.words()[0] == _(script.steps[guide.index].title)
