"""Survive the Island's actions (what a seat may choose).

Spaces are numbers from the board (rules/survive_the_island/board.py); a move onto
a rescue island names the destination board.rescue_base + island. Adventurers,
rafts and creatures are named by piece number.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import Action, Codec
from rules.core.i18n import _

from .words import adventurer_colour

codec = Codec("survive_the_island")


# -- actions ------------------------------------------------------------------------

@codec.register
@dataclass(frozen=True)
class PlaceAdventurer(Action):
    """Set-up: put one of your adventurers (of that colour and value) on an island hex."""
    space: int
    colour: int
    value: int

    def label(self) -> str:
        return _("place a {colour} adventurer").format(colour=adventurer_colour(self.colour))


@codec.register
@dataclass(frozen=True)
class PlaceRaft(Action):
    space: int

    def label(self) -> str:
        return _("place a raft")


@codec.register
@dataclass(frozen=True)
class MoveAdventurer(Action):
    piece: int
    to: int

    def label(self) -> str:
        return _("move an adventurer")


@codec.register
@dataclass(frozen=True)
class MoveRaft(Action):
    raft: int
    to: int

    def label(self) -> str:
        return _("move a raft")


@codec.register
@dataclass(frozen=True)
class EndActions(Action):
    def label(self) -> str:
        return _("end the action phase")


@codec.register
@dataclass(frozen=True)
class UsePaddles(Action):
    raft: int
    to: int

    def label(self) -> str:
        return _("use Paddles")


@codec.register
@dataclass(frozen=True)
class UseDolphin(Action):
    piece: int
    to: int

    def label(self) -> str:
        return _("use a Dolphin")


@codec.register
@dataclass(frozen=True)
class UseMoveCreature(Action):
    creature: int

    def label(self) -> str:
        return _("use Move a Creature")


@codec.register
@dataclass(frozen=True)
class UseCreatureDie(Action):
    def label(self) -> str:
        return _("use the Creature Die tile")


@codec.register
@dataclass(frozen=True)
class UsePiranha(Action):
    space: int

    def label(self) -> str:
        return _("put out a Piranha tile")


@codec.register
@dataclass(frozen=True)
class Continue(Action):
    """The second step of Paddles or a Dolphin."""
    to: int

    def label(self) -> str:
        return _("one more space")


@codec.register
@dataclass(frozen=True)
class Stop(Action):
    def label(self) -> str:
        return _("stop here")


@codec.register
@dataclass(frozen=True)
class SinkTile(Action):
    space: int

    def label(self) -> str:
        return _("remove this tile")


@codec.register
@dataclass(frozen=True)
class ChooseCreature(Action):
    """Which creature moves (die), or which one comes (tile, egg)."""
    creature: int

    def label(self) -> str:
        return _("choose this creature")


@codec.register
@dataclass(frozen=True)
class ActsFirst(Action):
    """Several creatures share the space something entered: this one acts next."""
    creature: int

    def label(self) -> str:
        return _("this creature acts first")


@codec.register
@dataclass(frozen=True)
class CreatureTo(Action):
    to: int

    def label(self) -> str:
        return _("move the creature here")


@codec.register
@dataclass(frozen=True)
class KrakenTarget(Action):
    piece: int

    def label(self) -> str:
        return _("the Kraken takes this adventurer")


@codec.register
@dataclass(frozen=True)
class DisplaceTo(Action):
    to: int

    def label(self) -> str:
        return _("push the adventurer here")


@codec.register
@dataclass(frozen=True)
class Board(Action):
    piece: int

    def label(self) -> str:
        return _("this swimmer boards")


@codec.register
@dataclass(frozen=True)
class ChooseRaft(Action):
    raft: int

    def label(self) -> str:
        return _("bring this raft")


@codec.register
@dataclass(frozen=True)
class PlaceEgg(Action):
    space: int

    def label(self) -> str:
        return _("lay the egg here")


@codec.register
@dataclass(frozen=True)
class PlayRepellent(Action):
    def label(self) -> str:
        return _("play Repellent")


@codec.register
@dataclass(frozen=True)
class DeclineRepellent(Action):
    def label(self) -> str:
        return _("no Repellent")
