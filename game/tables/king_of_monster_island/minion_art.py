"""The Boss's Minions as small standees, in the house style of monster_art (its
Pen, its outline, its base, light from the upper left): each kind is built
from parts the table MINION_LOOKS describes. Soldiers, Shields and Builders are
one little horned imp (the "imp" part) told apart by what they carry and wear;
the Cannon is a living gun on wheels, the Fireling a flame with a face. Its
Health stands on a red badge at the base's right end, a numeral of at least
HEALTH_TEXT px, drawn at the table's size (never smoothed down, so it stays
sharp). A Minion's standee is square: it stands where the old round token did.

Coordinates are fractions of the picture's width, from its top left; the feet
stand at y = 0.98."""
from __future__ import annotations

import math

import pygame

from ...screen import gfx, theme
from ...screen.theme import C
from rules.king_of_monster_island.content import BUILDER, CANNON, FIRELING, SHIELD, SOLDIER

from ...art.figure_pen import MOUTH, Pen, ellipse, spike
from .monster_art import Look, Painter, standee

STEEL = (176, 186, 198)
WOOD = C.DRIFTWOOD

#: the size of a Minion's Health numeral (read at a glance: never under 11 px)
HEALTH_TEXT = 12
#: the numeral's badge: a red disc rimmed in ink
HEALTH_FILL = (214, 52, 48)


def _thick(pen: Pen, share: float) -> int:
    """A line's width at this canvas: a share of its width, 2 px at the least."""
    return max(2, round(pen.w * share))


def _stroke(pen: Pen, pts, colour, share: float) -> None:
    """A rod (a shaft, a handle) in one ink outline."""
    pen.line(pts, C.INK, _thick(pen, share) + 4)
    pen.line(pts, colour, _thick(pen, share))


# -- the imp most Minions are ------------------------------------------------------------

def _imp(pen: Pen) -> None:
    """A squat horned imp, big-headed, on two stubby legs."""
    for x in (0.4, 0.6):
        pen.blob(ellipse(x, 0.9, 0.08, 0.08), pen.shade)
    pen.blob(ellipse(0.5, 0.72, 0.19, 0.16))
    pen.flat(ellipse(0.5, 0.76, 0.1, 0.09), theme.lighten(pen.colour, 0.45))
    for side in (-1, 1):
        pen.blob(spike((0.5 + side * 0.12, 0.32), (0.5 + side * 0.2, 0.36), (0.5 + side * 0.27, 0.2)), C.SAND)
    pen.blob(ellipse(0.5, 0.44, 0.21, 0.18))
    pen.eyes([(0.42, 0.43), (0.58, 0.43)], 0.06)
    pen.fangs((0.42, 0.52), (0.58, 0.52), 3, 0.04)


def _spear(pen: Pen) -> None:
    """A spear held upright at its right, tipped with a crystal shard (behind the imp)."""
    _stroke(pen, [(0.8, 0.94), (0.8, 0.2)], WOOD, 0.05)
    pen.blob([(0.72, 0.24), (0.8, 0.02), (0.88, 0.24), (0.8, 0.3)], STEEL)


def _helmet(pen: Pen) -> None:
    """A round soldier's helmet with a crest and a nose guard."""
    pen.blob([(0.28, 0.42), (0.3, 0.3), (0.4, 0.22), (0.6, 0.22), (0.7, 0.3), (0.72, 0.42), (0.62, 0.36),
              (0.38, 0.36)], STEEL)
    pen.flat([(0.48, 0.36), (0.52, 0.36), (0.51, 0.46), (0.49, 0.46)], theme.darken(STEEL, 0.3))
    pen.blob([(0.44, 0.22), (0.5, 0.08), (0.56, 0.22)], C.LAVA)
    for side in (-1, 1):                   # the fist holding the spear
        pen.blob(ellipse(0.5 + side * 0.26, 0.68, 0.06, 0.06))


def _tower_shield(pen: Pen) -> None:
    """A tall shield held before the body, a gold boss at its middle."""
    pts = [(0.24, 0.5), (0.5, 0.44), (0.76, 0.5), (0.74, 0.8), (0.5, 0.98), (0.26, 0.8)]
    pen.blob(pts, theme.lighten(pen.colour, 0.15))
    inner = [(0.5 + (x - 0.5) * 0.72, 0.7 + (y - 0.7) * 0.72) for x, y in pts]
    pen.line(inner + [inner[0]], C.GOLD, _thick(pen, 0.03))
    pen.dot((0.5, 0.68), 0.06, C.INK)
    pen.dot((0.5, 0.68), 0.045, C.GOLD)


def _hard_hat(pen: Pen) -> None:
    """A builder's hard hat with a brim, a lamp on its front."""
    pen.blob([(0.24, 0.34), (0.76, 0.34), (0.74, 0.3), (0.68, 0.18), (0.5, 0.12), (0.32, 0.18), (0.26, 0.3)],
             C.SAND)
    pen.line([(0.5, 0.13), (0.5, 0.32)], theme.darken(C.SAND, 0.3), _thick(pen, 0.03))
    pen.dot((0.5, 0.26), 0.04, C.INK)
    pen.dot((0.5, 0.26), 0.028, C.FOAM)


def _hammer(pen: Pen) -> None:
    """A big mallet raised at the right."""
    _stroke(pen, [(0.66, 0.7), (0.86, 0.36)], WOOD, 0.045)
    a = math.atan2(0.36 - 0.7, 0.86 - 0.66)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    cx, cy, hl, hw = 0.87, 0.33, 0.14, 0.08
    pen.blob([(cx + px * hl + ux * hw, cy + py * hl + uy * hw), (cx + px * hl - ux * hw, cy + py * hl - uy * hw),
              (cx - px * hl - ux * hw, cy - py * hl - uy * hw), (cx - px * hl + ux * hw, cy - py * hl + uy * hw)],
             STEEL)
    pen.blob(ellipse(0.66, 0.7, 0.06, 0.06))


def _cannon(pen: Pen) -> None:
    """A living cannon: a fat barrel on a wooden carriage, two wheels, a lit
    fuse at its back and a glare on the barrel."""
    pen.blob([(0.16, 0.72), (0.7, 0.7), (0.78, 0.86), (0.12, 0.88)], WOOD)
    barrel = [(0.1, 0.7), (0.16, 0.48), (0.64, 0.3), (0.9, 0.22), (0.96, 0.4), (0.7, 0.5), (0.3, 0.78)]
    pen.blob(barrel)
    pen.blob(ellipse(0.93, 0.31, 0.05, 0.1, tilt=-0.35), theme.darken(pen.colour, 0.2))
    pen.dot((0.93, 0.31), 0.035, C.INK)
    pen.line([(0.6, 0.3), (0.68, 0.52)], C.INK, _thick(pen, 0.03))     # the barrel's band
    _stroke(pen, [(0.14, 0.56), (0.06, 0.44), (0.1, 0.36)], WOOD, 0.025)
    pen.dot((0.1, 0.34), 0.05, C.EMBER)
    pen.dot((0.1, 0.34), 0.025, C.GOLD)
    pen.eyes([(0.36, 0.54), (0.5, 0.49)], 0.055, iris=C.EMBER)
    for x in (0.3, 0.64):
        pen.blob(ellipse(x, 0.86, 0.13, 0.13), theme.darken(WOOD, 0.2))
        pen.dot((x, 0.86), 0.05, C.INK)
        pen.dot((x, 0.86), 0.03, STEEL)


def _flame(pen: Pen) -> None:
    """A living flame: tongues licking up, a hot core, a grin."""
    outer = [(0.5, 0.98), (0.24, 0.9), (0.14, 0.7), (0.2, 0.46), (0.28, 0.56), (0.3, 0.3), (0.42, 0.42),
             (0.5, 0.04), (0.6, 0.38), (0.7, 0.22), (0.74, 0.5), (0.82, 0.42), (0.86, 0.7), (0.76, 0.9)]
    pen.blob(outer)
    pen.flat([(0.5 + (x - 0.5) * 0.68, 0.98 - (0.98 - y) * 0.7) for x, y in outer], C.EMBER)
    pen.flat([(0.5 + (x - 0.5) * 0.38, 0.98 - (0.98 - y) * 0.42) for x, y in outer], C.GOLD)
    pen.eyes([(0.42, 0.62), (0.58, 0.62)], 0.055, iris=C.LAVA)
    pen.flat([(0.4, 0.74), (0.6, 0.74), (0.5, 0.82)], MOUTH)


PARTS: dict[str, Painter] = {
    "imp": _imp, "spear": _spear, "helmet": _helmet, "tower_shield": _tower_shield,
    "hard_hat": _hard_hat, "hammer": _hammer, "cannon": _cannon, "flame": _flame,
}

#: each Minion kind: its colour (its body and its base's ring) and its parts in drawing order
MINION_LOOKS: dict[str, Look] = {
    SOLDIER: Look((118, 132, 92), ("spear", "imp", "helmet")),
    SHIELD: Look((96, 124, 176), ("imp", "tower_shield")),
    CANNON: Look((92, 88, 96), ("cannon",)),
    BUILDER: Look((214, 160, 58), ("imp", "hard_hat", "hammer")),
    FIRELING: Look((234, 94, 44), ("flame",)),
}


def _health_badge(surf: pygame.Surface, health: int) -> None:
    """The Health numeral on its red badge at the base's right end."""
    w, h = surf.get_size()
    num = theme.text(str(health), max(HEALTH_TEXT, w // 4), (255, 255, 255), "bold")
    glyph = num.get_bounding_rect()
    r = max(glyph.h // 2 + 2, glyph.w // 2 + 3)
    centre = (w - r - 1, h - r - 1)
    pygame.draw.circle(surf, C.INK, centre, r + 1)
    pygame.draw.circle(surf, HEALTH_FILL, centre, r)
    surf.blit(num, (centre[0] - glyph.centerx, centre[1] - glyph.centery))


def minion_standee(kind: str, size: int, health: int | None = None) -> pygame.Surface:
    """A Minion of `kind` as a size x size standee on a base ringed in its
    kind's colour, with its Health on a red badge (None: no badge)."""
    def make() -> pygame.Surface:
        look = MINION_LOOKS[kind]
        fig = standee(size, look.colour, [PARTS[p] for p in look.parts], look.colour, height=size, scale=0.84,
                      shift=-0.08)
        if health:
            _health_badge(fig, health)
        return fig
    return gfx.made_once(("komi-minion-art", kind, size, health), make)
