#!/usr/bin/env python3
"""Network play's figures (issue 53), on the loopback:

- a move's round trip, joiner -> host -> joiner, over real websockets on
  127.0.0.1 (median and 99th percentile): the intent sent, the host's pump,
  the move back; the host pumps every millisecond here, so the figure is the
  wire's and the code's, without the up to one frame (16 ms) a host's table
  adds by pumping once a frame;
- the host's pump per frame with four joiners playing (99th percentile, by
  the clock and by the processor time of its own thread: on a loaded
  machine the first counts the waits for a core);
- bytes sent per move, to every seat together, per game (in memory: the
  same messages the websockets carry, without the frames' few bytes).

    python3 tools/net_figures.py
"""
from __future__ import annotations

import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.core.rng import Rng  # noqa: E402

from game.net.host import Host  # noqa: E402
from game.net.joiner import Joiner  # noqa: E402
from game.net.transport import WebSocketListener, connect  # noqa: E402
from tests.net.helpers import GAMES, hosted, network_session, play_through  # noqa: E402


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p * (len(values) - 1)))]


def round_trip(moves: int = 300) -> tuple[float, float]:
    session = network_session("isle_of_night", 2, seed=3)
    host = Host(session, WebSocketListener("127.0.0.1", 0), code="ABCD2345")
    stop = threading.Event()
    lock = threading.Lock()

    def pump():
        while not stop.is_set():
            with lock:
                host.pump()
            time.sleep(0.001)
    joiners = [Joiner(connect("127.0.0.1", host.listener.port), f"J{i}", "ABCD2345") for i in range(2)]
    t = threading.Thread(target=pump, daemon=True)
    t.start()
    end = time.monotonic() + 10
    while time.monotonic() < end and not all(j.seat is not None for j in joiners):
        for j in joiners:
            j.poll()
        time.sleep(0.005)
    with lock:
        host.start()
    rng = Rng(1)
    trips = []
    while len(trips) < moves:
        for j in joiners:
            j.poll()
        if session.is_over() or any(j.view is None for j in joiners):
            if session.is_over():            # the next game: a fresh host position
                stop.set()
                t.join()
                host.close()
                return round_trip_more(trips, moves)
            time.sleep(0.005)
            continue
        mover = next(j for j in joiners if j.seat in j.view.to_act())
        before = mover.move_no
        t0 = time.perf_counter()
        mover.offer(rng.choice(mover.view.legal_actions(mover.seat)))
        while mover.move_no == before:
            mover.poll()
            time.sleep(0.0002)
        trips.append(time.perf_counter() - t0)
        for j in joiners:                      # both caught up before the next move
            while j.move_no != mover.move_no:
                j.poll()
                time.sleep(0.0002)
        time.sleep(0.02)                       # inside the host's rate limit
    stop.set()
    t.join()
    host.close()
    return statistics.median(trips), pct(trips, 0.99)


def round_trip_more(trips, moves):
    if len(trips) >= 50 or moves <= 0:
        return statistics.median(trips), pct(trips, 0.99)
    med, p99 = round_trip(moves - len(trips))
    return med, p99


def host_frames_with_four_joiners() -> tuple[float, float, int]:
    session, host, joiners = hosted("isle_of_monsters", 5, seed=4, here=1)
    rng = Rng(3)
    pumps, cpu = [], []
    done = {}
    for __ in range(5000):
        if session.is_over():
            break
        st = session.state
        acting = st.to_act()
        if 0 in acting:
            session.apply(0, rng.choice(st.legal_actions(0)))    # the person at the host's screen
        for s, j in joiners.items():
            v = j.view
            if v is not None and s in v.to_act() and done.get(s) != j.move_no:
                done[s] = j.move_no
                j.offer(rng.choice(v.legal_actions(s)))
        host.clock.now += 1 / 60
        t0, c0 = time.perf_counter(), time.thread_time()
        host.pump()
        pumps.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        for j in joiners.values():
            j.poll()
    return statistics.median(pumps), pct(pumps, 0.99), pct(cpu, 0.99), len(pumps)


def bytes_per_move() -> dict[str, tuple[float, int]]:
    out = {}
    for game_id in GAMES:
        session, host, joiners = hosted(game_id, 3, seed=7)
        sent0 = sum(p.conn.sent_bytes for p in host.peers)
        moves = play_through(host, joiners, Rng(2))
        total = sum(p.conn.sent_bytes for p in host.peers) - sent0
        out[game_id] = (total / moves / 3, moves)
    return out


def main() -> None:
    med, p99 = round_trip()
    print(f"round trip of a move on 127.0.0.1 (websockets): median {med * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms")
    med, p99, cpu99, n = host_frames_with_four_joiners()
    print(f"host pump per frame, 4 joiners + 1 at the screen, Isle of Monsters ({n} frames): "
          f"median {med * 1000:.3f} ms, p99 {p99 * 1000:.3f} ms (its own processor time: p99 {cpu99 * 1000:.3f} ms)")
    for game_id, (per_seat, moves) in bytes_per_move().items():
        print(f"{game_id}: {per_seat:.0f} bytes per move to each seat ({moves} moves, 3 seats)")


if __name__ == "__main__":
    main()
