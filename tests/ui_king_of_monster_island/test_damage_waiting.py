"""The Damage a Monster has resolved and not yet spent is always on the table
(how much, where, what it can still hit), and a move that would lose it (a
move of the Monster, or Done with dice) says so and asks before it is played,
whatever the Confirm moves setting; a move that loses nothing is played at once."""
from __future__ import annotations

import pytest

from game.screen import theme
from game.table import sessions
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.actions import target_name

from .clicks import click, make_session, open_table, settle
from .test_table_clicks import app  # noqa: F401  (the fixture)


def waiting_position(app, seed=3):
    """A person resolving with Damage waiting, a Foot move and a Hit offered."""
    session = make_session("hhh", seed=seed)

    def ready(st):
        if st.phase != "resolving" or st.tasks or not any(st.damage_waiting(z) for z in range(6)):
            return False
        legal = st.legal_actions(st.active)
        return any(isinstance(a, A.FootMove) for a in legal) and any(isinstance(a, A.Hit) for a in legal)
    sessions.play_forward(session, seed, ready)
    table = open_table(app, session)
    settle(app, table)
    return table


def test_the_waiting_damage_its_zone_and_what_it_can_hit_are_drawn(app, monkeypatch):  # noqa: F811
    table = waiting_position(app)
    view = table.view
    asked = []
    real = theme.text

    def record(s, size, *args, **kwargs):
        asked.append(s)
        return real(s, size, *args, **kwargs)
    monkeypatch.setattr(theme, "text", record)
    app.step(1 / 60, flip=False)
    zone = next(z for z in range(6) if view.damage_waiting(z))
    assert any(f"{view.damage_waiting(zone)} in zone {zone + 1}" in s for s in asked)
    hits = {target_name(a.target) for a in view.legal_actions(view.active) if isinstance(a, A.Hit)}
    reach = next(s for s in asked if s.startswith("Can hit"))
    assert all(name in reach for name in hits)


def test_a_move_that_loses_waiting_damage_asks_first_and_says_how_much(app):  # noqa: F811
    table = waiting_position(app)
    view = table.view
    lost = sum(view.damage_waiting(z) for z in range(6))
    move = next(a for a in view.legal_actions(view.active) if isinstance(a, A.FootMove))
    played = len(table.session.actions)
    click(app, table.next_click(move))          # the Foot die
    click(app, table.next_click(move))          # the zone to move to
    assert len(table.session.actions) == played, "the move was played without a warning"
    planned = table.confirm.planned
    assert planned is not None and planned.action == move
    assert f"the {lost} Damage waiting is lost" in planned.words
    click(app, table.confirm.confirm_button.rect.center)
    assert table.session.actions[played:] == [(view.active, move)]


def test_done_with_dice_says_what_it_loses_and_a_hit_is_played_at_once(app):  # noqa: F811
    table = waiting_position(app)
    view = table.view
    lost = sum(view.damage_waiting(z) for z in range(6))
    assert table.button_words(view, A.EndResolve()) == f"Done with dice · loses {lost} Damage"
    hit = next(a for a in view.legal_actions(view.active) if isinstance(a, A.Hit))
    played = len(table.session.actions)
    click(app, table.click_target(hit))
    assert table.confirm.planned is None and len(table.session.actions) == played + 1


@pytest.mark.parametrize("seed", [5])
def test_with_nothing_waiting_no_move_asks(app, seed):  # noqa: F811
    table = open_table(app, make_session("h", seed=seed))
    settle(app, table)
    view = table.view
    assert not any(view.damage_waiting(z) for z in range(6))
    for a in table.chips():
        assert table.damage_lost(a) == 0
