"""Writes the small hexagonal test maps the golden tests compare against Tiled's
own renderer (tmxrasterizer): one map for each stagger axis x stagger index.

    python3 tests/hexmap/data/make_test_maps.py

Every cell holds a flat, hard-edged hexagon of one of eight distinct colours
(no antialiasing, so Tiled and pygame must agree pixel for pixel). The tiles
are 2 px larger than their cells on every side and come through a tile offset,
so neighbours overlap: a wrong offset, a wrong anchor or a wrong painting order
changes the picture. A second layer holds thin, tall "post" tiles from a
second, embedded tileset with its own offset, reaching into the row behind.
Some cells are left empty, and a third layer, hidden, covers every cell (it
must not be drawn, nor count as cells). half_clear_y_odd.tmx is the y/odd map
with its colour layer at 50% opacity.
"""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent

COLOURS = [
    (230, 25, 75), (60, 180, 75), (255, 225, 25), (0, 130, 200),
    (245, 130, 48), (145, 30, 180), (70, 240, 240), (240, 50, 230),
]
POST_COLOUR = (20, 20, 20)

#: (tile width, tile height, hex side length) per stagger axis: pointy-top
#: hexes for "y", flat-top for "x"; deliberately not square.
GEOMETRY = {"y": (28, 32, 16), "x": (32, 28, 16)}
BLEED = 2
COLUMNS, ROWS = 6, 5
EMPTY = {(0, 0), (3, 2), (5, 4), (4, 1)}
POSTS = {(1, 1), (2, 3), (5, 2), (0, 4)}
POST_SIZE = (4, 30)
POST_OFFSET = (5, -3)


def colour_index(col: int, row: int) -> int:
    """Neighbours never share a colour, whatever the stagger (the steps
    between neighbours, 2, 3, 5 and 1, are never a multiple of 8)."""
    return (col * 2 + row * 3) % len(COLOURS)


def hexagon(w: int, h: int, side: int, axis: str, grow: float) -> list[tuple[float, float]]:
    """The cell outline Tiled draws (tileToScreenPolygon), grown by `grow` px."""
    sx, sy = (side, 0) if axis == "x" else (0, side)
    ox, oy = (w - sx) // 2, (h - sy) // 2
    pts = [(0, h - oy), (0, oy), (ox, 0), (w - ox, 0), (w, oy), (w, h - oy), (w - ox, h), (ox, h)]
    cx, cy = w / 2, h / 2
    out = []
    for x, y in pts:
        dx, dy = x - cx, y - cy
        d = (dx * dx + dy * dy) ** 0.5 or 1.0
        out.append((cx + dx * (d + grow) / d, cy + dy * (d + grow) / d))
    return out


def make_tileset(axis: str) -> str:
    w, h, side = GEOMETRY[axis]
    tw, th = w + 2 * BLEED, h + 2 * BLEED
    sheet = pygame.Surface((tw * len(COLOURS), th), pygame.SRCALPHA)
    for i, colour in enumerate(COLOURS):
        pts = [(x + BLEED + i * tw, y + BLEED) for x, y in hexagon(w, h, side, axis, BLEED)]
        pygame.draw.polygon(sheet, colour + (255,), pts)
    png = f"colours_{axis}.png"
    pygame.image.save(sheet, str(HERE / png))
    tsx = f"colours_{axis}.tsx"
    (HERE / tsx).write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset version="1.8" tiledversion="1.8.2" name="colours_{axis}" '
        f'tilewidth="{tw}" tileheight="{th}" tilecount="{len(COLOURS)}" columns="{len(COLOURS)}">\n'
        f' <tileoffset x="{-BLEED}" y="{BLEED}"/>\n'
        f' <image source="{png}" width="{sheet.get_width()}" height="{th}"/>\n'
        + "".join(f' <tile id="{i}"><properties><property name="colour" value="{i}"/>'
                  f'</properties></tile>\n' for i in range(len(COLOURS)))
        + '</tileset>\n')
    return tsx


def make_post() -> None:
    surf = pygame.Surface(POST_SIZE, pygame.SRCALPHA)
    surf.fill(POST_COLOUR + (255,))
    pygame.image.save(surf, str(HERE / "post.png"))


def make_map(axis: str, index: str, tsx: str, opacity: float = 1.0, name: str = "") -> None:
    w, h, side = GEOMETRY[axis]
    colour_rows, post_rows = [], []
    for row in range(ROWS):
        colour_rows.append(",".join(
            "0" if (col, row) in EMPTY else str(1 + colour_index(col, row))
            for col in range(COLUMNS)))
        post_rows.append(",".join(
            str(1 + len(COLOURS)) if (col, row) in POSTS else "0" for col in range(COLUMNS)))
    hidden_rows = [",".join("1" for _ in range(COLUMNS)) for _ in range(ROWS)]
    pw, ph = POST_SIZE
    opacity_attr = f' opacity="{opacity}"' if opacity != 1.0 else ""
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" '
        f'width="{COLUMNS}" height="{ROWS}" tilewidth="{w}" tileheight="{h}" infinite="0" '
        f'hexsidelength="{side}" staggeraxis="{axis}" staggerindex="{index}" '
        'nextlayerid="5" nextobjectid="4">\n'
        f' <tileset firstgid="1" source="{tsx}"/>\n'
        f' <tileset firstgid="{1 + len(COLOURS)}" name="posts" tilewidth="{pw}" tileheight="{ph}" '
        'tilecount="1" columns="1">\n'
        f'  <tileoffset x="{POST_OFFSET[0]}" y="{POST_OFFSET[1]}"/>\n'
        f'  <image source="post.png" width="{pw}" height="{ph}"/>\n'
        ' </tileset>\n'
        f' <layer id="1" name="colours" width="{COLUMNS}" height="{ROWS}"{opacity_attr}>\n'
        '  <data encoding="csv">\n' + ",\n".join(colour_rows) + '\n  </data>\n </layer>\n'
        f' <layer id="2" name="posts" width="{COLUMNS}" height="{ROWS}">\n'
        '  <data encoding="csv">\n' + ",\n".join(post_rows) + '\n  </data>\n </layer>\n'
        f' <layer id="4" name="hidden" width="{COLUMNS}" height="{ROWS}" visible="0">\n'
        '  <data encoding="csv">\n' + ",\n".join(hidden_rows) + '\n  </data>\n </layer>\n'
        ' <objectgroup id="3" name="places" visible="0">\n'
        '  <object id="1" name="pond" type="water" x="10" y="12" width="30" height="20">\n'
        '   <properties><property name="depth" type="int" value="3"/></properties>\n'
        '   <ellipse/>\n  </object>\n'
        '  <object id="2" name="camp" x="50" y="40"><point/></object>\n'
        '  <object id="3" name="field" x="60" y="20" rotation="90">\n'
        '   <polygon points="0,0 20,0 20,10 0,10"/>\n  </object>\n'
        ' </objectgroup>\n'
        '</map>\n')
    (HERE / (name or f"stagger_{axis}_{index}.tmx")).write_text(text)


def main() -> None:
    # pygame.draw and pygame.image.save need no pygame.init()
    make_post()
    for axis in ("x", "y"):
        tsx = make_tileset(axis)
        for index in ("odd", "even"):
            make_map(axis, index, tsx)
    make_map("y", "odd", "colours_y.tsx", opacity=0.5, name="half_clear_y_odd.tmx")


if __name__ == "__main__":
    main()
