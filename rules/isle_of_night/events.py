"""Isle of Night events (what happened), for the log and the animations.
Each is a frozen dataclass registered in actions.codec; cards and positions are
numbered as in actions.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Event
from rules.core.contract import LogTurn

from . import lookup
from .actions import card_name, cards_text, codec, score_card_name


# -- events -------------------------------------------------------------------------------

@codec.register
@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int

    def text(self, names: Sequence[str]) -> str:
        return f"Turn {self.turn}: {names[self.seat]}"

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class CardsDrawn(Event):
    seat: int
    cards: tuple
    reveals = True

    def text(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} draws {cards_text(self.cards)} into the centre"


@codec.register
@dataclass(frozen=True)
class CardsClaimed(Event):
    """how: "claim", "ring", "sword", "spear", "perch", "pool", "mirror"."""
    seat: int
    cards: tuple
    how: str

    def text(self, names: Sequence[str]) -> str:
        via = {"claim": "", "ring": " with a cursed ring", "sword": " with a sword",
               "spear": " with a spear", "perch": " at Dragon's Perch",
               "pool": " at Serpent Pool", "mirror": " through Mirror Lake"}.get(self.how, "")
        return f"{names[self.seat]} claims {cards_text(self.cards)}{via}"


@codec.register
@dataclass(frozen=True)
class RingDiscarded(Event):
    seat: int
    card: int

    def text(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} discards {card_name(self.card)} to a cursed ring"


@codec.register
@dataclass(frozen=True)
class StaffDiscarded(Event):
    """replays: the card has a "when claimed" effect, now waiting to happen again."""
    seat: int
    card: int
    replays: bool

    def text(self, names: Sequence[str]) -> str:
        then = "; its effect will happen again" if self.replays else " (it has no effect to reuse)"
        return f"{names[self.seat]} discards {card_name(self.card)} with a magic staff{then}"


@codec.register
@dataclass(frozen=True)
class ScoreCardsSwapped(Event):
    seat: int
    a: int
    b: int
    card_a: str      # score card now in position a
    card_b: str      # score card now in position b

    def text(self, names: Sequence[str]) -> str:
        return (f"{names[self.seat]} swaps {score_words(self.card_b)} and {score_words(self.card_a)}: "
                f"each now lies where the other was")


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
        verb = "locks" if self.locked else "unlocks"
        return f"{names[self.seat]} {verb} {score_words(self.card)}"


@codec.register
@dataclass(frozen=True)
class EffectSkipped(Event):
    seat: int
    what: str

    def text(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} chooses not to {self.what}"


@codec.register
@dataclass(frozen=True)
class GameEnded(Event):
    """reason: "lanterns" (3 + players claimed) or "deck" (no card left to draw)."""
    reason: str

    def text(self, names: Sequence[str]) -> str:
        if self.reason == "lanterns":
            return "The last lantern is claimed: the night is over"
        return "The explore deck is empty: the night is over"
