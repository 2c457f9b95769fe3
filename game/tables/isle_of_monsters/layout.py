"""Where everything sits on the Isle of Monsters table, per player count.

The table is a ring, as in the physical game: the seats around the edge, one
outer island between each pair of neighbouring seats, the centre island in the
middle (two players: the two outer islands left and right, both between the
two seats). Positions are numbered clockwise from the seat at the bottom of
the screen (position 0), so clockwise on screen runs bottom -> left -> top ->
right, and outer island position q lies between seat positions q and q+1 —
which is exactly where the rules put outer island s relative to seat s (on
its left) once the bottom seat is known (state.py's geometry).

The numbers below are data: one table per player count. `TableLayout` turns
them into rectangles for a game (which seat sits at the bottom), and every
hit test and every test that clicks the table asks it where things are.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.table.areas import BOARD_RECT
from rules.isle_of_monsters.content import CAGES_PER_BOARD, SETUPS

#: Card faces in cages, by seat slot size (width, height; 5:7).
CARD_SIZES = {"big": (76, 106), "med": (64, 90), "small": (56, 78)}
#: The info box beside a cage board (name, score, mature pile, bag).
INFO_WIDTH = {"big": 126, "med": 116, "small": 110}
CAGE_PAD = 7        # inside a cage board, around the cages
CAGE_GAP = 6        # between two cages
PANEL_GAP = 8       # between a board and the info box
#: A card face on an outer island's pile, by island width.
PILE_CARD = (54, 76)
#: The hand of mature cards in the scare phase.
HAND_CARD = (92, 129)
HAND_TRAY = pygame.Rect(0, 560, BOARD_RECT.width, 160)
#: In the tray, above Play: the chooser's own score (the tray covers their seat).
OWN_SCORE = pygame.Rect(770, 572, 190, 48)
#: Played cards laid out at a seat for the reveal.
REVEAL_CARD = (50, 70)
#: The large view of a hovered card.
ZOOM_CARD = (230, 322)
#: The deck of creature cards still to come (face down at the table's side).
DECK_CARD = (46, 64)


@dataclass(frozen=True)
class SeatSlot:
    x: int
    y: int
    size: str            # "big", "med", "small"
    info: str            # where the info box sits: "left", "right" (one board) or "middle" (two)


@dataclass(frozen=True)
class IslandSlot:
    cx: int
    cy: int
    width: int


@dataclass(frozen=True)
class TablePlan:
    seats: tuple[SeatSlot, ...]          # by position, clockwise from the bottom
    islands: tuple[IslandSlot, ...]      # by position: q lies between seat q and seat q+1
    centre: IslandSlot
    deck: tuple[int, int]                # centre of the deck's top card
    pass_button: tuple[int, int, int, int]
    hint: tuple[int, int]                # midbottom of the hint line


W = BOARD_RECT.width      # 980: the board, left of the log
B = BOARD_RECT.bottom     # 720

PLANS: dict[int, TablePlan] = {
    2: TablePlan(
        seats=(SeatSlot(166, 592, "big", "middle"), SeatSlot(207, 72, "med", "middle")),
        islands=(IslandSlot(146, 380, 262), IslandSlot(834, 380, 262)),
        centre=IslandSlot(490, 372, 320),
        deck=(662, 250), pass_button=(824, 640, 140, 52), hint=(490, 584)),
    3: TablePlan(
        seats=(SeatSlot(297, 592, "big", "right"), SeatSlot(22, 72, "med", "left"),
               SeatSlot(618, 72, "med", "right")),
        islands=(IslandSlot(148, 412, 252), IslandSlot(490, 158, 206), IslandSlot(832, 412, 252)),
        centre=IslandSlot(490, 392, 280),
        deck=(672, 290), pass_button=(700, 640, 140, 52), hint=(490, 584)),
    4: TablePlan(
        seats=(SeatSlot(297, 592, "big", "right"), SeatSlot(8, 316, "small", "left"),
               SeatSlot(334, 72, "small", "left"), SeatSlot(660, 316, "small", "right")),
        islands=(IslandSlot(150, 548, 228), IslandSlot(150, 178, 228),
                 IslandSlot(830, 178, 228), IslandSlot(830, 548, 228)),
        centre=IslandSlot(490, 375, 260),
        deck=(624, 246), pass_button=(700, 640, 140, 52), hint=(490, 584)),
    5: TablePlan(
        seats=(SeatSlot(297, 592, "big", "right"), SeatSlot(8, 330, "small", "left"),
               SeatSlot(100, 72, "small", "left"), SeatSlot(578, 72, "small", "right"),
               SeatSlot(660, 330, "small", "right")),
        islands=(IslandSlot(140, 560, 190), IslandSlot(72, 268, 156), IslandSlot(490, 182, 156),
                 IslandSlot(908, 268, 156), IslandSlot(840, 560, 190)),
        centre=IslandSlot(490, 390, 250),
        deck=(626, 270), pass_button=(700, 640, 140, 52), hint=(490, 584)),
}


@dataclass
class SeatGeometry:
    seat: int
    position: int
    size: str
    card: tuple[int, int]
    panel: pygame.Rect                   # the whole seat: boards and info box
    info: pygame.Rect
    boards: list[pygame.Rect]            # by board index (board 0 nearest the seat's left island)
    cages: list[pygame.Rect]             # by cage index: where the creature card lies
    score: tuple[int, int]               # centre of the score medallion
    mature: pygame.Rect                  # the mature pile (a face-down card)
    bag: tuple[int, int]                 # where the draw bag stands when this seat holds it
    name_pos: tuple[int, int]            # midleft of the name
    played: pygame.Rect                  # where this seat's played cards lie at a reveal


@dataclass
class IslandGeometry:
    island: int                          # rules number; CENTRE (-1) for the centre island
    area: pygame.Rect                    # where the map is drawn (contain)
    pile: pygame.Rect | None             # the top card of the pile (outer islands)
    food: dict[str, tuple[int, int]] = field(default_factory=dict)   # centre of each food's stack


class TableLayout:
    """Every rectangle of one table: player count `n`, `bottom` the seat drawn
    at the bottom of the screen. Islands' food spots and pile spots come from
    the island maps (see islands.py), which fill in `IslandGeometry`."""

    def __init__(self, n: int, bottom: int) -> None:
        self.n = n
        self.bottom = bottom
        self.plan = PLANS[n]
        self.boards_per_seat = SETUPS[n].boards_per_player
        self.seats: list[SeatGeometry] = [self._seat(s) for s in range(n)]
        self.pass_button = pygame.Rect(self.plan.pass_button)
        self.hint = self.plan.hint
        self.deck = pygame.Rect(0, 0, *DECK_CARD)
        self.deck.center = self.plan.deck

    # -- positions --------------------------------------------------------------------
    def position(self, seat: int) -> int:
        return (seat - self.bottom) % self.n

    def island_position(self, island: int) -> int:
        """Outer island i lies on seat i's left: between seat i and seat i+1."""
        return (island - self.bottom) % len(self.plan.islands)

    def island_slot(self, island: int) -> IslandSlot:
        return self.plan.islands[self.island_position(island)]

    # -- seats ------------------------------------------------------------------------
    def _seat(self, seat: int) -> SeatGeometry:
        p = self.position(seat)
        slot = self.plan.seats[p]
        cw, ch = CARD_SIZES[slot.size]
        board_w = 3 * cw + 2 * CAGE_GAP + 2 * CAGE_PAD
        board_h = ch + 2 * CAGE_PAD
        info_w = INFO_WIDTH[slot.size]
        x, y = slot.x, slot.y
        boards: list[pygame.Rect] = []
        if self.boards_per_seat == 1:
            if slot.info == "left":
                info = pygame.Rect(x, y, info_w, board_h)
                boards.append(pygame.Rect(info.right + PANEL_GAP, y, board_w, board_h))
            else:
                boards.append(pygame.Rect(x, y, board_w, board_h))
                info = pygame.Rect(boards[0].right + PANEL_GAP, y, info_w, board_h)
        else:
            left = pygame.Rect(x, y, board_w, board_h)
            info = pygame.Rect(left.right + PANEL_GAP, y, info_w, board_h)
            right = pygame.Rect(info.right + PANEL_GAP, y, board_w, board_h)
            # board 0 stands on the seat's own left: screen left for the seat at
            # the bottom, screen right for the seat facing it across the table
            boards = [left, right] if p == 0 else [right, left]
        cages = []
        for board in boards:
            for k in range(CAGES_PER_BOARD):
                cages.append(pygame.Rect(board.x + CAGE_PAD + k * (cw + CAGE_GAP), board.y + CAGE_PAD, cw, ch))
        panel = info.unionall(boards)
        # the info box: name on top, then the score medallion and the mature pile
        pad = 8
        name_pos = (info.x + pad, info.y + 16)
        row_y = info.y + 30 + (info.height - 50) // 2 + 2
        score = (info.x + pad + 20, row_y)
        mw = 28 if slot.size == "big" else 26
        mature = pygame.Rect(0, 0, mw, round(mw * 1.4))
        mature.midleft = (info.x + pad + 44, row_y)
        bag = (info.right - 19, row_y)
        played = boards[0].copy()          # a reveal lays the played cards over board 0
        return SeatGeometry(seat, p, slot.size, (cw, ch), panel, info, boards, cages, score, mature, bag,
                            name_pos, played)


@lru_cache(maxsize=16)
def table_layout(n: int, bottom: int) -> TableLayout:
    return TableLayout(n, bottom)
