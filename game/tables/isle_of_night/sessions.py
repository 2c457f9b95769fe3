"""Seeded positions for `--screenshot isle_of_night` and the frame benchmark:
games played forward by the computer players, stopped in the middle of the
night (cards owned, lanterns lit, a crowded centre)."""
from __future__ import annotations

from game.session import GameSession
from game.table.sessions import computers_only, play_forward, you_against_computers
from rules.core.registry import GameInfo
from rules.core.rng import derive_seed
from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup
from rules.isle_of_night.heuristics import fast_choice
from rules.isle_of_night.steps import D_CLAIM


def _midgame(st, seat: int | None) -> bool:
    if st.over or st.turn < 4 * st.players or st.lanterns_claimed < 2:
        return False
    return seat is None or (st.current == seat and st.step == D_CLAIM)


def screenshot_session(info: GameInfo, seed: int) -> GameSession:
    """You and two computer players, mid-night, on your claim."""
    session = you_against_computers(info, 3, seed)
    play_forward(session, seed, lambda st: _midgame(st, 0))
    return session


def _conch_claim_next(st) -> bool:
    """A Normal seat is about to claim conch horns (a swap will slide)."""
    if st.current == 0 or st.step != D_CLAIM:
        return False
    return fast_choice(st, st.current, st.legal_actions(st.current)) == A.ClaimType(lookup.CONCHES)


def bench_session(info: GameInfo, seed: int) -> GameSession:
    """Four computer players (one Hard, seat 0) mid-night, a Normal one about
    to claim conch horns: the search thinks while cards fly and score cards
    swap. Games from the seed's next few deals are tried until one comes to
    such a claim; failing that, any mid-night position."""
    for k in range(8):
        session = computers_only(info, 4, derive_seed(seed, "bench", k))
        play_forward(session, seed, lambda st: _midgame(st, None) and _conch_claim_next(st))
        if not session.state.is_over():
            return session
    session = computers_only(info, 4, seed)
    play_forward(session, seed, lambda st: _midgame(st, None))
    return session
