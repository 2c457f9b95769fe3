"""Undo after Continue: King of Monster Island's table, opened again on its
autosave, offers the Undo the live table offered (it once said "that move is
too far back to undo"), and pressing it takes the game back to the same
position as the live Undo would."""
from __future__ import annotations

from game.storage import saves
from game.session import GameSession
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.heuristics import policy

from .clicks import click, click_action, make_session, open_table, settle
from .test_table_clicks import app  # noqa: F401  (the fixture)


def test_undo_is_offered_after_continue_as_it_was_before(app):  # noqa: F811
    session = make_session("ha", seed=4, autosave=True)
    table = open_table(app, session)
    for _ in range(60):
        settle(app, table)
        if table.undo_button.visible and table.session.state.phase == "resolving":
            break
        view = table.view
        action = policy(view, 0, view.legal_actions(0), None)
        if isinstance(action, A.EndTurn) and table.undo_button.visible:
            break
        click_action(app, table, action)
    assert table.undo_button.visible, "the live table never offered Undo"
    live_offer = table.undo_offer()[0]
    back_to = live_offer.moves[0].before.to_json()
    session.flush()
    app.stack.pop()
    again = open_table(app, GameSession.from_save(saves.load_save(session.autosave_path)))
    settle(app, again)
    tb, why = again.undo_offer()
    assert why is None and again.undo_button.visible, why
    assert [(m.seat, m.action) for m in tb.moves] == [(m.seat, m.action) for m in live_offer.moves]
    click(app, again.undo_button.rect.center)
    settle(app, again)
    assert again.session.state.to_json() == back_to
