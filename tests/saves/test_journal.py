"""The autosave's journal: a move appends one checksummed line instead of
rewriting the game; a line cut off by a kill is dropped and reported with
nothing else lost; any other damage is caught and the save set aside; and the
saves the previous version wrote still load."""
import json
import shutil
from pathlib import Path

import pytest

from game.storage import save_journal, saves

from game import session as session_mod
from game.session import GameSession, SeatConfig
from rules.core import Rng, registry

FIXTURES = Path(__file__).parent / "fixtures"
SEATS = [SeatConfig("Ana"), SeatConfig("Ben", "ai", "easy", 1), SeatConfig("Caro", "ai", "easy", 2)]


def play(session, moves, seed=4):
    rng = Rng(seed)
    for _ in range(moves):
        st = session.state
        seat = st.to_act()[0]
        session.apply(seat, rng.choice(st.legal_actions(seat)))
    session.flush()
    return session


def new_game(moves=0, game="survive_the_island"):
    info = registry.get(game)
    return play(GameSession.new(info, info.default_options(3), SEATS, seed=21), moves)


def journal_of(session) -> Path:
    return save_journal.journal_path(session.autosave_path)


def test_a_move_appends_one_journal_line_and_leaves_the_snapshot_alone(profile_dir):
    s = new_game(moves=3)
    snapshot = s.autosave_path.read_bytes()
    lines = journal_of(s).read_bytes().count(b"\n")
    play(s, 1)
    assert s.autosave_path.read_bytes() == snapshot
    assert journal_of(s).read_bytes().count(b"\n") == lines + 1
    assert saves.load_save(s.autosave_path).state.to_json() == s.state.to_json()


def test_a_whole_snapshot_is_written_again_once_the_journal_is_long(profile_dir):
    s = new_game(moves=session_mod.SNAPSHOT_AFTER + 1)
    doc = json.loads(s.autosave_path.read_text())
    assert len(doc["body"]["actions"]) >= session_mod.SNAPSHOT_AFTER
    assert journal_of(s).read_bytes().count(b"\n") < session_mod.SNAPSHOT_AFTER
    assert saves.load_save(s.autosave_path).state.to_json() == s.state.to_json()


def test_an_undo_is_journalled_and_replays(profile_dir):
    info = registry.get("isle_of_monsters")
    s = GameSession.new(info, info.default_options(3), SEATS, seed=3)
    play(s, 2)
    seat = s.state.to_act()[0]
    s.apply(seat, s.state.legal_actions(seat)[-1])
    if s.can_undo(seat):
        s.undo()
    play(s, 2, seed=9)
    loaded = saves.load_save(s.autosave_path)
    assert loaded.state.to_json() == s.state.to_json()
    assert loaded.actions == [[seat, s.state.encode_action(a)] for seat, a in s.actions]


def test_a_cut_off_last_line_is_dropped_and_reported_and_nothing_else_is_lost(profile_dir):
    s = new_game(moves=6)
    before = s.state.to_json()
    play(s, 1)
    raw = journal_of(s).read_bytes()
    journal_of(s).write_bytes(raw[:-7])          # the last line, cut as a kill would
    loaded = saves.load_save(s.autosave_path)
    assert loaded.note and "cut off" in loaded.note
    assert loaded.state.to_json() == before and len(loaded.actions) == len(s.actions) - 1
    assert s.autosave_path.exists()              # not set aside: it is a good save


def test_a_damaged_line_before_the_last_makes_the_save_unreadable_and_both_files_are_set_aside(profile_dir):
    s = new_game(moves=6)
    raw = bytearray(journal_of(s).read_bytes())
    raw[40] ^= 0x01                              # inside the first line
    journal_of(s).write_bytes(bytes(raw))
    with pytest.raises(saves.SaveError, match="journal is damaged"):
        saves.load_save(s.autosave_path)
    aside = saves.unreadable_dir()
    assert len(list(aside.glob("*.json"))) == 1 and len(list(aside.glob("*.journal"))) == 1
    assert not s.autosave_path.exists() and not journal_of(s).exists()


def test_a_journal_line_whose_position_was_edited_is_caught_by_the_replay(profile_dir):
    s = new_game(moves=6)
    lines = journal_of(s).read_bytes().splitlines()
    payload = json.loads(lines[-1].split(b" ", 1)[1])
    payload["state"] = "0" * 64                   # checksum recomputed: only the replay can tell
    lines[-1] = save_journal.encode_line(payload).rstrip(b"\n")
    journal_of(s).write_bytes(b"\n".join(lines) + b"\n")
    with pytest.raises(saves.SaveError, match="do not lead to the saved position"):
        saves.load_save(s.autosave_path)


def test_lines_older_than_the_snapshot_are_skipped(profile_dir):
    """A kill between writing a snapshot and emptying the journal leaves lines
    the snapshot already holds."""
    s = new_game(moves=4)
    old = journal_of(s).read_bytes()
    s._journal_gen = None                       # the next autosave writes a snapshot
    play(s, 1)
    journal_of(s).write_bytes(old + journal_of(s).read_bytes())
    assert saves.load_save(s.autosave_path).state.to_json() == s.state.to_json()


def test_after_a_failed_write_the_next_autosave_is_a_whole_snapshot(profile_dir, monkeypatch):
    s = new_game(moves=3)
    real = session_mod._AutosaveWriter._write

    def failing(job):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(session_mod._AutosaveWriter, "_write", staticmethod(failing))
    play(s, 2)
    assert "No space left" in s.save_problem
    monkeypatch.setattr(session_mod._AutosaveWriter, "_write", staticmethod(real))
    play(s, 1)
    assert s.save_problem is None
    assert saves.load_save(s.autosave_path).state.to_json() == s.state.to_json()


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("v1-*.json")))
def test_saves_written_by_the_previous_version_still_load_and_play_on(profile_dir, name):
    path = saves.ensure_saves_dir() / name
    shutil.copy(FIXTURES / name, path)
    loaded = saves.load_save(path)
    doc = json.loads((FIXTURES / name).read_text())
    # the position the file holds, as the game reads it (an older state format upgraded)
    assert loaded.state.to_json() == type(loaded.state).from_json(doc["body"]["snapshot"]).to_json()
    session = GameSession.from_save(loaded)
    play(session, 3)
    again = saves.load_save(session.autosave_path)
    assert again.state.to_json() == session.state.to_json()
    assert len(again.actions) == len(doc["body"]["actions"]) + 3
