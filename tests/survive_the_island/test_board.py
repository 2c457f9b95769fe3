"""The board is data: the Tiled map, read into a plain description, checked against
the map itself and against the reconstruction in the base-game notes (§2.2)."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import pytmx

from rules.core.hexgrid import TiledHexLayout, distance, from_offset, neighbors
from rules.survive_the_island import board as board_module
from rules.survive_the_island.board import board, map_path, read_board

from .scenario import sp

ROW_WIDTHS = (7, 10, 11, 10, 11, 10, 11, 10, 11, 10, 11, 10, 7)
ISLAND_WIDTHS = {0: 4, 1: 5, 2: 8, 3: 7, 4: 8, 5: 5, 6: 4}
INLAND = {(1, -2), (1, 0), (1, 2), (2, -3), (2, 3), (3, -4), (3, 4), (4, -3), (4, 3),
          (5, -2), (5, 0), (5, 2)}
LANDINGS = {
    "north-west": {(-3, -6), (-2, -9), (-2, -7)},
    "north-east": {(-3, 6), (-2, 7), (-2, 9)},
    "south-west": {(9, -6), (8, -9), (8, -7)},
    "south-east": {(9, 6), (8, 7), (8, 9)},
}
SERPENT_STARTS = {(3, 0), (-2, -9), (-1, 10), (7, -10), (8, 9)}


def doubled(space):
    """Doubled coordinates (r, x) of a space, from its Tiled cell."""
    col, row = board().cells[space]
    return row - 3, 2 * col + (row & 1) - 10


def test_the_map_has_129_spaces_in_13_rows_of_the_reconstructed_widths():
    b = board()
    assert b.size == 129
    rows = {}
    for s in range(b.size):
        r, x = doubled(s)
        rows.setdefault(r, []).append(x)
    assert sorted(rows) == list(range(-3, 10))
    for r, xs in rows.items():
        w = ROW_WIDTHS[r + 3]
        assert sorted(xs) == list(range(-(w - 1), w, 2))


def test_forty_island_hexes_around_one_central_water_space():
    b = board()
    island = {doubled(s) for s in range(b.size) if b.island[s]}
    assert len(island) == 40
    expected = {(r, x) for r, w in ISLAND_WIDTHS.items() for x in range(-(w - 1), w, 2)} - {(3, 0)}
    assert island == expected
    assert doubled(b.centre) == (3, 0)
    assert not b.island[b.centre]
    assert all(b.island[n] for n in b.neighbours[b.centre])


def test_water_and_coast_counts_match_the_notes():
    b = board()
    water = [s for s in range(b.size) if not b.island[s]]
    assert len(water) == 89
    touching = [s for s in water if any(b.island[n] for n in b.neighbours[s])]
    assert len(touching) == 29
    coast = [s for s in range(b.size) if b.island[s] and any(not b.island[n] for n in b.neighbours[s])]
    assert len(coast) == 28
    inland = {doubled(s) for s in range(b.size) if b.island[s] and s not in coast}
    assert inland == INLAND


def test_rescue_islands_sit_in_the_corners_with_their_landing_spaces():
    b = board()
    assert [isl.name for isl in b.rescue] == ["north-west", "north-east", "south-west", "south-east"]
    for isl in b.rescue:
        assert len(isl.cells) == 2
        assert {doubled(s) for s in isl.landings} == LANDINGS[isl.name]
        # every water space touching the island's cells is a landing, and only those
        cell_hexes = [from_offset(c, r, b.stagger_axis, b.stagger_index) for c, r in isl.cells]
        touching = {b.index[n] for h in cell_hexes for n in neighbors(h) if n in b.index}
        assert touching == set(isl.landings)
    for s in range(b.size):
        for k in b.rescue_of[s]:
            assert s in b.rescue[k].landings


def test_the_island_is_three_steps_from_the_nearest_landing():
    b = board()
    landings = [s for isl in b.rescue for s in isl.landings]
    island = [s for s in range(b.size) if b.island[s]]
    assert min(b.distance(a, l) for a in island for l in landings) == 3


def test_sea_serpent_starts_are_the_centre_and_four_corners():
    b = board()
    serpents = {doubled(s.space) for s in b.starts if s.kind == "sea_serpent"}
    assert serpents == SERPENT_STARTS
    assert {doubled(s) for s in b.starts_of("sea_serpent", False)} == SERPENT_STARTS


def test_kraken_starts_are_four_symmetric_corner_spaces():
    b = board()
    krakens = {doubled(s) for s in b.starts_of("kraken", False)}
    assert len(krakens) == 4
    # symmetric under a half turn of the board about its centre (r, x) -> (6 - r, -x)
    assert {(6 - r, -x) for r, x in krakens} == krakens
    # and the mirror image of the serpent corners
    assert krakens == {(r, -x) for r, x in SERPENT_STARTS - {(3, 0)}}
    # one per corner, far from the island
    for r, x in krakens:
        assert abs(x) >= 9 and r in (-2, -1, 7, 8)
    assert not set(b.starts_of("kraken", False)) & set(b.starts_of("sea_serpent", False))


def test_with_both_red_creatures_a_serpent_takes_the_centre_and_one_creature_goes_to_each_corner():
    b = board()
    serpents = b.starts_of("sea_serpent", True)
    krakens = b.starts_of("kraken", True)
    assert len(serpents) == 3 and len(krakens) == 2
    assert b.centre in serpents
    corners = [s for s in serpents + krakens if s != b.centre]
    quadrants = {(doubled(s)[0] > 3, doubled(s)[1] > 0) for s in corners}
    assert len(quadrants) == 4


def test_the_description_matches_the_map_cell_by_cell():
    tm = pytmx.TiledMap(str(map_path()))
    assert tm.orientation == "hexagonal" and tm.staggeraxis == "y"
    layer = tm.get_layer_by_name("terrain")
    b = board()
    seen = 0
    for col, row, gid in layer.iter_data():
        kind = (tm.get_tile_properties_by_gid(gid) or {}).get("kind") if gid else None
        s = b.space_at(col, row)
        if kind in ("sea", "island"):
            seen += 1
            assert s is not None and b.island[s] == (kind == "island")
        else:
            assert s is None
    assert seen == b.size
    for s in range(b.size):
        assert set(b.neighbours[s]) == {b.index[n] for n in neighbors(b.hexes[s]) if n in b.index}


def test_straight_lines_run_in_the_six_directions_over_the_whole_board():
    b = board()
    s = b.centre
    for d, line in enumerate(b.lines[s]):
        assert line, "every direction from the centre reaches the edge"
        for n in line:
            assert b.direction(s, n) == d
        dists = [distance(b.hexes[s], b.hexes[n]) for n in line]
        assert dists == sorted(dists)


def test_the_board_is_read_once_per_process():
    assert board() is board()


def test_the_map_path_honours_a_frozen_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert map_path() == tmp_path / "assets" / "maps" / "survive_the_island.tmx"
    monkeypatch.delattr(sys, "_MEIPASS")
    assert map_path() == Path(board_module.__file__).resolve().parents[2] / "assets" / "maps" / "survive_the_island.tmx"


def test_a_map_without_a_centre_is_refused(tmp_path):
    text = map_path().read_text(encoding="utf-8").replace('name="centre"', 'name="middle"')
    folder = tmp_path / "maps"
    shutil.copytree(map_path().parent / "survive_the_island", folder / "survive_the_island")
    (folder / "survive_the_island.tmx").write_text(text, encoding="utf-8")
    with pytest.raises(board_module.BoardError):
        read_board(folder / "survive_the_island.tmx")


def test_spaces_named_by_doubled_coordinates_round_trip():
    for s in range(board().size):
        assert sp(*doubled(s)) == s


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled's tmxrasterizer is not installed")
def test_tiled_itself_opens_and_draws_the_map(tmp_path):
    out = tmp_path / "board.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "XDG_RUNTIME_DIR": str(tmp_path)}
    proc = subprocess.run(["tmxrasterizer", str(map_path()), str(out)], capture_output=True,
                          text=True, timeout=60, env=env)
    assert proc.returncode == 0, proc.stderr
    import pygame
    image = pygame.image.load(str(out))
    assert image.get_size() == (644, 640)
    # Tiled found the tileset and drew our tiles where the rules expect them
    layout = TiledHexLayout.from_map(pytmx.TiledMap(str(map_path())))
    b = board()
    for s in (sp(-1, 0), sp(1, -6), sp(3, -2), sp(0, 1)):
        x, y = layout.cell_center(*b.cells[s])
        r, g, bl = image.get_at((int(x), int(y)))[:3]
        if b.island[s]:
            assert r > bl + 40, f"an island hex is not drawn sandy at {x},{y}"
        else:
            assert bl > r + 40, f"a sea space is not drawn blue at {x},{y}"


def test_the_standard_board_is_copied_as_a_reference_and_a_made_island_in_full():
    import copy
    import pickle
    standard = board()
    assert len(pickle.dumps(standard)) < 200
    assert pickle.loads(pickle.dumps(standard)) is standard
    assert copy.deepcopy(standard) is standard
    made = read_board(map_path())               # the same map, read again: not the process's board
    assert made is not standard and made == standard
    again = pickle.loads(pickle.dumps(made))
    assert again == made and again is not standard
    assert len(pickle.dumps(made)) > 5000
