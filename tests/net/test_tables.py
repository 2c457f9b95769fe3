"""A network seat at the tables (issue 53): a joiner's table plays a whole
game of each game from the views its host sends, to Results; a host's table
plays its joiner's moves as it plays any other move, and keeps the save."""
from __future__ import annotations

import pytest

from rules.core.rng import Rng

from game.net.host import Host
from game.net.joiner import Joiner
from game.net.remote_session import RemoteSession
from game.net.transport import MemoryListener
from game.scenes.results import ResultsScene
from game.session import GameSession, SeatConfig
from rules.core.registry import get as get_game

from ..table_driver import running_app
from .helpers import GAMES, Clock


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def _host(game_id, kinds, seed=3, autosave=False):
    info = get_game(game_id)
    seats = [SeatConfig(f"P{i}", "remote" if k == "r" else "human", colour=i, network=k == "r")
             for i, k in enumerate(kinds)]
    session = GameSession.new(info, info.default_options(len(seats)), seats, seed=seed, autosave_enabled=autosave)
    listener = MemoryListener()
    clock = Clock()
    return session, Host(session, listener, code="ABCD2345", clock=clock), listener, clock


def _offer_random(joiner, rng, done):
    v = joiner.view
    if v is not None and not v.is_over() and joiner.seat in v.to_act() and done.get(joiner.seat) != joiner.move_no:
        done[joiner.seat] = joiner.move_no
        joiner.offer(rng.choice(v.legal_actions(joiner.seat)))


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=[] if g == "isle_of_night" else pytest.mark.slow)
                                     for g in GAMES])
def test_a_joiners_table_plays_a_whole_game_from_what_its_host_sends(app, game_id):
    session, host, listener, clock = _host(game_id, "rr")
    mine = Joiner(listener.connect(), "Ana", "ABCD2345")
    other = Joiner(listener.connect(), "Ben", "ABCD2345")
    for __ in range(3):
        host.pump()
        mine.poll()
        other.poll()
    host.start()
    for __ in range(3):
        host.pump()
        mine.poll()
    assert mine.view is not None
    remote = RemoteSession(mine)
    table = remote.info.load_table_scene()(app, remote)
    app.stack.push(table)
    rng, done = Rng(6), {}
    for __ in range(20000):
        clock.now += 0.05
        host.pump()
        _offer_random(other, rng, done)
        other.poll()
        seat = table.input_seat()
        if seat is not None and done.get(seat) != mine.move_no:
            done[seat] = mine.move_no
            assert table.play(rng.choice(table.view.legal_actions(seat)))
        app.step()
        if isinstance(app.stack.top, ResultsScene):
            break
    else:
        pytest.fail("the joiner's table never reached Results")
    assert session.is_over() and remote.is_over()
    assert remote.state.viewer == mine.seat
    assert len(remote.history) == len(session.history)
    # its table only ever held its own seat's view
    assert remote.state.to_json() == session.state.view(mine.seat).to_json()


def test_a_hosts_table_plays_its_joiners_moves_and_keeps_the_save(app):
    session, host, listener, clock = _host("isle_of_night", "hr", autosave=True)
    joiner = Joiner(listener.connect(), "Ben", "ABCD2345")
    host.pump()
    joiner.poll()
    host.start()
    table = session.info.load_table_scene()(app, session)
    table.attach_host(host)
    app.stack.push(table)
    rng, done = Rng(2), {}
    for __ in range(20000):
        clock.now += 0.05
        _offer_random(joiner, rng, done)
        joiner.poll()
        seat = table.input_seat()
        if seat is not None:
            table.play(rng.choice(table.view.legal_actions(seat)))
        app.step()
        if isinstance(app.stack.top, ResultsScene):
            break
    else:
        pytest.fail("the host's table never reached Results")
    assert any(m.seat == 1 for m in session.history) and session.is_over()
    assert table.log.lines(0)                      # the joiner's moves are in the host's log
    session.flush()
    assert session.autosave_path.exists()
    joiner.poll()
    assert joiner.closed_words == "the host closed the game"     # leaving the table stops the hosting
    assert host.listener.closed
