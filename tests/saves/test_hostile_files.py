"""Files and folders no player meant to make: every content of a save or a
settings file ends as read or as set aside with the reason; absurd fields are
refused before they reach a font; listing never needs to write and never hides
a save; stale temporary files of our own are cleaned up."""
import errno
import json
import os
import time
from pathlib import Path

import pytest

from game.storage import atomic_file, save_index, saves, settings as settings_mod
from game.session import GameSession, SeatConfig
from rules.core import Rng, registry

SEATS = [SeatConfig("Ana"), SeatConfig("Ben", "ai", "easy", 1)]


def named_save(label="Beach day", seed=2, moves=4) -> Path:
    info = registry.get("isle_of_monsters")
    s = GameSession.new(info, info.default_options(2), SEATS, seed=seed, autosave_enabled=False)
    rng = Rng(seed)
    for _ in range(moves):
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush()
    return s.save_as(label)


def rewrite(path: Path, change) -> None:
    """Edits a save's body and recomputes its checksum (as a forger would)."""
    doc = json.loads(path.read_text())
    change(doc["body"])
    doc["digest"] = saves._digest(doc["body"])
    path.write_text(json.dumps(doc))


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


def test_a_deeply_nested_save_is_set_aside_with_the_reason(profile_dir):
    path = saves.ensure_saves_dir() / "deep.json"
    path.write_text(deep(100_000))
    with pytest.raises(saves.SaveError, match="nested"):
        saves.load_save(path)
    assert not path.exists()
    why = list(saves.unreadable_dir().glob("deep*.why.txt"))
    assert why and "nested" in why[0].read_text()


def test_a_deeply_nested_settings_file_gives_the_defaults_and_a_message(profile_dir):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "monster-isles-settings", "version": 1, "settings": ' + deep(5000) + "}")
    got, message = settings_mod.load()
    assert got == settings_mod.Settings()
    assert "nested" in message and "defaults" in message
    assert not path.exists() and list(path.parent.glob("settings.json.unreadable-*"))


@pytest.mark.parametrize("version, reason", [("1.13.0", "not a Monster Isles settings file"),
                                             (None, "not a Monster Isles settings file"),
                                             (10_000, "newer Monster Isles")])
def test_a_settings_file_s_version_is_refused_for_what_it_really_is(profile_dir, version, reason):
    # an app version written where the format's number goes is no file from a newer app
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "monster-isles-settings", "version": version,
                                "settings": {"language": "fr"}}))
    got, message = settings_mod.load()
    assert got == settings_mod.Settings() and reason in message, message
    assert list(path.parent.glob("settings.json.unreadable-*"))


@pytest.mark.parametrize("field, value, reason", [
    ("label", "L" * 10_000_000, "name is longer"),
    ("players", ["N" * 10_000_000, "Ben"], "player's name"),
    ("turn", "T" * 5000, "turn label"),
    ("save_id", "../../../elsewhere", "save_id"),
    ("seats", [{"name": "x"}] * 500, "'seats'"),
], ids=["10 MB name", "10 MB player", "long turn", "path in the id", "500 seats"])
def test_a_checksummed_save_with_absurd_fields_is_refused_before_it_is_drawn(profile_dir, field, value, reason):
    path = named_save()
    rewrite(path, lambda body: body.__setitem__(field, value))
    t0 = time.process_time()             # this process's own time: a busy machine does not count
    assert not [r for r in saves.list_saves() if r.ok]
    bad = [r for r in saves.list_saves() if not r.ok]
    assert len(bad) == 1 and reason in bad[0].problem
    assert time.process_time() - t0 < 5


def test_a_seat_name_longer_than_the_new_game_screen_allows_is_refused(profile_dir):
    path = named_save()
    rewrite(path, lambda body: body["seats"][0].__setitem__("name", "N" * 5000))
    with pytest.raises(saves.SaveError):
        GameSession.from_save(saves.load_save(path))


def test_wrapping_and_fitting_any_text_is_bounded(profile_dir):
    from game.screen import theme
    t0 = time.process_time()
    lines = theme.wrap("W" * 5000 + " and more " + "x" * 10_000_000, 15, 180)
    theme.fit("F" * 10_000_000, 16, 300)
    theme.text("T" * 10_000_000, 16)
    assert time.process_time() - t0 < 2.0
    assert sum(len(line) for line in lines) <= theme.MAX_TEXT


def read_only(monkeypatch):
    """The folder cannot be written: what a read-only disk answers to every
    write (tests run as root, where chmod would not stop a write)."""
    def refuse(*_a, **_k):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(saves, "folder_writable", lambda folder: False)
    monkeypatch.setattr(Path, "mkdir", refuse)
    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(atomic_file.tempfile, "mkstemp", refuse)


def test_a_read_only_saves_folder_without_its_unreadable_folder_still_lists_every_save(profile_dir, monkeypatch):
    good = named_save("Good one")
    broken = saves.ensure_saves_dir() / "broken.json"
    broken.write_text("{")
    (save_index.index_dir(saves.saves_dir()) / save_index.NAME).unlink()
    assert not saves.unreadable_dir().exists()
    read_only(monkeypatch)
    recs = saves.list_saves()
    assert [r.path for r in recs if r.ok] == [good]
    assert [r.path for r in recs if not r.ok] == [broken]       # listed where it is
    assert not saves.unreadable_dir().exists() and broken.exists()
    assert saves.continue_choice(recs).game.path == good


def test_stale_temporary_files_of_our_own_are_removed_when_saves_are_listed(profile_dir):
    folder = saves.ensure_saves_dir()
    stale = folder / ".autosave-isle_of_monsters-1234abcd.json.k2j4h5g6.tmp"
    fresh = folder / ".autosave-isle_of_monsters-1234abcd.json.a1b2c3d4.tmp"
    foreign = folder / "notes.tmp"
    for p in (stale, fresh, foreign):
        p.write_bytes(b"{}")
    old = time.time() - atomic_file.STALE_TEMP_SECONDS - 60
    os.utime(stale, (old, old))
    os.utime(foreign, (old, old))
    saves.list_saves()
    assert not stale.exists() and fresh.exists() and foreign.exists()


def test_the_list_comes_from_the_index_without_reading_the_saves(profile_dir, monkeypatch):
    paths = [named_save(f"Game {i}", seed=i) for i in range(3)]
    first = saves.list_saves()
    reads = []
    real = saves.read_document
    monkeypatch.setattr(saves, "read_document", lambda p: reads.append(p) or real(p))
    assert [r.path for r in saves.list_saves()] == [r.path for r in first]
    assert reads == []
    rewrite(paths[1], lambda body: body.__setitem__("label", "Renamed"))
    labels = {r.path: r.label for r in saves.list_saves()}
    assert reads == [paths[1]] and labels[paths[1]] == "Renamed"      # only the changed file is read


@pytest.mark.parametrize("damage", ["missing", "garbage", "lies"])
def test_a_missing_damaged_or_lying_index_is_rebuilt_from_the_files(profile_dir, damage):
    path = named_save("True name")
    index = save_index.index_dir(saves.saves_dir()) / save_index.NAME
    if damage == "missing":
        index.unlink()
    elif damage == "garbage":
        index.write_bytes(b"\xff" * 100)
    else:
        doc = json.loads(index.read_text())
        doc["entries"][path.name]["record"]["label"] = "A lie"
        doc["entries"][path.name]["save"][0] += 1           # the stamps no longer match the file
        index.write_text(json.dumps(doc))
    assert [r.label for r in saves.list_saves()] == ["True name"]
    assert save_index.load(saves.saves_dir())[path.name]["record"]["label"] == "True name"
