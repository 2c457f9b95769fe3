"""Computer players for Isle of Night.

Easy    claims the type that gives the most cards, swaps and locks for itself
        only, and now and then plays any legal move.
Normal  the analytic rules of heuristics.py: a claim is worth the points it adds
        under the current score grid (part-built sets counted by the turns
        left, which the lanterns decide); it ends the night only when that wins;
        conch swaps and scroll locks help its own sets and hurt the leader's.
Hard    the shared information-set search (NightSearch): each iteration deals the
        unseen cards into a fresh deck order, tries the player's best few choices
        for this turn as the look-ahead judgement ranks them (search.py), lets
        the rivals answer by the Normal rules and judges the table at the start
        of the player's next turn as a chance of winning.
"""
from __future__ import annotations

from rules.core.agents import PolicyAgent

from .heuristics import easy_policy, normal_policy
from .search import NightSearch


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(easy_policy, seed, noise=0.2, level="easy")
    if level == "normal":
        return PolicyAgent(normal_policy, seed, level="normal")
    if level == "hard":
        return NightSearch(seat, seed)
    raise ValueError(f"unknown level {level!r}")
