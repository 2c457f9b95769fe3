"""The top bar is painted from one plain bar (its gradient, its line and the
game's name) kept for the table, with each turn's words put on a copy: the
same bar as one painted from nothing."""
from __future__ import annotations

import pygame

from game.screen import gfx
from game.table.top_bar import TopBar



def bar_pixels(bar: TopBar, turn: str, round_text: str, colours) -> bytes:
    return pygame.image.tobytes(bar._paint(turn, round_text, colours), "RGB")


def test_a_turn_s_bar_is_the_plain_bar_with_its_words_and_the_same_as_from_nothing(app):
    bar = TopBar("Isle of Night")
    first = bar_pixels(bar, "Marina's turn", "Round 2 of 3", [1])
    plain = gfx._made._items[("top bar", "Isle of Night")]
    other = bar_pixels(bar, "Robin's turn", "Round 2 of 3", [0])
    assert gfx._made._items[("top bar", "Isle of Night")] is plain      # the plain bar was kept
    assert other != first           # and the words are each turn's own
    gfx.forget_pictures()
    assert bar_pixels(TopBar("Isle of Night"), "Robin's turn", "Round 2 of 3", [0]) == other
    assert bar_pixels(TopBar("Survive the Island"), "Robin's turn", "Round 2 of 3", [0]) != other
