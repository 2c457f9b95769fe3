"""Isle of Monsters events: what happened, for the log and the animations.
Each is a frozen dataclass registered in actions.codec, so it goes through JSON
and comes back equal. Places, foods and cards are named as in actions.py.

Events (in the order they happen; `reveals` marks a new sight: undo stops there)
    RoundStarted, PhaseStarted, FoodDrawn*, BagRanShort, CreatureDealt*,
    CreatureUncovered*, Captured, Fed, Passed, Matured, ScareChosen (private:
    others see only "has chosen"), ScareRevealed*, CrowdScared, NeighbourScared,
    LeftoversScored, CardsReturned, GameEnded, DuelStarted, DuelChosen (private),
    DuelRevealed*, DuelOut                                (* reveals = True)
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from rules.core import Event
from rules.core.contract import LogTurn

from .actions import a_card, card_name, cards_text, codec, place_name
from .content import FOOD_NAMES


def _pts(k: int) -> str:
    return f"{k} point" if k == 1 else f"{k} points"


def _seats(names: Sequence[str], seats: Sequence[int]) -> str:
    ns = [names[s] for s in seats]
    if len(ns) <= 1:
        return "".join(ns)
    return ", ".join(ns[:-1]) + " and " + ns[-1]


# == events =================================================================================

@codec.register
@dataclass(frozen=True)
class RoundStarted(Event):
    """A nurture phase begins; `bag_holder` acts first. `final`: the deck is empty,
    so this is the last round."""
    round: int
    bag_holder: int
    final: bool

    def text(self, names):
        extra = " (the final round)" if self.final else ""
        return f"Round {self.round}{extra}: {names[self.bag_holder]} starts"

    def log_turn(self):
        return LogTurn(self.bag_holder)


@codec.register
@dataclass(frozen=True)
class PhaseStarted(Event):
    """phase: "nurture", "mature", "scare", "clean-up"."""
    phase: str

    def text(self, names):
        return f"The {self.phase} phase begins"

    def log_turn(self):
        """The mature and scare phases are everyone's; the clean-up readies
        the round the next bag holder starts; the nurture phase goes on in the
        turn of the round's starter."""
        if self.phase == "clean-up":
            return LogTurn()
        if self.phase == "nurture":
            return None
        return LogTurn(heading=f"The {self.phase} phase")


@codec.register
@dataclass(frozen=True)
class FoodDrawn(Event):
    """A token drawn from the bag onto `island` (CENTRE for the centre island)."""
    reveals = True
    food: str
    island: int

    def text(self, names):
        return f"A {FOOD_NAMES[self.food]} is drawn to {place_name(self.island)}"


@codec.register
@dataclass(frozen=True)
class BagRanShort(Event):
    """The bag emptied during a clean-up: `drawn` of the `wanted` tokens came out."""
    wanted: int
    drawn: int

    def text(self, names):
        return f"The bag is empty: only {self.drawn} of {self.wanted} food tokens could be drawn"


@codec.register
@dataclass(frozen=True)
class CreatureDealt(Event):
    """A creature from the deck is laid face up on top of an outer island's pile
    (set-up and creature replenishment)."""
    reveals = True
    island: int
    card: str

    def text(self, names):
        return f"{a_card(self.card).capitalize()} appears on {place_name(self.island)}"


@codec.register
@dataclass(frozen=True)
class CreatureUncovered(Event):
    """A capture took the top creature and uncovered a card of the pile nobody
    has seen yet. (Uncovering a card that clean-up laid over earlier shows
    nothing new and has no event: the pile's top is in the state.)"""
    reveals = True
    island: int
    card: str

    def text(self, names):
        return f"Under it on {place_name(self.island)}: {a_card(self.card)}"


@codec.register
@dataclass(frozen=True)
class Captured(Event):
    seat: int
    island: int
    cage: int
    card: str

    def text(self, names):
        return f"{names[self.seat]} captures {a_card(self.card)} from {place_name(self.island)}"

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class Fed(Event):
    """`full`: the creature has no empty feeding space left (it matures this round)."""
    seat: int
    source: int
    food: str
    cage: int
    card: str
    full: bool

    def text(self, names):
        done = " (fully fed)" if self.full else ""
        return (f"{names[self.seat]} feeds a {FOOD_NAMES[self.food]} from {place_name(self.source)} "
                f"to the {card_name(self.card)}{done}")

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class Passed(Event):
    seat: int
    takes_bag: bool

    def text(self, names):
        if self.takes_bag:
            return f"{names[self.seat]} passes first and takes the draw bag"
        return f"{names[self.seat]} passes"

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class Matured(Event):
    """A fully fed creature leaves its cage for its owner's mature pile; `food`
    counts the tokens (mushroom, berry, flower) that go back into the bag."""
    seat: int
    cage: int
    card: str
    food: tuple[int, ...]

    def text(self, names):
        return f"{names[self.seat]}'s {card_name(self.card)} matures"


@codec.register
@dataclass(frozen=True)
class ScareChosen(Event):
    """A seat committed its secret scare play. Others see it with cards=None."""
    seat: int
    cards: tuple[str, ...] | None

    def redact(self, seat):
        if seat == self.seat or self.cards is None:
            return self
        return replace(self, cards=None)

    def text(self, names):
        if self.cards is None:
            return f"{names[self.seat]} has chosen"
        return f"{names[self.seat]} chooses {cards_text(self.cards)}"


@codec.register
@dataclass(frozen=True)
class ScareRevealed(Event):
    """Everyone's choices turn face up at once. Parallel tuples: seats that
    played, their cards, element and total scare value."""
    reveals = True
    step: int
    seats: tuple[int, ...]
    plays: tuple[tuple[str, ...], ...]
    elements: tuple[str, ...]
    totals: tuple[int, ...]

    def text(self, names):
        parts = [f"{names[s]} {cards_text(p)}" for s, p in zip(self.seats, self.plays)]
        return f"Scare {self.step}: " + "; ".join(parts)


@codec.register
@dataclass(frozen=True)
class CrowdScared(Event):
    """The highest total scares the crowd: 3 points alone, 1 each when tied."""
    seats: tuple[int, ...]
    points: int
    total: int

    def text(self, names):
        if len(self.seats) == 1:
            return f"{names[self.seats[0]]} scares the crowd most ({self.total}): {_pts(self.points)}"
        return f"{_seats(names, self.seats)} tie for the crowd ({self.total}): {_pts(self.points)} each"


@codec.register
@dataclass(frozen=True)
class NeighbourScared(Event):
    """`seat` scared the creatures of its neighbour `scared`: 1 point."""
    seat: int
    scared: int
    element: str
    scared_element: str
    points: int = 1

    def text(self, names):
        return (f"{names[self.seat]}'s {self.element} scares {names[self.scared]}'s "
                f"{self.scared_element}: {_pts(self.points)}")


@codec.register
@dataclass(frozen=True)
class LeftoversScored(Event):
    """The only player with cards left scores 1 point per card."""
    seat: int
    cards: int
    points: int

    def text(self, names):
        return f"{names[self.seat]} is the last with creatures: {_pts(self.points)} for the cards left"


@codec.register
@dataclass(frozen=True)
class CardsReturned(Event):
    """The scare phase is over; every played card goes back to its mature pile.
    `counts`: mature cards per seat."""
    counts: tuple[int, ...]

    def text(self, names):
        return "The scare phase ends; creatures go back to the mature piles"


@codec.register
@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def text(self, names):
        if len(self.winners) == 1:
            return f"{names[self.winners[0]]} wins with {_pts(self.scores[self.winners[0]])}"
        return f"{_seats(names, self.winners)} share the win with {_pts(self.scores[self.winners[0]])}"


@codec.register
@dataclass(frozen=True)
class DuelStarted(Event):
    """A tie for first goes to the element duel between `seats`."""
    seats: tuple[int, ...]

    def text(self, names):
        return f"{_seats(names, self.seats)} are tied: element duel!"

    def log_turn(self):
        return LogTurn(heading="The element duel")


@codec.register
@dataclass(frozen=True)
class DuelChosen(Event):
    seat: int
    element: str | None

    def redact(self, seat):
        if seat == self.seat or self.element is None:
            return self
        return replace(self, element=None)

    def text(self, names):
        if self.element is None:
            return f"{names[self.seat]} has chosen"
        return f"{names[self.seat]} picks {self.element}"


@codec.register
@dataclass(frozen=True)
class DuelRevealed(Event):
    reveals = True
    seats: tuple[int, ...]
    elements: tuple[str, ...]

    def text(self, names):
        return "Duel: " + ", ".join(f"{names[s]} {e}" for s, e in zip(self.seats, self.elements))


@codec.register
@dataclass(frozen=True)
class DuelOut(Event):
    """`seats` lost this duel throw; an empty tuple means no one did (throw again)."""
    seats: tuple[int, ...]

    def text(self, names):
        if not self.seats:
            return "No one is scared: throw again"
        return f"{_seats(names, self.seats)} {'is' if len(self.seats) == 1 else 'are'} out of the duel"
