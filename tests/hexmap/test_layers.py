"""Layer visibility and opacity, as Tiled treats them."""
from __future__ import annotations

import pygame

from game.draw.hexmap import HexMap

from .conftest import DATA, alpha_disagreement, pixels_differing, test_map
from .data.make_test_maps import EMPTY


def test_a_hidden_layer_is_neither_drawn_nor_counted_as_cells():
    hexmap = HexMap.load(test_map("x", "even"))
    assert not set(hexmap.cells) & EMPTY       # the hidden layer fills every cell
    for col, row in EMPTY:
        x, y = hexmap.cell_center(col, row)
        assert hexmap.surface.get_at((int(x), int(y))).a == 0
        assert hexmap.cell_at(x, y) is None


def test_a_half_clear_layer_is_faded_tile_by_tile_as_in_tiled(rasterize):
    """Tiled fades each tile of the layer, so where two tiles overlap the layer
    is more solid there. (pygame mixes two see-through colours in equal parts
    where Tiled gives the upper one two thirds: the colour of those overlaps
    may differ a little, their coverage may not.)"""
    tmx = DATA / "half_clear_y_odd.tmx"
    hexmap = HexMap.load(tmx)
    tiled = rasterize(tmx)
    col, row = next(c for c in hexmap.cells if c not in EMPTY)
    x, y = hexmap.cell_center(col, row)
    assert abs(hexmap.surface.get_at((int(x), int(y))).a - 128) <= 1
    assert abs(tiled.get_at((int(x), int(y))).a - 128) <= 1
    assert alpha_disagreement(hexmap.surface, tiled) == 0
    overlaps = pygame.mask.from_surface(tiled, 160).count()  # two tiles deep
    assert pixels_differing(hexmap.surface, tiled, 3) <= overlaps
    assert pixels_differing(hexmap.surface, tiled, 40) == 0
