"""Computer players for Isle of Monsters: the three levels put together.

Easy and Normal are the heuristics of heuristics.py; Hard is the shared search
with this game's hooks in search.py. All of them decide from a view (or a world
sampled from one): never the true state.
"""
from __future__ import annotations

from rules.core.agents import Agent, PolicyAgent

from .heuristics import easy_policy, normal_policy
from .search import HardAgent, candidates, evaluate, rollout_policy


def make_agent(level: str, seat: int, seed: int) -> Agent:
    if level == "easy":
        return PolicyAgent(easy_policy, seed, level="easy")
    if level == "normal":
        return PolicyAgent(normal_policy, seed, level="normal")
    if level == "hard":
        return HardAgent(seed, iterations=1500, rollout=rollout_policy,
                         rollout_depth=40, evaluate=evaluate, candidates=candidates)
    raise ValueError(f"unknown level {level!r}")
