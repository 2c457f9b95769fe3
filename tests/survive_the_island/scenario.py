"""Laying out positions by hand for rule tests.

Spaces are named by the doubled coordinates (r, x) of the base-game notes
(shared/rules/survive_the_island_base.md §2.2): rows r = -3..9, x in steps of 2.
`Table` starts from a real game whose set-up is over, clears the board (all
adventurers out of the game, rafts and creatures in the reserve) and lets a test
put back exactly what it needs.
"""
from __future__ import annotations

from rules.core import Rng
from rules.core.hexgrid import from_offset
from rules.survive_the_island import content
from rules.survive_the_island.board import board
from rules.survive_the_island.common import (BEACH_T, ELIMINATED, FOREST_T, MOUNTAIN_T, RESERVE,
                                             TERRAIN_CODE, WATER)
from rules.survive_the_island.state import SurviveTheIslandState

from .helpers import options

TERRAIN = {"beach": BEACH_T, "forest": FOREST_T, "mountain": MOUNTAIN_T}


def sp(r: int, x: int) -> int:
    """The space at doubled coordinates (r, x)."""
    row = r + 3
    col = (x + 10 - (row & 1)) // 2
    b = board()
    return b.index[from_offset(col, row, b.stagger_axis, b.stagger_index)]


def rescue(name: str) -> int:
    b = board()
    for k, isl in enumerate(b.rescue):
        if isl.name == name:
            return b.rescue_base + k
    raise KeyError(name)


class Table:
    def __init__(self, players: int = 3, seed: int = 1, **extra) -> None:
        st = SurviveTheIslandState.new_game(options(players, **extra), seed)
        st.phase = "play"
        st.loc = [ELIMINATED] * len(st.loc)
        st.value = [v for v in (content.ADVENTURER_VALUES * len(st.owner_of_colour))]
        st.unplaced = [[] for _ in st.unplaced]
        st.raft_loc = [RESERVE] * len(st.raft_loc)
        st.cr_loc = [RESERVE] * len(st.cr_loc)
        st.turn = 5
        st.active = 0
        st.mp = 3
        st.stack = [("turn_end",), ("creatures",), ("rising",), ("actions",)]
        self.st = st
        self._used: set[int] = set()

    # -- putting things down ------------------------------------------------------
    def adv(self, seat: int, space: int, value: int = 3, colour: int | None = None) -> int:
        st = self.st
        cols = st.colours_of_seat[seat] if colour is None else (colour,)
        for c in cols:
            for p in range(c * 10, c * 10 + 10):
                if p not in self._used:
                    self._used.add(p)
                    st.value[p] = value
                    st.loc[p] = space
                    st.raft_of[p] = -1
                    return p
        raise AssertionError("no adventurer left to put down")

    def raft(self, space: int, *passengers: int) -> int:
        st = self.st
        r = st.raft_loc.index(RESERVE)
        st.raft_loc[r] = space
        for p in passengers:
            st.loc[p] = space
            st.raft_of[p] = r
        return r

    def creature(self, kind: str, space: int) -> int:
        st = self.st
        for c, t in enumerate(st.cr_type):
            if t == kind and st.cr_loc[c] == RESERVE:
                st.cr_loc[c] = space
                return c
        raise AssertionError(f"no {kind} left in the reserve")

    def tile(self, space: int, terrain: str, back: str) -> None:
        self.st.terrain[space] = TERRAIN[terrain]
        self.st.back[space] = back

    def water(self, *spaces: int) -> None:
        for s in spaces:
            self.st.terrain[s] = WATER
            self.st.back[s] = ""

    def only_tiles(self, tiles: dict[int, tuple[str, str]]) -> None:
        """Sink every island tile except the ones given (space -> (terrain, back))."""
        st = self.st
        for s in range(st.board.size):
            if st.board.island[s] or st.terrain[s] != WATER:
                st.terrain[s] = WATER
                st.back[s] = ""
        for s, (terrain, back) in tiles.items():
            self.tile(s, terrain, back)

    def hand(self, seat: int, kind: str, origin: str = "beach", turn: int = 1) -> None:
        self.st.hands[seat].append((kind, origin, turn))

    def turn_of(self, seat: int, mp: int = 3) -> None:
        st = self.st
        st.active = seat
        st.mp = mp
        st.swam = [0] * len(st.swam)
        st.stack = [("turn_end",), ("creatures",), ("rising",), ("actions",)]

    def at(self, *task) -> None:
        """Put the game at a given decision (on top of the action phase)."""
        self.st.stack.append(tuple(task))

    def run(self) -> list:
        events: list = []
        self.st.run(events)
        return events

    # -- dice -------------------------------------------------------------------------
    def next_die(self, colour: str) -> None:
        """Seed the generator so that the next roll of the creature die shows `colour`."""
        for seed in range(1000):
            r = Rng(seed)
            if content.DIE_FACES[r.randrange(len(content.DIE_FACES))] == colour:
                self.st.rng = Rng(seed)
                return
        raise AssertionError("no seed rolls that colour")

    def next_dice(self, *colours: str) -> None:
        for seed in range(100000):
            r = Rng(seed)
            if all(content.DIE_FACES[r.randrange(len(content.DIE_FACES))] == c for c in colours):
                self.st.rng = Rng(seed)
                return
        raise AssertionError("no seed rolls those colours")

    # -- acting ---------------------------------------------------------------------------
    def do(self, seat: int, action) -> list:
        return self.st.apply(seat, action)

    def legal(self, seat: int | None = None) -> list:
        st = self.st
        return st.legal_actions(st.to_act()[0] if seat is None else seat)


__all__ = ["Table", "sp", "rescue", "TERRAIN_CODE"]
