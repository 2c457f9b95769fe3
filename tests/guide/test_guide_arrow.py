"""The guide's arrow points at what to press from a side where it hides
nothing else one may press: above it when there is room, else below, to the
right or to the left, and on the screen under the top bar."""
from __future__ import annotations

import pygame

from game.table.guide import ARROW, arrow_box, arrow_points, arrow_side

SCREEN = pygame.Rect(0, 0, 1280, 720)
TARGET = pygame.Rect(420, 600, 190, 28)


def test_the_arrow_points_down_from_above_when_nothing_is_there():
    assert arrow_side(TARGET, [], SCREEN) == (0, -1)


def test_a_button_just_above_sends_the_arrow_to_a_free_side():
    above = TARGET.move(0, -36)
    below = TARGET.move(0, 36)
    assert arrow_side(TARGET, [above], SCREEN) == (0, 1)
    assert arrow_side(TARGET, [above, below], SCREEN) == (1, 0)
    assert arrow_side(TARGET, [above, below, TARGET.move(200, 0)], SCREEN) == (-1, 0)


def test_under_the_top_bar_the_arrow_comes_from_below():
    near_top = pygame.Rect(600, 70, 80, 30)
    assert arrow_side(near_top, [], SCREEN) == (0, 1)


def test_hemmed_in_on_every_side_the_arrow_hides_the_least():
    neighbours = [TARGET.move(0, -36), TARGET.move(0, 36), TARGET.move(200, 0),
                  pygame.Rect(TARGET.left - 60, TARGET.top - 4, 50, 36)]      # the left one reaches closest
    side = arrow_side(TARGET, neighbours, SCREEN)
    box = arrow_box(TARGET, side, 0.0)
    least = min(sum(arrow_box(TARGET, s, 0.0).clip(r).width * arrow_box(TARGET, s, 0.0).clip(r).height
                    for r in neighbours) for s in ((0, -1), (0, 1), (1, 0), (-1, 0)))
    assert sum(box.clip(r).width * box.clip(r).height for r in neighbours) == least


def test_the_arrows_tip_touches_the_target_and_its_outline_stays_in_its_box():
    for side in ((0, -1), (0, 1), (1, 0), (-1, 0)):
        points = arrow_points(TARGET, side, 0.0)
        box = arrow_box(TARGET, side, 0.0).inflate(2, 2)
        assert all(box.collidepoint(x, y) or (x, y) == points[0] for x, y in points[1:])
        tip = pygame.Vector2(points[0])
        assert tip.distance_to(pygame.Vector2(TARGET.center)) < max(TARGET.w, TARGET.h) / 2 + 6
        assert max(arrow_box(TARGET, side, 0.0).size) == max(ARROW)
