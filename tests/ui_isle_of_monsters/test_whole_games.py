"""Whole games on the real table, every human move made by clicking, from the
first turn to the results: 2 to 5 players, hot-seat, mixed, and one person
against Easy, Normal and Hard computer players; and one game started from the
title screen and left for the title again from the results."""
from __future__ import annotations

import pytest

from game.scenes.new_game import NewGameScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.tables.isle_of_monsters import IsleOfMonstersTable

from .clicker import Clicker
from .conftest import button_click, click, curtain_up, make_session, open_table, pass_curtain


def play_to_results(app, table, seed: int = 0, limit: int = 60000) -> ResultsScene:
    clicker = Clicker(app, table, seed=seed)
    already = len(table.session.actions)
    curtains = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if curtain_up(app) is not None:
            curtains += 1
            pass_curtain(app)
            continue
        if table.input_seat() is not None and not table.anims.busy:
            clicker.act()
            continue
        app.step(flip=False)
    results = app.stack.top
    assert isinstance(results, ResultsScene), "the game never reached the results"
    session = table.session
    assert session.is_over()
    assert results.session is session
    assert results.scores == list(session.state.scores())
    assert results.keys == ["crowd", "neighbours", "leftover"]
    humans = session.human_seats()
    human_moves = sum(1 for s, _ in session.actions[already:] if s in humans)
    assert clicker.moves == human_moves, "every human move was made by clicks"
    table.curtains_seen = curtains
    return results


# whole games by clicks are in the slow step, but for the cheapest two (one against
# Easy computers here, and one from the title below); the game against Normal at
# five and the last round against Hard went there too (4.7 s of a 139 s suite)
@pytest.mark.parametrize("kinds, levels, seed", [
    pytest.param("hh", None, 101, marks=pytest.mark.slow),          # 2 players, hot-seat
    pytest.param("hha", "nnn", 102, marks=pytest.mark.slow),        # 3 players, mixed
    ("haaa", "eeee", 103),                                          # 4 players, one person against Easy
    pytest.param("hhaaa", "nnnen", 104, marks=pytest.mark.slow),    # 5 players, mixed, Normal and Easy
])
def test_a_whole_game_by_clicks(app, kinds, levels, seed):
    session = make_session(kinds, seed=seed, levels=levels)
    table = open_table(app, session)
    play_to_results(app, table, seed=seed)
    if kinds.count("h") >= 2:
        assert table.curtains_seen > 0       # secret choices were handed over behind a curtain
    else:
        assert table.curtains_seen == 0


@pytest.mark.slow
def test_one_person_against_normal_computers_at_five(app):
    session = make_session("haaaa", seed=105, levels="nnnnn")
    table = open_table(app, session)
    play_to_results(app, table, seed=105)
    assert table.curtains_seen == 0


@pytest.mark.slow
def test_the_end_of_a_game_against_hard(app):
    """The last round of a two-player game against Hard, by clicks, to the results."""
    from game.table.sessions import play_forward
    session = make_session("ha", seed=106, levels="nh")
    play_forward(session, 106, lambda st: st.final and st.phase == "nurture")
    table = open_table(app, session)
    table.ai_slice = 0.05            # think in bigger slices: the test steps frames as fast as it can
    play_to_results(app, table, seed=106)


@pytest.mark.slow
def test_a_whole_game_against_hard(app):
    session = make_session("ha", seed=107, levels="nh")
    table = open_table(app, session)
    table.ai_slice = 0.05
    play_to_results(app, table, seed=107)


@pytest.mark.slow
def test_five_people_hot_seat(app):
    session = make_session("hhhhh", seed=108)
    table = open_table(app, session)
    play_to_results(app, table, seed=108)


def test_from_the_title_to_the_results_and_back(app):
    title = app.stack.top
    assert isinstance(title, TitleScene)
    tile = next(t for t in title.tiles if t.game_id == "isle_of_monsters")
    click(app, tile.rect.center, frames=3)
    setup = app.stack.top
    assert isinstance(setup, NewGameScene)
    setup.set_players(3)
    setup.set_seat(1, "kind", "ai")
    setup.set_seat(2, "kind", "ai")
    setup.set_seat(1, "level", "easy")
    setup.set_seat(2, "level", "easy")
    app.step()
    button_click(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, IsleOfMonstersTable)
    results = play_to_results(app, table, seed=9)
    button_click(app, results.title_button)
    assert isinstance(app.stack.top, TitleScene)
