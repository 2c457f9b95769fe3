"""What is in the air over a table while animations play: pictures flying
along arcs (a card to a cage, a token to a score), big words across the
board (a banner: "Round 2"), and sparkles where something was completed.

A table's own stage subclasses `Stage` to hold back what has not landed yet
(the view already holds the new position). Drawing asks the stage; nothing
here changes a game state. The tweens that move these live in the scene's one
Animator (see animations.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ..screen import gfx, theme
from ..screen.theme import C
from ..screen.tween import lerp

#: Seconds a sparkle ring takes to grow and fade.
SPARKLE_LIFE = 0.6


@dataclass
class Progress:
    """Something drawn on a stage for the length of one tween: the tween hands
    `update` its progress, and the drawing reads it as `t` (0 to 1). Keyword-only,
    so a subclass's own fields keep their places."""
    t: float = field(default=0.0, kw_only=True)

    def update(self, t: float) -> None:
        self.t = t


class Flight:
    """A picture flying from one point to another along an arc; visible only
    while its tween runs."""

    def __init__(self, image: pygame.Surface, start, end, arc: float = 40.0,
                 scale_from: float = 1.0, scale_to: float = 1.0) -> None:
        self.image = image
        self.start = start
        self.end = end
        self.arc = arc
        self.scale_from = scale_from
        self.scale_to = scale_to
        self.t = 0.0
        self.active = False
        self._scaled: dict[int, pygame.Surface] = {}

    def update(self, t: float) -> None:
        self.active = True
        self.t = t

    def pos(self) -> tuple[float, float]:
        x, y = lerp(self.start, self.end, self.t)
        return x, y - math.sin(math.pi * self.t) * self.arc

    def draw(self, surf: pygame.Surface) -> None:
        if not self.active:
            return
        img = self.image
        s = self.scale_from + (self.scale_to - self.scale_from) * self.t
        s *= 1.0 + 0.12 * math.sin(math.pi * self.t)      # it lifts off the table a little
        if abs(s - 1.0) > 0.02:
            key = round(s * 50)
            img = self._scaled.get(key)
            if img is None:
                w, h = self.image.get_size()
                img = pygame.transform.smoothscale(self.image, (max(1, round(w * key / 50)),
                                                                max(1, round(h * key / 50))))
                self._scaled[key] = img
        x, y = self.pos()
        surf.blit(img, img.get_rect(center=(round(x), round(y))))


@dataclass
class Banner:
    """Big words across the middle of the table ("The scare phase", "Final round")."""
    title: str
    subtitle: str = ""
    alpha: float = 0.0
    active: bool = False

    def update(self, t: float) -> None:
        self.active = True
        # in quickly, hold, out quickly
        self.alpha = min(1.0, t * 5, (1.0 - t) * 5)


class Stage:
    """The flights, banners and sparkles now shown over a table."""

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.flights: list[Flight] = []
        self.banners: list[Banner] = []
        self.sparkles: list[list[float]] = []        # [x, y, age, life]

    def sparkle(self, x: float, y: float, life: float = SPARKLE_LIFE) -> None:
        """A gold ring that grows and fades at (x, y)."""
        self.sparkles.append([x, y, 0.0, life])

    def draw_flights(self, surf: pygame.Surface) -> None:
        for f in self.flights:
            f.draw(surf)

    def draw_sparkles(self, surf: pygame.Surface, dt: float) -> None:
        keep = []
        for s in self.sparkles:
            s[2] += dt
            if s[2] < s[3]:
                keep.append(s)
                t = s[2] / s[3]
                r = 8 + 26 * t
                ring = gfx.circle(int(r * 2), C.GOLD, alpha=int(200 * (1 - t)))
                surf.blit(ring, ring.get_rect(center=(round(s[0]), round(s[1]))))
        self.sparkles = keep

    def draw_banners(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        for b in self.banners:
            if not b.active or b.alpha <= 0:
                continue
            img = banner_image(b.title, b.subtitle, area.width)
            img.set_alpha(int(255 * b.alpha))
            surf.blit(img, img.get_rect(center=area.center))


def banner_title(title: str) -> pygame.Surface:
    """A banner's big outlined words: the costly part of a banner (an outline is
    a mask grown at twice the size), 1 to 3 ms of the frame that first shows it
    unless the table made it when it opened (Choreographer.banners)."""
    return theme.text_outlined(title, 40, C.GOLD, (60, 36, 10), width=2, shadow=3)


def banner_back(width: int, h: int) -> pygame.Surface:
    """A banner's band without its words: the same for every banner of a size."""
    def make() -> pygame.Surface:
        img = pygame.Surface((width, h), pygame.SRCALPHA)
        band = gfx.vertical_gradient.__wrapped__((width, h), (10, 30, 52), (6, 20, 38))   # made once: not kept twice
        band.set_alpha(215)
        img.blit(band, (0, 0))
        pygame.draw.line(img, C.GOLD, (0, 1), (width, 1), 2)
        pygame.draw.line(img, C.GOLD, (0, h - 2), (width, h - 2), 2)
        return img
    return gfx.made_once(("banner back", width, h), make)


def banner_subtitle(subtitle: str) -> pygame.Surface:
    """A banner's second line (its font's first use costs a frame a millisecond)."""
    return theme.text(subtitle, 19, C.TEXT, "semibold")


def banner_height(subtitle) -> int:
    """A banner's band is taller when it has a second line."""
    return 104 if subtitle else 80


def prepare_banner(title: str, subtitle: str | None, width: int) -> None:
    """Makes a banner's parts ahead (its words and its band), so the frame that
    first shows it only puts them together (0.4 ms, against 3 ms from nothing).
    A subtitle None: one whose words change (its band and font are made)."""
    banner_title(title)
    banner_back(width, banner_height(subtitle is None or subtitle))
    if subtitle:
        banner_subtitle(subtitle)
    elif subtitle is None:
        theme.font(19, "semibold")


def banner_image(title: str, subtitle: str, width: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        h = banner_height(subtitle)
        img = banner_back(width, h).copy()
        t = banner_title(title)
        img.blit(t, t.get_rect(center=(width // 2, 40 if subtitle else h // 2)))
        if subtitle:
            s = banner_subtitle(subtitle)
            img.blit(s, s.get_rect(center=(width // 2, 80)))
        return img
    return gfx.made_once(("banner", title, subtitle, width), make)
