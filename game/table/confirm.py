"""The confirm step (the "Confirm moves" setting, off by default): a person's
move is first planned, described in words in a bar with Confirm
and Cancel (laid over the top bar, so it covers none of the board), and the
rules apply it only on Confirm (or Enter); Cancel (or Esc) drops it. It is for players who misclick; computer players never wait for it.

A plan belongs to the position it was made in: once the position changes (a
move taken back, another seat looking, another seat's open move), it is
dropped, never applied to a position it was not meant for; the others' secret
choices in a simultaneous step change nothing the planner sees and keep it.

The words always say the planned move; the board shows it too where a table
keeps its marks until a move is made (King of Monster Island's marked dice
stay lit for a planned reroll).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from rules.core.contract import Action, Seat
from rules.core.i18n import _, pgettext


from ..screen import gfx, theme
from ..screen.theme import C, sentence
from ..ui import Button, WidgetGroup

BUTTON_W = 120
BUTTON_H = 44


@dataclass(frozen=True)
class PlannedMove:
    seat: Seat
    action: Action
    #: the position it was planned in: (moves so far, the newest of them, the seat looking)
    position: tuple
    words: str


def move_words(action: Action) -> str:
    """The planned move in the rules' own words (the action's label)."""
    return sentence(action.label())


class ConfirmBar:
    """The bar with the planned move's words and the Confirm and Cancel
    buttons (in the table's widget group, shown only while a plan waits)."""

    def __init__(self, ui: WidgetGroup, rect: pygame.Rect, on_confirm: Callable[[], None],
                 on_cancel: Callable[[], None]) -> None:
        self.rect = pygame.Rect(rect)
        self.planned: PlannedMove | None = None
        y = self.rect.top + (self.rect.height - BUTTON_H) // 2 - 2
        self.cancel_button = ui.add(Button((self.rect.right - 8 - BUTTON_W, y, BUTTON_W, BUTTON_H), pgettext("planned move", "Cancel"),
                                           on_cancel, style="secondary", font_size=18,
                                           tooltip=_("Drop this move (Esc)")))
        self.confirm_button = ui.add(Button((self.cancel_button.rect.left - 10 - BUTTON_W, y, BUTTON_W, BUTTON_H),
                                            _("Confirm"), on_confirm, style="primary", font_size=18,
                                            tooltip=_("Make this move (Enter)")))
        self._show(False)
        self._picture: tuple[str, pygame.Surface] | None = None

    def plan(self, planned: PlannedMove) -> None:
        self.planned = planned
        self._show(True)

    def take(self) -> PlannedMove | None:
        """The waiting plan, which is no longer waiting."""
        planned, self.planned = self.planned, None
        self._show(False)
        return planned

    def _show(self, on: bool) -> None:
        self.confirm_button.visible = self.cancel_button.visible = on
        for b in (self.confirm_button, self.cancel_button):
            b.hovered = b.pressed = False

    def text_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left + 16, self.rect.top,
                           self.confirm_button.rect.left - 16 - self.rect.left - 16, self.rect.height)

    def draw(self, surface: pygame.Surface) -> None:
        """The bar behind the buttons (the buttons are the widget group's)."""
        if self.planned is None:
            return
        words = self.planned.words
        if self._picture is None or self._picture[0] != words:
            self._picture = (words, self._paint(words))
        surface.blit(self._picture[1], self.rect.topleft)

    def _paint(self, words: str) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        surf.blit(gfx.rounded_rect(self.rect.size, 12, ((36, 88, 128), (18, 52, 86)), C.GOLD, 2), (0, 0))
        tr = self.text_rect().move(-self.rect.left, -self.rect.top)
        head = theme.text(theme.fit(_("Planned move — Confirm (Enter) or Cancel (Esc)"), 13, tr.width, "bold"),
                          13, C.SAND, "bold")

        surf.blit(head, (tr.left, tr.top + 6))
        lines = theme.wrap(words, 17, tr.width, "semibold")
        if len(lines) > 1:      # two lines at most: the rest is cut with an ellipsis
            lines = (lines[0], theme.fit(" ".join(lines[1:]), 17, tr.width, "semibold"))
        else:
            lines = lines[:1]
        y = tr.top + 6 + head.get_height() + (1 if len(lines) == 1 else -3)
        size = 17 if len(lines) == 1 else 15
        for line in lines:
            img = theme.text(theme.fit(line, size, tr.width, "semibold"), size, C.TEXT, "semibold")
            surf.blit(img, (tr.left, y))
            y += theme.line_height(size, "semibold", 1.05)
        return surf
