"""Seeded positions for `--screenshot isle_of_monsters` and the frame benchmark:
games played forward by the Normal computer player (sensible moves make a
position worth looking at: creatures caged and half fed, food on the islands,
points on the board), stopped in the middle of the game."""
from __future__ import annotations

from rules.core.registry import GameInfo
from rules.core.rng import derive_seed

from game.session import GameSession, SeatConfig
from game.table_base import AI_NAMES


def play_forward(session: GameSession, seed: int, stop) -> None:
    """Plays Normal moves for every seat (through the session, so the log fills)
    until stop(state) is true or the game ends."""
    info = session.info
    agents = {}
    st = session.state
    for _ in range(5000):
        if st.is_over() or stop(st):
            return
        s = st.to_act()[0]
        agent = agents.get(s)
        if agent is None:
            agent = agents[s] = info.agent("normal", s, derive_seed(seed, "forward", s))
        thinker = agent.thinker(st.view(s), s)
        while not thinker.step(0.05):
            pass
        session.apply(s, thinker.result)
        st = session.state


def _midgame(st, seat: int | None, rounds: int):
    """Round `rounds` or later, in the nurture phase, with creatures in cages,
    and (if given) `seat` to act."""
    if st.round < rounds or st.phase != "nurture":
        return False
    if sum(1 for cages in st.cages for c in cages if c is not None) < st.n + 1:
        return False
    if seat is not None and st.to_act() != [seat]:
        return False
    return True


def screenshot_session(info: GameInfo, seed: int) -> GameSession:
    """You and three computer players, in round 3 or later, on your turn."""
    players = 4
    seats = [SeatConfig("Robin", "human", "normal", 0)] + [
        SeatConfig(AI_NAMES[i], "ai", "normal", i + 1) for i in range(players - 1)]
    session = GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)
    play_forward(session, seed, lambda st: _midgame(st, 0, 3) and any(c is not None for c in st.cages[0]))
    return session


def bench_session(info: GameInfo, seed: int) -> GameSession:
    """Five computer players (one Hard, four Normal) at a mid-game position: the
    busiest table, with a search thinking."""
    players = 5
    seats = [SeatConfig(AI_NAMES[i], "ai", "hard" if i == 0 else "normal", i) for i in range(players)]
    session = GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)
    play_forward(session, seed, lambda st: _midgame(st, 0, 3))
    return session
