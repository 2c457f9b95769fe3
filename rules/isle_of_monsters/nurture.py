"""The nurture phase of Isle of Monsters: captures, feeding, passing and the
turn order, to the moment everyone has passed.
"""
from __future__ import annotations


from rules.core import Event

from .actions import Capture, Feed
from .events import Captured, CreatureUncovered, Fed, Matured, Passed, PhaseStarted
from .content import FOOD_INDEX


class NurturePhase:
    """The nurture phase (a mixin of IsleOfMonstersState)."""

    def _capture(self, seat: int, act: Capture) -> list[Event]:
        pile = self.piles[act.island]
        card = pile.pop()
        assert card is not None
        self.cages[seat][act.cage] = card
        self.fed[seat][act.cage] = [0, 0, 0]
        events: list[Event] = [Captured(seat, act.island, act.cage, card)]
        if pile:
            top = pile[-1]
            assert top is not None, "a world with an unknown pile card cannot be played"
            if top not in self.seen:      # a card laid over at clean-up is known already
                self.seen.add(top)
                events.append(CreatureUncovered(act.island, top))
        self._next_turn(seat)
        return events

    def _feed(self, seat: int, act: Feed) -> list[Event]:
        fi = FOOD_INDEX[act.food]
        self.food_at(act.source)[fi] -= 1
        self.fed[seat][act.cage][fi] += 1
        card = self.cages[seat][act.cage]
        assert card is not None
        self._next_turn(seat)
        return [Fed(seat, act.source, act.food, act.cage, card, self.is_fully_fed(seat, act.cage))]

    def _pass(self, seat: int) -> list[Event]:
        first = not any(self.passed)
        self.passed[seat] = True
        if first:
            self.bag_holder = seat      # the first to pass takes the draw bag
        events: list[Event] = [Passed(seat, first)]
        if all(self.passed):
            events += self._end_nurture()
        else:
            self._next_turn(seat)
        return events

    def _next_turn(self, seat: int) -> None:
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if not self.passed[s]:
                self.turn = s
                return

    def _end_nurture(self) -> list[Event]:
        events: list[Event] = [PhaseStarted("mature")]
        for s in range(self.n):
            for cage in range(len(self.cages[s])):
                if self.is_fully_fed(s, cage):
                    card = self.cages[s][cage]
                    assert card is not None
                    back = tuple(self.fed[s][cage])
                    for i in range(3):
                        self.bag[i] += back[i]
                    self.cages[s][cage] = None
                    self.fed[s][cage] = [0, 0, 0]
                    self.mature[s].append(card)
                    events.append(Matured(s, cage, card, back))
            self.mature[s].sort()
        events.append(PhaseStarted("scare"))
        self.phase = "scare"
        self.step = 0
        self.hand = [sorted(m) for m in self.mature]
        events += self._next_scare_step()
        return events
