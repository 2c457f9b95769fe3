"""The volcano never hides a piece (issue 47): a Boss die resting in zone 1
right behind the cone shows through it."""
from __future__ import annotations

import pygame
import pytest

from game.tables.king_of_monster_island.island3d import BOSS_DIE_SLOTS
from game.tables.king_of_monster_island.layout import ISLAND_RECT
from game.tables.king_of_monster_island.volcano import VolcanoView
from rules.king_of_monster_island.content import BOSS_DICE

from .test_table_clicks import app  # noqa: F401  (the fixture: a display)


@pytest.mark.parametrize("slot", range(len(BOSS_DIE_SLOTS)))
def test_a_boss_die_behind_the_cone_in_zone_1_shows_through_it(app, slot):  # noqa: F811
    volcano = VolcanoView(ISLAND_RECT)
    empty = pygame.Surface(app.screen.get_size())
    volcano.draw(empty)
    volcano.place(0, 0, 0, BOSS_DICE[0])
    volcano.resting[0] = (0, slot) + volcano.resting[0][2:]
    shown = pygame.Surface(app.screen.get_size())
    volcano.draw(shown)
    r = volcano.die_rect(0).inflate(-8, -8)
    changed = sum(1 for x in range(r.left, r.right) for y in range(r.top, r.bottom)
                  if shown.get_at((x, y)) != empty.get_at((x, y)))
    assert changed >= 0.5 * r.w * r.h, f"slot {slot}: only {changed} of {r.w * r.h} pixels of the die show"
