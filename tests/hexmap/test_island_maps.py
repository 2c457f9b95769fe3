"""The island maps in assets/maps: drawn as Tiled draws them, with no gaps, and
with the named places the tables and the title screen use."""
from __future__ import annotations

import pygame
import pytest

from game.assets import asset_path
from game.draw.hexmap import HexMap

from .conftest import alpha_disagreement, pixels_differing

OUTER = [f"outer_island_{n}" for n in range(1, 6)]
ALL = ["title_island", "centre_island"] + OUTER


def _load(name: str) -> HexMap:
    return HexMap.load(asset_path("maps", f"{name}.tmx"))


def _inside(poly, x, y) -> bool:
    inside = False
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


@pytest.mark.parametrize("name", ALL)
def test_map_draws_as_tiled_draws_it(name, rasterize):
    """Tiled's own renderer and ours agree on every pixel of the real maps,
    up to rounding and pygame's blend where two see-through tiles overlap."""
    hexmap = _load(name)
    tiled = rasterize(hexmap.path)
    assert tiled.get_size() == hexmap.size
    area = hexmap.size[0] * hexmap.size[1]
    assert pixels_differing(hexmap.surface, tiled, 5) <= area * 0.001
    assert pixels_differing(hexmap.surface, tiled, 40) == 0
    assert alpha_disagreement(hexmap.surface, tiled) <= area * 0.001


def test_title_island_fills_the_title_screen_crisply_and_without_gaps():
    hexmap = _load("title_island")
    screen = pygame.Rect(0, 0, 1280, 720)
    placed = hexmap.place(screen, fit="cover")
    assert placed.scale == 1.0  # drawn as painted, not resampled
    shown = pygame.Rect(-placed.offset[0], -placed.offset[1], 1280, 720)
    assert hexmap.surface.get_rect().contains(shown)
    opaque = pygame.mask.from_surface(hexmap.surface, 254)
    window = pygame.Mask(shown.size, fill=True)
    assert opaque.overlap_area(window, shown.topleft) == 1280 * 720


def test_title_island_has_an_island_a_volcano_and_its_crater():
    hexmap = _load("title_island")
    island = hexmap.region("island")[0]
    terrains = {hexmap.cell_properties(*c).get("terrain") for c in hexmap.cells
                if _inside(island, *hexmap.cell_center(*c))}
    assert {"sand", "grass", "jungle", "rock", "mountain", "volcano", "lava"} <= terrains
    x, y = hexmap.point("crater")
    assert 0 < x < hexmap.size[0] and 0 < y < hexmap.size[1]
    [volcano] = [c for c in hexmap.cells if hexmap.cell_properties(*c).get("decor") == "volcano"]
    cx, cy = hexmap.cell_center(*volcano)
    assert x == pytest.approx(cx) and cy - 2 * 72 < y < cy  # the lip stands over its cell
    depths = {hexmap.cell_properties(*c).get("terrain") for c in hexmap.cells}
    assert {"deep_sea", "sea", "shallows", "surf"} <= depths


def _cells_under(hexmap: HexMap, polygon) -> list[tuple[int, int]]:
    return [c for c in hexmap.cells if _inside(polygon, *hexmap.cell_center(*c))
            or _inside(polygon, hexmap.cell_center(*c)[0], hexmap.cell_center(*c)[1] - 8)]


def test_centre_island_has_a_clear_meadow_for_food():
    hexmap = _load("centre_island")
    [food] = hexmap.region("food")
    cells = _cells_under(hexmap, food)
    assert len(cells) == 7
    for c in cells:
        props = hexmap.cell_properties(*c)
        assert props["terrain"] == "grass" and "decor" not in props
    assert _inside(food, *hexmap.point("food"))


@pytest.mark.parametrize("name", OUTER)
def test_outer_island_has_a_pile_spot_and_a_food_area_apart(name):
    hexmap = _load(name)
    pile = hexmap.point("pile")
    pile_cell = hexmap.cell_at(pile[0], pile[1] + 8)
    props = hexmap.cell_properties(*pile_cell)
    assert props["terrain"] not in ("surf", "shallows", "sea", "deep_sea")
    assert "decor" not in props  # nothing stands where the cards lie
    [food] = hexmap.region("food")
    assert not _inside(food, *pile)
    cells = _cells_under(hexmap, food)
    assert len(cells) == 3 and pile_cell not in cells
    for c in cells:
        props = hexmap.cell_properties(*c)
        assert props["terrain"] in ("sand", "grass") and "decor" not in props


@pytest.mark.parametrize("name,across", [("centre_island", 220)] + [(n, 150) for n in OUTER])
def test_islands_shrink_to_table_size_never_grow(name, across):
    """The table draws the centre island about 220 px across and the outer
    ones about 150: both are shrunk from larger art (crisp), not enlarged."""
    hexmap = _load(name)
    placed = hexmap.place(pygame.Rect(0, 0, across, across), fit="contain")
    assert 0.35 <= placed.scale <= 0.8
    # the island floats: the corners of its map are clear, its land is solid
    w, h = hexmap.size
    assert hexmap.surface.get_at((0, 0)).a == 0 and hexmap.surface.get_at((w - 1, h - 1)).a == 0
    for c in hexmap.cells:
        if hexmap.cell_properties(*c)["terrain"] in ("sand", "grass", "jungle", "rock"):
            x, y = hexmap.cell_center(*c)
            assert hexmap.surface.get_at((int(x), int(y))).a == 255
