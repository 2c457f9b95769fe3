"""Shared set-up for the hex map tests: a (dummy) display, so pytmx's pygame
loader can convert tiles, and Tiled's own renderer, tmxrasterizer."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pygame
import pytest

from game.draw.hexmap import HexMap

DATA = Path(__file__).resolve().parent / "data"
MAPS = Path(__file__).resolve().parents[2] / "assets" / "maps"
STAGGERS = [("x", "odd"), ("x", "even"), ("y", "odd"), ("y", "even")]


@pytest.fixture(scope="session", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield
    HexMap.clear_cache()


def test_map(axis: str, index: str) -> Path:
    return DATA / f"stagger_{axis}_{index}.tmx"


test_map.__test__ = False  # a helper, not a test


@pytest.fixture(scope="session")
def rasterize(tmp_path_factory):
    """Render a map with Tiled's tmxrasterizer; returns the picture as a Surface."""
    binary = shutil.which("tmxrasterizer")
    if binary is None:
        pytest.skip("tmxrasterizer (Debian package 'tiled') is not installed")
    out_dir = tmp_path_factory.mktemp("tiled")
    done: dict[Path, pygame.Surface] = {}

    def run(tmx: Path) -> pygame.Surface:
        if tmx in done:
            return done[tmx]
        out = out_dir / (tmx.stem + ".png")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        result = subprocess.run([binary, str(tmx), str(out)], env=env,
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 0 and out.exists(), result.stderr
        done[tmx] = pygame.image.load(str(out)).convert_alpha()
        return done[tmx]

    return run


def pixels_differing(a: pygame.Surface, b: pygame.Surface, by: int) -> int:
    """Pixels whose premultiplied colour differs by `by` or more in a channel.
    (Premultiplied: a nearly clear pixel's colour hardly matters, and Qt keeps
    it premultiplied while pygame keeps it straight.)"""
    pa, pb = a.premul_alpha(), b.premul_alpha()
    up = pa.copy()
    up.blit(pb, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = pb.copy()
    down.blit(pa, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_MAX)
    close = pygame.mask.from_threshold(up, (0, 0, 0, 0), (by, by, by, 255))
    w, h = a.get_size()
    return w * h - close.count()


def alpha_disagreement(a: pygame.Surface, b: pygame.Surface) -> int:
    """The most pixels on which the two disagree about being clearer or more
    solid than some level."""
    worst = 0
    for level in (8, 64, 128, 192, 247):
        ma = pygame.mask.from_surface(a, level)
        mb = pygame.mask.from_surface(b, level)
        both = ma.overlap_area(mb, (0, 0))
        worst = max(worst, ma.count() + mb.count() - 2 * both)
    return worst
