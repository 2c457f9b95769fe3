#!/usr/bin/env python3
"""What a still screen costs: the app's CPU in a real window, screen by screen.

    python3 packaging/idle_cpu.py
    python3 packaging/idle_cpu.py --window 1920x1080 --hold 10 --screens title menu
    python3 packaging/idle_cpu.py --display :26
    python3 packaging/idle_cpu.py --present platform

Starts a virtual X server (Xvfb, software rendering, no window manager) unless
--display names one already running, and then, for each screen, starts the app
(its own loop, App.run) in a window of --window, opens that screen the way the
scene catalogue builds it (game/scenes/catalogue.py: the title, New game, each
table at a seeded position where a person is to play, the Esc menu over the
title), lets it settle for --settle seconds, and counts the process's CPU
seconds (user + system, from /proc) over --hold seconds of wall time. Nothing
touches the window while it is held, so a screen that is still should cost
next to nothing. "animation" is the first table with every seat a computer
player (its bench session): moves, flights and thinking throughout, the busy
case to compare with. Prints one line per screen, in % of one core. Needs the
Debian package xvfb; a tool for a source checkout (Linux), not part of the app.

--present says who scales the canvas into the window (game/screen/window.py):
"default" chooses nothing, as on a player's machine (Xvfb's OpenGL is Mesa's
llvmpipe, a rasteriser on the processor, so the app scales the canvas itself
and shows it through the X server's shared memory); "cpu" runs SDL's software
renderer as well; "platform" makes the app take SDL's renderer on llvmpipe
anyway (MONSTER_ISLES_PRESENT), whose threads are counted: there is no GPU.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
READY = "screen ready"

#: run inside the app's process: open one screen and hand over to the app's loop
CHILD = """
import sys
from game.app import App
from game.scenes.catalogue import open_scene, table_games
name, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
app = App()
app.window.resize((w, h))
if name == "animation":
    scene = open_scene(app, table_games()[0].id, bench=True)
else:
    scene = open_scene(app, name)
seat = scene.input_seat() if hasattr(scene, "input_seat") else None
print("%s %s %s%s" % (READY, name, "" if seat is None else "(seat %d to play) " % seat,
                      "[scaled by the platform]" if app.window.scaled_by_platform else "[scaled by the cpu]"), flush=True)
app.run()
""".replace("READY", repr(READY))


def screens() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from game.scenes.catalogue import table_games
    return ["title", "new-game"] + [info.id for info in table_games()] + ["menu", "animation"]


def process_cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(name: str, size: tuple[int, int], env: dict, settle: float, hold: float) -> tuple[float, str]:
    """% of one core the app's process took while `name` was held on screen,
    and what the app said about the screen (whose turn it is)."""
    proc = subprocess.Popen([sys.executable, "-c", CHILD, name, str(size[0]), str(size[1])], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = ""
        while READY not in line and proc.poll() is None:
            line = proc.stdout.readline()      # pygame's own greeting may come first
        if READY not in line:
            raise SystemExit(f"{name}: the app did not open it:\n{proc.stderr.read() if proc.stderr else ''}")
        time.sleep(settle)
        c0, t0 = process_cpu(proc.pid), time.monotonic()
        time.sleep(hold)
        c1, t1 = process_cpu(proc.pid), time.monotonic()
        if proc.poll() is not None:
            raise SystemExit(f"{name}: the app exited (code {proc.returncode}) while it was measured")
        return 100 * (c1 - c0) / (t1 - t0), line.split(READY + " " + name, 1)[-1].strip()
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--window", default="1280x720", metavar="WxH", help="the window's size (default 1280x720)")
    p.add_argument("--hold", type=float, default=10.0, help="seconds each screen is measured (default 10)")
    p.add_argument("--settle", type=float, default=5.0, help="seconds before measuring (default 5: a glow settles 3 s after the last input or movement)")
    p.add_argument("--display", help="an X display already running (default: start Xvfb on a free one)")
    p.add_argument("--screens", nargs="+", help="which screens (default: all of them)")
    p.add_argument("--present", choices=("default", "cpu", "platform"), default="default",
                   help="who scales the canvas: default (the app's own choice), cpu (SDL's software "
                        "renderer) or platform (SDL's renderer on Xvfb's GL)")
    args = p.parse_args(argv)
    try:
        size = tuple(int(v) for v in args.window.lower().split("x"))
    except ValueError:
        p.error("--window needs WIDTHxHEIGHT, for example 1920x1080")
    names = args.screens or screens()
    tmp = tempfile.mkdtemp(prefix="idle-cpu-")
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1",
               XDG_DATA_HOME=f"{tmp}/data", XDG_CONFIG_HOME=f"{tmp}/config", XDG_STATE_HOME=f"{tmp}/state",
               XDG_CACHE_HOME=f"{tmp}/cache")
    for var in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "MONSTER_ISLES_PRESENT", "SDL_RENDER_DRIVER",
                "SDL_FRAMEBUFFER_ACCELERATION"):
        env.pop(var, None)
    if args.present == "cpu":
        env["SDL_RENDER_DRIVER"] = "software"
    elif args.present == "platform":
        env["MONSTER_ISLES_PRESENT"] = "platform"
    xvfb = None
    display = args.display
    if display is None:
        display = f":{600 + os.getpid() % 300}"
        xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-noreset"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
    env["DISPLAY"] = display
    try:
        print(f"CPU per second of wall time, {size[0]}x{size[1]} window, presenting: "
              f"{args.present} (each line says who scaled), {args.hold:g} s held after {args.settle:g} s (% of one core):", flush=True)
        for name in names:
            pct, note = measure(name, size, env, args.settle, args.hold)
            print(f"  {name:<24} {pct:6.1f} %  {note}".rstrip(), flush=True)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
