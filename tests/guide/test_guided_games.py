"""Each game's guided first game, played by following the guide's arrow (with
keys only): every step the script promises comes, in order, and the script
ends; the guide can be switched off and the game left at any moment."""
from __future__ import annotations

import pygame
import pytest

from game.guide import GUIDES, guided_session, start_guided_game
from game.scenes.menu import MenuScene
from game.scenes.title import TitleScene
from tests.keys.driver import choices, key, tab_to
from tests.table_driver import running_app, settle

GUIDED = sorted(GUIDES)


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def follow_arrow(app, table, limit: int = 600) -> None:
    """Presses what the arrow points at (else Enter's confirm, else the first
    target), by Tab and Space, until the guide's script has ended."""
    for _ in range(limit):
        settle(app, table)
        if table.guide.finished or table not in app.stack:
            return
        app.step(flip=False)            # the guide follows the new position
        if table.guide.finished:
            return
        target = table.guide_target()
        if target is None:
            target = table.confirm_target()
        if target is None:
            target = choices(table)[0]
        tab_to(app, table, target)
        key(app, pygame.K_SPACE)
    raise AssertionError(f"the guide never ended: it reached {table.guide.seen}")


@pytest.mark.parametrize("game_id", GUIDED)
def test_following_the_arrow_reaches_every_step_of_the_guide_and_its_end(app, game_id):
    table = start_guided_game(app, game_id)
    follow_arrow(app, table)
    assert table.guide.finished
    assert table.guide.seen == GUIDES[game_id].step_names()
    assert table.guide.words()[1] == GUIDES[game_id].end_text
    assert table.guide_button.label == "Close guide"


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_arrow_points_at_a_lit_target_of_the_step(app, game_id):
    table = start_guided_game(app, game_id)
    settle(app, table)
    app.step(flip=False)
    step = table.guide.step
    assert step is not None and step.name == GUIDES[game_id].steps[0].name
    target = table.guide_target()
    assert target is not None and target in table.key_focus.targets
    title, text = table.guide.words()
    assert title == step.title and text == step.text


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guide_switched_off_leaves_the_game_to_play_on(app, game_id):
    table = start_guided_game(app, game_id)
    settle(app, table)
    moves = len(table.session.actions)
    tab_to(app, table, next(t for t in choices(table) if t.words == "Guide off"))
    key(app, pygame.K_SPACE)
    assert table.guide is None and not table.guide_button.visible
    assert table.guide_target() is None
    assert len(table.session.actions) == moves and table in app.stack


@pytest.mark.parametrize("game_id", GUIDED)
def test_a_guided_game_is_left_by_the_menu_at_any_moment(app, game_id):
    table = start_guided_game(app, game_id)
    settle(app, table)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    menu.buttons["Quit to title"].click()
    app.step(flip=False)
    assert isinstance(app.stack.top, TitleScene) and table not in app.stack


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guided_game_is_the_same_fixed_game_each_time(game_id):
    script = GUIDES[game_id]
    a, b = guided_session(script), guided_session(script)
    assert a.seed == b.seed == script.seed
    seat = a.state.to_act()[0]
    assert a.state.legal_actions(seat) == b.state.legal_actions(seat)
    assert [s.kind for s in a.seats].count("human") == 1
    assert all(s.level == "easy" for s in a.seats if s.kind == "ai")
