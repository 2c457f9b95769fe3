"""Dice to targets (issue 47): a die clicked in the tray picks its like dice and
lights what they can do on the island; a lit target clicked makes the move.
The tray keeps chips only for what has no place on the board, never more than
one page of them, and none names a zone; a control that appears under a still
pointer takes no click for a moment; Boss dice carry their numbers."""
from __future__ import annotations

import pygame

from game.tables.king_of_monster_island import table as komi_table
from game.tables.king_of_monster_island.layout import CHIPS_PER_PAGE, die_rect
from game.tables.king_of_monster_island.picks import path_of
from game.tables.king_of_monster_island.table import GUARD, RerollMarked
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.heuristics import policy

from .clicks import click, click_action, make_session, open_table, play_by_clicks, settle
from .test_table_clicks import app  # noqa: F401  (the fixture)

#: what may be a chip: the bottom row, the roll button, and the answers with no place on the board
CHIP_KINDS = (A.StopRolling, A.EndResolve, A.Sweep, A.EndTurn, A.BeginMonsterPhase, RerollMarked, A.Done,
              A.Accept, A.PayPenalty, A.ChooseFace, A.DropVirtual, A.UsePower)


def resolving_with(app, face: str, seed: int = 3):
    table = open_table(app, make_session("h", seed=seed))
    play_by_clicks(app, table, until=lambda st: st.phase == "resolving" and not st.tasks and face in st.roll
                   and not st.virtual)
    settle(app, table)
    return table


def test_a_picked_foot_die_lights_exactly_its_moves_and_a_lit_zone_moves_there(app):  # noqa: F811
    table = resolving_with(app, "foot")
    view = table.view
    assert not table.lit_places(view) or all(p[0] != "zone" for _r, p, _o in table.lit_places(view))
    i = view.roll.index("foot")
    click(app, die_rect(i).center)
    assert table.picker.path == (("die", "foot"),)
    assert table.picker.dice == {j for j, f in enumerate(view.roll) if f == "foot"}
    legal = view.legal_actions(0)
    expected = {path_of(view, 0, a)[1] for a in legal if path_of(view, 0, a) and len(path_of(view, 0, a)) > 1
                and path_of(view, 0, a)[0] == ("die", "foot")}
    assert {p for _r, p, _o in table.lit_places(view)} == expected
    move = next(a for a in legal if isinstance(a, A.FootMove))
    played = len(table.session.actions)
    click(app, table.next_click(move))
    if table.confirm.planned is not None:
        click(app, table.confirm.confirm_button.rect.center)
    assert table.session.actions[played:] == [(0, move)] and not table.picker.path


def test_a_picked_group_counts_its_dice_and_a_click_on_one_leaves_it_out(app):  # noqa: F811
    table = open_table(app, make_session("h", seed=3))
    play_by_clicks(app, table, until=lambda st: st.phase == "resolving" and not st.tasks
                   and st.roll.count("fist") >= 2 and not st.virtual)
    settle(app, table)
    view = table.view
    fists = [j for j, f in enumerate(view.roll) if f == "fist"]
    click(app, die_rect(fists[0]).center)
    zone = ("zone", view.zone[0])
    opts = table.picker.next_places(view, 0, view.legal_actions(0))
    assert opts[zone].done == A.Fists(len(fists), view.zone[0])
    click(app, die_rect(fists[-1]).center)                 # one die left out of the group
    opts = table.picker.next_places(view, 0, view.legal_actions(0))
    assert opts[zone].done == A.Fists(len(fists) - 1, view.zone[0])


def test_the_tray_never_pages_and_offers_no_chip_with_a_place_on_the_board(app):  # noqa: F811
    table = open_table(app, make_session("ha", seed=5))
    moves = 0
    while not table.session.is_over() and moves < 160:
        settle(app, table)
        if table.session.is_over():
            break
        view = table.view
        for a in table.chips():
            assert isinstance(a, CHIP_KINDS), f"{a} is a chip but has a place on the board"
            assert not isinstance(a, A.UsePower) or not table.placed(view, 0, a)
        grid = [a for rect, a, live in table.chip_slots(view) if live]
        assert len(grid) <= CHIPS_PER_PAGE + 5
        assert not hasattr(table, "more_button")
        seat = table.input_seat()
        click_action(app, table, policy(view, seat, view.legal_actions(seat), None))
        moves += 1
    assert moves > 20


def test_a_target_that_appears_under_a_still_pointer_waits_before_it_takes_a_click(app):  # noqa: F811
    table = resolving_with(app, "foot")
    view = table.view
    move = next(a for a in view.legal_actions(0) if isinstance(a, A.FootMove))
    where = table.place_rect(view, 0, path_of(view, 0, move)[1]).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60, flip=False)
    table.click_die(view, 0, view.roll.index("foot"), "foot")   # picked by a key: the zone lights under the pointer
    app.step(1 / 60, flip=False)
    played = len(table.session.actions)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    app.step(1 / 60, flip=False)
    assert len(table.session.actions) == played and table.picker.path, "a fresh target took the click"
    for _ in range(int(GUARD * 60) + 2):
        app.step(1 / 60, flip=False)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    app.step(1 / 60, flip=False)
    if table.confirm.planned is not None:
        click(app, table.confirm.confirm_button.rect.center)
    assert table.session.actions[played:] == [(0, move)]


def test_every_boss_die_on_the_island_shows_its_number(app, monkeypatch):  # noqa: F811
    table = open_table(app, make_session("h", seed=3))
    settle(app, table)
    drawn = []
    real = komi_table.theme.text_outlined

    def record(s, *args, **kwargs):
        drawn.append(s)
        return real(s, *args, **kwargs)
    monkeypatch.setattr(komi_table.theme, "text_outlined", record)
    table.draw_board(app.screen, table.view)
    on_island = [d for d, z in enumerate(table.view.bd_zone) if z >= 0]
    assert on_island and all(str(d + 1) in drawn for d in on_island)
