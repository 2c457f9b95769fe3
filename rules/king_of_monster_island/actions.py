"""King of Monster Island actions and events: the interface between the rules, the
AI and the future table. Every one is a frozen dataclass registered in `codec`.

Zones are numbered 0..5 here (shown as 1..6); clockwise is +1. Faces are the
strings of content.FACES. Minion kinds are content.KINDS. Boss dice are numbered
0..7 (boss_die_1 is 0).

Actions, by step
  rolling     ToggleReroll(die), Reroll(), StopRolling()
  resolving   Heal(seat), GainEnergy(), GainFame(stars), Fists(count, zone),
              FootDamage(), FootMove(zone), FootKick(seat, zone),
              BuildSupport(wrenches, value), Hit(zone, target), Lock(face),
              Unlock(zone, face), ActivateSupport(zone, value, face),
              RechargeSupport(zone, value), UsePower(power, ...), DropVirtual(),
              EndResolve()
  buying      Buy(slot), Sweep(), EndTurn()
  choices     ChooseAlly(ally), StealFame(die), ChooseZone(zone), ChooseMinion(kind),
              ChooseBossDie(die), ChooseValue(value), ChooseFace(face),
              Push(seat, zone), PayPenalty(kind), Accept(yes), Done()

Events carry what the table animates; `reveals` marks chance (dice, draws).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Action, Codec, Event

from .content import (ALLY_NAMES, BOSS_NAMES, FACE_NAMES, MINION_NAMES, SUPPORT_TILES,
                      card_name, power_name)

codec = Codec("king_of_monster_island")


def zone_name(z: int) -> str:
    return f"zone {z + 1}"


def _face(f: str) -> str:
    return FACE_NAMES.get(f, f)


def _target(t: str) -> str:
    return "the Boss" if t == "boss" else f"a {MINION_NAMES.get(t, t)}"


# == actions: rolling =====================================================================

@codec.register
@dataclass(frozen=True)
class ToggleReroll(Action):
    """Mark (or unmark) one die of your Roll to be rerolled."""
    die: int

    def label(self) -> str:
        return f"Toggle die {self.die + 1} for reroll"


@codec.register
@dataclass(frozen=True)
class Reroll(Action):
    def label(self) -> str:
        return "Reroll the marked dice"


@codec.register
@dataclass(frozen=True)
class StopRolling(Action):
    def label(self) -> str:
        return "Keep this Roll"


# == actions: resolving ===================================================================

@codec.register
@dataclass(frozen=True)
class Heal(Action):
    """Resolve 1 Heart on a Monster (seat)."""
    seat: int

    def label(self) -> str:
        return f"Heart: heal monster {self.seat + 1}"


@codec.register
@dataclass(frozen=True)
class GainEnergy(Action):
    """Resolve every Energy die of your Roll together."""

    def label(self) -> str:
        return "Resolve the Energy dice"


@codec.register
@dataclass(frozen=True)
class GainFame(Action):
    """Resolve `stars` Star dice together (then you may Steal Fame once per Star)."""
    stars: int

    def label(self) -> str:
        return f"Resolve {self.stars} Star{'s' if self.stars > 1 else ''}"


@codec.register
@dataclass(frozen=True)
class Fists(Action):
    """Resolve `count` Fist dice together: their Damage goes to the pool of `zone`."""
    count: int
    zone: int

    def label(self) -> str:
        return f"Resolve {self.count} Fist{'s' if self.count > 1 else ''} in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class FootDamage(Action):
    def label(self) -> str:
        return "Foot: 1 Damage in your zone"


@codec.register
@dataclass(frozen=True)
class FootMove(Action):
    zone: int

    def label(self) -> str:
        return f"Foot: move to {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class FootKick(Action):
    seat: int
    zone: int

    def label(self) -> str:
        return f"Foot: push monster {self.seat + 1} to {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class BuildSupport(Action):
    """Resolve `wrenches` Wrench dice together to build a tile of `value` (3 or 4)."""
    wrenches: int
    value: int

    def label(self) -> str:
        return f"Resolve {self.wrenches} Wrench{'es' if self.wrenches > 1 else ''}: build Support {self.value}"


@codec.register
@dataclass(frozen=True)
class Hit(Action):
    """Allocate Damage in `zone` to `target` ("boss" or a Minion kind)."""
    zone: int
    target: str

    def label(self) -> str:
        return f"Damage {_target(self.target)} in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class Lock(Action):
    face: str

    def label(self) -> str:
        return f"Lock a {_face(self.face)} die"


@codec.register
@dataclass(frozen=True)
class Unlock(Action):
    zone: int
    face: str

    def label(self) -> str:
        return f"Unlock a {_face(self.face)} die in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class ActivateSupport(Action):
    zone: int
    value: int
    face: str

    def label(self) -> str:
        return f"Activate Support {self.value} in {zone_name(self.zone)} as {_face(self.face)}"


@codec.register
@dataclass(frozen=True)
class RechargeSupport(Action):
    zone: int
    value: int

    def label(self) -> str:
        return f"Recharge Support {self.value} in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class UsePower(Action):
    """Use a Keep card's or an Ally's action power. Unused fields stay at their
    defaults: zone (-1), seat (-1), kind (""), die (-1), face ("")."""
    power: str
    zone: int = -1
    seat: int = -1
    kind: str = ""
    die: int = -1
    face: str = ""

    def label(self) -> str:
        bits = []
        if self.kind:
            bits.append(MINION_NAMES.get(self.kind, self.kind))
        if self.face:
            bits.append(_face(self.face))
        if self.die >= 0:
            bits.append(f"Boss die {self.die + 1}")
        if self.seat >= 0:
            bits.append(f"monster {self.seat + 1}")
        if self.zone >= 0:
            bits.append(f"to {zone_name(self.zone)}")
        extra = (" (" + ", ".join(bits) + ")") if bits else ""
        return f"Use {power_name(self.power)}{extra}"


@codec.register
@dataclass(frozen=True)
class DropVirtual(Action):
    """Let a Support tile's die go unused."""

    def label(self) -> str:
        return "Leave the Support die unused"


@codec.register
@dataclass(frozen=True)
class EndResolve(Action):
    def label(self) -> str:
        return "Done with dice: go to buying"


# == actions: buying ======================================================================

@codec.register
@dataclass(frozen=True)
class Buy(Action):
    slot: int

    def label(self) -> str:
        return f"Buy card {self.slot + 1}"


@codec.register
@dataclass(frozen=True)
class Sweep(Action):
    def label(self) -> str:
        return "Sweep the market"


@codec.register
@dataclass(frozen=True)
class EndTurn(Action):
    def label(self) -> str:
        return "End the turn"


# == actions: choices =====================================================================

@codec.register
@dataclass(frozen=True)
class ChooseAlly(Action):
    ally: str

    def label(self) -> str:
        return f"Take the {ALLY_NAMES.get(self.ally, self.ally)}"


@codec.register
@dataclass(frozen=True)
class StealFame(Action):
    die: int

    def label(self) -> str:
        return f"Steal Fame: remove Boss die {self.die + 1}"


@codec.register
@dataclass(frozen=True)
class ChooseZone(Action):
    zone: int

    def label(self) -> str:
        return f"Choose {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class ChooseMinion(Action):
    kind: str

    def label(self) -> str:
        return f"Choose a {MINION_NAMES.get(self.kind, self.kind)}"


@codec.register
@dataclass(frozen=True)
class ChooseBossDie(Action):
    die: int

    def label(self) -> str:
        return f"Take Boss die {self.die + 1}"


@codec.register
@dataclass(frozen=True)
class ChooseValue(Action):
    value: int

    def label(self) -> str:
        return f"Choose value {self.value}"


@codec.register
@dataclass(frozen=True)
class ChooseFace(Action):
    face: str

    def label(self) -> str:
        return f"Turn it to {_face(self.face)}"


@codec.register
@dataclass(frozen=True)
class Push(Action):
    """Stampede: move monster `seat` to `zone` (its own zone leaves it in place)."""
    seat: int
    zone: int

    def label(self) -> str:
        return f"Monster {self.seat + 1} to {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class PayPenalty(Action):
    kind: str  # "energy" or "fame"

    def label(self) -> str:
        return "Lose 2 Energy" if self.kind == "energy" else "Lose 1 Fame"


@codec.register
@dataclass(frozen=True)
class Accept(Action):
    yes: bool

    def label(self) -> str:
        return "Yes" if self.yes else "No"


@codec.register
@dataclass(frozen=True)
class Done(Action):
    def label(self) -> str:
        return "Done"


# == events =================================================================================

def _n(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"monster {seat + 1}"


@codec.register
@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int

    def text(self, names):
        return f"Turn {self.turn}: {_n(names, self.seat)}"


@codec.register
@dataclass(frozen=True)
class BossPowerUsed(Event):
    power: str
    name: str

    def text(self, names):
        return f"The Boss uses {self.name}"


@codec.register
@dataclass(frozen=True)
class VolcanoDrop(Event):
    """Boss dice dropped into the volcano: ((die, zone, face index, icons), ...)."""
    dice: tuple
    reveals = True

    def text(self, names):
        if not self.dice:
            return "No Boss die is available to drop"
        parts = [f"die {d + 1} to {zone_name(z)} ({icons or 'blank'})" for d, z, _f, icons in self.dice]
        return "Volcano: " + ", ".join(parts)


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
        return f"Boss die {self.die + 1} activates in {zone_name(self.zone)} ({self.icons or 'blank'})"


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
        extra = f" (a Locked {_face(self.displaced)} die is pushed off)" if self.displaced else ""
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
        return f"{_n(names, self.seat)} rolls: " + ", ".join(_face(f) for f in self.faces)


@codec.register
@dataclass(frozen=True)
class DieLocked(Event):
    seat: int
    zone: int
    face: str

    def text(self, names):
        return f"{_n(names, self.seat)} locks a {_face(self.face)} in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class DieUnlocked(Event):
    seat: int
    zone: int
    face: str

    def text(self, names):
        return f"{_n(names, self.seat)} unlocks a {_face(self.face)} from {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class LockedDiceCleared(Event):
    zone: int
    faces: tuple

    def text(self, names):
        return f"Locked dice leave {zone_name(self.zone)}: " + ", ".join(_face(f) for f in self.faces)


@codec.register
@dataclass(frozen=True)
class DieTurned(Event):
    seat: int
    from_face: str
    to_face: str

    def text(self, names):
        return f"{_n(names, self.seat)} turns a {_face(self.from_face)} to {_face(self.to_face)}"


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
        return f"Support {self.value} built in {zone_name(self.zone)}: {_face(t.face)}{cube}"


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
        return f"{_n(names, self.seat)} activates Support {self.value} in {zone_name(self.zone)}: {_face(self.face)}"


@codec.register
@dataclass(frozen=True)
class DamageDealt(Event):
    seat: int
    zone: int
    target: str
    points: int

    def text(self, names):
        return f"{_n(names, self.seat)} deals {self.points} Damage to {_target(self.target)} in {zone_name(self.zone)}"


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
