"""Nothing secret crosses the wire (issue 53): every byte the host sends to a
seat over a whole game of each of the four games is recorded; the same game
is then played again with every hidden value of the other seats, the deck's
order, the rng and the seed scrambled before each message is made; the
bytes sent to that seat are identical.

What a seat may not know is listed here per game, from the rulebooks (the
deck's order and unseen cards, other seats' secret choices while they are
secret, face-down tiles and treasure values, other seats' face-down tiles),
not read from the games' own `view`, so a view that forgot to hide one of
them would fail. Scrambled values are marked (a "~" on a name, 100 on a
value) so they cannot match a real one by chance."""
from __future__ import annotations

import dataclasses

import pytest

from rules.core.rng import Rng
from rules.survive_the_island import content as stl

from game.net.host import Host
from game.net.joiner import Joiner
from game.net.transport import MemoryListener

from .helpers import GAMES, Clock, network_session, play_through, settle

WATCHED = 1          # the seat whose bytes are compared


def _mark(value):
    if isinstance(value, str):
        return value + "~"
    if isinstance(value, tuple):
        return tuple(_mark(v) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value + 100
    return value


def _isle_of_monsters(st, seat, rng):
    rng.shuffle(st.deck)
    st.deck = [_mark(c) for c in st.deck]
    st.piles = [[c if c in st.seen else _mark(c) for c in pile] for pile in st.piles]
    st.removed = [c if c in st.seen else _mark(c) for c in st.removed]
    if st.phase == "scare":          # the scare plays, until they are shown
        st.choice = [c if s == seat or c is None else _mark(c) for s, c in enumerate(st.choice)]
    if st.phase == "duel":           # the duel's element picks, until they are shown
        st.duel_pick = [p if s == seat or p is None else _mark(p) for s, p in enumerate(st.duel_pick)]


def _king_of_monster_island(st, seat, rng):
    rng.shuffle(st.deck)             # which cards are left is open; their order is not


def _survive_the_island(st, seat, rng):
    known = st.values_known_to(seat)
    st.value = [x if known[p] or not x else _mark(x) for p, x in enumerate(st.value)]
    st.unplaced = [vals if st.owner_of_colour[c] == seat else [_mark(x) for x in vals]
                   for c, vals in enumerate(st.unplaced)]
    st.back = [_mark(b) if b else b for b in st.back]          # the island's face-down tiles
    st.hands = [hand if s == seat else [h if h[1] == stl.PIRANHA else (_mark(h[0]),) + tuple(h[1:]) for h in hand]
                for s, hand in enumerate(st.hands)]


def _isle_of_night(st, seat, rng):
    rng.shuffle(st.deck)
    st.deck = [c + 1000 for c in st.deck]


SCRAMBLE_STATE = {"isle_of_monsters": _isle_of_monsters, "king_of_monster_island": _king_of_monster_island,
                  "survive_the_island": _survive_the_island, "isle_of_night": _isle_of_night}


def _other_ability(ev, rng):
    if ev.back not in stl.ABILITIES:
        return ev.back               # a sunk island tile is shown to all
    return rng.choice(sorted(stl.ABILITIES - {ev.back}))


#: the secret fields of events, by event name: what the event's seat saw and
#: nobody else may (how a value is scrambled, when it is not simply marked)
SECRET_EVENT_FIELDS = {
    "ScareChosen": {"cards": None},
    "DuelChosen": {"element": None},
    "AdventurerPlaced": {"value": None},
    "TileSunk": {"back": _other_ability},
}


def scramble_event(ev, seat, rng):
    secret = SECRET_EVENT_FIELDS.get(type(ev).__name__)
    if not secret or getattr(ev, "seat", None) == seat:
        return ev
    changes = {}
    for name, how in secret.items():
        value = getattr(ev, name)
        if value is not None:
            changes[name] = how(ev, rng) if how else _mark(value)
    return dataclasses.replace(ev, **changes)


class Scrambled:
    """While in it, the session's true state, its moves' events and its seed
    are other ones that the watched seat cannot tell from the real ones."""

    def __init__(self, session, seat, rng):
        self.session, self.seat, self.rng = session, seat, rng

    def __enter__(self):
        s = self.session
        self.saved = (s.state, s.seed, [(m, m.events) for m in s.history])
        st = s.state.clone()
        SCRAMBLE_STATE[s.info.id](st, self.seat, self.rng)
        st.rng = Rng(self.rng.next64())
        s.state = st
        s.seed = self.rng.next64()
        for m in s.history:
            m.events = [scramble_event(e, self.seat, self.rng) for e in m.events]
        return self

    def __exit__(self, *exc):
        s = self.session
        s.state, s.seed, moves = self.saved
        for m, events in moves:
            m.events = events


def _joined(session, opening=None, rng=None):
    listener = MemoryListener()
    host = Host(session, listener, code="ABCD2345", clock=Clock())
    if opening is not None:
        host._opening = opening
    joiners = {}
    for s in host.network_seats():
        joiners[s] = Joiner(listener.connect(), f"J{s}", "ABCD2345")
        host.pump()
    watched = next(p for p in host.peers if p.seat == WATCHED)
    watched.conn.sent = []
    return host, joiners, watched


@pytest.mark.parametrize("game_id", GAMES)
def test_the_bytes_sent_to_a_seat_do_not_change_when_every_secret_of_the_others_does(game_id):
    players = 3
    # the game, played by intents through the protocol
    session = network_session(game_id, players, seed=21)
    host, joiners, watched = _joined(session)
    host.start()
    settle(host, joiners)
    play_through(host, joiners, Rng(7))
    assert session.is_over()
    first = list(watched.conn.sent)
    actions = list(session.actions)

    # the same game again, every secret of the others scrambled before each message is made
    again = network_session(game_id, players, seed=21)
    rng = Rng(99)
    opening = [scramble_event(e, WATCHED, rng)
               for e in type(again.state).opening_events(again.options, again.seed)]
    host2, joiners2, watched2 = _joined(again, opening)
    with Scrambled(again, WATCHED, rng):
        host2.start()
        host2.sync()
    scrambles = 0
    for seat, action in actions:
        again.apply(seat, action)
        with Scrambled(again, WATCHED, rng) as sc:
            scrambles += sc.saved[0].to_json() != again.state.to_json()
            host2.sync()
        for j in joiners2.values():
            j.poll()                              # (a joiner that reads nothing is cut off)
    assert again.is_over()
    assert scrambles > len(actions) // 2          # the secrets really were others most of the time
    second = watched2.conn.sent
    assert len(second) == len(first)
    for n, (a, b) in enumerate(zip(first, second)):
        assert a == b, f"message {n} to seat {WATCHED} differs once the others' secrets are scrambled"
    assert sum(len(t) for t in first) > 10_000     # a whole game's worth
