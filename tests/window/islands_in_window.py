"""Figures (not a test; run by hand): hostile islands at the New game screen in a
real window. The app runs as a player's does (x11 video, the real frame loop's
clock) in a throw-away profile whose maps folder holds the islands of issue 26
(a 2 GB sparse file, 5000 x 5000 cells, a zlib bomb layer, a 50 MB comment, a
tile picture that is not a picture, a tileset outside the folder). Each island
is chosen in turn and the frames are timed until its answer is on the screen;
then a check is held (as a slow disk would) while Esc opens the menu, and
SIGTERM ends the loop. Reported: the longest gap between two frames while each
island was being checked, and what the screen said.

    Xvfb :27 -screen 0 1920x1080x24 &
    DISPLAY=:27 python3 -m tests.window.islands_in_window
"""
from __future__ import annotations

import base64
import os
import shutil
import signal
import sys
import threading
import time
import zlib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("MONSTER_ISLES_AI_PROCESS", "0")

from game.tools.headless import isolate_profile  # noqa: E402

PROFILE = isolate_profile()

import pygame  # noqa: E402

import rules.survive_the_island as survive  # noqa: E402
from game.storage import saves  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.new_game import NewGameScene  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from rules.core import registry  # noqa: E402
from rules.survive_the_island.board import map_path  # noqa: E402

STANDARD = map_path().read_text(encoding="utf-8")


def hostile_islands(maps: Path) -> dict[str, Path]:
    shutil.copytree(map_path().parent / "survive_the_island", maps / "survive_the_island")
    out = {}

    def put(name: str, text: str) -> Path:
        path = maps / f"{name}.tmx"
        path.write_text(text, encoding="utf-8")
        out[name] = path
        return path
    with open(put("sparse_2gb", STANDARD), "r+b") as fh:
        fh.truncate(2 * 1024 ** 3)
    put("cells_5000", STANDARD.replace('width="11" height="13"', 'width="5000" height="5000"', 1)
        + "<!--" + "0," * 100_000 + "-->")
    bomb = base64.b64encode(zlib.compress(bytes(100 * 1024 * 1024), 9)).decode()
    start = STANDARD.index('<data encoding="csv">')
    end = STANDARD.index("</data>", start)
    put("zlib_bomb", STANDARD[:start] + f'<data encoding="base64" compression="zlib">{bomb}' + STANDARD[end:])
    put("comment_50mb", STANDARD.replace("<properties>", "<!-- " + "x" * (50 * 1024 * 1024) + " --><properties>", 1))
    outside = maps.parent / "outside"
    shutil.copytree(maps / "survive_the_island", outside / "survive_the_island")
    put("tileset_outside", STANDARD.replace('source="survive_the_island/survive_the_island.tsx"',
                                            f'source="{outside}/survive_the_island/survive_the_island.tsx"'))
    bad_pictures = maps / "bad_pictures"
    shutil.copytree(maps / "survive_the_island", bad_pictures / "survive_the_island")
    (bad_pictures / "survive_the_island" / "island.png").write_text("not a picture")
    text = STANDARD.replace('source="survive_the_island/', 'source="bad_pictures/survive_the_island/')
    out["not_a_picture"] = put("not_a_picture", text)
    put("good_copy", STANDARD)
    return out


def frames_until(app: App, clock: pygame.time.Clock, done, limit: float = 30.0) -> float:
    """Runs the real loop's frames until done(); the longest gap between frames (s)."""
    worst, last, end = 0.0, time.perf_counter(), time.perf_counter() + limit
    while not done() and time.perf_counter() < end:
        clock.tick(60)
        app.frame(pygame.event.get(), 1 / 60)
        now = time.perf_counter()
        worst, last = max(worst, now - last), now
    return worst


def main() -> int:
    maps = saves.data_dir() / "maps"
    maps.mkdir(parents=True)
    islands = hostile_islands(maps)
    app = App(settings=Settings())
    app.go_to_title()
    scene = app.stack.push(NewGameScene(app, registry.get("survive_the_island")))
    clock = pygame.time.Clock()
    frames_until(app, clock, lambda: app.frames > 10)
    listed = {label for _v, label in scene.option_widgets["island"].choices}
    print(f"listed at once: {sorted(listed)}")
    t_end = time.perf_counter() + 2.0
    worst = frames_until(app, clock, lambda: time.perf_counter() > t_end)
    print(f"no check running: 2 s of frames, longest gap {worst * 1000:.0f} ms (what the machine's load costs)")
    for name, path in islands.items():
        t0 = time.perf_counter()
        scene.set_option("island", str(path))
        worst = frames_until(app, clock, lambda: not any("checking" in p for p in scene.problems))
        said = next((p for p in scene.problems if "Island" in p), "fits the rules")
        print(f"{name:<16} answered in {time.perf_counter() - t0:5.2f} s, longest frame gap {worst * 1000:5.0f} ms: "
              f"{said[:150]}")
    # a check held (a slow disk): the window keeps drawing, Esc opens the menu, SIGTERM ends the loop
    gate = threading.Event()
    real = survive.island_problems

    def slow(choice):
        if choice:
            gate.wait(60)
        return real(choice)
    survive.island_problems = slow
    scene.file_checks = type(scene.file_checks)(scene.info)
    scene.set_option("island", str(islands["good_copy"]))
    t_end = time.perf_counter() + 2.0
    worst = frames_until(app, clock, lambda: time.perf_counter() > t_end)
    print(f"held check: 2 s of frames, longest gap {worst * 1000:.0f} ms; "
          f"screen says {[p for p in scene.problems if 'checking' in p]}")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    frames_until(app, clock, lambda: app.stack.top is not scene, 2.0)
    print(f"Esc while checking opened: {type(app.stack.top).__name__}")
    threading.Timer(1.0, lambda: os.kill(os.getpid(), signal.SIGTERM)).start()
    t0 = time.perf_counter()
    app.run()
    print(f"SIGTERM while checking ended the loop after {time.perf_counter() - t0:.2f} s")
    gate.set()
    shutil.rmtree(PROFILE, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
