"""A locked score card still says what it scores (issue 48: the lock hid the
type name and the icons a set needs, leaving a 10 px corner icon): on the
lock side, the type's name and "×N" are drawn whole at 11 px or more, beside
the VP a set pays, for every score card at every score position, in English
and in French."""
from __future__ import annotations

import pytest

from game.screen import gfx, text_record
from game.tables.isle_of_night.card_art import locked_score_card
from rules.core.i18n import _
from rules.isle_of_night import content, lookup
from tests.french import in_french
from tests.table_driver import new_session, open_table


def _says(table):
    grid = table.session.state.score_grid
    for score in grid:
        t = lookup.SCORE_TYPE[score]
        for p, r in enumerate(table.positions):
            gfx.forget_pictures()
            with text_record.recording():
                card = locked_score_card(score, r.width, r.height, table.side.vp[p], p)
                inks = list(card.inks)
            texts = {i.text: i for i in inks}
            name = texts[_(content.CARD_TYPES[t][1]).capitalize()]
            need = texts[f"×{lookup.SCORE_SET[score]}"]
            for ink in (name, need):
                assert ink.size >= 11 and not ink.cut and not ink.ellipsis, (score, p, ink)
                x, y, w, h = ink.rect
                assert x >= 2 and y >= 2 and x + w <= r.width - 2 and y + h <= r.height - 2, (score, ink)


def test_a_locked_score_card_names_its_type_and_the_icons_a_set_needs(app):
    _says(open_table(app, new_session("isle_of_night", "hhh", autosave=False)))


def test_a_locked_score_card_says_it_in_french(app):
    with in_french():
        _says(open_table(app, new_session("isle_of_night", "hhhhh", autosave=False)))
