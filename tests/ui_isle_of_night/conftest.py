"""Helpers for driving the real Isle of Night table with posted pygame events:
an App on the dummy drivers (tests/conftest.py sets them and a temporary
profile), tables built as the new-game screen builds them, clicks where the
table's own layout draws things, frames stepped until a person must act."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.session import GameSession, SeatConfig
from game.settings import Settings
from game.tables.isle_of_night import IsleOfNightTable
from rules.core import registry
from rules.isle_of_night.state import IsleOfNightState

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli")


@pytest.fixture
def app(profile_dir):
    a = App(settings=Settings(animation_speed="instant"), strict=True)
    pygame.event.clear()
    a.go_to_title()
    a.step()
    yield a
    a.flush_sessions()


def info():
    return registry.get("isle_of_night")


def make_session(kinds: str, seed: int = 1, options: dict | None = None, autosave: bool = True) -> GameSession:
    """kinds: one letter a seat, "h" a person or "a" a Normal computer player."""
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "normal", i) for i, k in enumerate(kinds)]
    opts = info().default_options(len(kinds))
    opts.update(options or {})
    return GameSession.new(info(), opts, seats, seed=seed, autosave_enabled=autosave)


def open_table(app: App, session: GameSession) -> IsleOfNightTable:
    table = IsleOfNightTable(app, session)
    app.stack.push(table)
    app.step()
    return table


def post(event_type: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step(flip=False)


def settle(app: App, table: IsleOfNightTable, limit: int = 20000, dt: float = 1 / 60) -> None:
    """Steps frames until a person may click or the game is over."""
    for _ in range(limit):
        if table not in app.stack:
            return
        if table.input_seat() is not None and not table.anims.busy:
            return
        app.step(dt, flip=False)
    raise AssertionError("the table never waited for a person")


def arranged_session(kinds: str = "hh", **layout) -> GameSession:
    """A session over a position laid out by hand (rules' `arranged`), not
    saved: for the focused tests of one decision."""
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "normal", i) for i, k in enumerate(kinds)]
    state = IsleOfNightState.arranged(players=len(kinds), **layout)
    return GameSession(info(), info().default_options(len(kinds)), 0, seats, state, autosave_enabled=False)
