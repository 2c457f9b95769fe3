"""Every table played by keys only: a whole turn by Tab and Space, Esc putting
down a half-made choice before it opens the menu, Ctrl+Z taking a move back,
Enter confirming, F1 (or ?) showing the table's keys. Only key events are
posted (tests/keys/driver.py)."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.keys_help import KeysHelpScene
from game.scenes.menu import MenuScene
from game.table.sessions import play_forward
from rules.isle_of_night import lookup as night
from rules.isle_of_night.steps import D_EFFECT
from rules.king_of_monster_island import actions as komi
from tests.table_driver import new_session, open_table, running_app, settle
from tests.ui_isle_of_night.conftest import arranged_session

from .driver import KeyPlayer, choices, key, tab_to

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")
#: a person against computer players, at each table
SEATS = {"isle_of_monsters": "ha", "king_of_monster_island": "haa", "survive_the_island": "ha",
         "isle_of_night": "ha"}


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def table_for(app, game_id: str, seed: int = 3, until=None, kinds: str | None = None):
    session = new_session(game_id, kinds or SEATS[game_id], seed=seed, autosave=False)
    if until is not None:
        play_forward(session, seed, until)
        assert until(session.state), "the position wanted never came"
    table = open_table(app, session)
    settle(app, table)
    return table


@pytest.mark.slow          # a whole turn by keys, every table: with the whole games by clicks in the slow step
@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_turn_is_played_with_tab_and_space_only(app, game_id):
    table = table_for(app, game_id)
    seat = table.input_seat()
    assert seat == 0
    player = KeyPlayer(app, table, seed=5)
    moves = player.play_turn(seat)
    assert moves >= 1
    assert player.presses >= moves


@pytest.mark.parametrize("game_id", GAMES)
def test_tab_and_shift_tab_go_round_the_targets_and_the_ring_is_drawn(app, game_id):
    table = table_for(app, game_id)
    targets = choices(table)
    assert len(targets) >= 2
    key(app, pygame.K_TAB)
    first = table.key_focus.focused()
    assert first is not None and table.key_focus.shown
    key(app, pygame.K_TAB)
    second = table.key_focus.focused()
    assert second.key != first.key
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.key_focus.focused().key == first.key
    for _ in range(len(table.key_focus.targets)):      # all the way round
        key(app, pygame.K_TAB)
    assert table.key_focus.focused().key == first.key
    # the ring is (nearly) white, round the focused target
    app.step(flip=False)
    ring = first.rect.inflate(12, 12)
    whites = sum(1 for x in range(ring.left, ring.right) for y in (ring.top + 3, ring.bottom - 4)
                 if 0 <= x < app.screen.get_width() and min(app.screen.get_at((x, y))[:3]) >= 200)
    assert whites > ring.width // 2
    # a move of the mouse hides the ring
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 300), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(flip=False)
    assert not table.key_focus.shown


@pytest.mark.parametrize("game_id", GAMES)
def test_ctrl_z_takes_back_a_move_made_by_keys(app, game_id):
    table = table_for(app, game_id)
    session = table.session
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.message == "Nothing to undo yet"
    player = KeyPlayer(app, table, seed=11)
    for _ in range(300):
        before = len(session.actions)
        player.press_one()
        if len(session.actions) > before and table.undo_offer()[1] is None:
            break
        settle(app, table)
    else:
        pytest.fail("no move that may be taken back was made")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.actions) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_and_the_question_mark_show_the_keys_of_the_table(app, game_id):
    table = table_for(app, game_id)
    key(app, pygame.K_F1)
    top = app.stack.top
    assert isinstance(top, KeysHelpScene)
    assert table.info.name in top.title
    listed = [k for k, _w in top.lines]
    assert "Ctrl+Z" in listed and "Tab / Shift+Tab" in listed
    assert table.key_help() and all(line in top.lines for line in table.key_help())
    app.step(flip=False)
    key(app, pygame.K_a)                       # any key closes it
    assert app.stack.top is table
    key(app, pygame.K_SLASH, pygame.KMOD_SHIFT, unicode="?")
    assert isinstance(app.stack.top, KeysHelpScene)


def _two_esc(app, table, made, undone) -> None:
    """A half-made choice is made; the first Esc puts it down (no menu), the second opens the menu."""
    assert made(), "the half-made choice was not made"
    key(app, pygame.K_ESCAPE)
    assert undone(), "Esc did not put the choice down"
    assert app.stack.top is table, "Esc opened the menu over a half-made choice"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def _press(app, table, want) -> None:
    target = next(t for t in choices(table) if want(t))
    tab_to(app, table, target)
    key(app, pygame.K_SPACE)


def test_esc_unmarks_the_dice_marked_for_a_reroll(app):
    table = table_for(app, "king_of_monster_island")
    moves = len(table.session.actions)
    _press(app, table, lambda t: t.key == table.key_focus.targets[0].key)
    assert len(table.session.actions) == moves      # marking a die is no move yet
    _two_esc(app, table, lambda: bool(table.marked), lambda: not table.marked)


@pytest.mark.parametrize("game_id", GAMES)
def test_esc_opens_the_menu_at_every_table_s_first_position(app, game_id):
    """Nothing is in hand as a game begins (Survive the Island's set-up tray
    always has a value picked, which is not a half-made choice)."""
    table = table_for(app, game_id)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene), f"Esc at {game_id}'s first position opened no menu"


def test_esc_opens_the_menu_during_survive_the_island_s_set_up_whatever_value_is_picked(app):
    table = table_for(app, "survive_the_island")
    assert table.view.phase == "adventurers"
    tray = dict(table.tray_rects(table.current_choices()))
    other = max(tray)                       # not the value picked for the player at first
    _press(app, table, lambda t: t.key == ("tray", other))
    assert table.current_choices().selected == other
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_esc_puts_down_a_picked_pile(app):
    table = table_for(app, "isle_of_monsters")
    _press(app, table, lambda t: t.key[0] == "pile")
    _two_esc(app, table, lambda: table.pick is not None, lambda: table.pick is None)


def test_esc_puts_down_the_chosen_creatures_of_a_scare_play(app):
    table = table_for(app, "isle_of_monsters", until=lambda st: st.phase == "scare" and 0 in st.to_act()
                      and len(st.hand[0]) > 0)
    _press(app, table, lambda t: t.key[0] == "card")
    _two_esc(app, table, lambda: bool(table.hand.selected), lambda: not table.hand.selected)


def test_enter_plays_the_chosen_creatures(app):
    table = table_for(app, "isle_of_monsters", until=lambda st: st.phase == "scare" and 0 in st.to_act()
                      and len(st.hand[0]) > 0)
    moves = len(table.session.actions)
    _press(app, table, lambda t: t.key[0] == "card")
    table.key_focus.drop()                       # no ring: Enter is the confirm
    key(app, pygame.K_RETURN)
    assert len(table.session.actions) == moves + 1
    assert type(table.session.actions[moves][1]).__name__ == "PlayScare"


def test_esc_puts_down_the_first_card_of_a_swap(app):
    table = open_table(app, arranged_session(centre=["CON-01", "BEE-02"], locked=[1]))
    settle(app, table)
    _press(app, table, lambda t: "conch" in t.words.lower())
    assert table.view.step == D_EFFECT and table.view.active == night.A_SWAP
    _press(app, table, lambda t: table.thing_under(t.rect.center) is not None
           and table.thing_under(t.rect.center)[0] == "position")
    _two_esc(app, table, lambda: table.pick is not None, lambda: table.pick is None)


def test_esc_puts_down_a_picked_up_adventurer(app):
    table = table_for(app, "survive_the_island",
                      until=lambda st: st.phase == "play" and 0 in st.to_act() and st.mp > 0
                      and any(type(a).__name__ == "MoveAdventurer" for a in st.legal_actions(0)))
    _press(app, table, lambda t: t.key[0] == "adv")
    _two_esc(app, table, lambda: table.selected is not None, lambda: table.selected is None)


def test_enter_with_no_ring_keeps_the_roll(app):
    table = table_for(app, "king_of_monster_island")
    assert table.view.phase == "rolling"
    moves = len(table.session.actions)
    key(app, pygame.K_RETURN)
    assert table.session.actions[moves][1] == komi.StopRolling()


def test_enter_with_the_ring_on_a_target_presses_that_target(app):
    table = table_for(app, "king_of_monster_island")
    key(app, pygame.K_TAB)
    die = table.key_focus.focused().key
    assert isinstance(die.__class__.__name__, str) and not table.marked
    key(app, pygame.K_RETURN)
    assert table.marked == {die.die}
    key(app, pygame.K_SPACE)
    assert not table.marked


def test_enter_with_nothing_to_confirm_says_how_to_choose(app):
    table = table_for(app, "isle_of_monsters")         # capture or feed: no confirm button
    key(app, pygame.K_RETURN)
    assert table.message.startswith("Nothing to confirm")
