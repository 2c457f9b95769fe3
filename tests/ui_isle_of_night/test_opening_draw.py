"""Turn 1's draw happens while the game is set up (the rules' opening_events):
the log reads it as it reads every later turn's start and draw, a new game's
table shows the three cards flying from the deck into the centre as later
draws do, and a game resumed from its save (even before its first move)
opens as it stands, the draw in its log, nothing flying again. A replay
begins its log with it."""
from __future__ import annotations

import pytest

from game.storage import saves
from game.history.replay import Replay
from game.session import GameSession
from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup
from rules.isle_of_night.state import IsleOfNightState as State
from tests.table_driver import quit_and_continue, running_app

from .conftest import make_session, open_table, settle


@pytest.fixture
def moving_app(profile_dir):
    """An app whose animations play (the usual one's are instant)."""
    yield from running_app(animation_speed="normal")


def opening_lines(session) -> list[str]:
    return [text for _seat, text in session.state.log_lines(State.opening_events(session.options, session.seed),
                                                            session.names)]


def log_texts(table) -> list[str]:
    return [text for _seat, text in table.log.lines(table.viewer)]


def test_the_log_shows_turn_ones_draw_like_every_other_turns(app):
    session = make_session("hh", seed=5)
    table = open_table(app, session)
    settle(app, table)
    drawn = session.state.centre
    first = log_texts(table)
    assert first == ["Turn 1: Ana", f"Ana draws {A.cards_text(tuple(drawn))} into the centre"]
    assert first == opening_lines(session)
    table.play(A.ClaimType(lookup.CARD_TYPE[drawn[0]]))
    settle(app, table)
    later = log_texts(table)[len(first):]
    assert later[-2:] == ["Turn 2: Ben", f"Ben draws {A.cards_text(tuple(session.state.centre[-3:]))} "
                                         "into the centre"]


def test_a_new_game_shows_turn_ones_draw_flying_into_the_centre_as_later_draws_do(moving_app):
    app = moving_app
    session = make_session("hh", seed=5)
    table = open_table(app, session)
    drawn = set(session.state.centre)
    assert table.anims.busy and table.input_seat() is None
    assert table.stage.landing == drawn and table.stage.flights      # not in the centre yet: flying there
    assert log_texts(table) == ["Turn 1: Ana"]                       # the draw is written as it lands
    settle(app, table)
    assert not table.stage.landing and log_texts(table) == opening_lines(session)
    assert table.input_seat() == 0
    # a later draw flies in the same way
    table.play(A.ClaimType(lookup.CARD_TYPE[session.state.centre[0]]))
    later = set(session.state.centre[-3:])
    for _ in range(600):
        if later <= table.stage.landing:
            break
        app.step(1 / 60, flip=False)
    assert later <= table.stage.landing


def test_a_game_resumed_before_its_first_move_does_not_draw_its_first_cards_again(moving_app):
    """Quit to the title while turn 1's cards fly in, then Continue: the
    table shows the centre as it stands, the draw in its log."""
    app = moving_app
    session = make_session("hh", seed=5)
    table = open_table(app, session)
    assert table.anims.busy
    again = quit_and_continue(app, table)
    assert not again.session.actions
    assert not again.anims.busy and not again.stage.landing and not again.stage.flights
    assert log_texts(again) == opening_lines(session)
    assert again.input_seat() == 0


def test_a_replay_begins_its_log_with_turn_ones_draw(app):
    session = make_session("hh", seed=5)
    table = open_table(app, session)
    settle(app, table)
    turn_one = ["Turn 1: Ana", f"Ana draws {A.cards_text(tuple(session.state.centre))} into the centre"]
    table.play(A.ClaimType(lookup.CARD_TYPE[session.state.centre[0]]))
    settle(app, table)
    session.flush()
    replay = Replay.from_saved(saves.load_save(session.autosave_path))
    assert not replay.open                  # a spectator's replay: the draw was face up, it reads it whole
    assert [text for _s, text in replay.lines_to(0)] == turn_one
    scene = app.open("replay", replay)
    scene.go_to(0)
    assert not scene.table.anims.busy
    assert [text for _s, text in scene.table.shown_lines()] == turn_one
    resumed = GameSession.from_save(saves.load_save(session.autosave_path))
    assert resumed.state.to_json() == session.state.to_json()
