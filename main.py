#!/usr/bin/env python3
"""Monster Isles: four island-and-monster board games for one table.

    python3 main.py                                   play
    python3 main.py --version                         print the version and exit
    python3 main.py --smoke                           open every scene headless, exit 0 if all is well
    python3 main.py --screenshot SCENE --out F.png [--seed N]
                                                      render one scene to a PNG
Scenes for --screenshot: title, new-game, settings, load, rules, results, error,
replay (a finished game's replay at its middle), replays, stats (both with a
history played by computer players), and the id of each game that has a table
(its table at a seeded mid-game position),
guide:GAME_ID (its guided first game at step N of the guide, N the --seed), and
pieces:GAME_ID (the game's contact sheet: every piece at every size its table
draws it, labelled; as tall as it needs).
"""
from __future__ import annotations

import time

_START = time.perf_counter()

import argparse  # noqa: E402
import multiprocessing  # noqa: E402
import sys  # noqa: E402
import threading  # noqa: E402

from game.version import VERSION  # noqa: E402


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="monster-isles", description="Monster Isles")
    p.add_argument("--version", action="version", version=f"Monster Isles {VERSION}")
    p.add_argument("--smoke", action="store_true", help="open every scene headless and exit")
    p.add_argument("--screenshot", metavar="SCENE", help="render one scene (or pieces:GAME_ID, a game's contact sheet) to a PNG and exit")
    p.add_argument("--out", metavar="FILE.png", help="where --screenshot writes")
    p.add_argument("--seed", type=int, default=1, help="seed for --screenshot positions")
    args = p.parse_args(argv)
    if args.screenshot and not args.out:
        p.error("--screenshot needs --out FILE.png")
    return args


def prepare_process() -> None:
    """A windowed frozen build has no stdout/stderr (PyInstaller docs): give
    prints somewhere harmless to go. On Windows, ask for real pixels on high-DPI
    screens instead of a blurry stretched window."""
    import os
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    if sys.platform == "win32":
        try:
            import ctypes
            ctypes.windll.user32.SetProcessDPIAware()
        except (AttributeError, OSError):
            pass


def smoke() -> int:
    """The smoke run (game/tools/smoke.py), after the title's first frame: that frame
    is drawn first, before the smoke run's own imports, so the time it prints
    is a player's launch."""
    import traceback
    try:
        from game.tools.first_frame import first_title_frame
        app, first, processor = first_title_frame(_START)
    except Exception:
        traceback.print_exc()
        print("smoke: FAILED before the first title frame", file=sys.stderr)
        return 1
    from game.tools.smoke import run_smoke
    return run_smoke(app, first, processor)


def main(argv: list[str] | None = None) -> int:
    prepare_process()
    args = parse(argv)
    if args.smoke or args.screenshot:
        from game.tools.headless import isolate_profile, use_dummy_drivers
        use_dummy_drivers()
        isolate_profile()
        if args.smoke:
            return smoke()
        from game.tools.smoke import screenshot
        return screenshot(args.screenshot, args.out, args.seed)
    return play()


def play() -> int:
    """The app, with nothing before its first frame able to stop it: building
    the app and the title runs under the same crash handling as a frame (the
    error scene); if even the app cannot be built, the crash log is written and
    one line says so on stderr."""
    try:
        from game.app import App
        from game.table import thinking
        from game.screen.memory import settle_start_up
        app = App()
        settle_start_up()
    except Exception as exc:
        return cannot_start(exc)
    app.call_safely(app.go_to_title)

    def after_first_frame() -> None:
        # the computer players' helper process starts once the title is on the
        # screen (its start-up would compete with the first frame for the
        # processor), not in the frame of the first computer decision; the
        # stale temporary files of killed writes go then too
        from game.storage.stale_files import sweep_stale_files
        sweep_stale_files()
        thinking.prepare()
        # the history's promise of its newest games, kept whatever it held at
        # start (files only, no pygame: on a thread, so no frame waits on it)
        from game.history.store import prune_on_start
        threading.Thread(target=prune_on_start, name="history-prune", daemon=True).start()
    try:
        app.run(after_first_frame=after_first_frame)
    except Exception as exc:       # crashing over and over, even on the error scene
        return cannot_start(exc)
    return 0


def cannot_start(exc: BaseException) -> int:
    """The last resort: the crash log, and one line on stderr naming it."""
    try:
        from game.storage.crash_log import write_crash_log
        where = f"; the details are in {write_crash_log(exc)}"
    except Exception:
        where = ""
    print(f"Monster Isles could not start ({type(exc).__name__}: {exc}){where}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    # a frozen build starts the computer players' thinking helper (game/table/thinking.py)
    # by running this executable again: that run must become the helper, not a second app
    multiprocessing.freeze_support()
    sys.exit(main())
