"""Nothing in a profile can stop the app: a named pipe (FIFO) in place of any
file the app reads made a plain open() wait for ever for a writer (a black
window, a frozen New game or Statistics), and a link to /dev/zero was read
without end. Every such file now goes through one reader
(rules/core/bounded_file.py) that opens without waiting, looks at what it
opened, and refuses anything but a plain file, in words.

Each reading runs where a failure cannot hang the run: a FIFO on a thread
that is given a few seconds (then the pipe is opened from the other end, so
the old code's thread is freed and the test fails, not hangs); /dev/zero in a
child process with a memory limit and a timeout."""
from __future__ import annotations

import os
import resource
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from game.storage import save_index, saves, settings as settings_mod, stats_file
from game.history import store as history
from game.session import GameSession, SeatConfig
from rules.core import bounded_file, registry

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")

ROOT = Path(__file__).resolve().parents[2]
#: far more than any of these readings takes when it does not wait
SECONDS = 8.0


def _free(fifo: Path) -> None:
    """Opens the pipe from both ends without waiting, so a thread stuck in
    open() on it (reading or writing) goes on."""
    for flags in (os.O_WRONLY | os.O_NONBLOCK, os.O_RDONLY | os.O_NONBLOCK):
        try:
            os.close(os.open(fifo, flags))
        except OSError:
            pass


def ends(fn, fifo: Path):
    """fn() on a thread; fails (rather than hangs) when it is still waiting
    after SECONDS."""
    box: dict = {}

    def run():
        try:
            box["value"] = fn()
        except BaseException as exc:       # handed to the test
            box["error"] = exc
    t = threading.Thread(target=run, daemon=True, name="reads a FIFO")
    t.start()
    t.join(SECONDS)
    if t.is_alive():
        for _ in range(50):
            _free(fifo)
            t.join(0.1)
            if not t.is_alive():
                break
        pytest.fail(f"still waiting on the named pipe {fifo.name} after {SECONDS:.0f} s")
    if "error" in box:
        raise box["error"]
    return box.get("value")


def fifo_at(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() or path.is_symlink():
        path.unlink()
    os.mkfifo(path)
    return path


def autosave() -> GameSession:
    info = registry.get("isle_of_monsters")
    s = GameSession.new(info, info.default_options(2), [SeatConfig("Ana"), SeatConfig("Ben", "ai")], seed=4)
    s.apply(s.state.to_act()[0], s.state.legal_actions(s.state.to_act()[0])[0])
    s.flush()
    return s


# -- the one reader ------------------------------------------------------------------------------

def test_the_reader_refuses_a_named_pipe_at_once_and_says_what_it_is(tmp_path):
    fifo = fifo_at(tmp_path / "pipe.json")
    with pytest.raises(bounded_file.FileRefused, match="named pipe"):
        ends(lambda: bounded_file.read_bounded(fifo, 1000), fifo)


def test_the_reader_refuses_a_link_to_a_device_unread(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(bounded_file.FileRefused, match="device"):
        bounded_file.read_bounded(link, 1000)


def test_the_reader_refuses_a_folder(tmp_path):
    with pytest.raises(bounded_file.FileRefused, match="folder"):
        bounded_file.read_bounded(tmp_path, 1000)


def test_the_reader_refuses_a_file_over_its_limit_by_its_size(tmp_path):
    path = tmp_path / "big"
    path.write_bytes(b"x" * 2000)
    with pytest.raises(bounded_file.TooLarge, match="at most"):
        bounded_file.read_bounded(path, 1000)
    assert bounded_file.read_bounded(path, 2000) == b"x" * 2000


def test_a_journal_written_over_a_named_pipe_fails_in_words_instead_of_waiting(tmp_path):
    fifo = fifo_at(tmp_path / "a.journal")
    with pytest.raises(OSError):
        ends(lambda: bounded_file.open_regular_for_writing(fifo, append=True), fifo)


# -- each file the app reads, as a named pipe ----------------------------------------------------------

def test_a_named_pipe_as_the_save_index_costs_a_rebuild_not_a_frozen_title(profile_dir):
    s = autosave()
    folder = saves.saves_dir()
    fifo_at(save_index.index_dir(folder) / save_index.NAME)
    records = ends(saves.list_saves, save_index.index_dir(folder) / save_index.NAME)
    assert [r.path for r in records if r.ok] == [s.autosave_path]


def test_a_named_pipe_as_the_continue_record_costs_a_listing_not_a_black_window(profile_dir):
    s = autosave()
    fifo = fifo_at(save_index.index_dir(saves.saves_dir()) / save_index.CONTINUE)
    choice = ends(saves.continue_choice, fifo)
    assert choice.game is not None and choice.game.path == s.autosave_path


def test_a_named_pipe_as_an_autosaves_journal_is_listed_and_refused_in_words(profile_dir):
    s = autosave()
    fifo = fifo_at(s.autosave_path.with_suffix(".journal"))
    ends(saves.list_saves, fifo)
    with pytest.raises(saves.SaveError, match="named pipe"):
        ends(lambda: saves.load_save(s.autosave_path), fifo)


def test_a_named_pipe_as_the_settings_file_gives_the_defaults_and_is_set_aside(profile_dir):
    fifo = fifo_at(settings_mod.settings_path())
    got, message = ends(settings_mod.load, fifo)
    assert got == settings_mod.Settings()
    assert "named pipe" in message and not fifo.exists()
    assert list(fifo.parent.glob("settings.json.unreadable-*"))


def test_a_named_pipe_as_what_new_game_remembers_leaves_the_defaults(profile_dir):
    from game.storage import new_game_memory
    info = registry.get("isle_of_monsters")
    fifo = fifo_at(new_game_memory.memory_path())
    seats = [{"name": "Ana", "kind": "human", "level": "normal", "colour": 0}] * 2
    got = ends(lambda: new_game_memory.remembered(info, 2, seats, {}), fifo)
    assert got == (2, seats, {})


def test_a_named_pipe_as_the_statistics_file_is_set_aside_and_the_figures_rebuilt(profile_dir):
    fifo = fifo_at(stats_file.stats_path())
    stats, message = ends(stats_file.load, fifo)
    assert stats.games == [] and "named pipe" in message
    assert list((fifo.parent / saves.UNREADABLE).glob("statistics*"))


def test_a_named_pipe_as_the_note_of_dropped_games_is_set_aside(profile_dir):
    fifo = fifo_at(history.history_dir() / history.DROPPED)
    note = ends(history.dropped_note, fifo)
    assert note is not None and "damaged" in note.names[0] and not fifo.exists()


def test_a_named_pipe_as_the_reason_beside_a_set_aside_save_is_read_as_no_reason(profile_dir):
    aside = saves.unreadable_dir()
    aside.mkdir(parents=True)
    (aside / "old.json").write_text("{}")
    fifo = fifo_at(aside / "old.json.why.txt")
    records = ends(saves.list_saves, fifo)
    assert [r.problem for r in records if not r.ok] == ["set aside as unreadable"]


def test_a_named_pipe_as_a_language_catalogue_means_english(tmp_path):
    from game import language
    folder = tmp_path / "fr" / "LC_MESSAGES"
    fifo = fifo_at(folder / "monster_isles.mo")
    assert ends(lambda: language.catalogue("fr", tmp_path), fifo) is None


def test_a_named_pipe_as_a_kept_picture_means_it_is_painted_again(profile_dir):
    import pygame  # noqa: F401  (the picture cache makes surfaces)
    from game.art import picture_cache
    fifo = fifo_at(picture_cache.cache_folder() / "title.rgb")
    assert ends(lambda: picture_cache.read("title", (4, 4), b"\0" * picture_cache.DIGEST_BYTES), fifo) is None


# -- a link to /dev/zero, in a child process that may not run away ---------------------------------------

def _in_a_child(code: str, profile: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, **{v: str(profile / v.lower()) for v in
                            ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")}}
    env["PYTHONPATH"] = str(ROOT)

    def limited():                 # 1 GB: the old readers ran to MemoryError far past it
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
    try:
        return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, env=env, timeout=60,
                              capture_output=True, text=True, preexec_fn=limited)
    except subprocess.TimeoutExpired:
        pytest.fail("the reading of a link to /dev/zero did not end in 60 s")


def zero_link(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


@pytest.mark.parametrize("where, reading, expect", [
    ("new_game", "from game.storage import new_game_memory as m; from rules.core import registry\n"
                 "print(m.remembered(registry.get('isle_of_monsters'), 2, [], {}))", "(2, [], {})"),
    ("settings", "from game.storage import settings as s; print(s.load()[1])", "device"),
    ("statistics", "from game.storage import stats_file as s; print(s.load()[1])", "device"),
    ("index", "from game.storage import saves; print(len(saves.list_saves()))", "1"),
    ("continue", "from game.storage import saves; print(saves.continue_choice().game is not None)", "True"),
    ("journal", "from game.storage import saves\ntry:\n    saves.load_save(saves.saves_dir() / NAME)\n"
                "except saves.SaveError as e:\n    print(e)", "device"),
])
def test_a_link_to_dev_zero_is_refused_unread_wherever_it_is(profile_dir, where, reading, expect):
    s = autosave()
    places = {"new_game": settings_mod.settings_path().with_name("new_game.json"),
              "settings": settings_mod.settings_path(), "statistics": stats_file.stats_path(),
              "index": save_index.index_dir(saves.saves_dir()) / save_index.NAME,
              "continue": save_index.index_dir(saves.saves_dir()) / save_index.CONTINUE,
              "journal": s.autosave_path.with_suffix(".journal")}
    place = places[where]
    if place.exists():
        place.unlink()
    zero_link(place)
    done = _in_a_child(f"NAME = {s.autosave_path.name!r}\n" + reading, profile_dir)
    assert done.returncode == 0, done.stderr[-2000:]
    assert expect in done.stdout, done.stdout + done.stderr[-2000:]
