"""Driving the four real tables in hot-seat with "since your last turn" on:
the shared driver (tests/table_driver.py) with the recap setting switched on,
and a loop that plays seeded legal moves through the table (`table.play`, the
kit's one way in for a click), passes curtains and records every recap."""
from __future__ import annotations

import pytest

from rules.core import registry
from rules.core.rng import Rng
from tests.table_driver import click, curtain_up, new_session, open_table, pass_curtain, running_app, settle

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        a.settings.recap = True
        yield a


def table_for(app, game_id: str, kinds: str = "hh", seed: int = 1):
    info = registry.get(game_id)
    players = max(len(kinds), info.min_players)
    kinds = kinds + "a" * (players - len(kinds))
    return open_table(app, new_session(game_id, kinds, seed, autosave=False, default_level="easy"))


def play_until(app, table, done, moves: int = 400, seed: int = 5):
    """Plays seeded legal moves for whoever must act, passes every curtain and
    clicks every recap away (each recorded with the history length it came
    at), until done(recaps) or the move budget runs out. Returns the recaps."""
    rng = Rng(seed)
    recaps = []
    for _ in range(moves):
        settle(app, table)
        if table not in app.stack:
            break
        if curtain_up(app) is not None:
            pass_curtain(app)
            app.step(flip=False)
            continue
        if table.recap_panel is not None:
            recaps.append((table.recap_panel.recap, len(table.session.history)))
            if done(recaps):
                return recaps
            click(app, table.board_rect.center)
            continue
        seat = table.input_seat()
        legal = table.view.legal_actions(seat)
        assert table.play(rng.choice(legal))
    return recaps
