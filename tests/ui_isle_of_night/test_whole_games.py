"""Whole games of Isle of Night played by clicks on the real table, from the
first draw to the Results scene: at 2, 3 and 5 players on every island and
both its sides, hot-seat, solo against computer players and mixed; a game
that claims every conch, staff and ring it may, so a conch swap, a ring turn
and a staff replay are clicked in a whole game; and a game saved halfway,
resumed from its autosave and clicked to the end (all in the slow step, with the
other whole games by clicks). The quick step clicks the last moves of a two-player
hot-seat game on the first-game island to the Results scene."""
import pytest

from game.storage import saves
from game.scenes.results import ResultsScene
from game.session import GameSession
from rules.isle_of_night import actions as A

from tests.table_driver import near_the_end

from .clicker import Clicker
from .conftest import make_session, open_table, settle


def play_out(app, table, seed: int, limit: int = 3000, eager: bool = False) -> Clicker:
    clicker = Clicker(app, table, seed, eager)
    for _ in range(limit):
        settle(app, table)
        if table not in app.stack:
            break
        clicker.act()
    assert table not in app.stack, "the game did not end"
    assert isinstance(app.stack.top, ResultsScene)
    assert table.session.is_over()
    return clicker


@pytest.mark.slow
def test_a_two_player_hot_seat_game_on_the_first_game_island_is_played_to_the_results_by_clicks(app):
    session = make_session("hh", seed=3)
    table = open_table(app, session)
    clicker = play_out(app, table, seed=3)
    assert clicker.moves > 20
    assert session.state.side.key == "1A"


def test_the_end_of_a_two_player_hot_seat_game_on_the_first_game_island_is_clicked_to_the_results(app):
    """The quick step's game to the results: its last moves (near_the_end), both
    seats' by clicks, until the table gives way to the Results scene."""
    session = make_session("hh", seed=3)
    near_the_end(session, moves_left=16)
    already = len(session.actions)
    table = open_table(app, session)
    clicker = play_out(app, table, seed=3)
    assert clicker.moves == len(session.actions) - already          # every move since, by clicks
    assert {s for s, _ in session.actions[already:]} == {0, 1}
    assert session.state.side.key == "1A"


#: on each island: both sides, 2, 3 and 5 players, played hot-seat ("hh..."),
#: solo against computer players ("ha...") and mixed, spread over the sides
#: (every pairing of side, count and seating was 18 games, a third of CI's slow step)
WHOLE_GAMES = [
    (1, "A", "ha"), (1, "B", "hhh"), (1, "A", "hahaa"),
    (2, "B", "hh"), (2, "A", "haa"), (2, "B", "hhaha"),
    (3, "A", "hh"), (3, "B", "hah"), (3, "A", "haaaa"),
]


@pytest.mark.slow
@pytest.mark.parametrize("island,side,kinds", WHOLE_GAMES)
def test_whole_games_by_clicks_on_every_island(app, island, side, kinds):
    session = make_session(kinds, seed=island * 10 + len(kinds) + (side == "B"),
                           options={"first_game": False, "island": island, "side": side})
    table = open_table(app, session)
    clicker = play_out(app, table, seed=island)
    assert session.state.side.key == f"{island}{side}"
    assert clicker.moves > 0


def test_the_whole_game_matrix_covers_every_side_count_and_seating():
    for island in (1, 2, 3):
        games = [(side, kinds) for i, side, kinds in WHOLE_GAMES if i == island]
        assert {side for side, _k in games} == {"A", "B"}
        for n in (2, 3, 5):
            kinds = [k for _s, k in games if len(k) == n]
            assert kinds, (island, n)
        assert any(set(k) == {"h"} for _s, k in games)                 # hot-seat
        assert any(k.count("h") == 1 for _s, k in games)               # solo


@pytest.mark.slow
def test_a_whole_game_by_clicks_makes_a_conch_swap_a_ring_turn_and_a_staff_replay(app):
    session = make_session("hh", seed=5, options={"first_game": False, "island": 2, "side": "A"})
    table = open_table(app, session)
    clicker = play_out(app, table, seed=5, eager=True)
    kinds = {type(a) for a in clicker.played}
    assert {A.Swap, A.RingDiscard, A.RingClaim, A.StaffDiscard} <= kinds, kinds


@pytest.mark.slow
def test_a_game_saved_halfway_resumes_from_its_autosave_and_is_clicked_to_the_results(app):
    session = make_session("hah", seed=12, options={"first_game": False, "island": 3, "side": "A"})
    table = open_table(app, session)
    clicker = Clicker(app, table, 12)
    while session.state.lanterns_claimed < 2:          # about halfway through the night
        settle(app, table)
        assert table in app.stack
        clicker.act()
    settle(app, table)
    session.flush()
    resumed = GameSession.from_save(saves.load_save(session.autosave_path))
    assert resumed.state.to_json() == session.state.to_json()
    app.go_to_title()
    again = open_table(app, resumed)
    play_out(app, again, seed=13)
    assert resumed.state.side.key == "3A"
