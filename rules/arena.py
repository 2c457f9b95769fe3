"""The arena: computer players play whole games headless and the results are counted.

    python -m rules.arena --game isle_of_monsters --seats normal,easy,easy --games 200 --seed 1

The listed seats are rotated around the table from one game to the next (game g
puts listed entry (i + g) mod n in table seat i), so no level gains from where it
sits. Game g is dealt from seed derive_seed(S, g), so a run is repeatable: the
seeds are printed. Ties are shared (two tied winners get half a win each); in a
co-op game every seat of a winning team gets a whole win.

Prints a table (with each level's processor time per decision beside the wall
clock, which stretches on a shared machine), or with --json one line:
{"game", "games", "seats": [{"level", "wins", "win_rate", "mean_decision_ms",
"max_decision_ms"}...], "actions_per_second", "mean_game_ms"}

Paired deals: --against LEVELS plays every deal a second time with those seats
(the same game seed), so two levels are compared on the same cards and dice:

    python -m rules.arena --game king_of_monster_island --seats hard,hard --against normal,normal \
        --games 100 --seed 0 --option boss=lavalord --out cell.jsonl

It reports the first listed seat's result with each (a co-op team's win rate),
the paired difference (mean of the per-deal differences) with its 95 % interval,
and each level's decision time. --out FILE appends one JSON line per deal as it
finishes, and a run given a file that already holds deals goes on after them;
--report FILE... prints the report of such files, each and pooled.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Callable

from .core import registry
from .core.rng import derive_seed


#: make_agent(level, seat, seed) -> Agent: who plays a seat. The default is the
#: game's own (GameInfo.agent); a measuring tool passes its own to try a rule
#: without touching the game's factory.
AgentFactory = Callable[[str, int, int], object]


@dataclass
class GameResult:
    index: int
    seed: int
    wins: list[float]                 # per listed entry
    decision_ms: dict[str, list[float]] = field(default_factory=dict)  # per level, wall clock
    decision_cpu_ms: dict[str, list[float]] = field(default_factory=dict)  # per level, processor time
    actions: int = 0
    ms: float = 0.0
    scores: list[float] = field(default_factory=list)  # per listed entry
    over: bool = True


def parse_options(pairs: list[str]) -> dict:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option needs key=value, not {pair!r}")
        try:
            out[key] = json.loads(value)
        except json.JSONDecodeError:
            out[key] = value
    return out


def play_one(game_id: str, levels: list[str], index: int, seed: int, options: dict,
             max_actions: int = 200_000, make_agent: AgentFactory | None = None) -> GameResult:
    info = registry.get(game_id)
    cls = info.load_state_class()
    n = len(levels)
    game_seed = derive_seed(seed, index)
    seat_entry = [(i + index) % n for i in range(n)]     # table seat -> listed entry
    make = make_agent or info.agent
    agents = [make(levels[seat_entry[s]], s, derive_seed(game_seed, s, "agent")) for s in range(n)]
    opts = info.default_options(n)
    opts.update(options)
    opts["players"] = n
    problems = info.problems(opts)
    if problems:
        raise SystemExit(f"{info.name}: " + "; ".join(problems))
    state = cls.new_game(opts, game_seed)
    result = GameResult(index, game_seed, [0.0] * n)
    t_start = time.perf_counter()
    while not state.is_over():
        if result.actions >= max_actions:
            result.over = False
            break
        seat = state.to_act()[0]
        level = levels[seat_entry[seat]]
        view = state.view(seat)
        t0, c0 = time.perf_counter(), time.process_time()
        action = agents[seat].choose(view, seat)
        dt = (time.perf_counter() - t0) * 1000.0
        result.decision_ms.setdefault(level, []).append(dt)
        result.decision_cpu_ms.setdefault(level, []).append((time.process_time() - c0) * 1000.0)
        state.apply(seat, action)
        result.actions += 1
    result.ms = (time.perf_counter() - t_start) * 1000.0
    if result.over:
        winners = state.winners()
        share = 1.0 if info.cooperative else (1.0 / len(winners) if winners else 0.0)
        for s in winners:
            result.wins[seat_entry[s]] += share
        sc = state.scores()
        result.scores = [0.0] * n
        for s in range(n):
            result.scores[seat_entry[s]] = sc[s]
    return result


def _play_star(args):
    game_id, levels, index, seed, options, make_agent = args
    return play_one(game_id, levels, index, seed, options, make_agent=make_agent)


def run(game_id: str, levels: list[str], games: int, seed: int, options: dict | None = None,
        workers: int = 1, make_agent: AgentFactory | None = None) -> dict:
    """Play `games` games; `make_agent` (a module-level function, so that worker
    processes can use it) seats other players than the game's own."""
    options = options or {}
    for lv in levels:
        if lv not in registry.ARENA_LEVELS:
            raise SystemExit(f"unknown level {lv!r}: choose from {', '.join(registry.ARENA_LEVELS)}")
    jobs = [(game_id, levels, g, seed, options, make_agent) for g in range(games)]
    t0 = time.perf_counter()
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_play_star, jobs, chunksize=max(1, games // (workers * 8))))
    else:
        results = [_play_star(j) for j in jobs]
    wall = time.perf_counter() - t0
    n = len(levels)
    wins = [sum(r.wins[i] for r in results) for i in range(n)]
    per_level: dict[str, list[float]] = {}
    per_level_cpu: dict[str, list[float]] = {}
    for r in results:
        for lv, times in r.decision_ms.items():
            per_level.setdefault(lv, []).extend(times)
        for lv, times in r.decision_cpu_ms.items():
            per_level_cpu.setdefault(lv, []).extend(times)
    seats = []
    for i, lv in enumerate(levels):
        times = per_level.get(lv, [])
        seats.append({
            "level": lv,
            "wins": round(wins[i], 3),
            "win_rate": round(wins[i] / games, 4) if games else 0.0,
            "mean_decision_ms": round(sum(times) / len(times), 3) if times else 0.0,
            "max_decision_ms": round(max(times), 3) if times else 0.0,
        })
    total_actions = sum(r.actions for r in results)
    game_ms = sum(r.ms for r in results)
    out = {
        "game": game_id,
        "games": games,
        "seats": seats,
        "actions_per_second": round(total_actions / (game_ms / 1000.0), 1) if game_ms else 0.0,
        "mean_game_ms": round(game_ms / games, 3) if games else 0.0,
    }
    extra = {
        "seed": seed,
        "unfinished": sum(1 for r in results if not r.over),
        "mean_actions": round(total_actions / games, 1) if games else 0.0,
        "wall_seconds": round(wall, 2),
        # processor time per decision: what the code costs, whatever else the
        # machine is doing (wall-clock figures stretch on a shared machine)
        "cpu_ms": {lv: (round(sum(t) / len(t), 3), round(max(t), 3)) for lv, t in per_level_cpu.items() if t},
        "mean_scores": [round(sum(r.scores[i] for r in results if r.scores) / max(1, len(results)), 2)
                        for i in range(n)],
    }
    return {"summary": out, "extra": extra}


# == paired deals ==========================================================================================

def _times(r: GameResult) -> dict:
    """Per level: [decisions, total wall ms, max wall ms, total cpu ms, max cpu ms]."""
    out = {}
    for lv, wall in r.decision_ms.items():
        cpu = r.decision_cpu_ms.get(lv, [])
        out[lv] = [len(wall), round(sum(wall), 3), round(max(wall), 3),
                   round(sum(cpu), 3), round(max(cpu), 3) if cpu else 0.0]
    return out


def paired_deal(game_id: str, levels: list[str], against: list[str], index: int, seed: int,
                options: dict) -> dict:
    """Deal `index` played by both seat lists; the first listed seat's result in each."""
    a = play_one(game_id, levels, index, seed, options)
    b = play_one(game_id, against, index, seed, options)
    return {"index": index, "seed": a.seed, "a": a.wins[0], "b": b.wins[0], "over": a.over and b.over,
            "a_times": _times(a), "b_times": _times(b)}


def read_deals(path: str) -> list[dict]:
    """The deals a --out file holds (a line cut short by a stopped run is left out)."""
    rows = []
    try:
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError:
                    continue
    except FileNotFoundError:
        pass
    return rows


def _cut_short(path: str) -> bool:
    """Whether the file's last line was cut off before its end (a stopped run)."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, 2)
            if fh.tell() == 0:
                return False
            fh.seek(-1, 2)
            return fh.read(1) != b"\n"
    except FileNotFoundError:
        return False


def paired_run(game_id: str, levels: list[str], against: list[str], games: int, seed: int,
               options: dict | None = None, out: str | None = None) -> list[dict]:
    """Play deals 0..games-1 with both seat lists; with `out`, each deal is
    appended to that file as it finishes and deals already there are kept."""
    options = options or {}
    for lv in (*levels, *against):
        if lv not in registry.ARENA_LEVELS:
            raise SystemExit(f"unknown level {lv!r}: choose from {', '.join(registry.ARENA_LEVELS)}")
    if len(levels) != len(against):
        raise SystemExit("--against needs as many seats as --seats")
    rows = read_deals(out) if out else []
    done = {r["index"] for r in rows}
    if out and _cut_short(out):
        with open(out, "a", encoding="utf-8") as fh:
            fh.write("\n")              # the next deal starts a line of its own
    for g in range(games):
        if g in done:
            continue
        row = paired_deal(game_id, levels, against, g, seed, options)
        rows.append(row)
        if out:
            with open(out, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(row) + "\n")
    return sorted((r for r in rows if r["index"] < games), key=lambda r: r["index"])


def paired_summary(rows: list[dict]) -> dict:
    """Mean results, the paired difference and its 95 % interval (normal
    approximation over the per-deal differences), and decision times."""
    n = len(rows)
    if not n:
        return {"deals": 0}
    diffs = [r["a"] - r["b"] for r in rows]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    half = 1.96 * (var / n) ** 0.5
    times = {}
    for r in rows:
        for side in ("a_times", "b_times"):
            for lv, (k, wall, wmax, cpu, cmax) in r.get(side, {}).items():
                t = times.setdefault(lv, [0, 0.0, 0.0, 0.0, 0.0])
                t[0] += k
                t[1] += wall
                t[2] = max(t[2], wmax)
                t[3] += cpu
                t[4] = max(t[4], cmax)
    return {
        "deals": n,
        "a": sum(r["a"] for r in rows) / n,
        "b": sum(r["b"] for r in rows) / n,
        "diff": mean,
        "interval": (mean - half, mean + half),
        "a_only": sum(1 for d in diffs if d > 0),
        "b_only": sum(1 for d in diffs if d < 0),
        "times": {lv: {"decisions": k, "mean_ms": wall / k if k else 0.0, "max_ms": wmax,
                       "cpu_mean_ms": cpu / k if k else 0.0, "cpu_max_ms": cmax}
                  for lv, (k, wall, wmax, cpu, cmax) in times.items()},
    }


def format_paired(name: str, s: dict) -> str:
    if not s["deals"]:
        return f"{name}: no deals"
    lo, hi = s["interval"]
    lines = [f"{name}: {s['deals']} paired deals: first seat {s['a'] * 100:.1f}% vs {s['b'] * 100:.1f}%, "
             f"difference {s['diff'] * 100:+.1f} points (95% interval {lo * 100:+.1f} to {hi * 100:+.1f}); "
             f"won only with the first seats {s['a_only']}, only with the others {s['b_only']}"]
    for lv, t in sorted(s["times"].items()):
        lines.append(f"    {lv:<7} {t['decisions']:>7} decisions  wall mean {t['mean_ms']:.2f} ms max "
                     f"{t['max_ms']:.1f} ms  cpu mean {t['cpu_mean_ms']:.2f} ms max {t['cpu_max_ms']:.1f} ms")
    return "\n".join(lines)


def format_table(res: dict) -> str:
    s, e = res["summary"], res["extra"]
    lines = [f"{registry.DISPLAY_NAMES.get(s['game'], s['game'])}: {s['games']} games, "
             f"seeds derive_seed({e['seed']}, 0..{s['games'] - 1}), seats rotated each game",
             f"{'seat':>4}  {'level':<7} {'wins':>8} {'win rate':>9} {'mean ms':>9} {'max ms':>9} "
             f"{'cpu mean':>9} {'cpu max':>9} {'mean score':>11}"]
    for i, st in enumerate(s["seats"]):
        cpu_mean, cpu_max = e["cpu_ms"].get(st["level"], (0.0, 0.0))
        lines.append(f"{i + 1:>4}  {st['level']:<7} {st['wins']:>8.1f} {st['win_rate'] * 100:>8.1f}% "
                     f"{st['mean_decision_ms']:>9.2f} {st['max_decision_ms']:>9.2f} "
                     f"{cpu_mean:>9.2f} {cpu_max:>9.2f} {e['mean_scores'][i]:>11.2f}")
    lines.append(f"actions per second: {s['actions_per_second']:.0f}   mean game: {s['mean_game_ms']:.1f} ms   "
                 f"mean actions per game: {e['mean_actions']:.0f}   wall: {e['wall_seconds']:.1f} s")
    if e["unfinished"]:
        lines.append(f"WARNING: {e['unfinished']} games did not finish")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.arena", description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=registry.GAME_IDS)
    ap.add_argument("--seats", help="comma-separated levels: random, easy, normal, hard")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a game option (repeatable), e.g. --option boss=lithosaur")
    ap.add_argument("--workers", type=int, default=1, help="processes to play games in parallel")
    ap.add_argument("--json", action="store_true", help="print one JSON line instead of a table")
    ap.add_argument("--against", help="paired deals: play every deal again with these seats")
    ap.add_argument("--out", help="paired deals: append each deal to this JSON-lines file (and go on from it)")
    ap.add_argument("--report", nargs="+", metavar="FILE", help="print the report of paired-deal files")
    args = ap.parse_args(argv)
    if args.report:
        pooled = []
        for path in args.report:
            rows = read_deals(path)
            pooled.extend(rows)
            print(format_paired(path, paired_summary(rows)))
        if len(args.report) > 1:
            print(format_paired("pooled", paired_summary(pooled)))
        return 0
    if not args.game or not args.seats:
        ap.error("--game and --seats are needed (or --report FILE...)")
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        registry.get(args.game)
    except KeyError as exc:
        print(f"{args.game} is not available: {exc}", file=sys.stderr)
        return 2
    if args.against:
        against = [s.strip() for s in args.against.split(",") if s.strip()]
        rows = paired_run(args.game, levels, against, args.games, args.seed, parse_options(args.option), args.out)
        print(format_paired(f"{args.seats} against {args.against}", paired_summary(rows)))
        return 0
    res = run(args.game, levels, args.games, args.seed, parse_options(args.option), args.workers)
    if args.json:
        print(json.dumps(res["summary"]))
    else:
        print(format_table(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
