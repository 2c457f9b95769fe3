"""Scenes and widgets say when they are still (Scene.is_still, Widget.is_still)
and when something they show is due (next_due), so the app's loop may wait
instead of drawing (tests/window/test_still_loop.py runs the loop itself)."""
from __future__ import annotations

import pygame

from game.scenes.catalogue import open_scene
from game.screen.tween import Tween
from game.ui.controls import Toggle
from game.ui.textinput import BLINK_ON, TextInput
from tests.ui.conftest import frames


def test_a_sliding_toggle_is_not_still_until_its_knob_arrives():
    toggle = Toggle((0, 0, 200, 40), "Sound", False)
    assert toggle.is_still()
    toggle.set(True)
    assert not toggle.is_still()
    for _ in range(30):
        toggle.update(1 / 60)
    assert toggle.is_still()


def test_a_focused_text_box_is_due_when_its_caret_turns():
    box = TextInput((0, 0, 200, 40), "Robin")
    assert box.next_due() is None
    box.focused = True
    box.update(0.1)
    assert box.next_due() == BLINK_ON - box.blink
    box.update(BLINK_ON)
    assert 0 < box.next_due() <= 1.0 - BLINK_ON


def test_a_scene_with_a_tween_running_is_not_still(app):
    frames(app, 120)
    title = app.stack.top
    assert title.is_still()
    title.anims.play(Tween(0.5))
    assert not title.is_still()
    frames(app, 40)
    assert title.is_still()


def test_a_lifting_title_tile_is_not_still_until_it_rests(app):
    frames(app, 120)
    title = app.stack.top
    tile = title.tiles[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    assert not title.is_still()
    frames(app, 30)
    assert title.is_still() and tile.lift > 0


def test_a_table_is_due_when_its_message_goes_and_a_thinking_computer_is_never_still(app):
    table = open_scene(app, "isle_of_monsters")
    frames(app, 60)
    assert table.is_still() and table.next_due() is None
    table.say("Not now", 2.0)
    assert abs(table.next_due() - 2.0) < 1e-9
    cls = type(table)
    robots = app.stack.push(cls(app, cls.bench_session(1)))
    robots.anims.skip()
    robots._ai_wait = 0.3
    assert robots.is_still() and abs(robots.next_due() - 0.3) < 1e-9       # its pause, then it thinks
    robots._ai_wait = 0.0
    assert not robots.is_still()


def test_time_waited_on_a_still_table_counts_for_its_timers_not_its_glow(app):
    table = open_scene(app, "isle_of_monsters")
    frames(app, 30)
    table.say("Not now", 2.0)
    clock = table.clock
    table.catch_up(2.5)
    assert table.message == "" and table.clock == clock


def test_the_curtains_glow_rests_while_the_app_waits(app):
    table = open_scene(app, "isle_of_monsters")
    curtain = app.open("curtain", table, 0)
    assert curtain.ambient_motion()
    t = curtain.t
    curtain.catch_up(5.0)
    assert curtain.t == t
