"""Isle of Monsters' pieces for the contact sheet (game/tools/pieces_sheet.py):
every creature card (creature_art), by element, at each card size the table
lays out (an island's pile, the cages of a small, middle and big seat, the
hand), and the card back. A size is the card's width; its height is the
table's own for that width (5:7)."""
from __future__ import annotations

from rules.core.i18n import N_, _
from rules.isle_of_monsters.content import CARDS

from ...tools.pieces_sheet import Piece
from .creature_art import card_back, card_image
from .layout import CARD_SIZES, HAND_CARD, PILE_CARD

#: width -> (width, height) of every card face the table lays out
CARD_FACES = {w: (w, h) for w, h in (PILE_CARD, *CARD_SIZES.values(), HAND_CARD)}
SIZES = tuple(sorted(CARD_FACES))

#: a sheet heading per element
GROUPS = {"fire": N_("Fire creatures"), "earth": N_("Earth creatures"), "water": N_("Water creatures")}
ELEMENT_LABELS = {"fire": N_("Fire"), "earth": N_("Earth"), "water": N_("Water")}


def _face(card_id: str):
    return lambda w: card_image(card_id, *CARD_FACES[w])


def pieces() -> list[Piece]:
    out = []
    for element in GROUPS:
        for cid, card in CARDS.items():
            if card.element == element:
                label = _("{card}: {element} {value}").format(card=cid, element=_(ELEMENT_LABELS[element]),
                                                            value=card.value)
                out.append(Piece(f"creature:{cid}", _(GROUPS[element]), label, SIZES, _face(cid)))
    out.append(Piece("card:back", _("Card back"), _("Creature card back"), SIZES,
                     lambda w: card_back(*CARD_FACES[w])))
    return out
