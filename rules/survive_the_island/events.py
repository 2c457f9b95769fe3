"""Survive the Island's events (what happened), for the log and the animations.
Each is a frozen dataclass registered in actions.codec; spaces and pieces are
named as in actions.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Event
from rules.core.contract import LogTurn
from rules.core.i18n import _
from rules.core.wording import capital

from .actions import codec
from .content import ABILITIES
from .words import a_creature, back_name, cause_words, die_shows, egg_hatches, nothing_moves, \
    the_creature, tile_a


# -- events --------------------------------------------------------------------------


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
        if self.value:
            return _("{player} places an adventurer (value {value})").format(player=names[self.seat],
                                                                            value=self.value)
        return _("{player} places an adventurer").format(player=names[self.seat])


@codec.register
@dataclass(frozen=True)
class RaftPlaced(Event):
    raft: int
    space: int
    seat: int = -1

    def text(self, names):
        if self.seat >= 0:
            return _("{player} places a raft").format(player=names[self.seat])
        return _("A raft appears")


@codec.register
@dataclass(frozen=True)
class AdventurerMoved(Event):
    piece: int
    frm: int
    to: int
    swim: bool

    def text(self, names):
        return _("An adventurer swims") if self.swim else _("An adventurer walks")


@codec.register
@dataclass(frozen=True)
class Boarded(Event):
    piece: int
    raft: int

    def text(self, names):
        return _("An adventurer climbs aboard a raft")


@codec.register
@dataclass(frozen=True)
class RaftMoved(Event):
    raft: int
    frm: int
    to: int

    def text(self, names):
        return _("A raft moves")


@codec.register
@dataclass(frozen=True)
class Rescued(Event):
    piece: int
    island: int

    def text(self, names):
        return _("An adventurer reaches a rescue island!")


@codec.register
@dataclass(frozen=True)
class Eliminated(Event):
    piece: int
    space: int
    cause: str

    def text(self, names):
        return _("An adventurer is lost ({cause})").format(cause=cause_words(self.cause))


@codec.register
@dataclass(frozen=True)
class RaftLost(Event):
    raft: int
    space: int
    cause: str

    def text(self, names):
        return _("A raft is lost ({cause})").format(cause=cause_words(self.cause))


@codec.register
@dataclass(frozen=True)
class CreatureMoved(Event):
    creature: int
    kind: str
    frm: int
    to: int

    def text(self, names):
        return _("{creature} moves").format(creature=capital(a_creature(self.kind)))


@codec.register
@dataclass(frozen=True)
class CreaturePlaced(Event):
    creature: int
    kind: str
    space: int

    def text(self, names):
        return _("{creature} appears").format(creature=capital(a_creature(self.kind)))


@codec.register
@dataclass(frozen=True)
class CreatureGone(Event):
    creature: int
    kind: str
    space: int
    cause: str

    def text(self, names):
        return _("{creature} leaves the board ({cause})").format(creature=capital(a_creature(self.kind)),
                                                                 cause=cause_words(self.cause))


@codec.register
@dataclass(frozen=True)
class Displaced(Event):
    piece: int
    frm: int
    to: int

    def text(self, names):
        return _("A Kaiju pushes an adventurer away")


@codec.register
@dataclass(frozen=True)
class TileSunk(Event):
    seat: int
    space: int
    terrain: str
    back: str           # "ability" in what other seats see when it is one
    reveals = True

    def redact(self, seat):
        if seat != self.seat and self.back in ABILITIES:
            return TileSunk(self.seat, self.space, self.terrain, "ability")
        return self

    def text(self, names):
        what = _("an ability") if self.back == "ability" else back_name(self.back)
        return _("{player} removes {tile}: {back}").format(player=names[self.seat], tile=tile_a(self.terrain),
                                                           back=what)


@codec.register
@dataclass(frozen=True)
class AbilityUsed(Event):
    seat: int
    kind: str
    reveals = True

    def text(self, names):
        return _("{player} uses {ability}").format(player=names[self.seat], ability=back_name(self.kind))


@codec.register
@dataclass(frozen=True)
class PiranhasDealt(Event):
    seats: tuple

    def text(self, names):
        return _("Piranha tiles are dealt out")


@codec.register
@dataclass(frozen=True)
class PiranhaPlaced(Event):
    seat: int
    space: int

    def text(self, names):
        return _("{player} puts Piranhas in the water").format(player=names[self.seat])


@codec.register
@dataclass(frozen=True)
class VolcanoErupts(Event):
    space: int
    count: int

    def text(self, names):
        return _("A volcano erupts ({count} so far)").format(count=self.count)


@codec.register
@dataclass(frozen=True)
class Whirlpool(Event):
    space: int

    def text(self, names):
        return _("A whirlpool swallows everything around it")


@codec.register
@dataclass(frozen=True)
class DieRolled(Event):
    colour: str
    reveals = True

    def text(self, names):
        return die_shows(self.colour)


@codec.register
@dataclass(frozen=True)
class NothingMoves(Event):
    colour: str

    def text(self, names):
        return nothing_moves(self.colour)


@codec.register
@dataclass(frozen=True)
class RepellentPlayed(Event):
    seat: int
    creature: int
    kind: str
    reveals = True

    def text(self, names):
        return _("{player} drives {creature} away with Repellent").format(player=names[self.seat],
                                                                           creature=the_creature(self.kind))


@codec.register
@dataclass(frozen=True)
class EggLaid(Event):
    seat: int
    space: int

    def text(self, names):
        return _("{player} lays an egg in the water").format(player=names[self.seat])


@codec.register
@dataclass(frozen=True)
class EggLost(Event):
    space: int
    cause: str

    def text(self, names):
        return _("An egg is lost ({cause})").format(cause=cause_words(self.cause))


@codec.register
@dataclass(frozen=True)
class EggHatched(Event):
    space: int
    colour: str

    def text(self, names):
        return egg_hatches(self.colour)


@codec.register
@dataclass(frozen=True)
class TurnBegins(Event):
    seat: int
    turn: int

    def text(self, names):
        return _("Turn {turn}: {player}").format(turn=self.turn, player=names[self.seat])

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class GameOver(Event):
    reason: str

    def text(self, names):
        if self.reason == "volcano":
            return _("The third volcano erupts: the game is over")
        if self.reason == "empty":
            return _("No adventurer is left on the island: the game is over")
        return _("Game over")
