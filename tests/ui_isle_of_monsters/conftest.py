"""Helpers for driving the real Isle of Monsters table with posted pygame events:
an App on the dummy drivers (tests/conftest.py sets them and a temporary
profile), tables built the way the new-game screen builds them, clicks at the
positions the table's own layout computes, and frames stepped until the table
waits for a person."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.curtain import PassCurtain
from game.session import GameSession, SeatConfig
from game.settings import Settings
from game.tables.isle_of_monsters import IsleOfMonstersTable
from rules.core import registry

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
    return registry.get("isle_of_monsters")


def make_session(kinds: str, seed: int = 1, levels: str | None = None, options: dict | None = None,
                 autosave: bool = True) -> GameSession:
    """kinds: one letter a seat, "h" human or "a" computer; levels likewise
    ("e", "n", "h") for the computer seats."""
    lv = {"e": "easy", "n": "normal", "h": "hard"}
    seats = []
    for i, k in enumerate(kinds):
        level = lv[levels[i]] if levels else "normal"
        seats.append(SeatConfig(NAMES[i], "human" if k == "h" else "ai", level, i))
    opts = info().default_options(len(kinds))
    opts.update(options or {})
    return GameSession.new(info(), opts, seats, seed=seed, autosave_enabled=autosave)


def open_table(app: App, session: GameSession) -> IsleOfMonstersTable:
    table = IsleOfMonstersTable(app, session)
    app.stack.push(table)
    app.step()
    return table


def post(event_type: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def click(app: App, pos, button: int = 1, frames: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    for _ in range(frames):
        app.step(flip=False)


def hover(app: App, pos, seconds: float = 0.0) -> None:
    post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    t = 0.0
    while t < seconds:
        app.step(0.05)
        t += 0.05


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    app.step()


def curtain_up(app: App) -> PassCurtain | None:
    top = app.stack.top
    return top if isinstance(top, PassCurtain) else None


def settle(app: App, table: IsleOfMonstersTable, limit: int = 20000, dt: float = 1 / 60) -> None:
    """Steps frames until a person must do something: a human seat may click,
    a curtain waits, or the game is over (the results are shown)."""
    for _ in range(limit):
        if table not in app.stack:
            return
        if curtain_up(app) is not None:
            return
        if table.input_seat() is not None and not table.anims.busy:
            return
        app.step(dt, flip=False)
    raise AssertionError("the table never waited for a person")


def pass_curtain(app: App) -> None:
    c = curtain_up(app)
    assert c is not None, "no curtain is up"
    click(app, c.ready_button.rect.center)


def button_click(app: App, button) -> None:
    assert button.visible and button.enabled, f"{button.label} is not clickable ({button.reason})"
    click(app, button.rect.center)


def feed_by_clicks(app: App, table: IsleOfMonstersTable, seat: int, feed) -> None:
    """Clicks the food, then (when several creatures could take it) the cage."""
    n = len(table.session.actions)
    click(app, table.stack_rect(feed.source, feed.food).center)
    if len(table.session.actions) == n:
        click(app, table.cage_rect(seat, feed.cage).center)
