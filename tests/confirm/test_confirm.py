"""The confirm step: off by default (a click plays at once); on, a click only
plans the move, shown in words in a bar, and the rules apply it on Confirm
(or Enter); Cancel (or Esc) drops it; an illegal click is still refused at
once; a plan never outlives its position; computer players never wait for it.
On the toy table by real clicks, and on all four tables."""
from __future__ import annotations

import pygame
import pytest

from game.session import GameSession, SeatConfig
from game.storage.settings import Settings
from game.table.confirm import move_words
from rules.core import registry
from rules.core.rng import Rng
from rules.isle_of_monsters.actions import PlayScare
from tests.table_driver import click, curtain_up, new_session, open_table, pass_curtain, post, running_app, settle
from tests.toy_game import Bid
from tests.ui.toy_table import TOY_INFO, ToyTable, card_rect

SOLO = [SeatConfig("Ana", "human", colour=0), SeatConfig("Robo", "ai", "normal", colour=2)]
GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        yield a


def toy_table(app, seats=SOLO, seed=5):
    session = GameSession.new(TOY_INFO, {"cards": 5}, seats, seed=seed, autosave_enabled=False)
    table = app.stack.push(ToyTable(app, session))
    settle(app, table)
    return table


def anas(table) -> list:
    """Ana's moves so far (the computer bids at once, in secret, beside her)."""
    return [a for s, a in table.session.actions if s == 0]


def key(app, k):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    app.step(flip=False)


def test_the_confirm_step_is_off_by_default_and_a_click_plays_at_once(app):
    assert Settings().confirm_moves is False
    app.settings.confirm_moves = Settings().confirm_moves
    table = toy_table(app)
    card = table.view.hands[0][0]
    click(app, card_rect(0).center)
    assert anas(table) == [Bid(card)]
    assert table.confirm.planned is None and not table.confirm.confirm_button.visible


def test_with_confirm_on_a_click_plans_and_only_confirm_plays_it(app):
    app.settings.confirm_moves = True
    table = toy_table(app)
    card = table.view.hands[0][0]
    click(app, card_rect(0).center)
    assert anas(table) == []                                 # nothing applied yet
    planned = table.confirm.planned
    assert planned is not None and planned.action == Bid(card) and planned.seat == 0
    assert planned.words == move_words(Bid(card)) and planned.words
    assert table.confirm.confirm_button.visible and table.confirm.cancel_button.visible
    for _ in range(30):                                       # it waits, however long
        app.step(flip=False)
    assert anas(table) == []
    click(app, table.confirm.confirm_button.rect.center)
    assert anas(table) == [Bid(card)]
    assert table.confirm.planned is None and not table.confirm.confirm_button.visible


def test_cancel_drops_the_planned_move_and_the_next_click_plans_afresh(app):
    app.settings.confirm_moves = True
    table = toy_table(app)
    click(app, card_rect(0).center)
    click(app, table.confirm.cancel_button.rect.center)
    assert table.confirm.planned is None and anas(table) == []
    second = table.view.hands[0][1]
    click(app, card_rect(1).center)
    assert table.confirm.planned.action == Bid(second)
    assert anas(table) == []


def test_enter_confirms_and_esc_cancels_without_opening_the_menu(app):
    app.settings.confirm_moves = True
    table = toy_table(app)
    click(app, card_rect(0).center)
    key(app, pygame.K_ESCAPE)
    assert table.confirm.planned is None and app.stack.top is table     # no menu
    card = table.view.hands[0][2]
    click(app, card_rect(2).center)
    key(app, pygame.K_RETURN)
    assert anas(table) == [Bid(card)]


def test_an_illegal_move_is_refused_at_once_not_planned(app):
    app.settings.confirm_moves = True
    table = toy_table(app)
    assert table.play(Bid(99)) is False
    assert table.confirm.planned is None and table.message


def test_a_plan_is_dropped_when_its_position_changes(app):
    app.settings.confirm_moves = True
    table = toy_table(app)
    click(app, card_rect(0).center)
    assert table.confirm.planned is not None
    table.session.apply(0, table.session.state.legal_actions(0)[1])     # the position moves on under it
    app.step(flip=False)
    assert table.confirm.planned is None
    assert len(anas(table)) == 1                              # the plan was never played


def test_computer_players_never_wait_for_confirm(app):
    app.settings.confirm_moves = True
    table = toy_table(app)
    click(app, card_rect(0).center)
    click(app, table.confirm.confirm_button.rect.center)
    settle(app, table)
    assert 1 in [s for s, _ in table.session.actions]       # the computer's bid went in unconfirmed


@pytest.mark.parametrize("game_id", GAMES)
def test_on_every_table_a_move_waits_for_confirm_and_cancel_drops_it(app, game_id):
    app.settings.confirm_moves = True
    info = registry.get(game_id)
    kinds = "h" + "a" * (max(2, info.min_players) - 1)
    table = open_table(app, new_session(game_id, kinds, 3, autosave=False, default_level="easy"))
    rng = Rng(2)
    for _ in range(3):
        settle(app, table)
        if curtain_up(app) is not None:
            pass_curtain(app)
            settle(app, table)
        seat = table.input_seat()
        assert seat is not None
        before = list(table.session.actions)
        action = rng.choice(table.view.legal_actions(seat))
        assert table.play(action) is True                    # taken: planned, not played
        assert table.session.actions == before
        table.draw(app.screen)                               # the bar draws on this table
        assert table.confirm.text_rect().width > 200
        click(app, table.confirm.cancel_button.rect.center)
        assert table.confirm.planned is None and table.session.actions == before
        table.play(action)
        click(app, table.confirm.confirm_button.rect.center)
        assert table.session.actions[len(before)] == (seat, action)


def test_a_confirmed_scare_play_leaves_no_card_chosen_in_the_hand(app):
    """Isle of Monsters by clicks: the chosen creatures, then Play (planned),
    then Confirm; the hand keeps no choice of cards it no longer holds."""
    app.settings.confirm_moves = True
    table = open_table(app, new_session("isle_of_monsters", "ha", 2, autosave=False, default_level="easy"))
    rng = Rng(4)
    for _ in range(200):
        settle(app, table)
        seat = table.input_seat()
        legal = table.view.legal_actions(seat)
        if any(isinstance(a, PlayScare) for a in legal):
            break
        table.play(rng.choice(legal))
        click(app, table.confirm.confirm_button.rect.center)
    hand = list(table.view.hand[seat])
    card = hand[0]
    click(app, table.hand.click_point(hand, card))
    assert table.hand.selected == [card]
    click(app, table.play_button.rect.center)
    assert table.confirm.planned.action == PlayScare((card,))
    assert not [a for s, a in table.session.actions if isinstance(a, PlayScare) and s == seat]
    click(app, table.confirm.confirm_button.rect.center)
    assert (seat, PlayScare((card,))) in table.session.actions
    assert table.hand.selected == []
