"""The host and joiners over real websockets on 127.0.0.1 (an ephemeral port):
a whole game, the size limit, and a joiner process killed mid-game whose
seat is rejoined by its token."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules.core.rng import Rng

from game.net.host import Host
from game.net.joiner import Joiner
from game.net.protocol import MAX_MESSAGE
from game.net.transport import WebSocketListener, connect

from .helpers import network_session

ROOT = Path(__file__).resolve().parents[2]


def pump_until(done, host, joiners, seconds=20.0, rng=None):
    """Pumps the host and the joiners (each joiner playing a random legal move
    when its seat must act, at most 25 a second: a fast person's pace, inside
    the host's rate limit) until done() or the time is up."""
    end = time.monotonic() + seconds
    offered = {}
    last = {}
    while time.monotonic() < end:
        host.pump()
        for j in joiners.values():
            j.poll()
            v = j.view
            if (rng is not None and v is not None and not v.is_over() and j.seat in v.to_act()
                    and offered.get(j.seat) != j.move_no and time.monotonic() - last.get(j.seat, 0) > 0.04):
                offered[j.seat] = j.move_no
                last[j.seat] = time.monotonic()
                j.offer(rng.choice(v.legal_actions(j.seat)))
        if done():
            return True
        time.sleep(0.002)
    return False


@pytest.fixture
def ws_host():
    made = []

    def make(game_id, players, here=0, seed=4):
        session = network_session(game_id, players, seed=seed, here=here)
        host = Host(session, WebSocketListener("127.0.0.1", 0), code="ABCD2345")
        made.append(host)
        return session, host
    yield make
    for host in made:
        host.close()


def test_a_whole_game_over_websockets_on_the_loopback(ws_host):
    session, host = ws_host("isle_of_night", 3)
    assert host.listener.port > 0
    joiners = {s: Joiner(connect("127.0.0.1", host.listener.port), f"J{s}", "abcd2345") for s in range(3)}
    assert pump_until(lambda: all(j.seat is not None for j in joiners.values()), host, joiners)
    joiners = {j.seat: j for j in joiners.values()}
    host.start()
    assert pump_until(session.is_over, host, joiners, 60, Rng(3))
    assert pump_until(lambda: all(j.view.is_over() for j in joiners.values()), host, joiners)
    for s, j in joiners.items():
        assert j.view.to_json() == session.state.view(s).to_json()


def test_a_frame_over_the_size_limit_ends_that_connection_only(ws_host):
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect as raw_connect

    session, host = ws_host("isle_of_night", 2, here=1)
    ana = Joiner(connect("127.0.0.1", host.listener.port), "Ana", "ABCD2345")
    assert pump_until(lambda: ana.seat is not None, host, {1: ana})
    with raw_connect(f"ws://127.0.0.1:{host.listener.port}/", max_size=None, compression=None,
                     proxy=None) as raw:
        raw.send("x" * (MAX_MESSAGE + 10))
        with pytest.raises(ConnectionClosed) as closed:
            for __ in range(50):
                try:
                    raw.recv(timeout=0.2)
                except TimeoutError:
                    pass
        assert closed.value.rcvd.code == 1009       # message too big
    assert pump_until(lambda: len(host.peers) == 1, host, {1: ana}, 5)
    assert host.connected(1) and not ana.conn.closed


def test_a_joiner_killed_mid_game_rejoins_its_seat_with_its_token(ws_host):
    session, host = ws_host("isle_of_night", 2, seed=6)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "tests.net.joiner_process", str(host.listener.port), "ABCD2345"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        me = Joiner(connect("127.0.0.1", host.listener.port), "Me", "ABCD2345")
        assert pump_until(lambda: me.seat is not None and host.filled(), host, {0: me}, 30)
        host.start()
        rng = Rng(5)
        assert pump_until(lambda: len(session.history) >= 6, host, {me.seat: me}, 30, rng)
        proc_seat = 1 - me.seat
        token = session.seats[proc_seat].token
        proc.kill()                              # no goodbye: the socket just dies
        proc.wait(10)
        assert proc.stdout.readline().strip() == token      # the token the process was given
        assert pump_until(lambda: not host.connected(proc_seat), host, {me.seat: me}, 30)
        moves = len(session.history)
        back = Joiner(connect("127.0.0.1", host.listener.port), "Proc", token=token)
        joiners = {me.seat: me, proc_seat: back}
        assert pump_until(lambda: back.view is not None, host, joiners, 10)
        assert back.seat == proc_seat and len(back.log) >= moves
        assert back.view.to_json() == session.state.view(proc_seat).to_json() or len(session.history) > moves
        assert pump_until(session.is_over, host, joiners, 90, rng)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
