"""A child process for the kill and SIGTERM tests (not a test itself):

    python3 -m tests.saves.app_player

It runs the real app loop (App.run, dummy drivers, the profile folders the
environment names) at an Isle of Monsters table of four computer players at the
fastest animation speed. It continues the game Continue offers when there is
one (as a player would after a crash) and starts a new game when a game ends.
After each frame it waits for the autosave and prints `saved <moves> <save id>`,
so the parent knows which moves were on disk when it killed the process. It
prints `stopped` when the loop ends (SIGTERM).

    python3 -m tests.saves.app_player --busy

plays the moves itself as fast as it can instead (no frames, no waiting for
the writer), so that the writer is always busy and a kill usually lands in the
middle of a write; it prints `applied <moves> <save id>`.
"""
from __future__ import annotations

import itertools
import sys

from game.headless import use_dummy_drivers

use_dummy_drivers()

from game import saves  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.load import resume_save  # noqa: E402
from game.session import GameSession, SeatConfig  # noqa: E402
from game.settings import Settings  # noqa: E402
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


def main() -> None:
    if "--busy" in sys.argv:
        busy()
        return
    app = App(settings=Settings(animation_speed="instant", reduce_motion=True), strict=True)
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
