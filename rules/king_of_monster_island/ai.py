"""Computer Monsters for King of Monster Island.

easy    the Normal judgement with a random legal action a third of the time
normal  the heuristic team player of heuristics.py (well under 50 ms a decision)
hard    search.PlanningAgent: weighs whole choices (which dice to keep, the next
        step of the plan for the dice in hand, what to buy) over sampled futures
        that every Monster plays on as Normal, through the Boss Phase after the
        turn, judged by judge.win_chance; under 1 s a decision
"""
from __future__ import annotations

from rules.core.agents import PolicyAgent

from .heuristics import policy
from .search import PlanningAgent


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(policy, seed=seed, noise=0.33, level="easy")
    if level == "normal":
        return PolicyAgent(policy, seed=seed, level="normal")
    if level == "hard":
        return PlanningAgent(seed=seed)
    raise ValueError(f"unknown level {level!r}")
