"""Crystals and Pylons as cut crystal clusters, in the house style (drawn at
twice the size with light from the upper left, one ink outline of
monster_art's weight, smoothed down, made once per size): each is a cluster of
prisms a table (GEMS) describes. Beside the daylight from the upper left, a
piece catches the volcano's glow: the side facing the crater burns with an
ember rim and a warm sheen, so the island's Crystals read as lit by the lava.
A Pylon is one big violet crystal, two small shards at its foot, a light
glowing in its heart: bigger than a Crystal and violet, it is told from one by
its size as well as its colour.

Coordinates are fractions of the picture's width, from its top left."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ...screen import gfx, theme
from ...screen.theme import C

from ...art.figure_pen import Pen, ellipse, outlined

Colour = tuple[int, int, int]

#: which side of a piece faces the volcano
SIDES = ("left", "right")
LAVA_RIM = C.EMBER
LAVA_SHEEN = (255, 170, 96)


class Prism(NamedTuple):
    """One crystal: its foot's centre x and y, its half-width, its height and
    its lean (how far the tip leans right, as a share of the height)."""
    x: float
    y: float
    half: float
    height: float
    lean: float = 0.0


class Gem(NamedTuple):
    """A cluster of prisms in one colour (light facet, body, shaded facet),
    drawn back to front, and whether a light glows in its heart (at `core`:
    x, y, or None)."""
    colours: tuple[Colour, Colour, Colour]
    prisms: tuple[Prism, ...]
    core: tuple[float, float] | None = None


GEMS: dict[str, Gem] = {
    "crystal": Gem(((156, 236, 246), (58, 172, 208), (20, 78, 112)),
                   (Prism(0.28, 0.92, 0.12, 0.44, -0.3), Prism(0.73, 0.93, 0.12, 0.5, 0.28),
                    Prism(0.5, 0.95, 0.17, 0.86, 0.04))),
    "pylon": Gem(((222, 170, 255), (150, 70, 218), (64, 20, 110)),
                 (Prism(0.2, 0.97, 0.12, 0.38, -0.38), Prism(0.8, 0.97, 0.12, 0.44, 0.32),
                  Prism(0.5, 0.98, 0.27, 0.95, 0.02)), core=(0.5, 0.58)),
}


def _prism(pen: Pen, p: Prism, colours: tuple[Colour, Colour, Colour], volcano: str) -> None:
    """A prism with a lit left facet and a shaded right one split down a ridge,
    a bright tip, and its edge toward the volcano rimmed in ember light."""
    light, body, shade = colours
    tip = (p.x + p.lean * p.height, p.y - p.height)
    sl = (p.x - p.half + p.lean * p.height * 0.72, p.y - p.height * 0.72)   # the shoulders
    sr = (p.x + p.half + p.lean * p.height * 0.72, p.y - p.height * 0.72)
    bl, br = (p.x - p.half, p.y), (p.x + p.half, p.y)
    ridge_top = (p.x + p.lean * p.height * 0.72 + p.half * 0.1, p.y - p.height * 0.72)
    ridge_foot = (p.x + p.half * 0.1, p.y + 0.02)
    pen.flat([bl, sl, tip, sr, br, ridge_foot], shade)
    left = [bl, sl, ridge_top, ridge_foot]
    right = [ridge_foot, ridge_top, sr, br]
    pen.flat(left, light if volcano == "right" else theme.lerp_colour(light, LAVA_SHEEN, 0.25))
    pen.flat(right, theme.lerp_colour(body, LAVA_SHEEN, 0.35) if volcano == "right" else body)
    pen.flat([sl, tip, ridge_top], theme.lighten(light, 0.5))
    pen.flat([ridge_top, tip, sr], theme.lighten(body, 0.2))
    edge = [br, sr, tip] if volcano == "right" else [bl, sl, tip]
    pen.line(edge, LAVA_RIM, max(3, round(pen.w * 0.05)))
    pen.line([ridge_foot, ridge_top, tip], theme.darken(shade, 0.3), max(1, round(pen.w * 0.012)))
    gx, gy = sl[0] * 0.6 + ridge_top[0] * 0.4, sl[1] + p.height * 0.12
    pen.flat([(gx, gy - p.height * 0.08), (gx + p.half * 0.22, gy), (gx, gy + p.height * 0.08),
              (gx - p.half * 0.22, gy)], C.FOAM)


def _core(pen: Pen, at: tuple[float, float]) -> None:
    """The light in a Pylon's heart."""
    halo = pygame.Surface(pen.surf.get_size(), pygame.SRCALPHA)
    cx, cy = pen.p(at)
    for k in range(5):
        pygame.draw.circle(halo, C.LAGOON + (40,), (cx, cy), pen.w * (0.2 - 0.03 * k))
    pen.surf.blit(halo, (0, 0))
    pen.dot(at, 0.06, C.FOAM)


def _paint(gem: Gem, size: int, volcano: str) -> pygame.Surface:
    w = size * 2
    pad = w // 10
    body = pygame.Surface((w + 2 * pad, w + 2 * pad), pygame.SRCALPHA)
    pen = Pen(body.subsurface(pygame.Rect(pad, pad, w, w)), gem.colours[1])
    for prism in gem.prisms:
        _prism(pen, prism, gem.colours, volcano)
    if gem.core is not None:
        _core(pen, gem.core)
    big = outlined(body)
    return pygame.transform.smoothscale(big.subsurface(pygame.Rect(pad, pad, w, w)), (size, size))


def _gem(name: str, size: int, volcano: str) -> pygame.Surface:
    if volcano not in SIDES:
        raise ValueError(f"a piece faces the volcano on its left or right, not {volcano!r}")
    return gfx.made_once(("komi-gem", name, size, volcano), lambda: _paint(GEMS[name], size, volcano))


def crystal_figure(size: int, volcano: str = "right") -> pygame.Surface:
    """A Crystal: a cluster of three cyan prisms, size x size, its `volcano`
    side ("left" or "right") lit by the lava."""
    return _gem("crystal", size, volcano)


def pylon_figure(size: int, volcano: str = "right") -> pygame.Surface:
    """A Pylon: one big violet crystal with two small shards at its foot, a
    light in its heart, size x size, its `volcano` side lit by the lava."""
    return _gem("pylon", size, volcano)


#: the portal's rings, outside in: (share of its size, colour, alpha)
PORTAL_RINGS = ((1.0, (92, 30, 150), 150), (0.8, (150, 66, 214), 190), (0.6, (206, 140, 250), 210),
                (0.4, (60, 16, 96), 235), (0.22, (20, 6, 36), 255))


def draw_portal(surface: pygame.Surface, centre: tuple[float, float], size: float, t: float, clock: float) -> None:
    """The portal the third Pylon opens, `t` of the way open (0..1): a violet
    vortex over the zone, dark at its heart, its arcs turning with the clock."""
    if t <= 0:
        return
    w, h = max(2, round(size * t)), max(2, round(size * 0.62 * t))
    pic = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    box = pygame.Rect(4, 4, w, h)
    for share, colour, alpha in PORTAL_RINGS:
        r = pygame.Rect(0, 0, max(2, round(w * share)), max(2, round(h * share)))
        r.center = box.center
        pygame.draw.ellipse(pic, colour + (round(alpha * min(1.0, 2 * t)),), r)
    for k in range(3):                  # the swirl: three arcs turning
        r = box.inflate(-round(w * 0.18 * k), -round(h * 0.18 * k))
        a = clock * (2.4 + k) + k * 2.1
        pygame.draw.arc(pic, (236, 200, 255, 220), r, a, a + 1.9, max(1, round(2 * t)))
    pygame.draw.ellipse(pic, C.INK, box, 2)
    surface.blit(pic, pic.get_rect(center=(round(centre[0]), round(centre[1]))))
