"""The computer players' pace is its own setting (instant / quick / normal /
slow), apart from the animation speed: it sets how long the table waits,
counted in the frames' time (the dt the turns module is stepped with, never
the wall clock), between a move and a computer's next move. The new settings
(pace, confirm, recap) round-trip through the settings file, a bad value in
it falls back to the defaults with a message, and the settings scene changes
and saves them."""
from __future__ import annotations

import json

import pygame
import pytest

from game.storage import settings as settings_mod
from game.scenes.settings_scene import SettingsScene
from game.storage.settings import AI_PACES, Settings
from game.table.turns import PACE_FACTORS
from game.screen.theme import LOGICAL_SIZE
from tests.table_driver import click, new_session, open_table, running_app, settle

DT = 0.01       # the frames' time step: the pause is measured in these


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        yield a


def wait_before_the_computer_moves(app, pace: str, animation_speed: str = "instant") -> float:
    """Frame time from a person's move to the computer's next move in Isle of
    Night, one person against one computer (turns taken one after the other)."""
    app.settings.ai_pace = pace
    app.settings.animation_speed = animation_speed
    table = open_table(app, new_session("isle_of_night", "ha", 4, autosave=False, default_level="easy"))
    settle(app, table)
    table.anims.skip()
    seat = table.input_seat()
    assert seat is not None
    while table.session.state.to_act() == [seat]:   # Ana's whole turn (one or more moves)
        table.play(table.view.legal_actions(seat)[0])
        table.anims.skip()
        app.step(DT, flip=False)
        if table.input_seat() is None and table.session.state.to_act() == [seat]:
            settle(app, table)
    done = len(table.session.actions)
    waited = 0.0
    while len(table.session.actions) == done:
        table.anims.skip()          # the animations are not the pace: skipped, as Space does
        app.step(DT, flip=False)
        waited += DT
        assert waited < 30, "the computer never moved"
    app.stack.pop()
    return waited


def test_the_pace_setting_sets_the_wait_before_a_computer_moves(app):
    waits = {pace: wait_before_the_computer_moves(app, pace) for pace in AI_PACES}
    assert waits["instant"] < waits["quick"] < waits["normal"] < waits["slow"]
    base = 0.45     # TurnControl.ai_pause
    for pace, wait in waits.items():
        # the pause in frame time, to within the frames it takes to think and to start
        assert wait == pytest.approx(base * PACE_FACTORS[pace], abs=6 * DT), pace
    assert waits["instant"] <= 6 * DT


def test_the_pace_is_apart_from_the_animation_speed(app):
    slow_animations = wait_before_the_computer_moves(app, "instant", animation_speed="slow")
    fast_animations = wait_before_the_computer_moves(app, "slow", animation_speed="instant")
    assert slow_animations <= 6 * DT             # slow animations do not slow an instant computer
    assert fast_animations >= 0.45 * PACE_FACTORS["slow"] - DT


def test_the_new_settings_round_trip_through_the_file(profile_dir):
    mine = Settings(ai_pace="slow", confirm_moves=True, recap=False)
    settings_mod.save(mine)
    got, problem = settings_mod.load()
    assert problem is None and got == mine
    defaults = Settings()
    assert (defaults.ai_pace, defaults.confirm_moves, defaults.recap) == ("normal", False, True)


@pytest.mark.parametrize("key, value, words", [
    ("ai_pace", "ludicrous", "pace"), ("ai_pace", 3, "pace"), ("ai_pace", ["slow"], "pace"),
    ("confirm_moves", "yes", "confirm_moves"), ("recap", None, "recap")])
def test_a_bad_value_in_the_settings_file_goes_back_to_its_default_and_keeps_the_others(profile_dir, key, value,
                                                                                        words):
    path = settings_mod.settings_path()
    doc = Settings(volume=35).to_json()
    doc["settings"][key] = value
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    got, problem = settings_mod.load()
    assert got == Settings(volume=35)                      # one bad value costs only itself
    assert problem and words in problem and "every other setting is kept" in problem
    kept = list(path.parent.glob("settings.json.unreadable-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["settings"][key] == value   # set aside, not lost


def open_settings(app) -> SettingsScene:
    click(app, app.stack.top.buttons["Settings"].rect.center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def saved() -> dict:
    return json.loads(settings_mod.settings_path().read_text())["settings"]


def test_the_settings_scene_changes_and_saves_the_pace_confirm_and_recap(app):
    scene = open_settings(app)
    for __ in range(len(scene.ai_pace.choices)):         # its arrows step through the paces
        if scene.ai_pace.value == "slow":
            break
        click(app, scene.ai_pace.arrow_rects()[1].center)
    assert app.settings.ai_pace == "slow" and saved()["ai_pace"] == "slow"
    click(app, scene.confirm_moves.switch_rect().center)
    assert app.settings.confirm_moves is True and saved()["confirm_moves"] is True
    was = app.settings.recap
    click(app, scene.recap.switch_rect().center)
    assert app.settings.recap is (not was) and saved()["recap"] is (not was)
    assert app.settings.animation_speed == "instant"             # the pace left the animation speed alone


def test_no_control_of_the_settings_scene_overlaps_another_or_leaves_the_canvas(app):
    scene = open_settings(app)
    canvas = pygame.Rect((0, 0), LOGICAL_SIZE)
    rects = [w.rect for w in scene.ui.widgets if w.visible]
    for i, a in enumerate(rects):
        assert canvas.contains(a)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
