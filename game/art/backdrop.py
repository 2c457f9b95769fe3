"""Full-screen backdrops, painted once: the title's island in the sea (a Tiled
hex map drawn by game/draw/hexmap.py) and a calmer, darker version of it behind
the menus."""
from __future__ import annotations

import random
import sys
from functools import lru_cache
from pathlib import Path

import pygame

from ..screen import gfx
from ..assets import MissingAsset, asset_path
from ..screen.theme import C, LOGICAL_SIZE
from . import canvas, picture_cache
from .canvas import Canvas

TITLE_MAP = ("maps", "title_island.tmx")


def _sea(size: tuple[int, int]) -> pygame.Surface:
    """Open sea: a deep gradient with long soft swells and glints."""
    w, h = size
    cv = Canvas(size, 1)
    cv.gradient((0, 0, w, h), (26, 96, 138), (8, 34, 66))
    rng = random.Random(42)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(220):
        x, y = rng.uniform(-60, w), rng.uniform(0, h)
        ln = rng.uniform(20, 70)
        a = int(20 + 40 * (1 - y / h))
        pygame.draw.line(layer, (190, 230, 240, a), (x, y), (x + ln, y + rng.uniform(-2, 2)), 2)
    cv.surf.blit(layer, (0, 0))
    return cv.result()


def title_map_error() -> str | None:
    """Why the title map could not be drawn (None when it is fine)."""
    title_backdrop(LOGICAL_SIZE)
    return _problems.get(LOGICAL_SIZE)


_problems: dict[tuple[int, int], str] = {}


@lru_cache(maxsize=2)
def title_backdrop(size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Surface:
    """The open sea with the title island (assets/maps/title_island.tmx) drawn
    over it to cover the screen; the sea alone if the map cannot be read.
    Painting it reads the map and 1.3 MB of tile sheets (about a fifth of the
    time to the first title frame), so the picture is kept in the cache folder
    and read back while its map, tile sheets and painting code are unchanged."""
    try:
        digest = title_digest(size)
    except MissingAsset:
        digest = None                    # painted as the sea alone, and reported, below
    out = None if digest is None else picture_cache.read("title_backdrop", size, digest)
    if out is None:
        out = _paint_title(size)
        if digest is not None and size not in _problems:   # a broken map is painted (and reported) every time
            picture_cache.keep("title_backdrop", out, digest)
    return out.convert() if pygame.display.get_surface() is not None else out


def title_digest(size: tuple[int, int], frozen: bool | None = None) -> bytes:
    """The digest the title's picture is kept under (game/art/picture_cache.py).
    frozen: compute it as a frozen build does (packaging/paint_pictures.py
    paints the build's picture from source, for the build); by default as this
    process runs."""
    if frozen is None:
        frozen = bool(getattr(sys, "frozen", False))
    return picture_cache.digest_of("title_backdrop", size, _title_sources(with_code=not frozen))


def _title_sources(with_code: bool = True) -> list[Path]:
    """Every file the title's picture is painted from: the map, its tile sets
    and sheets, and with_code, the code that paints it (in a source checkout:
    a frozen build's code cannot change under it, and is not there as files)."""
    maps = asset_path(*TITLE_MAP).parent
    files = [asset_path(*TITLE_MAP), *sorted((maps / "tilesets").glob("*"))]
    if not with_code:
        return files
    code = [Path(m.__file__) for m in (gfx, canvas) if getattr(m, "__file__", None)]
    return files + code + [_hexmap_file(), Path(__file__)]


def _hexmap_file() -> Path:
    """game/draw/hexmap.py, found without importing it (it and pytmx are
    imported only to paint)."""
    return Path(__file__).resolve().parent.parent / "draw" / "hexmap.py"


def paint_title_picture(size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Surface:
    """The title's picture painted from its map, whatever is kept; raises what
    stopped the map being drawn (a build must not ship the sea alone)."""
    out = _paint_title(size)
    if size in _problems:
        raise RuntimeError(f"the title map could not be drawn: {_problems[size]}")
    return out


def _paint_title(size: tuple[int, int]) -> pygame.Surface:
    # the map reader (and pytmx with it) is imported only when the picture is
    # painted: a launch that reads the kept or shipped picture never needs it
    from ..draw.hexmap import HexMap
    out = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        out = out.convert()
    out.blit(_sea(size), (0, 0))
    try:
        island = HexMap.load(asset_path(*TITLE_MAP))
        island.draw(out, pygame.Rect(0, 0, *size), fit="cover")
    except Exception as exc:   # no map yet, or a broken one: the sea alone still looks right
        _problems[size] = f"{type(exc).__name__}: {exc}"
    out.blit(gfx.vignette(size, 170), (0, 0))
    return out


@lru_cache(maxsize=2)
def menu_backdrop(size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Surface:
    """The title's island, blurred and sunk under deep water, so panels and text
    stand out on it."""
    base = title_backdrop(size)
    small = pygame.transform.smoothscale(base, (size[0] // 4, size[1] // 4))
    small = pygame.transform.box_blur(small, 3)
    out = pygame.transform.smoothscale(small, size)
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(C.DEEP_SEA + (175,))
    out.blit(veil, (0, 0))
    out.blit(gfx.vignette(size, 120), (0, 0))
    return out.convert() if pygame.display.get_surface() else out
