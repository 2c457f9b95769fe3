"""Hard's judge of a King of Monster Island position: the team's chance to win
from here if everyone plays on as the Normal player does.

It reads the board where a turn begins, after the Boss Phase (what Hard's
look-ahead stops at): `win_chance(st)` is a logistic model over the FEATURES
below, each a number a player would look at (the Boss's Health left, the weakest
Monster, Pylons, the bag...). Its weights were fitted by
`python3 -m rules.king_of_monster_island.judge_fit` on Normal teams' games dealt
from seeds no arena run uses; the fit's figures are in that module's docstring.
"""
from __future__ import annotations

import math

from .board import distance
from .content import BOSSES, KINDS, ZONES

_BUILDER = KINDS.index("builder")


def _boss_left(st) -> float:
    """Share of the Boss Health still to remove (every Boss left, in the
    Ultimate Challenge)."""
    total = st.health_total
    return max(0.0, total - st.damage_done) / total if total else 0.0


def _next_down(st) -> float:
    """The Monster whose turn begins is at 0 Health: the team loses unless a
    Support tile heals it first."""
    return 1.0 if st.health[st.active] <= 0 else 0.0


def _builders_on_crystals(st) -> float:
    return float(sum(st.minions[z][_BUILDER] * (1 + st.crystals[z]) for z in range(ZONES)))


def _near_boss(st, z: int) -> float:
    return 1.0 if distance(z, st.boss_zone) <= 1 else 0.0


#: (name, what it measures): the model's inputs, in the order of WEIGHTS.
FEATURES = (
    ("bias", lambda st: 1.0),
    ("boss_left", _boss_left),
    ("boss_left_sq", lambda st: _boss_left(st) ** 2),
    ("boss_health", lambda st: st.boss_health / 10.0),
    ("weakest", lambda st: min(st.health) / 10.0),
    ("mean_health", lambda st: sum(st.health) / (10.0 * st.n)),
    ("at_2_or_less", lambda st: sum(1 for h in st.health if h <= 2) / st.n),
    ("at_4_or_less", lambda st: sum(1 for h in st.health if h <= 4) / st.n),
    ("next_down", _next_down),
    ("next_health", lambda st: min(st.health[st.active], 10) / 10.0),
    ("pylons", lambda st: float(st.pylons())),
    ("two_pylons", lambda st: 1.0 if st.pylons() >= 2 else 0.0),
    ("crystals", lambda st: sum(st.crystals) / 4.0),
    ("most_crystals", lambda st: max(st.crystals) / 2.0),
    ("builders_on_crystals", lambda st: _builders_on_crystals(st) / 4.0),
    ("bag", lambda st: st.bag_total() / 10.0),
    ("bag_low", lambda st: 1.0 if st.bag_total() <= 4 else 0.0),
    ("minions", lambda st: sum(sum(m) for m in st.minions) / 10.0),
    ("minions_near_boss", lambda st: sum(sum(st.minions[z]) * _near_boss(st, z) for z in range(ZONES)) / 5.0),
    ("boss_fame", lambda st: st.boss_fame / 10.0),
    ("team_fame", lambda st: sum(min(f, 15) for f in st.fame) / (10.0 * st.n)),
    ("team_energy", lambda st: sum(min(e, 15) for e in st.energy) / (10.0 * st.n)),
    ("keep_cards", lambda st: sum(len(k) for k in st.keeps) / st.n),
    ("allies", lambda st: sum(1 for a in st.ally if a) / st.n),
    ("distance_to_boss", lambda st: sum(distance(z, st.boss_zone) for z in st.zone) / st.n),
    ("locked_dice", lambda st: st.locked_total() / 4.0),
    ("rounds", lambda st: min(st.turn / st.n, 20) / 10.0),
    ("team_of_2", lambda st: 1.0 if st.n == 2 else 0.0),
    ("team_of_3", lambda st: 1.0 if st.n == 3 else 0.0),
    ("team_of_4_or_more", lambda st: 1.0 if st.n >= 4 else 0.0),
    *((f"boss_{b}", (lambda b: lambda st: 1.0 if st.boss_id == b else 0.0)(b)) for b in BOSSES),
    ("advanced_side", lambda st: 1.0 if st.side == "advanced" else 0.0),
)

#: Fitted weights, one per feature (judge_fit.py prints this table).
WEIGHTS = {
    'bias': 1.7105,
    'boss_left': -6.1345,
    'boss_left_sq': 3.2583,
    'boss_health': -1.0067,
    'weakest': 0.2407,
    'mean_health': 2.2641,
    'at_2_or_less': -0.5636,
    'at_4_or_less': -0.3976,
    'next_down': -1.5778,
    'next_health': -0.2820,
    'pylons': -0.3342,
    'two_pylons': -0.4568,
    'crystals': -0.1994,
    'most_crystals': -0.0399,
    'builders_on_crystals': -0.2867,
    'bag': 1.6035,
    'bag_low': -0.0002,
    'minions': 0.4529,
    'minions_near_boss': -0.2080,
    'boss_fame': -1.8435,
    'team_fame': 0.9569,
    'team_energy': -0.3044,
    'keep_cards': 0.0580,
    'allies': 0.1138,
    'distance_to_boss': -0.3437,
    'locked_dice': 0.0000,
    'rounds': -1.2080,
    'team_of_2': -1.5394,
    'team_of_3': -1.8151,
    'team_of_4_or_more': -1.5023,
    'boss_crystal_dragon': -0.0920,
    'boss_lithosaur': -0.2648,
    'boss_lavalord': 0.3568,
    'advanced_side': -0.3977,
}


def features(st) -> list[float]:
    return [fn(st) for __, fn in FEATURES]


def win_chance(st) -> float:
    """The team's chance to win from this position (a finished game: 1 or 0)."""
    if st.result:
        return 1.0 if st.result == "won" else 0.0
    z = sum(WEIGHTS.get(name, 0.0) * fn(st) for name, fn in FEATURES)
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)
