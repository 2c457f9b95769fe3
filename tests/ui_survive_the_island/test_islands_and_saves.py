"""An island made in Tiled is the island the table draws and the island clicks
land on, and a game saved at the table resumes at the table where it stood."""
from __future__ import annotations

from pathlib import Path

from game.storage import saves
from game.session import GameSession
from tests.survive_the_island.test_islands import STANDARD_TEXT, island

from .clicker import Clicker
from .conftest import make_session, open_table, settle


def test_an_island_made_in_tiled_is_the_map_the_table_draws_and_clicks_land_on(app, tmp_path):
    # the player's island: a copy of the map in a folder of their own, read from there
    choice = island(tmp_path, STANDARD_TEXT, name="my_island")
    session = make_session("ha", seed=3, options={"island": choice})
    table = open_table(app, session)
    assert table.geo.map.path == Path(choice).resolve()
    board = session.state.board
    for space in range(board.size):
        assert table.geo.space_at(table.geo.centre(space)) == space
    settle(app, table)
    clicker = Clicker(app, table, seed=3)
    for _ in range(6):
        settle(app, table)
        clicker.act()
    assert len(session.actions) >= 6


def test_a_game_saved_at_the_table_resumes_where_it_stood(app):
    session = make_session("ha", seed=8, autosave=True)
    table = open_table(app, session)
    clicker = Clicker(app, table, seed=8)
    for _ in range(25):
        settle(app, table)
        clicker.act()
    session.flush()
    again = GameSession.from_save(saves.load_save(session.autosave_path))
    assert again.state.to_json() == session.state.to_json()
    table2 = open_table(app, again)
    settle(app, table2)
    assert table2.view.legal_actions(0) == session.state.view(0).legal_actions(0)
