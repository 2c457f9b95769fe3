"""The bar across the top of every table: the game's name, the round, and
whose turn it is (the badges of the seats to act, then the words), centred
over the board but never over the round label nor under the Undo and Menu
buttons (the buttons themselves are the scene's widgets)."""
from __future__ import annotations

from typing import Sequence

import pygame

from ..screen import gfx, theme
from ..screen.theme import C
from .areas import LOG_W, TOP_BAR_H, W
from .save_badge import save_badge

#: The right end of the turn words: clear of the Undo and Menu buttons.
TURN_RIGHT_END = W - 252


class TopBar:
    """Paints the bar once per change of what it says."""

    def __init__(self, game_name: str) -> None:
        self.game_name = game_name
        self._key: tuple | None = None
        self._bar: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, turn_text: str, round_text: str,
             acting_colours: Sequence[int], save_problem: str | None = None) -> None:
        """save_problem: why the game is not being saved, kept in view as a badge."""
        key = (turn_text, round_text, tuple(acting_colours), save_problem)
        if key != self._key or self._bar is None:
            self._key = key
            self._bar = self._paint(turn_text, round_text, acting_colours, save_problem)
        surface.blit(self._bar, (0, 0))
        surface.blit(_bar_shadow(), (0, TOP_BAR_H))

    def prepare(self, variants: Sequence[tuple[str, str, Sequence[int]]]) -> None:
        """Paints, and lets go, the bar of each (turn words, round text, acting
        colours): their words and badges are then made before a turn first shows
        them, not in the frame a move lands in (0.5 to 1.5 ms of it)."""
        for turn_words, round_text, colours in variants:
            self._paint(turn_words, round_text, colours)

    def _paint(self, turn_words: str, round_text: str, acting_colours: Sequence[int],
               save_problem: str | None = None) -> pygame.Surface:
        bar = self._plain_bar().copy()
        name = theme.text(self.game_name, 24, C.SAND, "heading")
        x = 20 + name.get_width() + 18
        left_end = x
        right_end = TURN_RIGHT_END
        if save_problem:          # kept in view while the game is not being saved
            warn = save_badge(save_problem)
            bar.blit(warn, warn.get_rect(midright=(right_end, TOP_BAR_H // 2)))
            right_end -= warn.get_width() + 16
        badges = [gfx.seat_badge(colour, 30) for colour in acting_colours]
        badge_w = sum(b.get_width() + 6 for b in badges) + (8 if badges else 0)
        if round_text and round_text.lower() != turn_words.lower():
            # on two lines where a language's words run longer and the turn words need the room
            room = right_end - 28 - badge_w - theme.font(21, "heading").size(turn_words)[0] - 24 - x
            lines = [round_text]
            if theme.font(16, "semibold").size(round_text)[0] > room:
                split = theme.wrap(round_text, 16, max(1, room), "semibold")
                if len(split) == 2 and all(theme.font(16, "semibold").size(line)[0] <= room for line in split):
                    lines = list(split)
            lh = theme.line_height(16, "semibold", 1.0)
            for i, line in enumerate(lines):
                rt = theme.text(line, 16, C.TEXT_DIM, "semibold")
                bar.blit(rt, rt.get_rect(midleft=(x, TOP_BAR_H // 2 + 1 + (2 * i - len(lines) + 1) * lh // 2)))
                left_end = max(left_end, x + rt.get_width())
        turn_text = theme.fit(turn_words, 21, right_end - left_end - 28 - badge_w, "heading")
        turn = theme.text(turn_text, 21, C.TEXT, "heading")
        width = turn.get_width() + badge_w
        x = (W - LOG_W) // 2 + 60 - width // 2
        x = max(left_end + 24, min(x, right_end - width))
        for b in badges:
            bar.blit(b, b.get_rect(midleft=(x, TOP_BAR_H // 2)))
            x += b.get_width() + 6
        if badges:
            x += 8
        bar.blit(turn, turn.get_rect(midleft=(x, TOP_BAR_H // 2)))
        return bar


    def _plain_bar(self) -> pygame.Surface:
        """The bar with the game's name and nothing else, painted once: each turn's
        bar is a copy with its words on it (a new surface, its gradient and
        conversion were half of a turn's repaint)."""
        def make() -> pygame.Surface:
            bar = pygame.Surface((W, TOP_BAR_H))
            if pygame.display.get_surface() is not None:
                bar = bar.convert()
            bar.blit(gfx.vertical_gradient.__wrapped__((W, TOP_BAR_H), (18, 54, 88), (10, 34, 60)), (0, 0))
            pygame.draw.line(bar, (86, 150, 178), (0, TOP_BAR_H - 1), (W, TOP_BAR_H - 1), 2)
            name = theme.text(self.game_name, 24, C.SAND, "heading")
            bar.blit(name, name.get_rect(midleft=(20, TOP_BAR_H // 2)))
            return bar
        return gfx.made_once(("top bar", self.game_name), make)


def _bar_shadow() -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((W - LOG_W, 8), pygame.SRCALPHA)
        for y in range(8):
            pygame.draw.line(s, (0, 0, 0, int(70 * (1 - y / 8))), (0, y), (W, y))
        return s
    return gfx.made_once(("bar-shadow",), make)
