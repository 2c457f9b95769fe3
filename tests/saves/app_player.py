"""A child process for the kill and SIGTERM tests (not a test itself):

    python3 -m tests.saves.app_player

It runs the real app loop (App.run, dummy drivers, the profile folders the
environment names) at an Isle of Monsters table of four computer players at the
fastest animation speed and pace (a move every other frame: at the Normal pace a
kill a second after the first save found one move made, or none, and nothing in
flight). It continues the game Continue offers when there is
one (as a player would after a crash) and starts a new game when a game ends.
After each frame it waits for the autosave and prints `saved <moves> <save id>`,
so the parent knows which moves were on disk when it killed the process. It
prints `stopped` when the loop ends (SIGTERM).

    python3 -m tests.saves.app_player --without-own-sigterm-handler

the same, with the app's own SIGTERM handler (App._stop_on_sigterm) taken away:
the control of the SIGTERM test, which shows that, with SDL's signal handlers
off too, nothing else closes the app cleanly (tests/saves/test_kill.py).

    python3 -m tests.saves.app_player --busy

plays the moves itself as fast as it can instead (no frames, no waiting for
the writer), so that the writer is always busy and a kill usually lands in the
middle of a write; it prints `applied <moves> <save id>`.

    python3 -m tests.saves.app_player --fork-server

imports all of the above once (and the table's modules), then forks one child
for each order it reads from its standard input, a Unix socket: a JSON message
{"args", "env"}, the child's arguments (as above) and its whole environment,
with the two pipes its standard output and error are (passed as descriptors). It
answers `pid <pid>` for each, and `exit <pid> <code>` as each ends (a signal's
code is minus its number). Each child is the app started afresh (its App, saves
and table made anew: only the imports, 0.4 s of a child's start, are the
server's); the kill tests (tests/saves/test_kill.py) start their children so on
Linux. The server ends when its input does, once its children have.
"""
from __future__ import annotations

import itertools
import json
import os
import signal
import sys

from game.tools.headless import use_dummy_drivers

use_dummy_drivers()

from game.storage import saves  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.load import resume_save  # noqa: E402
from game.session import GameSession, SeatConfig  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from rules.core import registry  # noqa: E402

GAME = "isle_of_monsters"
_seeds = itertools.count(1)


def start_game(app: App) -> None:
    info = registry.get(GAME)
    seats = [SeatConfig(f"Bot {i + 1}", "ai", "easy", i) for i in range(4)]
    session = GameSession.new(info, info.default_options(4), seats, seed=next(_seeds) * 7919)
    app.go_to_title()
    app.stack.push(info.load_table_scene()(app, session))


def session_of(app: App):
    return next((s.session for s in reversed(list(app.stack)) if getattr(s, "session", None) is not None), None)


def busy() -> None:
    from rules.core.rng import Rng
    rng = Rng(next(_seeds))
    while True:
        start_game_session = GameSession.new(
            registry.get(GAME), registry.get(GAME).default_options(4),
            [SeatConfig(f"Bot {i + 1}", "ai", "easy", i) for i in range(4)], seed=rng.randint(0, 2**40))
        session = start_game_session
        while not session.is_over():
            seat = session.state.to_act()[0]
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
            print(f"applied {len(session.actions)} {session.save_id}", flush=True)


def fork_server() -> None:
    """Returns only in a forked child, its arguments in sys.argv and its
    environment, input and outputs its own (see the module's words)."""
    import socket
    registry.get(GAME).load_table_scene()       # the table's modules: imported, nothing of pygame started

    def reap(*_) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            os.write(1, f"exit {pid} {os.waitstatus_to_exitcode(status)}\n".encode())

    orders = socket.socket(fileno=0)
    signal.signal(signal.SIGCHLD, reap)
    while True:
        message, fds, _, _ = socket.recv_fds(orders, 1 << 20, 2)
        if not message:
            break
        order = json.loads(message)
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            orders.detach()
            nothing = os.open(os.devnull, os.O_RDONLY)
            for fd, target in ((nothing, 0), (fds[0], 1), (fds[1], 2)):
                os.dup2(fd, target)
                os.close(fd)
            os.environ.clear()
            os.environ.update(order["env"])
            sys.argv = [sys.argv[0], *order["args"]]
            return
        for fd in fds:
            os.close(fd)
        os.write(1, f"pid {pid}\n".encode())
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    while True:                                  # the tests are done: no child is left behind
        try:
            os.wait()
        except ChildProcessError:
            break
    sys.exit(0)


def main() -> None:
    if "--fork-server" in sys.argv:
        fork_server()
    if "--busy" in sys.argv:
        busy()
        return
    if "--without-own-sigterm-handler" in sys.argv:
        App._stop_on_sigterm = lambda self: None
    app = App(settings=Settings(animation_speed="instant", ai_pace="instant", reduce_motion=True), strict=True)
    choice = saves.continue_choice()
    if choice.game is None or not resume_save(app, choice.game.path):
        start_game(app)
    real_frame = app.frame

    def frame(events, dt, flip=True):
        real_frame(events, dt, flip)
        session = session_of(app)
        if session is None or session.is_over():
            start_game(app)
            return
        session.flush()
        print(f"saved {len(session.actions)} {session.save_id}", flush=True)

    app.frame = frame
    app.run()
    print("stopped", flush=True)


if __name__ == "__main__":
    main()
