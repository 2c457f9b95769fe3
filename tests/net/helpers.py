"""A hosted game over the in-memory transport: a host, its joiners, and a
loop that plays random legal moves for every seat through the protocol."""
from __future__ import annotations

from rules.core.registry import get as get_game
from rules.core.rng import Rng

from game.net.host import Host
from game.net.joiner import Joiner
from game.net.transport import MemoryListener
from game.session import GameSession, SeatConfig

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def network_session(game_id: str, players: int = 3, seed: int = 5, here: int = 0) -> GameSession:
    """Seats 0..here-1 at the host's screen, the rest over the network."""
    info = get_game(game_id)
    seats = [SeatConfig(f"Here{i}", "human", colour=i) if i < here else
             SeatConfig(f"Net{i}", "remote", colour=i, network=True) for i in range(players)]
    return GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)


def hosted(game_id: str, players: int = 3, seed: int = 5, clock=None, record: bool = False, here: int = 0):
    session = network_session(game_id, players, seed, here)
    listener = MemoryListener()
    host = Host(session, listener, code="ABCD2345", clock=clock or Clock())
    joiners = {}
    for s in host.network_seats():
        conn = listener.connect()
        joiners[s] = Joiner(conn, f"J{s}", "abcd-2345")
        host.pump()
        if record:
            host.peers[-1].conn.sent = []
    host.start()
    settle(host, joiners)
    return session, host, joiners


def settle(host, joiners, rounds: int = 3) -> None:
    for __ in range(rounds):
        if isinstance(host.clock, Clock):
            host.clock.now += 0.1         # a person's pace: well inside the rate limits
        host.pump()
        for j in joiners.values():
            j.poll()


def play_through(host, joiners, rng: Rng, max_moves: int = 3000) -> int:
    """Plays random legal moves, each chosen from its seat's own view and sent
    as an intent, to the end of the game; returns the moves made."""
    session = host.session
    moves = 0
    for __ in range(max_moves):
        st = session.state
        if st.is_over():
            return moves
        seat = st.to_act()[0]
        j = joiners[seat]
        assert j.view is not None and j.move_no == host.move_no
        acts = j.view.legal_actions(seat)
        j.offer(rng.choice(acts))
        before = len(session.history)
        settle(host, joiners, 1)
        assert len(session.history) > before, "an offered legal move was not applied"
        moves += 1
    raise AssertionError("no end")
