"""Helpers for driving the real Survive the Island table with posted pygame
events: an App on the dummy drivers (tests/conftest.py sets them and a
temporary profile), sessions built as the new-game screen builds them, clicks
where the table's geometry says things are drawn, frames stepped until the
table waits for a person."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.curtain import PassCurtain
from game.session import GameSession, SeatConfig
from game.settings import Settings
from game.tables.survive_the_island import SurviveTheIslandTable
from rules.core import registry

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli")
ALL_CREATURES = {f"creature_{t}": True for t in
                 ("sea_serpent", "shark", "kaiju", "kraken", "pterodactyl", "whale")}
MONSTER_PACK = dict(ALL_CREATURES, piranhas=True, eggs=True)


@pytest.fixture
def app(profile_dir):
    a = App(settings=Settings(animation_speed="instant"), strict=True)
    pygame.event.clear()
    a.go_to_title()
    a.step()
    yield a
    a.flush_sessions()


def info():
    return registry.get("survive_the_island")


def make_session(kinds: str, seed: int = 1, levels: str | None = None, options: dict | None = None,
                 autosave: bool = False) -> GameSession:
    """kinds: one letter a seat, "h" human or "a" computer; levels likewise
    ("e", "n", "h") for the computer seats."""
    lv = {"e": "easy", "n": "normal", "h": "hard"}
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", lv[levels[i]] if levels else "easy", i)
             for i, k in enumerate(kinds)]
    opts = info().default_options(len(kinds))
    opts.update(options or {})
    return GameSession.new(info(), opts, seats, seed=seed, autosave_enabled=autosave)


def open_table(app: App, session: GameSession) -> SurviveTheIslandTable:
    table = SurviveTheIslandTable(app, session)
    app.stack.push(table)
    app.step()
    return table


def post(event_type: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(round(pos[0])), int(round(pos[1])))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step(flip=False)


def curtain_up(app: App) -> PassCurtain | None:
    top = app.stack.top
    return top if isinstance(top, PassCurtain) else None


def pass_curtain(app: App) -> None:
    c = curtain_up(app)
    assert c is not None, "no curtain is up"
    click(app, c.ready_button.rect.center)


def settle(app: App, table, limit: int = 20000) -> None:
    """Steps frames until a person must do something (or a curtain waits)."""
    for _ in range(limit):
        if table not in app.stack or curtain_up(app) is not None:
            return
        if table.input_seat() is not None and not table.anims.busy:
            return
        app.step(1 / 60, flip=False)
    raise AssertionError("the table never waited for a person")
