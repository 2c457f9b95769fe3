"""Frame benchmark: renders one scene headless, frame after frame, with its
animations and any AI thinking running as in play, and prints the mean, 95th and
99th percentile frame times in milliseconds.

    python3 -m game.bench --scene title --frames 600
    python3 -m game.bench --scene isle_of_monsters --frames 600 --json
    python3 -m game.bench --scene title --frames 300 --cpu --window 1920x1080

A frame is what the app does each tick: events (the pointer moves over the
scene), update(dt) and draw, and presenting the canvas in the window (scaled
when --window is not the canvas's 1280x720), and the flip. dt is a steady 1/60 s, so animations
advance as they would on screen. Tables run with every seat a computer player
(TableScene.bench_session), so AIs think throughout.

Times are wall-clock by default. On a machine shared with other busy processes
the wall clock also counts the time the frame waited for a CPU; --cpu measures
the CPU time the frame itself took instead (thread time), which is what the
frame costs on an idle machine. The printed figures say which.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time

from .headless import isolate_profile, use_dummy_drivers
from .measure import percentile


def measure(scene: str, frames: int, seed: int = 1, warmup: int = 30, cpu: bool = False,
            window: tuple[int, int] | None = None) -> dict:
    import pygame

    from .app import App
    from .scenes.catalogue import open_scene
    from .window import canvas_to_window
    app = App(strict=True)
    if window is not None:
        app.window.resize(window)
        app.step(1 / 60)
    open_scene(app, scene, seed=seed, bench=True)
    clock = time.thread_time if cpu else time.perf_counter
    times: list[float] = []
    for i in range(warmup + frames):
        # a pointer drifting across the screen, as a player's would
        x = 640 + 560 * math.sin(i / 47)
        y = 360 + 300 * math.sin(i / 31)
        pos = canvas_to_window((int(x), int(y)), app.window.size)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        t0 = clock()
        app.step(1 / 60)
        dt = (clock() - t0) * 1000
        if i >= warmup:
            times.append(dt)
    app.quit()
    return {"scene": scene, "frames": frames, "window": "x".join(map(str, app.window.size)),
            "mean_ms": round(sum(times) / len(times), 3),
            "p95_ms": round(percentile(times, 95), 3), "p99_ms": round(percentile(times, 99), 3)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m game.bench", description=__doc__.splitlines()[0])
    p.add_argument("--scene", required=True, help="title, new-game, settings, load, rules, results, error, "
                                                   "menu, or a game id for its table")
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print one JSON line")
    p.add_argument("--cpu", action="store_true", help="CPU time per frame instead of wall-clock time")
    p.add_argument("--window", metavar="WxH", help="the window's size (the canvas is scaled into it); "
                                                 "default 1280x720, the canvas's own")
    args = p.parse_args(argv)
    use_dummy_drivers()
    isolate_profile()
    window = None
    if args.window:
        try:
            w, h = (int(v) for v in args.window.lower().split("x"))
        except ValueError:
            p.error("--window needs WIDTHxHEIGHT, for example 1920x1080")
        window = (w, h)
    result = measure(args.scene, args.frames, args.seed, cpu=args.cpu, window=window)
    if args.json:
        print(json.dumps(result))
    else:
        kind = "CPU" if args.cpu else "wall-clock"
        print(f"{result['scene']} in a {result['window']} window: {result['frames']} frames, {kind} mean {result['mean_ms']:.2f} ms, "
              f"p95 {result['p95_ms']:.2f} ms, p99 {result['p99_ms']:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
