"""Computer Monsters for King of Monster Island.

easy    the Normal judgement with a random legal action a third of the time
normal  the heuristic team player of heuristics.py (well under 50 ms a decision)
hard    the shared ISMCTS over the dice and the volcano (each iteration samples a
        fresh future from the view), the Normal player in its rollouts and
        `search.evaluate` where a rollout stops; under 1 s a decision
"""
from __future__ import annotations

from rules.core.agents import ISMCTSAgent, PolicyAgent

from .heuristics import policy
from .search import candidates, evaluate


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
