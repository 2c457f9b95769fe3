"""The keyboard ring holds what may be chosen, never the kit's Menu and Undo:
Esc opens the menu and Ctrl+Z undoes. With nothing lit, Tab says so and Space
opens nothing (a keyboard player once Tabbed to Menu and reached "Quit to
title"). At every table, on a person's turn with Undo showing, and while a
computer player holds the table."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.menu import MenuScene
from tests.table_driver import new_session, settle

from .driver import KeyPlayer, key
from .test_keys_at_every_table import GAMES, SEATS, app, table_for  # noqa: F401  (app: the fixture)


def ring_holds_a_kit_button(table) -> bool:
    table.learn_key_targets()
    kit = {("button", id(table.menu_button)), ("button", id(table.undo_button))}
    return any(t.key in kit for t in table.key_focus.targets)


@pytest.mark.parametrize("game_id", GAMES)
def test_menu_and_undo_are_never_in_the_ring(app, game_id):
    table = table_for(app, game_id)
    assert table.menu_button.visible and not ring_holds_a_kit_button(table)
    player = KeyPlayer(app, table, seed=7)
    for _ in range(60):                   # moves until Undo shows beside the ring
        player.press_one()
        settle(app, table)
        assert table in app.stack and not table.session.is_over()
        assert not ring_holds_a_kit_button(table)
        if table.undo_button.visible and table.input_seat() is not None:
            break
    else:
        pytest.fail("Undo never showed on a person's turn")
    assert [t for t in table.key_focus.targets if t.words in ("Menu", "Undo")] == []


@pytest.mark.parametrize("game_id", GAMES)
def test_with_nothing_lit_tab_says_so_and_space_opens_no_menu(app, game_id):
    session = new_session(game_id, "a" * len(SEATS[game_id]), seed=3, autosave=False)
    table = session.info.load_table_scene()(app, session)
    table.hold_ai(3600)                   # a computer player holds the table: nothing to choose
    app.stack.push(table)
    for _ in range(5):
        app.step(flip=False)
    assert table.input_seat() is None and table.menu_button.visible
    key(app, pygame.K_TAB)
    assert table.message == "Nothing to choose now"
    assert table.key_focus.focused() is None
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert app.stack.top is table, "a key with nothing lit opened something"
    key(app, pygame.K_ESCAPE)             # Esc is the way to the menu
    assert isinstance(app.stack.top, MenuScene)
