"""Decision-time benchmark for the Isle of Monsters computer players.

    python -m rules.isle_of_monsters.trial --seats normal,normal,normal --games 20 --seed 1

Plays whole games headless and reports, per level, each decision's wall time and
its processor time (time.process_time: the work the decision took, not counting
time the machine spent on other programs, so the figure holds on a busy machine).
Only decisions with more than one legal action are counted.
"""
from __future__ import annotations

import argparse
import sys
import time

from rules.core.rng import derive_seed

from .ai import make_agent
from .state import IsleOfMonstersState


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def run(levels: list[str], games: int, seed: int) -> dict[str, dict[str, float]]:
    n = len(levels)
    wall: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    for g in range(games):
        game_seed = derive_seed(seed, g)
        seat_level = [levels[(i + g) % n] for i in range(n)]
        agents = [make_agent(lv, s, derive_seed(game_seed, s, "agent")) for s, lv in enumerate(seat_level)]
        st = IsleOfMonstersState.new_game({"players": n}, game_seed)
        while not st.is_over():
            seat = st.to_act()[0]
            view = st.view(seat)
            many = len(view.legal_actions(seat)) > 1
            w0, c0 = time.perf_counter(), time.process_time()
            act = agents[seat].choose(view, seat)
            w1, c1 = time.perf_counter(), time.process_time()
            if many:
                lv = seat_level[seat]
                wall.setdefault(lv, []).append((w1 - w0) * 1000)
                cpu.setdefault(lv, []).append((c1 - c0) * 1000)
            st.apply(seat, act)
    out = {}
    for lv in wall:
        w, c = wall[lv], cpu[lv]
        out[lv] = {"decisions": len(w), "mean_ms": sum(w) / len(w), "p99_ms": _pct(w, 0.99),
                   "max_ms": max(w), "cpu_mean_ms": sum(c) / len(c), "cpu_p99_ms": _pct(c, 0.99),
                   "cpu_max_ms": max(c)}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.isle_of_monsters.trial", description=__doc__.splitlines()[0])
    ap.add_argument("--seats", default="normal,normal,normal")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    if not 2 <= len(levels) <= 5:
        print("Isle of Monsters seats 2 to 5 players", file=sys.stderr)
        return 2
    res = run(levels, args.games, args.seed)
    print(f"Isle of Monsters decision times: {args.games} games, seats {','.join(levels)}, seed {args.seed}")
    print(f"{'level':<7} {'decisions':>9} {'mean ms':>8} {'p99 ms':>8} {'max ms':>8} "
          f"{'cpu mean':>9} {'cpu p99':>8} {'cpu max':>8}")
    for lv, r in res.items():
        print(f"{lv:<7} {r['decisions']:>9} {r['mean_ms']:>8.2f} {r['p99_ms']:>8.2f} {r['max_ms']:>8.2f} "
              f"{r['cpu_mean_ms']:>9.2f} {r['cpu_p99_ms']:>8.2f} {r['cpu_max_ms']:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
