"""Hard's hooks for King of Monster Island: the shared ISMCTS over the dice and
the volcano (each iteration samples a fresh future from the view) searches the
few choices `candidates` names, plays the Normal player in its rollouts and
scores the position where a rollout stops with `evaluate`.
"""
from __future__ import annotations

from rules.core.pending import next_task

from . import actions as A
from .heuristics import policy


def candidates(world, seat, legal):
    """Narrow the search to the Normal player's pick and the few alternatives
    where looking ahead through the dice pays: whether to stop rolling, what to
    buy (or nothing), and the choices cards and Events give. Everything else
    follows the Normal player, so Hard is never blinder than Normal."""
    pick = policy(world, seat, legal, None)
    out = [pick]
    if world.tasks:
        kind = next_task(world.tasks)[0]
        if kind == "alloc":
            out.extend(a for a in legal if isinstance(a, A.Hit) and a != pick)
        else:
            out.extend(a for a in legal if a != pick)
    elif world.phase == "rolling":
        if pick != A.StopRolling():
            out.append(A.StopRolling())
    elif world.phase == "buying":
        out.extend(a for a in legal if isinstance(a, (A.Buy, A.EndTurn)) and a != pick)
    return out


def evaluate(st) -> list[float]:
    """A guess in [0, 1] of the team's chance to win from here (same for all)."""
    if st.is_over():
        return st.returns()
    boss_left = st.boss_health + sum(0 for _ in st.bosses_left)
    frac = boss_left / st.boss_start if st.boss_start else 0.0
    v = 0.55 - 0.45 * frac
    worst = min(st.health)
    if worst <= 3:
        v -= (4 - worst) * 0.07
    v -= 0.12 * st.pylons() + 0.03 * sum(st.crystals) + 0.04 * max(st.crystals)
    bag = st.bag_total()
    if bag < 8:
        v -= (8 - bag) * 0.02
    v -= 0.004 * st.boss_fame
    v += 0.01 * sum(min(f, 12) for f in st.fame) / max(1, st.n)
    v = min(0.98, max(0.02, v))
    return [v] * st.n
