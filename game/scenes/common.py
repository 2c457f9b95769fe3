"""Pieces several scenes share: a full-screen scene on the menu backdrop with a
title and a Back button (its static layer painted once), and dialogs drawn over
whatever is below them."""
from __future__ import annotations

from typing import Callable

import pygame

from rules.core.i18n import _

from ..screen import gfx, theme
from ..art.backdrop import menu_backdrop
from ..scene import Scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button

W, H = LOGICAL_SIZE


def draw_title(surf: pygame.Surface, title: str, subtitle: str = "", x: int = 120, y: int = 26) -> None:
    img = theme.text_shadowed(title, 40, C.SAND, style="display", offset=3)
    surf.blit(img, (x, y))
    if subtitle:
        sub = theme.text_shadowed(subtitle, 18, C.TEXT_DIM, style="italic", offset=1)
        surf.blit(sub, (x + 2, y + img.get_height() + 2))


class PageScene(Scene):
    """A full-screen page over the menu backdrop: a title at the top left, a
    Back button, and a static layer painted once (`paint_static`)."""

    #: marked with N_ where a page sets them, read with _() when painted
    title = ""
    subtitle = ""
    #: a page holds nothing a player made: a change of language makes it again
    remade_for_language = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self._static: pygame.Surface | None = None
        self.back_button = self.ui.add(Button((32, 34, 70, 44), "‹", self.go_back, style="secondary",
                                              font_size=30, tooltip=_("Back (Esc)")))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Esc on a page goes back, as its Back button does (the Esc menu is the tables')."""
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.go_back()
            return None
        return event

    def go_back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            self.app.go_to_title()

    def invalidate(self) -> None:
        self._static = None

    def paint_static(self, surf: pygame.Surface) -> None:
        """The parts that do not change: backdrop, title, panels."""
        surf.blit(menu_backdrop(), (0, 0))
        draw_title(surf, _(self.title), _(self.subtitle))

    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            surf = pygame.Surface(LOGICAL_SIZE).convert()
            self.paint_static(surf)
            self._static = surf
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.draw_dynamic(surface)
        self.ui.draw(surface)

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        """What changes between frames, under the widgets."""


class DialogScene(Scene):
    """A modal box over the dimmed scene below; Esc closes it (as Cancel)."""

    transparent = True
    width = 520

    def __init__(self, app, title: str, message: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.ui.arrow_focus = "horizontal"
        self._height = self.measure()
        self.box = pygame.Rect(0, 0, self.width, self._height)
        self.box.center = (W // 2, H // 2)

    def measure(self) -> int:
        lines = theme.wrap(self.message, 18, self.width - 64) if self.message else ()
        return 110 + len(lines) * theme.line_height(18) + self.extra_height() + 80

    def extra_height(self) -> int:
        return 0

    def content_top(self) -> int:
        lines = theme.wrap(self.message, 18, self.width - 64) if self.message else ()
        return self.box.top + 84 + len(lines) * theme.line_height(18)

    def button_row(self, specs: list[tuple[str, Callable[[], None], str]], width: int = 170) -> list[Button]:
        gap = 16
        total = len(specs) * width + (len(specs) - 1) * gap
        x = self.box.centerx - total // 2
        y = self.box.bottom - 74
        out = []
        for label, fn, style in specs:
            out.append(self.ui.add(Button((x, y, width, 50), label, fn, style=style)))
            x += width + gap
        return out

    def close(self) -> None:
        if self in self.app.stack:
            self.app.stack.pop()

    def cancel(self) -> None:
        self.close()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return None
        self.ui.handle_event(event)
        return None    # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        if self.snapshot is None:
            # the scenes below were just drawn: they are paused, so keep the picture
            gfx.dim(surface, 160)
            gfx.panel(surface, self.box, fill=((22, 64, 100), (12, 40, 70)), border=C.PANEL_EDGE, radius=18,
                      alpha=250)
            t = theme.text(self.title, 28, C.SAND, "heading")
            surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.top + 26)))
            if self.message:
                theme.draw_wrapped(surface, self.message, pygame.Rect(self.box.left + 32, self.box.top + 80,
                                                                      self.width - 64, 400), 18, C.TEXT,
                                   align="center")
            self.snapshot = surface.copy()
        else:
            surface.blit(self.snapshot, (0, 0))
        self.draw_content(surface)
        self.ui.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass


class ConfirmDialog(DialogScene):
    """Asks before doing something that cannot be taken back."""

    def __init__(self, app, title: str, message: str, confirm_label: str, on_confirm: Callable[[], None],
                 *, danger: bool = True, cancel_label: str | None = None) -> None:
        super().__init__(app, title, message)
        cancel_label = cancel_label if cancel_label is not None else _("Cancel")
        self.on_confirm = on_confirm
        self.cancel_button, self.confirm_button = self.button_row(
            [(cancel_label, self.cancel, "secondary"),
             (confirm_label, self.confirm, "danger" if danger else "primary")])
        self.ui.set_focus(self.cancel_button)

    def confirm(self) -> None:
        self.close()
        self.on_confirm()


class NoticeDialog(DialogScene):
    """Tells the player something, with one OK button."""

    def __init__(self, app, title: str, message: str, ok_label: str | None = None,
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app, title, message)
        ok_label = ok_label if ok_label is not None else _("OK")
        self.on_close = on_close
        (self.ok_button,) = self.button_row([(ok_label, self.cancel, "primary")])
        self.ui.set_focus(self.ok_button)

    def cancel(self) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()
