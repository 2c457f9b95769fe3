"""File names are data: a save, journal or history file whose name is not valid
UTF-8 (any bytes a file system allows) is set aside under a name that is text,
with the reason, never written into an index in a form that cannot be encoded
again; the app starts every time; and nothing before the first frame can stop
it (main.py builds the app and the title under the crash handling)."""
from __future__ import annotations

import json
import os

import pygame
from hypothesis import HealthCheck, given, settings, strategies as hs

import main
from game.storage import save_index, saves
from game.app import App
from game.history import store as history
from game.storage.settings import Settings

from .test_hostile_files import named_save

BAD = os.fsdecode(b"\xff\xfe-bad.json")


def start_app() -> App:
    app = App(settings=Settings(), strict=True)
    app.go_to_title()
    app.step()
    return app


def test_a_save_whose_name_is_not_utf8_is_set_aside_under_a_text_name_and_the_app_starts_every_time(profile_dir):
    path = named_save()
    os.replace(path, path.parent / BAD)
    for _ in range(3):                          # the first start sets it aside; later ones find it there
        records = saves.list_saves()
        app = start_app()
        assert app.stack.top.name == "title"
    (rec,) = records
    assert not rec.ok and "not valid UTF-8" in rec.problem
    rec.label.encode("utf-8")
    assert "\ufffd" in rec.path.name and rec.path.parent == saves.unreadable_dir()
    assert json.loads(rec.path.read_text())["format"] == saves.FORMAT          # nothing lost
    assert BAD not in os.listdir(saves.saves_dir())
    save_index.load(saves.saves_dir())           # the index reads back


def test_a_damaged_file_whose_name_is_not_utf8_lets_the_app_start_every_time(profile_dir):
    folder = saves.ensure_saves_dir()
    (folder / os.fsdecode(b"autosave-\xff.json")).write_bytes(b"\x00garbage")
    aside = saves.unreadable_dir()
    aside.mkdir()
    (aside / os.fsdecode(b"autosave-old-\xfe.json")).write_bytes(b"set aside by an older version")
    for _ in range(3):
        app = start_app()
        assert app.stack.top.name == "title"
        choice = saves.continue_choice()
        assert choice.game is None and choice.broken is not None
        choice.broken.label.encode("utf-8")


def test_a_save_whose_name_is_not_utf8_in_a_folder_that_cannot_be_written_is_listed_not_indexed(profile_dir,
                                                                                                  monkeypatch):
    good = named_save("Kept")
    bad = named_save("Odd")
    os.replace(bad, bad.parent / BAD)
    monkeypatch.setattr(saves, "folder_writable", lambda folder: False)
    records = saves.list_saves()
    assert [r.label for r in records if r.ok] == ["Kept"]
    (odd,) = [r for r in records if not r.ok]
    assert "\ufffd" in odd.label and odd.path.name == BAD
    odd.label.encode("utf-8")
    assert good.exists() and (good.parent / BAD).exists()


def test_a_journal_whose_name_is_not_utf8_is_set_aside_with_the_reason(profile_dir):
    named_save()
    (saves.saves_dir() / os.fsdecode(b"autosave-x-\xff.journal")).write_bytes(b"x")
    saves.list_saves()
    (why,) = [p for p in saves.unreadable_dir().glob("*.journal.why.txt")]
    assert "\ufffd" in why.name and "journal" in why.read_text()
    saves.continue_choice()


def test_a_finished_game_whose_name_is_not_utf8_is_set_aside_and_replays_list(profile_dir):
    path = named_save()
    folder = history.history_dir()
    folder.mkdir(parents=True)
    os.replace(path, folder / BAD)
    records = history.list_entries()
    assert len(records) == 1 and "not valid UTF-8" in records[0].problem
    history.list_entries()


# -- before the first frame -----------------------------------------------------------------------

def test_an_app_that_cannot_be_built_writes_the_crash_log_and_one_line(profile_dir, monkeypatch, capsys):
    def broken(*_a, **_k):
        raise RuntimeError("no display at all")
    monkeypatch.setattr(App, "__init__", broken)
    assert main.play() == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "could not start" in err[0] and "no display at all" in err[0]
    assert "crash-" in err[0]


def test_a_title_that_cannot_be_built_shows_the_error_scene(profile_dir, monkeypatch):
    shown = []

    def broken_title(self):
        raise RuntimeError("the title broke")

    def one_frame(self, after_first_frame=None):
        self.step()
        shown.append(self.stack.top.name)
    monkeypatch.setattr(App, "go_to_title", broken_title)
    monkeypatch.setattr(App, "run", one_frame)
    monkeypatch.setattr(App, "__init__", _lenient_init(App.__init__))
    assert main.play() == 0
    assert shown == ["error"]
    pygame.display.quit()


def _lenient_init(real):
    def init(self, *a, **k):
        real(self, settings=Settings())
    return init


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=hs.binary(min_size=1, max_size=120).filter(lambda b: b"/" not in b and b"\0" not in b
                                                       and b not in (b".", b"..")))
def test_any_file_name_a_file_system_allows_is_listed_or_set_aside_and_written_down_as_text(profile_dir, name):
    folder = saves.ensure_saves_dir()
    for old in folder.glob("*.json"):
        old.unlink()
    path = named_save()
    os.replace(path, folder / os.fsdecode(name + b".json"))
    for rec in saves.list_saves():
        rec.label.encode("utf-8")
        rec.game_name.encode("utf-8")
        (rec.problem or "").encode("utf-8")
    saves.list_saves()
    saves.continue_choice()
    for entry in save_index.load(folder):
        entry.encode("utf-8")
