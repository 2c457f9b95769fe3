"""Positions for the screenshot and the benchmark: a real game played forward
by Normal computer players to the middle of the action phase (a screenshot
worth looking at), and for the benchmark three computer players (seat 0 Hard,
the others Normal) where the Hard seat is about to remove a tile: that choice
is a one-step look-ahead, not its search, so the sinking animation starts a
few frames in, inside the frames measured whatever the machine's speed; then
Hard moves the creature the die picks and the next seat, a Normal one, thinks
over its moves (game/bench.py prints how many frames held each)."""
from __future__ import annotations

from game.session import GameSession
from game.table import sessions as kit
from rules.core.pending import next_task


def in_actions_of(seat):
    def stop(st) -> bool:
        return (st.phase == "play" and st.turn >= 4 and next_task(st.stack)[0] == "actions"
                and st.active == seat and st.mp == 3)
    return stop


def about_to_sink(st) -> bool:
    """The Hard seat 0 must remove a tile."""
    return st.phase == "play" and st.turn >= 3 and next_task(st.stack)[0] == "sink" and st.active == 0


def screenshot_session(info, seed: int) -> GameSession:
    session = kit.you_against_computers(info, 3, seed)
    kit.play_forward(session, seed, in_actions_of(0))
    return session


def bench_session(info, seed: int) -> GameSession:
    session = kit.computers_only(info, 3, seed)
    kit.play_forward(session, seed, about_to_sink)
    return session
