import pytest
from hypothesis import given, strategies as st

from rules.core import hexgrid as hx
from rules.core.hexgrid import Hex, TiledHexLayout

COMBOS = [(a, i) for a in ("x", "y") for i in ("odd", "even")]


@pytest.mark.parametrize("axis, index", COMBOS)
@given(col=st.integers(-50, 50), row=st.integers(-50, 50))
def test_offset_coordinates_round_trip(axis, index, col, row):
    h = hx.from_offset(col, row, axis, index)
    assert hx.to_offset(h, axis, index) == (col, row)


@pytest.mark.parametrize("axis, index", COMBOS)
def test_offset_neighbours_are_adjacent_on_screen(axis, index):
    # the six axial neighbours of a cell are exactly the six nearest cell centres
    lay = TiledHexLayout(64, 56 if axis == "x" else 64, 32, axis, index)
    for col, row in [(3, 3), (4, 3), (3, 4), (4, 4)]:
        c = lay.cell_center(col, row)
        h = hx.from_offset(col, row, axis, index)
        near = sorted(((lay.cell_center(cc, rr)[0] - c[0]) ** 2 + (lay.cell_center(cc, rr)[1] - c[1]) ** 2, (cc, rr))
                      for cc in range(col - 2, col + 3) for rr in range(row - 2, row + 3) if (cc, rr) != (col, row))
        six = {cell for _, cell in near[:6]}
        assert six == {hx.to_offset(n, axis, index) for n in hx.neighbors(h)}


def test_distance_and_rings():
    o = Hex(0, 0)
    assert hx.distance(o, Hex(3, -1)) == 3
    for r in range(5):
        ring = hx.ring(o, r)
        assert len(ring) == (6 * r if r else 1)
        assert all(hx.distance(o, h) == r for h in ring)
    assert len(hx.spiral(o, 2)) == 19


@given(st.integers(-20, 20), st.integers(-20, 20), st.integers(-20, 20), st.integers(-20, 20))
def test_a_line_steps_one_hex_at_a_time(q1, r1, q2, r2):
    a, b = Hex(q1, r1), Hex(q2, r2)
    pts = hx.line(a, b)
    assert pts[0] == a and pts[-1] == b and len(pts) == hx.distance(a, b) + 1
    assert all(hx.distance(p, q) == 1 for p, q in zip(pts, pts[1:]))


def test_straight_lines_in_six_directions():
    o = Hex(2, -1)
    for d in range(6):
        ray = hx.ray(o, d)
        cells = [next(ray) for _ in range(4)]
        assert all(hx.direction_between(o, c) == d for c in cells)
    assert hx.direction_between(o, Hex(3, 1)) is None
    assert hx.direction_between(o, o) is None


@pytest.mark.parametrize("axis, index", COMBOS)
def test_picking_the_centre_of_a_cell_finds_that_cell(axis, index):
    lay = TiledHexLayout(48, 42 if axis == "x" else 48, 24, axis, index)
    for col in range(6):
        for row in range(6):
            cx, cy = lay.cell_center(col, row)
            assert lay.pixel_to_cell(cx, cy) == (col, row)
            assert lay.pixel_to_cell(cx + 3, cy - 2) == (col, row)


def test_layout_needs_a_known_stagger_axis():
    with pytest.raises(ValueError):
        TiledHexLayout(32, 32, 16, "z", "odd")
