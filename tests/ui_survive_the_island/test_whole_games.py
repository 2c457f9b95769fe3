"""Whole games of Survive the Island on the real table, every human move made
by clicking, from set-up to the results: 2 players with two colours each, 3
and 5 players, hot-seat and mixed, the base game and every Monster Pack
creature with Piranhas and Eggs."""
from __future__ import annotations

import pytest

from game.scenes.results import ResultsScene
from rules.survive_the_island import actions as A

from .clicker import Clicker
from .conftest import MONSTER_PACK, curtain_up, make_session, open_table, pass_curtain


def play_to_results(app, table, seed: int = 0, limit: int = 200000):
    clicker = Clicker(app, table, seed=seed)
    curtains = 0
    for _ in range(limit):
        if isinstance(app.stack.top, ResultsScene):
            break
        if curtain_up(app) is not None:
            curtains += 1
            pass_curtain(app)
            continue
        if table.input_seat() is not None and not table.anims.busy:
            clicker.act()
            continue
        app.step(1 / 60, flip=False)
    results = app.stack.top
    assert isinstance(results, ResultsScene), "the game never reached the results"
    session = table.session
    assert session.is_over()
    assert results.scores == list(session.state.scores())
    assert results.breakdown == list(session.state.score_breakdown())
    return clicker, curtains


def test_two_people_hot_seat_each_with_two_colours_play_a_whole_game_by_clicks(app):
    session = make_session("hh", seed=3)
    assert session.state.colours_of_seat == ((0, 2), (1, 3))
    table = open_table(app, session)
    clicker, curtains = play_to_results(app, table, seed=3)
    assert curtains > 10            # every hand-over between the two hid the screen
    assert {A.PlaceAdventurer, A.PlaceRaft, A.MoveAdventurer, A.SinkTile} <= clicker.kinds


@pytest.mark.slow
def test_three_players_mixed_with_every_creature_piranhas_and_eggs_by_clicks(app):
    session = make_session("hah", seed=5, options=MONSTER_PACK)
    table = open_table(app, session)
    clicker, curtains = play_to_results(app, table, seed=5)
    assert curtains > 0
    assert A.SinkTile in clicker.kinds


@pytest.mark.slow
def test_five_people_hot_seat_base_game_by_clicks(app):
    session = make_session("hhhhh", seed=7)
    table = open_table(app, session)
    clicker, curtains = play_to_results(app, table, seed=7)
    assert curtains > 20


def test_one_person_against_two_computers_with_the_monster_pack_needs_no_curtain(app):
    session = make_session("haa", seed=11, options=MONSTER_PACK)
    table = open_table(app, session)
    clicker, curtains = play_to_results(app, table, seed=11)
    assert curtains == 0
    assert clicker.moves > 10
