"""A saves folder that cannot be read (its permissions, a broken disk) is not
"no saved games": Load says the reason first, in large type, and that nothing
was deleted; the title still opens."""
from __future__ import annotations

import os

import pygame

from game.storage import save_index, saves

from game.screen import theme
from game.screen.text_record import canvas_inks, recording


def _unreadable(monkeypatch):
    folder = saves.ensure_saves_dir()
    real = os.scandir

    def refused(path="."):
        if os.fspath(path) == os.fspath(folder):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path)
    monkeypatch.setattr(save_index.os, "scandir", refused)
    monkeypatch.setattr(saves.os, "scandir", refused)


def test_load_with_an_unreadable_saves_folder_says_the_reason_first_in_large_type(app, monkeypatch):
    _unreadable(monkeypatch)
    scene = app.open("load")
    app.step(flip=False)
    assert "Permission denied" in scene.problem
    with recording():
        inks = canvas_inks(app)
    by_text = {i.text: i for i in inks}
    head = next(i for t, i in by_text.items() if "cannot be read" in t)
    assert "Permission denied" in head.text and head.size >= 20
    assert not any("No saved games yet" in t for t in by_text)
    assert any("Nothing was deleted" in t for t in by_text)


def test_an_empty_saves_folder_still_says_no_saved_games_yet(app):
    saves.ensure_saves_dir()
    scene = app.open("load")
    app.step(flip=False)
    assert scene.problem == ""
    with recording():
        assert any("No saved games yet" in i.text for i in canvas_inks(app))
