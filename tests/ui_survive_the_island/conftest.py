"""Helpers for driving the real Survive the Island table with posted pygame
events: an App on the dummy drivers (tests/conftest.py sets them and a
temporary profile), sessions built as the new-game screen builds them, clicks
where the table's geometry says things are drawn, frames stepped until the
table waits for a person."""
from __future__ import annotations

import pytest

from game.session import GameSession
from rules.core import registry
from tests.table_driver import (NAMES, click, curtain_up, new_session, open_table, pass_curtain,  # noqa: F401
                                post, running_app, settle)

ALL_CREATURES = {f"creature_{t}": True for t in
                 ("sea_serpent", "shark", "kaiju", "kraken", "pterodactyl", "whale")}
MONSTER_PACK = dict(ALL_CREATURES, piranhas=True, eggs=True)


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def info():
    return registry.get("survive_the_island")


def make_session(kinds: str, seed: int = 1, levels: str | None = None, options: dict | None = None,
                 autosave: bool = False) -> GameSession:
    return new_session("survive_the_island", kinds, seed, levels, options, autosave, default_level="easy")


