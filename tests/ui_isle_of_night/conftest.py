"""Helpers for driving the real Isle of Night table with posted pygame events:
an App on the dummy drivers (tests/conftest.py sets them and a temporary
profile), tables built as the new-game screen builds them, clicks where the
table's own layout draws things, frames stepped until a person must act."""
from __future__ import annotations

import pytest

from game.session import GameSession, SeatConfig
from rules.core import registry
from rules.isle_of_night.state import IsleOfNightState
from tests.table_driver import NAMES, click, new_session, open_table, post, running_app, settle  # noqa: F401

@pytest.fixture
def app(profile_dir):
    yield from running_app()


def info():
    return registry.get("isle_of_night")


def make_session(kinds: str, seed: int = 1, options: dict | None = None, autosave: bool = True) -> GameSession:
    return new_session("isle_of_night", kinds, seed, None, options, autosave)


def arranged_session(kinds: str = "hh", **layout) -> GameSession:
    """A session over a position laid out by hand (rules' `arranged`), not
    saved: for the focused tests of one decision."""
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "normal", i) for i, k in enumerate(kinds)]
    state = IsleOfNightState.arranged(players=len(kinds), **layout)
    return GameSession(info(), info().default_options(len(kinds)), 0, seats, state, autosave_enabled=False)
