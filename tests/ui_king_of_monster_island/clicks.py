"""Driving the real King of Monster Island table with posted pygame events: a
table opened as the new-game screen opens it, frames stepped until a person
must act, and a stand-in person who picks a move from the view (the Normal
player's pick) and makes it by clicking where the table draws it."""
from __future__ import annotations

import pygame

from game.session import GameSession, SeatConfig
from game.tables.king_of_monster_island import KingOfMonsterIslandTable
from rules.core import registry
from game.tables.king_of_monster_island.layout import die_rect
from game.tables.king_of_monster_island.table import RerollMarked
from rules.king_of_monster_island.actions import RerollDice
from rules.king_of_monster_island.heuristics import policy

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli")


def make_session(kinds: str, seed: int = 1, options: dict | None = None) -> GameSession:
    """kinds: one letter a seat, "h" a person, "a" a Normal computer."""
    info = registry.get("king_of_monster_island")
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "normal", i) for i, k in enumerate(kinds)]
    opts = info.default_options(len(kinds))
    opts.update(options or {})
    return GameSession.new(info, opts, seats, seed=seed, autosave_enabled=False)


def open_table(app, session) -> KingOfMonsterIslandTable:
    table = KingOfMonsterIslandTable(app, session)
    app.stack.push(table)
    app.step()
    return table


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    for kind, extra in ((pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
                        (pygame.MOUSEBUTTONDOWN, {"button": 1}), (pygame.MOUSEBUTTONUP, {"button": 1})):
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    app.step(flip=False)


def settle(app, table, limit: int = 50000) -> None:
    """Steps frames until a person may click or the game is over."""
    for _ in range(limit):
        if table not in app.stack or table.session.is_over():
            return
        if table.input_seat() is not None and not table.anims.busy:
            return
        app.step(1 / 60, flip=False)
    raise AssertionError("the table never waited for a person")


def click_action(app, table, action) -> None:
    """Clicks where the table offers `action` (turning the chip pages if needed).
    A reroll is made as a person makes it: click its dice, then the Reroll chip."""
    if isinstance(action, RerollDice):
        for d in sorted(set(action.dice) ^ table.marked):
            click(app, die_rect(d).center)
        assert table.marked == set(action.dice)
        action = RerollMarked(len(action.dice))
    for _ in range(20):
        where = table.click_target(action)
        if where is not None:
            before = len(table.session.actions)
            click(app, where)
            if isinstance(action, RerollMarked):
                action = None
            assert len(table.session.actions) > before, f"{action} was not played: {table.message!r}"
            return
        assert table.more_button.visible, f"{action} is offered nowhere on the table"
        click(app, table.more_button.rect.center)
    raise AssertionError(f"{action} never came up")


def play_by_clicks(app, table, max_moves: int = 4000) -> int:
    """Plays the people's moves by clicks until the game ends; returns how many."""
    moves = 0
    while not table.session.is_over():
        settle(app, table)
        if table.session.is_over():
            break
        seat = table.input_seat()
        view = table.view
        action = policy(view, seat, view.legal_actions(seat), None)
        click_action(app, table, action)
        moves += 1
        assert moves < max_moves, "the game did not end"
    return moves
