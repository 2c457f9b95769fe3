"""A game at the Isle of Night table is autosaved as it is clicked and resumes
at the same position, ring choice and staff replay included in the moves."""
from game.storage import saves
from game.session import GameSession

from .clicker import Clicker
from .conftest import make_session, open_table, settle


def test_a_game_clicked_halfway_resumes_from_its_autosave_at_the_same_position(app):
    session = make_session("hh", seed=8, options={"first_game": False, "island": 2, "side": "B"})
    table = open_table(app, session)
    clicker = Clicker(app, table, 8)
    for _ in range(40):
        settle(app, table)
        clicker.act()
    settle(app, table)
    session.flush()
    saved = saves.load_save(session.autosave_path)
    resumed = GameSession.from_save(saved)
    assert resumed.state.to_json() == session.state.to_json()
    again = open_table(app, resumed)
    settle(app, again)
    assert again.input_seat() == session.state.current
