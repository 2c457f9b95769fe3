"""King of Monster Island's symbols, drawn by code: the six Monster die faces
(Heart, Energy, Star, Fist, Foot, Wrench, and the "?" of a Support tile) and the
five Minions (Soldier, Shield, Cannon, Builder, Fireling).

Each symbol has its own silhouette and colour, so nothing is told by colour
alone. Shapes are drawn at twice their size and smoothed down (gfx's way), and
each size is made once.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from ... import gfx, theme
from ...draw.icons import aa_circle, aa_polygon
from ...theme import C
from rules.king_of_monster_island.content import (ANY_FACE, BUILDER, CANNON, ENERGY, FIRELING, FIST, FOOT,
                                                  HEART, SHIELD, SOLDIER, STAR, WRENCH)

SS = 2

#: (fill, dark edge) of each die face's symbol
FACE_COLOURS = {
    HEART: ((232, 64, 82), (120, 18, 34)),
    ENERGY: ((96, 222, 120), (22, 110, 52)),
    STAR: ((250, 204, 72), (150, 104, 10)),
    FIST: ((236, 146, 82), (132, 64, 24)),
    FOOT: ((96, 170, 236), (26, 74, 140)),
    WRENCH: ((196, 204, 214), (84, 92, 106)),
    ANY_FACE: ((236, 236, 236), (90, 90, 100)),
}

#: (token colour, rim) of each Minion kind
MINION_COLOURS = {
    SOLDIER: ((118, 132, 92), (52, 62, 36)),
    SHIELD: ((96, 124, 176), (34, 52, 96)),
    CANNON: ((92, 88, 96), (34, 30, 36)),
    BUILDER: ((214, 160, 58), (116, 78, 18)),
    FIRELING: ((234, 94, 44), (120, 30, 12)),
}


def _star_points(cx: float, cy: float, r: float, inner: float = 0.45, n: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(n * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / n
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _heart(s: pygame.Surface, w: float, fill, edge) -> None:
    cx = w / 2
    r = w * 0.22
    for col, grow in ((edge, 1.12), (fill, 1.0)):
        aa_circle(s, col, (cx - r * 0.95, w * 0.38), r * grow)
        aa_circle(s, col, (cx + r * 0.95, w * 0.38), r * grow)
        aa_polygon(s, col, [(cx - r * 1.95 * grow, w * 0.44), (cx + r * 1.95 * grow, w * 0.44),
                            (cx, w * (0.86 if grow == 1.0 else 0.9))])


def _energy(s: pygame.Surface, w: float, fill, edge) -> None:
    bolt = [(0.58, 0.06), (0.22, 0.54), (0.46, 0.54), (0.36, 0.94), (0.78, 0.4), (0.53, 0.4), (0.66, 0.06)]
    aa_polygon(s, edge, [(x * w + w * 0.02, y * w + w * 0.02) for x, y in bolt])
    aa_polygon(s, fill, [(x * w, y * w) for x, y in bolt])


def _star(s: pygame.Surface, w: float, fill, edge) -> None:
    aa_polygon(s, edge, _star_points(w / 2, w * 0.53, w * 0.47))
    aa_polygon(s, fill, _star_points(w / 2, w * 0.53, w * 0.39))


def _fist(s: pygame.Surface, w: float, fill, edge) -> None:
    body = pygame.Rect(int(w * 0.16), int(w * 0.3), int(w * 0.68), int(w * 0.52))
    pygame.draw.rect(s, edge, body.inflate(int(w * 0.06), int(w * 0.06)), border_radius=int(w * 0.14))
    pygame.draw.rect(s, fill, body, border_radius=int(w * 0.12))
    for i in range(4):         # knuckles
        x = body.x + body.w * (i + 0.5) / 4
        aa_circle(s, edge, (x, body.y + w * 0.02), w * 0.1)
        aa_circle(s, fill, (x, body.y + w * 0.02), w * 0.08)
    thumb = pygame.Rect(int(w * 0.2), int(w * 0.56), int(w * 0.44), int(w * 0.14))
    pygame.draw.rect(s, edge, thumb, border_radius=int(w * 0.07))


def _foot(s: pygame.Surface, w: float, fill, edge) -> None:
    sole = pygame.Rect(int(w * 0.28), int(w * 0.36), int(w * 0.42), int(w * 0.58))
    pygame.draw.ellipse(s, edge, sole.inflate(int(w * 0.06), int(w * 0.06)))
    pygame.draw.ellipse(s, fill, sole)
    for i, (x, y, r) in enumerate(((0.24, 0.3, 0.09), (0.38, 0.18, 0.085), (0.54, 0.14, 0.08),
                                    (0.69, 0.2, 0.075))):
        aa_circle(s, edge, (x * w, y * w), r * w * 1.25)
        aa_circle(s, fill, (x * w, y * w), r * w)


def _wrench(s: pygame.Surface, w: float, fill, edge) -> None:
    a = math.radians(45)
    cx, cy = w / 2, w / 2
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    half, thick = w * 0.34, w * 0.08

    def bar(t: float) -> list[tuple[float, float]]:
        return [(cx - ux * half + px * t, cy - uy * half + py * t), (cx + ux * half + px * t, cy + uy * half + py * t),
                (cx + ux * half - px * t, cy + uy * half - py * t), (cx - ux * half - px * t, cy - uy * half - py * t)]

    aa_polygon(s, edge, bar(thick * 1.4))
    aa_polygon(s, fill, bar(thick))
    head = (cx - ux * half, cy - uy * half)
    aa_circle(s, edge, head, w * 0.2)
    aa_circle(s, fill, head, w * 0.16)
    # the jaw's opening, pointing away from the handle
    jaw = [(head[0] - ux * w * 0.22 + px * w * 0.07, head[1] - uy * w * 0.22 + py * w * 0.07),
           (head[0] + px * w * 0.06, head[1] + py * w * 0.06),
           (head[0] - px * w * 0.06, head[1] - py * w * 0.06),
           (head[0] - ux * w * 0.22 - px * w * 0.07, head[1] - uy * w * 0.22 - py * w * 0.07)]
    aa_polygon(s, (0, 0, 0, 0), jaw)
    tail = (cx + ux * half, cy + uy * half)
    aa_circle(s, edge, tail, w * 0.1)
    aa_circle(s, fill, tail, w * 0.07)


def _any(s: pygame.Surface, w: float, fill, edge) -> None:
    aa_circle(s, edge, (w / 2, w / 2), w * 0.46)
    aa_circle(s, fill, (w / 2, w / 2), w * 0.4)
    q = theme.font(int(w * 0.6), "bold").render("?", True, edge)
    s.blit(q, q.get_rect(center=(w / 2, w / 2 + w * 0.02)))


_FACE_DRAW: dict[str, Callable] = {HEART: _heart, ENERGY: _energy, STAR: _star, FIST: _fist,
                                   FOOT: _foot, WRENCH: _wrench, ANY_FACE: _any}


def face_icon(face: str, size: int) -> pygame.Surface:
    """The symbol of a Monster die face (or "?"), `size` pixels square."""
    def make() -> pygame.Surface:
        w = size * SS
        big = pygame.Surface((w, w), pygame.SRCALPHA)
        fill, edge = FACE_COLOURS[face]
        _FACE_DRAW[face](big, w, fill, edge)
        return pygame.transform.smoothscale(big, (size, size))
    return gfx.made_once(("koi-face", face, size), make)


def monster_die(face: str, size: int, marked: bool = False, locked: bool = False) -> pygame.Surface:
    """A Monster die seen from above: ivory with the face's symbol; a die marked
    for a reroll is tilted in a blue frame, a Locked die has a padlock's rim."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        body = gfx.rounded_rect((size, size), max(3, size // 5),
                                ((250, 244, 228), (222, 210, 186)),
                                border=(C.GOLD if locked else (120, 104, 84)), border_width=3 if locked else 2)
        surf.blit(body, (0, 0))
        icon = face_icon(face, int(size * 0.7))
        surf.blit(icon, icon.get_rect(center=(size // 2, size // 2)))
        if marked:
            ring = gfx.rounded_outline((size, size), max(3, size // 5), C.LAGOON, 4)
            surf.blit(ring, (0, 0))
        return surf
    return gfx.made_once(("koi-mdie", face, size, marked, locked), make)


# -- Minions ----------------------------------------------------------------------------------

def _soldier(s: pygame.Surface, w: float, ink) -> None:
    # a sword pointing up: blade, cross-guard, grip and pommel
    aa_polygon(s, ink, [(w * 0.5, w * 0.12), (w * 0.58, w * 0.24), (w * 0.58, w * 0.58),
                        (w * 0.42, w * 0.58), (w * 0.42, w * 0.24)])
    pygame.draw.rect(s, ink, pygame.Rect(w * 0.26, w * 0.58, w * 0.48, w * 0.08), border_radius=int(w * 0.03))
    pygame.draw.rect(s, ink, pygame.Rect(w * 0.45, w * 0.64, w * 0.1, w * 0.12))
    aa_circle(s, ink, (w * 0.5, w * 0.78), w * 0.06)


def _shield(s: pygame.Surface, w: float, ink) -> None:
    aa_polygon(s, ink, [(w * 0.5, w * 0.16), (w * 0.8, w * 0.26), (w * 0.76, w * 0.56),
                        (w * 0.5, w * 0.84), (w * 0.24, w * 0.56), (w * 0.2, w * 0.26)])


def _cannon(s: pygame.Surface, w: float, ink) -> None:
    aa_circle(s, ink, (w * 0.4, w * 0.6), w * 0.2)
    a = math.radians(-35)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    base = (w * 0.42, w * 0.56)
    t, L = w * 0.1, w * 0.42
    aa_polygon(s, ink, [(base[0] + px * t, base[1] + py * t), (base[0] + ux * L + px * t, base[1] + uy * L + py * t),
                        (base[0] + ux * L - px * t, base[1] + uy * L - py * t), (base[0] - px * t, base[1] - py * t)])


def _builder(s: pygame.Surface, w: float, ink) -> None:
    # a hammer: a slanted handle under a heavy head
    a = math.radians(40)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    c, L, t = (w * 0.5, w * 0.5), w * 0.3, w * 0.055
    aa_polygon(s, ink, [(c[0] - ux * L * 0.2 + px * t, c[1] - uy * L * 0.2 + py * t),
                        (c[0] + ux * L + px * t, c[1] + uy * L + py * t),
                        (c[0] + ux * L - px * t, c[1] + uy * L - py * t),
                        (c[0] - ux * L * 0.2 - px * t, c[1] - uy * L * 0.2 - py * t)])
    h = (c[0] - ux * L * 0.45, c[1] - uy * L * 0.45)
    hw, hl = w * 0.11, w * 0.24
    aa_polygon(s, ink, [(h[0] + px * hl + ux * hw, h[1] + py * hl + uy * hw),
                        (h[0] + px * hl - ux * hw, h[1] + py * hl - uy * hw),
                        (h[0] - px * hl - ux * hw, h[1] - py * hl - uy * hw),
                        (h[0] - px * hl + ux * hw, h[1] - py * hl + uy * hw)])


def _fireling(s: pygame.Surface, w: float, ink) -> None:
    # a flame with a flicker at its tip
    aa_polygon(s, ink, [(w * 0.5, w * 0.12), (w * 0.66, w * 0.38), (w * 0.74, w * 0.6), (w * 0.64, w * 0.8),
                        (w * 0.5, w * 0.86), (w * 0.36, w * 0.8), (w * 0.26, w * 0.6), (w * 0.34, w * 0.38)])


_MINION_DRAW: dict[str, Callable] = {SOLDIER: _soldier, SHIELD: _shield, CANNON: _cannon,
                                     BUILDER: _builder, FIRELING: _fireling}


#: the size of a Minion's Health numeral on its token (read at a glance: never under 11 px)
HEALTH_TEXT = 12
#: the numeral's badge: a red disc rimmed in ink, at the foot of the token
HEALTH_FILL = (214, 52, 48)


def minion_token(kind: str, size: int, health: int | None = None) -> pygame.Surface:
    """A Minion as a round token: its colour and its own silhouette, and its
    Health as a numeral on a red badge at its foot (None: no badge)."""
    def make() -> pygame.Surface:
        w = size * SS
        big = pygame.Surface((w, w), pygame.SRCALPHA)
        fill, rim = MINION_COLOURS[kind]
        aa_circle(big, (0, 0, 0, 90), (w / 2 + w * 0.03, w / 2 + w * 0.05), w * 0.47)
        aa_circle(big, rim, (w / 2, w / 2), w * 0.47)
        aa_circle(big, fill, (w / 2, w / 2), w * 0.4)
        icon = pygame.Surface((w, w), pygame.SRCALPHA)
        _MINION_DRAW[kind](icon, w, (252, 248, 236))
        if health:
            icon = pygame.transform.smoothscale(icon, (int(w * 0.74), int(w * 0.74)))
            big.blit(icon, (w * 0.13, -w * 0.06))
        else:
            big.blit(icon, (0, -w * 0.08))
        token = pygame.transform.smoothscale(big, (size, size))
        if health:
            num = theme.text(str(health), max(HEALTH_TEXT, size // 4), (255, 255, 255), "bold")
            glyph = num.get_bounding_rect()
            r = max(glyph.h // 2 + 2, glyph.w // 2 + 3)
            centre = (size // 2, size - r - 1)
            pygame.draw.circle(token, C.INK, centre, r + 1)
            pygame.draw.circle(token, HEALTH_FILL, centre, r)
            token.blit(num, (centre[0] - glyph.centerx, centre[1] - glyph.centery))
        return token
    return gfx.made_once(("koi-minion", kind, size, health), make)


# -- Crystals and Pylons -------------------------------------------------------------------------

CRYSTAL_COLOURS = ((120, 226, 238), (40, 120, 150))


def crystal(size: int) -> pygame.Surface:
    """A Crystal on a die space: a cut gem, light facets on the left."""
    def make() -> pygame.Surface:
        w = size * SS
        big = pygame.Surface((w, w), pygame.SRCALPHA)
        light, dark = CRYSTAL_COLOURS
        top, left, right, bottom = (w * 0.5, w * 0.06), (w * 0.16, w * 0.4), (w * 0.84, w * 0.4), (w * 0.5, w * 0.94)
        mid = (w * 0.5, w * 0.42)
        aa_polygon(big, (20, 60, 80), [top, right, bottom, left])
        aa_polygon(big, light, [top, mid, bottom, (w * 0.2, w * 0.41)])
        aa_polygon(big, dark, [top, (w * 0.8, w * 0.41), bottom, mid])
        aa_polygon(big, (236, 252, 255), [(w * 0.5, w * 0.14), (w * 0.56, w * 0.36), (w * 0.44, w * 0.36)])
        return pygame.transform.smoothscale(big, (size, size))
    return gfx.made_once(("koi-crystal", size), make)


def pylon(size: int) -> pygame.Surface:
    """A Pylon standing on a Support space: three Crystals fused into a spire."""
    def make() -> pygame.Surface:
        w = size * SS
        big = pygame.Surface((w, w), pygame.SRCALPHA)
        light, dark = CRYSTAL_COLOURS
        aa_polygon(big, (40, 20, 60), [(w * 0.5, w * 0.02), (w * 0.82, w * 0.9), (w * 0.18, w * 0.9)])
        aa_polygon(big, (196, 120, 236), [(w * 0.5, w * 0.08), (w * 0.5, w * 0.86), (w * 0.24, w * 0.86)])
        aa_polygon(big, (112, 52, 160), [(w * 0.5, w * 0.08), (w * 0.76, w * 0.86), (w * 0.5, w * 0.86)])
        aa_circle(big, light, (w * 0.5, w * 0.5), w * 0.08)
        return pygame.transform.smoothscale(big, (size, size))
    return gfx.made_once(("koi-pylon", size), make)
