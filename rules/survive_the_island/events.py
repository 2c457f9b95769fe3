"""Survive the Island's events (what happened), for the log and the animations.
Each is a frozen dataclass registered in actions.codec; spaces and pieces are
named as in actions.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Event
from rules.core.contract import LogTurn

from .actions import codec
from .content import BACK_NAMES, CREATURE_NAMES


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
    #: the owner-memory option: without it the owner's own log line keeps no
    #: value either (the log outlasts set-up, after which nobody may see it)
    remembered: bool = True

    def redact(self, seat):
        if seat == self.seat and self.remembered:
            return self
        return AdventurerPlaced(self.seat, self.piece, self.space, 0, self.remembered)

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

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class GameOver(Event):
    reason: str

    def text(self, names):
        return {"volcano": "The third volcano erupts: the game is over.",
                "empty": "No adventurer is left on the island: the game is over."}.get(self.reason, "Game over.")
