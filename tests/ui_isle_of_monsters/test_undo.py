"""Undo at the Isle of Monsters table: against the computer it takes back your
move with the computer moves that answered it; in hot-seat it belongs to the
person who moved, until the next person acts; the button shows only when it
can act and its tooltip says what it takes back."""
from __future__ import annotations

from game.app import App
from game.storage.settings import Settings
from rules.core.agents import PolicyAgent
from rules.isle_of_monsters.actions import Feed
from tests.ui.test_take_back import play_until_everyone_can_feed, quiet_move

from .conftest import button_click, feed_by_clicks, make_session, open_table, settle


def feeding_computers(table, seats) -> None:
    """Computer players that always feed (a move that shows nothing new)."""
    def feed(view, seat, legal, rng):
        return next(a for a in legal if isinstance(a, Feed))
    for s in seats:
        table.agents[s] = PolicyAgent(feed, seed=s)


def test_against_the_computer_undo_takes_back_your_move_and_the_computer_moves_that_answered_it(profile_dir):
    app = App(settings=Settings(animation_speed="normal"), strict=True)
    app.go_to_title()
    session = make_session("haa", seed=21)
    play_until_everyone_can_feed(session)
    table = open_table(app, session)
    feeding_computers(table, (1, 2))
    settle(app, table)
    assert not table.undo_button.visible               # nothing of yours to take back yet
    before, n = session.state.to_json(), len(session.actions)
    feed_by_clicks(app, table, 0, quiet_move(table.view, 0))
    assert table.undo_button.visible and table.undo_button.enabled
    assert table.undo_button.tooltip.startswith("Take back your last move (Feed ")
    for _ in range(2000):                              # both computers answer, at once
        if len(session.actions) == n + 3:
            break
        app.step(1 / 60)
    assert [s for s, _ in session.actions[n:]] == [0, 1, 2]
    assert table.undo_button.visible and table.undo_button.enabled
    assert table.undo_button.tooltip.endswith("and the 2 moves Ben and Cleo made after it")
    button_click(app, table.undo_button)                # even while Cleo's token still flies
    assert session.state.to_json() == before and len(session.actions) == n
    assert table.message == "3 moves taken back"
    settle(app, table)
    assert table.input_seat() == 0 and len(session.actions) == n     # your turn again, nobody moved
    app.flush_sessions()


def test_in_hot_seat_undo_belongs_to_the_player_who_moved_until_the_next_person_acts(app):
    session = make_session("hah", seed=22)
    play_until_everyone_can_feed(session)
    table = open_table(app, session)
    feeding_computers(table, (1,))
    settle(app, table)
    ana = quiet_move(table.view, 0)
    feed_by_clicks(app, table, 0, ana)
    settle(app, table)                                 # Ben (a computer) answers; Cleo's turn
    assert table.input_seat() == 2 and table.viewer == 2
    button = table.undo_button
    assert button.visible                             # still offered: it is Ana's move, named as hers
    assert button.tooltip == "Take back Ana's last move and the move Ben made after it"
    feed_by_clicks(app, table, 2, quiet_move(table.view, 2))    # Cleo acts...
    settle(app, table)
    assert table.undo_button.tooltip.startswith("Take back Cleo's last move")   # ...Ana's is gone
    assert session.take_back().seat == 2


def test_in_hot_seat_taking_back_another_persons_move_names_them_and_hands_them_the_screen(app):
    session = make_session("hah", seed=22)
    play_until_everyone_can_feed(session)
    table = open_table(app, session)
    feeding_computers(table, (1,))
    settle(app, table)
    before = session.state.to_json()
    feed_by_clicks(app, table, 0, quiet_move(table.view, 0))
    settle(app, table)
    assert table.viewer == 2
    button_click(app, table.undo_button)
    assert table.message == "Ana's move and the computer move after it taken back"
    assert session.state.to_json() == before
    settle(app, table)
    assert table.input_seat() == 0 and table.viewer == 0      # Ana's turn again, on her screen
