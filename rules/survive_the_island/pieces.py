"""Looking at the board: who and what is on a space, who controls a raft. A mixin
of the state; it changes nothing except through the small helpers at the end
that take pieces off the board."""
from __future__ import annotations

from .events import CreatureGone, EggLost, Eliminated, RaftLost
from .common import ELIMINATED, LIFTED, RESERVE, is_water
from .content import KAIJU, RAFT_SEATS


class PiecesMixin:
    # -- adventurers ---------------------------------------------------------------
    def owner(self, piece: int) -> int:
        return self.owner_of_colour[piece // 10]

    def advs_at(self, space: int) -> list[int]:
        loc = self.loc
        return [p for p in range(len(loc)) if loc[p] == space]

    def swimmers_at(self, space: int) -> list[int]:
        loc, raft_of = self.loc, self.raft_of
        return [p for p in range(len(loc)) if loc[p] == space and raft_of[p] < 0]

    def is_swimmer(self, p: int) -> bool:
        s = self.loc[p]
        return s >= 0 and self.raft_of[p] < 0 and is_water(self.terrain[s])

    def in_play(self, seat: int) -> int:
        """Adventurers of the seat still on the board (not rescued, not lost)."""
        loc = self.loc
        n = 0
        for c in self.colours_of_seat[seat]:
            for p in range(c * 10, c * 10 + 10):
                if loc[p] >= 0 or loc[p] == LIFTED:
                    n += 1
        return n

    # -- rafts ------------------------------------------------------------------------
    def raft_at(self, space: int) -> int:
        for r, s in enumerate(self.raft_loc):
            if s == space:
                return r
        return -1

    def passengers(self, raft: int) -> list[int]:
        ro = self.raft_of
        return [p for p in range(len(ro)) if ro[p] == raft]

    def free_seats(self, raft: int) -> int:
        return RAFT_SEATS - self.raft_of.count(raft)

    def controls(self, seat: int, raft: int) -> bool:
        """An empty raft is anyone's; otherwise you need at least as many
        adventurers aboard as every other player (a tie is enough)."""
        counts = [0] * self.n
        for p in self.passengers(raft):
            counts[self.owner(p)] += 1
        return counts[seat] >= max(counts)

    # -- creatures ----------------------------------------------------------------------
    def creatures_at(self, space: int) -> list[int]:
        cl = self.cr_loc
        return [c for c in range(len(cl)) if cl[c] == space]

    def kaiju_at(self, space: int, besides: int = -1) -> int:
        cl, ct = self.cr_loc, self.cr_type
        for c in range(len(cl)):
            if cl[c] == space and ct[c] == KAIJU and c != besides:
                return c
        return -1

    def occupied(self, space: int) -> bool:
        """Anything on the space: an adventurer, a raft, a creature or an egg."""
        return (space in self.loc or space in self.raft_loc or space in self.cr_loc
                or any(e[0] == space for e in self.eggs))

    # -- taking pieces off --------------------------------------------------------------
    def eliminate(self, p: int, cause: str, events: list) -> None:
        space = self.loc[p]
        self.loc[p] = ELIMINATED
        self.raft_of[p] = -1
        events.append(Eliminated(p, space, cause))

    def raft_gone(self, r: int, cause: str, events: list) -> None:
        space = self.raft_loc[r]
        self.raft_loc[r] = RESERVE
        events.append(RaftLost(r, space, cause))
        for p in self.passengers(r):
            self.raft_of[p] = -1

    def creature_gone(self, c: int, cause: str, events: list, space: int | None = None) -> None:
        where = self.cr_loc[c] if space is None else space
        self.cr_loc[c] = RESERVE
        events.append(CreatureGone(c, self.cr_type[c], where, cause))

    def clear_space(self, space: int, cause: str, events: list) -> None:
        """Everything on a space leaves: adventurers are lost, rafts and creatures
        go back to the reserve, an egg token goes back to the box."""
        r = self.raft_at(space)
        if r >= 0:
            for p in self.passengers(r):
                self.eliminate(p, cause, events)
            self.raft_gone(r, cause, events)
        for p in self.advs_at(space):
            self.eliminate(p, cause, events)
        for c in self.creatures_at(space):
            self.creature_gone(c, cause, events)
        kept = [e for e in self.eggs if e[0] != space]
        if len(kept) != len(self.eggs):
            for _ in range(len(self.eggs) - len(kept)):
                events.append(EggLost(space, cause))
            self.eggs = kept

