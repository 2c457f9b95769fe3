"""A whole-file write (game/storage/atomic_file.py's write_json_atomic: a save, an
autosave's snapshot, the save index, the settings, the statistics, the new-game
choices) killed or failing in its middle leaves every file that was there as
it was, or as the write made it whole: never torn, never empty.

tests/saves/test_kill.py kills the app at random moments, mostly while it
appends to a save's journal, whose torn last line is allowed for: it passes
with a write_json_atomic that writes straight into the final path. Here each
write is cut in the middle on purpose, in a forked child of the test: an audit
hook counts the files the write opens for writing in the profile, and when the
Nth is opened the child's file size limit (RLIMIT_FSIZE) is set to CUT bytes,
so that writing that file past its first CUT bytes ends the child there and
then (SIGXFSZ: killed, no clean-up) or fails (SIGXFSZ ignored: EFBIG, a full
disk). N runs from the first file to past the last, each from the same files;
after each cut the test reads every file as it was before the write or whole
(JSON with the same format), and the app's own reader finds the old contents
or the new, nothing set aside."""
from __future__ import annotations

import ctypes
import json
import os
import resource
import signal
import sys
import threading
from pathlib import Path

import pytest

from game.storage import new_game_memory, save_index, save_journal, saves, settings as settings_mod, stats_file

from game import session as session_mod
from game.session import GameSession, SeatConfig
from game.storage.settings import Settings
from rules.core import registry

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork, RLIMIT_FSIZE and prctl: Linux")

#: the bytes a cut write leaves in the file it was writing
CUT = 8
#: a child's exit code when the write raised (the crash) rather than completing
RAISED = 201

WRITES = ["a save over itself", "an autosave's snapshot", "the settings", "the statistics", "the new-game choices"]
HOW = ["killed", "failing"]


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _restore(root: Path, files: dict[str, bytes]) -> None:
    """The profile as it was before the write (files the write left or made removed)."""
    for p in list(root.rglob("*")):
        if p.is_file() and str(p.relative_to(root)) not in files:
            p.unlink()
    for rel, data in files.items():
        p = root / rel
        if not p.is_file() or p.read_bytes() != data:
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_bytes(data)


def _opens_for_writing(args, root: str) -> bool:
    path, _mode, flags = args
    if isinstance(path, int) or not isinstance(flags, int) or not flags & (os.O_WRONLY | os.O_RDWR):
        return False
    return os.fsdecode(os.fspath(path)).startswith(root)


def _cut_in_a_child(root: Path, write, nth: int, how: str) -> tuple[str, int]:
    """Runs `write` in a forked child whose nth file opened for writing in the
    profile is cut after CUT bytes; ("cut", files opened) when the child was
    killed by the cut or saw it fail, ("done", files opened) when it never got
    there."""
    pid = os.fork()
    if pid == 0:                                      # the child: never returns
        code = RAISED
        try:
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            try:
                ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)     # PR_SET_DUMPABLE 0: no core, even through a pipe
            except (OSError, AttributeError):
                pass
            # Python ignores SIGXFSZ (a write past the limit fails with EFBIG); killed, it ends the child mid-write
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL if how == "killed" else signal.SIG_IGN)
            opened = 0
            prefix = str(root)

            def hook(event, args):
                nonlocal opened
                if event == "open" and _opens_for_writing(args, prefix):
                    opened += 1
                    if opened == nth:
                        resource.setrlimit(resource.RLIMIT_FSIZE, (CUT, resource.RLIM_INFINITY))
            sys.addaudithook(hook)
            write()
            code = min(opened, RAISED - 1)
        except BaseException:
            code = RAISED
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        assert os.WTERMSIG(status) == signal.SIGXFSZ, f"the child died of signal {os.WTERMSIG(status)}"
        return "cut", nth
    code = os.WEXITSTATUS(status)
    return ("cut", nth) if code == RAISED or code >= nth else ("done", code)


def _whole_or_as_before(root: Path, before: dict[str, bytes], skip=()) -> None:
    """Every file there before is still there, as it was or whole: JSON of the same format.
    The Continue record alone may be gone: the app removes it on purpose when a write
    of the index fails (save_index.drop_choice), and the next title writes it again."""
    for rel, old in before.items():
        if root / rel in skip:
            continue
        path = root / rel
        if path.name == save_index.CONTINUE and not path.exists():
            continue
        assert path.is_file(), f"{rel} is gone"
        new = path.read_bytes()
        if new == old:
            continue
        assert new, f"{rel} is empty"
        try:
            doc = json.loads(new)
        except ValueError:
            raise AssertionError(f"{rel} is torn: {new[:40]!r}...") from None
        assert isinstance(doc, dict) and doc.get("format") == json.loads(old).get("format"), rel


def _bots(info, n: int) -> list[SeatConfig]:
    return [SeatConfig(f"Bot {i + 1}", "ai", "easy", i) for i in range(n)]


def _play(session: GameSession, moves: int) -> None:
    for _ in range(moves):
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])


def _a_save_over_itself():
    info = registry.get("isle_of_monsters")
    session = GameSession.new(info, info.default_options(3), _bots(info, 3), seed=5, autosave_enabled=False)
    _play(session, 4)
    path = saves.write_save(session.saved_game(autosave=False))
    _play(session, 4)
    later = session.saved_game(autosave=False)

    def moves():
        return len(saves.load_save(path).actions)
    return (lambda: saves.write_save(later, path)), moves, (4, 8), ()


def _an_autosaves_snapshot():
    info = registry.get("isle_of_monsters")
    session = GameSession.new(info, info.default_options(3), _bots(info, 3), seed=6)
    _play(session, 5)                                 # a snapshot, then lines in its journal
    session.flush()
    path = session.autosave_path
    journal = save_journal.journal_path(path)
    assert journal.stat().st_size > 0

    def resume_and_move():
        # the game continued: its first autosave is a whole snapshot over the old one, written
        # here, in the child's thread, as the writer's thread would (then the journal is emptied)
        session_mod._writer._lock = threading.Condition()     # the parent's writer thread may hold it
        session_mod._writer.submit = session_mod._AutosaveWriter._write
        resumed = GameSession.from_save(saves.load_save(path))
        _play(resumed, 1)

    def moves():
        return len(saves.load_save(path).actions)
    # the journal is emptied on purpose once the new snapshot holds its moves: the save's
    # reader (the snapshot and its journal) says whether that is whole
    return resume_and_move, moves, (5, 6), (journal,)


def _the_settings():
    settings_mod.save(Settings(window_size=(1000, 600), volume=40))

    def read():
        settings, message = settings_mod.load()
        assert message is None, message
        return settings.window_size, settings.volume
    return (lambda: settings_mod.save(Settings(window_size=(1600, 900), volume=70, language="fr"))), read, \
        (((1000, 600), 40), ((1600, 900), 70)), ()


def _the_statistics():
    stats_file.save(stats_file.Statistics(started={"isle_of_monsters": ["a1", "b2"]}))
    more = stats_file.Statistics(started={"isle_of_monsters": ["a1", "b2", "c3"], "isle_of_night": ["d4"]})

    def read():
        stats, message = stats_file.load()
        assert message is None, message
        return stats.started_count("isle_of_monsters") + stats.started_count("isle_of_night")
    return (lambda: stats_file.save(more)), read, (2, 4), ()


def _the_new_game_choices():
    info = registry.get("isle_of_night")
    seats = [{"name": n, "kind": "human", "level": "normal", "colour": i} for i, n in enumerate(("Ann", "Bo"))]
    assert new_game_memory.remember(info, 2, seats, {}) is None
    three = seats + [{"name": "Cy", "kind": "ai", "level": "hard", "colour": 2}]

    def read():
        defaults = [{"name": "", "kind": "human", "level": "normal", "colour": i} for i in range(3)]
        players, _seats, _options = new_game_memory.remembered(info, 0, defaults, {})
        return players
    return (lambda: new_game_memory.remember(info, 3, three, {})), read, (2, 3), ()


PREPARE = {"a save over itself": _a_save_over_itself, "an autosave's snapshot": _an_autosaves_snapshot,
           "the settings": _the_settings, "the statistics": _the_statistics,
           "the new-game choices": _the_new_game_choices}


@pytest.mark.parametrize("how", HOW)
@pytest.mark.parametrize("what", WRITES)
def test_a_whole_file_write_cut_in_its_middle_leaves_the_file_as_it_was_or_whole(profile_dir, what, how):
    write, read, (old, new), skip = PREPARE[what]()
    root = profile_dir
    before = _files(root)
    assert read() == old
    cuts = 0
    for nth in range(1, 50):
        _restore(root, before)
        outcome, _opened = _cut_in_a_child(root, write, nth, how)
        _whole_or_as_before(root, before, skip)
        assert read() in (old, new), f"cut in the file opened {nth}th"
        assert not any("unreadable" in p.parts for p in root.rglob("*") if p.is_file()), "a file was set aside"
        if outcome == "done":
            assert read() == new, "the write, never cut, did not finish"
            break
        cuts += 1
    else:
        raise AssertionError("the write never finished")
    assert cuts >= 1, "no write was cut: the test proves nothing"
