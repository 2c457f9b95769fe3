"""The end of an Isle of Monsters game and its element-duel tie-breaker.
"""
from __future__ import annotations


from rules.core import Event

from .actions import DuelPick
from .events import DuelChosen, DuelOut, DuelRevealed, DuelStarted, GameEnded
from .content import SCARES


class EndAndDuel:
    """The end and the duel (a mixin of IsleOfMonstersState)."""

    def _end_game(self) -> list[Event]:
        sc = self.scores()
        best = max(sc)
        top = [s for s in range(self.n) if sc[s] == best]
        if len(top) > 1 and self.tie_breaker == "duel":
            self.phase = "duel"
            self.duel_seats = top
            self.duel_committed = [False] * self.n
            self.duel_pick = [None] * self.n
            return [DuelStarted(tuple(top))]
        self.phase = "over"
        return [GameEnded(tuple(int(x) for x in sc), tuple(top))]

    def _duel_pick(self, seat: int, act: DuelPick) -> list[Event]:
        self.duel_committed[seat] = True
        self.duel_pick[seat] = act.element
        events: list[Event] = [DuelChosen(seat, act.element)]
        if self.to_act():
            return events
        seats = tuple(self.duel_seats)
        picks = {s: self.duel_pick[s] for s in seats}
        assert all(p is not None for p in picks.values()), "a world with a hidden pick cannot be resolved"
        events.append(DuelRevealed(seats, tuple(picks[s] for s in seats)))  # type: ignore[misc]
        shown = set(picks.values())
        out: tuple[int, ...] = ()
        if len(shown) == 2:
            # exactly two elements: the one that scares the other stays in
            a, b = sorted(shown)  # type: ignore[type-var]
            stay = a if SCARES[a] == b else b
            out = tuple(s for s in seats if picks[s] != stay)
            self.duel_seats = [s for s in seats if picks[s] == stay]
        events.append(DuelOut(out))
        self.duel_committed = [False] * self.n
        self.duel_pick = [None] * self.n
        if len(self.duel_seats) == 1:
            self.champion = self.duel_seats[0]
            self.phase = "over"
            sc = self.scores()
            events.append(GameEnded(tuple(int(x) for x in sc), (self.champion,)))
        return events
