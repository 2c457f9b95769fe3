"""The element duel that settles a tie for first (when the players chose it):
each tied human picks an element behind the curtain with the buttons on the
table, the picks turn over together, and the duel goes on until one is left."""
from __future__ import annotations

from game.scenes.results import ResultsScene
from rules.core.rng import Rng
from rules.isle_of_monsters.actions import DuelPick

from .conftest import button_click, curtain_up, make_session, open_table, pass_curtain, settle


def tied_session(kinds: str, seed: int):
    """Plays the same random game the seed search found (it ends in a tie for
    first) up to the duel, through the session."""
    session = make_session(kinds, seed=seed, options={"tie_breaker": "duel"})
    rng = Rng(seed * 7)
    st = session.state
    while not st.is_over() and st.phase != "duel":
        s = st.to_act()[0]
        session.apply(s, rng.choice(st.legal_actions(s)))
        st = session.state
    assert st.phase == "duel", "this seed no longer ends in a tie"
    return session


def test_a_hot_seat_duel_is_picked_behind_curtains_until_a_champion(app):
    session = tied_session("hh", 44)
    table = open_table(app, session)
    picks = ["fire", "fire", "water", "earth", "fire", "earth", "water", "water"]
    rounds = 0
    while not isinstance(app.stack.top, ResultsScene) and rounds < 20:
        if curtain_up(app) is not None:
            seat = curtain_up(app).seat
            pass_curtain(app)
            settle(app, table)
            assert table.viewer == seat
            view = table.view
            others = [s for s in view.duel_seats if s != seat]
            assert all(view.duel_pick[s] is None for s in others)     # nobody's pick is shown
            assert all(b.visible for b in table.duel_buttons.values())
            element = picks[rounds % len(picks)]
            button_click(app, table.duel_buttons[element])
            assert (seat, DuelPick(element)) in session.actions
            rounds += 1
            continue
        app.step(flip=False)
    assert isinstance(app.stack.top, ResultsScene)
    assert session.state.champion is not None
    assert app.stack.top.winners == {session.state.champion}


def test_against_the_computer_the_duel_needs_no_curtain(app):
    session = tied_session("ha", 125)
    table = open_table(app, session)
    for _ in range(200):
        if isinstance(app.stack.top, ResultsScene):
            break
        assert curtain_up(app) is None
        if table.input_seat() is not None and not table.anims.busy:
            button_click(app, table.duel_buttons["water"])
        app.step(flip=False)
    assert isinstance(app.stack.top, ResultsScene)
