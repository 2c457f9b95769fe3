"""Object layers become named regions and points; the map is drawn scaled and
placed without rescaling every frame and without dark fringes."""
from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import assets
from game.assets import MissingAsset, asset_path
from game.draw.hexmap import ELLIPSE_SIDES, HexMap

from .conftest import test_map


def test_ellipse_objects_become_polygons_on_their_ellipse():
    pond = HexMap.load(test_map("x", "odd")).region("pond")
    assert len(pond) == 1 and len(pond[0]) == ELLIPSE_SIDES
    # the ellipse of the map: x=10 y=12 w=30 h=20
    for x, y in pond[0]:
        assert ((x - 25) / 15) ** 2 + ((y - 22) / 10) ** 2 == pytest.approx(1.0)


def test_objects_keep_their_type_and_properties():
    hexmap = HexMap.load(test_map("x", "odd"))
    pond = next(o for o in hexmap.objects if o.name == "pond")
    assert (pond.kind, pond.type, pond.layer) == ("ellipse", "water", "places")
    assert pond.properties == {"depth": 3}
    assert hexmap.objects_of_type("water") == [pond]


def test_point_objects_are_points_and_other_objects_give_their_centre():
    hexmap = HexMap.load(test_map("y", "even"))
    assert hexmap.point("camp") == (50.0, 40.0)
    assert "camp" not in hexmap.regions
    assert hexmap.point("pond") == pytest.approx((25.0, 22.0))


def test_rotated_polygons_turn_about_their_origin():
    """Tiled turns an object about its own x, y: the 20x10 field at (60, 20)
    turned 90 degrees clockwise covers x 50..60, y 20..40."""
    field = HexMap.load(test_map("y", "odd")).region("field")[0]
    xs = [p[0] for p in field]
    ys = [p[1] for p in field]
    assert (min(xs), max(xs), min(ys), max(ys)) == pytest.approx((50, 60, 20, 40))
    assert HexMap.load(test_map("y", "odd")).point("field") == pytest.approx((55, 30))


def test_unknown_region_names_the_map_and_what_it_has():
    with pytest.raises(KeyError, match="stagger_y_odd.tmx has no region called 'lake'"):
        HexMap.load(test_map("y", "odd")).region("lake")


def test_load_keeps_one_map_per_path():
    a = HexMap.load(test_map("y", "odd"))
    b = HexMap.load(str(test_map("y", "odd")))
    assert a is b


def test_a_missing_map_is_named():
    with pytest.raises(MissingAsset, match="no_such_island.tmx"):
        HexMap.load("maps/no_such_island.tmx")


def test_scaled_surface_is_made_once():
    hexmap = HexMap.load(test_map("x", "even"))
    first, premultiplied = hexmap.scaled(0.5)
    again, _ = hexmap.scaled(0.5)
    assert premultiplied and first is again
    same, premultiplied = hexmap.scaled(1.0)
    assert same is hexmap.surface and not premultiplied


def test_scaled_drawing_has_no_dark_fringe():
    """Drawing the half-size map on white equals halving the map already laid
    on white: transparent pixels add no black at the edges of the cells."""
    hexmap = HexMap.load(test_map("y", "odd"))
    w, h = hexmap.size
    target = pygame.Surface((w // 2 + 20, h // 2 + 20))
    target.fill((255, 255, 255))
    placed = hexmap.draw(target, target.get_rect(), fit="contain",
                         scale=0.5)
    full = pygame.Surface((w, h))
    full.fill((255, 255, 255))
    full.blit(hexmap.surface, (0, 0))
    want = pygame.transform.smoothscale(full, placed.rect.size)
    worst = 0
    ox, oy = placed.rect.topleft
    for y in range(2, want.get_height() - 2):
        for x in range(2, want.get_width() - 2):
            a = want.get_at((x, y))
            b = target.get_at((ox + x, oy + y))
            worst = max(worst, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
    assert worst <= 6


def test_contain_fits_the_painted_part_inside_the_rectangle():
    hexmap = HexMap.load(test_map("x", "odd"))
    rect = pygame.Rect(40, 30, 120, 200)
    placed = hexmap.place(rect, fit="contain")
    c = hexmap.content_rect
    left, top = placed.to_screen(c.left, c.top)
    right, bottom = placed.to_screen(c.right, c.bottom)
    assert rect.left - 0.01 <= left and right <= rect.right + 0.01
    assert rect.top - 0.01 <= top and bottom <= rect.bottom + 0.01
    assert math.isclose(right - left, rect.width) or math.isclose(bottom - top, rect.height)


def test_drawing_stays_inside_its_rectangle():
    hexmap = HexMap.load(test_map("x", "odd"))
    target = pygame.Surface((400, 400))
    target.fill((1, 2, 3))
    rect = pygame.Rect(100, 100, 60, 60)
    hexmap.draw(target, rect, fit="cover")
    for y in range(0, 400, 3):
        for x in range(0, 400, 3):
            if not rect.collidepoint(x, y):
                assert tuple(target.get_at((x, y)))[:3] == (1, 2, 3)
    assert target.get_clip() == target.get_rect()


def test_asset_path_finds_files_from_the_source_tree_not_the_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = asset_path("maps", "make_maps.py")
    assert path.is_file() and path.is_absolute()


def test_asset_path_names_a_missing_file():
    with pytest.raises(MissingAsset, match="maps/not_there.png"):
        asset_path("maps", "not_there.png")


def test_asset_path_looks_inside_a_frozen_build(tmp_path, monkeypatch):
    (tmp_path / "assets" / "maps").mkdir(parents=True)
    (tmp_path / "assets" / "maps" / "x.tmx").write_text("<map/>")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.assets_root() == tmp_path / "assets"
    assert asset_path("maps", "x.tmx") == tmp_path / "assets" / "maps" / "x.tmx"


def test_a_map_loads_without_a_display_mode():
    """Tools and rules-side checks load maps with no window: the tiles are
    simply not converted for a display."""
    code = (
        "import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "from game.draw.hexmap import HexMap\n"
        "m = HexMap.load('maps/outer_island_1.tmx')\n"
        "assert m.surface.get_bounding_rect().width > 100 and 'pile' in m.points\n"
        "print('ok')\n")
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.strip().endswith("ok"), result.stderr
