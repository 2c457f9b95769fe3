"""Saves: written whole, read back exactly, and a bad file is refused with the
reason, set aside (never deleted) and never crashes the app."""
import json
import os

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.storage import saves
from game.session import GameSession, SeatConfig
from rules.core import IllegalAction, Rng
from tests.core.toy_registry import toy_registered  # noqa: F401
from tests.toy_game import Bid

SEATS = [SeatConfig("Nykki"), SeatConfig("Cameron", kind="ai", level="hard", colour=1)]


def _session(info, seed=3, moves=3):
    s = GameSession.new(info, {"cards": 5}, SEATS, seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush()
    return s


def test_a_named_save_loads_back_to_the_same_position(toy_registered, profile_dir):
    s = _session(toy_registered)
    path = s.save_as("Before the big bid")
    loaded = saves.load_save(path)
    again = GameSession.from_save(loaded)
    assert again.state.to_json() == s.state.to_json()
    assert again.actions == s.actions and again.names == ["Nykki", "Cameron"]
    assert again.seats[1].level == "hard"


def test_an_autosave_is_written_after_every_move(toy_registered, profile_dir):
    s = _session(toy_registered, moves=0)
    for _ in range(4):
        seat = s.state.to_act()[0]
        s.apply(seat, s.state.legal_actions(seat)[0])
        s.flush()
        loaded = saves.load_save(s.autosave_path)
        assert loaded.state.to_json() == s.state.to_json()


def test_the_file_is_written_whole_then_moved_into_place(toy_registered, profile_dir):
    s = _session(toy_registered)
    path = s.save_as("x")
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    doc = json.loads(path.read_text())
    assert doc["format"] == saves.FORMAT and doc["version"] == saves.VERSION


def _corrupt(path, how):
    raw = path.read_bytes()
    doc = json.loads(raw)
    if how == "truncated":
        path.write_bytes(raw[: len(raw) // 2])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "binary":
        path.write_bytes(b"\xff\xfe\x00garbage")
    elif how == "foreign":
        path.write_text(json.dumps({"format": "someone-elses-game", "version": 1}))
    elif how == "newer":
        doc["version"] = saves.VERSION + 1
        path.write_text(json.dumps(doc))
    elif how == "edited":
        doc["body"]["snapshot"]["points"] = [99, 0]
        path.write_text(json.dumps(doc))
    elif how == "tampered":
        # an edit that recomputes the checksum is still caught by the replay
        doc["body"]["snapshot"]["points"] = [99, 0]
        doc["digest"] = saves._digest(doc["body"])
        path.write_text(json.dumps(doc))
    elif how == "illegal move":
        doc["body"]["actions"][0][1] = {"type": "Bid", "card": 42}
        doc["digest"] = saves._digest(doc["body"])
        path.write_text(json.dumps(doc))
    elif how == "unknown game":
        doc["body"]["game_id"] = "chess"
        doc["digest"] = saves._digest(doc["body"])
        path.write_text(json.dumps(doc))


REASONS = {
    "truncated": "cut short", "empty": "empty", "binary": "not text", "foreign": "not a Monster Isles save",
    "newer": "newer Monster Isles", "edited": "changed outside", "tampered": "do not lead to the saved position",
    "illegal move": "not legal", "unknown game": "does not know",
}


@pytest.mark.parametrize("how", sorted(REASONS))
def test_a_bad_save_is_refused_with_the_reason_and_set_aside(toy_registered, profile_dir, how):
    s = _session(toy_registered)
    path = s.save_as("victim")
    _corrupt(path, how)
    with pytest.raises(saves.SaveError, match=REASONS[how]):
        saves.load_save(path)
    assert not path.exists()
    moved = list(saves.unreadable_dir().glob("victim*.json"))
    assert len(moved) == 1                               # moved aside, not deleted
    why = moved[0].with_name(moved[0].name + ".why.txt").read_text()
    assert REASONS[how] in why


def test_the_list_shows_unreadable_files_with_their_reason(toy_registered, profile_dir):
    s = _session(toy_registered)
    good = s.save_as("good one")
    bad = s.save_as("bad one")
    _corrupt(bad, "truncated")
    recs = saves.list_saves()
    ok = [r for r in recs if r.ok]
    broken = [r for r in recs if not r.ok]
    assert good in [r.path for r in ok]
    assert len(broken) == 1 and "cut short" in broken[0].problem
    assert broken[0].path.exists() and broken[0].path.parent.name == saves.UNREADABLE
    # listing again still shows it (it lives in the unreadable folder now)
    assert len([r for r in saves.list_saves() if not r.ok]) == 1


def test_continue_picks_the_newest_unfinished_game(toy_registered, profile_dir):
    a = _session(toy_registered, seed=1)
    a.save_as("older")
    b = _session(toy_registered, seed=2)
    path_b = b.save_as("newer")
    doc = json.loads(path_b.read_text())
    doc["body"]["updated"] = "2999-01-01T00:00:00+00:00"
    doc["digest"] = saves._digest(doc["body"])
    path_b.write_text(json.dumps(doc))
    assert saves.newest().path == path_b


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_damage_to_a_save_is_caught_never_crashes(toy_registered, profile_dir, data):
    s = _session(toy_registered, moves=4)
    path = s.save_as("fuzz")
    raw = bytearray(path.read_bytes())
    for _ in range(data.draw(st.integers(1, 5))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.integers(0, 255))
    path.write_bytes(bytes(raw))
    try:
        loaded = saves.load_save(path)
    except saves.SaveError:
        return
    # if the damage happened to leave a valid save, it must be the same game
    assert loaded.state.to_json() == s.state.to_json()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**40), moves=st.integers(0, 10))
def test_a_save_round_trips_at_any_point(toy_registered, profile_dir, seed, moves):
    s = _session(toy_registered, seed=seed, moves=moves)
    loaded = saves.load_save(s.save_as("rt"))
    assert loaded.state.to_json() == s.state.to_json()
    assert [a for a in loaded.actions] == [[seat, s.state.encode_action(a)] for seat, a in s.actions]


def test_undo_takes_back_your_own_quiet_move_only(toy_registered, profile_dir):
    s = GameSession.new(toy_registered, {"cards": 5}, SEATS, seed=8)
    before = s.state.to_json()
    s.apply(0, Bid(2))                       # a secret bid, nothing revealed yet
    assert s.can_undo(0) and not s.can_undo(1)
    s.undo()
    assert s.state.to_json() == before and s.actions == []
    s.apply(0, Bid(2))
    s.apply(1, Bid(3))                       # completes the round: the prize is revealed
    assert not s.can_undo(1)                 # (Cameron is an AI seat anyway)
    assert "revealed" in (s.why_no_undo(1) or "") or "your own" in (s.why_no_undo(1) or "")


def test_an_illegal_move_changes_nothing(toy_registered, profile_dir):
    s = GameSession.new(toy_registered, {"cards": 5}, SEATS, seed=8)
    before = s.state.to_json()
    with pytest.raises(IllegalAction):
        s.apply(0, Bid(9))
    assert s.state.to_json() == before and s.actions == []


def test_saves_live_under_the_platform_data_folder(profile_dir):
    assert str(saves.saves_dir()).startswith(str(profile_dir))
    assert "MonsterIsles" in str(saves.saves_dir())
