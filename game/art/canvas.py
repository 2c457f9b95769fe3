"""A small painter for art drawn by code: coordinates in the final picture's
pixels, painted at a higher resolution and smoothscaled down at the end, so every
edge is antialiased. Used for the title tiles, the app icon and the backdrops;
each picture is painted once and cached by its caller."""
from __future__ import annotations

import math
from typing import Iterable, Sequence

import pygame

from ..screen.theme import Colour, lerp_colour

Point = tuple[float, float]


class Canvas:
    def __init__(self, size: tuple[int, int], scale: int = 2) -> None:
        self.size = size
        self.k = scale
        self.surf = pygame.Surface((size[0] * scale, size[1] * scale), pygame.SRCALPHA)

    # -- coordinates -----------------------------------------------------------------
    def p(self, pt: Point) -> tuple[float, float]:
        return (pt[0] * self.k, pt[1] * self.k)

    def ps(self, pts: Iterable[Point]) -> list[tuple[float, float]]:
        return [(x * self.k, y * self.k) for x, y in pts]

    def r(self, rect: Sequence[float]) -> pygame.Rect:
        x, y, w, h = rect
        return pygame.Rect(round(x * self.k), round(y * self.k), round(w * self.k), round(h * self.k))

    # -- painting ----------------------------------------------------------------------
    def gradient(self, rect: Sequence[float], top: Colour, bottom: Colour, alpha: int = 255) -> None:
        """A vertical gradient: one pixel column painted, then stretched."""
        r = self.r(rect)
        if r.width <= 0 or r.height <= 0:
            return
        strip = pygame.Surface((1, r.height), pygame.SRCALPHA)
        for i in range(r.height):
            strip.set_at((0, i), lerp_colour(top, bottom, i / max(1, r.height - 1)) + (alpha,))
        self.surf.blit(pygame.transform.scale(strip, r.size), r.topleft)

    def radial(self, center: Point, radius: float, inner: Colour, outer_alpha: int = 0,
               inner_alpha: int = 200, steps: int = 24) -> None:
        """A soft glow: concentric circles fading out."""
        glow = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        cx, cy = self.p(center)
        for i in range(steps, 0, -1):
            t = i / steps
            a = int(outer_alpha + (inner_alpha - outer_alpha) * (1 - t) ** 1.6)
            pygame.draw.circle(glow, inner + (max(0, min(255, a)) // 3,), (cx, cy), radius * self.k * t)
        self.surf.blit(glow, (0, 0))

    def poly(self, pts: Iterable[Point], colour: Colour, alpha: int = 255) -> None:
        pts = self.ps(pts)
        if alpha >= 255:
            pygame.draw.polygon(self.surf, colour, pts)
        else:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(layer, colour + (alpha,), pts)
            self.surf.blit(layer, (0, 0))

    def outline(self, pts: Iterable[Point], colour: Colour, width: float = 1.0, closed: bool = True) -> None:
        pygame.draw.lines(self.surf, colour, closed, self.ps(pts), max(1, round(width * self.k)))

    def line(self, a: Point, b: Point, colour: Colour, width: float = 1.0) -> None:
        pygame.draw.line(self.surf, colour, self.p(a), self.p(b), max(1, round(width * self.k)))

    def circle(self, center: Point, radius: float, colour: Colour, alpha: int = 255, width: float = 0) -> None:
        w = 0 if width == 0 else max(1, round(width * self.k))
        if alpha >= 255:
            pygame.draw.circle(self.surf, colour, self.p(center), radius * self.k, w)
        else:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            pygame.draw.circle(layer, colour + (alpha,), self.p(center), radius * self.k, w)
            self.surf.blit(layer, (0, 0))

    def ellipse(self, rect: Sequence[float], colour: Colour, alpha: int = 255, width: float = 0) -> None:
        w = 0 if width == 0 else max(1, round(width * self.k))
        if alpha >= 255:
            pygame.draw.ellipse(self.surf, colour, self.r(rect), w)
        else:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            pygame.draw.ellipse(layer, colour + (alpha,), self.r(rect), w)
            self.surf.blit(layer, (0, 0))

    def rect(self, rect: Sequence[float], colour: Colour, radius: float = 0, alpha: int = 255) -> None:
        if alpha >= 255:
            pygame.draw.rect(self.surf, colour, self.r(rect), border_radius=round(radius * self.k))
        else:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            pygame.draw.rect(layer, colour + (alpha,), self.r(rect), border_radius=round(radius * self.k))
            self.surf.blit(layer, (0, 0))

    def arc(self, rect: Sequence[float], start: float, stop: float, colour: Colour, width: float = 1.0) -> None:
        pygame.draw.arc(self.surf, colour, self.r(rect), start, stop, max(1, round(width * self.k)))

    def blob(self, center: Point, rx: float, ry: float, colour: Colour, wobble: float = 0.08,
             seed: float = 0.0, n: int = 64, alpha: int = 255, flat_bottom: float | None = None) -> list[Point]:
        """An organic round shape (island, monster body): an ellipse whose
        radius wobbles with a few sine waves. flat_bottom cuts it at that y."""
        pts = []
        cx, cy = center
        for i in range(n):
            a = 2 * math.pi * i / n
            w = 1 + wobble * (math.sin(3 * a + seed) * 0.6 + math.sin(5 * a + seed * 1.7) * 0.4)
            x, y = cx + rx * w * math.cos(a), cy + ry * w * math.sin(a)
            if flat_bottom is not None:
                y = min(y, flat_bottom)
            pts.append((x, y))
        self.poly(pts, colour, alpha)
        return pts

    def star(self, center: Point, r: float, colour: Colour, points: int = 5, inner: float = 0.45,
             rotation: float = -math.pi / 2) -> None:
        cx, cy = center
        pts = []
        for i in range(points * 2):
            rr = r if i % 2 == 0 else r * inner
            a = rotation + i * math.pi / points
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        self.poly(pts, colour)

    def blit(self, img: pygame.Surface, pos: Point) -> None:
        self.surf.blit(img, self.p(pos))

    # -- finishing ---------------------------------------------------------------------
    def result(self, radius: float = 0, round_bottom: bool = True) -> pygame.Surface:
        """The picture at its final size; optionally with rounded corners."""
        surf = self.surf
        if radius:
            mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            R = round(radius * self.k)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=R)
            if not round_bottom:
                h = mask.get_height()
                pygame.draw.rect(mask, (255, 255, 255, 255), (0, h // 2, mask.get_width(), h - h // 2))
            surf = surf.copy()
            surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        if self.k == 1:
            return surf
        return pygame.transform.smoothscale(surf, self.size)


def shade(c: Colour, k: float) -> Colour:
    """k > 0 lightens, k < 0 darkens."""
    return lerp_colour(c, (255, 255, 255), k) if k >= 0 else lerp_colour(c, (0, 0, 0), -k)
