"""A glow pulses in PULSE_STEPS steps a second: smooth to the eye, and each
frame between two steps shows the glow as the last frame did, so the window
has nothing of it to scale again (a seat's pulsing ring at 1920x1080 was 70
thousand canvas pixels scaled every frame)."""
from __future__ import annotations

import math

import pygame
import pytest

from game.table.targets import PULSE_STEPS, draw_turn_glow, pulse

from ..table_driver import new_session, open_table, running_app, settle


def test_a_pulse_holds_within_a_step_and_moves_at_the_next():
    for k in range(0, 120, 7):
        start = (k + 0.1) / PULSE_STEPS
        assert pulse(start + 0.4 / PULSE_STEPS) == pulse(start + 0.8 / PULSE_STEPS) == pulse(start)
        assert pulse(start + 1 / PULSE_STEPS) != pulse(start) or math.isclose(
            math.sin(k / PULSE_STEPS * 5.0), math.sin((k + 1) / PULSE_STEPS * 5.0))
    # still the same wave: up and down between 0 and 1 with the clock
    values = [pulse(t / 600) for t in range(0, 1200)]
    assert min(values) < 0.02 and max(values) > 0.98


def test_the_turn_glow_drawn_twice_within_a_step_is_the_same_picture():
    pygame.init()
    panels = [(pygame.Rect(100, 100, 300, 120), (200, 60, 60))]
    frames = []
    for clock in (1.0 + 0.1 / PULSE_STEPS, 1.0 + 0.9 / PULSE_STEPS, 1.0 + 1.5 / PULSE_STEPS):
        surface = pygame.Surface((500, 300))
        draw_turn_glow(surface, panels, clock)
        frames.append(bytes(surface.get_view("1")))
    assert frames[0] == frames[1] and frames[1] != frames[2]


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        yield a


def test_a_still_table_shows_the_same_frame_until_its_glow_steps(app):
    table = open_table(app, new_session("isle_of_night", "ha", autosave=False))
    settle(app, table)
    table.clock = 3.0 + 0.05 / PULSE_STEPS
    first = pygame.Surface((1280, 720))
    table.draw(first)
    table.clock += 0.5 / PULSE_STEPS            # a frame later, the same step
    again = pygame.Surface((1280, 720))
    table.draw(again)
    assert bytes(first.get_view("1")) == bytes(again.get_view("1"))
    table.clock += 1 / PULSE_STEPS              # the next step
    later = pygame.Surface((1280, 720))
    table.draw(later)
    assert bytes(first.get_view("1")) != bytes(later.get_view("1"))
