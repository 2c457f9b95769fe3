"""Helpers for driving the real Isle of Monsters table with posted pygame events:
an App on the dummy drivers (tests/conftest.py sets them and a temporary
profile), tables built the way the new-game screen builds them, clicks at the
positions the table's own layout computes, and frames stepped until the table
waits for a person."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.session import GameSession
from game.tables.isle_of_monsters import IsleOfMonstersTable
from rules.core import registry
from tests.table_driver import (NAMES, click, curtain_up, new_session, open_table, pass_curtain,  # noqa: F401
                                post, running_app, settle)

@pytest.fixture
def app(profile_dir):
    yield from running_app()


def info():
    return registry.get("isle_of_monsters")


def make_session(kinds: str, seed: int = 1, levels: str | None = None, options: dict | None = None,
                 autosave: bool = True) -> GameSession:
    return new_session("isle_of_monsters", kinds, seed, levels, options, autosave)


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


def button_click(app: App, button) -> None:
    assert button.visible and button.enabled, f"{button.label} is not clickable ({button.reason})"
    click(app, button.rect.center)


def feed_by_clicks(app: App, table: IsleOfMonstersTable, seat: int, feed) -> None:
    """Clicks the food, then (when several creatures could take it) the cage."""
    n = len(table.session.actions)
    click(app, table.stack_rect(feed.source, feed.food).center)
    if len(table.session.actions) == n:
        click(app, table.cage_rect(seat, feed.cage).center)
