"""The host is the only authority (game/net/host.py), over the in-memory transport:
joiners play whole games by intents, see only their own view, and nothing
they send changes the game but their own legal moves."""
from __future__ import annotations

import pytest

from rules.core.rng import Rng

from game.net import protocol
from game.net.host import CHAT_BURST, MESSAGE_BURST, Host
from game.net.joiner import Joiner
from game.net.protocol import TO_HOST, encode
from game.net.transport import MemoryListener

from .helpers import GAMES, Clock, hosted, network_session, play_through, settle


def kinds(updates):
    return [u.kind for u in updates]


@pytest.mark.parametrize("game_id", GAMES)
def test_joiners_play_a_whole_game_by_intents_each_holding_only_its_own_view(game_id):
    session, host, joiners = hosted(game_id, 3, seed=11)
    moves = play_through(host, joiners, Rng(4))
    assert session.is_over() and moves == len(session.history)
    for seat, j in joiners.items():
        assert j.view.viewer == seat
        assert j.view.to_json() == session.state.view(seat).to_json()
        assert j.view.is_over()
        assert len(j.log) == len(session.history)
        assert [r.seat for r in j.log] == [m.seat for m in session.history]
        # a seat learns its own moves' actions, never another seat's (a secret choice is an action)
        assert [r.action for r in j.log] == [m.action if m.seat == seat else None for m in session.history]
        # the log holds each move's events as this seat may read them
        codec = session.state.codec
        for rec, move in zip(j.log, session.history):
            assert [codec.encode(e) for e in rec.events] == [
                codec.encode(e) for e in (ev.redact(seat) for ev in move.events) if e is not None]


def test_a_joiner_is_told_its_seat_token_and_game_and_the_lobby_shows_its_name():
    session = network_session("isle_of_night", 3, here=1)
    listener = MemoryListener()
    host = Host(session, listener, code="ABCD2345", clock=Clock())
    j = Joiner(listener.connect(), "Ana", "abcd 2345")
    settle(host, {1: j})
    assert j.seat == 1 and j.token == session.seats[1].token and j.info.id == "isle_of_night"
    assert session.seats[1].name == "Ana" and host.connected(1) and not host.filled()
    assert [s["name"] for s in j.seats] == ["Here0", "Ana", "Net2"]
    assert [s["connected"] for s in j.seats] == [True, True, False]
    assert j.view is None and not j.started          # the lobby: no position before the start
    host.hand_to_computer(2)
    assert host.filled()
    host.start()
    settle(host, {1: j})
    assert j.view is not None and j.view.viewer == 1
    assert [s["kind"] for s in j.seats] == ["here", "network", "computer"]


@pytest.mark.parametrize("field, value, reason", [
    ("protocol", protocol.PROTOCOL_VERSION + 1, "protocol"),
    ("app", "0.0.1", "version"),
    ("rules", "0" * 32, "rules"),
    ("code", "ZZZZ9999", "code"),
    ("token", "not-a-token", "token"),
])
def test_a_hello_that_does_not_match_the_host_is_turned_away_with_the_reason(field, value, reason):
    session = network_session("isle_of_night", 2)
    listener = MemoryListener()
    host = Host(session, listener, code="ABCD2345", clock=Clock())
    conn = listener.connect()
    hello = dict(t="hello", protocol=protocol.PROTOCOL_VERSION, app=protocol.VERSION, rules=protocol.rules_hash(),
                 code="ABCD2345", name="Eve", token=None)
    hello[field] = value
    conn.send(encode("hello", TO_HOST, **{k: v for k, v in hello.items() if k != "t"}))
    host.pump()
    got = conn.receive()
    assert len(got) == 1 and protocol.decode(got[0], protocol.TO_JOINER) == {"t": "reject", "reason": reason}
    assert conn.closed and not host.connected(0) and not host.connected(1)


def test_join_code_tries_are_rate_limited_for_the_whole_host_right_or_wrong():
    clock = Clock()
    session = network_session("isle_of_night", 2)
    listener = MemoryListener()
    host = Host(session, listener, code="ABCD2345", clock=clock)
    for __ in range(6):
        Joiner(listener.connect(), "Eve", "WRONG999")
    host.pump()
    late = Joiner(listener.connect(), "Ana", "ABCD2345")      # the right code, but after six tries at once
    host.pump()
    late.poll()
    assert late.seat is None and "busy" in late.conn.reason
    clock.now += 60.0                                        # a minute later the host listens again
    ana = Joiner(listener.connect(), "Ana", "ABCD2345")
    host.pump()
    ana.poll()
    assert ana.seat == 0


def test_a_stale_or_repeated_intent_is_dropped_and_a_fresh_one_applied():
    session, host, joiners = hosted("king_of_monster_island", 2, seed=3)
    seat = session.state.to_act()[0]
    j = joiners[seat]
    action = j.view.legal_actions(seat)[0]
    j.offer(action)
    j.offer(action)                          # sent twice at the same position: one move only
    settle(host, joiners, 1)
    assert len(session.history) == 1
    # an intent with a number from before the newest move is stale
    while session.state.to_act()[0] != seat:
        other = session.state.to_act()[0]
        joiners[other].offer(joiners[other].view.legal_actions(other)[0])
        settle(host, joiners, 1)
    n = len(session.history)
    j.conn.send(encode("intent", TO_HOST, move=0, action=j.view.encode_action(j.view.legal_actions(seat)[0])))
    settle(host, joiners, 1)
    assert len(session.history) == n
    # one from a number never sent is dropped too
    j.conn.send(encode("intent", TO_HOST, move=host.move_no + 5,
                       action=j.view.encode_action(j.view.legal_actions(seat)[0])))
    settle(host, joiners, 1)
    assert len(session.history) == n


def test_an_illegal_intent_is_refused_with_the_refusals_words_from_the_seats_own_view():
    session, host, joiners = hosted("isle_of_night", 2, seed=3)
    seat = session.state.to_act()[0]
    other = 1 - seat
    j = joiners[other]
    action = session.state.legal_actions(seat)[0]
    j.offer(action)
    host.pump()
    got = [u.text for u in j.poll() if u.kind == "refused"]
    assert got == [session.state.view(other).why_illegal(other, action)]
    assert len(session.history) == 0


def test_only_the_mover_may_undo_and_only_before_anyone_else_acted():
    session, host, joiners = hosted("isle_of_night", 2, seed=8)
    rng = Rng(2)
    for __ in range(200):                    # a move that may be taken back, by a joiner
        seat = session.state.to_act()[0]
        joiners[seat].offer(rng.choice(joiners[seat].view.legal_actions(seat)))
        settle(host, joiners, 1)
        if session.can_undo(seat):
            break
    else:
        pytest.skip("no move that may be taken back in 200 random moves")
    mover, other = seat, 1 - seat
    n = len(session.history)
    joiners[other].undo()                    # not its move
    host.pump()
    assert len(session.history) == n
    assert "refused" in kinds(joiners[other].poll())
    joiners[mover].undo()
    settle(host, joiners, 2)
    assert len(session.history) == n - 1
    assert joiners[mover].view.to_json() == session.state.view(mover).to_json()
    assert len(joiners[other].log) == n - 1  # everyone gets the position again


def test_a_move_that_revealed_something_cannot_be_undone_by_a_joiner():
    session, host, joiners = hosted("king_of_monster_island", 2, seed=3)
    rng = Rng(5)
    for __ in range(300):
        seat = session.state.to_act()[0]
        joiners[seat].offer(rng.choice(joiners[seat].view.legal_actions(seat)))
        settle(host, joiners, 1)
        last = session.history[-1]
        if any(ev.reveals for ev in last.events) and last.seat == seat:
            break
    n = len(session.history)
    joiners[seat].undo()
    host.pump()
    assert len(session.history) == n
    refused = [u.text for u in joiners[seat].poll() if u.kind == "refused"]
    assert refused and "stands" in refused[0]


def test_chat_is_plain_text_of_up_to_200_characters_and_rate_limited():
    clock = Clock()
    session, host, joiners = hosted("isle_of_night", 2, seed=3, clock=clock)
    j = joiners[0]
    j.conn.send(encode("chat", TO_HOST, text="hello\x07 \u202e there\n\n friends"))
    for __ in range(10):
        j.conn.send(encode("chat", TO_HOST, text="spam"))
    host.pump()
    lines = [(c.name, c.text) for c in host.chat]
    assert lines[0] == ("J0", "hello there friends")
    assert len(lines) == CHAT_BURST                      # the rest came too fast
    for other in joiners.values():
        got = [u.text for u in other.poll() if u.kind == "chat"]
        assert got[0] == "hello there friends"
    with pytest.raises(protocol.ProtocolError):
        encode("chat", TO_HOST, text="x" * 201)
    clock.now += 5
    assert host.say("from the host") and host.chat[-1].seat == -1


def test_a_connection_that_floods_the_host_is_cut_off_and_changes_nothing():
    clock = Clock()
    session, host, joiners = hosted("isle_of_night", 2, seed=3, clock=clock)
    j = joiners[0]
    for __ in range(int(MESSAGE_BURST) + 10):
        j.conn.send(encode("undo", TO_HOST, move=0))
    for __ in range(5):
        host.pump()
    assert j.conn.closed and j.conn.reason == "rate" and not host.connected(0)
    assert len(session.history) == 0


def test_a_seat_handed_to_a_computer_ignores_its_joiner_until_given_back():
    session, host, joiners = hosted("isle_of_night", 2, seed=3)
    seat = session.state.to_act()[0]
    host.hand_to_computer(seat)
    assert session.seats[seat].is_ai and session.seats[seat].network
    j = joiners[seat]
    j.offer(j.view.legal_actions(seat)[0])
    settle(host, joiners, 1)
    assert len(session.history) == 0
    assert [s["kind"] for s in j.seats][seat] == "computer"
    host.give_back(seat)
    settle(host, joiners, 1)
    j.offer(j.view.legal_actions(seat)[0])
    settle(host, joiners, 1)
    assert len(session.history) == 1


def test_a_joiner_cut_off_mid_game_rejoins_its_seat_by_token_and_gets_the_whole_position():
    session, host, joiners = hosted("survive_the_island", 3, seed=2)
    rng = Rng(9)
    for __ in range(40):
        seat = session.state.to_act()[0]
        joiners[seat].offer(rng.choice(joiners[seat].view.legal_actions(seat)))
        settle(host, joiners, 1)
    lost = joiners[1]
    token = lost.token
    lost.conn.close("killed")                # the app died: no goodbye
    settle(host, joiners, 1)
    assert not host.connected(1)
    assert [s["connected"] for s in joiners[2].seats] == [True, False, True]
    # a stranger with the right code cannot take the seat
    stranger = Joiner(host.listener.connect(), "Eve", host.code)
    host.pump()
    stranger.poll()
    assert stranger.seat is None and stranger.closed_words
    back = Joiner(host.listener.connect(), "J1", token=token)
    joiners[1] = back
    settle(host, joiners, 2)
    assert back.seat == 1 and host.connected(1)
    assert back.view.to_json() == session.state.view(1).to_json()
    assert len(back.log) == len(session.history)
    play_through(host, joiners, rng)
    assert session.is_over()


def test_two_secret_choices_sent_at_the_same_position_are_both_taken():
    session, host, joiners = hosted("isle_of_monsters", 3, seed=4)
    rng = Rng(3)
    for __ in range(400):
        st = session.state
        if st.secret_step() and len(st.to_act()) >= 2:
            break
        seat = st.to_act()[0]
        joiners[seat].offer(rng.choice(joiners[seat].view.legal_actions(seat)))
        settle(host, joiners, 1)
    else:
        pytest.fail("no secret step")
    first, second = session.state.to_act()[:2]
    n = len(session.history)
    joiners[first].offer(joiners[first].view.legal_actions(first)[0])
    joiners[second].offer(joiners[second].view.legal_actions(second)[0])   # the same number as first's
    settle(host, joiners, 1)
    assert [m.seat for m in session.history[n:]] == [first, second]


def test_when_the_host_quits_every_joiner_is_told():
    session, host, joiners = hosted("isle_of_night", 2, seed=3)
    host.close()
    for j in joiners.values():
        got = j.poll()
        assert got[-1].kind == "closed" and got[-1].text == "the host closed the game"
    assert host.listener.closed


def test_a_joiners_session_takes_back_its_own_last_move_through_the_host():
    from game.net.remote_session import RemoteSession
    session, host, joiners = hosted("isle_of_night", 2, seed=8)
    remotes = {s: RemoteSession(j) for s, j in joiners.items()}
    rng = Rng(2)
    for __ in range(200):
        seat = session.state.to_act()[0]
        remotes[seat].apply(seat, rng.choice(remotes[seat].state.legal_actions(seat)))
        host.pump()
        for r in remotes.values():
            r.pull()
        if session.can_undo(seat):
            break
    else:
        pytest.skip("no move that may be taken back in 200 random moves")
    mine = remotes[seat]
    tb = mine.take_back()
    assert tb.stands is None and tb.moves[0].action == session.history[-1].action
    assert remotes[1 - seat].take_back().stands          # not the other's to take back
    n = len(session.history)
    mine.undo()
    host.pump()
    for r in remotes.values():
        r.pull()
    assert len(session.history) == n - 1 == len(mine.history)
    assert mine.state.to_json() == session.state.view(seat).to_json()


def test_the_hosts_save_keeps_its_network_seats_names_and_tokens_for_a_reload(profile_dir):
    from game.storage import saves
    from game.session import GameSession as Session
    session = network_session("isle_of_night", 2, here=1)
    session.autosave_enabled = True
    session.seats_changed()
    listener = MemoryListener()
    host = Host(session, listener, code="ABCD2345", clock=Clock())
    j = Joiner(listener.connect(), "Ana", "ABCD2345")
    settle(host, {1: j})
    host.start()
    settle(host, {1: j})
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    session.flush()
    again = Session.from_save(saves.load_save(session.autosave_path))
    assert again.seats[1].name == "Ana" and again.seats[1].network and again.seats[1].token == j.token
    # the reloaded host takes its person back by the token the joiner kept
    host.close()
    host2 = Host(again, MemoryListener(), code="WXYZ2345", clock=Clock())
    back = Joiner(host2.listener.connect(), "Ana", token=j.token)
    settle(host2, {1: back})
    assert back.seat == 1 and host2.filled()


def test_a_name_from_the_network_keeps_its_letters_and_loses_control_and_format_characters():
    from game.net.host import clean_text
    assert clean_text("Zoë\x00\x1b[31m\u200b  Ana\tMaría\n", 40) == "Zoë[31m Ana María"
    assert clean_text("東京 العربية", 40) == "東京 العربية"
    assert clean_text("a" * 50, 12) == "a" * 12
