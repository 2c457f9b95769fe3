"""Computer players for Survive the Island.

Easy   the fast policy (static move scores, no look-ahead), now and then a random move.
Normal the look-ahead heuristic (rules/survive_the_island/heuristics.py).
Hard   information-set Monte Carlo tree search (rules/core/agents.py ISMCTSAgent)
       for the decision where looking further pays: which moves to make in the
       action phase. Each iteration samples the tile
       backs, the other players' ability tiles and the adventurer values it cannot
       see, and a fresh future for the dice; it searches a few promising moves at
       each step (at the root, the Normal player's favourites) and judges the
       position reached with the heuristic estimate, using only the values its
       seat really knows. Set-up and the smaller choices (creature moves, Kaiju
       pushes, boarding) are the Normal player's; whether to move at all is the
       Normal rule with a lower bar for spending a Paddles or Dolphin tile; the
       tile to sink it weighs by one step of look-ahead with the judge; and it
       plays Repellent for a smaller loss than Normal does. Searching the tile to
       sink won no more games than the Normal rule (40 games, seed 7: 33.8%
       searching only the sink, 43.8% searching only the moves, 30% over 30 games
       searching both); the look-ahead sink, the Repellent bar and the tile bar
       were each measured as a Normal player with them against two plain Normal
       players (trial.py; figures in docs/survive_the_island/AI_FIGURES.md).
"""
from __future__ import annotations

from rules.core.agents import PolicyAgent

from .heuristics import fast_policy, normal_policy
from .search import HardAgent


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(fast_policy, seed, noise=0.15, level="easy")
    if level == "normal":
        return PolicyAgent(normal_policy, seed, level="normal")
    if level == "hard":
        return HardAgent(seed)
    raise ValueError(f"unknown level {level!r}")


__all__ = ["make_agent"]
