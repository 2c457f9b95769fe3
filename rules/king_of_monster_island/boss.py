"""The Boss Phase: powers, the volcano drop, movement, Minions and Boss dice.

The Boss makes no choices of its own: every step follows the rulebook, and the
few places where the rulebook lets the players decide for it use a fixed rule
written in reference.py ("Our ruling").

A mixin of KingOfMonsterIslandState (state.py).
"""
from __future__ import annotations

from . import events as E
from .board import S_BUILDER, S_CANNON, S_FIRELING, S_SHIELD, S_SOLDIER, adjacent
from .content import BOSS_DICE, BOSS_POWERS, KINDS, SHIELD, ZONES, ordered_icons

#: Most extra Moves Fast Moving may add in one Boss Phase (content 1.2).
MAX_EXTRA_MOVES = 6


class BossMixin:
    # == the phase ===============================================================================
    def boss_phase(self) -> None:
        self._in_boss_phase = True
        self.shell_used = [False] * self.n
        try:
            self._boss_steps()
        finally:
            self._in_boss_phase = False

    def _boss_steps(self) -> None:
        # 1. BEFORE MOVEMENT, then the active Step 1 powers in threshold order.
        for p in self.boss_powers_active():
            if p.timing == "step1":
                self._boss_power(p)
                if self.result:
                    return
        # 2. The volcano drop.
        self.volcano_drop()
        # 3. Movement, then the powers that act after it.
        self.boss_move()
        for p in self.boss_powers_active():
            if p.timing == "after_move":
                self._boss_power(p)
                if self.result:
                    return
        # 4. Minions in the Boss's zone.
        self.activate_minions()
        if self.result:
            return
        # 5. Boss dice in the Boss's zone.
        self.activate_boss_dice()

    def _boss_power(self, p) -> None:
        self._events.append(E.BossPowerUsed(p.id, p.name))
        for op in p.ops:
            BOSS_OPS[op[0]](self, *op[1:])
            if self.result:
                return

    # == 2. the volcano ===========================================================================
    def volcano_drop(self) -> None:
        """Every available Boss die lands in a random zone showing a random face
        (content 0.4.5: both uniform)."""
        drop = []
        for d in range(len(self.bd_zone)):
            if self.bd_zone[d] < 0:
                z = self.rng.randrange(ZONES)
                f = self.rng.randrange(6)
                self.bd_zone[d] = z
                self.bd_face[d] = f
                drop.append((d, z, f, BOSS_DICE[d][f]))
        self._events.append(E.VolcanoDrop(tuple(drop)))

    # == 3. movement ==============================================================================
    def _tie_break(self, cands: list[int], counts: list[int]) -> int:
        """Among zones listed from most to least clockwise preference, the one
        with the most Boss dice, then the most Minions."""
        best = max(counts[c] for c in cands)
        tied = [c for c in cands if counts[c] == best]
        if len(tied) == 1:
            return tied[0]
        most = max(self.minion_total(c) for c in tied)
        for c in tied:
            if self.minion_total(c) == most:
                return c
        raise AssertionError

    def _one_move(self, z: int, counts: list[int]) -> tuple[int, str]:
        """The rulebook's three movement conditions, from zone z."""
        # Furthest clockwise first: the next zone, then this zone, then the previous.
        cands = [(z + 1) % ZONES, z, (z - 1) % ZONES]
        if max(counts[c] for c in cands) == 0:
            return (z + 1) % ZONES, "no Boss dice near: 1 zone clockwise"
        return self._tie_break(cands, counts), "most Boss dice"

    def boss_move(self) -> None:
        counts = self.boss_dice_counts()
        z = self.boss_zone
        to, how = self._one_move(z, counts)
        self._events.append(E.BossMoved(z, to, how))
        z = to
        repeat = self.boss_hook("repeat_move")
        extra = 0
        while repeat and counts[z] == 0 and extra < min(repeat, MAX_EXTRA_MOVES):
            to, how = self._one_move(z, counts)
            self._events.append(E.BossMoved(z, to, "Fast Moving"))
            z = to
            extra += 1
        if self.boss_hook("jump_to_most_dice"):
            top = max(counts)
            if top > counts[z]:
                order = [(z + i) % ZONES for i in range(1, ZONES + 1)]
                to = self._tie_break([c for c in order if counts[c] == top], counts)
                self._events.append(E.BossMoved(z, to, "Super Fast Moving"))
                z = to
        self.boss_zone = z

    # == 4. Minions ===============================================================================
    def activate_minions(self) -> None:
        z = self.boss_zone
        m = self.minions[z]
        if not any(m):
            return
        kinds = tuple(k for k, c in zip(KINDS, m) for __ in range(c))
        self._events.append(E.MinionsActivated(z, kinds))
        soldiers = m[S_SOLDIER]
        if soldiers:
            reach = self.boss_hook("soldier_range")
            zones = {z} | (set(adjacent(z)) if reach else set())
            for s in self.turn_order():
                if self.zone[s] in zones:
                    self.hurt(s, soldiers, "Soldiers", "soldier")
        cannons = m[S_CANNON]
        if cannons:
            for s in self.turn_order():
                self.hurt(s, cannons, "Cannons", "cannon")
        firelings = m[S_FIRELING]
        if firelings:
            for s in self.monsters_in(z):
                self.hurt(s, firelings, "Firelings", "fireling")
        for __ in range(m[S_BUILDER]):
            self.build_crystal(z)
            if self.result:
                return

    # == 5. Boss dice =============================================================================
    def activate_boss_dice(self) -> None:
        z = self.boss_zone
        top = BOSS_POWERS[self.boss_id][-1]
        for d in self.boss_dice_in(z):
            icons = ordered_icons(BOSS_DICE[d][self.bd_face[d]])
            self._events.append(E.BossDieActivated(d, z, icons))
            for icon in icons:
                if icon == "C":
                    self.build_crystal(z)
                elif icon == "S":
                    self.boss_fame += 1
                    self.fame_peak = max(self.fame_peak, self.boss_fame)
                    self._events.append(E.BossFameChanged(self.boss_fame, 1))
                    # Content 0.4.4: checked after the Star's Fame is gained.
                    if top.timing == "per_star" and self.boss_fame >= top.fame:
                        self._boss_power(top)
                else:
                    if not self.draw_minion(z):
                        return
                    if self.boss_hook("fireling_per_minion_icon"):
                        self.place_fireling(z)
                if self.result:
                    return
            self.bd_zone[d] = -1
            self.bd_face[d] = -1


# == Boss power primitives =========================================================================

def _targets(st, selector: str) -> list[int]:
    bz = st.boss_zone
    order = st.turn_order()
    if selector == "in_boss_zone":
        return [s for s in order if st.zone[s] == bz]
    if selector in ("near_boss", "most_health_near"):
        near = {bz, *adjacent(bz)}
        found = [s for s in order if st.zone[s] in near]
        if selector == "near_boss" or not found:
            return found
        top = max(st.health[s] for s in found)
        return [s for s in found if st.health[s] == top]
    if selector == "first_most_health_adjacent":
        near = set(adjacent(bz))
        found = [s for s in order if st.zone[s] in near]
        if not found:
            return []
        top = max(st.health[s] for s in found)
        return [next(s for s in found if st.health[s] == top)]
    if selector == "most_fame":
        top = max(st.fame)
        return [s for s in order if st.fame[s] == top]
    raise AssertionError(selector)


def _op_strike(st, selector, damage, push):
    """Damage the chosen Monsters, then push each of them (content section 1)."""
    bz = st.boss_zone
    for s in _targets(st, selector):
        st.hurt(s, damage, "the Boss")
        if not push:
            continue
        z = st.zone[s]
        if push == "clockwise":
            to = (z + 1) % ZONES
        elif push == "opposite":
            to = (bz + 3) % ZONES
        elif push == "away":
            # To the neighbour that is not the Boss's zone; clockwise from the Boss's zone.
            if z == bz:
                to = (z + 1) % ZONES
            elif (z - 1) % ZONES == bz:
                to = (z + 1) % ZONES
            else:
                to = (z - 1) % ZONES
        else:
            raise AssertionError(push)
        st.move_monster(s, to, "pushed by the Boss")


def _op_clear_locked_dice(st, where):
    st.clear_locked(st.boss_zone)


def _op_guard_shield(st):
    z = st.boss_zone
    if not st.minions[z][S_SHIELD]:
        st.pick_from_bag(z, SHIELD)


def _op_place_fireling(st):
    st.place_fireling(st.boss_zone)


def _op_flow_firelings(st):
    bz = st.boss_zone
    old = [st.minions[z][S_FIRELING] for z in range(ZONES)]
    new = [0] * ZONES
    for z in range(ZONES):
        if z == bz:
            new[z] += old[z]
        else:
            new[(z + 1) % ZONES] += old[z]
    for z in range(ZONES):
        st.minions[z][S_FIRELING] = new[z]
    if old != new:
        for z in range(ZONES):
            if z != bz and old[z]:
                for __ in range(old[z]):
                    st._events.append(E.MinionMoved(z, (z + 1) % ZONES, "fireling"))


def _op_scorch_support(st):
    for z in range(ZONES):
        if st.minions[z][S_FIRELING]:
            st.flip_support(2 * z, False)
            st.flip_support(2 * z + 1, False)


def _op_regenerate(st, n):
    if st.minions[st.boss_zone][S_FIRELING]:
        st.boss_gains(n)


def _op_erupt(st):
    for z in range(ZONES):
        f = st.minions[z][S_FIRELING]
        if f:
            for s in st.monsters_in(z):
                st.hurt(s, f, "Eruption", "fireling")


BOSS_OPS = {
    "strike": _op_strike,
    "clear_locked_dice": _op_clear_locked_dice,
    "guard_shield": _op_guard_shield,
    "place_fireling": _op_place_fireling,
    "flow_firelings": _op_flow_firelings,
    "scorch_support": _op_scorch_support,
    "regenerate": _op_regenerate,
    "erupt": _op_erupt,
}
