"""King of Monster Island played at the real table by clicks: whole games
(solo, three and five Monsters) in the slow step, and in the quick step the end
of a solo game clicked to its end and the results that say why it ended; the
dice, damage, market, drop, undo and Suggest by clicks."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.results import ResultsScene
from game.storage.settings import Settings
from game.tables.king_of_monster_island.layout import card_rect, die_rect
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.heuristics import policy

from tests.table_driver import near_the_end

from .clicks import click, click_action, make_session, open_table, play_by_clicks, settle


@pytest.fixture
def app(profile_dir):
    a = App(settings=Settings(animation_speed="instant", ai_pace="instant", recap=False), strict=True)
    pygame.event.clear()
    a.go_to_title()
    a.step()
    yield a
    a.flush_sessions()


@pytest.mark.slow
def test_a_solo_game_is_played_to_its_end_by_clicks(app):
    table = open_table(app, make_session("h", seed=3))
    moves = play_by_clicks(app, table)
    assert table.session.is_over() and moves > 10
    assert table.session.state.result in ("won", "lost")


@pytest.mark.slow
def test_three_monsters_people_and_computers_play_to_the_end_by_clicks(app):
    table = open_table(app, make_session("hah", seed=5))
    play_by_clicks(app, table)
    assert table.session.is_over()


@pytest.mark.slow
def test_five_monsters_mixed_play_to_the_end_by_clicks(app):
    table = open_table(app, make_session("haaha", seed=7))
    play_by_clicks(app, table)
    assert table.session.is_over()


def test_clicking_dice_marks_them_and_one_reroll_rolls_only_the_marked(app):
    table = open_table(app, make_session("h", seed=2))
    settle(app, table)
    st = table.session.state
    assert st.phase == "rolling"
    before, rerolls, played = list(st.roll), st.rerolls, len(table.session.actions)
    click(app, die_rect(1).center)
    click(app, die_rect(3).center)
    click(app, die_rect(3).center)          # a second click takes the die back
    assert table.marked == {1} and len(table.session.actions) == played
    click_action(app, table, A.RerollDice((1,)))
    settle(app, table)
    after = table.session.state
    assert table.session.actions[played:] == [(0, A.RerollDice((1,)))]
    assert after.rerolls == rerolls - 1 or after.phase == "resolving"
    assert [f for i, f in enumerate(after.roll) if i != 1] == [f for i, f in enumerate(before) if i != 1]


def test_damage_assignment_lights_only_the_legal_targets(app):
    table = open_table(app, make_session("h", seed=4))
    for _ in range(400):
        settle(app, table)
        view = table.view
        hits = [a for a in view.legal_actions(0) if isinstance(a, A.Hit)]
        if hits:
            lit = [a for _r, a in table.board_targets(view) if isinstance(a, A.Hit)]
            assert sorted(lit, key=repr) == sorted(hits, key=repr)
            if view.minions[hits[0].zone][1]:      # Shields first: nothing else is lit
                assert all(a.target == "shield" for a in lit)
            return
        click_action(app, table, policy(view, 0, view.legal_actions(0), None))
    pytest.fail("no damage to assign came up")


def test_an_illegal_market_click_says_why(app):
    table = open_table(app, make_session("h", seed=2))
    settle(app, table)
    click(app, card_rect(0).center)
    assert "finish" in table.message.lower() or "dice" in table.message.lower()


def test_the_drop_ends_where_the_rules_put_the_boss_dice(app):
    app.settings.animation_speed = "normal"
    table = open_table(app, make_session("h", seed=6))
    settle(app, table)
    st = table.session.state
    resting = {d: z for d, (z, _s, _r, _f) in table.volcano.resting.items()}
    assert resting == {d: z for d, z in enumerate(st.bd_zone) if z >= 0}


def test_undo_takes_back_keeping_the_roll(app):
    table = open_table(app, make_session("h", seed=2))
    settle(app, table)
    assert table.session.state.phase == "rolling"
    click_action(app, table, A.StopRolling())
    settle(app, table)
    assert table.session.state.phase == "resolving"
    assert table.undo_button.visible and table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    settle(app, table)
    assert table.session.state.phase == "rolling"


def test_suggest_shows_the_normal_players_move_without_playing_it(app):
    table = open_table(app, make_session("h", seed=2))
    settle(app, table)
    played = len(table.session.actions)
    click(app, table.suggest_button.rect.center)
    assert len(table.session.actions) == played
    view = table.view
    expected = policy(view, 0, view.legal_actions(0), None)
    assert table.message.startswith("Suggestion:")
    if isinstance(expected, A.RerollDice):
        assert table.marked == set(expected.dice)
    else:
        assert table.suggested == expected


@pytest.mark.slow
def test_the_results_screen_says_why_the_game_ended(app):
    table = open_table(app, make_session("h", seed=3))
    play_by_clicks(app, table)
    for _ in range(5):
        app.step(flip=False)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    reason = table.session.state.why_it_ended()
    assert reason.startswith(("Won:", "Lost:"))
    results.draw(app.screen)        # the reason line is drawn with the headline


def test_the_end_of_a_solo_game_is_clicked_to_the_results_that_say_why_it_ended(app):
    """The quick step's solo game (the whole one is in the slow step): its last
    moves by clicks (near_the_end), to its end and the results with the reason."""
    session = make_session("h", seed=3)
    near_the_end(session, moves_left=12)
    table = open_table(app, session)
    moves = play_by_clicks(app, table)
    assert table.session.is_over() and moves > 0
    assert table.session.state.result in ("won", "lost")
    for _ in range(5):
        app.step(flip=False)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.session is table.session
    reason = table.session.state.why_it_ended()
    assert reason.startswith(("Won:", "Lost:"))
    results.draw(app.screen)        # the reason line is drawn with the headline
