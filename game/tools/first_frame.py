"""The title's first frame, timed from start-up, with nothing imported that a
player's launch would not import: the smoke run calls this before it imports
its own tools (example saves, the scene catalogue, the computer players), so the
figure it prints is the one a player waits for."""
from __future__ import annotations

import time

from game.app import App
from game.screen.memory import settle_start_up


def first_title_frame(start: float) -> tuple[App, float, float]:
    """A strict app (exceptions pass through) showing the title after one drawn
    frame; the seconds since `start`, and the processor seconds this process
    took for it (on a busy machine the wall clock counts waiting for a core)."""
    app = App(strict=True)
    settle_start_up()       # as a player's launch does (main.py play)
    app.go_to_title()
    app.step(1 / 60)
    return app, time.perf_counter() - start, time.process_time()
