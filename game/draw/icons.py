"""Icons drawn by code: the three elements (flame, rock, wave) and the three foods
(mushroom, berry, flower). Each has its own silhouette, so nothing is told by
colour alone. Drawn at twice the size and smoothed down, cached per size.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame
import pygame.gfxdraw

from game.screen import theme

# One palette for elements and foods (see DESIGN.md: never colour alone), each
# set kept apart under simulated colour-vision deficiencies (tests/ui/test_colour_vision.py).
ELEMENT_COLOURS = {
    "fire": ((246, 176, 40), (196, 64, 24)),     # golden frame, ember shade
    "earth": ((150, 100, 58), (88, 58, 34)),     # brown frame, dark soil
    "water": ((52, 132, 212), (20, 62, 128)),    # sea blue, deep blue
}
FOOD_COLOURS = {
    "mushroom": ((244, 200, 48), (150, 104, 18)),   # Menace Mushroom, yellow
    "berry": ((70, 132, 232), (26, 58, 138)),       # Bone-Chill Berry, blue
    "flower": ((221, 77, 116), (116, 25, 48)),      # Fear Flower, rose pink (apart from the berry for protanopes)
}


def aa_polygon(surf: pygame.Surface, colour, points) -> None:
    pts = [(int(round(x)), int(round(y))) for x, y in points]
    if len(pts) >= 3:
        pygame.gfxdraw.filled_polygon(surf, pts, colour)
        pygame.gfxdraw.aapolygon(surf, pts, colour)


def aa_circle(surf: pygame.Surface, colour, centre, radius) -> None:
    x, y, r = int(round(centre[0])), int(round(centre[1])), int(round(radius))
    if r > 0:
        pygame.gfxdraw.filled_circle(surf, x, y, r, colour)
        pygame.gfxdraw.aacircle(surf, x, y, r, colour)


def aa_ellipse(surf: pygame.Surface, colour, rect) -> None:
    x, y, w, h = (int(round(v)) for v in rect)
    if w > 1 and h > 1:
        pygame.gfxdraw.filled_ellipse(surf, x + w // 2, y + h // 2, w // 2, h // 2, colour)
        pygame.gfxdraw.aaellipse(surf, x + w // 2, y + h // 2, w // 2, h // 2, colour)


def _flame_points(cx, cy, w, h, lean=0.0, n=40):
    """A teardrop flame: round at the bottom, tip at the top."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        # teardrop: x = sin(t) * sin(t/2)^m, y = cos(t)
        x = math.sin(t) * (math.sin(t / 2) ** 1.3)
        y = -math.cos(t)
        pts.append((cx + x * w * 0.5 + lean * (y + 1) * w * 0.15, cy + y * h * 0.5))
    return pts


def draw_flame(surf, rect, colours=None) -> None:
    light, dark = colours or ((255, 196, 60), (214, 72, 20))
    x, y, w, h = rect
    cx, cy = x + w / 2, y + h / 2
    aa_polygon(surf, dark, _flame_points(cx, cy, w * 0.95, h * 0.98, 0.2))
    aa_polygon(surf, light, _flame_points(cx, cy + h * 0.12, w * 0.6, h * 0.7, -0.2))
    aa_polygon(surf, (255, 246, 200), _flame_points(cx, cy + h * 0.26, w * 0.28, h * 0.38))


def draw_rock(surf, rect, colours=None) -> None:
    light, dark = colours or ((176, 134, 90), (98, 66, 40))
    x, y, w, h = rect
    outline = [(x + w * 0.08, y + h * 0.62), (x + w * 0.22, y + h * 0.2), (x + w * 0.55, y + h * 0.06),
               (x + w * 0.86, y + h * 0.28), (x + w * 0.96, y + h * 0.7), (x + w * 0.7, y + h * 0.94),
               (x + w * 0.28, y + h * 0.94)]
    aa_polygon(surf, dark, outline)
    facet = [(x + w * 0.22, y + h * 0.24), (x + w * 0.55, y + h * 0.12), (x + w * 0.8, y + h * 0.32),
             (x + w * 0.6, y + h * 0.52), (x + w * 0.3, y + h * 0.56)]
    aa_polygon(surf, light, facet)
    aa_polygon(surf, (214, 182, 140), [(x + w * 0.33, y + h * 0.26), (x + w * 0.52, y + h * 0.18),
                                       (x + w * 0.6, y + h * 0.34), (x + w * 0.4, y + h * 0.4)])


def draw_wave(surf, rect, colours=None) -> None:
    light, dark = colours or ((120, 196, 250), (24, 84, 170))
    x, y, w, h = rect
    # a curling wave: outer curl plus a foam crest
    pts = []
    for i in range(0, 181, 6):
        a = math.radians(i)
        pts.append((x + w * (0.5 - 0.42 * math.cos(a)), y + h * (0.6 - 0.5 * math.sin(a))))
    pts += [(x + w * 0.98, y + h * 0.62), (x + w * 0.98, y + h * 0.95), (x + w * 0.02, y + h * 0.95)]
    aa_polygon(surf, dark, pts)
    inner = []
    for i in range(0, 271, 10):
        a = math.radians(i)
        inner.append((x + w * (0.6 - 0.2 * math.cos(a)), y + h * (0.42 - 0.22 * math.sin(a))))
    inner += [(x + w * 0.6, y + h * 0.7), (x + w * 0.3, y + h * 0.7)]
    aa_polygon(surf, light, inner)
    aa_circle(surf, (236, 248, 255), (x + w * 0.82, y + h * 0.2), w * 0.07)
    aa_circle(surf, (236, 248, 255), (x + w * 0.92, y + h * 0.34), w * 0.05)


def draw_mushroom(surf, rect, colours=None) -> None:
    """A toadstool: a spotted dome cap on a short stem (outlined, so it reads on
    any background)."""
    light, dark = colours or FOOD_COLOURS["mushroom"]
    x, y, w, h = rect
    edge = (96, 62, 14)
    stem = [(x + w * 0.36, y + h * 0.52), (x + w * 0.64, y + h * 0.52),
            (x + w * 0.7, y + h * 0.96), (x + w * 0.3, y + h * 0.96)]
    aa_polygon(surf, edge, [(px + (w * 0.05 if px > x + w / 2 else -w * 0.05), py + h * 0.03) for px, py in stem])
    aa_polygon(surf, (236, 220, 186), stem)
    cap = [(x + w * (0.5 + 0.52 * math.cos(math.radians(a))), y + h * (0.6 - 0.56 * math.sin(math.radians(a))))
           for a in range(0, 181, 8)]
    aa_polygon(surf, edge, cap)
    cap2 = [(x + w * (0.5 + 0.44 * math.cos(math.radians(a))), y + h * (0.55 - 0.47 * math.sin(math.radians(a))))
            for a in range(0, 181, 8)]
    aa_polygon(surf, light, cap2)
    for fx, fy, fr in ((0.3, 0.36, 0.08), (0.54, 0.2, 0.08), (0.72, 0.4, 0.065)):
        aa_circle(surf, (255, 250, 236), (x + w * fx, y + h * fy), w * fr)


def draw_berry(surf, rect, colours=None) -> None:
    light, dark = colours or FOOD_COLOURS["berry"]
    x, y, w, h = rect
    aa_polygon(surf, (58, 150, 72), [(x + w * 0.5, y + h * 0.2), (x + w * 0.85, y + h * 0.02),
                                     (x + w * 0.7, y + h * 0.24)])
    for bx, by in ((0.32, 0.45), (0.68, 0.45), (0.5, 0.74)):
        aa_circle(surf, dark, (x + w * bx, y + h * by), w * 0.25)
        aa_circle(surf, light, (x + w * bx - w * 0.02, y + h * by - h * 0.02), w * 0.2)
        aa_circle(surf, (210, 230, 255), (x + w * (bx - 0.08), y + h * (by - 0.08)), w * 0.05)


def draw_flower(surf, rect, colours=None) -> None:
    light, dark = colours or FOOD_COLOURS["flower"]
    x, y, w, h = rect
    cx, cy = x + w / 2, y + h / 2
    for k in range(5):
        a = math.radians(90 + k * 72)
        px, py = cx + math.cos(a) * w * 0.26, cy - math.sin(a) * h * 0.26
        aa_circle(surf, dark, (px, py), w * 0.22)
        aa_circle(surf, light, (px, py), w * 0.17)
    aa_circle(surf, (255, 214, 70), (cx, cy), w * 0.15)
    aa_circle(surf, (220, 150, 30), (cx, cy), w * 0.07)


ELEMENT_DRAW = {"fire": draw_flame, "earth": draw_rock, "water": draw_wave}
FOOD_DRAW = {"mushroom": draw_mushroom, "berry": draw_berry, "flower": draw_flower}


@lru_cache(maxsize=256)
def element_icon(element: str, size: int) -> pygame.Surface:
    """The element's icon: flame, rock or wave."""
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    ELEMENT_DRAW[element](big, (0, 0, size * 2, size * 2))
    return pygame.transform.smoothscale(big, (size, size))


#: Light versions of the food colours, for a food drawn on its own solid token.
_CREAM = ((255, 250, 236), (236, 226, 204))


@lru_cache(maxsize=128)
def food_disc(food: str, size: int) -> pygame.Surface:
    """A food token as it lies on an island or on a feeding space: a solid disc
    in the food's colour with the food's own shape in cream on it, so a token
    (solid) never looks like an empty printed space (pale), and the shape
    tells the food as well as the colour."""
    s2 = size * 4
    big = pygame.Surface((s2, s2 + s2 // 10), pygame.SRCALPHA)
    light, dark = FOOD_COLOURS[food]
    c = s2 / 2
    aa_circle(big, (0, 0, 0, 95), (c, c + s2 * 0.07), c - 1)
    aa_circle(big, (255, 250, 238), (c, c), c - 1)           # the token's light edge
    aa_circle(big, dark, (c, c), c * 0.9)
    aa_circle(big, light, (c, c - s2 * 0.02), c * 0.8)
    # a soft highlight on the upper half
    aa_ellipse(big, (255, 255, 255, 60), (c - c * 0.6, c - c * 0.8, c * 1.2, c * 0.6))
    inner = s2 * 0.6
    FOOD_DRAW[food](big, (c - inner / 2, c - inner / 2 - s2 * 0.01, inner, inner), _CREAM)
    out = pygame.transform.smoothscale(big, (size, size + size // 10))
    return out


@lru_cache(maxsize=16)
def bag_icon(size: int) -> pygame.Surface:
    """The draw bag: a plump cloth sack tied at the neck with a rope, its top
    flared open and food tokens peeping out."""
    s2 = size * 4
    big = pygame.Surface((s2, s2), pygame.SRCALPHA)
    edge, cloth, shade, rope = (70, 42, 30), (206, 150, 92), (160, 106, 60), (244, 214, 140)
    aa_ellipse(big, (0, 0, 0, 80), (s2 * 0.14, s2 * 0.86, s2 * 0.72, s2 * 0.12))
    # the body: a rounded sack, wider at the bottom
    body = []
    for i in range(48):
        a = math.tau * i / 48
        x = math.cos(a) * s2 * (0.38 + 0.04 * max(0.0, math.sin(a)))
        y = math.sin(a) * s2 * 0.3
        body.append((s2 * 0.5 + x, s2 * 0.6 + y))
    aa_polygon(big, edge, [(x + (x - s2 * 0.5) * 0.08, y + (y - s2 * 0.6) * 0.1) for x, y in body])
    aa_polygon(big, cloth, body)
    aa_ellipse(big, shade, (s2 * 0.22, s2 * 0.66, s2 * 0.56, s2 * 0.2))
    aa_ellipse(big, cloth, (s2 * 0.24, s2 * 0.6, s2 * 0.5, s2 * 0.2))
    # the neck and the flared top
    neck = [(s2 * 0.38, s2 * 0.36), (s2 * 0.62, s2 * 0.36), (s2 * 0.57, s2 * 0.25), (s2 * 0.43, s2 * 0.25)]
    aa_polygon(big, edge, [(x, y + s2 * 0.01) for x, y in neck])
    aa_polygon(big, cloth, neck)
    # tokens peeping out of the open top
    aa_circle(big, edge, (s2 * 0.42, s2 * 0.15), s2 * 0.1)
    aa_circle(big, FOOD_COLOURS["flower"][0], (s2 * 0.42, s2 * 0.15), s2 * 0.085)
    aa_circle(big, edge, (s2 * 0.58, s2 * 0.13), s2 * 0.1)
    aa_circle(big, FOOD_COLOURS["mushroom"][0], (s2 * 0.58, s2 * 0.13), s2 * 0.085)
    top = [(s2 * 0.26, s2 * 0.2), (s2 * 0.42, s2 * 0.26), (s2 * 0.58, s2 * 0.26), (s2 * 0.74, s2 * 0.2),
           (s2 * 0.66, s2 * 0.3), (s2 * 0.34, s2 * 0.3)]
    aa_polygon(big, edge, [(x, y + s2 * 0.015) for x, y in top])
    aa_polygon(big, shade, top)
    # the rope
    pygame.draw.line(big, edge, (s2 * 0.34, s2 * 0.33), (s2 * 0.66, s2 * 0.33), max(3, s2 // 11))
    pygame.draw.line(big, rope, (s2 * 0.35, s2 * 0.33), (s2 * 0.65, s2 * 0.33), max(2, s2 // 18))
    aa_circle(big, edge, (s2 * 0.67, s2 * 0.35), s2 * 0.05)
    aa_circle(big, rope, (s2 * 0.67, s2 * 0.35), s2 * 0.035)
    pygame.draw.line(big, rope, (s2 * 0.68, s2 * 0.37), (s2 * 0.72, s2 * 0.5), max(2, s2 // 20))
    return pygame.transform.smoothscale(big, (size, size))


SCARE_TOKEN_COLOURS = {1: ((196, 214, 228), (86, 104, 128)), 3: ((250, 206, 84), (150, 96, 20))}


@lru_cache(maxsize=32)
def scare_token(points: int, size: int) -> pygame.Surface:
    """A scare point token: a round 1 (silver) or a larger 3 (gold), each with a
    little ghost and its number."""
    s2 = size * 3
    big = pygame.Surface((s2, s2 + s2 // 10), pygame.SRCALPHA)
    light, dark = SCARE_TOKEN_COLOURS[3 if points >= 3 else 1]
    c = s2 / 2
    aa_circle(big, (0, 0, 0, 90), (c, c + s2 * 0.06), c - 1)
    aa_circle(big, dark, (c, c), c - 1)
    aa_circle(big, light, (c, c - s2 * 0.015), c * 0.84)
    aa_circle(big, theme.lighten(light, 0.35), (c, c - s2 * 0.02), c * 0.7)
    num = theme.font(int(s2 * 0.56), "display").render(str(points), True, theme.darken(dark, 0.25))
    big.blit(num, num.get_rect(center=(c, c + s2 * 0.02)))
    return pygame.transform.smoothscale(big, (size, size + size // 10))


@lru_cache(maxsize=256)
def score_medallion(total: int, size: int) -> pygame.Surface:
    """A seat's score: the total of its scare tokens on a gold medallion."""
    s2 = size * 3
    big = pygame.Surface((s2, s2 + s2 // 10), pygame.SRCALPHA)
    c = s2 / 2
    aa_circle(big, (0, 0, 0, 90), (c, c + s2 * 0.06), c - 1)
    aa_circle(big, (128, 80, 16), (c, c), c - 1)
    for k in range(16):      # a scalloped rim
        a = math.tau * k / 16
        aa_circle(big, (200, 140, 40), (c + math.cos(a) * c * 0.84, c + math.sin(a) * c * 0.84), c * 0.13)
    aa_circle(big, (250, 210, 96), (c, c), c * 0.78)
    aa_circle(big, (255, 232, 150), (c, c - s2 * 0.02), c * 0.64)
    txt = str(total)
    fs = int(s2 * (0.5 if len(txt) == 1 else 0.44 if len(txt) == 2 else 0.34))
    num = theme.font(fs, "display").render(txt, True, (92, 52, 8))
    big.blit(num, num.get_rect(center=(c, c + s2 * 0.015)))
    return pygame.transform.smoothscale(big, (size, size + size // 10))
