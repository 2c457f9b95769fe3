"""Results say why the game ended in every game, rank the players by the
game's own tie-breaks (and say "tied" where the rules leave a tie), name each
score column by what it counts, and open any player's breakdown on a click or
the key of its place."""
from __future__ import annotations

import re

import pygame
import pytest

from game.scenes.results import ResultsScene, ranking
from game.session import GameSession, SeatConfig
from rules.core import registry
from rules.core.contract import play_random_game
from rules.core.rng import Rng
from rules.isle_of_night.state import IsleOfNightState
from tests.ui.conftest import click, key
from tests.ui.random_games import games, new_session, play

SEEDS = 3


def _ended(game_id):
    return [(players, seed, play(game_id, players, seed).session) for gid, players, seed in games(SEEDS)
            if gid == game_id]


@pytest.mark.parametrize("game_id", [info.id for info in registry.available()])
def test_every_random_game_of_every_game_ends_with_a_sentence_saying_why(game_id):
    for players, seed, session in _ended(game_id):
        why = session.state.why_it_ended()
        assert why and why[0].isupper() and why.endswith("."), (players, seed, why)


def test_isle_of_monsters_says_why_after_an_element_duel_too():
    info = registry.get("isle_of_monsters")
    cls = info.load_state_class()
    seen = set()
    for seed in range(40):
        st = cls.new_game(dict(info.default_options(3), tie_breaker="duel"), seed)
        play_random_game(st, Rng(seed))
        if st.champion is not None:
            seen.add(st.why_it_ended())
    assert seen and all("element duel" in why for why in seen)


def test_isle_of_night_says_which_of_its_two_ends_came():
    reasons = {}
    for _players, _seed, session in _ended("isle_of_night"):
        reasons[session.state.end_reason] = session.state.why_it_ended()
    assert set(reasons) == {"lanterns", "deck"}
    assert "lantern" in reasons["lanterns"] and "deck" in reasons["deck"]


@pytest.mark.parametrize("reason, words", [("volcano", "volcano"), ("empty", "No adventurer")])
def test_survive_the_island_says_how_the_island_ended(reason, words):
    session = play("survive_the_island", 2, 0).session
    session.state.over_reason = reason
    assert words in session.state.why_it_ended()


def test_survive_the_islands_columns_say_they_count_points_not_adventurers():
    session = play("survive_the_island", 3, 1).session
    keys = list(session.state.score_breakdown()[0])
    assert keys == ["Points from 5s", "Points from 4s", "Points from 3s", "Points from 2s", "Points from 1s"]
    assert not [k for k in keys if re.search(r"\d+s rescued", k)]


def _night_session(turns):
    """An Isle of Night position where nobody has scored and the turns taken differ."""
    state = IsleOfNightState.arranged(players=3, current=0)
    state.turns_taken = list(turns)
    info = registry.get("isle_of_night")
    seats = [SeatConfig(n, colour=i) for i, n in enumerate(("Robin", "Ana", "Marina"))]
    return GameSession(info, info.default_options(3), 1, seats, state, autosave_enabled=False)


def test_ranks_follow_isle_of_nights_tie_break_and_a_tie_it_leaves_is_said(app):
    session = _night_session([3, 2, 3])
    assert len(set(session.state.scores())) == 1            # all tied on VP
    app.settings.reduce_motion = True
    scene = app.stack.push(ResultsScene(app, session))
    app.step()
    assert scene.ranks() == {1: 1, 0: 2, 2: 2}              # fewer turns wins; 0 and 2 stay tied
    assert scene.order[0] == 1
    assert [scene.tied(s) for s in range(3)] == [True, False, True]
    assert scene.breakdown_heading(0) == "Robin: 2nd, tied"
    assert scene.breakdown_heading(1) == "Ana: 1st"
    assert dict(scene.tie_break_lines(1)) == {"Turns taken": "2", "Magic symbols": "0"}   # why Ana is first
    scene.open_breakdown(1)
    scene.draw(app.screen)


def test_ranking_places_equal_standings_together_and_the_next_after_them():
    order, ranks = ranking([(5, 0), (9, 1), (5, 0), (2, 0)])
    assert order == [1, 0, 2, 3] and ranks == {1: 1, 0: 2, 2: 2, 3: 4}


def test_a_click_on_a_players_row_opens_its_breakdown_and_a_key_opens_a_place(app):
    app.settings.reduce_motion = True
    session = play("isle_of_monsters", 3, 2).session
    scene = app.stack.push(ResultsScene(app, session))
    app.step()
    seat = scene.order[-1]
    click(app, scene.row_rect(seat).center)
    assert scene.opened == seat
    lines = dict(scene.breakdown_lines(seat))
    for k, v in session.state.score_breakdown()[seat].items():
        assert lines[k.capitalize()] == str(int(v))
    assert lines["Total"] == str(int(session.state.scores()[seat]))
    scene.draw(app.screen)
    key(app, pygame.K_ESCAPE)
    assert scene.opened is None and app.stack.top is scene      # Esc closed it, and only it
    key(app, pygame.K_1)
    assert scene.opened == scene.order[0]
    click(app, (20, 700))
    assert scene.opened is None
