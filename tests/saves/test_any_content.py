"""Any content at all in a save, journal or settings file ends as read or as
set aside with a reason, quickly: arbitrary bytes, and arbitrary JSON (deep,
wide, huge strings, wrong types, and real saves with fields swapped for any
JSON). The quick step tries QUICK_CASES cases a reader, the slow step's twins
CASES more. The number of cases tried is printed at the end (pytest -s)."""
import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.storage import save_journal, saves, settings as settings_mod
from game.session import GameSession, SeatConfig
from rules.core import Rng, registry

#: the most processor time any one file may take to be read or refused (processor
#: time, not the wall clock: other work on the machine does not count)
TIME_BOUND = 2.0
#: cases per reader in the quick step (each is ~20 ms of drawing, writing, fsync'd
#: setting aside and listing), and in the slow step (HOSTILE_CASES=1000 for a longer run)
QUICK_CASES = 40
CASES = int(os.environ.get("HOSTILE_CASES", "100"))
TRIED = {"save": 0, "settings": 0, "journal": 0}

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=30)
any_json = st.recursive(scalars, lambda kids: st.lists(kids, max_size=6)
                        | st.dictionaries(st.text(max_size=12), kids, max_size=6), max_leaves=40)


@st.composite
def hostile(draw):
    """Bytes for a file: random, or JSON that is deep, wide, huge or wrong."""
    kind = draw(st.sampled_from(["bytes", "json", "deep", "wide", "huge"]))
    if kind == "bytes":
        return draw(st.binary(max_size=2000))
    if kind == "json":
        return json.dumps(draw(any_json)).encode()
    if kind == "deep":
        n = draw(st.integers(500, 200_000))
        opener, closer = draw(st.sampled_from([("[", "]"), ('{"a":', "}")]))
        return (opener * n + "1" + closer * n).encode()
    if kind == "wide":
        return json.dumps(list(range(draw(st.integers(1000, 200_000))))).encode()
    return json.dumps({"format": "monster-isles-save", "version": 1,
                       "x": "h" * draw(st.integers(100_000, 5_000_000))}).encode()


def fresh_folder() -> Path:
    folder = saves.ensure_saves_dir()
    for p in folder.rglob("*"):
        if p.is_file():
            p.unlink()
    return folder


def ends_read_or_set_aside(path: Path) -> None:
    t0 = time.process_time()
    try:
        saves.load_save(path)
        read = True
    except saves.SaveError as exc:
        read = False
        assert str(exc)
        assert not path.exists()
        notes = list(saves.unreadable_dir().glob("*.why.txt"))
        assert notes and all(n.read_text().strip() for n in notes)
    listed = saves.list_saves()
    assert all(r.ok or r.problem for r in listed)
    assert read or not [r for r in listed if r.ok]
    assert time.process_time() - t0 < TIME_BOUND


def in_the_slow_step(test, cases: int, **strategies):
    """A slow-step twin of `test` (a @given test taking the profile_dir fixture)
    with `cases` examples, its arguments drawn from `strategies` as `test`'s are."""
    inner = test.hypothesis.inner_test

    def slow_test(profile_dir):
        settings(max_examples=cases, deadline=None, suppress_health_check=list(HealthCheck))(
            given(**strategies)(inner))(profile_dir)
    slow_test.__doc__ = f"{test.__name__}, with {cases} examples (the slow step)."
    return pytest.mark.slow(slow_test)


SAVE_BYTES = dict(raw=hostile())


@settings(max_examples=QUICK_CASES, deadline=None, suppress_health_check=list(HealthCheck))
@given(**SAVE_BYTES)
def test_any_bytes_in_a_save_file_end_read_or_set_aside_with_a_reason(profile_dir, raw):
    TRIED["save"] += 1
    path = fresh_folder() / "anything.json"
    path.write_bytes(raw)
    ends_read_or_set_aside(path)


def real_body():
    info = registry.get("isle_of_monsters")
    s = GameSession.new(info, info.default_options(2), [SeatConfig("Ana"), SeatConfig("Ben", "ai")], seed=3,
                        autosave_enabled=False)
    rng = Rng(3)
    for _ in range(3):
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    return saves.document(s.saved_game(autosave=False))


REAL = None


FORGED_FIELDS = dict(field=st.sampled_from(sorted(saves._BODY_FIELDS) + ["journal"]), value=any_json | hostile())


@settings(max_examples=QUICK_CASES, deadline=None, suppress_health_check=list(HealthCheck))
@given(**FORGED_FIELDS)
def test_a_checksummed_save_with_any_value_in_any_field_ends_read_or_set_aside(profile_dir, field, value):
    global REAL
    TRIED["save"] += 1
    REAL = REAL or real_body()
    doc = json.loads(json.dumps(REAL))
    doc["body"][field] = value.decode("latin-1") if isinstance(value, bytes) else value
    doc["digest"] = saves._digest(doc["body"])
    path = fresh_folder() / "forged.json"
    path.write_text(json.dumps(doc))
    ends_read_or_set_aside(path)


JOURNAL_BYTES = dict(raw=hostile(), keep_lines=st.booleans())


@settings(max_examples=QUICK_CASES * 2 // 3, deadline=None, suppress_health_check=list(HealthCheck))
@given(**JOURNAL_BYTES)
def test_any_bytes_in_an_autosaves_journal_end_read_or_set_aside(profile_dir, raw, keep_lines):
    TRIED["journal"] += 1
    fresh_folder()
    info = registry.get("isle_of_monsters")
    s = GameSession.new(info, info.default_options(2), [SeatConfig("Ana"), SeatConfig("Ben", "ai")], seed=4)
    s.apply(s.state.to_act()[0], s.state.legal_actions(s.state.to_act()[0])[0])
    s.flush()
    journal = save_journal.journal_path(s.autosave_path)
    journal.write_bytes((journal.read_bytes() if keep_lines else b"") + raw)
    ends_read_or_set_aside(s.autosave_path)


SETTINGS_BYTES = dict(raw=hostile() | any_json.map(lambda v: json.dumps(
    {"format": "monster-isles-settings", "version": 1, "settings": v}).encode())
    | st.dictionaries(st.sampled_from(["fullscreen", "window_size", "animation_speed", "volume", "mute",
                                       "reduce_motion"]), any_json).map(lambda v: json.dumps(
                                           {"format": "monster-isles-settings", "version": 1,
                                            "settings": v}).encode()))


@settings(max_examples=QUICK_CASES, deadline=None, suppress_health_check=list(HealthCheck))
@given(**SETTINGS_BYTES)
def test_any_bytes_in_the_settings_file_end_read_or_set_aside_with_a_message(profile_dir, raw):
    TRIED["settings"] += 1
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in path.parent.glob("settings.json*"):
        old.unlink()
    path.write_bytes(raw)
    t0 = time.process_time()
    got, message = settings_mod.load()
    assert isinstance(got, settings_mod.Settings)
    if message is None:
        assert path.exists()                       # read
    else:                                          # the file as it was is kept aside, named
        assert list(path.parent.glob("settings.json.unreadable-*"))
        if "defaults" in message:                  # none of it could be used
            assert not path.exists()
        else:                                      # one value set aside: the good ones written back
            assert "every other setting is kept" in message and settings_mod.load() == (got, None)
    assert time.process_time() - t0 < TIME_BOUND


test_any_bytes_in_a_save_file_end_read_or_set_aside_with_a_reason_in_more_cases = in_the_slow_step(
    test_any_bytes_in_a_save_file_end_read_or_set_aside_with_a_reason, CASES, **SAVE_BYTES)
test_a_checksummed_save_with_any_value_in_any_field_ends_read_or_set_aside_in_more_cases = in_the_slow_step(
    test_a_checksummed_save_with_any_value_in_any_field_ends_read_or_set_aside, CASES, **FORGED_FIELDS)
test_any_bytes_in_an_autosaves_journal_end_read_or_set_aside_in_more_cases = in_the_slow_step(
    test_any_bytes_in_an_autosaves_journal_end_read_or_set_aside, CASES * 2 // 3, **JOURNAL_BYTES)
test_any_bytes_in_the_settings_file_end_read_or_set_aside_with_a_message_in_more_cases = in_the_slow_step(
    test_any_bytes_in_the_settings_file_end_read_or_set_aside_with_a_message, CASES, **SETTINGS_BYTES)


@pytest.fixture(autouse=True, scope="module")
def _report_the_cases_tried():
    yield
    print(f"\ndamaged-file cases tried: {TRIED} = {sum(TRIED.values())}")
