"""The keyboard ring's bookkeeping: Tab and Shift+Tab go round the list, the
focus follows the thing (not its place in the list), and a focus on a thing
that left the table is dropped."""
from __future__ import annotations

import pygame

from game.table.focus import KeyFocus, KeyTarget


def targets(*names):
    return [KeyTarget(pygame.Rect(i * 20, 0, 10, 10), name) for i, name in enumerate(names)]


def test_tab_goes_round_and_shift_tab_goes_back():
    f = KeyFocus()
    f.learn(targets("a", "b", "c"))
    assert [f.step(1).key for _ in range(4)] == ["a", "b", "c", "a"]
    assert f.step(-1).key == "c" and f.shown


def test_shift_tab_from_nothing_starts_at_the_last():
    f = KeyFocus()
    f.learn(targets("a", "b", "c"))
    assert f.step(-1).key == "c"


def test_the_focus_stays_on_its_thing_when_the_list_changes_round_it():
    f = KeyFocus()
    f.learn(targets("a", "b", "c"))
    f.step(1)
    f.step(1)
    f.learn(targets("x", "b"))
    assert f.focused().key == "b"
    assert f.step(1).key == "x"


def test_a_focus_on_a_thing_gone_from_the_table_is_dropped():
    f = KeyFocus()
    f.learn(targets("a", "b"))
    f.step(1)
    f.learn(targets("b"))
    assert f.focused() is None and f.current is None
    f.learn([])
    assert f.step(1) is None
