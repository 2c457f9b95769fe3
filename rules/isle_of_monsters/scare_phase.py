"""The scare phase of Isle of Monsters: secret plays step by step, the crowd
and the neighbours scared, the leftovers scored, and the next round's food.
"""
from __future__ import annotations


from rules.core import Event

from . import scare
from .actions import CENTRE, PlayScare
from .events import (BagRanShort, CardsReturned, CreatureDealt, CrowdScared, FoodDrawn,
                     LeftoversScored, NeighbourScared, PhaseStarted, RoundStarted, ScareChosen,
                     ScareRevealed)
from .content import CARDS, FOOD_PER_OUTER_ISLAND, FOODS


class ScarePhase:
    """The scare phase (a mixin of IsleOfMonstersState)."""

    def _next_scare_step(self) -> list[Event]:
        """Start another step while two or more players hold cards; else score the
        leftovers and end the phase."""
        events: list[Event] = []
        holders = self.holders()
        if len(holders) >= 2:
            self.step += 1
            self.committed = [False] * self.n
            self.choice = [None] * self.n
            return events
        if len(holders) == 1:
            s = holders[0]
            k = len(self.hand[s])
            self.leftover[s] += k
            events.append(LeftoversScored(s, k, k))
        return events + self._end_scare()

    def _play_scare(self, seat: int, act: PlayScare) -> list[Event]:
        cards = tuple(sorted(act.cards))
        self.committed[seat] = True
        self.choice[seat] = cards
        events: list[Event] = [ScareChosen(seat, cards)]
        if self.to_act():
            return events
        return events + self._resolve_scare_step()

    def _resolve_scare_step(self) -> list[Event]:
        plays: dict[int, tuple[str, ...]] = {}
        for s in self.holders():
            cards = self.choice[s]
            assert cards is not None, "a world with a hidden choice cannot be resolved"
            plays[s] = cards
        seats = tuple(sorted(plays))
        events: list[Event] = [ScareRevealed(
            self.step, seats, tuple(plays[s] for s in seats),
            tuple(CARDS[plays[s][0]].element for s in seats),
            tuple(scare.total(plays[s]) for s in seats))]
        for s, cards in plays.items():
            hand = self.hand[s]
            for c in cards:
                hand.remove(c)
        top, pts, best = scare.crowd_winners(plays)
        for s in top:
            self.crowd[s] += pts
        events.append(CrowdScared(tuple(top), pts, best))
        for s, t in scare.neighbour_scares(plays):
            self.neighbour_pts[s] += 1
            events.append(NeighbourScared(s, t, CARDS[plays[s][0]].element, CARDS[plays[t][0]].element))
        self.committed = [False] * self.n
        self.choice = [None] * self.n
        return events + self._next_scare_step()

    def _end_scare(self) -> list[Event]:
        self.hand = [[] for __ in range(self.n)]
        self.committed = [False] * self.n
        self.choice = [None] * self.n
        events: list[Event] = [CardsReturned(tuple(len(m) for m in self.mature))]
        if self.final:
            return events + self._end_game()   # the final round skips clean-up
        events.append(PhaseStarted("clean-up"))
        self._draw_food(events)
        for island in self._islands_from_bag_holder():
            if not self.deck:
                break
            card = self.deck.pop()
            assert card is not None
            self.piles[island].append(card)
            self.seen.add(card)
            events.append(CreatureDealt(island, card))
        if not self.deck:
            self.final = True       # the last card is dealt: the next round is the last
        self.round += 1
        self.phase = "nurture"
        self.passed = [False] * self.n
        self.turn = self.bag_holder
        events.append(RoundStarted(self.round, self.bag_holder, self.final))
        events.append(PhaseStarted("nurture"))
        return events

    def _islands_from_bag_holder(self) -> list[int]:
        """Outer islands clockwise, starting at the one on the bag holder's left."""
        k = len(self.piles)
        return [(self.bag_holder + i) % k for i in range(k)]

    def _draw_food(self, events: list[Event]) -> None:
        """Players' count of tokens to the centre, then two to each outer island,
        clockwise from the bag holder's left. An empty bag stops the drawing (our
        ruling, card file §6)."""
        targets = [CENTRE] * self.n
        for island in self._islands_from_bag_holder():
            targets += [island] * FOOD_PER_OUTER_ISLAND
        drawn = 0
        for place in targets:
            left = sum(self.bag)
            if left == 0:
                break
            x = self.rng.randrange(left)
            fi = 0
            while x >= self.bag[fi]:
                x -= self.bag[fi]
                fi += 1
            self.bag[fi] -= 1
            self.food_at(place)[fi] += 1
            drawn += 1
            events.append(FoodDrawn(FOODS[fi], place))
        if drawn < len(targets):
            events.append(BagRanShort(len(targets), drawn))
