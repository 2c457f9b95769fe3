"""Survive the Island's pieces for the contact sheet (game/tools/pieces_sheet.py):
every creature (creature_art) at the board's size, the adventurers of every
seat colour with their letter (as other seats see them) and with a value (as
their owner does), at the board's, the panels' and the tray's sizes, the raft,
the Egg, the island tiles, an erupted Volcano, the open sea and Piranhas at the
standard island's hex size, and every tile back at the panels' and the board's
sizes."""
from __future__ import annotations

from rules.core.i18n import N_, _
from rules.survive_the_island import content
from rules.survive_the_island.board import STANDARD, island_board

from ...tools.pieces_sheet import Piece
from . import art
from .geometry import ADV_SIZE, CREATURE_SIZE, EGG_SIZE, RAFT_SIZE, IslandGeometry
from .panels import TILE

#: the adventurers' sizes: on the board, in a seat's panel (lost and rescued), in the set-up tray
ADVENTURER_SIZES = (ADV_SIZE, 22, 24)
#: a tile back on a seat's panel, and on a sinking tile
BACK_SIZES = (TILE, 30)
#: what an adventurer of each colour is called on the sheet
ADVENTURER_LABELS = {"red": N_("Red adventurer"), "blue": N_("Blue adventurer"), "yellow": N_("Yellow adventurer"),
                     "green": N_("Green adventurer"), "purple": N_("Purple adventurer")}
TERRAIN_LABELS = {"beach": N_("Beach tile"), "forest": N_("Forest tile"), "mountain": N_("Mountain tile")}
SHOWN_VALUE = 5


def board_hex() -> tuple[int, int]:
    """The standard island's hex, as the table lays it out."""
    board, _name = island_board(STANDARD)
    geo = IslandGeometry(board, STANDARD, 4)
    return geo.hex_w, geo.hex_h


def pieces() -> list[Piece]:
    w, h = board_hex()

    def tall(size: int) -> int:          # a tile's height for its width
        return round(size * h / w)
    out = [Piece(f"creature:{kind}", _("Creatures"), _(content.CREATURE_NAMES[kind]), (CREATURE_SIZE,),
                 lambda size, kind=kind: art.creature(kind, size))
           for kind in content.CREATURE_TYPES]
    for colour, label in ADVENTURER_LABELS.items():
        out.append(Piece(f"adventurer:{colour}", _("Adventurers"),
                         _("{adventurer} (as other seats see it)").format(adventurer=_(label)), ADVENTURER_SIZES,
                         lambda size, colour=colour: art.adventurer(colour, 0, size)))
        out.append(Piece(f"adventurer:{colour}:value", _("Adventurers"),
                         _("{adventurer} worth {value} (as its owner sees it)").format(adventurer=_(label),
                                                                                       value=SHOWN_VALUE),
                         ADVENTURER_SIZES, lambda size, colour=colour: art.adventurer(colour, SHOWN_VALUE, size)))
    out.append(Piece("raft", _("Rafts and Eggs"), _("Raft"), (RAFT_SIZE,), art.raft))
    out.append(Piece("egg", _("Rafts and Eggs"), _("Egg token"), (EGG_SIZE,), art.egg))
    for terrain, label in TERRAIN_LABELS.items():
        out.append(Piece(f"tile:{terrain}", _("Island"), _(label), (w,),
                         lambda size, terrain=terrain: art.island_tile(terrain, size, tall(size))))
    out.append(Piece("tile:volcano", _("Island"), _(content.BACK_NAMES[content.VOLCANO]), (w,),
                     lambda size: art.volcano_tile(size, tall(size))))
    out.append(Piece("tile:sea", _("Island"), _("Sea where a tile sank"), (w,),
                     lambda size: art.sea_hex(size, tall(size))))
    out.append(Piece("tile:piranhas", _("Island"), _("Piranhas"), (w,),
                     lambda size: art.piranha_tile(size, tall(size))))
    for back, name in content.BACK_NAMES.items():
        out.append(Piece(f"back:{back}", _("Tile backs"), _(name), BACK_SIZES,
                         lambda size, back=back: art.tile_back(back, size)))
    out.append(Piece("back:hidden", _("Tile backs"), _("A tile face down"), BACK_SIZES,
                     lambda size: art.tile_back("?", size)))
    return out
