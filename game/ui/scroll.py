"""Scrolling: a view over a tall pre-rendered document, and a list of rows
with a selection. Mouse wheel, a draggable scroll bar, and the keyboard (arrows,
Page Up/Down, Home/End) all scroll."""
from __future__ import annotations

import bisect
from typing import Any, Callable, Sequence

import pygame

from .. import audio
from ..screen import gfx
from ..screen.theme import C
from ..screen.window import note_scroll
from .widget import Widget

BAR_WIDTH = 10
WHEEL_STEP = 60


class _Scroller(Widget):
    def __init__(self, rect, **kw) -> None:
        super().__init__(rect, **kw)
        self.offset = 0.0
        self._target = 0.0
        self._drag_from: tuple[int, float] | None = None
        #: the surface last drawn on and the whole-pixel offset it shows (for note_scroll)
        self._drawn: tuple[pygame.Surface, int] | None = None

    # subclasses give the content height and the visible height
    def content_height(self) -> int:
        raise NotImplementedError

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_height() - self.rect.height)

    def scroll_to(self, y: float, smooth: bool = True) -> None:
        self._target = max(0.0, min(self.max_offset, y))
        if not smooth:
            self.offset = self._target

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self._target + dy)

    @property
    def target(self) -> float:
        """Where a smooth scroll is heading (the offset itself once it is there)."""
        return self._target

    def bar_rect(self) -> pygame.Rect | None:
        ch = self.content_height()
        if ch <= self.rect.height:
            return None
        track = pygame.Rect(self.rect.right - BAR_WIDTH - 2, self.rect.top + 4, BAR_WIDTH, self.rect.height - 8)
        h = max(36, int(track.height * self.rect.height / ch))
        y = track.top + int((track.height - h) * (self.offset / max(1.0, self.max_offset)))
        return pygame.Rect(track.left, y, BAR_WIDTH, h)

    def _scroll_events(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self.bar_rect()
            if bar is not None and bar.inflate(8, 0).collidepoint(event.pos):
                self._drag_from = (event.pos[1], self.offset)
                self.pressed = True
                return True
            track = pygame.Rect(self.rect.right - BAR_WIDTH - 6, self.rect.top, BAR_WIDTH + 6, self.rect.height)
            if bar is not None and track.collidepoint(event.pos):
                self.scroll_by(self.rect.height * (1 if event.pos[1] > bar.centery else -1))
                return True
        if event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            y0, off0 = self._drag_from
            bar = self.bar_rect()
            if bar is not None:
                span = self.rect.height - 8 - bar.height
                self.scroll_to(off0 + (event.pos[1] - y0) * self.max_offset / max(1, span), smooth=False)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_from is not None:
            self._drag_from = None
            self.pressed = False
            return True
        return False

    def _drawn_at(self, surf: pygame.Surface, top: int) -> None:
        """Tells the window when the content was last drawn on `surf` `top` rows
        higher up: its pixels moved, and need not all be scaled again."""
        if self._drawn is not None and self._drawn[0] is surf and self._drawn[1] != top:
            note_scroll(surf, self.rect, self._drawn[1] - top)
        self._drawn = (surf, top)

    def is_still(self) -> bool:
        return self.offset == self._target

    def update(self, dt: float) -> None:
        if self.offset != self._target:
            diff = self._target - self.offset
            if abs(diff) < 0.5:
                self.offset = self._target
            else:
                self.offset += diff * min(1.0, dt * 14)

    def draw_bar(self, surf: pygame.Surface) -> None:
        bar = self.bar_rect()
        if bar is None:
            return
        track = pygame.Rect(bar.left, self.rect.top + 4, BAR_WIDTH, self.rect.height - 8)
        surf.blit(gfx.rounded_rect(track.size, 5, (0, 0, 0), alpha=70), track.topleft)
        col = C.GOLD if (self.hovered or self._drag_from) else (150, 184, 204)
        surf.blit(gfx.rounded_rect(bar.size, 5, col), bar.topleft)


class ScrollView(_Scroller):
    """Shows part of something tall: a surface, or a document that draws the
    part asked for itself (`get_height()` and `draw_area(surface, dest, area)`,
    as game/scenes/rules_document.py does, a page at a time)."""

    def __init__(self, rect, content=None, **kw) -> None:
        super().__init__(rect, **kw)
        self.content = content

    def set_content(self, content, keep_offset: bool = False) -> None:
        self.content = content
        if not keep_offset:
            self.scroll_to(0, smooth=False)
        else:
            self.scroll_to(self.offset, smooth=False)

    def content_height(self) -> int:
        return self.content.get_height() if self.content is not None else 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._scroll_events(event):
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -50, pygame.K_DOWN: 50, pygame.K_PAGEUP: -self.rect.height + 40,
                    pygame.K_PAGEDOWN: self.rect.height - 40}.get(event.key)
            if step is not None:
                self.scroll_by(step)
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_offset)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        if self.content is None:
            return
        area = pygame.Rect(0, int(self.offset), self.rect.width, self.rect.height)
        self._drawn_at(surf, area.top)
        if isinstance(self.content, pygame.Surface):
            surf.blit(self.content, self.rect.topleft, area)
        else:
            self.content.draw_area(surf, self.rect.topleft, area)
        self.draw_bar(surf)


class StackView(_Scroller):
    """A tall column of pre-rendered pieces (log entries), scrolled; only the
    pieces in sight are drawn, so a long column costs no more than a short one,
    and adding a piece renders only that piece."""

    def __init__(self, rect, gap: int = 0, **kw) -> None:
        super().__init__(rect, **kw)
        self.gap = gap
        self.pieces: list[pygame.Surface] = []
        self.tops: list[int] = []
        self._height = 0

    def set_pieces(self, pieces: Sequence[pygame.Surface]) -> None:
        self.pieces = []
        self.tops = []
        self._height = 0
        self.extend(pieces)

    def extend(self, pieces: Sequence[pygame.Surface]) -> None:
        for p in pieces:
            if self.pieces:
                self._height += self.gap
            self.tops.append(self._height)
            self.pieces.append(p)
            self._height += p.get_height()

    def content_height(self) -> int:
        return self._height

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._scroll_events(event):
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(self, surf: pygame.Surface) -> None:
        if not self.pieces:
            return
        top = int(self.offset)
        self._drawn_at(surf, top)
        bottom = top + self.rect.height
        i = max(0, bisect.bisect_right(self.tops, top) - 1)
        clip = surf.get_clip()
        surf.set_clip(self.rect)
        while i < len(self.pieces) and self.tops[i] < bottom:
            surf.blit(self.pieces[i], (self.rect.left, self.rect.top + self.tops[i] - top))
            i += 1
        surf.set_clip(clip)
        self.draw_bar(surf)


class ScrollList(_Scroller):
    """Rows of equal height with one selected; click selects, double click or
    Enter activates, arrows move the selection."""

    DOUBLE_CLICK = 0.4

    def __init__(self, rect, items: Sequence[Any], row_height: int,
                 draw_row: Callable[[pygame.Surface, pygame.Rect, Any, bool, bool], None], *,
                 on_select: Callable[[int], None] | None = None,
                 on_activate: Callable[[int], None] | None = None, gap: int = 8, **kw) -> None:
        super().__init__(rect, **kw)
        self.items = list(items)
        self.row_height = row_height
        self.gap = gap
        self.draw_row = draw_row
        self.on_select = on_select
        self.on_activate = on_activate
        self.selected: int | None = 0 if self.items else None
        self.hover_index: int | None = None
        self._last_click = (-1, -10.0)
        self._clock = 0.0

    def set_items(self, items: Sequence[Any]) -> None:
        self.items = list(items)
        if not self.items:
            self.selected = None
        elif self.selected is None or self.selected >= len(self.items):
            self.selected = len(self.items) - 1 if self.selected is not None else 0
        self.scroll_to(min(self._target, self.max_offset), smooth=False)

    def content_height(self) -> int:
        n = len(self.items)
        return n * self.row_height + max(0, n - 1) * self.gap

    def row_rect(self, i: int) -> pygame.Rect:
        """Where row i is on screen now (it may be outside the view)."""
        w = self.rect.width - (BAR_WIDTH + 8 if self.bar_rect() else 0)
        return pygame.Rect(self.rect.left, self.rect.top + i * (self.row_height + self.gap) - int(self.offset),
                           w, self.row_height)

    def index_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for i in range(len(self.items)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def select(self, i: int | None, notify: bool = True) -> None:
        if i is None or not self.items:
            self.selected = None
            return
        i = max(0, min(len(self.items) - 1, i))
        changed = i != self.selected
        self.selected = i
        r = self.row_rect(i)
        if r.top < self.rect.top:
            self.scroll_by(r.top - self.rect.top)
        elif r.bottom > self.rect.bottom:
            self.scroll_by(r.bottom - self.rect.bottom)
        if changed and notify and self.on_select is not None:
            self.on_select(i)

    def activate(self) -> None:
        if self.selected is not None and self.on_activate is not None:
            self.on_activate(self.selected)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = self.index_at(event.pos)
            if self._drag_from is not None:
                return self._scroll_events(event)
            return False
        if self._scroll_events(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.index_at(event.pos)
            if i is not None:
                now = self._clock
                double = self._last_click[0] == i and now - self._last_click[1] < self.DOUBLE_CLICK
                self._last_click = (i, now)
                audio.play("click")
                self.select(i)
                if double:
                    self.activate()
                return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN and self.items:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                cur = self.selected if self.selected is not None else -1
                self.select(cur + (1 if event.key == pygame.K_DOWN else -1))
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.select(0 if event.key == pygame.K_HOME else len(self.items) - 1)
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self._clock += dt

    def draw(self, surf: pygame.Surface) -> None:
        clip = surf.get_clip()
        self._drawn_at(surf, int(self.offset))
        surf.set_clip(self.rect)
        for i, item in enumerate(self.items):
            r = self.row_rect(i)
            if r.bottom < self.rect.top or r.top > self.rect.bottom:
                continue
            # the row the pointer last crossed counts only while the pointer is still on the list
            self.draw_row(surf, r, item, i == self.selected, self.hovered and i == self.hover_index)
        surf.set_clip(clip)
        self.draw_bar(surf)
