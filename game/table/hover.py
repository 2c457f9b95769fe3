"""Hover timing: what lies under the pointer, and how long the pointer has
rested on it, so a table can open a large view of a card after a short rest.

`HoverTiming` is a part of TableScene. A table says what is under a point
(`thing_under(pos)`: a tuple whose first item names the thing and whose last
is its rect, or None); the timer restarts whenever that thing or its rect
changes."""
from __future__ import annotations

import pygame

#: Seconds the pointer rests on a thing before its large view opens.
HOVER_DELAY = 0.3


class HoverTiming:
    pointer: tuple[int, int] = (-1, -1)
    hover: tuple | None = None
    hover_time: float = 0.0

    def thing_under(self, pos: tuple[int, int]) -> tuple | None:
        """Hook: (name, ..., rect) of what lies under `pos`, or None."""
        return None

    def track_pointer(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos

    def update_hover(self, dt: float) -> None:
        found = self.thing_under(self.pointer)
        if found is None or self.hover is None or found[0] != self.hover[0] or found[-1] != self.hover[-1]:
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        self.hover = found

    def hover_held(self) -> bool:
        """The pointer has rested on the same thing long enough."""
        return self.hover is not None and self.hover_time >= HOVER_DELAY
