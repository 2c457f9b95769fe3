"""King of Monster Island actions: the interface between the rules, the
AI and the future table. Every one is a frozen dataclass registered in `codec`.


Zones are numbered 0..5 here (shown as 1..6); clockwise is +1. Faces are the
strings of content.FACES. Minion kinds are content.KINDS. Boss dice are numbered
0..7 (boss_die_1 is 0).

Actions, by step
  starting    BeginMonsterPhase() (offered only to a Monster at 0 Health that can
              still use a Support tile before the check)
  any time    ActivateSupport, RechargeSupport, Hit and, for a Support tile's die,
              the resolving actions of its face and DropVirtual: in the starting,
              rolling, resolving and buying steps alike
  rolling     RerollDice(dice), StopRolling()
              (ToggleReroll(die), Reroll(): the older one-die-at-a-time marking,
              never offered; kept so saves written with it replay)
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

"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import Action, Codec

from .content import ALLY_NAMES, FACE_NAMES, MINION_NAMES, power_name

codec = Codec("king_of_monster_island")


def zone_name(z: int) -> str:
    return f"zone {z + 1}"


def face_name(f: str) -> str:
    return FACE_NAMES.get(f, f)


def a_face(f: str) -> str:
    """"a Heart", "an Energy": a die face with its article."""
    name = face_name(f)
    return f"{'an' if name[:1] in 'AEIOU' else 'a'} {name}"


def target_name(t: str) -> str:
    return "the Boss" if t == "boss" else f"a {MINION_NAMES.get(t, t)}"


# == actions: starting ====================================================================

@codec.register
@dataclass(frozen=True)
class BeginMonsterPhase(Action):
    def label(self) -> str:
        return "Begin the Monster Phase"


# == actions: rolling =====================================================================

@codec.register
@dataclass(frozen=True)
class RerollDice(Action):
    """Reroll the dice of your Roll at these positions (sorted, at least one),
    all in one reroll: the set may include dice kept after an earlier reroll."""
    dice: tuple[int, ...]

    def label(self) -> str:
        if len(self.dice) == 1:
            return f"Reroll die {self.dice[0] + 1}"
        return "Reroll dice " + ", ".join(str(d + 1) for d in self.dice)


@codec.register
@dataclass(frozen=True)
class ToggleReroll(Action):
    """Older saves only: mark (or unmark) one die for the next Reroll."""
    die: int

    def label(self) -> str:
        return f"Toggle die {self.die + 1} for reroll"


@codec.register
@dataclass(frozen=True)
class Reroll(Action):
    """Older saves only: reroll the dice marked with ToggleReroll."""

    def label(self) -> str:
        return "Reroll the marked dice"


#: The rolling actions older saves hold: accepted while rolling, never offered.
OLD_ROLLING = (ToggleReroll, Reroll)


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
        return f"Damage {target_name(self.target)} in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class Lock(Action):
    face: str

    def label(self) -> str:
        return f"Lock {a_face(self.face)} die"


@codec.register
@dataclass(frozen=True)
class Unlock(Action):
    zone: int
    face: str

    def label(self) -> str:
        return f"Unlock {a_face(self.face)} die in {zone_name(self.zone)}"


@codec.register
@dataclass(frozen=True)
class ActivateSupport(Action):
    zone: int
    value: int
    face: str

    def label(self) -> str:
        return f"Activate Support {self.value} in {zone_name(self.zone)} as {face_name(self.face)}"


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
            bits.append(face_name(self.face))
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
        return f"Turn it to {face_name(self.face)}"


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
