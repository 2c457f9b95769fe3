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
from rules.core.i18n import _, ngettext, pgettext

from .content import CARDS, card_name, food_name  # card_name: read from here by the tables and the log

codec = Codec("isle_of_monsters")

#: The centre island, where a source or destination of food is named.
CENTRE = -1


def place_name(island: int) -> str:
    """"the centre island", "outer island 2" (with its article: French "l'île centrale")."""
    if island == CENTRE:
        return _("the centre island")
    return _("outer island {number}").format(number=island + 1)


def a_card(card: str) -> str:
    """"a fire 4", "an earth 2"."""
    c = CARDS[card]
    if c.element == "fire":
        return _("a fire {value}").format(value=c.value)
    if c.element == "earth":
        return _("an earth {value}").format(value=c.value)
    return _("a water {value}").format(value=c.value)


def element_name(element: str) -> str:
    """An element as a player reads it: "fire", "earth", "water"."""
    return {"fire": pgettext("element", "fire"), "earth": pgettext("element", "earth"),
            "water": pgettext("element", "water")}.get(element, element)


def cards_text(cards: Sequence[str]) -> str:
    if not cards:
        return pgettext("played cards", "nothing")
    if len(cards) == 1:
        return a_card(cards[0])
    element = CARDS[cards[0]].element
    values = sorted((CARDS[c].value for c in cards), reverse=True)
    sums = " + ".join(map(str, values))
    total = sum(values)
    n = len(values)
    if element == "fire":
        text = ngettext("{n} fire creature ({sums} = {total})", "{n} fire creatures ({sums} = {total})", n)
    elif element == "earth":
        text = ngettext("{n} earth creature ({sums} = {total})", "{n} earth creatures ({sums} = {total})", n)
    else:
        text = ngettext("{n} water creature ({sums} = {total})", "{n} water creatures ({sums} = {total})", n)
    return text.format(n=n, sums=sums, total=total)


# == actions ==============================================================================

@codec.register
@dataclass(frozen=True)
class Capture(Action):
    island: int
    cage: int

    def label(self) -> str:
        return _("Capture from {place}").format(place=place_name(self.island))


@codec.register
@dataclass(frozen=True)
class Feed(Action):
    source: int
    food: str
    cage: int

    def label(self) -> str:
        return _("Feed {a_food} from {place} to cage {cage}").format(
            a_food=food_name(self.food, 1), place=place_name(self.source), cage=self.cage + 1)


@codec.register
@dataclass(frozen=True)
class Pass(Action):
    def label(self) -> str:
        return pgettext("action", "Pass")


@codec.register
@dataclass(frozen=True)
class PlayScare(Action):
    cards: tuple[str, ...]

    def label(self) -> str:
        return _("Play {cards}").format(cards=cards_text(self.cards))


@codec.register
@dataclass(frozen=True)
class DuelPick(Action):
    element: str

    def label(self) -> str:
        if self.element == "fire":
            return _("Pick fire")
        if self.element == "earth":
            return _("Pick earth")
        if self.element == "water":
            return _("Pick water")
        return _("Pick {element}").format(element=self.element)
