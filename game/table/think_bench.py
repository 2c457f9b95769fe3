"""How long a frame waits on a computer player: every game, every level.

    python3 -m game.table.think_bench                 the table (a few minutes: Hard thinks ~0.8 s a decision)
    python3 -m game.table.think_bench --hard 4 --json

Positions come from one game per game played by Normal computer players (3
seats, or the most the game allows if fewer). At each position the seat to act
decides twice, with the same agent seed and decision count:

- in the window (before): the table's old way, `agent.thinker(view, seat)`
  then `step(slice)` once a frame until it decides. A frame waits for the view,
  the thinker's set-up and one step; every later frame for one step.
- in the helper (after): `thinking.thinker(...)` sends the view to the helper
  process, then each frame asks once whether the answer has come. A frame waits
  for the view and the send, then for one look at the mailbox.

It prints, per game and level, the worst and the 99th-percentile wait of one
frame in milliseconds (wall-clock, and CPU time of this thread), how many
positions were measured, and whether both ways chose the same action (Easy and
Normal must; Hard's search is cut by time, so it may differ where the time ran
out). Every Easy and Normal position of the game is measured; Hard at --hard
positions spread over the game.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from rules.core import registry
from rules.core.registry import AI_LEVELS, GameInfo
from rules.core.rng import Rng, derive_seed

from ..tools.measure import percentile
from . import thinking

#: the seconds of thinking a table gives a computer player each frame
SLICE = 0.003
#: how long the bench waits between two frames' looks at the helper (s)
FRAME_GAP = 1 / 120


class Waits:
    """The time one frame waited, collected over many frames."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def timed(self, fn):
        w0, c0 = time.perf_counter(), time.thread_time()
        out = fn()
        self.wall.append(time.perf_counter() - w0)
        self.cpu.append(time.thread_time() - c0)
        return out

    def summary(self) -> dict:
        return {"worst_ms": round(max(self.wall, default=0) * 1000, 3),
                "p99_ms": round(percentile(self.wall, 99) * 1000, 3),
                "worst_cpu_ms": round(max(self.cpu, default=0) * 1000, 3),
                "p99_cpu_ms": round(percentile(self.cpu, 99) * 1000, 3),
                "frames": len(self.wall)}


def positions(info: GameInfo, seed: int) -> list[tuple]:
    """(state, seat, decision number) at every decision of one game of Normal players."""
    players = max(info.min_players, min(3, info.max_players))
    state = info.load_state_class().new_game(info.default_options(players), seed)
    agents = [info.agent("normal", s, derive_seed(seed, "bench", s)) for s in range(players)]
    out = []
    while not state.is_over() and len(out) < 5000:
        seat = state.to_act()[0]
        out.append((state.clone(), seat, agents[seat].decisions))
        state.apply(seat, agents[seat].choose(state.view(seat), seat))
    return out


def in_window(info, level, state, seat, decisions, seed, waits: Waits, slice_: float):
    agent = info.agent(level, seat, seed)
    agent.decisions = decisions
    box = {}

    def first():
        box["t"] = agent.thinker(state.view(seat), seat)
        return box["t"].step(slice_)

    done = waits.timed(first)
    t = box["t"]
    while not done:
        done = waits.timed(lambda: t.step(slice_))
    return t.result


def in_helper(info, level, state, seat, decisions, seed, waits: Waits, slice_: float, helper, polls: Waits):
    agent = info.agent(level, seat, seed)
    agent.decisions = decisions
    box = {}

    def first():
        box["t"] = thinking.thinker(info, level, agent, state.view(seat), seat, use=helper)
        return box["t"].step(slice_)

    done = waits.timed(first)
    t = box["t"]
    while not done:
        time.sleep(FRAME_GAP)
        done = polls.timed(lambda: t.step(slice_))
        waits.wall.append(polls.wall[-1])
        waits.cpu.append(polls.cpu[-1])
    return t.result, t.in_helper


def spread(items: list, n: int) -> list:
    if n >= len(items):
        return items
    return [items[round(i * (len(items) - 1) / max(1, n - 1))] for i in range(n)]


def measure(game_ids, levels, hard_positions: int, seed: int, slice_: float) -> dict:
    helper = thinking.ThinkingHelper()
    start = Waits()
    # the helper's start, once per app run, is a frame of its own here
    start.timed(helper.start)
    rows = []
    for gid in game_ids:
        info = registry.get(gid)
        where = positions(info, seed)
        for level in levels:
            chosen = spread(where, hard_positions) if level == "hard" else where
            before, after, polls = Waits(), Waits(), Waits()
            same = in_helper_count = 0
            for state, seat, decisions in chosen:
                aseed = derive_seed(seed, "ai", seat)
                a = in_window(info, level, state, seat, decisions, aseed, before, slice_)
                b, used = in_helper(info, level, state, seat, decisions, aseed, after, slice_, helper, polls)
                same += a == b
                in_helper_count += used
            rows.append({"game": gid, "level": level, "positions": len(chosen), "same_action": same,
                         "decided_in_helper": in_helper_count,
                         "before": before.summary(), "after": after.summary(),
                         "poll": polls.summary()})
    helper.stop()
    return {"slice_ms": slice_ * 1000, "helper_start_ms": round(start.wall[0] * 1000, 3),
            "helper_problem": helper.problem, "rows": rows}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m game.table.think_bench", description=__doc__.splitlines()[0])
    p.add_argument("--games", nargs="*", default=list(registry.GAME_IDS))
    p.add_argument("--levels", nargs="*", default=list(AI_LEVELS))
    p.add_argument("--hard", type=int, default=12, help="Hard positions per game")
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--slice", type=float, default=SLICE, help="the table's slice of thinking per frame (s)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")     # pytmx imports pygame
    result = measure(args.games, args.levels, args.hard, args.seed, args.slice)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"one frame's wait on a computer player, ms (slice {result['slice_ms']:.1f} ms; "
          f"the helper's one-off start {result['helper_start_ms']:.1f} ms"
          + (f"; helper NOT used: {result['helper_problem']}" if result["helper_problem"] else "") + ")")
    print("worst / p99 of one frame's wait: CPU time of the frame's own thread (what it costs on an idle")
    print("machine), then wall-clock (which also counts waiting for a CPU on a busy machine)")
    print(f"{'game':<23}{'level':<7}{'pos':>4} | {'before cpu':>10} {'p99':>5} {'wall':>6} | "
          f"{'after cpu':>9} {'p99':>5} {'wall':>6} | {'poll cpu':>8} {'wall p99':>8} | same helper")
    for r in result["rows"]:
        b, a, q = r["before"], r["after"], r["poll"]
        print(f"{r['game']:<23}{r['level']:<7}{r['positions']:>4} | {b['worst_cpu_ms']:>10.2f} {b['p99_cpu_ms']:>5.2f} "
              f"{b['worst_ms']:>6.2f} | {a['worst_cpu_ms']:>9.2f} {a['p99_cpu_ms']:>5.2f} {a['worst_ms']:>6.2f} | "
              f"{q['worst_cpu_ms']:>8.3f} {q['p99_ms']:>8.3f} | {r['same_action']:>4} {r['decided_in_helper']:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
