"""Survive the Island's actions (what a seat may choose) and events (what happened).

Spaces are numbers from the board (rules/survive_the_island/board.py); a move onto
a rescue island names the destination board.rescue_base + island. Adventurers,
rafts and creatures are named by piece number.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Action, Codec, Event

from .content import BACK_NAMES, COLOURS, CREATURE_NAMES

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
        return f"place a {COLOURS[self.colour]} adventurer"


@codec.register
@dataclass(frozen=True)
class PlaceRaft(Action):
    space: int

    def label(self) -> str:
        return "place a raft"


@codec.register
@dataclass(frozen=True)
class MoveAdventurer(Action):
    piece: int
    to: int

    def label(self) -> str:
        return "move an adventurer"


@codec.register
@dataclass(frozen=True)
class MoveRaft(Action):
    raft: int
    to: int

    def label(self) -> str:
        return "move a raft"


@codec.register
@dataclass(frozen=True)
class EndActions(Action):
    def label(self) -> str:
        return "end the action phase"


@codec.register
@dataclass(frozen=True)
class UsePaddles(Action):
    raft: int
    to: int

    def label(self) -> str:
        return "use Paddles"


@codec.register
@dataclass(frozen=True)
class UseDolphin(Action):
    piece: int
    to: int

    def label(self) -> str:
        return "use a Dolphin"


@codec.register
@dataclass(frozen=True)
class UseMoveCreature(Action):
    creature: int

    def label(self) -> str:
        return "use Move a Creature"


@codec.register
@dataclass(frozen=True)
class UseCreatureDie(Action):
    def label(self) -> str:
        return "use the Creature Die tile"


@codec.register
@dataclass(frozen=True)
class UsePiranha(Action):
    space: int

    def label(self) -> str:
        return "put out a Piranha tile"


@codec.register
@dataclass(frozen=True)
class Continue(Action):
    """The second step of Paddles or a Dolphin."""
    to: int

    def label(self) -> str:
        return "one more space"


@codec.register
@dataclass(frozen=True)
class Stop(Action):
    def label(self) -> str:
        return "stop here"


@codec.register
@dataclass(frozen=True)
class SinkTile(Action):
    space: int

    def label(self) -> str:
        return "remove this tile"


@codec.register
@dataclass(frozen=True)
class ChooseCreature(Action):
    """Which creature moves (die), or which one comes (tile, egg)."""
    creature: int

    def label(self) -> str:
        return "choose this creature"


@codec.register
@dataclass(frozen=True)
class CreatureTo(Action):
    to: int

    def label(self) -> str:
        return "move the creature here"


@codec.register
@dataclass(frozen=True)
class KrakenTarget(Action):
    piece: int

    def label(self) -> str:
        return "the Kraken takes this adventurer"


@codec.register
@dataclass(frozen=True)
class DisplaceTo(Action):
    to: int

    def label(self) -> str:
        return "push the adventurer here"


@codec.register
@dataclass(frozen=True)
class Board(Action):
    piece: int

    def label(self) -> str:
        return "this swimmer boards"


@codec.register
@dataclass(frozen=True)
class ChooseRaft(Action):
    raft: int

    def label(self) -> str:
        return "bring this raft"


@codec.register
@dataclass(frozen=True)
class PlaceEgg(Action):
    space: int

    def label(self) -> str:
        return "lay the egg here"


@codec.register
@dataclass(frozen=True)
class PlayRepellent(Action):
    def label(self) -> str:
        return "play Repellent"


@codec.register
@dataclass(frozen=True)
class DeclineRepellent(Action):
    def label(self) -> str:
        return "no Repellent"


# -- events --------------------------------------------------------------------------

def _cr(kind: str) -> str:
    return CREATURE_NAMES.get(kind, kind)


@codec.register
@dataclass(frozen=True)
class AdventurerPlaced(Event):
    seat: int
    piece: int
    space: int
    value: int          # 0 in what other seats see

    def redact(self, seat):
        if seat == self.seat:
            return self
        return AdventurerPlaced(self.seat, self.piece, self.space, 0)

    def text(self, names: Sequence[str]) -> str:
        v = f" (value {self.value})" if self.value else ""
        return f"{names[self.seat]} places an adventurer{v}."


@codec.register
@dataclass(frozen=True)
class RaftPlaced(Event):
    raft: int
    space: int
    seat: int = -1

    def text(self, names):
        who = names[self.seat] if self.seat >= 0 else "A raft"
        return f"{who} places a raft." if self.seat >= 0 else "A raft appears."


@codec.register
@dataclass(frozen=True)
class AdventurerMoved(Event):
    piece: int
    frm: int
    to: int
    swim: bool

    def text(self, names):
        return "An adventurer swims." if self.swim else "An adventurer walks."


@codec.register
@dataclass(frozen=True)
class Boarded(Event):
    piece: int
    raft: int

    def text(self, names):
        return "An adventurer climbs aboard a raft."


@codec.register
@dataclass(frozen=True)
class RaftMoved(Event):
    raft: int
    frm: int
    to: int

    def text(self, names):
        return "A raft moves."


@codec.register
@dataclass(frozen=True)
class Rescued(Event):
    piece: int
    island: int

    def text(self, names):
        return "An adventurer reaches a rescue island!"


@codec.register
@dataclass(frozen=True)
class Eliminated(Event):
    piece: int
    space: int
    cause: str

    def text(self, names):
        return f"An adventurer is lost ({self.cause})."


@codec.register
@dataclass(frozen=True)
class RaftLost(Event):
    raft: int
    space: int
    cause: str

    def text(self, names):
        return f"A raft is lost ({self.cause})."


@codec.register
@dataclass(frozen=True)
class CreatureMoved(Event):
    creature: int
    kind: str
    frm: int
    to: int

    def text(self, names):
        return f"A {_cr(self.kind)} moves."


@codec.register
@dataclass(frozen=True)
class CreaturePlaced(Event):
    creature: int
    kind: str
    space: int

    def text(self, names):
        return f"A {_cr(self.kind)} appears."


@codec.register
@dataclass(frozen=True)
class CreatureGone(Event):
    creature: int
    kind: str
    space: int
    cause: str

    def text(self, names):
        return f"A {_cr(self.kind)} leaves the board ({self.cause})."


@codec.register
@dataclass(frozen=True)
class Displaced(Event):
    piece: int
    frm: int
    to: int

    def text(self, names):
        return "A Kaiju pushes an adventurer away."


@codec.register
@dataclass(frozen=True)
class TileSunk(Event):
    seat: int
    space: int
    terrain: str
    back: str           # "ability" in what other seats see when it is one
    reveals = True

    def redact(self, seat):
        from .content import ABILITIES
        if seat != self.seat and self.back in ABILITIES:
            return TileSunk(self.seat, self.space, self.terrain, "ability")
        return self

    def text(self, names):
        if self.back == "ability":
            what = "an ability"
        else:
            what = BACK_NAMES.get(self.back, self.back)
        return f"{names[self.seat]} removes a {self.terrain} tile: {what}."


@codec.register
@dataclass(frozen=True)
class AbilityUsed(Event):
    seat: int
    kind: str
    reveals = True

    def text(self, names):
        return f"{names[self.seat]} uses {BACK_NAMES.get(self.kind, self.kind)}."


@codec.register
@dataclass(frozen=True)
class PiranhasDealt(Event):
    seats: tuple

    def text(self, names):
        return "Piranha tiles are dealt out."


@codec.register
@dataclass(frozen=True)
class PiranhaPlaced(Event):
    seat: int
    space: int

    def text(self, names):
        return f"{names[self.seat]} puts Piranhas in the water."


@codec.register
@dataclass(frozen=True)
class VolcanoErupts(Event):
    space: int
    count: int

    def text(self, names):
        return f"A volcano erupts ({self.count} so far)."


@codec.register
@dataclass(frozen=True)
class Whirlpool(Event):
    space: int

    def text(self, names):
        return "A whirlpool swallows everything around it."


@codec.register
@dataclass(frozen=True)
class DieRolled(Event):
    colour: str
    reveals = True

    def text(self, names):
        return f"The creature die shows {self.colour}."


@codec.register
@dataclass(frozen=True)
class NothingMoves(Event):
    colour: str

    def text(self, names):
        return f"No {self.colour} creature can move."


@codec.register
@dataclass(frozen=True)
class RepellentPlayed(Event):
    seat: int
    creature: int
    kind: str
    reveals = True

    def text(self, names):
        return f"{names[self.seat]} drives the {_cr(self.kind)} away with Repellent."


@codec.register
@dataclass(frozen=True)
class EggLaid(Event):
    seat: int
    space: int

    def text(self, names):
        return f"{names[self.seat]} lays an egg in the water."


@codec.register
@dataclass(frozen=True)
class EggLost(Event):
    space: int
    cause: str

    def text(self, names):
        return f"An egg is lost ({self.cause})."


@codec.register
@dataclass(frozen=True)
class EggHatched(Event):
    space: int
    colour: str

    def text(self, names):
        return f"An egg hatches: a {self.colour} creature."


@codec.register
@dataclass(frozen=True)
class TurnBegins(Event):
    seat: int
    turn: int

    def text(self, names):
        return f"Turn {self.turn}: {names[self.seat]}."


@codec.register
@dataclass(frozen=True)
class GameOver(Event):
    reason: str

    def text(self, names):
        return {"volcano": "The third volcano erupts: the game is over.",
                "empty": "No adventurer is left on the island: the game is over."}.get(self.reason, "Game over.")
