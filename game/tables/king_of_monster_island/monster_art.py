"""The standees of Monster Island, drawn by code in the house style (as the Isle
of Monsters creatures are): each Monster and each Boss is built from parts a
table below describes (a body, then its features), painted at twice its size
with the light from the upper left, ringed in one ink outline of the same
weight, and smooth-scaled down. It stands on a dark base whose ring is the
seat's colour (a Monster) or the Boss's (crimson; gold on its advanced side),
with a small shape badge on the Monster's base so the seats still tell apart
without colour.

Coordinates in the part tables are fractions of the picture's width, from its
top left; the feet stand at y = 0.98, the base sits just below."""
from __future__ import annotations

import math
from typing import Callable, NamedTuple, Sequence

import pygame

from ...screen import gfx, theme
from ...art.figure_pen import DETAIL, MOUTH, OUTLINE, TOOTH, Colour, Pen, ellipse, outlined, spike
from ...screen.theme import C

BOSS_RING = (188, 40, 44)


class Look(NamedTuple):
    """A figure's recipe: its body colour, the body and the features drawn in
    order (each a name in PARTS), and, for a Boss, the glow of its advanced side."""
    colour: Colour
    parts: tuple[str, ...]
    glow: Colour = C.GOLD


# -- Monster parts ----------------------------------------------------------------------

def _kaiju(pen: Pen) -> None:
    """An upright kaiju: tail, legs, a round body, arms and head."""
    pen.blob([(0.6, 0.8), (0.9, 0.9), (0.97, 0.74), (0.86, 0.86), (0.62, 0.7)])
    for x in (0.36, 0.64):
        pen.blob(ellipse(x, 0.88, 0.1, 0.11))
    pen.blob(ellipse(0.5, 0.62, 0.25, 0.27))
    pen.flat(ellipse(0.5, 0.68, 0.14, 0.18), theme.lighten(pen.colour, 0.45))
    for side in (-1, 1):
        pen.blob([(0.5 + side * 0.2, 0.5), (0.5 + side * 0.36, 0.6), (0.5 + side * 0.33, 0.68),
                  (0.5 + side * 0.2, 0.62)])
    pen.blob(ellipse(0.5, 0.3, 0.19, 0.17))
    pen.eyes([(0.42, 0.27), (0.58, 0.27)], 0.045)
    pen.fangs((0.4, 0.37), (0.6, 0.37), 4, 0.035)


def _dorsal_spikes(pen: Pen) -> None:
    """Spikes standing out behind the shoulders (drawn before the body)."""
    for side in (-1, 1):
        for k, (y, reach) in enumerate(((0.38, 0.2), (0.5, 0.24), (0.62, 0.2))):
            x = 0.5 + side * 0.16
            pen.blob(spike((x, y - 0.06), (x, y + 0.06), (x + side * reach, y - 0.05)), pen.shade)


def _crown(pen: Pen) -> None:
    pts = [(0.36, 0.17), (0.34, 0.04), (0.42, 0.11), (0.5, 0.01), (0.58, 0.11), (0.66, 0.04), (0.64, 0.17)]
    pen.blob(pts, C.GOLD)
    pen.dot((0.5, 0.13), 0.025, C.LAVA)


def _crab(pen: Pen) -> None:
    """A crab: six walking legs, a wide shell, claws raised, eyes on stalks."""
    for side in (-1, 1):
        for k in range(3):
            x0 = 0.5 + side * (0.14 + 0.07 * k)
            knee = (0.5 + side * (0.34 + 0.05 * k), 0.64 + 0.04 * k)
            foot = (0.5 + side * (0.4 + 0.05 * k), 0.97)
            pen.line([(x0, 0.74), knee, foot], C.INK, 7)
            pen.line([(x0, 0.74), knee, foot], pen.shade, 4)
    for side in (-1, 1):      # the arms up to the claws
        pen.line([(0.5 + side * 0.2, 0.64), (0.5 + side * 0.34, 0.52), (0.5 + side * 0.34, 0.42)], C.INK, 9)
        pen.line([(0.5 + side * 0.2, 0.64), (0.5 + side * 0.34, 0.52), (0.5 + side * 0.34, 0.42)], pen.colour, 5)
    for side in (-1, 1):      # eye stalks
        pen.line([(0.5 + side * 0.06, 0.62), (0.5 + side * 0.09, 0.46)], C.INK, 5)
    pen.blob(ellipse(0.5, 0.7, 0.3, 0.16))
    for k in (-1, 0, 1):      # ridges on the shell
        pen.line([(0.5 + k * 0.12, 0.6 + abs(k) * 0.02), (0.5 + k * 0.15, 0.76)], pen.shade, 3)
    pen.fangs((0.44, 0.78), (0.56, 0.78), 3, 0.025)
    pen.eyes([(0.41, 0.45), (0.59, 0.45)], 0.045, angry=False)


def _pincers(pen: Pen) -> None:
    """Two big pincers held high, open."""
    for side in (-1, 1):
        cx, cy = 0.5 + side * 0.33, 0.28
        fixed = [(cx - 0.12 * side, cy + 0.14), (cx - 0.14 * side, cy - 0.02), (cx - 0.05 * side, cy - 0.16),
                 (cx + 0.02 * side, cy - 0.04), (cx + 0.06 * side, cy + 0.12)]
        pen.blob(fixed)
        moving = [(cx + 0.06 * side, cy + 0.12), (cx + 0.18 * side, cy + 0.02), (cx + 0.15 * side, cy - 0.14),
                  (cx + 0.07 * side, cy - 0.02), (cx, cy + 0.08)]
        pen.blob(moving)


def _rex(pen: Pen) -> None:
    """A rex seen from the side, facing right: tail, legs, body, big jaw."""
    pen.blob([(0.34, 0.52), (0.02, 0.86), (0.06, 0.9), (0.4, 0.74)])
    pen.blob([(0.3, 0.68), (0.26, 0.97), (0.42, 0.97), (0.44, 0.72)], pen.shade)
    pen.blob(ellipse(0.48, 0.6, 0.22, 0.18, tilt=-0.5))
    pen.blob([(0.46, 0.64), (0.44, 0.97), (0.64, 0.97), (0.58, 0.9), (0.62, 0.64)])
    pen.blob([(0.62, 0.52), (0.72, 0.58), (0.7, 0.62), (0.6, 0.58)])
    head = [(0.54, 0.2), (0.7, 0.12), (0.94, 0.2), (0.96, 0.3), (0.72, 0.32), (0.92, 0.4), (0.9, 0.46),
            (0.66, 0.48), (0.56, 0.42)]
    pen.blob(head)
    pen.flat([(0.72, 0.32), (0.92, 0.4), (0.9, 0.42), (0.7, 0.36)], MOUTH)
    for k in range(4):
        x = 0.75 + k * 0.05
        pen.flat([(x, 0.31), (x + 0.03, 0.312), (x + 0.015, 0.36)], TOOTH)
    pen.eyes([(0.7, 0.21)], 0.045)


#: Rex Florae's flowers: (centre x, centre y, radius), big enough to read at the table's 30 px
FLOWERS = ((0.3, 0.44, 0.13), (0.62, 0.08, 0.12))
PETAL = (255, 132, 196)


def _flowers(pen: Pen) -> None:
    """Two big flowers, one on the rex's back and one on its head: pink petals
    ringed in ink round a gold heart."""
    for cx, cy, r in FLOWERS:
        petals = [(cx + math.cos(a) * r * 0.75, cy + math.sin(a) * r * 0.75)
                  for a in (-math.pi / 2 + i * math.tau / 5 for i in range(5))]
        for px, py in petals:
            pen.flat(ellipse(px, py, r * 0.55, r * 0.55, 14), C.INK)
        for px, py in petals:
            pen.flat(ellipse(px, py, r * 0.44, r * 0.44, 14), PETAL)
        pen.dot((cx, cy), r * 0.42, C.INK)
        pen.dot((cx, cy), r * 0.32, C.GOLD)


def _robed(pen: Pen) -> None:
    """A broad-shouldered lord of the underworld in a flared robe."""
    pen.blob([(0.36, 0.42), (0.64, 0.42), (0.74, 0.8), (0.84, 0.97), (0.16, 0.97), (0.26, 0.8)])
    pen.flat([(0.46, 0.5), (0.54, 0.5), (0.6, 0.97), (0.4, 0.97)], pen.shade)
    for k in range(4):                    # the robe's ragged hem
        x = 0.2 + k * 0.16
        pen.flat([(x, 0.95), (x + 0.16, 0.95), (x + 0.08, 0.99)], pen.shade)
    for side in (-1, 1):                  # spiked shoulder guards
        pen.blob(ellipse(0.5 + side * 0.2, 0.45, 0.12, 0.08), C.BASALT)
        pen.blob(spike((0.5 + side * 0.16, 0.4), (0.5 + side * 0.28, 0.42), (0.5 + side * 0.32, 0.3)), C.SAND)
    pen.blob(ellipse(0.5, 0.3, 0.15, 0.15))
    pen.eyes([(0.44, 0.28), (0.56, 0.28)], 0.04, iris=C.EMBER)
    pen.fangs((0.43, 0.36), (0.57, 0.36), 3, 0.03)


def _horns(pen: Pen) -> None:
    for side in (-1, 1):
        pen.blob([(0.5 + side * 0.06, 0.2), (0.5 + side * 0.14, 0.24), (0.5 + side * 0.26, 0.04)], C.SAND)


def _flame_hair(pen: Pen) -> None:
    """Cold blue flames rising off the head."""
    tips = ((0.32, 0.1), (0.42, 0.0), (0.5, 0.06), (0.58, -0.01), (0.68, 0.1))
    pts = [(0.3, 0.28)] + [q for t in tips for q in (t, (t[0] + 0.05, 0.16))][:-1] + [(0.7, 0.28)]
    pen.flat(pts, C.INK)
    pen.flat([(x * 0.92 + 0.04, y * 0.9 + 0.03) for x, y in pts], C.LAGOON)
    pen.flat([(x * 0.7 + 0.15, y * 0.6 + 0.11) for x, y in pts], C.FOAM)


def _trident(pen: Pen) -> None:
    pen.line([(0.88, 0.2), (0.88, 0.97)], C.INK, 7)
    pen.line([(0.88, 0.2), (0.88, 0.97)], C.GOLD, 3)
    for x in (0.8, 0.88, 0.96):
        pen.blob([(x - 0.025, 0.22), (x, 0.06), (x + 0.025, 0.22)], C.GOLD)
    pen.blob([(0.79, 0.2), (0.97, 0.2), (0.97, 0.25), (0.79, 0.25)], C.GOLD)


def _moth(pen: Pen) -> None:
    """A moth standing tall: four spread wings with eye spots, a furry body."""
    for side in (-1, 1):
        upper = [(0.5, 0.36), (0.5 + side * 0.48, 0.08), (0.5 + side * 0.46, 0.42), (0.5 + side * 0.1, 0.56)]
        lower = [(0.5, 0.56), (0.5 + side * 0.4, 0.6), (0.5 + side * 0.3, 0.86), (0.5 + side * 0.06, 0.76)]
        pen.blob(lower, theme.darken(pen.colour, 0.12))
        pen.blob(upper)
        pen.dot((0.5 + side * 0.28, 0.3), 0.07, C.INK)
        pen.dot((0.5 + side * 0.28, 0.3), 0.05, C.VOLCANO)
        pen.dot((0.5 + side * 0.27, 0.29), 0.02, C.SAND)
        pen.dot((0.5 + side * 0.22, 0.7), 0.035, C.INK)
    pen.blob(ellipse(0.5, 0.6, 0.09, 0.3), C.DRIFTWOOD)
    for k in range(3):
        pen.line([(0.43, 0.55 + 0.1 * k), (0.57, 0.55 + 0.1 * k)], C.BARK, 3)
    pen.blob(ellipse(0.5, 0.28, 0.1, 0.09), C.DRIFTWOOD)
    pen.eyes([(0.45, 0.27), (0.55, 0.27)], 0.035, iris=C.LAVA, angry=False)


def _antennae(pen: Pen) -> None:
    for side in (-1, 1):
        stem = [(0.5 + side * 0.04, 0.2), (0.5 + side * 0.1, 0.1), (0.5 + side * 0.2, 0.02)]
        pen.line(stem, C.INK, 4)
        for k in range(1, 5):
            t = k / 5
            x, y = 0.5 + side * (0.04 + 0.16 * t), 0.2 - 0.18 * t
            pen.line([(x, y), (x + side * 0.04, y + 0.03)], C.INK, 2)


# -- Boss parts ---------------------------------------------------------------------------

def _dragon(pen: Pen) -> None:
    """A dragon rearing up: wings behind, a long neck, a horned head facing right."""
    for side in (-1, 1):
        wing = [(0.5, 0.4), (0.5 + side * 0.5, 0.1), (0.5 + side * 0.42, 0.4), (0.5 + side * 0.46, 0.58),
                (0.5 + side * 0.12, 0.6)]
        pen.blob(wing, theme.darken(pen.colour, 0.3))
        for t in (0.2, 0.42):
            pen.line([(0.5 + side * 0.5 * (1 - t) * 0.2, 0.42), (0.5 + side * (0.5 - t * 0.2), 0.12 + t)], C.INK, 2)
    pen.blob([(0.6, 0.8), (0.98, 0.92), (0.9, 0.98), (0.55, 0.92)])
    for x in (0.36, 0.62):
        pen.blob(ellipse(x, 0.88, 0.1, 0.1))
    pen.blob(ellipse(0.5, 0.66, 0.22, 0.24))
    pen.flat(ellipse(0.5, 0.72, 0.12, 0.16), theme.lighten(pen.colour, 0.5))
    pen.blob([(0.44, 0.5), (0.48, 0.28), (0.62, 0.26), (0.6, 0.5)])
    pen.blob([(0.46, 0.2), (0.62, 0.14), (0.84, 0.22), (0.84, 0.3), (0.66, 0.36), (0.5, 0.34)])
    pen.fangs((0.66, 0.3), (0.84, 0.28), 3, 0.03)
    pen.eyes([(0.6, 0.22)], 0.035, iris=C.LAGOON)


def _crystal_spines(pen: Pen) -> None:
    """Crystals growing from the head, neck and back; more on the advanced side."""
    spots = [((0.5, 0.18), (0.44, 0.02)), ((0.58, 0.15), (0.6, 0.0)), ((0.44, 0.32), (0.3, 0.22)),
             ((0.42, 0.46), (0.28, 0.4))]
    if pen.advanced:
        spots += [((0.66, 0.15), (0.76, 0.02)), ((0.38, 0.58), (0.2, 0.56)), ((0.64, 0.5), (0.82, 0.44))]
    for (bx, by), (tx, ty) in spots:
        nx, ny = -(ty - by), tx - bx
        d = math.hypot(nx, ny) or 1
        nx, ny = nx / d * 0.035, ny / d * 0.035
        shard = [(bx - nx, by - ny), (tx, ty), (bx + nx, by + ny)]
        pen.flat([(x, y) for x, y in shard], C.INK)
        inner = [(bx - nx * 0.6, by - ny * 0.6), (tx * 0.9 + bx * 0.1, ty * 0.9 + by * 0.1),
                 (bx + nx * 0.6, by + ny * 0.6)]
        pen.flat(inner, C.LAGOON)
        pen.flat([inner[0], inner[1], (bx, by)], C.FOAM)


#: the Lithosaur's stones, foot to head: (centre x, centre y, half-width, half-height, shade)
PILE_STONES = ((0.17, 0.84, 0.17, 0.13, 0.1), (0.5, 0.86, 0.2, 0.12, 0.0), (0.83, 0.84, 0.17, 0.13, 0.15),
               (0.3, 0.64, 0.19, 0.14, -0.05), (0.7, 0.63, 0.19, 0.15, 0.08),
               (0.5, 0.4, 0.22, 0.16, -0.1))
#: the advanced side's stones, piled higher and wider
PILE_MORE = ((0.03, 0.72, 0.1, 0.11, 0.12), (0.97, 0.7, 0.1, 0.11, 0.0), (0.5, 0.2, 0.15, 0.08, 0.18))


def _stone(pen: Pen, x: float, y: float, rx: float, ry: float, shade: float) -> None:
    """One boulder of a pile: a lumpy, many-sided stone ringed in ink, so the
    stones read one by one (a heap, not one body), a crack across it."""
    pts = [(x + math.cos(a) * rx * (1.0 - 0.12 * ((k * 5) % 3) / 2),
            y + math.sin(a) * ry * (1.0 - 0.12 * ((k * 7) % 3) / 2))
           for k, a in enumerate(math.tau * i / 9 + 0.3 for i in range(9))]
    colour = theme.darken(pen.colour, shade) if shade > 0 else theme.lighten(pen.colour, -shade)
    grow = 1.0 + OUTLINE * 1.6 / (pen.w * max(rx, ry))
    pen.flat([(x + (px - x) * grow, y + (py - y) * grow) for px, py in pts], C.INK)
    pen.blob(pts, colour)
    pen.line([(x - rx * 0.4, y - ry * 0.1), (x - rx * 0.05, y + ry * 0.15), (x + rx * 0.15, y + ry * 0.55)],
             theme.darken(colour, 0.5), DETAIL)


def _rock_pile(pen: Pen) -> None:
    """The Lithosaur: a heap of boulders that stands up, three at its foot, two
    on them, a head stone with glowing eyes and a jagged mouth, moss between."""
    for x, y, rx, ry, shade in PILE_STONES:
        _stone(pen, x, y, rx, ry, shade)
    pen.eyes([(0.42, 0.38), (0.58, 0.38)], 0.045, iris=C.EMBER)
    pen.flat([(0.4, 0.47), (0.45, 0.45), (0.5, 0.48), (0.55, 0.45), (0.6, 0.47), (0.56, 0.51), (0.44, 0.51)],
             MOUTH)
    for x, y, r in ((0.42, 0.74, 0.035), (0.6, 0.75, 0.03), (0.3, 0.52, 0.03), (0.74, 0.5, 0.025)):
        pen.dot((x, y), r, C.MOSS)


def _boulders(pen: Pen) -> None:
    """More boulders on the advanced side: the pile wider and higher."""
    if pen.advanced:
        for x, y, rx, ry, shade in PILE_MORE:
            _stone(pen, x, y, rx, ry, shade)


def _lava_lord(pen: Pen) -> None:
    """A hulking lord of cooled rock, arms raised, lava glowing in its cracks."""
    pen.blob([(0.28, 0.7), (0.22, 0.97), (0.44, 0.97), (0.46, 0.72)])
    pen.blob([(0.54, 0.72), (0.56, 0.97), (0.78, 0.97), (0.72, 0.7)])
    pen.blob([(0.24, 0.4), (0.76, 0.4), (0.7, 0.78), (0.3, 0.78)])
    for side in (-1, 1):
        pen.blob([(0.5 + side * 0.22, 0.42), (0.5 + side * 0.42, 0.3), (0.5 + side * 0.48, 0.14),
                  (0.5 + side * 0.36, 0.12), (0.5 + side * 0.3, 0.28), (0.5 + side * 0.2, 0.52)])
        pen.blob(ellipse(0.5 + side * 0.42, 0.12, 0.07, 0.06))
    pen.blob(ellipse(0.5, 0.32, 0.14, 0.13))
    for pts in (((0.38, 0.46), (0.46, 0.56), (0.42, 0.68)), ((0.6, 0.44), (0.54, 0.58), (0.62, 0.7)),
                ((0.34, 0.84), (0.38, 0.94)), ((0.66, 0.82), (0.62, 0.94))):
        pen.line(pts, C.LAVA, 4)
        pen.line(pts, C.GOLD, 2)
    pen.eyes([(0.45, 0.3), (0.55, 0.3)], 0.035, iris=C.EMBER)
    pen.fangs((0.44, 0.38), (0.56, 0.38), 3, 0.025)


def _flame_crown(pen: Pen) -> None:
    """Flames for a crown; taller and wider on the advanced side."""
    n = 7 if pen.advanced else 5
    top = 0.0 if pen.advanced else 0.06
    half = 0.2 if pen.advanced else 0.14
    pts = [(0.5 - half, 0.26)]
    for i in range(n):
        x = 0.5 - half + (i + 0.5) * 2 * half / n
        pts += [(x, top + (0.06 if i % 2 else 0.0)), (x + half / n, 0.2)]
    pts[-1] = (0.5 + half, 0.26)
    pen.flat(pts, C.INK)
    pen.flat([(0.5 + (x - 0.5) * 0.88, y * 0.9 + 0.03) for x, y in pts], C.LAVA)
    pen.flat([(0.5 + (x - 0.5) * 0.6, y * 0.6 + 0.1) for x, y in pts], C.GOLD)


PARTS: dict[str, Callable[[Pen], None]] = {
    "kaiju": _kaiju, "dorsal_spikes": _dorsal_spikes, "crown": _crown,
    "crab": _crab, "pincers": _pincers,
    "rex": _rex, "flowers": _flowers,
    "robed": _robed, "horns": _horns, "flame_hair": _flame_hair, "trident": _trident,
    "moth": _moth, "antennae": _antennae,
    "dragon": _dragon, "crystal_spines": _crystal_spines,
    "rock_pile": _rock_pile, "boulders": _boulders,
    "lava_lord": _lava_lord, "flame_crown": _flame_crown,
}

#: each Monster after its name: the parts in drawing order (colours come from the seat)
MONSTER_PARTS: dict[str, tuple[str, ...]] = {
    "purple_reign": ("dorsal_spikes", "kaiju", "crown"),
    "pagurah": ("crab", "pincers"),
    "rex_florae": ("rex", "flowers"),
    "hades": ("trident", "robed", "horns", "flame_hair"),
    "megamoth": ("antennae", "moth"),
}

#: each Boss: its body colour, parts, and the glow of its advanced side
BOSS_LOOKS: dict[str, Look] = {
    "crystal_dragon": Look((84, 92, 170), ("dragon", "crystal_spines"), C.LAGOON),
    "lithosaur": Look((138, 128, 112), ("boulders", "rock_pile"), C.GOLD),
    "lavalord": Look(C.BASALT, ("lava_lord", "flame_crown"), C.EMBER),
}


# -- the standee --------------------------------------------------------------------------

def _base(surf: pygame.Surface, ring: Colour, glow: Colour | None) -> None:
    """The dark base the figure stands on, ringed in its owner's colour."""
    w, h = surf.get_size()
    rect = pygame.Rect(w * 0.06, h - w * 0.31, w * 0.88, w * 0.29)
    if glow is not None:
        halo = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(6):
            grow = (6 - k) * w * 0.03
            pygame.draw.ellipse(halo, glow + (26,), rect.inflate(grow * 2, grow))
        surf.blit(halo, (0, 0))
    shadow = rect.move(0, w * 0.02)
    pygame.draw.ellipse(surf, (0, 0, 0, 110), shadow.inflate(w * 0.04, w * 0.02))
    pygame.draw.ellipse(surf, C.INK, rect)
    pygame.draw.ellipse(surf, ring, rect.inflate(-OUTLINE * 2, -OUTLINE * 2))
    pygame.draw.ellipse(surf, theme.lighten(ring, 0.3), rect.inflate(-OUTLINE * 2 - w * 0.04, -OUTLINE * 2 - w * 0.03)
                        .move(-w * 0.01, -w * 0.01))
    pygame.draw.ellipse(surf, ring, rect.inflate(-OUTLINE * 2 - w * 0.05, -OUTLINE * 2 - w * 0.035))
    pygame.draw.ellipse(surf, C.INK, rect.inflate(-w * 0.4, -w * 0.19))
    pygame.draw.ellipse(surf, C.BASALT, rect.inflate(-w * 0.42, -w * 0.21))


def _aura(surf: pygame.Surface, glow: Colour, body: pygame.Surface) -> None:
    """A soft glow around the figure's silhouette (a Boss's advanced side)."""
    mask = pygame.mask.from_surface(body, 40)
    halo = mask.to_surface(setcolor=glow + (60,), unsetcolor=(0, 0, 0, 0))
    r = max(2, surf.get_width() // 24)
    for i in range(12):
        a = math.tau * i / 12
        for d in (r, r * 2):
            surf.blit(halo, (round(math.cos(a) * d), round(math.sin(a) * d)))


Painter = Callable[[Pen], None]


def standee(size: int, colour: Colour, painters: Sequence[Painter], ring: Colour, *, advanced: bool = False,
            glow: Colour | None = None, badge: str | None = None, height: int | None = None,
            scale: float | None = None, shift: float = 0.0, down: bool = False) -> pygame.Surface:
    """Paints a figure from its parts (each a painter of a Pen) at twice `size`
    wide and `height` tall (7/6 of the width unless given), stands it on its
    base ringed in `ring`, and smooths it down. scale: the figure's size on
    its base, as a share of the width (0.86; a Boss 0.8, room for its glow);
    shift: the figure moved right by that share of the width (left if below 0),
    to leave room for a badge. down: knocked out, the figure lies on its side
    across its base, dizzy stars over it."""
    height = height or size + size // 6
    w, h = size * 2, height * 2
    pad = OUTLINE * 2 + w // 12          # room for the outline and the aura at the edges
    body = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    canvas = body.subsurface(pygame.Rect(pad, pad, w, w))
    pen = Pen(canvas, colour, advanced)
    for paint in painters:
        paint(pen)
    figure = outlined(body)
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    _base(big, ring, glow if advanced else None)
    if scale is None:
        scale = 0.86 if glow is None else 0.8  # on the base, not across it (a Boss: with room for its glow)
    if down:
        figure = _lying(figure, pad, w)
    fw, fh = int(figure.get_width() * scale), int(figure.get_height() * scale)
    figure = pygame.transform.smoothscale(figure, (fw, fh))
    at = (round((w - fw) / 2 + shift * w), round(h - w * 0.2 - (pad + w) * scale))
    if down:        # lying on the base: its side on the base's middle
        at = (round((w - fw) / 2 + shift * w), round(h - w * 0.16 - fh))
    if advanced and glow is not None:
        placed = pygame.Surface((w, h), pygame.SRCALPHA)
        placed.blit(figure, at)
        _aura(big, glow, placed)
    big.blit(figure, at)
    if down:
        _dizzy(big, (w / 2 + shift * w, at[1] + figure.get_bounding_rect().top - w * 0.02), w)
    if badge is not None:
        d = max(20, int(w * 0.28))        # no smaller than 10 px at the table
        mark = gfx.shape(badge, d, ring, C.INK, DETAIL - 1)
        big.blit(mark, mark.get_rect(bottomright=(w - w * 0.03, h - 1)))
    return pygame.transform.smoothscale(big, (size, height))


def _lying(figure: pygame.Surface, pad: int, w: int) -> pygame.Surface:
    """A figure (painted on a square of `w` with `pad` round it) turned on its
    side, cropped to what it covers, in the same square as it stood in."""
    turned = pygame.transform.rotate(figure, 90)
    box = turned.get_bounding_rect()
    out = pygame.Surface(figure.get_size(), pygame.SRCALPHA)
    lying = turned.subsurface(box)
    k = min(1.0, (w + pad) / max(1, box.w), w * 0.62 / max(1, box.h))      # low on its base, as wide as it
    lying = pygame.transform.smoothscale(lying, (max(1, round(box.w * k)), max(1, round(box.h * k))))
    out.blit(lying, lying.get_rect(midbottom=(figure.get_width() // 2, figure.get_height())))
    return out


def _dizzy(surf: pygame.Surface, at: tuple[float, float], w: int) -> None:
    """Three dizzy stars over a knocked-out figure."""
    r = w * 0.08
    for k, dx in enumerate((-0.22, 0.0, 0.22)):
        cx, cy = at[0] + dx * w, at[1] - (0.04 if k == 1 else 0.0) * w - r
        pts = [(cx + math.cos(a) * (r if i % 2 == 0 else r * 0.45), cy + math.sin(a) * (r if i % 2 == 0 else r * 0.45))
               for i, a in enumerate(-math.pi / 2 + j * math.pi / 5 for j in range(10))]
        pygame.draw.polygon(surf, C.INK, [(cx + (x - cx) * 1.35, cy + (y - cy) * 1.35) for x, y in pts])
        pygame.draw.polygon(surf, C.GOLD, pts)


def knocked_out_colour(colour: Colour) -> Colour:
    """A Monster's body at 0 Health: most of its colour drained to a cold grey."""
    grey = sum(colour) / 3
    return tuple(int(grey * 0.45 + c * 0.15 + 60) for c in colour)


def monster_standee(monster: str, size: int, colour: Colour, badge: str, hurt: bool) -> pygame.Surface:
    """A Monster's standee in its seat's colour on a base ringed in that colour,
    with its shape badge; hurt (at 0 Health): knocked out, lying on its side,
    greyed, dizzy stars over it, the ring kept."""
    body = knocked_out_colour(colour) if hurt else colour
    return gfx.made_once(("komi-monster-art", monster, size, hurt),
                         lambda: standee(size, body, [PARTS[p] for p in MONSTER_PARTS[monster]], colour, badge=badge,
                                         down=hurt))


def boss_standee(boss: str, side: str, size: int) -> pygame.Surface:
    """A Boss's figure; its advanced side glows and grows more spines, boulders
    or flames, on a gold ring instead of crimson."""
    look = BOSS_LOOKS[boss]
    advanced = side == "advanced"
    ring = C.GOLD if advanced else BOSS_RING
    return gfx.made_once(("komi-boss-art", boss, side, size),
                         lambda: standee(size, look.colour, [PARTS[p] for p in look.parts], ring, advanced=advanced,
                                         glow=look.glow))
