#!/usr/bin/env python3
"""Launch to first title frame, timed from outside the process.

    python3 packaging/launch_time.py --runs 7 -- dist/MonsterIsles --smoke
    python3 packaging/launch_time.py --runs 7 -- python3 main.py --smoke

Starts the command RUNS times, one after another, and times each from just before
the process is started to the moment its first title frame line ("start-up to the
first title frame: ...", printed by game/tools/smoke.py right after the title's first
frame is drawn) reaches the pipe. So a one-file build's unpacking, which happens
before its Python starts, is counted, unlike in the figure the smoke run prints
itself. Each run is let finish (a smoke run that fails is reported) before the
next starts; with --first-frame-only it is stopped (SIGTERM) once its first title
frame is seen, so many runs take little time. Prints each run and the median. A
tool for a source checkout, not part of the app.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

MARK = "first title frame"


def one_launch(command: list[str], first_frame_only: bool = False) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1")
    t0 = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    assert proc.stdout is not None
    seen = None
    for line in proc.stdout:
        if seen is None and MARK in line:
            seen = time.perf_counter() - t0
            if first_frame_only:
                proc.terminate()
                proc.wait()
                return seen
    if proc.wait() != 0:
        raise SystemExit(f"{' '.join(command)} exited with {proc.returncode}")
    if seen is None:
        raise SystemExit(f"{' '.join(command)} never printed a line with {MARK!r}")
    return seen


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--first-frame-only", action="store_true",
                   help="stop each run once its first title frame is seen")
    p.add_argument("command", nargs="+", help="the command to launch (after --)")
    args = p.parse_args(argv)
    times = []
    for i in range(args.runs):
        times.append(one_launch(args.command, args.first_frame_only))
        print(f"run {i + 1}: {times[-1] * 1000:.0f} ms", flush=True)
    print(f"median of {args.runs}: {statistics.median(times) * 1000:.0f} ms "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
