"""The base of every widget, and the group that routes mouse and keyboard to them.

A scene holds one `WidgetGroup`. The group gives mouse events to the widget under
the pointer (topmost first), keyboard events to the focused widget, moves focus
with Tab / Shift-Tab (and the arrow keys when the scene asks for it), and draws a
tooltip for the hovered widget: a disabled widget's tooltip is the reason it is
disabled.
"""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

import pygame

from ..screen import gfx, theme
from ..screen.theme import C
from ..screen.window import pointer

TOOLTIP_DELAY = 0.35


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect | tuple, *, enabled: bool = True, reason: str | None = None,
                 tooltip: str | None = None, visible: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.reason = reason
        self.tooltip = tooltip
        self.visible = visible
        self.hovered = False
        self.focused = False
        self.pressed = False

    # -- state -----------------------------------------------------------------------
    def set_enabled(self, enabled: bool, reason: str | None = None) -> None:
        self.enabled = enabled
        self.reason = None if enabled else reason
        if not enabled:
            self.pressed = False

    def tooltip_text(self) -> str | None:
        if not self.enabled and self.reason:
            return self.reason
        return self.tooltip

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    # -- events (True when used) ---------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def activate(self) -> None:
        """Enter or Space on the focused widget."""

    def on_focus(self) -> None:
        """The widget has just gained the keyboard focus (a click, Tab, or the scene)."""

    def update(self, dt: float) -> None:
        pass

    def is_still(self) -> bool:
        """Whether the widget looks the same next frame when nothing happens
        (no knob sliding, no scroll gliding); the app's loop waits then."""
        return True

    def next_due(self) -> float | None:
        """Seconds until the widget changes by itself (a caret's blink), or None."""
        return None

    def draw(self, surf: pygame.Surface) -> None:
        pass


class WidgetGroup:
    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.keyboard_mode = False
        self.arrow_focus: str | None = None   # "vertical", "horizontal" or None
        self._hover: Widget | None = None
        self._hover_time = 0.0
        self._mouse = (-1, -1)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def extend(self, widgets: Iterable[Widget]) -> None:
        for w in widgets:
            self.add(w)

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
        if self.focus is widget:
            self.set_focus(None)
        if self._hover is widget:
            self._hover = None

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = None
        self._hover = None

    # -- focus ------------------------------------------------------------------------
    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.visible and w.enabled]

    def set_focus(self, widget: Widget | None) -> None:
        if self.focus is not None:
            self.focus.focused = False
            blur = getattr(self.focus, "on_blur", None)
            if blur is not None and widget is not self.focus:
                blur()
        before, self.focus = self.focus, widget
        if widget is not None:
            widget.focused = True
            if widget is not before:
                widget.on_focus()

    def move_focus(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focus in items:
            i = (items.index(self.focus) + step) % len(items)
        else:
            i = 0 if step > 0 else len(items) - 1
        self.set_focus(items[i])
        self.keyboard_mode = True

    # -- events ------------------------------------------------------------------------
    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.hit(pos):
                return w
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self.keyboard_mode = False
            top = self.widget_at(event.pos)
            for w in self.widgets:
                w.hovered = w is top
            if top is not self._hover:
                self._hover = top
                self._hover_time = 0.0
            if top is not None and top.handle_event(event):
                return True
            if self.focus is not None and self.focus is not top and self.focus.pressed:
                return self.focus.handle_event(event)
            return False
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            if et == pygame.MOUSEWHEEL:
                target = self.widget_at(self._mouse) or self.widget_at(pointer())
            else:
                self._mouse = event.pos
                target = self.widget_at(event.pos)
            if et == pygame.MOUSEBUTTONUP and target is None and self.focus is not None and self.focus.pressed:
                target = self.focus
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
                if target is not None and target.focusable and target.enabled:
                    self.set_focus(target)
                elif target is None and self.focus is not None:
                    self.set_focus(None)
            if target is not None:
                if target.handle_event(event):
                    return True
                # a disabled widget still swallows clicks meant for it
                return not target.enabled and et != pygame.MOUSEWHEEL
            return False
        if et == pygame.KEYDOWN:
            if self.focus is not None and self.focus.handle_event(event):
                return True
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if self.arrow_focus == "vertical" and event.key in (pygame.K_UP, pygame.K_DOWN):
                self.move_focus(-1 if event.key == pygame.K_UP else 1)
                return True
            if self.arrow_focus == "horizontal" and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.move_focus(-1 if event.key == pygame.K_LEFT else 1)
                return True
            if (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                    and self.focus is not None and self.focus.enabled and self.focus.visible):
                self.focus.activate()
                return True
            return False
        if et in (pygame.TEXTINPUT, pygame.KEYUP):
            if self.focus is not None:
                return self.focus.handle_event(event)
        return False

    # -- per frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)
        if self._hover is not None:
            self._hover_time += dt

    def is_still(self) -> bool:
        return all(w.is_still() for w in self.widgets)

    def next_due(self) -> float | None:
        """Seconds until a widget changes by itself or the hovered one's tooltip opens."""
        due = [d for d in (w.next_due() for w in self.widgets if w.visible) if d is not None]
        w = self._hover
        if w is not None and w.visible and self._hover_time < TOOLTIP_DELAY and w.tooltip_text():
            due.append(TOOLTIP_DELAY - self._hover_time)
        return min(due, default=None)

    def draw(self, surf: pygame.Surface, tooltip: bool = True) -> None:
        """Draws the widgets, then the tooltip (unless the scene draws it itself
        later, over something it lays over the widgets)."""
        for w in self.widgets:
            if w.visible:
                w.draw(surf)
                if w.focused and self.keyboard_mode:
                    draw_focus_ring(surf, w.rect)
        if tooltip:
            self.draw_tooltip(surf)

    def draw_tooltip(self, surf: pygame.Surface) -> None:
        w = self._hover
        if w is None or not w.visible or self._hover_time < TOOLTIP_DELAY:
            return
        tip = w.tooltip_text()
        if tip:
            draw_tooltip(surf, tip, w.rect, avoid=self.tooltip_avoids(w))

    def tooltip_avoids(self, w: Widget) -> list[pygame.Rect]:
        """What `w`'s tooltip keeps clear of: every other control shown (not
        one that holds `w`, a panel or a list around it)."""
        return [o.rect for o in self.widgets if o is not w and o.visible and not o.rect.contains(w.rect)]


def draw_focus_ring(surf: pygame.Surface, rect: pygame.Rect) -> None:
    r = rect.inflate(8, 8)
    surf.blit(_ring(r.size), r.topleft)


_rings: dict = {}


def _ring(size: tuple[int, int]) -> pygame.Surface:
    s = _rings.get(size)
    if s is None:
        w, h = size
        big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        pygame.draw.rect(big, C.GOLD, big.get_rect(), width=6, border_radius=24)
        s = pygame.transform.smoothscale(big, size)
        _rings[size] = s
    return s


def tooltip_size(tip: str) -> tuple[int, int]:
    """How big a tooltip saying `tip` is drawn."""
    lines = theme.wrap(tip, 15, 320, "body")
    return (max(theme.font(15).size(line)[0] for line in lines) + 24, theme.line_height(15) * len(lines) + 16)


def tooltip_rect(size: tuple[int, int], anchor: pygame.Rect, screen: pygame.Rect,
                 avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a tip of `size` goes: under its control, else above it, else to
    its right or left, the first of these that stays on the screen and hides
    none of the `avoid` rects (the other controls: a tip never covers the
    control a player would reach for next); under it when none does."""
    bounds = screen.inflate(-8, -8)
    tries = []
    for side in ("below", "above", "right", "left"):
        rect = pygame.Rect((0, 0), size)
        if side == "below":
            rect.midtop = (anchor.centerx, anchor.bottom + 8)
        elif side == "above":
            rect.midbottom = (anchor.centerx, anchor.top - 8)
        elif side == "right":
            rect.midleft = (anchor.right + 8, anchor.centery)
        else:
            rect.midright = (anchor.left - 8, anchor.centery)
        on_screen = bounds.contains(rect)
        rect = rect.clamp(bounds)
        if on_screen or side in ("below", "above"):
            tries.append((rect.collidelist(list(avoid)) >= 0 or rect.colliderect(anchor), not on_screen, rect))
    clear = [rect for hides, off, rect in tries if not hides and not off]
    if clear:
        return clear[0]
    fitting = [rect for hides, off, rect in tries if not off]
    return fitting[0] if fitting else tries[0][2]


def draw_tooltip(surf: pygame.Surface, tip: str, anchor: pygame.Rect, place=None,
                 avoid: Sequence[pygame.Rect] = ()) -> None:
    """`place(size, anchor)`, if given, says where the tip goes (a table's
    large_view_rect); else `tooltip_rect` does, clear of the `avoid` rects."""
    lines = theme.wrap(tip, 15, 320, "body")
    lh = theme.line_height(15)
    rect = tooltip_rect(tooltip_size(tip), anchor, surf.get_rect(), avoid)
    if place is not None:
        rect = place(rect.size, anchor)
    gfx.panel(surf, rect, fill=C.INK, border=C.GOLD, radius=8, alpha=240, border_width=1)
    y = rect.top + 8
    for line in lines:
        surf.blit(theme.text(line, 15, C.TEXT), (rect.left + 12, y))
        y += lh


def clickable(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1


Callback = Callable[..., None]
