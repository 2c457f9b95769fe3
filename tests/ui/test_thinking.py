"""Computer players think in a helper process (game/table/thinking.py): it
decides exactly what the window would have decided, a frame only looks at its
mailbox, a decision nobody wants any more is dropped, and when the helper cannot
start or dies the window decides instead."""
from __future__ import annotations

import time

import pytest

from game.session import GameSession, SeatConfig
from game.table import thinking
from rules.core import registry
from rules.core.rng import Rng
from tests.toy_game import Bid, SecretBids
from tests.ui.conftest import run_until
from tests.ui.thinking_agents import TOY_THINKERS
from tests.ui.toy_table import TOY_INFO, ToyTable


@pytest.fixture
def helper():
    h = thinking.ThinkingHelper()
    yield h
    h.stop()


@pytest.fixture
def helper_on(monkeypatch):
    monkeypatch.delenv(thinking.IN_PROCESS_SWITCH, raising=False)


def wait(t, limit: float = 60.0) -> None:
    end = time.monotonic() + limit
    while not t.step(0.003):
        assert time.monotonic() < end, "no answer"
        time.sleep(0.002)


def toy_state(seed: int = 3) -> SecretBids:
    return SecretBids.new_game({"cards": 5}, seed)


def test_the_helper_decides_exactly_what_the_window_would_at_easy_and_normal(helper, helper_on):
    for info in registry.available():
        players = max(info.min_players, min(3, info.max_players))
        state = info.load_state_class().new_game(info.default_options(players), 21)
        rng = Rng(4)
        for n in range(24):
            if state.is_over():
                break
            seat = state.to_act()[0]
            if n % 6 == 0:
                for level in ("easy", "normal"):
                    here, there = info.agent(level, seat, 99), info.agent(level, seat, 99)
                    here.decisions = there.decisions = n
                    expected = here.choose(state.view(seat), seat)
                    t = thinking.thinker(info, level, there, state.view(seat), seat, use=helper)
                    wait(t)
                    assert t.in_helper, helper.problem
                    assert t.result == expected, (info.id, level, n)
                    assert there.decisions == here.decisions     # the next decision draws the same numbers
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_helper_process_never_loads_pygame(helper, helper_on):
    info = registry.get("survive_the_island")       # its board is read with pytmx, which would pull pygame in
    state = info.load_state_class().new_game(info.default_options(3), 2)
    seat = state.to_act()[0]
    t = thinking.thinker(info, "normal", info.agent("normal", seat, 1), state.view(seat), seat, use=helper)
    wait(t)
    assert t.in_helper
    assert helper.helper_has_pygame is False
    assert helper.pid is not None


def test_a_frame_waiting_on_a_hard_player_only_looks_at_the_mailbox(helper, helper_on):
    info = registry.get("isle_of_monsters")
    state = info.load_state_class().new_game(info.default_options(3), 5)
    seat = state.to_act()[0]
    helper.start()
    warm = thinking.thinker(info, "easy", info.agent("easy", seat, 1), state.view(seat), seat, use=helper)
    wait(warm)                                     # the helper is up and has read the game
    t = thinking.thinker(info, "hard", info.agent("hard", seat, 1), state.view(seat), seat, use=helper)
    cpu, wall = [], []
    while True:
        c0, w0 = time.thread_time(), time.perf_counter()
        done = t.step(0.003)
        cpu.append(time.thread_time() - c0)
        wall.append(time.perf_counter() - w0)
        if done:
            break
        time.sleep(0.004)
    assert t.in_helper and t.result in state.legal_actions(seat)
    assert len(cpu) > 10                           # the search took many frames...
    assert max(cpu) < 0.003                        # ...and none of them did the thinking
    assert sorted(wall)[len(wall) // 2] < 0.003


def test_a_decision_nobody_wants_any_more_is_dropped_by_the_helper(helper, helper_on):
    state = toy_state()
    slow = thinking.thinker(TOY_THINKERS, "slow", TOY_THINKERS.agent("slow", 1, 1), state.view(1), 1, use=helper)
    assert slow.in_helper
    time.sleep(0.2)
    del slow                                        # the table let go of it (a move taken back, the table closed)
    quick = thinking.thinker(TOY_THINKERS, "normal", TOY_THINKERS.agent("normal", 1, 1), state.view(1), 1,
                             use=helper)
    wait(quick, limit=20.0)                         # far sooner than the slow search would have ended
    assert quick.in_helper and quick.result == Bid(1)


def test_when_the_helper_cannot_start_the_window_decides(helper_on, caplog):
    broken = thinking.ThinkingHelper(context="no-such-start-method")
    state = toy_state()
    agent = TOY_THINKERS.agent("normal", 0, 1)
    t = thinking.thinker(TOY_THINKERS, "normal", agent, state.view(0), 0, use=broken)
    assert t.step(0.003) and t.result == Bid(1)
    assert not t.in_helper
    assert "could not start" in broken.problem
    assert "think in the window" in caplog.text
    assert agent.decisions == 1


def test_when_the_helper_dies_the_window_makes_the_decisions_it_was_asked(helper, helper_on, caplog):
    state = toy_state()
    first = thinking.thinker(TOY_THINKERS, "slow", TOY_THINKERS.agent("slow", 1, 1), state.view(1), 1,
                             use=helper)
    agent = TOY_THINKERS.agent("easy", 0, 8)
    agent.decisions = 3
    queued = thinking.thinker(TOY_THINKERS, "easy", agent, state.view(0), 0, use=helper)
    expected_agent = TOY_THINKERS.agent("easy", 0, 8)
    expected_agent.decisions = 3
    expected = expected_agent.choose(state.view(0), 0)
    assert not queued.step(0.003)
    helper._proc.kill()
    helper._proc.join(5)
    wait(queued, limit=10.0)
    assert not queued.in_helper
    assert queued.result == expected and agent.decisions == expected_agent.decisions
    assert "stopped" in helper.problem and "think in the window" in caplog.text
    del first


def test_the_switch_keeps_all_thinking_in_the_window(monkeypatch, helper):
    monkeypatch.setenv(thinking.IN_PROCESS_SWITCH, "0")
    agent = TOY_THINKERS.agent("normal", 0, 1)
    t = thinking.thinker(TOY_THINKERS, "normal", agent, toy_state().view(0), 0, use=helper)
    assert not isinstance(t, thinking.HelperThinker)
    assert not helper.running


def test_a_table_against_the_computer_moves_through_the_helper(app, helper_on):
    info = registry.get("isle_of_monsters")
    seats = [SeatConfig("Ana", "human", "normal", 0), SeatConfig("Robo", "ai", "normal", 1)]
    session = GameSession.new(info, info.default_options(2), seats, seed=12, autosave_enabled=False)
    table = app.stack.push(info.load_table_scene()(app, session))
    st = session.state
    while 1 not in st.to_act():                     # play the person's moves until the computer must act
        st = session.state
        session.apply(st.to_act()[0], st.legal_actions(st.to_act()[0])[0])
        st = session.state
    moves = len(session.actions)
    thinkers = []
    assert run_until(app, lambda: (thinkers.append(table._thinker) or len(session.actions) > moves), limit=20000)
    used = [t for t in thinkers if t is not None]
    assert used and all(isinstance(t, thinking.HelperThinker) and t.in_helper for t in used)
    assert session.actions[moves][0] == 1


def test_a_computers_move_does_not_wipe_the_message_a_person_is_reading(app):
    """With the thinking in a helper, a computer's secret choice lands whenever
    it is ready, maybe just after a click was refused: the reason stays up."""
    seats = [SeatConfig("Ana", "human", colour=0), SeatConfig("Robo", "ai", "normal", colour=2)]
    session = GameSession.new(TOY_INFO, {"cards": 5}, seats, seed=5, autosave_enabled=False)
    table = app.stack.push(ToyTable(app, session))
    table.say("Choose one of your own cards")
    assert run_until(app, lambda: any(seat == 1 for seat, _ in session.actions), limit=60)
    assert table.message == "Choose one of your own cards"
