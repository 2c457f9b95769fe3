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

from typing import Sequence

from rules.core import Action, Codec
from rules.core.i18n import _, ngettext, pgettext

from .content import ally_name, face_name, minion_name, power_name

codec = Codec("king_of_monster_island")


def zone_name(z: int) -> str:
    """"zone 3" (with its article where the language wants one: "la zone 3")."""
    return _("zone {number}").format(number=z + 1)


def a_face(f: str) -> str:
    """"a Heart", "an Energy": a die face with its article."""
    return {"heart": pgettext("die face", "a Heart"), "energy": pgettext("die face", "an Energy"),
            "star": pgettext("die face", "a Star"), "fist": pgettext("die face", "a Fist"),
            "foot": pgettext("die face", "a Foot"), "wrench": pgettext("die face", "a Wrench"),
            "any": _("any face")}.get(f, f)


def a_minion(kind: str) -> str:
    """"a Soldier", "a Fireling": a Minion with its article."""
    return {"soldier": _("a Soldier"), "shield": _("a Shield"), "cannon": _("a Cannon"),
            "builder": _("a Builder"), "fireling": _("a Fireling")}.get(kind, kind)


def target_name(t: str) -> str:
    return _("the Boss") if t == "boss" else a_minion(t)


def monster_label(seat: int, names: Sequence[str] | None = None) -> str:
    """A Monster in a move's words: its player's name when the names are known."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return _("monster {number}").format(number=seat + 1)


# == actions: starting ====================================================================

@codec.register
@dataclass(frozen=True)
class BeginMonsterPhase(Action):
    def label(self) -> str:
        return _("Begin the Monster Phase")


# == actions: rolling =====================================================================

@codec.register
@dataclass(frozen=True)
class RerollDice(Action):
    """Reroll the dice of your Roll at these positions (sorted, at least one),
    all in one reroll: the set may include dice kept after an earlier reroll."""
    dice: tuple[int, ...]

    def label(self) -> str:
        if len(self.dice) == 1:
            return _("Reroll die {die}").format(die=self.dice[0] + 1)
        return _("Reroll dice {dice}").format(dice=", ".join(str(d + 1) for d in self.dice))


@codec.register
@dataclass(frozen=True)
class ToggleReroll(Action):
    """Older saves only: mark (or unmark) one die for the next Reroll."""
    die: int

    def label(self) -> str:
        return _("Toggle die {die} for reroll").format(die=self.die + 1)


@codec.register
@dataclass(frozen=True)
class Reroll(Action):
    """Older saves only: reroll the dice marked with ToggleReroll."""

    def label(self) -> str:
        return _("Reroll the marked dice")


#: The rolling actions older saves hold: accepted while rolling, never offered.
OLD_ROLLING = (ToggleReroll, Reroll)


@codec.register
@dataclass(frozen=True)
class StopRolling(Action):
    def label(self) -> str:
        return _("Keep this Roll")


# == actions: resolving ===================================================================

@codec.register
@dataclass(frozen=True)
class Heal(Action):
    """Resolve 1 Heart on a Monster (seat)."""
    seat: int

    def label(self, names: Sequence[str] | None = None) -> str:
        return _("Heart: heal {monster}").format(monster=monster_label(self.seat, names))


@codec.register
@dataclass(frozen=True)
class GainEnergy(Action):
    """Resolve every Energy die of your Roll together."""

    def label(self) -> str:
        return _("Resolve the Energy dice")


@codec.register
@dataclass(frozen=True)
class GainFame(Action):
    """Resolve `stars` Star dice together (then you may Steal Fame once per Star)."""
    stars: int

    def label(self) -> str:
        return ngettext("Resolve {n} Star", "Resolve {n} Stars", self.stars).format(n=self.stars)


@codec.register
@dataclass(frozen=True)
class Fists(Action):
    """Resolve `count` Fist dice together: their Damage goes to the pool of `zone`."""
    count: int
    zone: int

    def label(self) -> str:
        return ngettext("Resolve {n} Fist in {zone}", "Resolve {n} Fists in {zone}", self.count).format(
            n=self.count, zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class FootDamage(Action):
    def label(self) -> str:
        return _("Foot: 1 Damage in your zone")


@codec.register
@dataclass(frozen=True)
class FootMove(Action):
    zone: int

    def label(self) -> str:
        return _("Foot: move to {zone}").format(zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class FootKick(Action):
    seat: int
    zone: int

    def label(self, names: Sequence[str] | None = None) -> str:
        return _("Foot: push {monster} to {zone}").format(monster=monster_label(self.seat, names),
                                                         zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class BuildSupport(Action):
    """Resolve `wrenches` Wrench dice together to build a tile of `value` (3 or 4)."""
    wrenches: int
    value: int

    def label(self) -> str:
        return ngettext("Resolve {n} Wrench: build Support {value}", "Resolve {n} Wrenches: build Support {value}",
                        self.wrenches).format(n=self.wrenches, value=self.value)


@codec.register
@dataclass(frozen=True)
class Hit(Action):
    """Allocate Damage in `zone` to `target` ("boss" or a Minion kind)."""
    zone: int
    target: str

    def label(self) -> str:
        return _("Damage {target} in {zone}").format(target=target_name(self.target), zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class Lock(Action):
    face: str

    def label(self) -> str:
        return _("Lock {a_face} die").format(a_face=a_face(self.face))


@codec.register
@dataclass(frozen=True)
class Unlock(Action):
    zone: int
    face: str

    def label(self) -> str:
        return _("Unlock {a_face} die in {zone}").format(a_face=a_face(self.face), zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class ActivateSupport(Action):
    zone: int
    value: int
    face: str

    def label(self) -> str:
        return _("Activate Support {value} in {zone} as {face}").format(
            value=self.value, zone=zone_name(self.zone), face=face_name(self.face))


@codec.register
@dataclass(frozen=True)
class RechargeSupport(Action):
    zone: int
    value: int

    def label(self) -> str:
        return _("Recharge Support {value} in {zone}").format(value=self.value, zone=zone_name(self.zone))


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

    def label(self, names: Sequence[str] | None = None) -> str:
        bits = []
        if self.kind:
            bits.append(minion_name(self.kind))
        if self.face:
            bits.append(face_name(self.face))
        if self.die >= 0:
            bits.append(_("Boss die {die}").format(die=self.die + 1))
        if self.seat >= 0:
            bits.append(monster_label(self.seat, names))
        if self.zone >= 0:
            bits.append(_("to {zone}").format(zone=zone_name(self.zone)))
        if not bits:
            return _("Use {power}").format(power=power_name(self.power))
        return _("Use {power} ({details})").format(power=power_name(self.power), details=", ".join(bits))


@codec.register
@dataclass(frozen=True)
class DropVirtual(Action):
    """Let a Support tile's die go unused."""

    def label(self) -> str:
        return _("Leave the Support die unused")


@codec.register
@dataclass(frozen=True)
class EndResolve(Action):
    def label(self) -> str:
        return _("Done with dice: go to buying")


# == actions: buying ======================================================================

@codec.register
@dataclass(frozen=True)
class Buy(Action):
    slot: int

    def label(self) -> str:
        return _("Buy card {slot}").format(slot=self.slot + 1)


@codec.register
@dataclass(frozen=True)
class Sweep(Action):
    def label(self) -> str:
        return _("Sweep the market")


@codec.register
@dataclass(frozen=True)
class EndTurn(Action):
    def label(self) -> str:
        return _("End the turn")


# == actions: choices =====================================================================

@codec.register
@dataclass(frozen=True)
class ChooseAlly(Action):
    ally: str

    def label(self) -> str:
        return _("Take the {ally}").format(ally=ally_name(self.ally))


@codec.register
@dataclass(frozen=True)
class StealFame(Action):
    die: int

    def label(self) -> str:
        return _("Steal Fame: remove Boss die {die}").format(die=self.die + 1)


@codec.register
@dataclass(frozen=True)
class ChooseZone(Action):
    zone: int

    def label(self) -> str:
        return _("Choose {zone}").format(zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class ChooseMinion(Action):
    kind: str

    def label(self) -> str:
        return _("Choose {a_minion}").format(a_minion=a_minion(self.kind))


@codec.register
@dataclass(frozen=True)
class ChooseBossDie(Action):
    die: int

    def label(self) -> str:
        return _("Take Boss die {die}").format(die=self.die + 1)


@codec.register
@dataclass(frozen=True)
class ChooseValue(Action):
    value: int

    def label(self) -> str:
        return _("Choose value {value}").format(value=self.value)


@codec.register
@dataclass(frozen=True)
class ChooseFace(Action):
    face: str

    def label(self) -> str:
        return _("Turn it to {face}").format(face=face_name(self.face))


@codec.register
@dataclass(frozen=True)
class Push(Action):
    """Stampede: move monster `seat` to `zone` (its own zone leaves it in place)."""
    seat: int
    zone: int

    def label(self, names: Sequence[str] | None = None) -> str:
        return _("{monster} to {zone}").format(monster=monster_label(self.seat, names), zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class PayPenalty(Action):
    kind: str  # "energy" or "fame"

    def label(self) -> str:
        return _("Lose 2 Energy") if self.kind == "energy" else _("Lose 1 Fame")


@codec.register
@dataclass(frozen=True)
class Accept(Action):
    yes: bool

    def label(self) -> str:
        return pgettext("answer", "Yes") if self.yes else pgettext("answer", "No")


@codec.register
@dataclass(frozen=True)
class Done(Action):
    def label(self) -> str:
        return pgettext("action", "Done")


#: The actions whose label names another Monster: `label(names)` names it by its player.
NAMING_A_MONSTER = (Heal, FootKick, UsePower, Push)
