"""Seeded positions for `--screenshot GAME` and the frame benchmark: a game set
up as a person would set it up and played forward to the middle, so a table
can be looked at and measured without anyone clicking. Moves go through the
session, so the log fills as in play."""
from __future__ import annotations

from typing import Callable

from rules.core.contract import GameState, Seat
from rules.core.registry import GameInfo
from rules.core.rng import Rng, derive_seed

from ..names import AI_NAMES
from ..session import GameSession, SeatConfig


def you_against_computers(info: GameInfo, players: int, seed: int) -> GameSession:
    """You (seat 0) and Normal computer players, no autosave."""
    seats = [SeatConfig("Robin", "human", "normal", 0)] + [
        SeatConfig(AI_NAMES[i], "ai", "normal", i + 1) for i in range(players - 1)]
    return GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)


def computers_only(info: GameInfo, players: int, seed: int) -> GameSession:
    """Every seat a computer player: seat 0 Hard, the others Normal, no autosave."""
    seats = [SeatConfig(AI_NAMES[i], "ai", "hard" if i == 0 else "normal", i) for i in range(players)]
    return GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)


def usual_players(info: GameInfo) -> int:
    return max(info.min_players, min(3, info.max_players))


def screenshot_session(info: GameInfo, seed: int) -> GameSession:
    """You against computer players, about halfway through a game (random
    legal moves), on your turn."""
    session = you_against_computers(info, usual_players(info), seed)
    advance_to_midgame(session, Rng(derive_seed(seed, "screenshot")), stop_for=0)
    return session


def bench_session(info: GameInfo, seed: int) -> GameSession:
    """Every seat a computer player (Hard and Normal), from a mid-game
    position, so the benchmark measures frames while AIs think."""
    session = computers_only(info, usual_players(info), seed)
    advance_to_midgame(session, Rng(derive_seed(seed, "bench")), stop_for=None)
    return session


def advance_to_midgame(session: GameSession, rng: Rng, stop_for: Seat | None) -> None:
    """Plays random legal moves to about the middle of a game (measured by
    playing one whole random game on a copy first), then on until `stop_for`
    must act (if given)."""
    probe = session.state.clone()
    probe_rng = Rng(rng.next64())
    total = 0
    while not probe.is_over() and total < 20000:
        s = probe.to_act()[0]
        probe.apply(s, probe_rng.choice(probe.legal_actions(s)))
        total += 1
    target = total // 2
    st = session.state
    for n in range(total * 2 + 10):
        if st.is_over():
            break
        if n >= target and (stop_for is None or stop_for in st.to_act()):
            break
        s = st.to_act()[0]
        session.apply(s, rng.choice(st.legal_actions(s)))
        st = session.state


def play_forward(session: GameSession, seed: int, stop: Callable[[GameState], bool]) -> None:
    """Plays Normal moves for every seat until stop(state) is true or the game
    ends (sensible moves make a position worth looking at)."""
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
