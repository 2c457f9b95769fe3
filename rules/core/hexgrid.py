"""The one hex module: cube/axial coordinates for the rules, and the conversion to
and from the offset coordinates and pixels of a Tiled hexagonal map.

Rules think in axial (q, r) with s = -q - r implied (Red Blob Games' "cube"
coordinates): neighbours, distance, straight lines and rings are all simple there.
Tiled stores a hexagonal map as a rectangle of offset cells (col, row); which
rows or columns are pushed by half a hex is set by the map's `staggeraxis`
("x": flat-top hexes, columns pushed; "y": pointy-top hexes, rows pushed) and
`staggerindex` ("odd" or "even": which ones are pushed). `TiledHexLayout`
reproduces Tiled's own hexagonal renderer, so a cell lands on the very pixel the
map's designer saw in Tiled.

No pygame here: rules/ and game/ both use it.
"""
from __future__ import annotations

import math
from typing import Iterator, NamedTuple


class Hex(NamedTuple):
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: "Hex") -> "Hex":  # type: ignore[override]
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> "Hex":
        return Hex(self.q * k, self.r * k)


#: The six directions, counter-clockwise from east (pointy-top) / south-east
#: (flat-top). Index i and i + 3 are opposite.
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)


def neighbor(h: Hex, direction: int) -> Hex:
    d = DIRECTIONS[direction % 6]
    return Hex(h.q + d.q, h.r + d.r)


def neighbors(h: Hex) -> list[Hex]:
    q, r = h
    return [Hex(q + d.q, r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq = a.q - b.q
    dr = a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction index if b lies on one of a's six straight lines, else None."""
    d = b - a
    if d == (0, 0):
        return None
    n = distance(a, b)
    for i, u in enumerate(DIRECTIONS):
        if u.scale(n) == d:
            return i
    return None


def ray(start: Hex, direction: int) -> Iterator[Hex]:
    """The cells of a straight line from start (not included), without end."""
    d = DIRECTIONS[direction % 6]
    q, r = start
    while True:
        q += d.q
        r += d.r
        yield Hex(q, r)


def hex_round(fq: float, fr: float) -> Hex:
    """The hex holding a fractional axial position (round all three cube parts,
    then fix the one that rounded furthest)."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """Every hex on the straight segment from a to b, both included."""
    n = distance(a, b)
    if n == 0:
        return [a]
    out = []
    # nudge off the exact edge so ties break the same way every time
    aq, ar = a.q + 1e-6, a.r + 1e-6
    bq, br = b.q + 1e-6, b.r + 1e-6
    for i in range(n + 1):
        t = i / n
        out.append(hex_round(aq + (bq - aq) * t, ar + (br - ar) * t))
    return out


def ring(center: Hex, radius: int) -> list[Hex]:
    if radius == 0:
        return [center]
    out = []
    h = center + DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbor(h, side)
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    out = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


# -- Tiled offset coordinates ---------------------------------------------------------

def from_offset(col: int, row: int, stagger_axis: str, stagger_index: str) -> Hex:
    """Tiled (col, row) -> axial. staggeraxis "x" shifts columns (flat-top),
    "y" shifts rows (pointy-top); staggerindex says whether odd or even ones move."""
    even = _even(stagger_index)
    if stagger_axis == "x":
        shift = (col + (col & 1)) // 2 if even else (col - (col & 1)) // 2
        return Hex(col, row - shift)
    if stagger_axis == "y":
        shift = (row + (row & 1)) // 2 if even else (row - (row & 1)) // 2
        return Hex(col - shift, row)
    raise ValueError(f"stagger axis must be 'x' or 'y', not {stagger_axis!r}")


def to_offset(h: Hex, stagger_axis: str, stagger_index: str) -> tuple[int, int]:
    """Axial -> Tiled (col, row): the inverse of from_offset."""
    even = _even(stagger_index)
    q, r = h
    if stagger_axis == "x":
        shift = (q + (q & 1)) // 2 if even else (q - (q & 1)) // 2
        return q, r + shift
    if stagger_axis == "y":
        shift = (r + (r & 1)) // 2 if even else (r - (r & 1)) // 2
        return q + shift, r
    raise ValueError(f"stagger axis must be 'x' or 'y', not {stagger_axis!r}")


def _even(stagger_index: str) -> bool:
    if stagger_index not in ("odd", "even"):
        raise ValueError(f"stagger index must be 'odd' or 'even', not {stagger_index!r}")
    return stagger_index == "even"


class TiledHexLayout:
    """Pixel geometry of a Tiled hexagonal map, following Tiled's hexagonal
    renderer (its RenderParams, tileToScreenCoords, tileToScreenPolygon and
    screenToTileCoords): the origin is the map's top-left corner."""

    def __init__(self, tile_width: int, tile_height: int, hex_side_length: float,
                 stagger_axis: str, stagger_index: str) -> None:
        if stagger_axis not in ("x", "y"):
            raise ValueError(f"stagger axis must be 'x' or 'y', not {stagger_axis!r}")
        self.stagger_axis = stagger_axis
        self.stagger_index = stagger_index
        self.stagger_x = stagger_axis == "x"
        self.stagger_even = _even(stagger_index)
        self.tile_width = int(tile_width) & ~1
        self.tile_height = int(tile_height) & ~1
        side = int(hex_side_length)
        self.side_x = side if self.stagger_x else 0
        self.side_y = 0 if self.stagger_x else side
        self.side_offset_x = (self.tile_width - self.side_x) // 2
        self.side_offset_y = (self.tile_height - self.side_y) // 2
        self.column_width = self.side_offset_x + self.side_x
        self.row_height = self.side_offset_y + self.side_y

    @classmethod
    def from_map(cls, tiled_map) -> "TiledHexLayout":
        """From a pytmx.TiledMap (or anything with the same attributes)."""
        if getattr(tiled_map, "orientation", None) != "hexagonal":
            raise ValueError("the map is not a hexagonal Tiled map")
        return cls(tiled_map.tilewidth, tiled_map.tileheight, tiled_map.hexsidelength,
                   tiled_map.staggeraxis, tiled_map.staggerindex)

    def _staggered(self, i: int) -> bool:
        return bool((i & 1) ^ self.stagger_even)

    def cell_origin(self, col: int, row: int) -> tuple[int, int]:
        """Top-left corner of the cell's bounding box."""
        if self.stagger_x:
            y = row * (self.tile_height + self.side_y)
            if self._staggered(col):
                y += self.row_height
            return col * self.column_width, y
        x = col * (self.tile_width + self.side_x)
        if self._staggered(row):
            x += self.column_width
        return x, row * self.row_height

    def cell_center(self, col: int, row: int) -> tuple[float, float]:
        x, y = self.cell_origin(col, row)
        return x + self.tile_width / 2, y + self.tile_height / 2

    def hex_center(self, h: Hex) -> tuple[float, float]:
        return self.cell_center(*to_offset(h, self.stagger_axis, self.stagger_index))

    def polygon(self, col: int, row: int) -> list[tuple[int, int]]:
        """The cell's outline (8 points, as Tiled draws it; two pairs coincide
        for a regular hexagon)."""
        x, y = self.cell_origin(col, row)
        w, h = self.tile_width, self.tile_height
        ox, oy = self.side_offset_x, self.side_offset_y
        return [
            (x, y + h - oy), (x, y + oy), (x + ox, y), (x + w - ox, y),
            (x + w, y + oy), (x + w, y + h - oy), (x + w - ox, y + h), (x + ox, y + h),
        ]

    def map_size(self, width: int, height: int) -> tuple[int, int]:
        """Pixel size of a width x height map, as Tiled computes it."""
        if self.stagger_x:
            w = self.column_width * width + self.side_offset_x
            h = (self.tile_height + self.side_y) * height
            if width > 1:
                h += self.row_height
            return w, h
        w = (self.tile_width + self.side_x) * width
        if height > 1:
            w += self.column_width
        h = self.row_height * height + self.side_offset_y
        return w, h

    def pixel_to_cell(self, px: float, py: float) -> tuple[int, int]:
        """The cell under a pixel: the nearest cell centre, as Tiled picks it."""
        if self.stagger_x:
            col_guess = int(math.floor(px / max(1, self.column_width)))
            row_guess = int(math.floor(py / max(1, self.tile_height + self.side_y)))
        else:
            col_guess = int(math.floor(px / max(1, self.tile_width + self.side_x)))
            row_guess = int(math.floor(py / max(1, self.row_height)))
        best, best_d = (col_guess, row_guess), float("inf")
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                c, r = col_guess + dc, row_guess + dr
                cx, cy = self.cell_center(c, r)
                d = (cx - px) ** 2 + (cy - py) ** 2
                if d < best_d:
                    best, best_d = (c, r), d
        return best

    def pixel_to_hex(self, px: float, py: float) -> Hex:
        return from_offset(*self.pixel_to_cell(px, py), self.stagger_axis, self.stagger_index)
