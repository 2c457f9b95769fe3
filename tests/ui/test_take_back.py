"""Taking moves back (the session's Undo, no pygame): a person's last move goes
back together with the computer moves that answered it, as long as none of them
stands by the rules (the contract's `why_it_stands`: by default, nothing was
revealed); another person's move is never taken back as if it were yours."""
from __future__ import annotations

import pytest

from game.session import GameSession, SeatConfig
from rules.core import IllegalAction, registry
from rules.isle_of_monsters.actions import Capture, Feed
from tests.toy_game import Bid, SecretBids
from tests.ui.toy_table import TOY_INFO

NAMES = ("Ana", "Ben", "Cleo")


def iom_session(kinds: str, seed: int) -> GameSession:
    info = registry.get("isle_of_monsters")
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "normal", i) for i, k in enumerate(kinds)]
    return GameSession.new(info, info.default_options(len(kinds)), seats, seed=seed, autosave_enabled=False)


def quiet_move(state, seat):
    """A move that shows nothing new: a feed (the first listed)."""
    return next((a for a in state.legal_actions(seat) if isinstance(a, Feed)), None)


def quiet_round_ahead(state) -> bool:
    """Whether seat 0 is to act and every seat in turn can then feed."""
    if state.phase != "nurture" or state.turn != 0:
        return False
    probe = state.clone()
    for seat in range(probe.num_players):
        if probe.turn != seat or quiet_move(probe, seat) is None:
            return False
        probe.apply(seat, quiet_move(probe, seat))
    return True


def play_until_everyone_can_feed(session: GameSession, limit: int = 300) -> None:
    """Captures first, then feeds, until seat 0 is to act and every seat in
    turn can feed after it."""
    st = session.state
    for _ in range(limit):
        if quiet_round_ahead(st):
            return
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        move = next((a for a in legal if isinstance(a, Capture)), None) or quiet_move(st, s) or legal[-1]
        session.apply(s, move)
        st = session.state
    raise AssertionError("no position where everyone can feed")


def test_undo_takes_back_your_move_together_with_the_quiet_computer_moves_after_it():
    s = iom_session("haa", seed=21)
    play_until_everyone_can_feed(s)
    before, n = s.state.to_json(), len(s.actions)
    s.apply(0, quiet_move(s.state, 0))
    s.apply(1, quiet_move(s.state, 1))          # the computers answer at once
    s.apply(2, quiet_move(s.state, 2))
    tb = s.take_back()
    assert tb.seat == 0 and tb.stands is None
    assert [m.seat for m in tb.moves] == [0, 1, 2] and [m.seat for m in tb.computer_moves] == [1, 2]
    assert s.can_undo(0)
    s.undo()
    assert s.state.to_json() == before and len(s.actions) == n and len(s.history) == n
    assert s.state.turn == 0


def test_a_computer_move_that_revealed_something_makes_the_take_back_stand():
    s = iom_session("haa", seed=21)
    play_until_everyone_can_feed(s)
    s.apply(0, quiet_move(s.state, 0))
    revealing = None
    for a in s.state.legal_actions(1):
        probe = s.state.clone()
        if any(ev.reveals for ev in probe.apply(1, a)):
            revealing = a
            break
    if revealing is None:
        pytest.skip("no revealing move for the computer in this position")
    s.apply(1, revealing)
    tb = s.take_back()
    assert tb.seat == 0 and tb.stands == "Ben's move after it revealed something new, so it stands"
    assert not s.can_undo(0)
    with pytest.raises(IllegalAction, match="so it stands"):
        s.undo()


def test_another_persons_move_is_never_taken_back_as_yours():
    s = iom_session("hah", seed=22)
    play_until_everyone_can_feed(s)
    s.apply(0, quiet_move(s.state, 0))
    s.apply(1, quiet_move(s.state, 1))          # the computer, then Cleo must act
    assert s.take_back().seat == 0               # still Ana's (with the computer's move)...
    assert not s.can_undo(2) and s.why_no_undo(2) == "only your own last move can be taken back"
    s.apply(2, quiet_move(s.state, 2))           # ...until the next person acts
    assert s.take_back().seat == 2 and [m.seat for m in s.take_back().moves] == [2]
    assert not s.can_undo(0)


def test_computer_moves_alone_are_not_taken_back():
    s = iom_session("aaa", seed=23)
    s.apply(0, s.state.legal_actions(0)[0])
    assert s.take_back() is None and s.why_no_undo(0) == "nothing to undo yet"


class SealedBids(SecretBids):
    """The toy game with a house rule: a bid of 1 is sealed at once."""

    def why_it_stands(self, seat, action, events):
        if action == Bid(1):
            return "was sealed"
        return super().why_it_stands(seat, action, events)

    def clone(self):
        st = super().clone()
        st.__class__ = SealedBids
        return st


def test_what_may_be_taken_back_comes_from_the_games_rules():
    seats = [SeatConfig("Ana"), SeatConfig("Ben", colour=1)]
    state = SealedBids.new_game({"cards": 5}, 4)
    s = GameSession(TOY_INFO, {"cards": 5}, 4, seats, state, autosave_enabled=False)
    s.apply(0, Bid(2))
    assert s.can_undo(0)
    s.undo()
    s.apply(0, Bid(1))
    assert s.take_back().stands == "that move was sealed, so it stands"
    s.apply(1, Bid(3))                            # the bids are shown (the default rule)
    assert s.take_back().stands == "that move revealed something new, so it stands"
