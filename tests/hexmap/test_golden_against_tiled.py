"""Golden tests: our hex renderer puts every cell where Tiled's own hexagonal
renderer does. Tiled's tmxrasterizer draws the same map to a PNG and the two
pictures are compared, for every stagger axis and index.

The test maps (tests/hexmap/data, made by make_test_maps.py) use hard-edged
tiles larger than their cells, a tile offset, a second tileset of tall posts
with its own offset, and empty cells, so a wrong anchor, offset or painting
order shows as changed pixels.
"""
from __future__ import annotations

import pygame
import pytest

from game.draw.hexmap import HexMap
from rules.core.hexgrid import TiledHexLayout

from .conftest import STAGGERS, test_map
from .data.make_test_maps import COLOURS, EMPTY

pytestmark = pytest.mark.parametrize("axis,index", STAGGERS)


def _rgba(surf: pygame.Surface, x: float, y: float) -> tuple[int, int, int, int]:
    return tuple(surf.get_at((int(x), int(y))))


def _expected(hexmap: HexMap, col: int, row: int) -> tuple[int, int, int, int]:
    """The colour a cell should show: from its tile's "colour" property."""
    props = hexmap.cell_properties(col, row, layer="colours")
    if "colour" not in props:
        return (0, 0, 0, 0)
    return COLOURS[int(props["colour"])] + (255,)


def test_map_size_is_tiled_map_size(axis, index, rasterize):
    tmx = test_map(axis, index)
    hexmap = HexMap.load(tmx)
    assert hexmap.size == rasterize(tmx).get_size() == hexmap.surface.get_size()


def test_every_cell_centre_shows_its_tile_colour_in_both_pictures(axis, index, rasterize):
    tmx = test_map(axis, index)
    hexmap = HexMap.load(tmx)
    tiled = rasterize(tmx)
    seen = set()
    for row in range(hexmap.rows):
        for col in range(hexmap.columns):
            x, y = hexmap.cell_center(col, row)
            want = _expected(hexmap, col, row)
            got_tiled = _rgba(tiled, x, y)
            got_ours = _rgba(hexmap.surface, x, y)
            if want[3] == 0:
                assert (col, row) in EMPTY
                assert got_tiled[3] == 0 and got_ours[3] == 0, (col, row)
            else:
                assert got_tiled == want, ("tiled", col, row)
                assert got_ours == want, ("ours", col, row)
                seen.add(want)
    assert len(seen) == len(COLOURS)  # the check met every colour


def test_layout_polygon_centres_land_on_their_cell_in_tiled_picture(axis, index, rasterize):
    """TiledHexLayout's outlines sit where Tiled drew each cell: the middle of
    every polygon is that cell's colour, and so are points just inside each
    corner (pulled a few pixels towards the middle)."""
    tmx = test_map(axis, index)
    hexmap = HexMap.load(tmx)
    layout = TiledHexLayout.from_map(hexmap.tiled)
    tiled = rasterize(tmx)
    for row in range(hexmap.rows):
        for col in range(hexmap.columns):
            want = _expected(hexmap, col, row)
            if want[3] == 0:
                continue
            poly = layout.polygon(col, row)
            cx = sum(p[0] for p in poly) / len(poly)
            cy = sum(p[1] for p in poly) / len(poly)
            assert _rgba(tiled, cx, cy) == want, (col, row)
            for px, py in poly:
                # 4 px inside the corner: inside this cell, clear of the posts
                dx, dy = cx - px, cy - py
                d = (dx * dx + dy * dy) ** 0.5
                qx, qy = px + dx * 4 / d, py + dy * 4 / d
                got = _rgba(tiled, qx, qy)
                if got[:3] == (20, 20, 20):
                    continue  # a post stands there
                assert got == want, (col, row, (px, py))


def test_whole_picture_matches_tiled_pixel_for_pixel(axis, index, rasterize):
    tmx = test_map(axis, index)
    ours = HexMap.load(tmx).surface
    tiled = rasterize(tmx)
    w, h = tiled.get_size()
    different = []
    for y in range(h):
        for x in range(w):
            a, b = tiled.get_at((x, y)), ours.get_at((x, y))
            if a.a == 0 and b.a == 0:
                continue
            if a != b:
                different.append((x, y, tuple(a), tuple(b)))
    assert not different, different[:10]
