"""Frame benchmark: renders one scene headless, frame after frame, with its
animations and any AI thinking running as in play, and prints the mean, 95th and
99th percentile frame times in milliseconds.

    python3 -m game.bench --scene title --frames 600
    python3 -m game.bench --scene isle_of_monsters --frames 600 --json
    python3 -m game.bench --scene title --frames 300 --cpu --window 1920x1080
    python3 -m game.bench --scene isle_of_night --cpu --window 1920x1080 --display :41 --present cpu

A frame is what the app does each tick: events (the pointer moves over the
scene), update(dt) and draw, and presenting the canvas in the window (scaled
when --window is not the canvas's 1280x720), and the flip. The presenting part
is also given on its own. dt is a steady 1/60 s,
so animations advance as they would on screen. Tables run with every seat a
computer player (TableScene.bench_session), so AIs think throughout.

Frames are paced at 60 a second of wall time, as the app's loop runs them: a
frame that finishes early waits (untimed) for its sixtieth of a second. The
computer players think in a helper process, in wall time, so run flat out
(--flat-out) a cheaper frame would leave fewer of their moves landing in the
same count of frames, and the frames a move lands in are a table's heaviest:
300 paced frames are five seconds of play whichever version is measured. A
table's figures say how many moves landed in the measured frames.

Headless (the default) the window is SDL's dummy one, which has only SDL's
software renderer, so the canvas is scaled on the processor as on a machine
without a GPU (game/screen/window.py). --display runs it in a real X window instead
(x11 video), where the platform scales the canvas if its OpenGL is a GPU's (Xvfb's
is Mesa's llvmpipe, which rasterises on the processor's cores, so there the
processor scales it as for a player without a GPU); --present cpu or platform
chooses who scales it (MONSTER_ISLES_PRESENT), to compare the two. The figures
say which did.

On a table it also prints what the measured frames held: in how many a
computer player was thinking, the longest any frame spent on its computer
players (asking for their decisions; the rules applying a decided move and
its animations being queued are the frame's own work, counted apart), and any
notes the table gives each frame (`bench_notes()`: a sinking tile, say), so a
run shows it measured what it was meant to.

Times are wall-clock by default. On a machine shared with other busy processes
the wall clock also counts the time the frame waited for a CPU; --cpu measures
the CPU time the frame itself took instead (thread time), which is what the
frame costs on an idle machine. The printed figures say which. With --cpu it
also prints the whole process's CPU per frame (every thread: SDL's and a GL
driver's too), since a renderer may work on threads of its own.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

from .tools.headless import isolate_profile, use_dummy_drivers
from .tools.measure import percentile


#: frames a second of wall time, when paced
PACE = 60


def measure(scene: str, frames: int, seed: int = 1, warmup: int = 30, cpu: bool = False,
            window: tuple[int, int] | None = None, paced: bool = True) -> dict:
    import pygame

    from .app import App
    from .screen.memory import settle_start_up
    from .scenes.catalogue import open_scene
    from .screen.window import canvas_to_window
    app = App(strict=True)
    settle_start_up()       # as a player's launch does (main.py play)
    if window is not None:
        app.window.resize(window)
        app.step(1 / 60)
    table = open_scene(app, scene, seed=seed, bench=True)
    clock = time.thread_time if cpu else time.perf_counter
    presenting: list[float] = []            # of each frame, the part spent presenting (scaling, pushing)
    present = app.window.present

    def timed_present(*args, **kw):
        t0 = clock()
        try:
            return present(*args, **kw)
        finally:
            presenting.append((clock() - t0) * 1000)
    app.window.present = timed_present
    watch = TableWatch(table, clock) if hasattr(table, "drive_ai") else None
    times: list[float] = []
    process: list[float] = []
    shown: list[float] = []
    due = time.perf_counter()
    for i in range(warmup + frames):
        if paced:           # the frame starts on its sixtieth of a second, or at once when late
            due += 1 / PACE
            wait = due - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            else:
                due = time.perf_counter()
        # a pointer drifting across the screen, as a player's would
        x = 640 + 560 * math.sin(i / 47)
        y = 360 + 300 * math.sin(i / 31)
        # a posted event is not mapped by SDL: in window pixels unless the platform maps real ones
        pos = (int(x), int(y)) if app.window.scaled_by_platform else canvas_to_window((int(x), int(y)), app.window.size)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        t0, p0 = clock(), time.process_time()
        presenting.clear()
        app.step(1 / 60)
        dt = (clock() - t0) * 1000
        if i >= warmup:
            times.append(dt)
            shown.append(sum(presenting))
            process.append((time.process_time() - p0) * 1000)
            if watch is not None:
                watch.frame_done()
        elif watch is not None:
            watch.reset_frame()
    app.quit()
    out = {"scene": scene, "frames": frames, "window": "x".join(map(str, app.window.size)),
           "scaled_by": "platform" if app.window.scaled_by_platform else "cpu",
           "video": pygame.display.get_driver(), "paced": paced,
           "mean_ms": round(sum(times) / len(times), 3),
           "p95_ms": round(percentile(times, 95), 3), "p99_ms": round(percentile(times, 99), 3),
           "present_mean_ms": round(sum(shown) / len(shown), 3), "present_p99_ms": round(percentile(shown, 99), 3)}
    if cpu:
        out.update(process_mean_ms=round(sum(process) / len(process), 3),
                   process_p99_ms=round(percentile(process, 99), 3))
    if watch is not None:
        out.update(watch.summary())
    return out


class TableWatch:
    """What a table's measured frames held: how long each spent on its computer
    players, whether one was thinking, and the table's own notes."""

    def __init__(self, table, clock) -> None:
        self.table = table
        self.clock = clock
        self.thinking_frames = 0
        self.moves_landed = 0       # computer moves applied in the measured frames
        self._landed = 0
        self.levels: dict[str, int] = {}        # thinking frames by the thinker's level
        self.ai_ms: list[float] = []
        self.notes: dict[str, int] = {}
        self._ai = self._own = 0.0
        self._inside = self._moved = False
        self._thinker_level: str | None = None
        drive, after_move = table.drive_ai, table.after_move

        def timed_drive(dt):
            seat = table.ai_to_act()
            thinking = table.ai_thinking
            self._moved = False
            t0 = clock()
            self._inside = True
            try:
                return drive(dt)
            finally:
                self._inside = False
                self._ai += clock() - t0
                # a frame that stepped a decision (or made the move one decided)
                if seat is not None and (thinking or table.ai_thinking or self._moved):
                    self._thinker_level = table.session.seats[seat].level

        def timed_after_move(*args, **kw):
            t0 = clock()
            try:
                return after_move(*args, **kw)
            finally:
                if self._inside:
                    self._own += clock() - t0
                    self._moved = True
                    self._landed += 1
        apply = table.session.apply

        def timed_apply(*args, **kw):
            t0 = clock()
            try:
                return apply(*args, **kw)
            finally:
                if self._inside:
                    self._own += clock() - t0
        table.drive_ai, table.after_move, table.session.apply = timed_drive, timed_after_move, timed_apply

    def reset_frame(self) -> None:
        self._ai = self._own = 0.0
        self._landed = 0
        self._thinker_level = None

    def frame_done(self) -> None:
        self.ai_ms.append(max(0.0, self._ai - self._own) * 1000)
        self.moves_landed += self._landed
        level = self._thinker_level
        if level is not None:
            self.thinking_frames += 1
            self.levels[level] = self.levels.get(level, 0) + 1
        self.reset_frame()
        for name, on in getattr(self.table, "bench_notes", dict)().items():
            self.notes[name] = self.notes.get(name, 0) + bool(on)

    def summary(self) -> dict:
        return {"moves_landed": self.moves_landed, "thinking_frames": self.thinking_frames, "thinking_by_level": dict(self.levels),
                "ai_wait_max_ms": round(max(self.ai_ms, default=0.0), 3),
                "ai_wait_p99_ms": round(percentile(self.ai_ms, 99), 3) if self.ai_ms else 0.0,
                "frames_with": dict(self.notes)}


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
    p.add_argument("--display", metavar=":N", help="a real X window on this display (x11 video) instead of "
                                                  "the headless dummy one")
    p.add_argument("--flat-out", action="store_true",
                   help="run frames back to back instead of 60 a second (fewer computer moves land)")
    p.add_argument("--present", choices=("cpu", "platform"),
                   help="who scales the canvas into the window (default: the platform where it is fast)")
    args = p.parse_args(argv)
    use_dummy_drivers()
    if args.display:
        os.environ.update(SDL_VIDEODRIVER="x11", DISPLAY=args.display)
        os.environ.pop("WAYLAND_DISPLAY", None)
    if args.present:
        os.environ["MONSTER_ISLES_PRESENT"] = args.present      # game/screen/window.py PRESENT_ENV (imports pygame)
    isolate_profile()
    window = None
    if args.window:
        try:
            w, h = (int(v) for v in args.window.lower().split("x"))
        except ValueError:
            p.error("--window needs WIDTHxHEIGHT, for example 1920x1080")
        window = (w, h)
    result = measure(args.scene, args.frames, args.seed, cpu=args.cpu, window=window,
                     paced=not args.flat_out)
    if args.json:
        print(json.dumps(result))
    else:
        kind = "CPU" if args.cpu else "wall-clock"
        pace = f"{PACE} a second" if result["paced"] else "flat out"
        print(f"{result['scene']} in a {result['window']} {result['video']} window, scaled by the {result['scaled_by']}: "
              f"{result['frames']} frames ({pace}), {kind} mean {result['mean_ms']:.2f} ms, "
              f"p95 {result['p95_ms']:.2f} ms, p99 {result['p99_ms']:.2f} ms"
              + (f"; the whole process mean {result['process_mean_ms']:.2f} ms, p99 {result['process_p99_ms']:.2f} ms"
                 if args.cpu else ""))
        print(f"  presenting the canvas: mean {result['present_mean_ms']:.2f} ms, p99 {result['present_p99_ms']:.2f} ms a frame")
        if "thinking_frames" in result:
            held = ", ".join(f"{name} {n}" for name, n in result["frames_with"].items())
            levels = ", ".join(f"{level} {n}" for level, n in result["thinking_by_level"].items())
            print(f"  computer moves landed: {result['moves_landed']}; "
                  f"computer players thinking in {result['thinking_frames']} frames"
                  + (f" ({levels})" if levels else "") + "; the longest a frame spent "
                  f"on them {result['ai_wait_max_ms']:.2f} ms (p99 {result['ai_wait_p99_ms']:.2f} ms)"
                  + (f"; frames with {held}" if held else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
