"""Seeded positions for `--screenshot isle_of_monsters` and the frame benchmark:
games played forward by the Normal computer player (sensible moves make a
position worth looking at: creatures caged and half fed, food on the islands,
points on the board), stopped in the middle of the game."""
from __future__ import annotations

from game.session import GameSession
from game.table.sessions import computers_only, play_forward, you_against_computers
from rules.core.registry import GameInfo


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
    session = you_against_computers(info, 4, seed)
    play_forward(session, seed, lambda st: _midgame(st, 0, 3) and any(c is not None for c in st.cages[0]))
    return session


def bench_session(info: GameInfo, seed: int) -> GameSession:
    """Five computer players (one Hard, four Normal) at a mid-game position: the
    busiest table, with a search thinking."""
    session = computers_only(info, 5, seed)
    play_forward(session, seed, lambda st: _midgame(st, 0, 3))
    return session
