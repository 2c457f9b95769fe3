""""Since your last turn" is whole and in the log's order, and comes at the
right moment (issue 48): every log line since the reader's last turn is in
the recap or counted in an "and N earlier" that sits at the top of its
section; the sections follow the log (a line of the reader's own earlier turn
comes first, under that turn, not last); it comes up when a person's own turn
begins after anyone else moved, never while they answer in someone else's
turn; King of Monster Island's start-of-Monster-Phase lines are the Monster's,
not the Boss Phase's."""
from __future__ import annotations

import pygame
import pytest

from game.table import recap as recap_mod
from game.table.log import GameLog
from game.table.recap import RecapPanel, counted_lines, since_last_turn, turn_begins_for
from rules.core.rng import Rng
from rules.king_of_monster_island.events import PowerUsed
from tests.ui.random_games import new_session

AREA = pygame.Rect(0, 0, 1000, 640)
GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


def _turn_starts(game_id, players, seed, moves=700, options=None):
    """Seeded random moves; yields (session, seat) each time a seat to act
    comes to the start of its own turn after someone else moved."""
    session = new_session(game_id, players, seed, options)
    rng = Rng(seed)
    for _ in range(moves):
        st = session.state
        if st.is_over():
            return
        seat = st.to_act()[0]
        if turn_begins_for(session, seat):
            yield session, seat
        session.apply(seat, rng.choice(st.legal_actions(seat)))


def _log_texts_since(session, seat):
    """The reader's log lines since its last turn, in order (GameLog's own words)."""
    hist = session.history
    start = recap_mod._own_turn_end(hist, seat)
    log = GameLog(session)
    out = []
    for move in hist[start:]:
        if move.seat == seat and recap_mod._in_own_turn(move, seat):
            continue
        out.extend(text for _, text in log._move_lines(move.events, seat) if text)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_log_line_since_the_readers_last_turn_is_in_the_recap_or_counted(game_id):
    checked = 0
    for session, seat in _turn_starts(game_id, 3, 7):
        recap = since_last_turn(session, seat)
        expected = _log_texts_since(session, seat)
        told = [text for _, text in recap_mod.turn_lines(session, recap_mod._own_turn_end(session.history, seat), seat)]
        assert sorted(told) == sorted(expected), (session.history[-1], seat)
        # the groups hold all of it, in order: each group's shown lines and its count
        runs, prev = [], object()
        for key, text in recap_mod.turn_lines(session, recap_mod._own_turn_end(session.history, seat), seat):
            if key != prev:
                runs.append([])
            runs[-1].append(text)
            prev = key
        assert len(runs) == len(recap.groups)
        for texts, group in zip(runs, recap.groups):
            counted = counted_lines(texts)
            assert group.more + len(group.lines) == len(counted)
            # the lines shown keep the log's order (which fold: test_recap_folding.py)
            rest = iter(counted)
            assert all(line in rest for line in group.lines)        # a subsequence of the log's lines
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("game_id", GAMES)
def test_the_recaps_sections_follow_the_log_one_section_a_turn(game_id):
    checked = 0
    for session, seat in _turn_starts(game_id, 3, 11):
        recap = since_last_turn(session, seat)
        keys = [(g.seat, g.name) for g in recap.groups]
        assert all(a != b for a, b in zip(keys, keys[1:]))          # a turn's lines stand together
        if recap.groups and recap.groups[-1].seat is not None:
            # the newest section is the turn now beginning, or the one just ended, never an older one
            assert recap.groups[-1].seat in (seat, session.history[-1].seat) or recap.groups[-1].seat is None
        checked += 1
    assert checked >= 3


def test_and_n_earlier_sits_at_the_top_of_its_section_above_the_newest_lines(monkeypatch):
    monkeypatch.setattr(recap_mod, "PER_PLAYER", 1)
    for session, seat in _turn_starts("king_of_monster_island", 3, 5):
        recap = since_last_turn(session, seat)
        folded = [g for g in recap.groups if g.more]
        if not folded:
            continue
        rows = RecapPanel(recap, [0, 1, 2], AREA).rows()
        for i, (kind, what) in enumerate(rows):
            if kind == "more":
                assert rows[i - 1][0] == "name"          # straight under the section's name
                assert rows[i + 1][0] == "line"          # and above the lines kept
        return
    pytest.fail("no recap folded any line")


def test_the_recap_never_starts_while_the_reader_answers_in_another_players_turn():
    from rules.survive_the_island.state import SurviveTheIslandState  # noqa: F401 (the game with answers)
    answered = 0
    session = new_session("survive_the_island", 3, 3)
    rng = Rng(3)
    for _ in range(3000):
        st = session.state
        if st.is_over():
            break
        seat = st.to_act()[0]
        if st.turn_seat() != seat:
            assert not turn_begins_for(session, seat)       # asked in another's turn: no recap
            answered += 1
        legal = st.legal_actions(seat)
        from rules.survive_the_island.actions import PlayRepellent
        session.apply(seat, next((a for a in legal if isinstance(a, PlayRepellent)), rng.choice(legal)))
    assert answered, "no player was asked anything in another's turn"


def test_king_of_monster_islands_start_of_phase_powers_are_the_monsters_lines():
    ev = PowerUsed(1, "med_auto_repair", phase_start=True)
    turn = ev.log_turn()
    assert turn is not None and turn.seat == 1
    assert PowerUsed(1, "med_auto_repair").log_turn() is None


@pytest.mark.parametrize("game_id", GAMES)
def test_the_recap_comes_at_every_turn_of_a_person_after_others_moved(game_id):
    """Each time a seat comes to its own turn after others moved, there is a
    recap to show (the setting on): none is skipped for being short."""
    shown = 0
    for session, seat in _turn_starts(game_id, 3, 2, moves=400):
        recap = since_last_turn(session, seat)
        assert recap_mod.worth_showing(recap, 1) == (not recap.empty)
        shown += not recap.empty
    assert shown >= 3


def test_isle_of_monsters_hot_seat_shows_a_persons_recap_only_after_their_curtain_is_passed(app):
    """No curtain between people outside the secret steps, but a recap is the
    coming person's own ("Before your first turn", "(you)"): the screen waits
    behind their curtain first."""
    from tests.recap.conftest import table_for
    from tests.table_driver import click, curtain_up, pass_curtain, settle
    table = table_for(app, "isle_of_monsters", "hhh")
    rng = Rng(4)
    passed_for = None           # the person whose curtain was passed last, until someone moves
    recaps = 0
    for _ in range(300):
        settle(app, table)
        if table not in app.stack:
            break
        curtain = curtain_up(app)
        if curtain is not None:
            assert table.recap_panel is None            # nothing of theirs over the board before it is passed
            passed_for = curtain.seat
            pass_curtain(app)
            app.step(flip=False)
            continue
        if table.recap_panel is not None:
            assert table.recap_panel.recap.seat == passed_for
            recaps += 1
            click(app, table.board_rect.center)
            continue
        seat = table.input_seat()
        assert table.play(rng.choice(table.view.legal_actions(seat)))
        if seat != table.human_to_act():
            passed_for = None
    assert recaps >= 3
