"""Computer Monsters for King of Monster Island.

easy    the Normal judgement with a random legal action a third of the time
normal  the heuristic team player of heuristics.py (well under 50 ms a decision)
hard    the shared ISMCTS over the dice and the volcano (each iteration samples a
        fresh future from the view), the Normal player in its rollouts and
        `heuristics.evaluate` where a rollout stops; under 1 s a decision
"""
from __future__ import annotations

from rules.core.agents import ISMCTSAgent, PolicyAgent

from . import actions as A
from .heuristics import evaluate, policy

def candidates(world, seat, legal):
    """Narrow the search to the Normal player's pick and a few real alternatives,
    so that its iterations compare choices that matter: whether to stop rolling,
    where to step, what to buy, and the small choices of cards and Events. Reroll
    toggles, Locks, Unlocks and Support are left to the Normal player."""
    pick = policy(world, seat, legal, None)
    out = [pick]
    if world.tasks:
        out.extend(a for a in legal if a != pick)
        return out
    phase = world.phase
    if phase == "rolling":
        if pick != A.StopRolling():
            out.append(A.StopRolling())
    elif phase == "resolving":
        if isinstance(pick, (A.FootMove, A.FootDamage)):
            out.extend(a for a in legal if isinstance(a, (A.FootMove, A.FootDamage)) and a != pick)
        elif isinstance(pick, A.Hit):
            out.extend(a for a in legal if isinstance(a, A.Hit) and a != pick)
    else:
        out.extend(a for a in legal if isinstance(a, (A.Buy, A.EndTurn)) and a != pick)
    return out


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(policy, seed=seed, noise=0.33, level="easy")
    if level == "normal":
        return PolicyAgent(policy, seed=seed, level="normal")
    if level == "hard":
        return ISMCTSAgent(seed=seed, iterations=400, seconds=0.8, rollout=policy, rollout_depth=30,
                           evaluate=evaluate, candidates=candidates, uct_c=0.4)
    raise ValueError(f"unknown level {level!r}")
