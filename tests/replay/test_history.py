"""The history of finished games: each kept once (also when a finished game
is opened again, or a game is resumed and finished), the cap and what it
says, deleting from the replay list, damaged files set aside."""
from __future__ import annotations

import json

from game.storage import saves, stats_file
from game.history import store as history
from game.scenes.load import resume_save
from game.scenes.replay_list import ReplayListScene
from game.scenes.results import ResultsScene
from tests.table_driver import click, new_session, open_table

from .conftest import finished, play


def kept_files():
    return sorted(p.name for p in history.history_dir().glob("*.json"))


def test_a_finished_game_is_kept_once_when_its_table_reaches_the_results(app):
    session = finished()
    table = open_table(app, session)
    for _ in range(5):
        app.step(flip=False)
    assert isinstance(app.stack.top, ResultsScene)
    assert table not in app.stack
    assert len(kept_files()) == 1
    # the results opened again (the finished autosave loaded from Load) keeps no second copy
    assert resume_save(app, session.autosave_path)
    for _ in range(5):
        app.step(flip=False)
    assert isinstance(app.stack.top, ResultsScene)
    assert len(kept_files()) == 1
    stats, _ = stats_file.load()
    assert len(stats.games) == 1


def test_a_game_resumed_and_finished_is_kept_once_with_every_move(app):
    session = play(new_session("isle_of_night", "haa", 4), 4, moves=20)
    resumed = saves.load_save(session.autosave_path)
    from_save = type(session).from_save(resumed)
    play(from_save, 9)
    assert len(from_save.actions) > 20
    for _ in range(2):
        open_table(app, from_save)
        for _ in range(5):
            app.step(flip=False)
    files = kept_files()
    assert len(files) == 1
    doc = saves.read_document(history.history_dir() / files[0])
    assert len(doc.actions) == len(from_save.actions)
    assert doc.actions[:20] == [[s, from_save.state.encode_action(a)] for s, a in from_save.actions[:20]]


def test_the_cap_keeps_the_newest_games_and_says_how_many_went(profile_dir):
    keys = []
    for seed in range(5):
        kept = history.keep_finished(finished(seed=seed), cap=3)
        assert kept.new and kept.problem is None
        keys.append(kept.key)
    names = kept_files()
    assert names == sorted(f"{k}.json" for k in keys[-3:])
    note = history.dropped_note()
    assert note is not None and note.count == 2 and note.cap == 3
    assert len(note.names) == 2
    assert "2 older games were removed" in note.words()


def test_the_replay_list_says_what_the_cap_removed(app, profile_dir):
    for seed in range(3):
        history.keep_finished(finished(seed=seed), cap=2)
    scene = app.open("replays")
    assert len(scene.records) == 2
    assert "1 older game was removed" in scene.note
    app.step(flip=False)


def test_deleting_a_replay_asks_first_and_keeps_its_statistics(app):
    session = finished()
    stats_file.game_over(session)
    scene = app.open("replays")
    app.step(flip=False)
    assert len(scene.records) == 1
    click(app, scene.delete_button.rect.center)
    dialog = app.stack.top
    assert dialog is not scene and "will be removed for good" in dialog.message
    click(app, dialog.cancel_button.rect.center)
    assert len(kept_files()) == 1
    click(app, scene.delete_button.rect.center)
    click(app, app.stack.top.confirm_button.rect.center)
    assert app.stack.top is scene
    assert kept_files() == [] and scene.records == []
    stats, _ = stats_file.load()
    assert len(stats.games) == 1


def test_a_damaged_history_file_is_set_aside_with_the_reason(profile_dir):
    history.keep_finished(finished())
    folder = history.history_dir()
    (folder / "isle_of_night-00ff-bad.json").write_text('{"format": "monster-isles-save", "vers', encoding="utf-8")
    (folder / "foreign.json").write_text(json.dumps({"hello": "world"}), encoding="utf-8")
    records = history.list_entries()
    ok = [r for r in records if r.ok]
    bad = [r for r in records if not r.ok]
    assert len(ok) == 1 and len(bad) == 2
    assert all(r.path.parent == folder / saves.UNREADABLE and r.path.exists() for r in bad)
    reasons = {r.path.name.split(".")[0]: r.problem for r in bad}
    assert "cut short" in reasons["isle_of_night-00ff-bad"]
    assert "not a Monster Isles save" in reasons["foreign"]
    assert kept_files() == [ok[0].path.name]


def test_a_damaged_cap_note_is_set_aside_and_still_says_games_went(profile_dir):
    history.keep_finished(finished())
    (history.history_dir() / history.DROPPED).write_text("garbage", encoding="utf-8")
    note = history.dropped_note()
    assert note is not None and "damaged" in note.names[0]
    assert not (history.history_dir() / history.DROPPED).exists()
    assert list((history.history_dir() / saves.UNREADABLE).glob("dropped*"))


def test_an_unwritable_history_is_reported_and_costs_nothing_else(profile_dir, monkeypatch):
    session = finished()

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(saves, "write_json_atomic", refuse)
    kept = history.keep_finished(session)
    assert kept.problem and "could not be kept" in kept.problem
    assert kept_files() == []


# -- a history far over its cap (copied in, or left by a version without it) --------------------------

def _many_finished(n: int) -> list[str]:
    """`n` finished games in the history, the i-th a minute newer than the one
    before (copies of one game, each with its own save id, date and digest)."""
    history.keep_finished(finished(seed=1))
    folder = history.history_dir()
    (src,) = list(folder.glob("*.json"))
    doc = json.loads(src.read_text())
    src.unlink()
    names = []
    for i in range(n):
        doc["body"]["updated"] = f"2026-01-{1 + i // 1440:02d}T{i // 60 % 24:02d}:{i % 60:02d}:00.000+00:00"
        doc["body"]["save_id"] = f"{i:08x}"
        doc["digest"] = saves._digest(doc["body"])
        name = f"isle_of_night-{i:08x}-{i:010x}.json"
        (folder / name).write_text(json.dumps(doc))
        names.append(name)
    return names


def test_a_history_far_over_its_cap_is_pruned_to_the_newest_games_at_start_oldest_first(profile_dir):
    names = _many_finished(history.CAP + 300)
    game = play(new_session("isle_of_night", "haa", 2), moves=3)      # a game in progress
    assert history.prune_on_start() and len(kept_files()) == history.CAP
    assert kept_files() == sorted(names[-history.CAP:])
    note = history.dropped_note()
    assert note.count == 300 and note.cap == history.CAP
    assert game.autosave_path.exists()                               # never a save in progress
    assert len(history.list_entries()) == history.CAP


def test_the_replays_list_only_the_newest_games_of_a_history_that_could_not_be_pruned(profile_dir):
    names = _many_finished(history.CAP + 50)
    records = history.list_entries()
    assert len(records) == history.CAP and all(r.ok for r in records)
    assert sorted(r.path.name for r in records) == sorted(names[-history.CAP:])
    assert len(kept_files()) == history.CAP + 50                     # listing removes nothing


def test_pruning_writes_the_index_once_not_once_a_game(profile_dir, monkeypatch):
    _many_finished(history.CAP + 40)
    history.list_entries(None)                                       # every game indexed
    writes = []
    real = history.save_index.store
    monkeypatch.setattr(history.save_index, "store", lambda *a: (writes.append(1), real(*a)))
    assert len(history.enforce_cap()) == 40
    assert len(writes) == 1
