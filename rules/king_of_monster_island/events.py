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
from rules.core.i18n import N_, _, named, ngettext, pgettext
from rules.core.wording import and_list, capital

from .actions import a_face, a_minion, codec, monster_label, target_name, zone_name
from .content import (MONSTER_NAMES, SUPPORT_TILES, ally_name, boss_name, card_name, face_name, minion_name,
                      monster_name, power_name)


# == words =================================================================================

def _n(names: Sequence[str], seat: int) -> str:
    return monster_label(seat, names)


def icon_words(icon: str, n: int) -> str:
    """n icons of a Boss die (content.BOSS_DICE: M Minion, C Crystal, S Star): "a Minion", "2 Stars"."""
    if icon == "M":
        return ngettext("a Minion", "{n} Minions", n).format(n=n)
    if icon == "C":
        return ngettext("a Crystal", "{n} Crystals", n).format(n=n)
    return ngettext("a Star", "{n} Stars", n).format(n=n)


def boss_face_words(icons: str) -> str:
    """A Boss die face as a player reads it: "a Minion and a Star", "2 Minions", "blank"."""
    parts = [icon_words(icon, icons.count(icon)) for icon in "CSM" if icons.count(icon)]
    return and_list(parts) if parts else pgettext("Boss die face", "blank")


def boss_phase() -> LogTurn:
    """The Boss Phase's stretch of the log: its first step (a power or the volcano)
    begins it, the Monster's roll goes back to the Monster's turn."""
    return LogTurn(heading=_("The Boss Phase"))


#: the causes events carry (language-free, as the rules name them): their words
CAUSES = {"Soldiers": N_("Soldiers"), "Cannons": N_("Cannons"), "Firelings": N_("Firelings"),
          "the Boss": N_("the Boss"), "pushed by the Boss": N_("pushed by the Boss"), "Eruption": N_("Eruption"),
          "event": N_("event"), "Stampede": N_("Stampede"), "Scent Tracker": N_("Scent Tracker"),
          "Swift Fins": N_("Swift Fins"), "Rally Cry": N_("Rally Cry"), "Foot": N_("Foot"),
          "kicked": N_("kicked"), "no Boss dice near: 1 zone clockwise": N_("no Boss dice near: 1 zone clockwise"),
          "most Boss dice": N_("most Boss dice"), "Fast Moving": N_("Fast Moving"),
          "Super Fast Moving": N_("Super Fast Moving")}


def cause_words(cause: str) -> str:
    return named(CAUSES, cause)


def ending_sentence(won: bool, ending: str, subject: str, log: bool = False) -> str:
    """Why the game ended: "Won: the Crystal Dragon has 0 Health." (for the results),
    or the log's "Victory: ..." line. `subject` is the id of the Boss or the
    Monster the ending names (older saves: the words of the Monster's name)."""
    if ending == "boss_down":
        boss = boss_name(subject)
        return (_("Victory: the {boss} has 0 Health") if log else _("Won: the {boss} has 0 Health.")).format(boss=boss)
    if ending == "third_pylon":
        return _("Defeat: a third Pylon opened the portal") if log else _("Lost: a third Pylon opened the portal.")
    if ending == "monster_down":
        who = monster_name(subject) if subject in MONSTER_NAMES else subject.split(" began")[0]
        return (_("Defeat: {monster} began its Monster Phase at 0 Health") if log
                else _("Lost: {monster} began its Monster Phase at 0 Health.")).format(monster=who)
    if ending == "empty_bag":
        return (_("Defeat: a Minion had to be drawn from an empty bag") if log
                else _("Lost: a Minion had to be drawn from an empty bag."))
    if won:
        return _("Victory") if log else _("The team has won.")
    return _("Defeat") if log else _("The team has lost.")


# == events =================================================================================


@codec.register
@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int

    def text(self, names):
        return _("Turn {turn}: {player}").format(turn=self.turn, player=_n(names, self.seat))

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class BossPowerUsed(Event):
    power: str
    name: str

    def text(self, names):
        return _("The Boss uses {power}").format(power=power_name(self.power))

    def log_turn(self):
        return boss_phase()


@codec.register
@dataclass(frozen=True)
class VolcanoDrop(Event):
    """Boss dice dropped into the volcano: ((die, zone, face index, icons), ...)."""
    dice: tuple
    reveals = True

    def text(self, names):
        if not self.dice:
            return _("No Boss die is available to drop")
        parts = [_("die {die} to {zone} ({icons})").format(die=d + 1, zone=zone_name(z), icons=boss_face_words(icons))
                 for d, z, _f, icons in self.dice]
        return _("Volcano: {drops}").format(drops=", ".join(parts))

    def log_turn(self):
        return boss_phase()


@codec.register
@dataclass(frozen=True)
class BossMoved(Event):
    from_zone: int
    to_zone: int
    how: str

    def text(self, names):
        if self.from_zone == self.to_zone:
            return _("The Boss stays in {zone}").format(zone=zone_name(self.to_zone))
        return _("The Boss moves to {zone} ({how})").format(zone=zone_name(self.to_zone), how=cause_words(self.how))


@codec.register
@dataclass(frozen=True)
class MinionsActivated(Event):
    zone: int
    kinds: tuple

    def text(self, names):
        return _("Minions activate in {zone}: {minions}").format(
            zone=zone_name(self.zone), minions=", ".join(minion_name(k) for k in self.kinds))


@codec.register
@dataclass(frozen=True)
class BossDieActivated(Event):
    die: int
    zone: int
    icons: str

    def text(self, names):
        return _("Boss die {die} activates in {zone} ({icons})").format(
            die=self.die + 1, zone=zone_name(self.zone), icons=boss_face_words(self.icons))


@codec.register
@dataclass(frozen=True)
class MonsterHurt(Event):
    seat: int
    amount: int
    health: int
    cause: str

    def text(self, names):
        if self.amount == 0:
            return _("{player} takes no Damage ({cause})").format(player=_n(names, self.seat),
                                                                cause=cause_words(self.cause))
        return ngettext("{player} takes {n} Damage ({cause}): {health} Health",
                        "{player} takes {n} Damage ({cause}): {health} Health", self.amount).format(
            player=_n(names, self.seat), n=self.amount, cause=cause_words(self.cause), health=self.health)


@codec.register
@dataclass(frozen=True)
class MonsterHealed(Event):
    seat: int
    amount: int
    health: int

    def text(self, names):
        return _("{player} gains {n} Health: {health}").format(player=_n(names, self.seat), n=self.amount,
                                                             health=self.health)


@codec.register
@dataclass(frozen=True)
class MonsterMoved(Event):
    seat: int
    from_zone: int
    to_zone: int
    cause: str

    def text(self, names):
        return _("{player} moves to {zone} ({cause})").format(player=_n(names, self.seat), zone=zone_name(self.to_zone),
                                                            cause=cause_words(self.cause))


@codec.register
@dataclass(frozen=True)
class MinionArrived(Event):
    zone: int
    kind: str
    source: str  # "bag" (a random draw), "bag_pick", "pool" (Fireling)
    reveals = True

    def text(self, names):
        return capital(_("{a_minion} arrives in {zone}").format(a_minion=a_minion(self.kind), zone=zone_name(self.zone)))


@codec.register
@dataclass(frozen=True)
class MinionRemoved(Event):
    zone: int
    kind: str
    how: str  # "destroyed" or "returned"

    def text(self, names):
        if self.how == "returned":
            text = _("{a_minion} in {zone} is returned")
        else:
            text = _("{a_minion} in {zone} is destroyed")
        return capital(text.format(a_minion=a_minion(self.kind), zone=zone_name(self.zone)))


@codec.register
@dataclass(frozen=True)
class MinionMoved(Event):
    from_zone: int
    to_zone: int
    kind: str

    def text(self, names):
        return capital(_("{a_minion} moves from {from_zone} to {to_zone}").format(
            a_minion=a_minion(self.kind), from_zone=zone_name(self.from_zone), to_zone=zone_name(self.to_zone)))


@codec.register
@dataclass(frozen=True)
class CrystalBuilt(Event):
    zone: int
    displaced: str  # the face of a Locked die pushed off its space, or ""

    def text(self, names):
        if self.displaced:
            return _("A Crystal is built in {zone} (a Locked {face} die is pushed off)").format(
                zone=zone_name(self.zone), face=face_name(self.displaced))
        return _("A Crystal is built in {zone}").format(zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class PylonBuilt(Event):
    zone: int
    value: int
    replaced: str
    pylons: int

    def text(self, names):
        return _("A Pylon rises in {zone} ({pylons} on the island)").format(zone=zone_name(self.zone),
                                                                           pylons=self.pylons)


@codec.register
@dataclass(frozen=True)
class CrystalRemoved(Event):
    zone: int

    def text(self, names):
        return _("A Crystal is removed from {zone}").format(zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class PylonRemoved(Event):
    zone: int
    value: int

    def text(self, names):
        return _("A Pylon is removed from {zone}").format(zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class BossHealthChanged(Event):
    health: int
    delta: int

    def text(self, names):
        if self.delta < 0:
            return _("The Boss loses {n} Health: {health}").format(n=-self.delta, health=self.health)
        return _("The Boss gains {n} Health: {health}").format(n=self.delta, health=self.health)


@codec.register
@dataclass(frozen=True)
class BossFameChanged(Event):
    fame: int
    delta: int

    def text(self, names):
        return _("The Boss gains {n} Fame: {fame}").format(n=self.delta, fame=self.fame)


@codec.register
@dataclass(frozen=True)
class DiceRolled(Event):
    seat: int
    faces: tuple
    rerolled: tuple         # the dice that left the hand: every die on the turn's first roll
    first: bool = False     # the turn's first roll, not a reroll
    reveals = True

    def text(self, names):
        faces = ", ".join(face_name(f) for f in self.faces)
        if self.first:
            return _("{player} rolls: {faces}").format(player=_n(names, self.seat), faces=faces)
        # a reroll says what the rerolled dice landed on, then the whole Roll
        return ngettext("{player} rerolls {n} die: {new} (the Roll: {faces})",
                        "{player} rerolls {n} dice: {new} (the Roll: {faces})", len(self.rerolled)).format(
            player=_n(names, self.seat), n=len(self.rerolled), faces=faces,
            new=", ".join(face_name(self.faces[i]) for i in self.rerolled))

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class DieLocked(Event):
    seat: int
    zone: int
    face: str

    def text(self, names):
        return _("{player} locks {a_face} in {zone}").format(player=_n(names, self.seat), a_face=a_face(self.face),
                                                             zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class DieUnlocked(Event):
    seat: int
    zone: int
    face: str

    def text(self, names):
        return _("{player} unlocks {a_face} from {zone}").format(player=_n(names, self.seat), a_face=a_face(self.face),
                                                                 zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class LockedDiceCleared(Event):
    zone: int
    faces: tuple

    def text(self, names):
        return _("Locked dice leave {zone}: {faces}").format(zone=zone_name(self.zone),
                                                             faces=", ".join(face_name(f) for f in self.faces))


@codec.register
@dataclass(frozen=True)
class DieTurned(Event):
    seat: int
    from_face: str
    to_face: str

    def text(self, names):
        return _("{player} turns {a_face} to {face}").format(player=_n(names, self.seat), a_face=a_face(self.from_face),
                                                             face=face_name(self.to_face))


@codec.register
@dataclass(frozen=True)
class FameChanged(Event):
    seat: int
    fame: int
    delta: int

    def text(self, names):
        if self.delta >= 0:
            text = _("{player} gains {n} Fame: {fame}")
        else:
            text = _("{player} loses {n} Fame: {fame}")
        return text.format(player=_n(names, self.seat), n=abs(self.delta), fame=self.fame)


@codec.register
@dataclass(frozen=True)
class EnergyChanged(Event):
    seat: int
    energy: int
    delta: int

    def text(self, names):
        if self.delta >= 0:
            text = _("{player} gains {n} Energy: {energy}")
        else:
            text = _("{player} spends {n} Energy: {energy}")
        return text.format(player=_n(names, self.seat), n=abs(self.delta), energy=self.energy)


@codec.register
@dataclass(frozen=True)
class BossDieRemoved(Event):
    die: int
    zone: int
    seat: int

    def text(self, names):
        if self.seat < 0:
            return _("An effect removes Boss die {die} from {zone}").format(die=self.die + 1, zone=zone_name(self.zone))
        return _("{player} removes Boss die {die} from {zone}").format(player=_n(names, self.seat), die=self.die + 1,
                                                                       zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class BossDieMoved(Event):
    die: int
    from_zone: int
    to_zone: int

    def text(self, names):
        return _("Boss die {die} moves from {from_zone} to {to_zone}").format(
            die=self.die + 1, from_zone=zone_name(self.from_zone), to_zone=zone_name(self.to_zone))


@codec.register
@dataclass(frozen=True)
class BossTaunted(Event):
    from_zone: int
    to_zone: int

    def text(self, names):
        return _("The Boss is lured to {zone}").format(zone=zone_name(self.to_zone))


@codec.register
@dataclass(frozen=True)
class SupportBuilt(Event):
    zone: int
    value: int
    tile: str
    reveals = True

    def text(self, names):
        t = SUPPORT_TILES[self.tile]
        face = _("any face") if t.face == "any" else face_name(t.face)
        if t.energy:
            text = _("Support {value} built in {zone}: {face} + Energy")
        else:
            text = _("Support {value} built in {zone}: {face}")
        return text.format(value=self.value, zone=zone_name(self.zone), face=face)


@codec.register
@dataclass(frozen=True)
class SupportFlipped(Event):
    zone: int
    value: int
    up: bool

    def text(self, names):
        if self.up:
            text = _("Support {value} in {zone} is recharged")
        else:
            text = _("Support {value} in {zone} is turned face down")
        return text.format(value=self.value, zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class SupportActivated(Event):
    seat: int
    zone: int
    value: int
    face: str

    def text(self, names):
        return _("{player} activates Support {value} in {zone}: {face}").format(
            player=_n(names, self.seat), value=self.value, zone=zone_name(self.zone), face=face_name(self.face))


@codec.register
@dataclass(frozen=True)
class DamageDealt(Event):
    seat: int
    zone: int
    target: str
    points: int

    def text(self, names):
        return ngettext("{player} deals {n} Damage to {target} in {zone}",
                        "{player} deals {n} Damage to {target} in {zone}", self.points).format(
            player=_n(names, self.seat), n=self.points, target=target_name(self.target), zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class DamageLost(Event):
    """Damage a card dealt that its Monster let go unallocated (Done)."""
    seat: int
    zone: int
    points: int

    def text(self, names):
        return ngettext("{player} lets {n} Damage in {zone} go unused", "{player} lets {n} Damage in {zone} go unused",
                        self.points).format(player=_n(names, self.seat), n=self.points, zone=zone_name(self.zone))


@codec.register
@dataclass(frozen=True)
class CardBought(Event):
    seat: int
    card: str
    slot: int
    cost: int

    def text(self, names):
        return _("{player} buys {card} for {cost} Energy").format(player=_n(names, self.seat),
                                                                  card=card_name(self.card), cost=self.cost)


@codec.register
@dataclass(frozen=True)
class CardRevealed(Event):
    slot: int   # -1 for an Event card, which never takes a slot
    card: str
    reveals = True
    offers = True

    def text(self, names):
        return _("Revealed: {card}").format(card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class MarketSwept(Event):
    seat: int
    cards: tuple

    def text(self, names):
        return _("{player} sweeps the market").format(player=_n(names, self.seat))


@codec.register
@dataclass(frozen=True)
class AllyTaken(Event):
    seat: int
    ally: str

    def text(self, names):
        return _("{player} is joined by the {ally}").format(player=_n(names, self.seat), ally=ally_name(self.ally))


@codec.register
@dataclass(frozen=True)
class AllyReturned(Event):
    seat: int
    ally: str

    def text(self, names):
        return _("The {ally} leave {player}").format(ally=ally_name(self.ally), player=_n(names, self.seat))


@codec.register
@dataclass(frozen=True)
class PowerUsed(Event):
    seat: int
    power: str
    #: used at the start of the Monster's Monster Phase: the log is in its turn from here
    phase_start: bool = False

    def text(self, names):
        return _("{player}: {power}").format(player=_n(names, self.seat), power=power_name(self.power))

    def log_turn(self):
        return LogTurn(self.seat) if self.phase_start else None


@codec.register
@dataclass(frozen=True)
class ExtraPhase(Event):
    seat: int

    def text(self, names):
        return _("{player} plays an extra Monster Phase").format(player=_n(names, self.seat))

    def log_turn(self):
        return LogTurn(self.seat)


@codec.register
@dataclass(frozen=True)
class BossDefeated(Event):
    boss: str

    def text(self, names):
        return _("{boss} is defeated!").format(boss=boss_name(self.boss))


@codec.register
@dataclass(frozen=True)
class NextBoss(Event):
    boss: str
    zone: int
    health: int

    def text(self, names):
        return _("{boss} arrives in {zone} with {health} Health").format(boss=boss_name(self.boss),
                                                                         zone=zone_name(self.zone), health=self.health)


@codec.register
@dataclass(frozen=True)
class GameOver(Event):
    """`ending`: a key of board.ENDINGS; `subject`: the id of the Boss or the
    Monster it names (ids, never words: the words are made when shown)."""
    won: bool
    ending: str
    subject: str = ""

    def text(self, names):
        return ending_sentence(self.won, self.ending, self.subject, log=True)
