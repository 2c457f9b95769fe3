"""Driving the real King of Monster Island table: the shared UI driver
(tests/table_driver.py: sessions as the new-game screen makes them, the
registered table, clicks, frames stepped until a person must act) bound to
this game, and a stand-in person who picks a move from the view (the Normal
player's pick) and makes it by clicking where the table draws it."""
from __future__ import annotations

from game.session import GameSession
from game.tables.king_of_monster_island.layout import die_rect
from game.tables.king_of_monster_island.table import RerollMarked
from rules.king_of_monster_island.actions import RerollDice
from rules.king_of_monster_island.heuristics import policy
from tests.table_driver import NAMES, click, new_session, open_table, settle  # noqa: F401  (the shared driver)

GAME = "king_of_monster_island"


def make_session(kinds: str, seed: int = 1, options: dict | None = None, levels: str | None = None,
                 autosave: bool = False) -> GameSession:
    """kinds: one letter a seat, "h" a person, "a" a computer (Normal, or as
    `levels` says: "e", "n", "h" a seat)."""
    return new_session(GAME, kinds, seed, levels, options, autosave)


def click_action(app, table, action) -> None:
    """Clicks where the table offers `action`, as a person does: a reroll by
    clicking its dice, then the Reroll button; a die's move by clicking its
    dice in the tray (leaving out the ones it does not use), then the lit
    target; a chip by its button. Never a page of chips to turn."""
    if isinstance(action, RerollDice):
        for d in sorted(set(action.dice) ^ table.marked):
            click(app, die_rect(d).center)
        assert table.marked == set(action.dice)
        action = RerollMarked(len(action.dice))
    before = len(table.session.actions)
    for _ in range(12):
        where = table.next_click(action) if not isinstance(action, RerollMarked) else table.click_target(action)
        assert where is not None, f"{action} is offered nowhere on the table ({table.message!r})"
        click(app, where)
        if table.confirm.planned is not None:      # a move that loses waiting Damage asks first
            click(app, table.confirm.confirm_button.rect.center)
        if len(table.session.actions) > before:
            return
    raise AssertionError(f"{action} was not played: {table.message!r}")


def play_by_clicks(app, table, max_moves: int = 4000, until=None) -> int:
    """Plays the people's moves by clicks until the game ends (or `until(state)`
    holds when a person may click); returns how many."""
    moves = 0
    while not table.session.is_over():
        settle(app, table)
        if table.session.is_over() or (until is not None and until(table.session.state)):
            break
        seat = table.input_seat()
        view = table.view
        action = policy(view, seat, view.legal_actions(seat), None)
        click_action(app, table, action)
        moves += 1
        assert moves < max_moves, "the game did not end"
    return moves
