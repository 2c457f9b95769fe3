"""Playing a real table with keys only: key presses posted as pygame events, and
a keyboard player who Tabs the ring to a target and presses Space, as a person
without a mouse would. No mouse event is ever posted here."""
from __future__ import annotations

import pygame

from game.table.focus import KeyTarget
from rules.core.rng import Rng
from tests.table_driver import settle

def key(app, k: int, mod: int = 0, unicode: str = "", frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    for _ in range(frames):
        app.step(flip=False)


def tab_to(app, table, target: KeyTarget, limit: int = 200) -> None:
    """Presses Tab until the ring is on `target` (by what it is)."""
    for _ in range(limit):
        now = table.key_focus.focused() if table.key_focus.shown else None
        if now is not None and now.key == target.key:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {target.words!r}")


def choices(table) -> list[KeyTarget]:
    """What the keyboard player may press: everything the ring reaches (Menu
    and Undo never are in it)."""
    table.learn_key_targets()
    return list(table.key_focus.targets)


class KeyPlayer:
    """Presses a seeded random target of the ring (Tab to it, then Space) each
    time a person must act: only keys reach the table."""

    def __init__(self, app, table, seed: int) -> None:
        self.app, self.table = app, table
        self.rng = Rng(seed)
        self.presses = 0

    def press_one(self) -> KeyTarget:
        options = choices(self.table)
        assert options, "a person must act but the ring reaches nothing to press"
        target = self.rng.choice(options)
        tab_to(self.app, self.table, target)
        key(self.app, pygame.K_SPACE)
        self.presses += 1
        return target

    def play_turn(self, seat: int, limit: int = 400) -> int:
        """Presses targets until `seat` has moved and the turn has left it (or
        the game is over). Returns how many moves `seat` made."""
        session = self.table.session
        start = len(session.actions)
        for _ in range(limit):
            settle(self.app, self.table)
            if self.table not in self.app.stack or session.is_over():
                break
            mine = sum(1 for s, _a in session.actions[start:] if s == seat)
            if mine and seat not in session.state.to_act():
                return mine
            assert self.table.input_seat() == seat
            self.press_one()
        mine = sum(1 for s, _a in session.actions[start:] if s == seat)
        assert mine, "the keyboard player made no move"
        assert session.is_over() or self.table not in self.app.stack, "the turn never left the player"
        return mine
