"""Balance figures beyond the arena's win rate: why games are lost, how long
won games last, and how far the Boss climbs its power list.

    nice -n 10 python -m rules.king_of_monster_island.trial --players 2 --boss lithosaur \
        --side advanced --games 200 --seed 1 [--workers 2]

Games are dealt exactly as the arena deals them (game g from derive_seed(seed, g),
agents seeded derive_seed(game_seed, seat, "agent")), so the win rates agree
with `python -m rules.arena` for the same seed. Prints; writes nothing.
"""
from __future__ import annotations

import argparse
import statistics
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from rules.core.rng import derive_seed

from .ai import make_agent
from .content import BOSS_POWERS
from .state import KingOfMonsterIslandState


def play(args) -> dict:
    players, boss, side, seed, g, level = args
    game_seed = derive_seed(seed, g)
    agents = [make_agent(level, s, derive_seed(game_seed, s, "agent")) for s in range(players)]
    st = KingOfMonsterIslandState.new_game({"players": players, "boss": boss, "side": side, "ultimate": False}, game_seed)
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, agents[seat].choose(st.view(seat), seat))
    powers = sum(1 for p in BOSS_POWERS[boss][1:] if st.fame_peak >= p.fame)
    reason = {"boss_down": "win", "third_pylon": "pylons", "empty_bag": "bag"}.get(st.ending, "monster at 0")
    return {"won": st.result == "won", "turns": st.turn, "powers": powers, "reason": reason}


def summarise(results: list[dict]) -> dict:
    n = len(results)
    won = [r for r in results if r["won"]]
    reasons = Counter(r["reason"] for r in results)
    return {
        "games": n,
        "win_rate": len(won) / n,
        "median_turns_won": statistics.median(r["turns"] for r in won) if won else 0,
        "median_turns_all": statistics.median(r["turns"] for r in results),
        "third_power": sum(r["powers"] >= 3 for r in results) / n,
        "fourth_power": sum(r["powers"] >= 4 for r in results) / n,
        "top_power": sum(r["powers"] >= 5 for r in results) / n,
        "reasons": {k: v / n for k, v in reasons.most_common()},
    }


def run(players: int, boss: str, side: str, games: int, seed: int, workers: int = 1,
        level: str = "normal") -> dict:
    jobs = [(players, boss, side, seed, g, level) for g in range(games)]
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(play, jobs, chunksize=max(1, games // (workers * 8))))
    else:
        results = [play(j) for j in jobs]
    return summarise(results)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.king_of_monster_island.trial")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--boss", nargs="+", default=["crystal_dragon", "lithosaur", "lavalord"])
    ap.add_argument("--side", nargs="+", default=["normal", "advanced"])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--level", default="normal")
    args = ap.parse_args(argv)
    print(f"{'boss':<15}{'side':<9}{'M':>2} {'win':>6} {'avg':>6}  {'turns(won)':>10} "
          f"{'3rd':>5} {'4th':>5} {'top':>5}  defeats")
    for boss in args.boss:
        for side in args.side:
            rates = []
            for p in args.players:
                s = run(p, boss, side, args.games, args.seed, args.workers, args.level)
                rates.append(s["win_rate"])
                losses = ", ".join(f"{k} {v:.0%}" for k, v in s["reasons"].items() if k != "win")
                print(f"{boss:<15}{side:<9}{p:>2} {s['win_rate']:>6.1%} {'':>6}  {s['median_turns_won']:>10} "
                      f"{s['third_power']:>5.0%} {s['fourth_power']:>5.0%} {s['top_power']:>5.0%}  {losses}",
                      flush=True)
            print(f"{boss:<15}{side:<9}{'':>2} {'':>6} {sum(rates) / len(rates):>6.1%}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
