"""The Monster Phase: rolling, then resolving, Locking and Unlocking dice,
Support tiles and the action powers of cards and Allies.

Actions are small on purpose (one group of one face, one target, one set of
dice rerolled), so each step offers a modest list and every choice the rulebook
gives is a choice of the player.

A mixin of KingOfMonsterIslandState (state.py).
"""
from __future__ import annotations

from . import actions as A
from . import events as E
from .board import PYLON, adjacent, distance, space_index
from .content import (ANY_FACE, DICE_PER_ROLL, ENERGY, ENERGY_TABLE, FACES, FIST, FOOT, HEART, KINDS,
                      MONSTER_DICE, POWERS, REROLLS, SHIELD, STAR, SUPPORT_TILES, WRENCH, ZONES)

_STOP = A.StopRolling()
_REROLL_SETS: dict[int, tuple] = {}


def reroll_sets(n: int) -> tuple:
    """Every RerollDice for a Roll of n dice, the fewest dice first, then by position."""
    sets = _REROLL_SETS.get(n)
    if sets is None:
        subsets = [tuple(i for i in range(n) if mask >> i & 1) for mask in range(1, 1 << n)]
        subsets.sort(key=lambda d: (len(d), d))
        sets = _REROLL_SETS[n] = tuple(A.RerollDice(d) for d in subsets)
    return sets


_ENERGY, _FOOT_DAMAGE, _DROP, _END_RESOLVE = A.GainEnergy(), A.FootDamage(), A.DropVirtual(), A.EndResolve()


def energy_for(k: int) -> int:
    """Energy from k Energy dice resolved together: groups of 5 first (rulebook)."""
    return 15 * (k // 5) + ENERGY_TABLE[k % 5]


class MonsterMixin:
    # == starting the phase =========================================================================
    def phase_start(self) -> None:
        """Start of a Monster Phase. A Monster at 0 Health that can still use a
        Support tile in its zone (it is its turn) waits for BeginMonsterPhase;
        otherwise the phase begins at once."""
        seat = self.active
        self.phase = "start"
        if self.health[seat] <= 0 and self.support_actions(seat):
            return
        self.begin_phase()

    def begin_phase(self) -> None:
        """The defeat check, then start-of-phase powers (Ally levels low to high,
        then Keep cards in purchase order), then the roll."""
        seat = self.active
        if self.health[seat] <= 0:
            self.lose("monster_down", self.monsters[seat])
            return
        for p in self.powers(seat):
            if p.start:
                self._events.append(E.PowerUsed(seat, p.id, phase_start=True))
                self.do(seat, p.start)
        self._spawn.append(("roll", seat))

    def first_roll(self) -> None:
        seat = self.active
        n = DICE_PER_ROLL + self.hook_sum(seat, "extra_dice")
        short = n - (MONSTER_DICE - self.locked_total())
        if short > 0:
            self._take_back_locked(short)
        self.roll = [FACES[self.rng.randrange(6)] for __ in range(n)]
        self.marks = [False] * n
        self.rerolls = REROLLS + self.hook_sum(seat, "extra_rerolls")
        self.virtual = ""
        self.drop_damage()
        self.phase = "rolling"
        self._events.append(E.DiceRolled(seat, tuple(self.roll), tuple(range(n)), first=True))

    def _take_back_locked(self, k: int) -> None:
        """Not enough dice to roll: Locked dice leave the board. Our ruling: those
        farthest from the active Monster first (clockwise side first on a tie),
        the earliest Locked first within a zone."""
        z = self.zone[self.active]
        order = []
        for d in (3, 2, 1, 0):
            for zz in ((z + d) % ZONES, (z - d) % ZONES):
                if zz not in order:
                    order.append(zz)
        for zz in order:
            while k > 0 and self.locked[zz]:
                face = self.locked[zz].pop(0)
                self.fresh[zz] = min(self.fresh[zz], len(self.locked[zz]))
                self._events.append(E.LockedDiceCleared(zz, (face,)))
                k -= 1
            if k == 0:
                return

    # == rolling ====================================================================================
    def rolling_actions(self) -> list:
        return [*reroll_sets(len(self.roll)), _STOP]

    def old_rolling_ok(self, action) -> bool:
        """Whether an older save's ToggleReroll / Reroll may be replayed now
        (the same rules as RerollDice: a die of the Roll, at least one marked)."""
        if type(action) is A.ToggleReroll:
            return 0 <= action.die < len(self.roll)
        return any(self.marks)

    def apply_rolling(self, seat: int, action) -> None:
        t = type(action)
        if t is A.ToggleReroll:
            self.marks[action.die] = not self.marks[action.die]
            return
        if t is A.StopRolling:
            self.phase = "resolving"
            self.marks = []
            return
        idx = action.dice if t is A.RerollDice else tuple(i for i, m in enumerate(self.marks) if m)
        for i in idx:
            self.roll[i] = FACES[self.rng.randrange(6)]
        self.rerolls -= 1
        self.marks = [False] * len(self.roll)
        self._events.append(E.DiceRolled(seat, tuple(self.roll), idx))
        if self.rerolls <= 0:
            self.phase = "resolving"
            self.marks = []

    # == resolving: what may be done =====================================================================
    def count(self, face: str) -> int:
        """Dice of a face available to resolve: the Roll (only while resolving)
        plus the Support die."""
        rolled = self.roll.count(face) if self.phase == "resolving" else 0
        return rolled + (self.virtual == face)

    def heal_targets(self, seat: int) -> list[int]:
        z = self.zone[seat]
        reach = self.hook_max(seat, "heal_range")
        return [s for s in self.turn_order()
                if distance(self.zone[s], z) <= reach and self.health[s] < self.max_health(s)]

    def fist_zones(self, seat: int) -> list[int]:
        z = self.zone[seat]
        if self.hook_max(seat, "fist_range") >= 1:
            return [z, *sorted(adjacent(z))]
        return [z]

    def foot_destinations(self, seat: int) -> list[int]:
        z = self.zone[seat]
        out = {(z - 1) % ZONES, (z + 1) % ZONES}
        if self.hook_once(seat, "foot_two_zones", use=False):
            out |= {(z - 2) % ZONES, (z + 2) % ZONES}
        if self.hook_once(seat, "foot_any_zone", use=False):
            out |= set(range(ZONES)) - {z}
        return sorted(out)

    def build_options(self, seat: int) -> list[tuple[int, int]]:
        """(wrenches, value) groups worth resolving: the fewest dice for each value,
        with the optional "+1 Wrench" bonuses (content 0.1, Wrench count)."""
        nw = self.count(WRENCH)
        if not nw:
            return []
        bonus = self.hook_sum(seat, "wrench_bonus")
        z = self.zone[seat]
        out = []
        for value in (3, 4):
            k = max(1, value - bonus)
            if k <= nw and (value == 4 or k <= 3) and self.can_build_support(z, value):
                out.append((k, value))
        return out

    def support_spaces(self, seat: int) -> list[int]:
        z = self.zone[seat]
        zones = [z]
        if self.hook_max(seat, "support_range") >= 1:
            zones += sorted(adjacent(z))
        return [2 * zz + v for zz in zones for v in (0, 1)]

    def support_actions(self, seat: int) -> list:
        acts = []
        quick = self.hook_sum(seat, "quick_repairs")
        for i in self.support_spaces(seat):
            tile = self.spaces[i]
            if not tile or tile == PYLON:
                continue
            zone, value = i // 2, 3 + i % 2
            if not self.spent[i]:
                if i in self.sup_rech and not quick:
                    continue
                face = SUPPORT_TILES[tile].face
                faces = FACES if face == ANY_FACE else (face,)
                acts.extend(A.ActivateSupport(zone, value, f) for f in faces)
            elif i not in self.sup_act:
                acts.append(A.RechargeSupport(zone, value))
        return acts

    def power_actions(self, seat: int) -> list:
        acts = []
        z = self.zone[seat]
        v = self.virtual
        for p in self.powers(seat):
            pa = p.action
            if pa is None or (p.once and p.id in self.used):
                continue
            if pa.pay:
                if pa.pay[0] == "face":
                    face, k = pa.pay[1], pa.pay[2]
                    if (v and v != face) or self.count(face) < k:
                        continue
                elif v or self.energy[seat] < pa.pay[1]:
                    continue
            elif v:
                continue
            if pa.needs == "crystal" and not self.crystals[z]:
                continue
            if pa.needs == "pylon" and not self.pylons_in(z):
                continue
            if pa.needs == "no_shield" and self.minions[z][1]:
                continue
            t = pa.target
            if t == "":
                acts.append(A.UsePower(p.id))
            elif t == "zone":
                acts.extend(A.UsePower(p.id, zone=zz) for zz in sorted(adjacent(z)))
            elif t == "monster":
                near = adjacent(z)
                acts.extend(A.UsePower(p.id, seat=s) for s in self.turn_order()
                            if s != seat and self.zone[s] in near)
            elif t == "minion_to":
                m = self.minions[z]
                for i, kind in enumerate(KINDS):
                    if m[i] and kind != SHIELD:
                        acts.extend(A.UsePower(p.id, kind=kind, zone=zz) for zz in sorted(adjacent(z)))
            elif t == "boss_die_to":
                for d, bz in enumerate(self.bd_zone):
                    if bz >= 0:
                        acts.extend(A.UsePower(p.id, die=d, zone=zz) for zz in sorted(adjacent(bz)))
            elif t == "die_face":
                acts.extend(A.UsePower(p.id, face=f) for f in FACES if f in self.roll)
            else:
                raise AssertionError(t)
        return acts

    def face_actions(self, seat: int) -> list:
        """The resolutions of the dice that may be resolved now: the Support die
        alone while it waits, else the dice of the Roll."""
        acts: list = []
        z = self.zone[seat]
        v = self.virtual

        def allowed(face: str) -> bool:
            return (v == face) if v else (face in self.roll and self.phase == "resolving")

        if allowed(HEART):
            acts.extend(A.Heal(s) for s in self.heal_targets(seat))
        if allowed(ENERGY):
            acts.append(_ENERGY)
        if allowed(STAR):
            acts.extend(A.GainFame(k) for k in range(1, self.count(STAR) + 1))
        if allowed(FIST):
            nf = self.count(FIST)
            for zz in self.fist_zones(seat):
                acts.extend(A.Fists(k, zz) for k in range(1, nf + 1))
        if allowed(FOOT):
            acts.append(_FOOT_DAMAGE)
            acts.extend(A.FootMove(zz) for zz in self.foot_destinations(seat))
            near = sorted(adjacent(z))
            for s in self.turn_order():
                if s != seat and self.zone[s] == z:
                    acts.extend(A.FootKick(s, zz) for zz in near)
        if allowed(WRENCH):
            acts.extend(A.BuildSupport(k, val) for k, val in self.build_options(seat))
        return acts

    def free_actions(self, seat: int) -> list:
        """What may be done at any point of the turn (rulebook, Activate Support):
        while a Support tile's die waits, only resolving it (or leaving it);
        else allocating Damage waiting in a zone and using Support tiles."""
        if self.virtual:
            return [*self.face_actions(seat), _DROP]
        return [*self.hit_actions(seat), *self.support_actions(seat)]

    def resolving_actions(self, seat: int) -> list:
        acts = self.face_actions(seat)
        acts.extend(self.power_actions(seat))
        if self.virtual:
            acts.append(_DROP)
            return acts
        acts.extend(self.hit_actions(seat))
        z = self.zone[seat]
        if self.free_spaces(z) > 0:
            seen = []
            for f in self.roll:
                if f not in seen:
                    seen.append(f)
            acts.extend(A.Lock(f) for f in FACES if f in seen)
        reach = self.hook_max(seat, "unlock_range")
        for zz in ([z, *sorted(adjacent(z))] if reach else [z]):
            acts.extend(A.Unlock(zz, f) for f in FACES if f in self.locked[zz])
        acts.extend(self.support_actions(seat))
        acts.append(_END_RESOLVE)
        return acts

    # == Damage: one group at a time ==================================================================
    def damage_waiting(self, z: int) -> int:
        """All the Damage waiting in zone z: the open group and the earlier groups' rest."""
        return self.pool[z] + sum(self.spare[z])

    def biggest_group(self, z: int) -> int:
        """The most Damage one group has left in zone z: what one Minion may take."""
        return max(self.pool[z], max(self.spare[z], default=0))

    def hit_actions(self, seat: int) -> list:
        acts = []
        for zz in range(ZONES):
            if self.damage_waiting(zz):
                acts.extend(A.Hit(zz, t) for t in self.hit_targets(seat, zz, self.biggest_group(zz)))
        return acts

    def close_damage_group(self) -> None:
        """Something other than Damage was done: the Damage resolved so far is one
        group, and what is left of it never adds up with later Damage on a Minion."""
        for z in range(ZONES):
            if self.pool[z]:
                self.spare[z].append(self.pool[z])
                self.pool[z] = 0

    def drop_damage(self) -> None:
        """Unused Damage is lost (moving, the end of resolving, a new roll)."""
        self.pool = [0] * ZONES
        self.spare = [[] for __ in range(ZONES)]

    def hit(self, seat: int, z: int, target: str) -> None:
        """Spend waiting Damage in zone z on one target. The Boss takes Damage of
        every group; a Minion takes it from one group: the smallest that is
        enough, an earlier group's rest before the open group on a tie."""
        if target == "boss":
            total = self.damage_waiting(z)
            left = self.allocate(seat, z, target, total)
            self._spend(z, total - left)
            return
        cost = self.minion_cost(seat, target)
        fits = sorted((p, i) for i, p in enumerate(self.spare[z]) if p >= cost)
        if fits and (self.pool[z] < cost or fits[0][0] <= self.pool[z]):
            i = fits[0][1]
            self.spare[z][i] = self.allocate(seat, z, target, self.spare[z][i])
            if not self.spare[z][i]:
                del self.spare[z][i]
        else:
            self.pool[z] = self.allocate(seat, z, target, self.pool[z])

    def _spend(self, z: int, n: int) -> None:
        """Take n points from zone z's waiting Damage, earlier groups first."""
        while n > 0 and self.spare[z]:
            k = min(n, self.spare[z][0])
            self.spare[z][0] -= k
            n -= k
            if not self.spare[z][0]:
                self.spare[z].pop(0)
        self.pool[z] -= min(n, self.pool[z])

    # == resolving: doing it ========================================================================
    def take(self, face: str, k: int) -> None:
        """Use k dice of a face: the Support die first, then dice of the Roll.
        Used dice become available again."""
        if self.virtual == face and k > 0:
            self.virtual = ""
            k -= 1
        for __ in range(k):
            self.roll.remove(face)

    def apply_resolving(self, seat: int, action) -> None:
        t = type(action)
        z = self.zone[seat]
        if t is A.Heal:
            self.take(HEART, 1)
            self.heal(action.seat, 1 + self.hook_sum(seat, "heal_bonus"))
        elif t is A.GainEnergy:
            k = self.count(ENERGY)
            self.take(ENERGY, k)
            self.gain_energy(seat, energy_for(k) + self.hook_once(seat, "energy_bonus"))
        elif t is A.GainFame:
            k = action.stars
            self.take(STAR, k)
            bonus = self.hook_once(seat, "star_group_bonus") if k >= 2 else 0
            self.gain_fame(seat, k + bonus)
            self._spawn.append(("steal", seat, k))
        elif t is A.Fists:
            k = action.count
            self.take(FIST, k)
            dmg = k * (2 + self.hook_sum(seat, "fist_bonus"))
            if "first_fist" not in self.used:
                self.used.append("first_fist")
                dmg += self.hook_sum(seat, "first_fist_bonus")
            if k >= 2:
                dmg += self.hook_once(seat, "fist_group_bonus")
            self.pool[action.zone] += dmg
        elif t is A.FootDamage:
            self.take(FOOT, 1)
            self.pool[z] += 1 + self.hook_sum(seat, "foot_damage")
        elif t is A.FootMove:
            self.take(FOOT, 1)
            d = distance(z, action.zone)
            if d == 2 and self.hook_once(seat, "foot_two_zones", use=False):
                self.hook_once(seat, "foot_two_zones")
            elif d >= 2:
                self.hook_once(seat, "foot_any_zone")
            self.move_monster(seat, action.zone, "Foot")
            charge = self.hook_once(seat, "charge")
            if charge:
                self.pool[action.zone] += charge
        elif t is A.FootKick:
            self.take(FOOT, 1)
            self.move_monster(action.seat, action.zone, "kicked")
        elif t is A.BuildSupport:
            self.take(WRENCH, action.wrenches)
            self.build_support(z, action.value)
        elif t is A.Hit:
            self.hit(seat, action.zone, action.target)
        elif t is A.Lock:
            self.roll.remove(action.face)
            self.locked[z].append(action.face)
            self.fresh[z] += 1
            self._events.append(E.DieLocked(seat, z, action.face))
        elif t is A.Unlock:
            dice = self.locked[action.zone]
            i = dice.index(action.face)                    # the earliest Locked of that face
            if i >= len(dice) - self.fresh[action.zone]:
                self.fresh[action.zone] -= 1               # it was Locked this turn
            del dice[i]
            self.roll.append(action.face)
            self._events.append(E.DieUnlocked(seat, action.zone, action.face))
        elif t is A.ActivateSupport:
            i = space_index(action.zone, action.value)
            tile = SUPPORT_TILES[self.spaces[i]]
            self.spent[i] = True
            self.sup_act.append(i)
            self._events.append(E.SupportActivated(seat, action.zone, action.value, action.face))
            cubes = (1 if tile.energy else 0) + self.hook_sum(seat, "support_energy")
            if cubes:
                self.gain_energy(seat, cubes)
            self.virtual = action.face
        elif t is A.RechargeSupport:
            i = space_index(action.zone, action.value)
            self.flip_support(i, True)
            self.sup_rech.append(i)
        elif t is A.UsePower:
            self.use_power(seat, action)
        elif t is A.DropVirtual:
            self.virtual = ""
        elif t is A.EndResolve:
            self.roll = []
            self.marks = []
            self.drop_damage()
            self.phase = "buying"
        else:
            raise AssertionError(action)

    def use_power(self, seat: int, action) -> None:
        p = POWERS[action.power]
        pa = p.action
        if pa.pay:
            if pa.pay[0] == "face":
                self.take(pa.pay[1], pa.pay[2])
            else:
                self.spend_energy(seat, pa.pay[1])
        if p.once:
            self.used.append(p.id)
        self._events.append(E.PowerUsed(seat, p.id))
        self.do(seat, pa.ops, {"$zone": action.zone, "$seat": action.seat, "$kind": action.kind,
                               "$die": action.die, "$face": action.face})
