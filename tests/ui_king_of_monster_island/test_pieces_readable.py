"""Each piece reads as what it is at the size the table draws it (issue 47):
the Lithosaur is a rock pile, not a saurian in profile; a Pylon is a bigger
violet crystal, not a tower on a stone socket; a Monster at 0 Health is
knocked out, lying on its base, not a greyer copy of itself standing; Rex
Florae's flowers show at table size. Measured on the pixels as drawn."""
from __future__ import annotations

import pygame
import pytest

from game.tables.king_of_monster_island import figures
from game.tables.king_of_monster_island.layout import BOSS_FIGURE, FIGURE, PYLON_FIGURE, SPACE, SUPPORT
from rules.king_of_monster_island.content import MONSTERS, SIDES


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.display.init()
    pygame.display.set_mode((64, 64))


def silhouette(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 127)


def pixels(surf: pygame.Surface):
    w, h = surf.get_size()
    return [surf.get_at((x, y)) for x in range(w) for y in range(h)]


@pytest.mark.parametrize("side", SIDES)
def test_the_lithosaur_is_a_rock_pile_standing_square_not_a_saurian_in_profile(side):
    """A heap of boulders is the same either way round; a beast seen side on
    (its head at one end, its tail at the other) is not."""
    fig = figures.boss_figure(BOSS_FIGURE, "lithosaur", side)
    m = silhouette(fig)
    mirrored = silhouette(pygame.transform.flip(fig, True, False))
    assert m.overlap_area(mirrored, (0, 0)) / m.count() >= 0.95


def stone_at_the_foot(surf: pygame.Surface) -> float:
    """Of the solid pixels in the lowest fifth of the piece, the share that is
    grey stone (or ink) rather than crystal: a socket to stand on."""
    box = surf.get_bounding_rect()
    low = [surf.get_at((x, y)) for x in range(surf.get_width())
           for y in range(box.bottom - int(box.h * 0.2), box.bottom)]
    solid = [(r, g, b) for r, g, b, a in low if a >= 200]
    stone = sum(1 for r, g, b in solid if abs(r - g) < 25 and abs(g - b) < 30 and b - r < 30)
    return stone / len(solid)


@pytest.mark.parametrize("side", ("left", "right"))
def test_a_pylon_is_a_big_violet_crystal_not_a_tower_on_a_stone_socket(side):
    pylon = figures.pylon_figure(PYLON_FIGURE, side)
    assert PYLON_FIGURE >= 1.5 * SUPPORT           # it stands over its Support space, well above a Crystal
    assert silhouette(pylon).count() >= 2.5 * silhouette(figures.crystal_figure(SPACE, side)).count()
    assert stone_at_the_foot(pylon) <= 0.2         # crystal down to the ground, no stone socket
    box = pylon.get_bounding_rect()
    assert box.w >= 0.8 * box.h                    # as broad as a crystal, not a narrow tower


@pytest.mark.parametrize("monster", MONSTERS)
@pytest.mark.parametrize("size", (28, FIGURE))
def test_a_monster_at_0_health_lies_knocked_out_not_standing_like_a_healthy_one(monster, size):
    up, down = figures.monster_figure(monster, size), figures.monster_figure(monster, size, True)
    mu, md = silhouette(up), silhouette(down)
    both = mu.overlap_area(md, (0, 0))
    assert both / (mu.count() + md.count() - both) < 0.7       # another shape, not the same one greyed
    top_up, top_down = up.get_bounding_rect().top, down.get_bounding_rect().top
    body_up = up.get_height() - top_up
    # lying on its base: its figure reaches at most three quarters as high (the dizzy stars over it aside)
    lying = pygame.mask.from_surface(down, 127).get_bounding_rects()
    assert top_down > top_up or max(r.h for r in lying) <= 0.75 * body_up


@pytest.mark.parametrize("size", (28, FIGURE))
def test_rex_florae_s_flowers_show_at_the_size_the_table_draws_it(size):
    pink = sum(1 for r, g, b, a in pixels(figures.monster_figure("rex_florae", size))
               if a > 200 and r > 200 and g < 190 and b > 140)
    assert pink >= 20
