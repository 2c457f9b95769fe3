"""The history's note of dropped games, the statistics and the stale temporary
files of every folder the app writes: whatever is on disk ends as read or set
aside with the reason, read no further than it can be used; one sweep cleans
every folder's stale temporary files of our own naming."""
from __future__ import annotations

import os
import time
import tracemalloc

from game.storage import atomic_file, saves, settings as settings_mod, stats_file
from game.art import picture_cache
from game.history import store as history
from game.storage.stale_files import app_folders, sweep_stale_files


def note_path():
    path = history.history_dir() / history.DROPPED
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def test_a_deeply_nested_note_of_dropped_games_is_set_aside_and_the_replays_say_so(profile_dir):
    note_path().write_text('{"format": "monster-isles-history-dropped", "count": ' + "[" * 100_000 + "]" * 100_000 + "}")
    note = history.dropped_note()
    assert note is not None and "damaged" in note.names[0]
    assert not note_path().exists()
    assert list((history.history_dir() / saves.UNREADABLE).glob("dropped*.why.txt"))


def test_a_huge_note_of_dropped_games_is_not_read_whole(profile_dir):
    with open(note_path(), "wb") as fh:
        fh.truncate(100 * 1024 * 1024)           # sparse: nothing on the disk, 100 MB to a reader
    tracemalloc.start()
    try:
        note = history.dropped_note()
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5 * 1024 * 1024
    assert note is not None and "damaged" in note.names[0] and not note_path().exists()


# -- one sweep -------------------------------------------------------------------------------

def _temp(folder, name: str, age: float):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f".{name}.abcd1234.tmp"
    path.write_text("half a write")
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_one_sweep_removes_stale_temporary_files_from_every_folder_the_app_writes(profile_dir):
    stale = [_temp(stats_file.stats_path().parent, "statistics.json", 3600),
             _temp(settings_mod.settings_path().parent, "settings.json", 3600),
             _temp(picture_cache.cache_folder(), "title.rgb", 3600),
             _temp(saves.saves_dir(), "autosave-x.json", 3600),
             _temp(history.history_dir() / ".index", "saves.cache", 3600)]
    fresh = _temp(stats_file.stats_path().parent, "other.json", 5)
    theirs = settings_mod.settings_path().parent / "notes.tmp"
    theirs.write_text("the player's")
    old = time.time() - 3600
    os.utime(theirs, (old, old))
    gone = sweep_stale_files()
    assert sorted(gone) == sorted(stale)
    assert fresh.exists() and theirs.exists()
    assert {stats_file.stats_path().parent, settings_mod.settings_path().parent,
            picture_cache.cache_folder()} <= set(app_folders())


def test_the_sweep_leaves_a_folder_alone_when_it_cannot_be_written(profile_dir, monkeypatch):
    path = _temp(stats_file.stats_path().parent, "statistics.json", 3600)
    monkeypatch.setattr(saves, "folder_writable", lambda folder: False)
    assert sweep_stale_files() == [] and path.exists()
    assert atomic_file.STALE_TEMP_SECONDS < 3600
