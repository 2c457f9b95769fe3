"""Hover: what lies under the pointer, how long the pointer has rested on it
(so a table can open a large view of a card after a short rest), and where that
large view goes.

`HoverTiming` is a part of TableScene. A table says what is under a point
(`thing_under(pos)`: a tuple whose first item names the thing and whose last
is its rect, or None); the timer restarts whenever anything of it changes, so
a new card sliding under a still pointer closes the view of the one before.

A table places its large view with `large_view_rect(size, near)`: beside what
is hovered, never over the prompt line (`prompt_rects()`, the kit's message
box and the table's own prompt) nor over what is being chosen (the lit
targets, the buttons) where a side of it has room; else over as little of them
as may be."""
from __future__ import annotations

from typing import Sequence

import pygame

#: Seconds the pointer rests on a thing before its large view opens.
HOVER_DELAY = 0.3
#: the room between a large view and what it shows
GAP = 12


def overlap(r: pygame.Rect, others: Sequence[pygame.Rect]) -> int:
    """The area of `r` over `others` (summed)."""
    total = 0
    for o in others:
        c = r.clip(o)
        total += c.w * c.h
    return total


def place_large(size: tuple[int, int], near: pygame.Rect, area: pygame.Rect,
                prompt: Sequence[pygame.Rect] = (), chosen: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a large view of `near` goes, inside `area`: of the places beside
    it (or lined up with it, with an edge of the area or with a prompt line),
    the one that covers the least of `prompt`, then of `near` itself, then of
    `chosen`, and of those the closest to `near`."""
    w, h = size
    inside = area.inflate(-8, -8)
    xs = {near.right + GAP, near.left - GAP - w, near.centerx - w // 2, near.left, near.right - w,
          inside.left, inside.right - w}
    ys = {near.bottom + GAP, near.top - GAP - h, near.centery - h // 2, near.top, near.bottom - h,
          inside.top, inside.bottom - h}
    for p in prompt:
        xs |= {p.right + GAP, p.left - GAP - w}
        ys |= {p.bottom + GAP, p.top - GAP - h}
    best, best_cost = None, None
    for x in sorted(xs):
        for y in sorted(ys):
            r = pygame.Rect(x, y, w, h).clamp(inside)
            far = abs(r.centerx - near.centerx) + abs(r.centery - near.centery)
            cost = (overlap(r, prompt), overlap(r, [near]), overlap(r, chosen), far)
            if best_cost is None or cost < best_cost:
                best, best_cost = r, cost
    return best


class HoverTiming:
    pointer: tuple[int, int] = (-1, -1)
    hover: tuple | None = None
    hover_time: float = 0.0
    #: where the last large view was placed (large_view_rect)
    large_view_at: pygame.Rect | None = None

    def thing_under(self, pos: tuple[int, int]) -> tuple | None:
        """Hook: (name, ..., rect) of what lies under `pos`, or None."""
        return None

    def prompt_rects(self) -> list[pygame.Rect]:
        """Hook: where the table's prompt line is (a table with its own prompt
        strip adds it); by default the kit's message box, when it shows."""
        layout = self.message_layout()
        return [layout.rect] if layout is not None else []

    def chosen_rects(self) -> list[pygame.Rect]:
        """What may be chosen now: the lit targets and the buttons (the keyboard's ring holds the same)."""
        return [t.rect for t in self.key_focus.targets]

    def large_view_rect(self, size: tuple[int, int], near: pygame.Rect,
                        area: pygame.Rect | None = None) -> pygame.Rect:
        """Where the large view of `near` goes (see place_large), on the board unless `area` says."""
        r = place_large(size, pygame.Rect(near), area or self.board_rect, self.prompt_rects(), self.chosen_rects())
        self.large_view_at = r
        return r

    def track_pointer(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos

    def update_hover(self, dt: float) -> None:
        found = self.thing_under(self.pointer)
        if found is None or found != self.hover:
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        self.hover = found

    def hover_held(self) -> bool:
        """The pointer has rested on the same thing long enough."""
        return self.hover is not None and self.hover_time >= HOVER_DELAY
