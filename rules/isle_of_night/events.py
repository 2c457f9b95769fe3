"""Isle of Night events (what happened), for the log and the animations.
Each is a frozen dataclass registered in actions.codec; cards and positions are
numbered as in actions.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Event
from rules.core.contract import LogTurn
from rules.core.i18n import _

from . import lookup
from .actions import card_name, cards_text, codec, score_card_name


# -- events -------------------------------------------------------------------------------

@codec.register
@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int

    def text(self, names: Sequence[str]) -> str:
        return _("Turn {turn}: {player}").format(turn=self.turn, player=names[self.seat])

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class CardsDrawn(Event):
    seat: int
    cards: tuple
    reveals = True
    offers = True

    def text(self, names: Sequence[str]) -> str:
        return _("{player} draws {cards} into the centre").format(player=names[self.seat],
                                                                  cards=cards_text(self.cards))


@codec.register
@dataclass(frozen=True)
class CardsClaimed(Event):
    """how: "claim", "ring", "sword", "spear", "perch", "pool", "mirror"."""
    seat: int
    cards: tuple
    how: str

    def text(self, names: Sequence[str]) -> str:
        line = {"ring": _("{player} claims {cards} with a cursed ring"),
                "sword": _("{player} claims {cards} with a sword"),
                "spear": _("{player} claims {cards} with a spear"),
                "perch": _("{player} claims {cards} at Dragon's Perch"),
                "pool": _("{player} claims {cards} at Serpent Pool"),
                "mirror": _("{player} claims {cards} through Mirror Lake")}.get(self.how) \
            or _("{player} claims {cards}")
        return line.format(player=names[self.seat], cards=cards_text(self.cards))


@codec.register
@dataclass(frozen=True)
class RingDiscarded(Event):
    seat: int
    card: int

    def text(self, names: Sequence[str]) -> str:
        return _("{player} discards {card} to a cursed ring").format(player=names[self.seat],
                                                                     card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class StaffDiscarded(Event):
    """replays: the card has a "when claimed" effect, now waiting to happen again."""
    seat: int
    card: int
    replays: bool

    def text(self, names: Sequence[str]) -> str:
        if self.replays:
            line = _("{player} discards {card} with a magic staff; its effect will happen again")
        else:
            line = _("{player} discards {card} with a magic staff (it has no effect to reuse)")
        return line.format(player=names[self.seat], card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class ScoreCardsSwapped(Event):
    seat: int
    a: int
    b: int
    card_a: str      # score card now in position a
    card_b: str      # score card now in position b

    def text(self, names: Sequence[str]) -> str:
        return _("{player} swaps {first} and {second}: each now lies where the other was").format(
            player=names[self.seat], first=score_words(self.card_b), second=score_words(self.card_a))


def score_words(score_id: str) -> str:
    """A score card as the island shows it: "the butterflies"."""
    return score_card_name(lookup.SCORE_INDEX[score_id])


@codec.register
@dataclass(frozen=True)
class ScoreCardLocked(Event):
    seat: int
    position: int
    card: str
    locked: bool

    def text(self, names: Sequence[str]) -> str:
        line = _("{player} locks {score_card}") if self.locked else _("{player} unlocks {score_card}")
        return line.format(player=names[self.seat], score_card=score_words(self.card))


@codec.register
@dataclass(frozen=True)
class EffectSkipped(Event):
    """what: the effect let go, as the engine names it (state.py; words of the
    save, shown through the catalogue)."""
    seat: int
    what: str

    def text(self, names: Sequence[str]) -> str:
        line = {"take a dragon": _("{player} chooses not to take a dragon"),
                "take a serpent": _("{player} chooses not to take a serpent"),
                "swap score cards": _("{player} chooses not to swap score cards"),
                "lock or unlock a score card": _("{player} chooses not to lock or unlock a score card"),
                }.get(self.what) or _("{player} chooses not to {what}")
        return line.format(player=names[self.seat], what=self.what)


@codec.register
@dataclass(frozen=True)
class GameEnded(Event):
    """reason: "lanterns" (3 + players claimed) or "deck" (no card left to draw)."""
    reason: str

    def text(self, names: Sequence[str]) -> str:
        if self.reason == "lanterns":
            return _("The last lantern is claimed: the night is over")
        return _("The explore deck is empty: the night is over")
