"""Every card face of King of Monster Island in every shipped language: each
market card's strip (as the market lists it), each card large (as the pointer
shows it) and each Ally's sheet at every number of powers unlocked and as it is offered, drawn with
the font recorder on (game/screen/text_record.py): no name, heading or line cut off
nor shortened with an ellipsis. A table's position shows only some cards; this
reads them all."""
from __future__ import annotations

import pygame
import pytest

from game import language

from game.screen import text_record
from game.tables.king_of_monster_island import cards as faces
from game.tables.king_of_monster_island.layout import CARD_H, CARD_W, LARGE_CARD, LARGE_SHEET
from game.tables.king_of_monster_island.table import ALLY_CARD
from rules.core import i18n
from rules.king_of_monster_island.content import ALLIES, CARDS

from . import screens
from .conftest import tool
from .test_catalogue import catalogue, forms, messages


def drawn(make) -> list:
    canvas = text_record.TrackedSurface((800, 800))
    canvas.blit(make(), (10, 10))
    return canvas.inks


@pytest.mark.parametrize("code", tool.languages())
def test_every_card_face_fits_its_words_in_every_language(profile_dir, code):
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    whole = frozenset(s for m in messages(catalogue(tool.po_path(code), code)) for s in forms(m.string) if s)
    found = set()
    with text_record.recording():
        assert language.install(code) == code
        try:
            for cid in CARDS:
                found |= screens.read(drawn(lambda: faces.market_strip(cid, CARD_W, CARD_H)), f"{cid} strip", code,
                                      whole)
                found |= screens.read(drawn(lambda: faces.power_card(cid, *LARGE_CARD)), f"{cid} large", code,
                                      whole)
            for ally in ALLIES:
                for unlocked in range(5):
                    found |= screens.read(drawn(lambda: faces.ally_sheet(ally, LARGE_SHEET[0], LARGE_SHEET[1] - 60,
                                                                         unlocked)),
                                          f"{ally} sheet, {unlocked} unlocked", code, whole)
                found |= screens.read(drawn(lambda: faces.ally_sheet(ally, ALLY_CARD[0], ALLY_CARD[1], 0)),
                                      f"{ally} sheet offered", code, whole)
        finally:
            i18n.use(None)
    assert not found, f"{len(found)} findings in {code}:\n" + screens.report(found)
