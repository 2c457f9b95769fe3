"""The first Boss Phase plays while the game is set up, before anyone's first
move: the log shows it from the first frame, as every later Boss Phase is
shown, and the same options and seed always give the same opening."""
from __future__ import annotations

from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.state import KingOfMonsterIslandState as State

from .clicks import make_session, open_table, settle
from .test_island_motion import app  # noqa: F401  (the fixture)


def test_the_opening_events_are_the_first_boss_phase_and_the_same_for_the_same_seed():
    options = {"players": 2}
    first = State.opening_events(options, 11)
    assert any(isinstance(e, E.VolcanoDrop) for e in first)
    assert first == State.opening_events(options, 11)
    # and working them out leaves the game itself as it was
    assert State.new_game(options, 11).to_json() == State.new_game(options, 11).to_json()


def test_the_table_log_shows_the_first_boss_phase_before_the_first_move(app):  # noqa: F811
    session = make_session("hh", seed=11)
    table = open_table(app, session)
    settle(app, table)
    lines = [text for _seat, text in table.log.lines(table.viewer)]
    wanted = [text for _seat, text in session.state.log_lines(
        State.opening_events(session.options, session.seed), session.names)]
    assert wanted and lines[:len(wanted)] == wanted
