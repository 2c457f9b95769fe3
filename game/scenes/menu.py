"""The Esc menu: a column of buttons over the dimmed scene. Resume (or Esc, or a
click outside the box) closes it; every other item closes it and then acts."""
from __future__ import annotations

from typing import Callable

import pygame

from rules.core.i18n import _

from ..screen import gfx, theme
from ..scene import Scene, register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button

W, H = LOGICAL_SIZE
BUTTON_W, BUTTON_H, GAP = 300, 52, 12


@register_scene
class MenuScene(Scene):
    name = "menu"
    transparent = True

    def __init__(self, app, title: str, items: list[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(app)
        self.title = title
        self.ui.arrow_focus = "vertical"
        resume = _("Resume")
        entries = [(resume, self.close)] + [(label, self._then(fn)) for label, fn in items]
        #: the items that leave what is on the table (drawn as a danger)
        leaving = {_("Quit to title"), _("Quit game")}
        height = 96 + len(entries) * (BUTTON_H + GAP) + 20
        self.box = pygame.Rect(0, 0, BUTTON_W + 80, height)
        self.box.center = (W // 2, H // 2)
        y = self.box.top + 86
        self.buttons: dict[str, Button] = {}
        for label, fn in entries:
            danger = label in leaving or label.startswith("Quit")
            style = "primary" if label == resume else ("danger" if danger else "secondary")
            b = self.ui.add(Button((self.box.centerx - BUTTON_W // 2, y, BUTTON_W, BUTTON_H), label, fn,
                                   style=style))
            self.buttons[label] = b
            y += BUTTON_H + GAP
        self.ui.set_focus(self.buttons[resume])

    def remake(self) -> "MenuScene | None":
        """A change of language: the menu again, from the scene under it, in the new words."""
        stack = self.app.stack.scenes
        i = stack.index(self) if self in stack else 0
        if i == 0:
            return None
        below = stack[i - 1]
        return type(self)(self.app, below.menu_title(), below.menu_items())

    def _then(self, fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.close()
            fn()
        return run

    def close(self) -> None:
        if self in self.app.stack:
            self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return None
        if self.ui.handle_event(event):
            return None
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not self.box.collidepoint(event.pos)):
            self.close()
        return None   # modal

    def draw(self, surface: pygame.Surface) -> None:
        if self.snapshot is None:
            # the scenes below were just drawn: they are paused, so keep the picture
            gfx.dim(surface, 150)
            gfx.panel(surface, self.box, fill=((22, 64, 100), (12, 40, 70)), border=C.PANEL_EDGE, radius=20,
                      alpha=250)
            t = theme.text(theme.fit(self.title, 30, self.box.width - 40, "heading"), 30, C.SAND, "heading")
            surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.top + 26)))
            self.snapshot = surface.copy()
        else:
            surface.blit(self.snapshot, (0, 0))
        self.ui.draw(surface)
