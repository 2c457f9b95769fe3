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

#: Actions the search always considers besides the Normal player's own pick.
_ALWAYS = (A.StopRolling, A.EndResolve, A.EndTurn, A.Done, A.FootMove, A.Buy, A.Sweep,
           A.GainFame, A.Fists, A.Hit, A.Heal, A.ChooseAlly, A.PayPenalty, A.StealFame,
           A.ChooseZone, A.ChooseMinion, A.ChooseBossDie, A.ChooseValue, A.Push, A.Accept)


def candidates(world, seat, legal):
    """Narrow the search: the Normal pick, plus the meaningful alternatives
    (never the individual reroll toggles, which the Normal player arranges)."""
    pick = policy(world, seat, legal, None)
    out = [pick]
    if world.phase == "rolling" and not world.tasks:
        if pick != A.StopRolling():
            out.append(A.StopRolling())
        return out
    for a in legal:
        if a != pick and isinstance(a, _ALWAYS):
            if isinstance(a, A.Fists) and a.count < world.count("fist"):
                continue
            if isinstance(a, A.GainFame) and a.stars < world.count("star"):
                continue
            out.append(a)
    return out


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(policy, seed=seed, noise=0.33, level="easy")
    if level == "normal":
        return PolicyAgent(policy, seed=seed, level="normal")
    if level == "hard":
        return ISMCTSAgent(seed=seed, iterations=600, seconds=0.8, rollout=policy, rollout_depth=40,
                           evaluate=evaluate, candidates=candidates, uct_c=0.5)
    raise ValueError(f"unknown level {level!r}")
