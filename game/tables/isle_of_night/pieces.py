"""Isle of Night's pieces for the contact sheet (game/tools/pieces_sheet.py): every
explore card type and every location as its card, at the card sizes the
table lays out (a crowded centre, the centre, the tray, the large view);
each card type's figure at the sizes the table draws it alone (a player's
chips and small cards, the score cards, the lantern track); and the island
card at the size of each island side's cells. A card's size is its width;
its height is the table's own for that width."""
from __future__ import annotations

from rules.core.i18n import N_, _
from rules.isle_of_night import content, lookup

from ...tools.pieces_sheet import Piece
from . import layout as L
from .card_art import card_face, emblem
from .scenery import island_picture

#: width -> (width, height) of every card face the table lays out
CARD_FACES = {w: (w, h) for w, h in (*L.CENTRE_SIZES, *L.TRAY_SIZES, L.ZOOM)}
CARD_SIZES = (46, L.CARD_W, 96, L.ZOOM[0])
#: a location is never narrower than LOCATION_W in the centre
PLACE_SIZES = (L.LOCATION_W, 96, L.ZOOM[0])
#: a figure alone: a compact and a tall chip, a score card, the small cards of four and of three players
FIGURE_SIZES = (18, 22, 32, 45, 58)

GROUPS = {"card": N_("Explore cards"), "figure": N_("Card types' figures"), "place": N_("Location cards"),
          "island": N_("The island card")}


def _first_card(t: int) -> int:
    """The type's plainest card: one icon and no magic symbol where there is one."""
    cards = [c for c in range(lookup.NUM_CARDS) if lookup.CARD_TYPE[c] == t]
    return min(cards, key=lambda c: (lookup.CARD_ICONS[c] > 1, lookup.CARD_MAGIC[c] > 0, c))


def _island_boxes() -> dict[int, tuple[int, int]]:
    """height -> (width, height) of the island card on each side that has one."""
    out = {}
    for side in lookup.SIDES.values():
        _positions, cells = L.cell_rects(side)
        if cells:
            box = cells[0].unionall(cells[1:])
            out[box.height] = box.size
    return dict(sorted(out.items()))


def pieces() -> list[Piece]:
    out = []
    for t, (key, _plural, one) in enumerate(content.CARD_TYPES):
        card = _first_card(t)
        out.append(Piece(f"card:{key}", _(GROUPS["card"]), _(one).capitalize(), CARD_SIZES,
                         lambda w, card=card: card_face(card, *CARD_FACES[w])))
    for t, (key, _plural, one) in enumerate(content.CARD_TYPES):
        out.append(Piece(f"figure:{key}", _(GROUPS["figure"]), _(one).capitalize(), FIGURE_SIZES,
                         lambda size, t=t: emblem(t, size)))
    for code, name, *_rest in content.LOCATIONS:
        card = lookup.location_card(code)
        out.append(Piece(f"place:{code}", _(GROUPS["place"]), _(name), PLACE_SIZES,
                         lambda w, card=card: card_face(card, *CARD_FACES[w])))
    boxes = _island_boxes()
    out.append(Piece("island", _(GROUPS["island"]), _("Island card"), tuple(boxes),
                     lambda h: island_picture(boxes[h])))
    return out
