"""The New game screen speaks to the people at the table and remembers them: a
person's seat shows no computer level; the note about passing the screen
comes only when two or more people sit; the last choices a game was started
with (players, seats, levels, options) come back the next time, per game,
and "Reset to defaults" restores the game's first choices. A remembered
choice that no longer fits, or a damaged file, leaves the defaults."""
from __future__ import annotations

import json

from game.storage import new_game_memory
from game.scenes.new_game import NewGameScene
from rules.core import registry
from tests.ui.conftest import click
from tests.ui.test_new_game import retype, segment
from tests.ui.toy_table import TOY_INFO

PASS_WORDS = "pass it"


def open_new_game(app, game):
    scene = app.stack.push(NewGameScene(app, game))
    app.step()
    return scene


def test_a_persons_seat_shows_no_computer_level_and_a_computers_does(app):
    scene = open_new_game(app, TOY_INFO)
    row0, row1 = scene.seat_widgets
    assert not row0["level"].visible and row1["level"].visible
    assert row0["level"] not in scene.ui.focusables() and row1["level"] in scene.ui.focusables()
    click(app, segment(row1["kind"], "human"))
    assert not row1["level"].visible


def test_the_note_on_passing_the_screen_comes_only_when_two_people_sit(app):
    info = registry.get("isle_of_monsters")
    assert info.hidden_information
    scene = open_new_game(app, info.id)
    assert [s["kind"] for s in scene.chosen_seats()] == ["human", "ai"]
    assert PASS_WORDS not in scene.seats_note()
    click(app, segment(scene.seat_widgets[1]["kind"], "human"))
    assert PASS_WORDS in scene.seats_note()
    click(app, segment(scene.seat_widgets[1]["kind"], "ai"))
    assert PASS_WORDS not in scene.seats_note()


def test_a_game_started_is_remembered_for_the_next_new_game_of_that_game(app):
    scene = open_new_game(app, TOY_INFO)
    row0, row1 = scene.seat_widgets
    retype(app, row0["name"], "Nykki")
    click(app, segment(row1["level"], "hard"))
    click(app, scene.option_widgets["cards"].arrow_rects()[1].center)     # 5 -> 6
    click(app, scene.start_button.rect.center)
    assert app.stack.top.session.options["cards"] == 6
    again = open_new_game(app, TOY_INFO)
    assert again.seats[0]["name"] == "Nykki" and again.seats[1]["level"] == "hard"
    assert again.options["cards"] == 6
    assert again.seat_widgets[0]["name"].text == "Nykki"
    other = open_new_game(app, "isle_of_monsters")        # another game keeps its own choices
    assert other.seats[0]["name"] == "Player 1"


def test_the_player_count_and_a_games_own_options_are_remembered(app):
    info = registry.get("survive_the_island")
    scene = open_new_game(app, info.id)
    click(app, segment(scene.count_picker, 4))
    kraken = scene.option_widgets["creature_kraken"]
    click(app, kraken.switch_rect().center)
    assert scene.options["creature_kraken"] is True
    scene.start()
    again = open_new_game(app, info.id)
    assert again.players == 4 and again.options["creature_kraken"] is True


def test_reset_to_defaults_brings_back_the_games_first_choices(app):
    scene = open_new_game(app, TOY_INFO)
    retype(app, scene.seat_widgets[0]["name"], "Nykki")
    click(app, scene.option_widgets["cards"].arrow_rects()[1].center)
    click(app, scene.reset_button.rect.center)
    assert scene.seats[0]["name"] == "Player 1" and scene.options["cards"] == 5
    assert scene.seat_widgets[0]["name"].text == "Player 1"


def test_a_remembered_choice_that_no_longer_fits_is_left_at_its_default(app):
    path = new_game_memory.memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({TOY_INFO.id: {"players": 99, "options": {"cards": 40, "gone": 1},
                                              "seats": [{"name": "Ada", "kind": "robot", "colour": 77}]}}))
    scene = open_new_game(app, TOY_INFO)
    assert scene.players == 2 and scene.options["cards"] == 5 and "gone" not in scene.options
    assert scene.seats[0] == {"name": "Ada", "kind": "human", "level": "normal", "colour": 0}


def test_a_damaged_memory_file_leaves_the_defaults_and_the_next_start_rewrites_it(app):
    path = new_game_memory.memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff{not json")
    scene = open_new_game(app, TOY_INFO)
    assert scene.seats[0]["name"] == "Player 1"
    scene.start()
    assert json.loads(path.read_text())[TOY_INFO.id]["players"] == 2
