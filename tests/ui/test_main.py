"""main.py's headless modes, run as a person (or CI) would run them."""
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def test_a_screenshot_of_the_title_is_a_full_size_png(tmp_path):
    out = tmp_path / "title.png"
    result = run("--screenshot", "title", "--out", str(out))
    assert result.returncode == 0, result.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)}
    assert len(colours) > 50          # a picture, not an empty screen


def test_an_unknown_scene_is_refused_with_the_list_of_scenes(tmp_path):
    result = run("--screenshot", "lobby", "--out", str(tmp_path / "x.png"))
    assert result.returncode == 2
    assert "title" in result.stderr and "new-game" in result.stderr
    assert not (tmp_path / "x.png").exists()
