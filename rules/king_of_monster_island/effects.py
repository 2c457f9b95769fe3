"""Effect primitives, power hooks and the task queue.

Content entries (content.py) are data: a card's ops are tuples such as
("deal_damage", "own", 3); a power's hooks are names such as "foot_damage".
This module is the small vocabulary that gives them meaning:

* EFFECTS: name -> function(state, seat, *args), one per primitive.
* HOOKS: the modifiers the engine reads at the moment a rule needs them.
* The task queue (the shared one of rules/core/pending.py, the task at hand
  last). Every effect that needs a player's choice pushes a decision
  task; the engine runs automatic tasks in order and stops at the first
  decision, whose seat then acts (to_act). Tasks are tuples (op, seat, ...), so
  a state with choices pending saves and clones like any other.

A mixin of KingOfMonsterIslandState (state.py).
"""
from __future__ import annotations

from rules.core.pending import done, next_task, push, replace_next

from . import actions as A
from . import events as E
from .board import adjacent
from .content import (ALLY_POWERS, ALLY_THRESHOLDS, BOSS_POWERS, CARDS, FACES, KIND_INDEX, KINDS,
                      SHIELD, SUPPORT_VALUES, ZONES, Power)

#: Every hook a Keep card or an Ally power may carry, and where the engine reads it.
HOOKS = {
    "extra_dice": "dice rolled on top of 6 (monster.first_roll)",
    "extra_rerolls": "rerolls on top of 3 (monster.first_roll)",
    "unlock_range": "zones away you may Unlock from (monster)",
    "fist_range": "zones away your Fist Damage may go (monster)",
    "foot_damage": "extra Damage per Foot resolved for Damage",
    "shield_as": "Health a Shield counts as for your Damage (lowest wins)",
    "fist_group_bonus": "once per turn: +Damage for 2+ Fists together",
    "first_fist_bonus": "+Damage for the first Fist resolved each turn",
    "fist_bonus": "+Damage per Fist",
    "slayer": "once per turn: the Boss loses extra Health when you damage it",
    "shell": "Damage prevented in each Boss Phase",
    "max_health": "+maximum Health",
    "immune_cannon": "Cannons deal you no Damage",
    "immune_soldier": "Soldiers deal you no Damage",
    "heal_range": "zones away your Hearts may heal (3 = anywhere)",
    "heal_bonus": "+Health per Heart",
    "energy_bonus": "once per turn: +Energy when resolving Energy dice",
    "sweep_discount": "Energy off the market sweep",
    "first_buy_discount": "Energy off your first card each turn",
    "card_discount": "Energy off every card",
    "scrap_energy": "Energy per Builder or Cannon destroyed",
    "star_group_bonus": "once per turn: +Fame for 2+ Stars together",
    "steal_energy": "Energy per Steal Fame",
    "steal_range": "zones away you may Steal Fame from",
    "foot_any_zone": "once per turn: a Foot moves you anywhere",
    "foot_two_zones": "once per turn: a Foot moves you 2 zones",
    "charge": "once per turn: Damage in the zone a Foot moved you into",
    "wrench_bonus": "optional extra Wrenches counted in a group",
    "support_energy": "Energy per Support tile activated",
    "support_range": "zones away you may use Support tiles",
    "quick_repairs": "activate a tile in the turn you recharged it",
    "assassin": "once per turn: Damage that may hit the Boss through Minions",
}

#: Decision tasks: the seat named in the task must choose.
DECISIONS = frozenset({"ally", "alloc", "steal", "zone", "minion", "bdie", "value", "face",
                       "push", "penalty", "scent"})


class EffectsMixin:
    # == powers and hooks ========================================================================
    def _power_info(self, seat: int):
        """(powers, sums, mins, maxs) of a Monster, cached until its Ally, Fame
        or Keep cards change. sums leave out once-per-turn powers."""
        key = (self.ally[seat], self.fame[seat], len(self.keeps[seat]))
        hit = self._pcache.get(seat)
        if hit is not None and hit[0] == key:
            return hit[1]
        ally = key[0]
        fame = key[1]
        out: list[Power] = []
        if ally:
            for t, p in zip(ALLY_THRESHOLDS, ALLY_POWERS[ally]):
                if fame >= t:
                    out.append(p)
        for c in self.keeps[seat]:
            out.append(CARDS[c].power)
        sums: dict = {}
        mins: dict = {}
        maxs: dict = {}
        for p in out:
            for h, v in p.hooks.items():
                if not p.once:
                    sums[h] = sums.get(h, 0) + v
                mins[h] = min(mins.get(h, v), v)
                maxs[h] = max(maxs.get(h, v), v)
        info = (out, sums, mins, maxs)
        self._pcache[seat] = (key, info)
        return info

    def powers(self, seat: int) -> list[Power]:
        """Active powers of a Monster: its Ally's levels (low to high), then its
        Keep cards in purchase order (content 0.2)."""
        return self._power_info(seat)[0]

    def hook_sum(self, seat: int, hook: str) -> int:
        return self._power_info(seat)[1].get(hook, 0)

    def hook_min(self, seat: int, hook: str) -> int:
        return self._power_info(seat)[2].get(hook, 0)

    def hook_max(self, seat: int, hook: str) -> int:
        return self._power_info(seat)[3].get(hook, 0)

    def hook_once(self, seat: int, hook: str, use: bool = True) -> int:
        """Total of the once-per-turn powers with this hook not used yet this
        turn; with use=True they are marked used."""
        total = 0
        for p in self.powers(seat):
            if p.once and hook in p.hooks and p.id not in self.used:
                total += p.hooks[hook]
                if use:
                    self.used.append(p.id)
                    self._events.append(E.PowerUsed(seat, p.id))
        return total

    def boss_powers_active(self):
        return [p for p in BOSS_POWERS[self.boss_id] if self.boss_fame >= p.fame]

    def boss_hook(self, hook: str) -> int:
        if self.boss_defeated:
            return 0
        key = (self.boss_id, self.boss_fame)
        hit = self._bcache
        if hit is None or hit[0] != key:
            hooks: dict = {}
            for p in self.boss_powers_active():
                hooks.update(p.hooks)
            self._bcache = hit = (key, hooks)
        return hit[1].get(hook, 0)

    # == the task queue =========================================================================
    def _flush(self) -> None:
        if self._spawn:
            push(self.tasks, *self._spawn)
            self._spawn = []

    def _run(self) -> None:
        """Run automatic tasks until a decision is due or the queue is empty."""
        while self.tasks and not self.result:
            task = next_task(self.tasks)
            op = task[0]
            if op in DECISIONS:
                if self.decision_actions(task):
                    return
                done(self.tasks)      # nothing to choose any more: skip it
                continue
            done(self.tasks)
            TASKS[op](self, task)
            self._flush()
        if self.result:
            self.tasks = []
            self._spawn = []

    def do(self, seat: int, ops: tuple, subst: dict | None = None) -> None:
        """Queue a list of effect primitives for `seat`, in order."""
        for op in ops:
            if subst:
                op = tuple(subst.get(x, x) if isinstance(x, str) else x for x in op)
            self._spawn.append(("fx", seat, op))

    # == decision tasks: what each one offers ================================================
    def decision_actions(self, task: tuple) -> list:
        kind = task[0]
        seat = task[1]
        if kind == "ally":
            if self.fame[seat] <= 0 or self.ally[seat]:
                return []
            return [A.ChooseAlly(a) for a in self.allies_pool]
        if kind == "alloc":
            zone, points = task[2], task[3]
            targets = self.hit_targets(seat, zone, points)
            if not targets:
                return []
            return [A.Hit(zone, t) for t in targets] + [A.Done()]
        if kind == "steal":
            dice = self.steal_options(seat)
            return [A.StealFame(d) for d in dice] + [A.Done()] if dice else []
        if kind == "zone":
            return [A.ChooseZone(z) for z in self._zone_options(seat, task[2])]
        if kind == "minion":
            zone, mode = task[2], task[3]
            m = self.minions[zone]
            kinds = [k for i, k in enumerate(KINDS) if m[i] and (mode != "return" or k != SHIELD)]
            if not kinds:
                return []
            acts = [A.ChooseMinion(k) for k in kinds]
            return acts + [A.Done()] if mode == "return" else acts
        if kind == "bdie":
            z = self.zone[seat]
            near = (z,) + adjacent(z)
            dice = [d for d, bz in enumerate(self.bd_zone) if bz in near]
            return [A.ChooseBossDie(d) for d in dice] + [A.Done()] if dice else []
        if kind == "value":
            z = self.zone[seat]
            return [A.ChooseValue(v) for v in SUPPORT_VALUES if self.can_build_support(z, v)]
        if kind == "face":
            return [A.ChooseFace(f) for f in FACES if f != task[2]]
        if kind == "push":
            target = task[2]
            z = self.zone[target]
            return [A.Push(target, (z - 1) % ZONES), A.Push(target, z), A.Push(target, (z + 1) % ZONES)]
        if kind == "penalty":
            return [A.PayPenalty("energy"), A.PayPenalty("fame")]
        if kind == "scent":
            return [A.Accept(True), A.Accept(False)]
        raise AssertionError(f"unknown decision {kind}")

    def _zone_options(self, seat: int, which: str) -> list[int]:
        z = self.zone[seat]
        if which == "adjacent":
            return sorted(adjacent(z))
        if which == "boss_dice":
            return sorted({bz for bz in self.bd_zone if bz >= 0})
        raise AssertionError(which)

    def steal_options(self, seat: int) -> list[int]:
        z = self.zone[seat]
        if self.hook_max(seat, "steal_range") >= 1:
            near = (z,) + adjacent(z)
        else:
            near = (z,)
        return [d for d, bz in enumerate(self.bd_zone) if bz in near]

    def apply_decision(self, seat: int, action) -> None:
        task = next_task(self.tasks)
        kind = task[0]
        if kind == "ally":
            done(self.tasks)
            self.allies_pool.remove(action.ally)
            self.ally[seat] = action.ally
            self._events.append(E.AllyTaken(seat, action.ally))
        elif kind == "alloc":
            if isinstance(action, A.Done):
                done(self.tasks)
                if task[3] > 0:
                    self._events.append(E.DamageLost(seat, task[2], task[3]))
                return
            left = self.allocate(seat, action.zone, action.target, task[3])
            if left > 0:
                replace_next(self.tasks, ("alloc", seat, task[2], left))
            else:
                done(self.tasks)
        elif kind == "steal":
            if isinstance(action, A.Done):
                done(self.tasks)
                return
            self.steal(seat, action.die)
            left = task[2] - 1
            if left > 0:
                replace_next(self.tasks, ("steal", seat, left))
            else:
                done(self.tasks)
        elif kind == "zone":
            done(self.tasks)
            then, n = task[3], task[4]
            if then == "deal_damage":
                self._spawn.append(("alloc", seat, action.zone, n))
            elif then == "clear_boss_dice":
                for d in self.boss_dice_in(action.zone):
                    self.take_boss_die(d, seat)
        elif kind == "minion":
            if isinstance(action, A.Done):
                done(self.tasks)
                return
            zone, mode, left = task[2], task[3], task[4]
            self.remove_minion(zone, action.kind, "destroyed" if mode == "destroy" else "returned", seat)
            if left > 1:
                replace_next(self.tasks, ("minion", seat, zone, mode, left - 1))
            else:
                done(self.tasks)
        elif kind == "bdie":
            if isinstance(action, A.Done):
                done(self.tasks)
                return
            left, fame_each = task[2], task[3]
            self.take_boss_die(action.die, seat)
            self.gain_fame(seat, fame_each)
            if left > 1:
                replace_next(self.tasks, ("bdie", seat, left - 1, fame_each))
            else:
                done(self.tasks)
        elif kind == "value":
            done(self.tasks)
            self.build_support(self.zone[seat], action.value)
        elif kind == "face":
            done(self.tasks)
            i = self.roll.index(task[2])
            self.roll[i] = action.face
            self._events.append(E.DieTurned(seat, task[2], action.face))
        elif kind == "push":
            done(self.tasks)
            self.move_monster(action.seat, action.zone, "Stampede")
        elif kind == "penalty":
            done(self.tasks)
            if action.kind == "energy":
                self.spend_energy(seat, 2)
            else:
                self.lose_fame(seat, 1)
        elif kind == "scent":
            done(self.tasks)
            if action.yes:
                self.move_monster(seat, self.boss_zone, "Scent Tracker")
        else:
            raise AssertionError(kind)

    # == Damage allocation ========================================================================
    def hit_targets(self, seat: int, zone: int, points: int) -> list[str]:
        """What `points` of Damage in `zone` may be allocated to now (Damage Rules)."""
        if points <= 0:
            return []
        m = self.minions[zone]
        out = []
        if m[1]:  # Shields protect the other Minions and the Boss
            if points >= self.minion_cost(seat, SHIELD):
                out.append(SHIELD)
        else:
            for i in (0, 2, 3, 4):
                if m[i] and points >= self.minion_cost(seat, KINDS[i]):
                    out.append(KINDS[i])
        if self.boss_zone == zone and not self.boss_defeated:
            if not any(m) or self.hook_once(seat, "assassin", use=False):
                out.append("boss")
        return out

    def allocate(self, seat: int, zone: int, target: str, points: int) -> int:
        """Allocate Damage to one target; returns the points left."""
        if target == "boss":
            if any(self.minions[zone]):
                amount = min(points, self.hook_once(seat, "assassin"))
            else:
                amount = points
            self._events.append(E.DamageDealt(seat, zone, "boss", amount))
            extra = self.hook_once(seat, "slayer") if amount > 0 else 0
            self.boss_loses(amount + extra, seat)
            return points - amount
        cost = self.minion_cost(seat, target)
        self._events.append(E.DamageDealt(seat, zone, target, cost))
        self.remove_minion(zone, target, "destroyed", seat)
        return points - cost

    def steal(self, seat: int, die: int) -> None:
        """Steal Fame: a Boss die leaves the board and the Monster gains 1 Fame."""
        self.take_boss_die(die, seat)
        self.gain_fame(seat, 1)
        bonus = self.hook_sum(seat, "steal_energy")
        if bonus:
            self.gain_energy(seat, bonus)


# == effect primitives =========================================================================
# Each takes (state, seat, *args). "own" means the zone of `seat`'s Monster.

def _fx_deal_damage(st, seat, where, n):
    z = st.zone[seat]
    if where == "own":
        zones = [z]
    elif where == "boss_zone":
        zones = [st.boss_zone]
    elif where == "each_zone":
        zones = [(z + i) % ZONES for i in range(ZONES)]
    else:
        raise AssertionError(where)
    for zz in zones:
        st._spawn.append(("alloc", seat, zz, n))


def _who(st, seat, who):
    if who == "self":
        return [seat]
    if who == "each":
        return st.turn_order()
    z = st.zone[seat]
    if who == "zone":
        return [seat] + [s for s in st.monsters_in(z) if s != seat]
    if who == "others_in_zone":
        return [s for s in st.monsters_in(z) if s != seat]
    raise AssertionError(who)


def _fx_gain_health(st, seat, who, n):
    for s in _who(st, seat, who):
        st.heal(s, n)


def _fx_gain_energy(st, seat, who, n):
    for s in _who(st, seat, who):
        st.gain_energy(s, n)


def _fx_gain_fame(st, seat, who, n):
    for s in _who(st, seat, who):
        st.gain_fame(s, n)


def _fx_take_damage(st, seat, who, n):
    for s in _who(st, seat, who):
        st.hurt(s, n, "event")


def _fx_remove_crystal(st, seat, where, n):
    z = st.zone[seat]
    if where == "own":
        st.remove_crystals(z, n)
    elif where == "adjacent":
        for zz in adjacent(z):
            st.remove_crystals(zz, n)
    elif where == "pairs":
        for zz in range(ZONES):
            if st.crystals[zz] == 2:
                st.remove_crystals(zz, n)
    else:
        raise AssertionError(where)


def _fx_remove_pylon(st, seat, where):
    st.remove_pylon(st.zone[seat])


def _fx_destroy_minions(st, seat, where, kind, n):
    if where == "own":
        zones = [st.zone[seat]]
    elif where == "boss_area":
        zones = [st.boss_zone, *adjacent(st.boss_zone)]
    else:
        raise AssertionError(where)
    i = KIND_INDEX[kind]
    for z in zones:
        k = min(n, st.minions[z][i])
        for __ in range(k):
            # Only Shields (Shield Buster, the Monster's card: credited to it) and
            # Soldiers (Artillery Strike, an Event: nobody's) are destroyed this
            # way, so no Scrap Collector Energy is due.
            st.remove_minion(z, kind, "destroyed", seat if where == "own" else -1)


def _fx_destroy_chosen_minion(st, seat, where):
    st._spawn.append(("minion", seat, st.zone[seat], "destroy", 1))


def _fx_return_chosen_minions(st, seat, where, n):
    st._spawn.append(("minion", seat, st.zone[seat], "return", n))


def _fx_choose_zone(st, seat, options, then, n):
    st._spawn.append(("zone", seat, options, then, n))


def _fx_take_boss_dice(st, seat, n, fame_each):
    st._spawn.append(("bdie", seat, n, fame_each))


def _fx_stampede(st, seat):
    for s in st.turn_order():
        if s != seat:
            st._spawn.append(("push", seat, s))


def _fx_choose_support_value(st, seat):
    st._spawn.append(("value", seat))


def _fx_flip_support(st, seat, where, up):
    """Turn every tile face up (a recharge) or face down. A recharge by a card
    or Event is a recharge of the turn: a tile activated this turn stays used,
    and a tile recharged cannot be activated again this turn (rulebook)."""
    for i in range(ZONES * 2):
        if up and i in st.sup_act:
            continue
        if up and st.spaces[i] and st.spent[i] and i not in st.sup_rech:
            st.sup_rech.append(i)
        st.flip_support(i, up)


def _fx_extra_monster_phase(st, seat):
    # Encore!: at most 1 extra Monster Phase per turn.
    if st.extra_phase == 0:
        st.extra_phase = 1


def _fx_move_boss(st, seat, where):
    to = st.zone[seat]
    if st.boss_zone != to:
        st._events.append(E.BossTaunted(st.boss_zone, to))
        st.boss_zone = to


def _fx_boss_health(st, seat, delta):
    if delta < 0:
        st.boss_loses(-delta)
    else:
        st.boss_gains(delta)


def _fx_boss_fame(st, seat, n):
    if not st.boss_defeated:
        st.boss_fame += n
        st.fame_peak = max(st.fame_peak, st.boss_fame)
        st._events.append(E.BossFameChanged(st.boss_fame, n))


def _fx_draw_minions(st, seat, where, n):
    for __ in range(n):
        if not st.draw_minion(st.boss_zone):
            return


def _fx_build_crystal(st, seat, where):
    st.build_crystal(st.boss_zone)


def _fx_clear_locked_dice(st, seat, where):
    if where == "all":
        for z in range(ZONES):
            st.clear_locked(z)
    else:
        st.clear_locked(st.boss_zone)


def _fx_keep_tax(st, seat, energy, fame):
    """All For That?: each Monster with a Keep card pays. Our ruling: a choice
    the Monster cannot pay in full is no choice (0 Fame: it loses the Energy)."""
    for s in st.turn_order():
        if not st.keeps[s]:
            continue
        if st.energy[s] >= energy and st.fame[s] >= fame:
            st._spawn.append(("penalty", s))
        elif st.energy[s] >= energy:
            st.spend_energy(s, energy)
        else:
            st.lose_fame(s, fame)


def _fx_offer_boss_zone(st, seat):
    if st.boss_zone in adjacent(st.zone[seat]):
        st._spawn.append(("scent", seat))


def _fx_move_self(st, seat, zone):
    st.move_monster(seat, zone, "Swift Fins")


def _fx_pull_monster(st, seat, target):
    st.move_monster(target, st.zone[seat], "Rally Cry")


def _fx_move_minion(st, seat, kind, zone):
    frm = st.zone[seat]
    i = KIND_INDEX[kind]
    st.minions[frm][i] -= 1
    st.minions[zone][i] += 1
    st._events.append(E.MinionMoved(frm, zone, kind))


def _fx_move_boss_die(st, seat, die, zone):
    frm = st.bd_zone[die]
    st.bd_zone[die] = zone
    st._events.append(E.BossDieMoved(die, frm, zone))


def _fx_choose_face(st, seat, face):
    st._spawn.append(("face", seat, face))


EFFECTS = {
    "deal_damage": _fx_deal_damage,
    "gain_health": _fx_gain_health,
    "gain_energy": _fx_gain_energy,
    "gain_fame": _fx_gain_fame,
    "take_damage": _fx_take_damage,
    "remove_crystal": _fx_remove_crystal,
    "remove_pylon": _fx_remove_pylon,
    "destroy_minions": _fx_destroy_minions,
    "destroy_chosen_minion": _fx_destroy_chosen_minion,
    "return_chosen_minions": _fx_return_chosen_minions,
    "choose_zone": _fx_choose_zone,
    "take_boss_dice": _fx_take_boss_dice,
    "stampede": _fx_stampede,
    "choose_support_value": _fx_choose_support_value,
    "flip_support": _fx_flip_support,
    "extra_monster_phase": _fx_extra_monster_phase,
    "move_boss": _fx_move_boss,
    "boss_health": _fx_boss_health,
    "boss_fame": _fx_boss_fame,
    "draw_minions": _fx_draw_minions,
    "build_crystal": _fx_build_crystal,
    "clear_locked_dice": _fx_clear_locked_dice,
    "keep_tax": _fx_keep_tax,
    "offer_boss_zone": _fx_offer_boss_zone,
    "move_self": _fx_move_self,
    "pull_monster": _fx_pull_monster,
    "move_minion": _fx_move_minion,
    "move_boss_die": _fx_move_boss_die,
    "choose_face": _fx_choose_face,
}


def _task_fx(st, task):
    __, seat, op = task
    EFFECTS[op[0]](st, seat, *op[1:])


#: Automatic tasks; the flow tasks are added by state.py.
TASKS: dict = {"fx": _task_fx}

__all__ = ["EffectsMixin", "EFFECTS", "HOOKS", "DECISIONS", "TASKS"]
