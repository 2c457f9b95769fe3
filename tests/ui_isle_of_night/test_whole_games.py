"""Whole games of Isle of Night played by clicks on the real table, from the
first draw to the Results scene: hot-seat and against computer players, at
2, 3 and 5 players, on every island (the long ones marked slow)."""
import pytest

from game.scenes.results import ResultsScene

from .clicker import Clicker
from .conftest import make_session, open_table, settle


def play_out(app, table, seed: int, limit: int = 3000) -> Clicker:
    clicker = Clicker(app, table, seed)
    for _ in range(limit):
        settle(app, table)
        if table not in app.stack:
            break
        clicker.act()
    assert table not in app.stack, "the game did not end"
    assert isinstance(app.stack.top, ResultsScene)
    assert table.session.is_over()
    return clicker


def test_a_two_player_hot_seat_game_on_the_first_game_island_is_played_to_the_results_by_clicks(app):
    session = make_session("hh", seed=3)
    table = open_table(app, session)
    clicker = play_out(app, table, seed=3)
    assert clicker.moves > 20
    assert session.state.side.key == "1A"


@pytest.mark.slow
@pytest.mark.parametrize("island,side,kinds", [
    (1, "A", "hahaa"), (1, "B", "hah"), (2, "A", "hhhhh"), (2, "B", "hha"), (2, "A", "hh"),
    (3, "A", "haaaa"), (3, "B", "hh"), (3, "B", "hah"),
])
def test_whole_games_by_clicks_on_every_island(app, island, side, kinds):
    session = make_session(kinds, seed=island * 10 + len(kinds) + (side == "B"),
                           options={"first_game": False, "island": island, "side": side})
    table = open_table(app, session)
    play_out(app, table, seed=island)
    assert session.state.side.key == f"{island}{side}"
