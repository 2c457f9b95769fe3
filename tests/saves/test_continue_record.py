"""What Continue offers is kept precomputed beside the index (saves/.index/
continue.cache), so the title finds it by reading one small file and a few
stats however many saves there are: the record is put right by every write,
delete and set-aside the app makes, and any change made outside the app (a file
added, removed, replaced or edited) makes the title list the folder instead,
never offer the wrong game. What it offers is always what a full listing of the
folder would offer."""
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from game.storage import atomic_file, save_index, save_journal, saves
from game.scenes.title import TitleScene
from game.session import GameSession, SeatConfig
from rules.core import Rng, registry

SEATS = [SeatConfig("Ana"), SeatConfig("Ben", "ai", "easy", 1)]

#: while a list, the file system calls made (an audit hook cannot be removed, so it stays installed)
_calls: list | None = None


def _audit(event, args):
    if _calls is not None and event in ("open", "os.scandir", "os.listdir"):
        _calls.append((event, str(args[0]) if args and args[0] is not None else ""))


sys.addaudithook(_audit)


class Watch:
    """The files opened and the folders listed inside the saves folder while in the block."""

    def __enter__(self):
        global _calls
        _calls = []
        return self

    def __exit__(self, *exc):
        global _calls
        folder = str(saves.saves_dir())
        self.calls = [(e, p) for e, p in _calls if p.startswith(folder)]
        _calls = None

    @property
    def opened(self) -> list[str]:
        return [Path(p).name for e, p in self.calls if e == "open"]

    @property
    def listed(self) -> list[str]:
        return [p for e, p in self.calls if e != "open"]


def game(moves, seed=1, to_the_end=False) -> GameSession:
    info = registry.get("isle_of_monsters")
    s = GameSession.new(info, info.default_options(2), SEATS, seed=seed)
    play(s, moves, seed, to_the_end)
    return s


def play(s: GameSession, moves: int, seed: int = 1, to_the_end: bool = False) -> None:
    rng = Rng(seed + len(s.actions))
    goal = len(s.actions) + moves
    while not s.is_over() and (to_the_end or len(s.actions) < goal):
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush()


def offered(choice: saves.ContinueChoice):
    """What the title shows of a choice, to compare two ways of making it."""
    def part(r):
        return None if r is None else (r.path, r.game_id, r.label, r.players, r.turn, r.note, r.updated, r.over, r.ok,
                                       r.problem)
    return part(choice.game), part(choice.broken)


def check(expect_path=None, *, fast=True):
    """What Continue offers equals what a full listing would offer; with
    `fast`, it was found without opening any save or listing the folder."""
    with Watch() as w:
        choice = saves.continue_choice()
    if fast:
        assert not w.listed, w.listed
        assert not [n for n in w.opened if n.endswith(".json")], w.opened
    assert offered(choice) == offered(saves.continue_choice(saves.list_saves()))
    if expect_path is not None:
        assert (choice.game or choice.broken).path == expect_path
    return choice


def test_the_title_opens_no_save_and_lists_no_folder_to_find_what_continue_offers(app):
    sessions = [game(2, seed=k) for k in range(12)]
    app.go_to_title()
    app.step()
    with Watch() as w:
        title = TitleScene(app)
    assert title.newest.path == sessions[-1].autosave_path
    assert not w.listed
    # the record, and the end of the offered game's journal (it grew a line a move)
    assert w.opened == [save_index.CONTINUE, save_journal.journal_path(title.newest.path).name]


def test_finding_continue_takes_the_same_file_system_calls_with_one_save_and_with_thirty(profile_dir):
    counts = []
    for n in (1, 30):
        shutil.rmtree(saves.saves_dir(), ignore_errors=True)
        for k in range(n):
            game(1, seed=k)
        saves.continue_choice()
        with Watch() as w:
            saves.continue_choice()
        counts.append(len(w.calls))
    assert counts[0] == counts[1] <= 2          # the record, and the offered game's journal


def test_the_record_follows_each_write_delete_and_set_aside_the_app_makes(profile_dir):
    older = game(3, seed=1)
    newer = game(3, seed=2)
    check(newer.autosave_path)
    named = older.save_as("Picnic")                     # a named save is a game in progress too
    check(named)
    saves.delete_save(named)
    check(newer.autosave_path)
    aside = saves.set_aside(newer.autosave_path, "the moves do not lead to the saved position")
    choice = check(aside)
    assert choice.game is None and "saved position" in choice.broken.problem
    saves.delete_save(aside)
    check(older.autosave_path)
    play(older, 2)                                       # a new snapshot or journal lines
    check(older.autosave_path)


def test_playing_on_after_a_named_save_makes_continue_offer_the_game_played_on(profile_dir):
    s = game(3, seed=14)
    named = s.save_as("Before lunch")
    check(named)
    play(s, 2)                  # journal lines only: no folder's stamp changes
    assert saves.continue_choice().game.path == s.autosave_path
    check(s.autosave_path)


def test_a_journal_that_grew_is_read_from_its_end_alone(profile_dir):
    s = game(2, seed=4)
    saves.continue_choice()
    play(s, 3)
    with Watch() as w:
        choice = saves.continue_choice()
    assert choice.game.turn == s.state.turn_label() and choice.game.path == s.autosave_path
    assert w.opened == [save_index.CONTINUE, save_journal.journal_path(s.autosave_path).name]


def test_a_game_that_ended_gives_way_to_the_next_game_in_progress(profile_dir):
    waiting = game(3, seed=5)
    ending = game(3, seed=6)
    check(ending.autosave_path)
    play(ending, 0, seed=6, to_the_end=True)
    assert ending.is_over()
    choice = saves.continue_choice()
    assert choice.game.path == waiting.autosave_path
    check(waiting.autosave_path)


@pytest.mark.parametrize("change", ["added", "removed", "replaced", "edited in place", "set aside by hand",
                                    "aside emptied by hand"])
def test_a_change_made_outside_the_app_makes_the_title_list_the_folder(profile_dir, change):
    saves.set_aside(game(1, seed=9).autosave_path, "damaged")      # older than the two below
    first = game(3, seed=7)
    second = game(3, seed=8)
    check(second.autosave_path)
    folder = saves.saves_dir()
    if change == "added":              # a newer save copied in from another computer
        other = folder.parent / "elsewhere"
        other.mkdir()
        doc = json.loads(first.autosave_path.read_text())
        doc["body"]["updated"] = "2999-01-01T00:00:00.000+00:00"
        doc["body"]["journal"] = ""
        doc["digest"] = saves._digest(doc["body"])
        (other / "copied.json").write_text(json.dumps(doc))
        os.replace(other / "copied.json", folder / "copied.json")
        expect = folder / "copied.json"
    elif change == "removed":
        second.autosave_path.unlink()
        save_journal.journal_path(second.autosave_path).unlink()
        expect = first.autosave_path
    elif change == "replaced":         # the offered save, damaged by another program
        second.autosave_path.write_text("{")
        expect = None
    elif change == "edited in place":
        rec = saves.continue_choice().game
        rewritten = json.loads(rec.path.read_text())
        rewritten["body"]["label"] = "Renamed"
        rewritten["digest"] = saves._digest(rewritten["body"])
        rec.path.write_text(json.dumps(rewritten))
        expect = second.autosave_path
    elif change == "set aside by hand":
        shutil.move(str(second.autosave_path), str(saves.unreadable_dir() / second.autosave_path.name))
        expect = None
    else:
        for p in saves.unreadable_dir().iterdir():
            p.unlink()
        expect = second.autosave_path
    with Watch() as w:
        choice = saves.continue_choice()
    assert w.listed                     # it looked at the folder again
    assert offered(choice) == offered(saves.continue_choice(saves.list_saves()))
    if expect is not None:
        assert choice.game.path == expect
    if change == "edited in place":
        assert choice.game.label == "Renamed"
    check()                              # and the record written by that listing is right again


@pytest.mark.parametrize("damage", ["garbage", "wrong stamps", "names a file outside", "missing"])
def test_a_damaged_or_lying_continue_record_is_not_believed(profile_dir, damage):
    older = game(3, seed=10)
    newer = game(3, seed=11)
    record = save_index.index_dir(saves.saves_dir()) / save_index.CONTINUE
    check(newer.autosave_path)
    doc = json.loads(record.read_text())
    if damage == "garbage":
        record.write_bytes(b"\x00{" * 50)
    elif damage == "wrong stamps":       # it says the older game is the newest
        doc["game"]["name"] = older.autosave_path.name
        record.write_text(json.dumps(doc))
    elif damage == "names a file outside":
        doc["game"]["name"] = "../../elsewhere.json"
        record.write_text(json.dumps(doc))
    else:
        record.unlink()
    assert saves.continue_choice().game.path == newer.autosave_path
    check(newer.autosave_path)


def test_a_read_only_folder_writes_no_record_and_still_offers_the_newest_game(profile_dir, monkeypatch):
    game(3, seed=12)
    newer = game(3, seed=13)
    shutil.rmtree(save_index.index_dir(saves.saves_dir()))

    def refuse(*_a, **_k):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(saves, "folder_writable", lambda folder: False)
    monkeypatch.setattr(Path, "mkdir", refuse)
    monkeypatch.setattr(atomic_file.tempfile, "mkstemp", refuse)
    assert saves.continue_choice().game.path == newer.autosave_path
    assert not save_index.index_dir(saves.saves_dir()).exists()
