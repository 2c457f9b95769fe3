"""SIGTERM (a logout, a shutdown, `kill`) is answered by the app's own handler
(App._stop_on_sigterm), whatever handled it before the loop started: SDL's own
signal handler (which turns it into a quit event, and is on by default) or the
default (which ends the process at once). The loop ends at the end of the frame
and the game is on disk. In the test's process, with no fork or child: the
signal is raised in a frame of the real loop (App.run), and what handled it
before the loop is a stand-in that says it was called. The whole process, SDL's
handlers off, is tests/saves/test_kill.py's."""
from __future__ import annotations

import signal

import pygame

from game.storage import saves
from game.app import App
from game.session import GameSession, SeatConfig
from game.storage.settings import Settings
from rules.core import registry


def test_sigterm_is_answered_by_the_apps_own_handler_which_ends_the_loop_with_the_game_on_disk(profile_dir):
    info = registry.get("isle_of_monsters")
    app = App(settings=Settings(animation_speed="instant", ai_pace="instant", reduce_motion=True, recap=False),
              strict=True)
    pygame.event.clear()
    seats = [SeatConfig(f"Bot {i + 1}", "ai", "easy", i) for i in range(4)]
    session = GameSession.new(info, info.default_options(4), seats, seed=7919)
    app.go_to_title()
    app.stack.push(info.load_table_scene()(app, session))

    not_the_apps: list[int] = []
    frames_after = []
    real_frame = app.frame

    def frame(events, dt, flip=True):
        real_frame(events, dt, flip)
        if frames_after:
            frames_after.append(len(session.actions))
        elif len(session.actions) >= 3:              # the computers are playing: moves in flight
            frames_after.append(len(session.actions))
            signal.raise_signal(signal.SIGTERM)
        if app.frames > 3000:                        # never here: the loop would not end (fails below)
            app.running = False

    def stand_in(_sig, _frame):                       # what handled SIGTERM before the app's loop started
        not_the_apps.append(_sig)
        app.running = False

    app.frame = frame
    before = signal.signal(signal.SIGTERM, stand_in)
    try:
        app.run()
    finally:
        signal.signal(signal.SIGTERM, before)
    assert not_the_apps == [], "SIGTERM went to whatever handled it before the loop, not to the app"
    assert frames_after and len(frames_after) == 1, "the loop went on after the frame SIGTERM came in"
    saved = saves.load_save(session.autosave_path)
    assert len(saved.actions) == len(session.actions) >= 3
