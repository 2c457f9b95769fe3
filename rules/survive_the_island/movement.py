"""The action phase: moving adventurers and rafts, and the ability tiles. A mixin
of the state.

* Each movement point moves one adventurer or one raft one space.
* Walking starts and ends on land, a raft or a rescue island; swimming starts or
  ends in open water. Each adventurer swims at most once a turn.
* A raft carries three; you move it if it is empty or nobody has more
  adventurers aboard than you. It never enters land or another raft's space.
* Nobody and nothing enters a Kaiju's space by moving.
* A swimmer sharing a space with a raft with a free seat climbs aboard at once.
"""
from __future__ import annotations

from rules.core.pending import push

from .actions import (EndActions, MoveAdventurer, MoveRaft, UseCreatureDie, UseDolphin,
                      UseMoveCreature, UsePaddles, UsePiranha)
from .events import AbilityUsed, AdventurerMoved, Boarded, RaftMoved, Rescued
from .common import PIRANHA_T, RESCUED, VOLCANO_T, WATER, is_water
from .content import CREATURE_DIE, DOLPHIN, KAIJU, MOVE_CREATURE, PADDLES, PIRANHA, RAFT_SEATS


class MovementMixin:
    # -- what is where, for one decision ---------------------------------------------
    def _kaiju_spaces(self) -> set:
        cl, ct = self.cr_loc, self.cr_type
        return {cl[c] for c in range(len(cl)) if ct[c] == KAIJU and cl[c] >= 0}

    def _raft_spaces(self) -> dict:
        return {s: r for r, s in enumerate(self.raft_loc) if s >= 0}

    def _aboard_counts(self) -> list[int]:
        counts = [0] * len(self.raft_loc)
        for r in self.raft_of:
            if r >= 0:
                counts[r] += 1
        return counts

    # -- adventurers ----------------------------------------------------------------------
    def adventurer_dests(self, p: int, kaijus=None, rafts=None, aboard=None) -> list[int]:
        s = self.loc[p]
        if s < 0:
            return []
        terrain = self.terrain
        on_raft = self.raft_of[p] >= 0
        in_water = not on_raft and is_water(terrain[s])
        can_swim = not self.swam[p]
        if in_water and not can_swim:
            return []                   # it already swam this turn
        if kaijus is None:
            kaijus, rafts, aboard = self._kaiju_spaces(), self._raft_spaces(), self._aboard_counts()
        out = []
        for n in self.board.neighbours[s]:
            t = terrain[n]
            if t == VOLCANO_T or n in kaijus:
                continue
            if 0 < t < 4:
                out.append(n)                               # walk, or climb out (a swim)
            elif can_swim:
                out.append(n)                               # into open water (or aboard)
            else:
                r = rafts.get(n, -1)
                if r >= 0 and aboard[r] < RAFT_SEATS:
                    out.append(n)                           # aboard: a walk
        if terrain[s] == WATER or terrain[s] == PIRANHA_T:
            base = self.board.rescue_base
            for k in self.board.rescue_of[s]:
                out.append(base + k)                        # ashore: walk from a raft or swim
        return out

    def raft_dests(self, r: int, kaijus=None, rafts=None) -> list[int]:
        s = self.raft_loc[r]
        if s < 0:
            return []
        if kaijus is None:
            kaijus, rafts = self._kaiju_spaces(), self._raft_spaces()
        terrain = self.terrain
        return [n for n in self.board.neighbours[s]
                if is_water(terrain[n]) and n not in rafts and n not in kaijus]

    def usable(self, seat: int, kind: str) -> bool:
        """Ability tiles work from the turn after they were gained (Repellent is a
        reaction: see the repel task)."""
        turn = self.turn
        return any(h[0] == kind and h[2] < turn for h in self.hands[seat])

    def action_phase_options(self) -> list:
        seat = self.active
        out: list = []
        kaijus, rafts = self._kaiju_spaces(), self._raft_spaces()
        loc = self.loc
        mine = [p for c in self.colours_of_seat[seat] for p in range(c * 10, c * 10 + 10)
                if loc[p] >= 0]
        # who is aboard each raft, per seat: control is a tie or better
        nr = len(self.raft_loc)
        counts = [[0] * self.n for _ in range(nr)]
        owner = self.owner_of_colour
        for p, r in enumerate(self.raft_of):
            if r >= 0:
                counts[r][owner[p // 10]] += 1
        aboard = [sum(c) for c in counts]
        controlled = [r for r, s in enumerate(self.raft_loc)
                      if s >= 0 and counts[r][seat] >= max(counts[r])]
        if self.mp > 0 and mine:
            for p in mine:
                for n in self.adventurer_dests(p, kaijus, rafts, aboard):
                    out.append(MoveAdventurer(p, n))
            for r in controlled:
                for n in self.raft_dests(r, kaijus, rafts):
                    out.append(MoveRaft(r, n))
        hand = self.hands[seat]
        if hand:
            turn = self.turn
            ready = {h[0] for h in hand if h[2] < turn}
            if PADDLES in ready:
                for r in controlled:
                    for n in self.raft_dests(r, kaijus, rafts):
                        out.append(UsePaddles(r, n))
            if DOLPHIN in ready:
                for p in mine:
                    if self.is_swimmer(p):
                        for n in self.dolphin_dests(p, kaijus):
                            out.append(UseDolphin(p, n))
            if MOVE_CREATURE in ready and self.empty_water():
                for c, s in enumerate(self.cr_loc):
                    if s >= 0:
                        out.append(UseMoveCreature(c))
            if CREATURE_DIE in ready:
                out.append(UseCreatureDie())
            if PIRANHA in ready:
                for s in self.piranha_spaces():
                    out.append(UsePiranha(s))
        out.append(EndActions())
        return out

    def action_phase_allows(self, action) -> bool:
        """Whether one action is among action_phase_options(), without listing them
        all (the check every applied move goes through)."""
        seat = self.active
        t = type(action)
        if t is EndActions:
            return True
        if t is MoveAdventurer or t is UseDolphin:
            p = action.piece
            if not (isinstance(p, int) and 0 <= p < len(self.loc)) or self.owner(p) != seat or self.loc[p] < 0:
                return False
            if t is MoveAdventurer:
                return self.mp > 0 and action.to in self.adventurer_dests(p)
            return (self.usable(seat, DOLPHIN) and self.is_swimmer(p)
                    and action.to in self.dolphin_dests(p))
        if t is MoveRaft or t is UsePaddles:
            r = action.raft
            if not (isinstance(r, int) and 0 <= r < len(self.raft_loc)) or self.raft_loc[r] < 0:
                return False
            if not self.controls(seat, r) or action.to not in self.raft_dests(r):
                return False
            if t is UsePaddles:
                return self.usable(seat, PADDLES)
            return self.mp > 0 and any(self.loc[p] >= 0 for p in self.pieces_of(seat))
        if t is UseMoveCreature:
            c = action.creature
            return (self.usable(seat, MOVE_CREATURE) and isinstance(c, int)
                    and 0 <= c < len(self.cr_loc) and self.cr_loc[c] >= 0 and bool(self.empty_water()))
        if t is UseCreatureDie:
            return self.usable(seat, CREATURE_DIE)
        if t is UsePiranha:
            return self.usable(seat, PIRANHA) and action.space in self.piranha_spaces()
        return False

    def dolphin_dests(self, p: int, kaijus=None) -> list[int]:
        if kaijus is None:
            kaijus = self._kaiju_spaces()
        terrain = self.terrain
        return [n for n in self.board.neighbours[self.loc[p]]
                if is_water(terrain[n]) and n not in kaijus]

    def empty_water(self) -> list[int]:
        """Water spaces with nothing on them (Move a Creature's destinations)."""
        busy = set(self.loc) | set(self.raft_loc) | set(self.cr_loc) | {e[0] for e in self.eggs}
        terrain = self.terrain
        return [s for s in range(len(terrain)) if is_water(terrain[s]) and s not in busy]

    # -- carrying out moves ------------------------------------------------------------------
    def move_adventurer(self, p: int, to: int, events: list, dolphin: bool = False) -> None:
        s = self.loc[p]
        r = self.raft_of[p]
        terrain = self.terrain
        in_water = r < 0 and is_water(terrain[s])
        if r >= 0:
            self.raft_of[p] = -1
            push(self.stack, ("board_check", s))          # a seat came free
        base = self.board.rescue_base
        if to >= base:
            if in_water:
                self.swam[p] = 1
            self.loc[p] = RESCUED
            self.rescued_at[p] = to - base
            events.append(Rescued(p, to - base))
            return
        t = terrain[to]
        boarding = -1
        if t == WATER:
            tr = self.raft_at(to)
            if tr >= 0 and self.free_seats(tr) > 0:
                boarding = tr
        swim = in_water or (is_water(t) and boarding < 0)
        if swim and not dolphin:
            self.swam[p] = 1
        self.loc[p] = to
        events.append(AdventurerMoved(p, s, to, swim))
        if boarding >= 0:
            self.raft_of[p] = boarding
            events.append(Boarded(p, boarding))
        if t == PIRANHA_T or to in self.cr_loc:
            push(self.stack, ("enter", to, (p,), -1))

    def move_raft(self, r: int, to: int, events: list) -> None:
        frm = self.raft_loc[r]
        self.raft_loc[r] = to
        aboard = self.passengers(r)
        for p in aboard:
            self.loc[p] = to
        events.append(RaftMoved(r, frm, to))
        push(self.stack, ("board_check", to))
        if self.terrain[to] == PIRANHA_T or to in self.cr_loc:
            push(self.stack, ("enter", to, tuple(aboard), r))

    def use_tile(self, seat: int, kind: str, events: list, any_turn: bool = False) -> None:
        """Discard one ability tile of that kind: its back is now known to all."""
        hand = self.hands[seat]
        for i, h in enumerate(hand):
            if h[0] == kind and (any_turn or h[2] < self.turn):
                del hand[i]
                if h[1] != PIRANHA:
                    self.revealed.append((h[1], kind))
                events.append(AbilityUsed(seat, kind))
                return
        raise AssertionError(f"seat {seat} holds no usable {kind}")

    def board_check(self, space: int, events: list) -> None:
        r = self.raft_at(space)
        if r < 0:
            return
        seats = self.free_seats(r)
        if seats <= 0:
            return
        swimmers = self.swimmers_at(space)
        if not swimmers:
            return
        if len(swimmers) <= seats:
            for p in swimmers:
                self.raft_of[p] = r
                events.append(Boarded(p, r))
        else:
            push(self.stack, ("board", space))             # the active player picks

