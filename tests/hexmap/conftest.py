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
