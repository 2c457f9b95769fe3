"""The replay, the replay list and the statistics as a person reaches them:
from the title's buttons, and rendered by --screenshot."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.storage import stats_file
from game.scenes.catalogue import open_scene
from game.scenes.replay import ReplayScene
from game.scenes.replay_list import ReplayListScene
from game.scenes.stats_scene import StatsScene
from game.tools.smoke import EXAMPLE_LEVELS, make_example_history, screenshot
from rules.core import registry
from tests.table_driver import click

ROOT = Path(__file__).resolve().parents[2]


def test_the_title_opens_the_replays_and_the_statistics(app):
    title = app.stack.top
    click(app, title.buttons["Replays"].rect.center)
    assert isinstance(app.stack.top, ReplayListScene)
    click(app, app.stack.top.stats_button.rect.center)
    assert isinstance(app.stack.top, StatsScene)
    app.go_to_title()
    click(app, app.stack.top.buttons["Statistics"].rect.center)
    assert isinstance(app.stack.top, StatsScene)


def test_the_replay_screenshot_is_a_finished_game_at_its_middle(app):
    for game_id in registry.GAME_IDS:
        scene = open_scene(app, "replay", seed=3, game_id=game_id)
        assert isinstance(scene, ReplayScene) and scene.replay.open
        assert len(scene.replay) > 10 and scene.at == len(scene.replay) // 2
        app.step(flip=False)


def assert_a_full_size_picture(out: Path) -> None:
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    assert len({img.get_at((x, y))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)}) > 50


def test_the_replay_screenshot_renders_to_a_full_size_png(profile_dir, tmp_path):
    """What `--screenshot replay --seed 3` runs (game/tools/smoke.py screenshot), in this
    process: the command line's own process is the slow twin below (a new
    interpreter's start and imports were half its 1.9 s; tests/ui/test_main.py
    runs the command line's --screenshot in the quick step)."""
    out = tmp_path / "replay.png"
    assert screenshot("replay", str(out), 3) == 0
    assert_a_full_size_picture(out)


@pytest.mark.slow
def test_replay_renders_to_a_full_size_png_from_the_command_line(tmp_path):
    out = tmp_path / "replay.png"
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--screenshot", "replay", "--seed", "3",
                             "--out", str(out)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert_a_full_size_picture(out)


def test_the_example_history_is_played_by_the_computer_players_at_their_levels(app):
    info = registry.get("isle_of_night")
    make_example_history(5, [info])
    stats, message = stats_file.load()
    assert message is None
    assert len(stats.games) == len(EXAMPLE_LEVELS) and stats.started_count(info.id) == len(EXAMPLE_LEVELS)
    for g, levels in zip(stats.games, EXAMPLE_LEVELS):
        assert [s.level for s in g.seats[1:]] == list(levels)
        assert g.seats[0].kind == "human" and g.moves > 0
    scene = app.open("stats", info.id)
    app.step(flip=False)
    f = scene.figures
    assert f.finished == len(EXAMPLE_LEVELS)
    assert {p.name for p in f.people} == {"Robin", "Ana"}
    assert f.by_level["easy"].played == 3 and f.by_level["normal"].played == 3 and f.by_level["hard"].played == 0
