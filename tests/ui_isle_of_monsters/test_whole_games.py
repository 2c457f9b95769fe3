"""Whole games on the real table, every human move made by clicking, from the
first turn to the results: 2 to 5 players, hot-seat, mixed, and one person
against Easy, Normal and Hard computer players; and one game started from the
title screen and left for the title again from the results (all in the slow step,
with the other whole games by clicks). The quick step clicks a game's last round
to the results and from them back to the title, and goes from the title's tile
through the new-game screen to the table and its first move by clicks."""
from __future__ import annotations

import pytest

from game.scenes.new_game import NewGameScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.tables.isle_of_monsters import IsleOfMonstersTable

from tests.table_driver import near_the_end

from .clicker import Clicker
from .conftest import button_click, click, curtain_up, make_session, open_table, pass_curtain, settle


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


# whole games by clicks are in the slow step (the issue: "keep the whole-game-by-click
# tests in the slow step"); the quick step clicks the last moves of the Easy game
# (test_the_end_of_a_game_by_clicks_reaches_the_results_and_they_lead_to_the_title)
@pytest.mark.slow
@pytest.mark.parametrize("kinds, levels, seed", [
    ("hh", None, 101),          # 2 players, hot-seat
    ("hha", "nnn", 102),        # 3 players, mixed
    ("haaa", "eeee", 103),      # 4 players, one person against Easy
    ("hhaaa", "nnnen", 104),    # 5 players, mixed, Normal and Easy
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


def _start_from_the_title(app) -> IsleOfMonstersTable:
    """From the title by clicks: the game's tile, three seats on the new-game
    screen (a person and two Easy computers), Start."""
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
    return table


@pytest.mark.slow
def test_from_the_title_to_the_results_and_back(app):
    table = _start_from_the_title(app)
    results = play_to_results(app, table, seed=9)
    button_click(app, results.title_button)
    assert isinstance(app.stack.top, TitleScene)


#: how many moves (every seat's) before the Normal players' end the quick game starts
MOVES_LEFT = 24


def test_the_end_of_a_game_by_clicks_reaches_the_results_and_they_lead_to_the_title(app):
    """The quick step's game to the results: one person against Easy, at four, from
    the last round's moves (near_the_end) by clicks to the results, which show the
    game's scores; their title button goes back to the title."""
    session = make_session("haaa", seed=103, levels="eeee")
    near_the_end(session, moves_left=MOVES_LEFT)
    already = len(session.actions)
    table = open_table(app, session)
    results = play_to_results(app, table, seed=103)
    assert table.curtains_seen == 0
    assert any(s == 0 for s, _ in session.actions[already:]), "the person clicked moves"
    button_click(app, results.title_button)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_from_the_title_through_the_new_game_screen_to_the_table_and_its_first_move_by_clicks(app):
    """The quick step's start from the title (the slow step plays that game on to
    the results and back): the tile, the new-game screen's seats, Start, and the
    person's first move made by clicks."""
    table = _start_from_the_title(app)
    session = table.session
    assert [(s.kind, s.level) for s in session.seats][1:] == [("ai", "easy"), ("ai", "easy")]
    assert session.seats[0].kind == "human"
    settle(app, table)
    assert curtain_up(app) is None and table.input_seat() == 0
    clicker = Clicker(app, table, seed=9)
    before = len(session.actions)
    clicker.act()
    assert clicker.moves == 1 and any(s == 0 for s, _ in session.actions[before:])
