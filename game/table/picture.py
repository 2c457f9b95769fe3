"""The still part of a table as one picture, repainted part by part.

A table is made of parts that change independently (on Isle of Monsters:
each island with its pile and food, the deck, each seat) and overlays that
span them (a reveal's arrows and plates). Each part says what it shows (its key); when a
key changes, only that part's rectangle (and the one it had when last
painted: a part may move, shrink to nothing or come back) is restored from
the static picture and painted again, with any part it overlaps. A frame where nothing changed
costs one blit; a move costs the parts it touched.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame


@dataclass
class Part:
    name: str
    rect: pygame.Rect
    key: Hashable
    draw: Callable[[pygame.Surface], None]


class TablePicture:
    def __init__(self, static: pygame.Surface, area: pygame.Rect) -> None:
        self.static = static
        self.area = area
        self.surface = static.copy()
        self._keys: dict[str, Hashable] = {}
        self._rects: dict[str, pygame.Rect] = {}       # where each part was last painted
        self._overlay_key: Hashable = object()
        self.repaints = 0              # parts painted since the table opened (for tests)

    def update(self, parts: list[Part], overlay_key: Hashable,
               overlay: Callable[[pygame.Surface], None] | None) -> None:
        """Brings the picture up to date. `overlay` is drawn over all parts (a
        reveal's arrows and plates); while there is one, any change repaints all."""
        dirty = {p.name for p in parts if self._keys.get(p.name, object()) != p.key}
        if overlay_key != self._overlay_key or (dirty and overlay is not None):
            self.surface.blit(self.static, self.area.topleft, self.area)
            for p in parts:
                p.draw(self.surface)
                self._keys[p.name] = p.key
                self._rects[p.name] = pygame.Rect(p.rect)
            if overlay is not None:
                overlay(self.surface)
            self._overlay_key = overlay_key
            self.repaints += len(parts)
            return
        if not dirty:
            return
        # a part painted again is restored from the static picture first, where it
        # is and where it was (a part that shrank or went leaves nothing behind),
        # which wipes whatever of its neighbours lies there: repaint those too
        grew = True
        while grew:
            grew = False
            spots = self._spots(parts, dirty)
            for p in parts:
                if p.name not in dirty and p.rect.collidelist(spots) >= 0:
                    dirty.add(p.name)
                    grew = True
        for spot in self._spots(parts, dirty):
            self.surface.blit(self.static, spot.topleft, spot)
        for p in parts:
            if p.name in dirty:
                p.draw(self.surface)
                self._keys[p.name] = p.key
                self._rects[p.name] = pygame.Rect(p.rect)
        self.repaints += len(dirty)

    def _spots(self, parts: list[Part], dirty: set[str]) -> list[pygame.Rect]:
        """Where the dirty parts are and were."""
        spots = [p.rect for p in parts if p.name in dirty]
        spots += [self._rects[p.name] for p in parts if p.name in dirty and p.name in self._rects]
        return [r for r in spots if r.width and r.height]

    def blit_to(self, target: pygame.Surface) -> None:
        target.blit(self.surface, self.area.topleft, self.area)


class Same:
    """Stands for an object in a key by its identity: a view compared by value
    costs a save's encoding, and a move always makes a new view. Holding the
    object keeps it alive, so no later object can take its id."""
    __slots__ = ("thing",)

    def __init__(self, thing: object) -> None:
        self.thing = thing

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.thing is self.thing

    def __hash__(self) -> int:
        return id(self.thing)


class KeptRegion:
    """A rectangle of the frame painted once and kept, with what lay under it,
    while its key holds (a panel that shows only the view). Whoever uses it
    vouches that what is drawn under the rectangle before it does not change
    while the key holds; a key of None paints afresh and keeps nothing."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._picture: pygame.Surface | None = None
        self.paints = 0                # how often it painted (for tests)

    def forget(self) -> None:
        self._key = self._picture = None

    def draw(self, surface: pygame.Surface, area: pygame.Rect, key: Hashable,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Blits the kept picture of `area` when `key` (and the surface and its
        clip) are what it was painted with; otherwise calls `paint(surface)`
        and keeps what `area` then holds."""
        area = pygame.Rect(area).clip(surface.get_clip())
        full = None if key is None else (key, tuple(area), surface.get_size())
        if full is not None and self._picture is not None and full == self._key:
            surface.blit(self._picture, area.topleft)
            return
        paint(surface)
        self.paints += 1
        if full is None:
            self.forget()
        else:
            self._key, self._picture = full, surface.subsurface(area).copy()
