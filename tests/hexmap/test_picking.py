"""Pixel-to-hex picking: a click lands on the cell whose centre is nearest,
as Tiled picks it; outside the map or on an empty cell there is no cell."""
from __future__ import annotations

import math

import pygame
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.draw.hexmap import HexMap

from .conftest import STAGGERS, test_map


def _nearest_cell(hexmap: HexMap, x: float, y: float):
    """Brute force: the nearest centre among all cells and a ring of cells
    beyond the map's edge (those mean "outside")."""
    best, best_d = None, math.inf
    for row in range(-1, hexmap.rows + 1):
        for col in range(-1, hexmap.columns + 1):
            cx, cy = hexmap.cell_center(col, row)
            d = (cx - x) ** 2 + (cy - y) ** 2
            if d < best_d - 1e-9:
                best, best_d = (col, row), d
    return best, best_d


def _expected_pick(hexmap: HexMap, x: float, y: float):
    w, h = hexmap.size
    if not (0 <= x < w and 0 <= y < h):
        return None
    nearest, _ = _nearest_cell(hexmap, x, y)
    return nearest if hexmap.has_cell(*nearest) else None


@pytest.mark.parametrize("axis,index", STAGGERS)
def test_every_cell_centre_picks_its_own_cell(axis, index):
    hexmap = HexMap.load(test_map(axis, index))
    for row in range(hexmap.rows):
        for col in range(hexmap.columns):
            picked = hexmap.cell_at(*hexmap.cell_center(col, row))
            if hexmap.has_cell(col, row):
                assert picked == (col, row)
            else:
                assert picked is None  # an empty cell is no cell


@pytest.mark.parametrize("axis,index", STAGGERS)
def test_points_just_inside_each_edge_pick_that_cell(axis, index):
    """Walk each hexagon's outline one pixel inside it: every point picks the cell."""
    hexmap = HexMap.load(test_map(axis, index))
    for col, row in hexmap.cells:
        cx, cy = hexmap.cell_center(col, row)
        poly = hexmap.cell_polygon(col, row)
        for i, (ax, ay) in enumerate(poly):
            bx, by = poly[(i + 1) % len(poly)]
            for t in (0.1, 0.3, 0.5, 0.7, 0.9):
                px, py = ax + (bx - ax) * t, ay + (by - ay) * t
                dx, dy = cx - px, cy - py
                d = math.hypot(dx, dy)
                qx, qy = px + dx / d, py + dy / d
                assert hexmap.cell_at(qx, qy) == (col, row), (col, row, (qx, qy))


@pytest.mark.parametrize("axis,index", STAGGERS)
def test_points_just_outside_an_edge_pick_the_neighbour(axis, index):
    hexmap = HexMap.load(test_map(axis, index))
    for col, row in hexmap.cells:
        cx, cy = hexmap.cell_center(col, row)
        poly = hexmap.cell_polygon(col, row)
        for i, (ax, ay) in enumerate(poly):
            bx, by = poly[(i + 1) % len(poly)]
            mx, my = (ax + bx) / 2, (ay + by) / 2
            dx, dy = mx - cx, my - cy
            d = math.hypot(dx, dy)
            qx, qy = mx + dx * 1.5 / d, my + dy * 1.5 / d  # 1.5 px past the edge
            picked = hexmap.cell_at(qx, qy)
            assert picked != (col, row)
            assert picked == _expected_pick(hexmap, qx, qy), (col, row, (qx, qy))


@pytest.mark.parametrize("axis,index", STAGGERS)
@settings(max_examples=150, deadline=None)
@given(fx=st.floats(-0.2, 1.2), fy=st.floats(-0.2, 1.2))
@example(fx=2.220446049250313e-16, fy=0.6875)  # on the left edge, between two centres
def test_any_pixel_picks_the_nearest_centre(axis, index, fx, fy):
    """The layout's pick is (one of) the nearest centres, on the map or off it;
    cell_at gives that cell when it is on the map and holds a tile."""
    hexmap = HexMap.load(test_map(axis, index))
    w, h = hexmap.size
    x, y = fx * w, fy * h
    nearest = hexmap.layout.pixel_to_cell(x, y)
    _, best_d = _nearest_cell(hexmap, x, y)
    cx, cy = hexmap.cell_center(*nearest)
    if 0 <= x < w and 0 <= y < h:
        assert (cx - x) ** 2 + (cy - y) ** 2 <= best_d + 1e-6
        assert hexmap.cell_at(x, y) == (nearest if hexmap.has_cell(*nearest) else None)
    else:
        assert hexmap.cell_at(x, y) is None


def test_picking_on_screen_goes_through_the_placement():
    """A map drawn at half size into a rectangle: screen clicks pick the same
    cells as map pixels, and map <-> screen conversions invert each other."""
    hexmap = HexMap.load(test_map("y", "odd"))
    placed = hexmap.place(pygame.Rect(300, 200, hexmap.size[0] // 2, hexmap.size[1] // 2))
    assert placed.scale == pytest.approx(min(
        (hexmap.size[0] // 2) / hexmap.content_rect.width,
        (hexmap.size[1] // 2) / hexmap.content_rect.height))
    for col, row in hexmap.cells:
        sx, sy = placed.cell_center(col, row)
        assert placed.cell_at(sx, sy) == (col, row)
        mx, my = placed.to_map(sx, sy)
        assert (mx, my) == pytest.approx(hexmap.cell_center(col, row))
    assert placed.cell_at(0, 0) is None  # outside the rectangle the map was given
