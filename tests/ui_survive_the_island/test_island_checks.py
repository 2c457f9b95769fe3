"""The New game screen checks a dropped-in island off the frame thread: it lists
the islands at once, says "checking" while a check runs, keeps drawing and
answering keys meanwhile, refuses an island whose check takes too long as too
large or too slow to read, and Start follows the answer when it comes."""
from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

import rules.survive_the_island as survive
from game.storage import saves
from game.storage.file_checks import FileChecks
from game.scenes.load import resume_save
from game.scenes.new_game import NewGameScene
from rules.core import registry
from rules.survive_the_island.board import assets_folder
from tests.conftest import ROOT
from tests.survive_the_island.test_hostile_islands import opened_files
from tests.survive_the_island.test_islands import STANDARD_TEXT, island
from tests.ui.conftest import key


@pytest.fixture
def maps(profile_dir):
    folder = saves.data_dir() / "maps"
    folder.mkdir(parents=True)
    return folder


@pytest.fixture
def held(monkeypatch):
    """The rules' island check, held on an event until the test lets it go."""
    gate = threading.Event()
    real = survive.island_problems

    def slow(choice):
        if choice:
            gate.wait(30)
        return real(choice)
    monkeypatch.setattr(survive, "island_problems", slow)
    yield gate
    gate.set()


def open_new_game(app) -> NewGameScene:
    scene = app.stack.push(NewGameScene(app, registry.get("survive_the_island")))
    app.step()
    return scene


def wait_for_answer(app, scene, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while any("checking" in p for p in scene.problems) and time.monotonic() < end:
        time.sleep(0.01)
        app.step()


def test_an_island_is_checked_off_the_frame_thread_while_the_screen_keeps_drawing(app, maps, held):
    choice = island(maps, name="coral_reef")
    scene = open_new_game(app)
    assert (choice, "coral reef") in list(scene.option_widgets["island"].choices)     # listed at once
    scene.set_option("island", choice)
    frames = app.frames
    for _ in range(5):
        app.step()                                   # the check is held: frames still come
    assert app.frames == frames + 5
    assert any("coral_reef.tmx: checking" in p for p in scene.problems)
    assert not scene.start_button.enabled
    held.set()
    wait_for_answer(app, scene)
    assert scene.problems == [] and scene.start_button.enabled


def test_esc_opens_the_menu_while_an_island_is_being_checked(app, maps, held):
    scene = open_new_game(app)
    scene.set_option("island", island(maps))
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_an_island_whose_check_takes_too_long_is_refused_as_too_slow(maps, held):
    checks = FileChecks(registry.get("survive_the_island"), slow_seconds=0.5)
    opts = {**registry.get("survive_the_island").default_options(3), "island": island(maps)}
    first = checks.problems(opts)
    assert any("checking" in p or "too slow" in p for p in first), first      # a busy machine may be late already
    time.sleep(0.6)
    assert checks.news()
    said = checks.problems(opts)
    assert any("too large or too slow to read" in p for p in said), said


def test_a_huge_island_is_refused_at_the_new_game_screen_with_the_reason(app, maps):
    choice = island(maps, name="huge")
    with open(choice, "r+b") as fh:
        fh.truncate(2 * 1024 ** 3)
    scene = open_new_game(app)
    scene.set_option("island", choice)
    wait_for_answer(app, scene)
    assert any("far larger than any island needs" in p for p in scene.problems)
    assert not scene.start_button.enabled


def test_a_bad_island_refused_in_the_background_lets_the_standard_one_start(app, maps):
    choice = island(maps, STANDARD_TEXT.replace('width="11" height="13"', 'width="5000" height="5000"', 1))
    scene = open_new_game(app)
    scene.set_option("island", choice)
    wait_for_answer(app, scene)
    assert any("5000 x 5000" in p for p in scene.problems)
    scene.set_option("island", "")
    assert scene.problems == [] and scene.start_button.enabled


def _outside(seen: list[str], allowed: list[Path]) -> list[str]:
    out = []
    for p in seen:
        real = Path(os.path.abspath(p)).resolve()
        if not any(real == a or a in real.parents for a in allowed):
            out.append(p)
    return out


def test_starting_and_resuming_a_game_on_an_island_opens_nothing_outside_the_allowed_folders(app, maps):
    choice = island(maps)
    profile = saves.data_dir().parents[1]
    allowed = [maps.resolve(), assets_folder().resolve(), profile.resolve(), ROOT.resolve()]
    allowed += [Path(p).resolve() for p in (sys.prefix, sys.base_prefix, "/dev", "/proc", "/sys", "/usr", "/etc")]
    scene = open_new_game(app)
    with opened_files() as seen:
        scene.set_option("island", choice)
        wait_for_answer(app, scene)
        scene.start()
        app.step()
        path = app.stack.top.session.autosave_path
        app.stack.top.session.flush()
        app.go_to_title()
        assert resume_save(app, path)
        app.step()
    assert app.stack.top.session.options["island"] == choice
    assert _outside(seen, allowed) == []
    assert any(Path(p).name == "island.png" for p in seen)        # the table drew the island's own pictures


def test_the_screen_is_not_still_until_it_has_shown_the_answer(maps, held):
    checks = FileChecks(registry.get("survive_the_island"))
    opts = {**registry.get("survive_the_island").default_options(3), "island": island(maps)}
    checks.problems(opts)
    assert checks.busy()
    held.set()
    end = time.monotonic() + 20
    while checks.problems(opts) and any("checking" in p for p in checks.problems(opts)) and time.monotonic() < end:
        time.sleep(0.01)
    assert checks.busy()                 # the answer is in, but the screen has not taken it
    assert checks.news() and not checks.busy()
