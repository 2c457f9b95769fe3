""""Learn to play" starts the first lesson from the game's title tile and from
its Rules page; `--screenshot guide:GAME_ID --seed N` opens lesson N."""
from __future__ import annotations

import pytest

from game.guide import COURSES
from game.scenes.catalogue import guided_table, scene_names
from game.scenes.title import TitleScene
from game.table.guide import PANEL
from game.table.scene import TableScene
from tests.table_driver import click, running_app

GUIDED = sorted(COURSES)


@pytest.fixture
def app(profile_dir):
    yield from running_app()


@pytest.mark.parametrize("game_id", GUIDED)
def test_learn_to_play_on_the_title_tile_starts_the_guided_game(app, game_id):
    title = app.stack.top
    assert isinstance(title, TitleScene)
    button = title.learn_buttons[game_id]
    tile = next(t for t in title.tiles if t.game_id == game_id)
    assert tile.rect.contains(button.rect)          # it sits on its game's tile
    click(app, button.rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.info.id == game_id
    assert table.guide is not None and table.guide.script is COURSES[game_id][0]


def test_only_games_with_a_guide_offer_learn_to_play_on_the_title(app):
    title = app.stack.top
    assert sorted(title.learn_buttons) == GUIDED


@pytest.mark.parametrize("game_id", GUIDED)
def test_learn_to_play_on_the_rules_page_starts_the_guided_game(app, game_id):
    app.open_rules(game_id)
    app.step(flip=False)
    rules = app.stack.top
    assert rules.learn_button.visible
    click(app, rules.learn_button.rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.guide is not None and table.info.id == game_id


def test_the_rules_page_hides_learn_to_play_for_a_game_without_a_guide(app, monkeypatch):
    monkeypatch.delitem(COURSES, "isle_of_night")
    app.open_rules("isle_of_night")
    app.step(flip=False)
    rules = app.stack.top
    assert not rules.learn_button.visible
    rules.pick(rules.games.index("king_of_monster_island"))
    assert rules.learn_button.visible


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guide_screenshot_opens_the_lesson_its_seed_names(app, game_id):
    assert f"guide:{game_id}" in scene_names()
    course = COURSES[game_id]
    table = guided_table(app, game_id, 2)
    assert table.guide.script is course[min(2, len(course)) - 1]
    assert table.guide.step_number() == 1
    app.step(flip=False)
    # the panel is drawn over the log: its gold edge differs from the log beside it
    assert app.screen.get_at((PANEL.centerx, PANEL.top + 1))[:3] != app.screen.get_at((PANEL.centerx, PANEL.top - 6))[:3]
