"""The kill guarantee: the real app (tests/saves/app_player.py, a child process
on the dummy drivers) plays moves and is killed with SIGKILL at random moments,
over and over, each run continuing the game the last one left. After every
kill each save in the folder loads (replayed and checked), resumes as a game,
and holds every move that was on disk before the kill: a kill loses at most the
move in flight. SIGTERM ends the app cleanly, autosaved, by the app's own handler:
SDL turns SIGTERM into a quit event as well (its signal handlers are on by default),
which closed the app just as cleanly with the app's handler taken away, so the
SIGTERM test runs the app with SDL's handlers off (SDL_NO_SIGNAL_HANDLERS), and a
control shows that there, without the app's handler, SIGTERM ends it at once.

The quick step kills the app KILL_TEST_KILLS times (2 unless set: the second run
continues the game the first left), each a random moment up to 0.6 s after its
first save (some 18 moves: the app moves every other frame; the soak's, up to
1.2 s), and KILL_TEST_BUSY_KILLS times (2 unless set) while it writes as fast as it
can; the slow step also kills it over and over for
KILL_TEST_SECONDS (20 s unless set, and at least 3 times; longer for the figures in the
report), and 8 times more mid-write. Each kill starts the app afresh (its App, saves,
table and first frame: about 0.5 s of a child's start, more nice'd beside other
tests), so the kills are what the file costs. On Linux each child is forked from one
process that has imported the app once for the file (app_player.py --fork-server,
0.4 s of each child's start before), elsewhere started as a process of its own. The
counts are printed (pytest -s shows them)."""
from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.storage import save_journal, saves
from game.session import GameSession

ROOT = Path(__file__).resolve().parents[2]
SECONDS = float(os.environ.get("KILL_TEST_SECONDS", "20"))      # the slow step's soak
KILLS = int(os.environ.get("KILL_TEST_KILLS", "2"))                 # the quick step's kills
BUSY_KILLS = int(os.environ.get("KILL_TEST_BUSY_KILLS", "2"))       # the quick step's kills mid-write (slow: 8 more)


class ForkServer:
    """tests/saves/app_player.py --fork-server: the app's modules imported once, a
    child forked from it for each kill (see there)."""

    def __init__(self) -> None:
        self.orders, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        with theirs:
            self.proc = subprocess.Popen([sys.executable, "-m", "tests.saves.app_player", "--fork-server"],
                                         cwd=ROOT, stdin=theirs, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         env=dict(os.environ))
        self.started: list[int] = []
        self.exits: dict[int, int] = {}
        self.told = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for raw in self.proc.stdout:
            what, pid, *code = raw.decode().split()
            with self.told:
                if what == "pid":
                    self.started.append(int(pid))
                else:
                    self.exits[int(pid)] = int(code[0])
                self.told.notify_all()
        with self.told:
            self.told.notify_all()

    def start(self, args, env) -> "Forked":
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        with self.told:
            known = len(self.started)
        try:
            socket.send_fds(self.orders, [json.dumps({"args": list(args), "env": env}).encode()], [out_w, err_w])
        finally:
            os.close(out_w)
            os.close(err_w)
        with self.told:
            self.told.wait_for(lambda: len(self.started) > known or self.proc.poll() is not None, 30)
            if len(self.started) <= known:
                os.close(out_r)
                os.close(err_r)
                raise AssertionError(f"the fork server started no child: {self.errors()}")
            pid = self.started[known]
        return Forked(self, pid, os.fdopen(out_r, "rb"), os.fdopen(err_r, "rb"))

    def errors(self) -> str:
        return "(it runs)" if self.proc.poll() is None else self.proc.stderr.read().decode()[-2000:]

    def close(self) -> None:
        self.orders.close()
        try:
            self.proc.wait(timeout=15)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            self.reader.join(5)


class Forked:
    """A child of the fork server, as much of subprocess.Popen as the tests use."""

    def __init__(self, server: ForkServer, pid: int, stdout, stderr) -> None:
        self.server, self.pid, self.stderr, self.stdout = server, pid, stderr, stdout

    def poll(self) -> int | None:
        with self.server.told:
            return self.server.exits.get(self.pid)

    def wait(self, timeout: float | None = None) -> int:
        with self.server.told:
            if not self.server.told.wait_for(lambda: self.pid in self.server.exits, timeout):
                raise subprocess.TimeoutExpired(f"child {self.pid}", timeout)
            return self.server.exits[self.pid]

    def send_signal(self, sig: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, sig)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


@pytest.fixture(scope="module")
def server():
    """One fork server for the file's kills (Linux: forking a process that has imported
    pygame is safe there; elsewhere each child is a process of its own)."""
    if not sys.platform.startswith("linux"):
        yield None
        return
    fork_server = ForkServer()
    yield fork_server
    fork_server.close()


class Child:
    """The app in a child process, its `saved N id` lines read as they come."""

    def __init__(self, server: ForkServer | None, *args: str, env: dict | None = None) -> None:
        # os.environ holds the test's profile folders (profile_dir sets them); `env` adds to it
        environment = {**os.environ, **(env or {})}
        if server is not None:
            self.proc = server.start(args, environment)
        else:
            self.proc = subprocess.Popen([sys.executable, "-m", "tests.saves.app_player", *args], cwd=ROOT,
                                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
        self.lines: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for raw in self.proc.stdout:
            self.lines.append(raw.decode().strip())

    def saved(self, word: str = "saved") -> tuple[int, str] | None:
        for line in reversed(self.lines):
            if line.startswith(word + " "):
                _, n, save_id = line.split()
                return int(n), save_id
        return None

    def wait_for_moves(self, timeout: float = 30.0, word: str = "saved", beyond: int = -1) -> None:
        """Until a line says more than `beyond` moves are saved (any, unless given)."""
        end = time.monotonic() + timeout
        while (self.saved(word) or (-1, ""))[0] <= beyond:
            if self.proc.poll() is not None:
                raise AssertionError(f"the app stopped: {self.proc.stderr.read().decode()[-2000:]}")
            assert time.monotonic() < end, "the app never saved a move"
            time.sleep(0.02)


def check_every_save(durable: tuple[int, str] | None, counts: dict) -> None:
    folder = saves.saves_dir()
    if not folder.is_dir():
        # killed before its first write made the folder: nothing on disk, nothing lost,
        # unless a move was reported durable
        assert durable is None, "a move that was on disk before the kill is lost with its folder"
        counts["kills before the first write"] = counts.get("kills before the first write", 0) + 1
        return
    stale = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    counts["temporary files left"] += len(stale)
    for path in sorted(folder.glob("*.json")):
        journal = save_journal.read(save_journal.journal_path(path), saves.read_document(path).journal)
        counts["torn last lines"] += journal.torn is not None
        saved = saves.load_save(path)            # a SaveError here fails the test
        session = GameSession.from_save(saved)
        assert session.state.to_json() == saved.state.to_json()
        if durable is not None and saved.save_id == durable[1]:
            assert len(saved.actions) >= durable[0], "a move that was on disk before the kill is lost"
            counts["checked against the last saved move"] += 1
    assert not list(folder.glob("unreadable/*")), "a save was set aside"


def kill_over_and_over(server, rng: random.Random, more, within: float) -> dict:
    """Start the app, let it save, SIGKILL it a random moment up to `within` seconds
    later (the app makes a move every other frame) and check every save, for as long
    as `more(counts)` says; the counts are returned."""
    counts = {"kills": 0, "torn last lines": 0, "temporary files left": 0, "checked against the last saved move": 0}
    while more(counts):
        child = Child(server)
        try:
            child.wait_for_moves()
            time.sleep(rng.uniform(0.0, within))
        finally:
            child.proc.send_signal(signal.SIGKILL)
            child.proc.wait()
            child.reader.join(5)
        counts["kills"] += 1
        check_every_save(child.saved(), counts)
    return counts


def test_a_kill_at_any_moment_loses_at_most_the_move_in_flight(server, profile_dir):
    # a fixed number of kills, not a fixed time: a slow machine proves as much as a fast one
    counts = kill_over_and_over(server, random.Random(11), lambda counts: counts["kills"] < KILLS, 0.6)
    print("kill test:", counts)
    assert counts["checked against the last saved move"] >= counts["kills"] - 1


@pytest.mark.slow
def test_kills_over_a_long_run_lose_at_most_the_move_in_flight(server, profile_dir):
    """The soak: kills for KILL_TEST_SECONDS (20 s unless set), each run continuing
    the game the last one left, so the saves grow long and the journals many."""
    end = time.monotonic() + SECONDS
    counts = kill_over_and_over(server, random.Random(12), lambda counts: time.monotonic() < end or counts["kills"] < 3,
                                1.2)
    print("kill test, long run:", counts)
    assert counts["checked against the last saved move"] >= counts["kills"] - 1


#: the child's SDL catches no signal: only the app's own handler can turn SIGTERM into a clean close
SDL_CATCHES_NO_SIGNALS = {"SDL_NO_SIGNAL_HANDLERS": "1"}


def sigterm_a_playing_app(server, *args: str) -> tuple[Child, int]:
    """The app (SDL's signal handlers off) plays a few moves, is sent SIGTERM and
    ends; the child and its exit code (a signal's: minus its number)."""
    child = Child(server, *args, env=SDL_CATCHES_NO_SIGNALS)
    try:
        child.wait_for_moves()
        child.wait_for_moves(beyond=child.saved()[0] + 2)     # a game under way, moves in flight
        child.proc.send_signal(signal.SIGTERM)
        code = child.proc.wait(timeout=15)
    finally:
        if child.proc.poll() is None:
            child.proc.kill()
    child.reader.join(5)
    return child, code


def test_sigterm_quits_the_app_autosaved_by_its_own_handler(server, profile_dir):
    child, code = sigterm_a_playing_app(server)
    assert code == 0, child.proc.stderr.read().decode()[-2000:]
    assert child.lines[-1] == "stopped"
    n, save_id = child.saved()
    autosave = [p for p in saves.saves_dir().glob(f"autosave-*-{save_id}.json")]
    assert len(autosave) == 1
    assert len(saves.load_save(autosave[0]).actions) >= n


def test_without_its_own_handler_sigterm_ends_the_app_at_once_where_sdl_catches_no_signals(server, profile_dir):
    """The control of the test above: with SDL_NO_SIGNAL_HANDLERS set, SDL really
    lets SIGTERM through, so that test fails when the app's handler is gone."""
    child, code = sigterm_a_playing_app(server, "--without-own-sigterm-handler")
    assert code == -signal.SIGTERM
    assert "stopped" not in child.lines


def kills_mid_write(server, rng: random.Random, kills: int) -> None:
    """The child writes as fast as it can, so most kills land mid-write."""
    counts = {"kills": 0, "torn last lines": 0, "temporary files left": 0, "checked against the last saved move": 0}
    for _ in range(kills):
        child = Child(server, "--busy")
        try:
            child.wait_for_moves(word="applied")
            time.sleep(rng.uniform(0.0, 0.6))
        finally:
            child.proc.send_signal(signal.SIGKILL)
            child.proc.wait()
            child.reader.join(5)
        counts["kills"] += 1
        check_every_save(None, counts)
    print("kill test, mid-write:", counts)


def test_a_kill_in_the_middle_of_a_write_never_leaves_a_half_save(server, profile_dir):
    kills_mid_write(server, random.Random(5), BUSY_KILLS)


@pytest.mark.slow
def test_more_kills_in_the_middle_of_a_write_never_leave_a_half_save(server, profile_dir):
    kills_mid_write(server, random.Random(6), 8)

