"""Draws the Survive the Island board tiles and writes their Tiled tileset.

    python assets/maps/survive_the_island/make_tiles.py

Makes sea.png, island.png and rescue.png (pointy-top hexes, 56 x 64 pixels, drawn
at twice the size and smoothed down) and survive_the_island.tsx, an image-collection
tileset whose tiles carry a `kind` property ("sea", "island", "rescue") that the
rules read; it names the `kind` enum of ../monster_isles.tiled-project, so Tiled
offers the three values as a list. The board printed in the box shows only the sea, the outline of the
island and the four rescue islands: the terrain of each island hex is the random
tile laid on it, so the map says "island hex" and nothing more.
"""
from __future__ import annotations

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
TILE_W, TILE_H, SIDE = 56, 64, 32
SCALE = 2

SEA_DEEP = (22, 64, 112)
SEA_LIGHT = (58, 120, 176)
FOAM = (196, 226, 240)
SAND = (226, 196, 138)
SAND_DARK = (186, 150, 92)
JUNGLE = (62, 128, 72)
JUNGLE_DARK = (36, 88, 48)
TRUNK = (120, 82, 46)
HUT_RED = (168, 58, 40)

TILES = (
    # id, file, kind
    (0, "sea.png", "sea"),
    (1, "island.png", "island"),
    (2, "rescue.png", "rescue"),
)


def hex_points(w: float, h: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """A pointy-top hexagon filling a w x h box (Tiled's cell outline)."""
    cx, cy = w / 2, h / 2
    rx, ry = w / 2 - inset, h / 2 - inset
    # pointy top: vertices at top and bottom, flat sides left and right
    return [(cx, cy - ry), (cx + rx, cy - ry / 2), (cx + rx, cy + ry / 2),
            (cx, cy + ry), (cx - rx, cy + ry / 2), (cx - rx, cy - ry / 2)]


def base(fill, edge) -> pygame.Surface:
    w, h = TILE_W * SCALE, TILE_H * SCALE
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(surf, fill, hex_points(w, h))
    pygame.draw.polygon(surf, edge, hex_points(w, h, 1.5 * SCALE), 2 * SCALE)
    return surf


def draw_sea() -> pygame.Surface:
    surf = base(SEA_DEEP, SEA_LIGHT)
    w, h = surf.get_size()
    for row, y in enumerate((0.34, 0.56, 0.76)):
        yy = h * y
        x0 = w * (0.24 if row % 2 else 0.30)
        pts = [(x0 + i * 3 * SCALE, yy + math.sin(i / 2.2) * 2.5 * SCALE) for i in range(9)]
        pygame.draw.lines(surf, FOAM if row == 1 else SEA_LIGHT, False, pts, SCALE + 1)
    return surf


def draw_island() -> pygame.Surface:
    surf = base(SAND, SAND_DARK)
    w, h = surf.get_size()
    # a ring of jungle green inside the sand: "land goes here", terrain unknown
    pygame.draw.polygon(surf, JUNGLE, hex_points(w, h, 12 * SCALE))
    pygame.draw.polygon(surf, JUNGLE_DARK, hex_points(w, h, 12 * SCALE), 2 * SCALE)
    pygame.draw.circle(surf, SAND, (w // 2, h // 2), 5 * SCALE)
    return surf


def draw_rescue() -> pygame.Surface:
    surf = base(SAND, SAND_DARK)
    w, h = surf.get_size()
    # a hut with a red roof: shape tells it apart, not colour alone
    bx, by = w * 0.5, h * 0.60
    pygame.draw.rect(surf, TRUNK, (bx - 9 * SCALE, by - 4 * SCALE, 18 * SCALE, 12 * SCALE))
    pygame.draw.polygon(surf, HUT_RED, [(bx - 13 * SCALE, by - 3 * SCALE),
                                        (bx, by - 15 * SCALE), (bx + 13 * SCALE, by - 3 * SCALE)])
    pygame.draw.rect(surf, SAND_DARK, (bx - 3 * SCALE, by + 1 * SCALE, 6 * SCALE, 7 * SCALE))
    # a palm frond to the left
    px, py = w * 0.26, h * 0.36
    pygame.draw.line(surf, TRUNK, (px, py), (px + 4 * SCALE, py + 16 * SCALE), 2 * SCALE)
    for dx, dy in ((-8, 3), (8, 2), (-5, -6), (6, -6)):
        pygame.draw.line(surf, JUNGLE_DARK, (px, py), (px + dx * SCALE, py + dy * SCALE), 2 * SCALE)
    return surf


DRAW = {"sea": draw_sea, "island": draw_island, "rescue": draw_rescue}


def write_tileset() -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.8" tiledversion="1.8.2" name="survive_the_island" '
        f'tilewidth="{TILE_W}" tileheight="{TILE_H}" tilecount="{len(TILES)}" columns="0">',
        ' <grid orientation="orthogonal" width="1" height="1"/>',
    ]
    for tid, fname, kind in TILES:
        lines += [
            f' <tile id="{tid}">',
            '  <properties>',
            f'   <property name="kind" type="string" propertytype="kind" value="{kind}"/>',
            '  </properties>',
            f'  <image width="{TILE_W}" height="{TILE_H}" source="{fname}"/>',
            ' </tile>',
        ]
    lines.append('</tileset>')
    return "\n".join(lines) + "\n"


def main() -> None:
    for _tid, fname, kind in TILES:
        big = DRAW[kind]()
        small = pygame.transform.smoothscale(big, (TILE_W, TILE_H))
        pygame.image.save(small, str(HERE / fname))
    (HERE / "survive_the_island.tsx").write_text(write_tileset(), encoding="utf-8")


if __name__ == "__main__":
    main()
