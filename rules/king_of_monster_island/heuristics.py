"""The Normal-level judgement of a King of Monster Island team player.

Everything here reads a view (never the true state) and picks one legal action.
The judgement, in the order it is applied:
* kill Builders near Crystals and Cannons first, clear the Boss's zone, then hit
  the Boss; move where the dice do the most good;
* protect against the third Pylon (Crystal and Pylon removal, Builders);
* heal the weakest Monster, most of all the one whose turn comes next;
* Steal Fame from the Boss when a Boss die is at hand (most of all when the
  Boss nears its next power), and gather Fame for the Allies;
* buy the cards that fit the board and the Monster.

`policy` is the Easy and Normal player; search.py holds Hard's hooks.
"""
from __future__ import annotations

from rules.core.pending import next_task

from . import actions as A
from .board import adjacent, distance
from .content import (ALLY_THRESHOLDS, BOSS_POWERS, CARDS, ENERGY, FIST, FOOT, HEART, KINDS,
                      SHIELD, STAR, SUPPORT_TILES, WRENCH, ZONES, ANY_FACE)

#: Value of destroying one Minion of a kind (before the situation is added).
KILL_BASE = {"builder": 4.0, "cannon": 3.5, "soldier": 1.6, "fireling": 1.6, "shield": 0.8}
BOSS_POINT = 3.0

#: How much each Ally is wanted, and each Keep card in itself.
ALLY_PREFERENCE = {"ally_ninjas": 6, "ally_apes": 5.5, "ally_med_bots": 5, "ally_scientists": 4.5,
                   "ally_engineers": 3.5, "ally_pilots": 3}
KEEP_VALUE = {
    "unlock": 1.5, "third_arm": 8, "patient_predator": 5, "tide_turner": 4.5, "heavy_claw": 4,
    "quake_feet": 5, "long_neck": 3.5, "shell_cracker": 3.5, "acid_drool": 5.5, "giant_slayer": 6.5,
    "thick_shell": 5, "colossal_frame": 5.5, "stone_hide": 3.5, "pack_medic": 3, "charged_gills": 3.5,
    "storm_catcher": 3.5, "bargain_hunter": 2.5, "scrap_collector": 2.5, "show_off": 2.5,
    "camera_hog": 2.5, "swift_fins": 4, "tunnel_digger": 4, "rally_cry": 2, "scent_tracker": 3,
    "foreman": 1.5, "harbor_master": 1.5, "radio_tower": 1.5, "crystal_crusher": 4, "bouncer": 2.5,
    "shoulder_to_shoulder": 2.5,
}


# == reading the board ==================================================================================

def kill_value(st, z: int, kind: str) -> float:
    """Worth of destroying one Minion of `kind` in zone z. Minions act only where
    the Boss stands, so those near the Boss count most; Builders near Crystals
    threaten a Pylon."""
    d = distance(z, st.boss_zone)
    near = 1.0 if d == 0 else 0.7 if d == 1 else 0.45
    v = KILL_BASE[kind] * near
    if kind == "builder":
        v += (1.2 * st.crystals[z] + (2.0 if st.pylons() >= 2 else 0.0)) * near
    if d == 0:
        v += 1.2    # it also shields the Boss
    if st.bag_total() < 8:
        v += 1.5
    return v


def boss_value(st, points: int) -> float:
    if points <= 0:
        return 0.0
    if points >= st.boss_health and not st.bosses_left:
        return 100.0
    v = BOSS_POINT * points
    if points >= st.boss_health:
        v += 20.0
    return v


def plan_damage(st, seat: int, z: int, points: int) -> tuple[float, str]:
    """Value of spending `points` of Damage in zone z, and the first target."""
    if points <= 0:
        return 0.0, ""
    m = list(st.minions[z])
    value = 0.0
    first = ""
    p = points
    boss_here = st.boss_zone == z and not st.boss_defeated
    assassin = st.hook_once(seat, "assassin", use=False) if boss_here else 0
    if assassin and any(m):
        hit = min(p, assassin)
        value += boss_value(st, hit)
        p -= hit
        first = "boss"
    while p > 0:
        if m[1]:
            cost = st.minion_cost(seat, SHIELD)
            if p < cost:
                break
            p -= cost
            m[1] -= 1
            value += kill_value(st, z, SHIELD) + (1.5 if boss_here else 0.3)
            first = first or SHIELD
            continue
        best, best_v = "", 0.0
        for i in (0, 2, 3, 4):
            if m[i]:
                kind = KINDS[i]
                cost = st.minion_cost(seat, kind)
                if cost <= p:
                    v = kill_value(st, z, kind) / cost
                    if v > best_v:
                        best, best_v = kind, v
        if best:
            i = KINDS.index(best)
            m[i] -= 1
            p -= st.minion_cost(seat, best)
            value += kill_value(st, z, best)
            first = first or best
            continue
        if boss_here and not any(m):
            value += boss_value(st, p)
            first = first or "boss"
        break
    return value, first


def heart_worth(st, s: int, h: int) -> float:
    """Worth of 1 Health to Monster s at Health h."""
    if h >= st.max_health(s):
        return 0.0
    w = 3.2 if h <= 2 else 2.2 if h <= 4 else 1.3 if h <= 6 else 0.6 if h <= 8 else 0.3
    if s == (st.active + 1) % st.n or s == st.active:
        w *= 1.25
    return w


def heal_need(st, s: int) -> float:
    return heart_worth(st, s, st.health[s])


def boss_near_threshold(st) -> bool:
    for p in BOSS_POWERS[st.boss_id]:
        if p.fame > st.boss_fame:
            return p.fame - st.boss_fame <= 3
    return False


def steal_value(st, seat: int, die: int) -> float:
    z = st.bd_zone[die]
    icons = st.boss_die_icons(die)
    v = 0.5 + 0.3 * len(icons)
    if distance(z, st.boss_zone) <= 1:
        v += 0.5 + icons.count("C") * (0.8 + 0.8 * st.crystals[z]) + icons.count("M") * 0.4
        v += icons.count("S") * (1.5 if boss_near_threshold(st) else 0.4)
    return v


def fame_value(st, seat: int, gain: int) -> float:
    f = st.fame[seat]
    v = 0.4 * gain
    if f == 0 and gain > 0:
        v += 1.5
    for t in ALLY_THRESHOLDS:
        if f < t <= f + gain:
            v += 1.5
    return v


# == the plan for this turn ============================================================================

def dice_damage(st, seat: int, fists: int, feet: int) -> int:
    """Damage that Fists and Feet resolved now would put in the pool."""
    dmg = fists * (2 + st.hook_sum(seat, "fist_bonus"))
    if fists and "first_fist" not in st.used:
        dmg += st.hook_sum(seat, "first_fist_bonus")
    if fists >= 2:
        dmg += st.hook_once(seat, "fist_group_bonus", use=False)
    dmg += feet * (1 + st.hook_sum(seat, "foot_damage"))
    return dmg


def _power_ready(st, seat: int, pid: str) -> bool:
    return any(p.id == pid for p in st.powers(seat)) and pid not in st.used


def step_toward(z0: int, z: int) -> int:
    if z == z0:
        return z0
    return (z0 + 1) % ZONES if (z - z0) % ZONES <= 3 else (z0 - 1) % ZONES


# == rolling ============================================================================================

def moves_needed(st, seat: int) -> int:
    """Foot dice needed to reach the Boss's zone this turn."""
    d = distance(st.zone[seat], st.boss_zone)
    if d and _power_ready(st, seat, "swift_fins"):
        d -= 1
    if d >= 2 and (_power_ready(st, seat, "tunnel_digger") or _power_ready(st, seat, "pil_airlift")):
        d = 1 if _power_ready(st, seat, "tunnel_digger") else d - 1
    return d


def keep_counts(st, seat: int) -> dict:
    """How many dice of each face the Monster keeps: Fists always, Feet to reach
    the Boss (and one more), Hearts when hurt, big groups of Energy and Stars,
    Wrenches that can build."""
    roll = st.roll
    n = {f: roll.count(f) for f in _FACES6}
    keep = {f: 0 for f in _FACES6}
    keep[FIST] = n[FIST]
    keep[FOOT] = min(n[FOOT], moves_needed(st, seat) + FEET_EXTRA)
    z0 = st.zone[seat]
    missing = 0
    if st.health[seat] <= HEAL_AT:
        missing = st.max_health(seat) - st.health[seat]
    for s in st.monsters_in(z0):
        if s != seat and st.health[s] <= HEAL_OTHERS_AT:
            missing += st.max_health(s) - st.health[s]
    keep[HEART] = min(n[HEART], missing)
    if n[ENERGY] >= KEEP_ENERGY_AT:
        keep[ENERGY] = n[ENERGY]
    if n[STAR] >= KEEP_STARS_AT:
        keep[STAR] = n[STAR]
    elif n[STAR] and boss_near_threshold(st):
        # Steal the Boss's Stars before they take it to its next power.
        near = [d for d in st.boss_dice_in(z0)
                if "S" in st.boss_die_icons(d) and distance(z0, st.boss_zone) <= 1]
        keep[STAR] = min(n[STAR], len(near))
    if n[WRENCH] + st.hook_sum(seat, "wrench_bonus") >= KEEP_WRENCHES_AT and (
            st.can_build_support(z0, 3) or st.can_build_support(z0, 4)):
        keep[WRENCH] = n[WRENCH]
    return keep


_FACES6 = (HEART, ENERGY, STAR, FIST, FOOT, WRENCH)
FEET_EXTRA = 1
HEAL_AT = 5
HEAL_OTHERS_AT = 4
KEEP_ENERGY_AT = 99
KEEP_STARS_AT = 99
KEEP_WRENCHES_AT = 4


def rerolls_wanted(st, seat: int) -> list[bool]:
    keep = keep_counts(st, seat)
    marks = []
    for f in st.roll:
        if keep[f] > 0:
            keep[f] -= 1
            marks.append(False)
        else:
            marks.append(True)
    return marks


def rolling_choice(st, seat: int, legal) -> A.Action:
    want = rerolls_wanted(st, seat)
    if not any(want):
        return A.StopRolling()
    return A.RerollDice(tuple(i for i, w in enumerate(want) if w))


# == resolving ==========================================================================================

def _heal_pick(st, seat: int, legal) -> A.Action | None:
    best, best_v = None, 0.0
    for a in legal:
        if type(a) is A.Heal:
            v = heal_need(st, a.seat)
            if v > best_v:
                best, best_v = a, v
    return best


def _hit_pick(st, seat: int, zone: int, points: int, legal) -> A.Action | None:
    __, first = plan_damage(st, seat, zone, points)
    if first:
        act = A.Hit(zone, first)
        if act in legal:
            return act
    for a in legal:
        if type(a) is A.Hit and a.zone == zone:
            return a
    return None


def _use_support_die(st, seat: int, legal) -> A.Action:
    face = st.virtual
    z0 = st.zone[seat]
    if face == HEART:
        return _heal_pick(st, seat, legal) or A.DropVirtual()
    if face == ENERGY:
        return A.GainEnergy()
    if face == STAR:
        return A.GainFame(st.count(STAR))
    if face == FIST:
        return A.Fists(st.count(FIST), z0) if A.Fists(st.count(FIST), z0) in legal else A.DropVirtual()
    if face == FOOT:
        bz = st.boss_zone
        if bz != z0 and not st.boss_defeated:
            act = A.FootMove(step_toward(z0, bz))
            if act in legal:
                return act
        return A.FootDamage()
    if face == WRENCH:
        for a in legal:
            if type(a) is A.BuildSupport and a.value == 4:
                return a
        for a in legal:
            if type(a) is A.BuildSupport:
                return a
    return A.DropVirtual()


def _support_face(st, seat: int, tile_face: str) -> str | None:
    """Is a Support tile worth activating now, and as which face?"""
    z0 = st.zone[seat]
    if tile_face == ANY_FACE:
        options = []
        dmg_here, __ = plan_damage(st, seat, z0, dice_damage(st, seat, st.count(FIST) + 1, st.count(FOOT)) + st.damage_waiting(z0))
        dmg_base, __ = plan_damage(st, seat, z0, dice_damage(st, seat, st.count(FIST), st.count(FOOT)) + st.damage_waiting(z0))
        options.append((dmg_here - dmg_base, FIST))
        options.append((max((heal_need(st, s) for s in st.monsters_in(z0)), default=0.0), HEART))
        options.append((fame_value(st, seat, 1) + (1.5 if st.boss_dice_in(z0) else 0), STAR))
        options.append((1.2, ENERGY))
        v, f = max(options)
        return f if v > 0.5 else ENERGY
    if tile_face == HEART:
        return HEART if any(heal_need(st, s) > 0 for s in st.monsters_in(z0)) else None
    if tile_face == FIST:
        return FIST if (any(st.minions[z0]) or st.boss_zone == z0) else None
    if tile_face == WRENCH:
        return WRENCH if st.count(WRENCH) + 1 + st.hook_sum(seat, "wrench_bonus") >= 3 else None
    if tile_face == FOOT:
        return FOOT
    return tile_face  # Energy, Star


def _spend_damage(st, seat: int, legal) -> A.Action | None:
    for z in range(ZONES):
        if st.damage_waiting(z):
            act = _hit_pick(st, seat, z, st.biggest_group(z), legal)
            if act is not None:
                return act
    return None


def _locked_before(st, z: int) -> list[str]:
    """The faces of zone z's dice Locked before this turn."""
    return st.locked[z][:len(st.locked[z]) - st.fresh[z]]


def start_choice(st, seat: int, legal) -> A.Action:
    """At 0 Health before the check: a Support tile that can be a Heart saves the team."""
    if st.health[seat] <= 0:
        for a in legal:
            if type(a) is A.ActivateSupport and a.face == HEART:
                return a
    return A.BeginMonsterPhase()


def resolving_choice(st, seat: int, legal) -> A.Action:
    z0 = st.zone[seat]
    bz = st.boss_zone
    if st.virtual:
        return _use_support_die(st, seat, legal)
    # 1. Spend waiting Damage.
    act = _spend_damage(st, seat, legal)
    if act is not None:
        return act
    # 2. Unlock useful dice here (or next door with Unlock!), never one it Locked this turn.
    fighting = any(st.minions[z0]) or bz == z0
    for a in legal:
        if type(a) is A.Unlock and a.face in _locked_before(st, a.zone):
            if a.face == FIST and (fighting or st.count(FOOT) >= distance(z0, bz)):
                return a
            if a.face == FOOT and z0 != bz and st.count(FIST):
                return a
            if a.face == HEART and any(heal_need(st, s) >= 2 for s in st.monsters_in(z0)):
                return a
    # 3. Crystal and Pylon removal powers.
    for a in legal:
        if type(a) is A.UsePower and a.power == "eng_pylon_breakers":
            return a
    if st.crystals[z0]:
        for a in legal:
            if type(a) is A.UsePower and a.power in ("eng_demolition_crew", "sci_crystal_analysis"):
                if a.power == "sci_crystal_analysis" and st.crystals[z0] < 2 and st.pylons() == 0:
                    continue
                return a
    # 4. Walk to the Boss.
    if z0 != bz and not st.boss_defeated:
        step = step_toward(z0, bz)
        if _power_ready(st, seat, "swift_fins"):
            act = A.UsePower("swift_fins", zone=step)
            if act in legal:
                return act
        if st.count(FOOT) and (st.count(FIST) or st.count(FOOT) > distance(z0, bz) - 1):
            direct = A.FootMove(bz)
            if direct in legal:
                return direct
            if distance(z0, bz) == 3:
                for a in legal:
                    if type(a) is A.FootMove and distance(a.zone, bz) == 1:
                        return a
            act = A.FootMove(step)
            if act in legal:
                return act
    # 5. Support tiles in reach worth using.
    for a in legal:
        if type(a) is A.ActivateSupport and a.zone == z0:
            tile = SUPPORT_TILES[st.spaces[2 * a.zone + a.value - 3]]
            want = _support_face(st, seat, tile.face)
            if want is not None and a.face == want:
                return a
    # 6. Fight here.
    enemies_here = any(st.minions[z0]) or (bz == z0 and not st.boss_defeated)
    if enemies_here:
        nf = st.count(FIST)
        if nf and A.Fists(nf, z0) in legal:
            return A.Fists(nf, z0)
        if st.count(FOOT) and A.FootDamage() in legal:
            return A.FootDamage()
    elif st.count(FIST):
        for zz in adjacent(z0):
            if zz == bz or any(st.minions[zz]):
                act = A.Fists(st.count(FIST), zz)
                if act in legal:
                    return act
    # 7. Crystal Crusher with a spare Fist.
    if st.crystals[z0] and not enemies_here:
        act = A.UsePower("crystal_crusher")
        if act in legal:
            return act
    # 8. Hearts.
    act = _heal_pick(st, seat, legal)
    if act is not None:
        return act
    # 9. Stars (then steal), Energy, Wrenches.
    ns = st.count(STAR)
    if ns:
        return A.GainFame(ns)
    if st.count(ENERGY):
        return A.GainEnergy()
    builds = [a for a in legal if type(a) is A.BuildSupport]
    if builds:
        return max(builds, key=lambda a: a.value)
    # 10. Tide Turner: a Wrench that builds nothing becomes a Fist or a Heart.
    for a in legal:
        if type(a) is A.UsePower and a.power == "tide_turner" and a.face == WRENCH:
            return a
    # 11. Bouncer: Builders out of zones with Crystals.
    for a in legal:
        if type(a) is A.UsePower and a.power == "bouncer" and a.kind == "builder" and st.crystals[z0]:
            if st.crystals[a.zone] < st.crystals[z0]:
                return a
    # 12. Lock leftover Fists in the Boss's zone for the next Monster.
    if st.locked_total() < 3 and z0 == bz:
        act = A.Lock(FIST)
        if act in legal:
            return act
    # 13. Energy tiles are free Energy.
    for a in legal:
        if type(a) is A.ActivateSupport:
            tile = SUPPORT_TILES[st.spaces[2 * a.zone + a.value - 3]]
            if tile.energy and _support_face(st, seat, tile.face) == a.face:
                return a
    for a in legal:
        if type(a) is A.RechargeSupport:
            return a
    return A.EndResolve()


# == buying =============================================================================================

def card_value(st, seat: int, cid: str) -> float:
    card = CARDS[cid]
    z0 = st.zone[seat]
    if card.keep:
        v = KEEP_VALUE.get(cid, 2.0)
        if cid == "shell_cracker" and st.boss_id == "lithosaur":
            v += 1.5
        if cid == "stone_hide":
            v += sum(m[2] for m in st.minions) * 0.7
        if cid == "colossal_frame" and st.health[seat] <= 7:
            v += 1.5
        return v
    ops = card.ops
    op = ops[0][0]
    if cid in ("ground_pound", "meteor_drop"):
        return plan_damage(st, seat, z0, ops[0][2])[0]
    if cid == "rock_toss":
        return max(plan_damage(st, seat, z, 3)[0] for z in adjacent(z0))
    if cid == "tidal_wave":
        return sum(plan_damage(st, seat, z, 2)[0] for z in range(ZONES))
    if op == "gain_health":
        who, n = ops[0][1], ops[0][2]
        if who == "self":
            targets = [seat]
        elif who == "each":
            targets = list(range(st.n))
        else:
            targets = st.monsters_in(z0)
        return sum(min(n, st.max_health(s) - st.health[s]) * (0.4 + 0.3 * heal_need(st, s)) for s in targets)
    if op == "gain_fame":
        return fame_value(st, seat, ops[0][2]) + 0.5
    if cid == "crystal_smash":
        return 2.5 * min(2, st.crystals[z0]) + (2.0 if st.crystals[z0] == 2 else 0)
    if cid == "shard_scatter":
        return sum(2.5 + (2 if st.crystals[z] == 2 else 0) for z in (z0, *adjacent(z0)) if st.crystals[z])
    if cid == "pylon_toppler":
        return 12.0 * (st.pylons_in(z0) > 0) * (2 if st.pylons() >= 2 else 1)
    if cid == "net_throw":
        m = st.minions[z0]
        kinds = sorted((kill_value(st, z0, KINDS[i]) for i in (0, 2, 3, 4) for __ in range(m[i])), reverse=True)
        return sum(kinds[:2]) * 0.8
    if cid == "shield_buster":
        return 3.0 if st.minions[z0][1] else 0.0
    if cid == "dice_kick":
        bz = st.boss_zone
        counts = st.boss_dice_counts()
        return max((counts[z] * 1.2 for z in (bz, *adjacent(bz))), default=0.0)
    if cid == "grand_theft":
        near = [d for d, bz in enumerate(st.bd_zone) if bz >= 0 and distance(bz, z0) <= 1]
        return min(3, len(near)) * 1.5 + fame_value(st, seat, min(3, len(near)))
    if cid == "dock_workers":
        return 2.5 if (st.can_build_support(z0, 4) or st.can_build_support(z0, 3)) else 0.0
    if cid == "full_recharge":
        return sum(1 for i in range(12) if st.spent[i] and st.spaces[i] not in ("", "P")) * 1.0
    if cid == "encore":
        return 9.0
    if cid == "taunt":
        return 1.0
    if cid == "stampede":
        return 0.3
    return 1.0


def buying_choice(st, seat: int, legal) -> A.Action:
    best, best_v = None, 0.0
    for a in legal:
        if type(a) is A.Buy:
            cost = st.price(seat, a.slot)
            v = card_value(st, seat, st.market[a.slot]) - 0.55 * cost
            if v > best_v:
                best, best_v = a, v
    if best is not None:
        return best
    if A.Sweep() in legal and st.energy[seat] >= 8:
        market_best = max((card_value(st, seat, c) for c in st.market if c), default=0.0)
        if market_best < 3.0:
            return A.Sweep()
    return A.EndTurn()


# == choices ============================================================================================

def decision_choice(st, seat: int, legal) -> A.Action:
    task = next_task(st.tasks)
    kind = task[0]
    if kind == "ally":
        taken = {a for a in st.ally if a}
        return max(legal, key=lambda a: ALLY_PREFERENCE.get(a.ally, 0) - (1 if a.ally in taken else 0))
    if kind == "alloc":
        return _hit_pick(st, seat, task[2], task[3], legal) or A.Done()
    if kind == "steal":
        picks = [a for a in legal if type(a) is A.StealFame]
        return max(picks, key=lambda a: steal_value(st, seat, a.die)) if picks else A.Done()
    if kind == "zone":
        if task[3] == "deal_damage":
            return max(legal, key=lambda a: plan_damage(st, seat, a.zone, task[4])[0])
        bz = st.boss_zone
        return max(legal, key=lambda a: len(st.boss_dice_in(a.zone)) * (2 if distance(a.zone, bz) <= 1 else 1))
    if kind == "minion":
        picks = [a for a in legal if type(a) is A.ChooseMinion]
        return max(picks, key=lambda a: kill_value(st, task[2], a.kind))
    if kind == "bdie":
        picks = [a for a in legal if type(a) is A.ChooseBossDie]
        return max(picks, key=lambda a: steal_value(st, seat, a.die)) if picks else A.Done()
    if kind == "value":
        return max(legal, key=lambda a: a.value)
    if kind == "face":
        z0 = st.zone[seat]
        if any(st.minions[z0]) or st.boss_zone == z0:
            return A.ChooseFace(FIST) if A.ChooseFace(FIST) in legal else legal[0]
        if any(heal_need(st, s) >= 2 for s in st.monsters_in(z0)):
            return A.ChooseFace(HEART) if A.ChooseFace(HEART) in legal else legal[0]
        return A.ChooseFace(FOOT) if A.ChooseFace(FOOT) in legal else legal[0]
    if kind == "push":
        target = task[2]
        # Move weak Monsters out of the Boss's zone; leave the others.
        if st.zone[target] == st.boss_zone and st.health[target] <= 5:
            for a in legal:
                if a.zone != st.zone[target]:
                    return a
        return A.Push(target, st.zone[target])
    if kind == "penalty":
        f = st.fame[seat]
        if f == 1 or f in ALLY_THRESHOLDS:
            return A.PayPenalty("energy")
        return A.PayPenalty("fame") if st.energy[seat] >= 4 and f > 3 else A.PayPenalty("energy")
    if kind == "scent":
        return A.Accept(st.health[seat] >= 5)
    return legal[0]


# == the policy =========================================================================================

def policy(st, seat: int, legal, rng) -> A.Action:
    """The Normal player: one legal action for `seat` in view `st`."""
    if len(legal) == 1:
        return legal[0]
    if st.tasks:
        act = decision_choice(st, seat, legal)
    elif st.virtual:
        act = _use_support_die(st, seat, legal)
    elif st.phase == "start":
        act = start_choice(st, seat, legal)
    elif st.phase == "rolling":
        act = rolling_choice(st, seat, legal)
    elif st.phase == "resolving":
        act = resolving_choice(st, seat, legal)
    else:
        act = buying_choice(st, seat, legal)
    if act not in legal:
        # The judgement above asked for something the rules refuse right now:
        # take the plainest legal step instead.
        for fallback in (A.EndResolve(), A.EndTurn(), A.StopRolling(), A.Done(), A.DropVirtual(),
                         A.BeginMonsterPhase()):
            if fallback in legal:
                return fallback
        return legal[0]
    return act
