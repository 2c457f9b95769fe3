"""The lobby and Join a game in the app: a network seat in New game opens the
lobby, which listens (on the loopback here), shows the code and who joined;
Start opens the table hosting the game; Join a game joins it by address and
code and opens the joiner's own table."""
from __future__ import annotations

import time

import pytest

from game.net import protocol
from game.net.joiner import Joiner
from game.net.transport import connect
from game.scenes.join import JoinScene
from game.scenes.lobby import LobbyScene
from game.session import GameSession, SeatConfig
from rules.core.registry import get as get_game

from ..table_driver import running_app


@pytest.fixture
def app(profile_dir, monkeypatch):
    monkeypatch.setattr(LobbyScene, "listen_address", "127.0.0.1")
    monkeypatch.setattr(LobbyScene, "announce", False)
    yield from running_app()


def _network_game(kinds="hr"):
    info = get_game("isle_of_night")
    seats = [SeatConfig(f"P{i}", "remote" if k == "r" else "human", colour=i, network=k == "r")
             for i, k in enumerate(kinds)]
    return GameSession.new(info, info.default_options(len(seats)), seats, seed=4)


def _steps_until(app, done, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step()
        if done():
            return True
        time.sleep(0.01)
    return False


def test_new_game_with_a_network_seat_opens_the_lobby_and_start_waits_for_its_person(app):
    app.open("new-game", "isle_of_night")
    scene = app.stack.top
    scene.set_seat(1, "kind", "remote")
    scene.start()
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.host is not None
    assert lobby.host.listener.port > 0 and len(lobby.host.code) == protocol.JOIN_CODE_LEN
    assert not lobby.start_button.enabled                      # nobody has joined yet
    ana = Joiner(connect("127.0.0.1", lobby.host.listener.port), "Ana", lobby.host.code)
    assert _steps_until(app, lambda: lobby.host is not None and lobby.host.connected(1) and ana.poll() is not None
                        and ana.seat == 1)
    assert lobby.session.seats[1].name == "Ana" and lobby.seat_words(1) == "joined over the network"
    app.step()
    assert lobby.start_button.enabled
    host = lobby.host
    lobby.start()
    table = app.stack.top
    assert table.net_host is host and host.started
    assert _steps_until(app, lambda: ana.poll() is not None and ana.view is not None)
    ana.leave()


def test_an_empty_network_seat_handed_to_a_computer_lets_the_game_start(app):
    lobby = app.open("lobby", _network_game("hr"))
    assert not lobby.start_button.enabled
    lobby.toggle_computer(1)
    app.step()
    assert lobby.session.seats[1].is_ai and lobby.start_button.enabled
    lobby.toggle_computer(1)
    assert lobby.session.seats[1].is_remote
    lobby.go_back()
    assert lobby.host is None                                  # nothing listens once the lobby is left


def test_join_a_game_by_address_and_code_opens_the_joiners_own_table(app):
    lobby_app_session = _network_game("hr")
    lobby = app.open("lobby", lobby_app_session)
    host = lobby.host
    join = app.open("join")
    assert isinstance(join, JoinScene)
    join.address_input.set_text("127.0.0.1")
    join.port_input.set_text(str(host.listener.port))
    join.code_input.set_text(host.code.lower())
    join.name_input.set_text("Ben")
    assert join.join_button.enabled
    join.join()

    def joined():
        host.pump()
        return host.connected(1)
    assert _steps_until(app, joined)
    host.start()

    def table_open():
        host.pump()
        return getattr(app.stack.top, "session", None) is not None and app.stack.top.session.remote
    assert _steps_until(app, table_open)
    table = app.stack.top
    assert table.session.joiner.seat == 1 and table.view.viewer == 1
    from game.net import rejoin
    assert rejoin.token_for("127.0.0.1", host.listener.port) == lobby_app_session.seats[1].token
    host.close()
