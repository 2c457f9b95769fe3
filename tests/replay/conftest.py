"""Games played out for the history and replay tests: through the session (so
every move is kept and autosaved), with random legal moves from a seed."""
from __future__ import annotations

import pytest

from game.session import GameSession
from rules.core.rng import Rng
from tests.table_driver import new_session, running_app


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def play(session: GameSession, seed: int = 3, moves: int | None = None) -> GameSession:
    """Random legal moves through the session: to the end, or `moves` of them."""
    rng = Rng(seed)
    n = 0
    while not session.is_over() and (moves is None or n < moves):
        s = session.state.to_act()[0]
        session.apply(s, rng.choice(session.state.legal_actions(s)))
        n += 1
    session.flush()
    return session


def finished(game_id: str = "isle_of_night", kinds: str = "haa", seed: int = 1) -> GameSession:
    return play(new_session(game_id, kinds, seed), seed)
