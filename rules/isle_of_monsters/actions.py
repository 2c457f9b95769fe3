"""Isle of Monsters actions: the interface between the rules, the AI and the
table. Every one is a frozen dataclass registered in `codec`, so it goes
through JSON as {"type": "Capture", "island": 1, "cage": 0} and comes back equal.


Places: outer islands are numbered 0..n-1 (see state.py for the geometry); the
centre island is `CENTRE` (-1) wherever a field names where food comes from or
goes. Foods are "mushroom", "berry", "flower"; elements "fire", "earth", "water";
cards are ids "IM01".."IM40" (content.CARDS).

Actions
    Capture(island, cage)   nurture: take the top creature of an adjacent outer
                            island into one of your empty cages
    Feed(source, food, cage) nurture: one food token from the centre (CENTRE) or
                            an adjacent outer island onto a matching empty
                            feeding space of the creature in `cage`
    Pass()                  nurture: stop for this round (the first to pass takes
                            the bag)
    PlayScare(cards)        scare phase, simultaneous and secret: one or more of
                            your mature cards, all of one element
    DuelPick(element)       tie-breaker duel, simultaneous and secret
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Action, Codec

from .content import CARDS, FOOD_NAMES

codec = Codec("isle_of_monsters")

#: The centre island, where a source or destination of food is named.
CENTRE = -1


def place_name(island: int) -> str:
    return "the centre island" if island == CENTRE else f"outer island {island + 1}"


def card_name(card: str) -> str:
    c = CARDS[card]
    return f"{c.element} {c.value}"


def a_card(card: str) -> str:
    """"a fire 4", "an earth 2"."""
    name = card_name(card)
    return ("an " if name[0] in "aeiou" else "a ") + name


def cards_text(cards: Sequence[str]) -> str:
    if not cards:
        return "nothing"
    element = CARDS[cards[0]].element
    values = sorted((CARDS[c].value for c in cards), reverse=True)
    total = sum(values)
    if len(values) == 1:
        return a_card(cards[0])
    return f"{len(values)} {element} creatures ({' + '.join(map(str, values))} = {total})"


# == actions ==============================================================================

@codec.register
@dataclass(frozen=True)
class Capture(Action):
    island: int
    cage: int

    def label(self) -> str:
        return f"Capture from {place_name(self.island)}"


@codec.register
@dataclass(frozen=True)
class Feed(Action):
    source: int
    food: str
    cage: int

    def label(self) -> str:
        return f"Feed a {FOOD_NAMES[self.food]} from {place_name(self.source)} to cage {self.cage + 1}"


@codec.register
@dataclass(frozen=True)
class Pass(Action):
    def label(self) -> str:
        return "Pass"


@codec.register
@dataclass(frozen=True)
class PlayScare(Action):
    cards: tuple[str, ...]

    def label(self) -> str:
        return f"Play {cards_text(self.cards)}"


@codec.register
@dataclass(frozen=True)
class DuelPick(Action):
    element: str

    def label(self) -> str:
        return f"Pick {self.element}"
