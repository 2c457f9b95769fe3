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
    """Narrow the search to the Normal player's pick and the few alternatives
    where looking ahead through the dice pays: whether to stop rolling, what to
    buy (or nothing), and the choices cards and Events give. Everything else
    follows the Normal player, so Hard is never blinder than Normal."""
    pick = policy(world, seat, legal, None)
    out = [pick]
    if world.tasks:
        kind = world.tasks[0][0]
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


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(policy, seed=seed, noise=0.33, level="easy")
    if level == "normal":
        return PolicyAgent(policy, seed=seed, level="normal")
    if level == "hard":
        # the search plays the Normal pick unless it found something clearly
        # better: with under a second a decision, the dice make its values noisy
        return ISMCTSAgent(seed=seed, iterations=400, seconds=0.8, rollout=policy, rollout_depth=30,
                           evaluate=evaluate, candidates=candidates, uct_c=0.4,
                           anchor=lambda v, s, legal, rng: policy(v, s, legal, None))
    raise ValueError(f"unknown level {level!r}")
