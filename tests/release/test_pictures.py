"""Every picture the README and docs/ show is what tools/render_pictures.py renders
today from its seeded position: a picture left behind by a change to what is drawn
fails here (slow: it renders each scene in a process of its own)."""
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("render_pictures", ROOT / "tools" / "render_pictures.py")
render_pictures = importlib.util.module_from_spec(spec)
sys.modules["render_pictures"] = render_pictures
spec.loader.exec_module(render_pictures)


def test_every_picture_the_readme_shows_is_rendered_by_the_tool():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = {line.split("](", 1)[1].split(")", 1)[0] for line in text.splitlines() if line.startswith("![")}
    rendered = {pic.path for pic in render_pictures.pictures()}
    assert shown and shown <= rendered, f"the README shows pictures no command renders: {shown - rendered}"


def test_two_pictures_that_differ_in_a_button_are_told_apart(tmp_path):
    import pygame
    a = pygame.Surface((200, 100))
    a.fill((20, 40, 60))
    pygame.image.save(a, str(tmp_path / "a.png"))
    pygame.draw.rect(a, (240, 200, 90), (20, 20, 60, 24))     # a button more
    pygame.image.save(a, str(tmp_path / "b.png"))
    assert render_pictures.difference(tmp_path / "a.png", tmp_path / "a.png") == 0
    assert render_pictures.difference(tmp_path / "a.png", tmp_path / "b.png") > render_pictures.TOLERANCE


@pytest.mark.slow
def test_every_committed_picture_matches_what_the_tool_renders_now():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "render_pictures.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
