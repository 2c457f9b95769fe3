"""The one pen every table's figures are drawn with (issue 27's house style):
parts given in fractions of the picture's width, painted at twice the final
size with the light from the upper left, ringed in one ink outline of the
same weight, then smooth-scaled down by the caller. King of Monster Island's
Monsters, Bosses, Minions and Crystals and Survive the Island's creatures are
built with it, so they share one outline weight and one light."""
from __future__ import annotations

import math

import pygame

from ..screen import gfx, theme
from ..screen.theme import C

Colour = tuple[int, int, int]
Point = tuple[float, float]

OUTLINE = 3            # px at twice the size: every figure's silhouette ink
DETAIL = 2             # px at twice the size: lines inside the silhouette
EYE = (252, 250, 240)
PUPIL = (20, 16, 20)
TOOTH = (252, 250, 240)
MOUTH = (60, 14, 24)


class Pen:
    """Draws parts on a canvas W pixels wide in width-fraction coordinates."""

    def __init__(self, surf: pygame.Surface, colour: Colour, advanced: bool = False) -> None:
        self.surf, self.w = surf, surf.get_width()
        self.colour = colour
        self.light = theme.lighten(colour, 0.35)
        self.shade = theme.darken(colour, 0.35)
        self.advanced = advanced

    def p(self, pt: Point) -> Point:
        return pt[0] * self.w, pt[1] * self.w

    def pts(self, pts) -> list[Point]:
        return [self.p(q) for q in pts]

    def blob(self, pts, colour: Colour | None = None) -> None:
        """A solid part lit from the upper left: its shade, then its colour
        drawn a little smaller and nudged up-left, then a highlight."""
        colour = colour or self.colour
        shade, light = theme.darken(colour, 0.35), theme.lighten(colour, 0.4)
        pp = self.pts(pts)
        gfx.aa_polygon(self.surf, shade, pp)
        cx = sum(x for x, _ in pp) / len(pp)
        cy = sum(y for _, y in pp) / len(pp)
        k = self.w * 0.012
        gfx.aa_polygon(self.surf, colour, [(cx + (x - cx) * 0.86 - k, cy + (y - cy) * 0.86 - k) for x, y in pp])
        gfx.aa_polygon(self.surf, light, [(cx + (x - cx) * 0.4 - 3 * k, cy + (y - cy) * 0.35 - 3 * k)
                                          for x, y in pp])

    def flat(self, pts, colour: Colour) -> None:
        gfx.aa_polygon(self.surf, colour, self.pts(pts))

    def line(self, pts, colour: Colour = C.INK, width: int = DETAIL) -> None:
        pygame.draw.lines(self.surf, colour, False, self.pts(pts), width)

    def dot(self, centre: Point, r: float, colour: Colour) -> None:
        x, y = self.p(centre)
        pygame.draw.circle(self.surf, colour, (x, y), max(1.0, r * self.w))

    def eyes(self, centres, r: float, iris: Colour = C.GOLD, angry: bool = True) -> None:
        for cx, cy in centres:
            self.dot((cx, cy), r * 1.2, C.INK)
            self.dot((cx, cy), r, EYE)
            self.dot((cx + r * 0.15, cy + r * 0.1), r * 0.6, iris)
            self.dot((cx + r * 0.15, cy + r * 0.1), r * 0.3, PUPIL)
            if angry:
                side = -1 if cx < 0.5 else 1
                self.line([(cx - r * 1.3 * side, cy - r * 1.5), (cx + r * 1.1 * side, cy - r * 0.7)], C.INK, 3)

    def fangs(self, left: Point, right: Point, n: int, depth: float) -> None:
        (x0, y0), (x1, y1) = left, right
        self.flat([(x0, y0), (x1, y1), ((x0 + x1) / 2, y0 + depth * 1.6)], MOUTH)
        for i in range(n):
            t0, t1 = i / n, (i + 1) / n
            a = (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0)
            b = (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)
            self.flat([a, b, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + depth)], TOOTH)


def ellipse(cx: float, cy: float, rx: float, ry: float, n: int = 28, tilt: float = 0.0) -> list[Point]:
    ct, st = math.cos(tilt), math.sin(tilt)
    out = []
    for i in range(n):
        a = math.tau * i / n
        x, y = math.cos(a) * rx, math.sin(a) * ry
        out.append((cx + x * ct - y * st, cy + x * st + y * ct))
    return out


def spike(base_a: Point, base_b: Point, tip: Point) -> list[Point]:
    return [base_a, tip, base_b]


def outlined(body: pygame.Surface) -> pygame.Surface:
    """The body with one ink outline of OUTLINE px around its silhouette."""
    mask = pygame.mask.from_surface(body, 40)
    ink = mask.to_surface(setcolor=C.INK + (255,), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(body.get_size(), pygame.SRCALPHA)
    for i in range(16):
        a = math.tau * i / 16
        out.blit(ink, (round(math.cos(a) * OUTLINE), round(math.sin(a) * OUTLINE)))
    out.blit(body, (0, 0))
    return out
