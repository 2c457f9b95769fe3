"""Measure Survive the Island Hard's unsearched answers quickly.

Hard searches only which moves to make; its other answers (the tile to sink,
Repellent, whether to move at all) are rules of thumb. This plays one seat with
those rules and the Normal player's moves against two plain Normal players, so a
change to them can be judged over hundreds of games in minutes instead of the
40 minutes a 200-game Hard run takes. An even player wins a third.

    python3 -m rules.survive_the_island.trial --games 600 --seed 11 [--all-creatures] [--workers 2]
"""
from __future__ import annotations

import argparse

from rules import arena
from rules.core.agents import PolicyAgent

from . import ai, search
from .heuristics import normal_action, top_kind

ALL_CREATURES = {"creature_kraken": True, "creature_pterodactyl": True, "creature_whale": True,
                 "piranhas": True, "eggs": True}


def hard_rules_policy(view, seat, legal, rng):
    """Hard's answers without its search: its own rules, Normal's choice of move."""
    if top_kind(view) == "actions":
        return normal_action(view, seat, legal, rng, tile_cost=search.HARD_TILE_COST)
    return search.hard_policy(view, seat, legal, rng)


def make_agent(level: str, seat: int, seed: int):
    """The arena's seats: "hard" is the trial seat, the Normal seats are the game's own."""
    if level == "hard":
        return PolicyAgent(hard_rules_policy, seed, level="hard")
    return ai.make_agent(level, seat, seed)


def main() -> None:
    ap = argparse.ArgumentParser(prog="python3 -m rules.survive_the_island.trial",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--all-creatures", action="store_true")
    args = ap.parse_args()
    print(trial(args.games, args.seed, args.all_creatures, args.workers))


def trial(games: int, seed: int, all_creatures: bool = False, workers: int = 1) -> str:
    res = arena.run("survive_the_island", ["hard", "normal", "normal"], games, seed,
                    ALL_CREATURES if all_creatures else {}, workers=workers, make_agent=make_agent)
    seats = res["summary"]["seats"]
    return (f"{games} games, seed {seed}, {'all creatures' if all_creatures else 'base game'}: "
            f"Hard's rules with Normal's moves {seats[0]['win_rate'] * 100:.1f} %, "
            f"Normal {seats[1]['win_rate'] * 100:.1f} % and {seats[2]['win_rate'] * 100:.1f} %")


if __name__ == "__main__":
    main()
