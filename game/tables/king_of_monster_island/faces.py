"""King of Monster Island's symbols, drawn by code: the six Monster die faces
(Heart, Energy, Star, Fist, Foot, Wrench, and the "?" of a Support tile). The
Minions, Crystals and Pylons are figures (figures.py).

Each symbol has its own silhouette and colour, so nothing is told by colour
alone. Shapes are drawn at twice their size and smoothed down (gfx's way), and
each size is made once.
"""
from __future__ import annotations

import math

import pygame

from ...screen import gfx, theme
from ...draw.icons import aa_circle, aa_polygon
from ...screen.theme import C
from rules.king_of_monster_island.content import ANY_FACE, ENERGY, FIST, FOOT, HEART, STAR, WRENCH

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
