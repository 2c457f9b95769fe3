"""King of Monster Island events: what happened, for the log and the animations.
Each is a frozen dataclass registered in actions.codec; zones, faces, Minion
kinds and Boss dice are numbered as in actions.py. Events carry what the table
animates; `reveals` marks chance (dice, draws).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Event
from rules.core.contract import LogTurn

from .actions import a_face, codec, face_name, target_name, zone_name
from .content import ALLY_NAMES, BOSS_NAMES, MINION_NAMES, SUPPORT_TILES, card_name, power_name


# == events =================================================================================

def _n(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"monster {seat + 1}"


#: a Boss die's icons in words (content.BOSS_DICE: M Minion, C Crystal, S Star)
ICON_WORDS = {"M": ("a Minion", "Minions"), "C": ("a Crystal", "Crystals"), "S": ("a Star", "Stars")}


def boss_face_words(icons: str) -> str:
    """A Boss die face as a player reads it: "a Minion and a Star", "2 Minions", "blank"."""
    parts = []
    for icon in "CSM":
        n = icons.count(icon)
        if n:
            one, many = ICON_WORDS[icon]
            parts.append(one if n == 1 else f"{n} {many}")
    if not parts:
        return "blank"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


#: the Boss Phase's stretch of the log: its first step (a power or the volcano)
#: begins it, the Monster's roll goes back to the Monster's turn
BOSS_PHASE = LogTurn(heading="The Boss Phase")


@codec.register
@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int

    def text(self, names):
        return f"Turn {self.turn}: {_n(names, self.seat)}"

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class BossPowerUsed(Event):
    power: str
    name: str

    def text(self, names):
        return f"The Boss uses {self.name}"

    def log_turn(self):
        return BOSS_PHASE


@codec.register
@dataclass(frozen=True)
class VolcanoDrop(Event):
    """Boss dice dropped into the volcano: ((die, zone, face index, icons), ...)."""
    dice: tuple
    reveals = True

    def text(self, names):
        if not self.dice:
            return "No Boss die is available to drop"
        parts = [f"die {d + 1} to {zone_name(z)} ({boss_face_words(icons)})" for d, z, _f, icons in self.dice]
        return "Volcano: " + ", ".join(parts)

    def log_turn(self):
        return BOSS_PHASE


@codec.register
@dataclass(frozen=True)
class BossMoved(Event):
    from_zone: int
    to_zone: int
    how: str

    def text(self, names):
        if self.from_zone == self.to_zone:
            return f"The Boss stays in {zone_name(self.to_zone)}"
        return f"The Boss moves to {zone_name(self.to_zone)} ({self.how})"


@codec.register
@dataclass(frozen=True)
class MinionsActivated(Event):
    zone: int
    kinds: tuple

    def text(self, names):
        return f"Minions activate in {zone_name(self.zone)}: " + ", ".join(MINION_NAMES[k] for k in self.kinds)


@codec.register
@dataclass(frozen=True)
class BossDieActivated(Event):
    die: int
    zone: int
    icons: str

    def text(self, names):
        return f"Boss die {self.die + 1} activates in {zone_name(self.zone)} ({boss_face_words(self.icons)})"


@codec.register
@dataclass(frozen=True)
class MonsterHurt(Event):
    seat: int
    amount: int
    health: int
    cause: str

    def text(self, names):
        if self.amount == 0:
            return f"{_n(names, self.seat)} takes no Damage ({self.cause})"
        return f"{_n(names, self.seat)} takes {self.amount} Damage ({self.cause}): {self.health} Health"


@codec.register
@dataclass(frozen=True)
class MonsterHealed(Event):
    seat: int
    amount: int
    health: int

    def text(self, names):
        return f"{_n(names, self.seat)} gains {self.amount} Health: {self.health}"


@codec.register
@dataclass(frozen=True)
class MonsterMoved(Event):
    seat: int
    from_zone: int
    to_zone: int
    cause: str

    def text(self, names):
        return f"{_n(names, self.seat)} moves to {zone_name(self.to_zone)} ({self.cause})"


@codec.register
@dataclass(frozen=True)
class MinionArrived(Event):
    zone: int
    kind: str
    source: str  # "bag" (a random draw), "bag_pick", "pool" (Fireling)
    reveals = True

    def text(self, names):
        return f"A {MINION_NAMES[self.kind]} arrives in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class MinionRemoved(Event):
    zone: int
    kind: str
    how: str  # "destroyed" or "returned"

    def text(self, names):
        return f"A {MINION_NAMES[self.kind]} in {zone_name(self.zone)} is {self.how}"


@codec.register
@dataclass(frozen=True)
class MinionMoved(Event):
    from_zone: int
    to_zone: int
    kind: str

    def text(self, names):
        return f"A {MINION_NAMES[self.kind]} moves from {zone_name(self.from_zone)} to {zone_name(self.to_zone)}"


@codec.register
@dataclass(frozen=True)
class CrystalBuilt(Event):
    zone: int
    displaced: str  # the face of a Locked die pushed off its space, or ""

    def text(self, names):
        extra = f" (a Locked {face_name(self.displaced)} die is pushed off)" if self.displaced else ""
        return f"A Crystal is built in {zone_name(self.zone)}{extra}"


@codec.register
@dataclass(frozen=True)
class PylonBuilt(Event):
    zone: int
    value: int
    replaced: str
    pylons: int

    def text(self, names):
        return f"A Pylon rises in {zone_name(self.zone)} ({self.pylons} on the island)"


@codec.register
@dataclass(frozen=True)
class CrystalRemoved(Event):
    zone: int

    def text(self, names):
        return f"A Crystal is removed from {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class PylonRemoved(Event):
    zone: int
    value: int

    def text(self, names):
        return f"A Pylon is removed from {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class BossHealthChanged(Event):
    health: int
    delta: int

    def text(self, names):
        verb = "loses" if self.delta < 0 else "gains"
        return f"The Boss {verb} {abs(self.delta)} Health: {self.health}"


@codec.register
@dataclass(frozen=True)
class BossFameChanged(Event):
    fame: int
    delta: int

    def text(self, names):
        return f"The Boss gains {self.delta} Fame: {self.fame}"


@codec.register
@dataclass(frozen=True)
class DiceRolled(Event):
    seat: int
    faces: tuple
    rerolled: tuple
    reveals = True

    def text(self, names):
        return f"{_n(names, self.seat)} rolls: " + ", ".join(face_name(f) for f in self.faces)

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class DieLocked(Event):
    seat: int
    zone: int
    face: str

    def text(self, names):
        return f"{_n(names, self.seat)} locks {a_face(self.face)} in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class DieUnlocked(Event):
    seat: int
    zone: int
    face: str

    def text(self, names):
        return f"{_n(names, self.seat)} unlocks {a_face(self.face)} from {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class LockedDiceCleared(Event):
    zone: int
    faces: tuple

    def text(self, names):
        return f"Locked dice leave {zone_name(self.zone)}: " + ", ".join(face_name(f) for f in self.faces)


@codec.register
@dataclass(frozen=True)
class DieTurned(Event):
    seat: int
    from_face: str
    to_face: str

    def text(self, names):
        return f"{_n(names, self.seat)} turns {a_face(self.from_face)} to {face_name(self.to_face)}"


@codec.register
@dataclass(frozen=True)
class FameChanged(Event):
    seat: int
    fame: int
    delta: int

    def text(self, names):
        verb = "gains" if self.delta >= 0 else "loses"
        return f"{_n(names, self.seat)} {verb} {abs(self.delta)} Fame: {self.fame}"


@codec.register
@dataclass(frozen=True)
class EnergyChanged(Event):
    seat: int
    energy: int
    delta: int

    def text(self, names):
        verb = "gains" if self.delta >= 0 else "spends"
        return f"{_n(names, self.seat)} {verb} {abs(self.delta)} Energy: {self.energy}"


@codec.register
@dataclass(frozen=True)
class BossDieRemoved(Event):
    die: int
    zone: int
    seat: int

    def text(self, names):
        who = _n(names, self.seat) if self.seat >= 0 else "An effect"
        return f"{who} removes Boss die {self.die + 1} from {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class BossDieMoved(Event):
    die: int
    from_zone: int
    to_zone: int

    def text(self, names):
        return f"Boss die {self.die + 1} moves from {zone_name(self.from_zone)} to {zone_name(self.to_zone)}"


@codec.register
@dataclass(frozen=True)
class BossTaunted(Event):
    from_zone: int
    to_zone: int

    def text(self, names):
        return f"The Boss is lured to {zone_name(self.to_zone)}"


@codec.register
@dataclass(frozen=True)
class SupportBuilt(Event):
    zone: int
    value: int
    tile: str
    reveals = True

    def text(self, names):
        t = SUPPORT_TILES[self.tile]
        cube = " + Energy" if t.energy else ""
        return f"Support {self.value} built in {zone_name(self.zone)}: {face_name(t.face)}{cube}"


@codec.register
@dataclass(frozen=True)
class SupportFlipped(Event):
    zone: int
    value: int
    up: bool

    def text(self, names):
        state = "recharged" if self.up else "turned face down"
        return f"Support {self.value} in {zone_name(self.zone)} is {state}"


@codec.register
@dataclass(frozen=True)
class SupportActivated(Event):
    seat: int
    zone: int
    value: int
    face: str

    def text(self, names):
        return f"{_n(names, self.seat)} activates Support {self.value} in {zone_name(self.zone)}: {face_name(self.face)}"


@codec.register
@dataclass(frozen=True)
class DamageDealt(Event):
    seat: int
    zone: int
    target: str
    points: int

    def text(self, names):
        return f"{_n(names, self.seat)} deals {self.points} Damage to {target_name(self.target)} in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class CardBought(Event):
    seat: int
    card: str
    slot: int
    cost: int

    def text(self, names):
        return f"{_n(names, self.seat)} buys {card_name(self.card)} for {self.cost} Energy"


@codec.register
@dataclass(frozen=True)
class CardRevealed(Event):
    slot: int   # -1 for an Event card, which never takes a slot
    card: str
    reveals = True

    def text(self, names):
        return f"Revealed: {card_name(self.card)}"


@codec.register
@dataclass(frozen=True)
class MarketSwept(Event):
    seat: int
    cards: tuple

    def text(self, names):
        return f"{_n(names, self.seat)} sweeps the market"


@codec.register
@dataclass(frozen=True)
class AllyTaken(Event):
    seat: int
    ally: str

    def text(self, names):
        return f"{_n(names, self.seat)} is joined by the {ALLY_NAMES[self.ally]}"


@codec.register
@dataclass(frozen=True)
class AllyReturned(Event):
    seat: int
    ally: str

    def text(self, names):
        return f"The {ALLY_NAMES[self.ally]} leave {_n(names, self.seat)}"


@codec.register
@dataclass(frozen=True)
class PowerUsed(Event):
    seat: int
    power: str

    def text(self, names):
        return f"{_n(names, self.seat)}: {power_name(self.power)}"


@codec.register
@dataclass(frozen=True)
class ExtraPhase(Event):
    seat: int

    def text(self, names):
        return f"{_n(names, self.seat)} plays an extra Monster Phase"

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class BossDefeated(Event):
    boss: str

    def text(self, names):
        return f"{BOSS_NAMES[self.boss]} is defeated!"


@codec.register
@dataclass(frozen=True)
class NextBoss(Event):
    boss: str
    zone: int
    health: int

    def text(self, names):
        return f"{BOSS_NAMES[self.boss]} arrives in {zone_name(self.zone)} with {self.health} Health"


@codec.register
@dataclass(frozen=True)
class GameOver(Event):
    won: bool
    reason: str

    def text(self, names):
        return ("Victory: " if self.won else "Defeat: ") + self.reason
