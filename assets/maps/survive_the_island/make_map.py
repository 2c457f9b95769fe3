"""Lays out the Survive the Island board as a Tiled hexagonal map.

    python assets/maps/survive_the_island/make_map.py

Writes ../survive_the_island.tmx. The TMX is the board's truth from then on (the
rules read it with pytmx; open it in Tiled to correct the board and keep the
edit): rerunning this script overwrites hand edits.

The layout is the reconstruction in shared/rules/survive_the_island_base.md §2.2,
in its "doubled" coordinates (r, x): 13 rows r = -3..9, x steps by 2 along a row,
pointy-top hexes. In Tiled terms that is a pointy-top map (staggeraxis "y") 11
cells wide and 13 rows high whose odd rows are pushed right by half a hex
(staggerindex "odd"): row = r + 3, col = (x + 10 - (row & 1)) // 2. The short
rows (width 10) leave their last cell empty; the four corner cells pairs of the
first and last rows are the rescue islands.

Layers:
  terrain          tile layer: sea, island hex, rescue island (tile property `kind`)
  rescue_islands   one rectangle per rescue island (name = the island), over its cells
  landings         point objects: the water spaces touching a rescue island
                   (property `island` names it)
  creature_starts  point objects of type "sea_serpent" or "kraken" (name: where),
                   bool property `with_both`: used when both red creatures play
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from rules.core.hexgrid import TiledHexLayout  # noqa: E402

TILE_W, TILE_H, SIDE = 56, 64, 32
WIDTH, HEIGHT = 11, 13
STAGGER_AXIS, STAGGER_INDEX = "y", "odd"
GID = {"sea": 1, "island": 2, "rescue": 3}

ROW_WIDTHS = (7, 10, 11, 10, 11, 10, 11, 10, 11, 10, 11, 10, 7)     # r = -3 .. 9
ISLAND_WIDTHS = {0: 4, 1: 5, 2: 8, 3: 7, 4: 8, 5: 5, 6: 4}          # r -> island hexes
CENTRE = (3, 0)
RESCUE = {
    "north-west": ((-3, -10), (-3, -8)),
    "north-east": ((-3, 8), (-3, 10)),
    "south-west": ((9, -10), (9, -8)),
    "south-east": ((9, 8), (9, 10)),
}
LANDINGS = {
    "north-west": ((-3, -6), (-2, -9), (-2, -7)),
    "north-east": ((-3, 6), (-2, 7), (-2, 9)),
    "south-west": ((9, -6), (8, -9), (8, -7)),
    "south-east": ((9, 6), (8, 7), (8, 9)),
}
# (type, name, (r, x), with_both)
STARTS = (
    ("sea_serpent", "centre", (3, 0), True),
    ("sea_serpent", "north-west", (-2, -9), True),
    ("sea_serpent", "north-east", (-1, 10), False),
    ("sea_serpent", "south-west", (7, -10), False),
    ("sea_serpent", "south-east", (8, 9), True),
    # Our kraken spaces: the serpent corners mirrored left to right
    ("kraken", "north-west", (-1, -10), False),
    ("kraken", "north-east", (-2, 9), True),
    ("kraken", "south-west", (8, -9), True),
    ("kraken", "south-east", (7, 10), False),
)


def to_cell(r: int, x: int) -> tuple[int, int]:
    row = r + 3
    return (x + 10 - (row & 1)) // 2, row


def row_xs(width: int) -> range:
    return range(-(width - 1), width, 2)


def terrain_grid() -> list[list[int]]:
    grid = [[0] * WIDTH for _ in range(HEIGHT)]
    for i, w in enumerate(ROW_WIDTHS):
        r = i - 3
        for x in row_xs(w):
            col, row = to_cell(r, x)
            grid[row][col] = GID["sea"]
    for r, w in ISLAND_WIDTHS.items():
        for x in row_xs(w):
            if (r, x) != CENTRE:
                col, row = to_cell(r, x)
                grid[row][col] = GID["island"]
    for cells in RESCUE.values():
        for r, x in cells:
            col, row = to_cell(r, x)
            grid[row][col] = GID["rescue"]
    return grid


def main() -> None:
    layout = TiledHexLayout(TILE_W, TILE_H, SIDE, STAGGER_AXIS, STAGGER_INDEX)
    px_w, px_h = layout.map_size(WIDTH, HEIGHT)
    grid = terrain_grid()
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" '
        f'width="{WIDTH}" height="{HEIGHT}" tilewidth="{TILE_W}" tileheight="{TILE_H}" '
        f'infinite="0" hexsidelength="{SIDE}" staggeraxis="{STAGGER_AXIS}" '
        f'staggerindex="{STAGGER_INDEX}" nextlayerid="5" nextobjectid="__NEXT__">',
        ' <properties>',
        '  <property name="game" value="survive_the_island"/>',
        f'  <property name="pixel_size" value="{px_w}x{px_h}"/>',
        ' </properties>',
        ' <tileset firstgid="1" source="survive_the_island/survive_the_island.tsx"/>',
        f' <layer id="1" name="terrain" width="{WIDTH}" height="{HEIGHT}">',
        '  <data encoding="csv">',
    ]
    rows = [",".join(str(g) for g in row) for row in grid]
    out.append(",\n".join(rows))
    out += ['</data>', ' </layer>']
    oid = 1
    out.append(' <objectgroup id="2" name="rescue_islands">')
    for name, cells in RESCUE.items():
        xs, ys = [], []
        for r, x in cells:
            cx, cy = layout.cell_origin(*to_cell(r, x))
            xs += [cx, cx + TILE_W]
            ys += [cy, cy + TILE_H]
        out.append(f'  <object id="{oid}" name="{name}" type="rescue_island" x="{min(xs)}" y="{min(ys)}" '
                   f'width="{max(xs) - min(xs)}" height="{max(ys) - min(ys)}"/>')
        oid += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="3" name="landings">')
    for name, cells in LANDINGS.items():
        for r, x in cells:
            cx, cy = layout.cell_center(*to_cell(r, x))
            out += [f'  <object id="{oid}" name="{name} landing" type="landing" x="{cx:g}" y="{cy:g}">',
                    '   <properties>',
                    f'    <property name="island" value="{name}"/>',
                    '   </properties>',
                    '   <point/>',
                    '  </object>']
            oid += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="4" name="creature_starts">')
    for kind, name, (r, x), both in STARTS:
        cx, cy = layout.cell_center(*to_cell(r, x))
        out += [f'  <object id="{oid}" name="{name}" type="{kind}" x="{cx:g}" y="{cy:g}">',
                '   <properties>',
                f'    <property name="with_both" type="bool" value="{"true" if both else "false"}"/>',
                '   </properties>',
                '   <point/>',
                '  </object>']
        oid += 1
    out.append(' </objectgroup>')
    out.append('</map>')
    text = "\n".join(out).replace("__NEXT__", str(oid)) + "\n"
    (HERE.parent / "survive_the_island.tmx").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
