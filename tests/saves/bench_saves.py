"""Figures for the saves (not a test; run by hand):

    python3 -m tests.saves.bench_saves            # autosave per move, title build

Autosave cost per move: a long game (Survive the Island, 5 seats, random legal
moves that keep moving while they may: no random game of any of the four games
lasts 400 moves, so "late" is move 350) is played with autosaving on; the CPU time the frame thread spends in
`session.autosave()` (thread time: the machine is shared, and the wall clock
would count waiting for a core) after each applied move is recorded (the background
writer's disk time is not on the frame thread and is reported apart, as the
time `flush()` then waits). Reported: the median over the ten moves around
move 10, 100, 200 and 350.

Title build: the time to build the title scene (which finds the save Continue
offers) with 1 and with 200 saves in the folder, median of 7 builds, CPU time of the
building thread.
It writes into a throw-away profile (game/tools/headless.py).
"""
from __future__ import annotations

import statistics
import sys
import time

from game.tools.headless import isolate_profile, use_dummy_drivers


def long_game(game_id: str = "survive_the_island", seed: int = 5, moves: int = 360):
    from rules.core import registry
    from rules.core.rng import Rng
    from game.session import GameSession, SeatConfig

    info = registry.get(game_id)
    players = info.max_players
    seats = [SeatConfig(f"Player {k + 1}", "human") for k in range(players)]
    rng = Rng(seed)
    while True:
        session = GameSession.new(info, info.default_options(players), seats, seed=rng.randint(0, 2**40))
        costs: list[float] = []
        waits: list[float] = []
        real = session.autosave

        def timed() -> None:
            t0 = time.thread_time()
            real()
            costs.append(time.thread_time() - t0)
        session.autosave = timed
        st = session.state
        while not st.is_over() and len(costs) < moves:
            seat = st.to_act()[0]
            acts = st.legal_actions(seat)
            busy = [a for a in acts if type(a).__name__ != "EndActions"] or acts
            session.apply(seat, rng.choice(busy))
            st = session.state
            t0 = time.perf_counter()
            session.flush()
            waits.append(time.perf_counter() - t0)
        if len(costs) >= moves:
            return costs, waits
        print(f"(a game ended after {len(costs)} moves; trying another seed)", file=sys.stderr)


def title_build(n_saves: int) -> float:
    import shutil
    from game.storage import saves
    from game.app import App
    from game.scenes.title import TitleScene
    from game.session import GameSession, SeatConfig
    from rules.core import registry
    from rules.core.rng import Rng

    folder = saves.data_dir() / "saves"
    shutil.rmtree(folder, ignore_errors=True)
    info = registry.get("isle_of_monsters")
    rng = Rng(3)
    for i in range(n_saves):
        session = GameSession.new(info, info.default_options(3),
                                  [SeatConfig(n) for n in ("Ana", "Ben", "Caro")], seed=i)
        for _ in range(20):
            st = session.state
            seat = st.to_act()[0]
            session.apply(seat, rng.choice(st.legal_actions(seat)))
        session.flush()
    app = App(strict=True)
    TitleScene(app)            # warm caches (fonts, tile art)
    times = []
    for _ in range(7):
        t0 = time.thread_time()
        TitleScene(app)
        times.append(time.thread_time() - t0)
    return statistics.median(times)


def main() -> None:
    use_dummy_drivers()
    isolate_profile()
    costs, waits = long_game()
    ms = lambda xs: statistics.median(xs) * 1000  # noqa: E731
    at = (10, 100, 200, 350)
    print("autosave on the frame thread: " + ", ".join(f"move {m} {ms(costs[m - 5:m + 5]):.3f} ms" for m in at))
    print("writer (flush wait after the move): " + ", ".join(f"move {m} {ms(waits[m - 5:m + 5]):.3f} ms" for m in at))
    print(f"whole game of {len(costs)} moves: {sum(costs) * 1000:.1f} ms of autosaving on the frame thread, "
          f"slowest move {max(costs) * 1000:.3f} ms")
    for n in (1, 200):
        print(f"title build with {n} saves: {title_build(n) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
