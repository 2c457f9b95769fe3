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
from rules.core.i18n import _, ngettext, pgettext
from rules.core.wording import and_list, capital

from .actions import a_card, card_name, cards_text, codec, element_name, place_name
from .content import food_name


def _pts(k: int) -> str:
    return ngettext("{n} point", "{n} points", k).format(n=k)


def _seats(names: Sequence[str], seats: Sequence[int]) -> str:
    return and_list([names[s] for s in seats])


def phase_heading(phase: str) -> str:
    """A phase's name as a heading of the log: "The scare phase"."""
    return {"nurture": _("The nurture phase"), "mature": _("The mature phase"),
            "scare": _("The scare phase"), "clean-up": _("The clean-up phase")}.get(phase, phase)


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
        if self.final:
            return _("Round {round} (the final round): {player} starts").format(
                round=self.round, player=names[self.bag_holder])
        return _("Round {round}: {player} starts").format(round=self.round, player=names[self.bag_holder])

    def log_turn(self):
        return LogTurn(self.bag_holder)


@codec.register
@dataclass(frozen=True)
class PhaseStarted(Event):
    """phase: "nurture", "mature", "scare", "clean-up"."""
    phase: str

    def text(self, names):
        return {"nurture": _("The nurture phase begins"), "mature": _("The mature phase begins"),
                "scare": _("The scare phase begins"),
                "clean-up": _("The clean-up phase begins")}.get(self.phase, self.phase)

    def log_turn(self):
        """The mature and scare phases are everyone's; the clean-up readies
        the round the next bag holder starts; the nurture phase goes on in the
        turn of the round's starter."""
        if self.phase == "clean-up":
            return LogTurn()
        if self.phase == "nurture":
            return None
        return LogTurn(heading=phase_heading(self.phase))


@codec.register
@dataclass(frozen=True)
class FoodDrawn(Event):
    """A token drawn from the bag onto `island` (CENTRE for the centre island)."""
    reveals = True
    offers = True
    food: str
    island: int

    def text(self, names):
        return capital(_("{a_food} is drawn to {place}").format(a_food=food_name(self.food, 1),
                                                               place=place_name(self.island)))


@codec.register
@dataclass(frozen=True)
class BagRanShort(Event):
    """The bag emptied during a clean-up: `drawn` of the `wanted` tokens came out."""
    wanted: int
    drawn: int

    def text(self, names):
        return ngettext("The bag is empty: only {drawn} of {wanted} food token could be drawn",
                        "The bag is empty: only {drawn} of {wanted} food tokens could be drawn",
                        self.wanted).format(drawn=self.drawn, wanted=self.wanted)


@codec.register
@dataclass(frozen=True)
class CreatureDealt(Event):
    """A creature from the deck is laid face up on top of an outer island's pile
    (set-up and creature replenishment)."""
    reveals = True
    offers = True
    island: int
    card: str

    def text(self, names):
        return capital(_("{a_card} appears on {place}").format(a_card=a_card(self.card),
                                                              place=place_name(self.island)))


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
        return _("Under it on {place}: {a_card}").format(place=place_name(self.island), a_card=a_card(self.card))


@codec.register
@dataclass(frozen=True)
class Captured(Event):
    seat: int
    island: int
    cage: int
    card: str

    def text(self, names):
        return _("{player} captures {a_card} from {place}").format(
            player=names[self.seat], a_card=a_card(self.card), place=place_name(self.island))

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
        if self.full:
            text = _("{player} feeds {a_food} from {place} to the {card} (fully fed)")
        else:
            text = _("{player} feeds {a_food} from {place} to the {card}")
        return text.format(player=names[self.seat], a_food=food_name(self.food, 1),
                           place=place_name(self.source), card=card_name(self.card))

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class Passed(Event):
    seat: int
    takes_bag: bool

    def text(self, names):
        if self.takes_bag:
            return _("{player} passes first and takes the draw bag").format(player=names[self.seat])
        return _("{player} passes").format(player=names[self.seat])

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
        return _("{player}'s {card} matures").format(player=names[self.seat], card=card_name(self.card))


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
            return _("{player} has chosen").format(player=names[self.seat])
        return _("{player} chooses {cards}").format(player=names[self.seat], cards=cards_text(self.cards))


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
        parts = [_("{player} {cards}").format(player=names[s], cards=cards_text(p))
                 for s, p in zip(self.seats, self.plays)]
        return _("Scare {step}: {plays}").format(step=self.step, plays=pgettext("separator", "; ").join(parts))


@codec.register
@dataclass(frozen=True)
class CrowdScared(Event):
    """The highest total scares the crowd: 3 points alone, 1 each when tied."""
    seats: tuple[int, ...]
    points: int
    total: int

    def text(self, names):
        if len(self.seats) == 1:
            return _("{player} scares the crowd most ({total}): {points}").format(
                player=names[self.seats[0]], total=self.total, points=_pts(self.points))
        return ngettext("{players} tie for the crowd ({total}): {n} point each",
                        "{players} tie for the crowd ({total}): {n} points each", self.points).format(
            players=_seats(names, self.seats), total=self.total, n=self.points)


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
        return _("{player}'s {element} scares {scared}'s {scared_element}: {points}").format(
            player=names[self.seat], element=element_name(self.element), scared=names[self.scared],
            scared_element=element_name(self.scared_element), points=_pts(self.points))


@codec.register
@dataclass(frozen=True)
class LeftoversScored(Event):
    """The only player with cards left scores 1 point per card."""
    seat: int
    cards: int
    points: int

    def text(self, names):
        return ngettext("{player} is the last with creatures: {n} point for the cards left",
                        "{player} is the last with creatures: {n} points for the cards left",
                        self.points).format(player=names[self.seat], n=self.points)


@codec.register
@dataclass(frozen=True)
class CardsReturned(Event):
    """The scare phase is over; every played card goes back to its mature pile.
    `counts`: mature cards per seat."""
    counts: tuple[int, ...]

    def text(self, names):
        return _("The scare phase ends; creatures go back to the mature piles")


@codec.register
@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def text(self, names):
        if not self.winners:
            return _("The game is over")
        k = self.scores[self.winners[0]]
        if len(self.winners) == 1:
            return ngettext("{player} wins with {n} point", "{player} wins with {n} points", k).format(
                player=names[self.winners[0]], n=k)
        return ngettext("{players} share the win with {n} point", "{players} share the win with {n} points",
                        k).format(players=_seats(names, self.winners), n=k)


@codec.register
@dataclass(frozen=True)
class DuelStarted(Event):
    """A tie for first goes to the element duel between `seats`."""
    seats: tuple[int, ...]

    def text(self, names):
        return _("{players} are tied: element duel!").format(players=_seats(names, self.seats))

    def log_turn(self):
        return LogTurn(heading=_("The element duel"))


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
            return _("{player} has chosen").format(player=names[self.seat])
        return _("{player} picks {element}").format(player=names[self.seat], element=element_name(self.element))


@codec.register
@dataclass(frozen=True)
class DuelRevealed(Event):
    reveals = True
    seats: tuple[int, ...]
    elements: tuple[str, ...]

    def text(self, names):
        picks = ", ".join(_("{player} {element}").format(player=names[s], element=element_name(e))
                          for s, e in zip(self.seats, self.elements))
        return _("Duel: {picks}").format(picks=picks)


@codec.register
@dataclass(frozen=True)
class DuelOut(Event):
    """`seats` lost this duel throw; an empty tuple means no one did (throw again)."""
    seats: tuple[int, ...]

    def text(self, names):
        if not self.seats:
            return _("No one is scared: throw again")
        return ngettext("{players} is out of the duel", "{players} are out of the duel",
                        len(self.seats)).format(players=_seats(names, self.seats))
