"""Survive the Island's figures, drawn by code in the house style (King of
Monster Island's figures: the one Pen (game/art/figure_pen.py), light from the upper left, one ink
outline of the same weight, painted at twice the size and smooth-scaled
down, made once per size through gfx.made_once).

Each creature is built from parts its Look lists (tubes for a serpent's coils
and a kraken's tentacles, solid blobs for a fin, a back, wings or a bulk, then
eyes, fangs, a spout), in a shade of its colour on the creature die, on a base
that says where it lives (a pool of sea ringed in the die's colour; a patch of
ground for the Kaiju; a shadow on the sea for the flying Pterodactyl), with
its letter on a small tab so the kinds tell apart without colour. The
adventurers are meeples in their seat's colour (art.adventurer) drawn with
the same pen.

Coordinates in the part tables are fractions of the picture's width, from its
top left; the sea's surface is at y = SEA_LINE."""
from __future__ import annotations

import math
from typing import Callable, NamedTuple

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
from rules.core.i18n import pgettext
from rules.survive_the_island import content

# one pen and one outline for every figure of the app (King of Monster Island's)
from ...art.figure_pen import DETAIL, OUTLINE, Pen, ellipse, outlined

Colour = tuple[int, int, int]
Point = tuple[float, float]

#: the creature die's colours
DIE_COLOUR: dict[str, Colour] = {"red": (196, 48, 44), "green": (44, 150, 80), "blue": (48, 96, 200)}
SEA_LINE = 0.9          # where a swimming figure meets the sea (of the width)
FOAM = C.FOAM
SUCKER = (250, 214, 214)


class Look(NamedTuple):
    """A creature's recipe: its body colour (a shade of its die colour), its
    base ("sea", "ground" or "air"), the parts drawn in order (a name in PARTS
    and its arguments), and the letter on its tab."""
    colour: Colour
    base: str
    parts: tuple[tuple, ...]
    letter: str


# -- parts ------------------------------------------------------------------------------

def _tube(pen: Pen, pts: tuple[Point, ...], r: float, colour: Colour | None = None) -> None:
    """A round limb along pts (a coil, a neck, a tentacle), r thick, lit from the upper left."""
    colour = colour or pen.colour
    w = pen.w
    k = max(1, round(w * 0.012))
    pp = pen.pts(pts)
    for col, width, dx in ((theme.darken(colour, 0.35), r * 2, 0), (colour, r * 1.55, -k),
                           (theme.lighten(colour, 0.4), r * 0.5, -2.5 * k)):
        px = max(1, round(width * w))
        moved = [(x + dx, y + dx) for x, y in pp]
        pygame.draw.lines(pen.surf, col, False, moved, px)
        for x, y in moved:
            pygame.draw.circle(pen.surf, col, (x, y), px / 2)


def _taper(pen: Pen, pts: tuple[Point, ...], r0: float, r1: float, colour: Colour | None = None) -> None:
    """A limb thinning from r0 to r1 along pts (a tentacle to its tip)."""
    n = len(pts) - 1
    for i in range(n):
        t = i / max(1, n - 1)
        _tube(pen, pts[i:i + 2], r0 + (r1 - r0) * t, colour)


def _blob(pen: Pen, pts: tuple[Point, ...], colour: Colour | None = None) -> None:
    pen.blob(pts, colour)


def _belly(pen: Pen, pts: tuple[Point, ...], colour: Colour) -> None:
    """A flat patch of another colour (a belly, a wing's membrane)."""
    pen.flat(pts, colour)


def _oval(pen: Pen, cx: float, cy: float, rx: float, ry: float, colour: Colour | None = None,
          tilt: float = 0.0) -> None:
    pen.blob(ellipse(cx, cy, rx, ry, tilt=tilt), colour)


def _eye(pen: Pen, cx: float, cy: float, r: float, angry: bool = True) -> None:
    pen.eyes([(cx, cy)], r, angry=angry)


def _fangs(pen: Pen, left: Point, right: Point, n: int, depth: float) -> None:
    pen.fangs(left, right, n, depth)


def _line(pen: Pen, pts: tuple[Point, ...], colour: Colour = C.INK) -> None:
    pen.line(pts, colour, DETAIL)


def _dots(pen: Pen, pts: tuple[Point, ...], r: float, colour: Colour) -> None:
    for p in pts:
        pen.dot(p, r, colour)


def _spout(pen: Pen, x: float, y: float, h: float) -> None:
    """A whale's spout: a jet of foam that opens into two falling plumes."""
    top = y - h
    jet = [(x - 0.03, y), (x - 0.02, top + 0.08), (x - 0.16, top + 0.02), (x - 0.2, top + 0.12),
           (x - 0.12, top), (x, top - 0.03), (x + 0.12, top), (x + 0.2, top + 0.12), (x + 0.16, top + 0.02),
           (x + 0.02, top + 0.08), (x + 0.03, y)]
    pen.flat(jet, FOAM)
    pen.flat([(x - 0.012, y), (x - 0.01, top + 0.04), (x + 0.01, top + 0.04), (x + 0.012, y)], C.LAGOON)


def _splash(pen: Pen, xs: tuple[float, ...]) -> None:
    """Foam where the body breaks the sea's surface."""
    for x in xs:
        pen.flat(ellipse(x, SEA_LINE - 0.01, 0.07, 0.035, 12), FOAM)


def _spikes(pen: Pen, pts: tuple[tuple[Point, Point, Point], ...], colour: Colour | None = None) -> None:
    """Spikes, fins or a crest: triangles (base, tip, base)."""
    for a, tip, b in pts:
        pen.blob((a, tip, b), colour or pen.shade)


PARTS: dict[str, Callable[..., None]] = {
    "tube": _tube, "taper": _taper, "blob": _blob, "belly": _belly, "oval": _oval, "eye": _eye,
    "fangs": _fangs, "line": _line, "dots": _dots, "spout": _spout, "splash": _splash, "spikes": _spikes,
}


def arch(x0: float, x1: float, h: float, n: int = 9) -> tuple[Point, ...]:
    """A coil's hump out of the sea, from x0 to x1, h high."""
    return tuple((x0 + (x1 - x0) * i / (n - 1), SEA_LINE - h * math.sin(math.pi * i / (n - 1))) for i in range(n))


def curl(x: float, top: float, side: int, n: int = 7) -> tuple[Point, ...]:
    """A tentacle rising out of the sea at x, bowing outwards (side -1 left,
    1 right) and up to top, its tip hooked back in."""
    out = []
    for i in range(n):
        t = i / (n - 1)
        out.append((x + side * 0.13 * math.sin(t * math.pi * 0.8), SEA_LINE - (SEA_LINE - top) * t))
    tx, ty = out[-1]
    return tuple(out) + ((tx - side * 0.04, ty - 0.035), (tx - side * 0.09, ty - 0.01), (tx - side * 0.1, ty + 0.04))


def _shade(colour_name: str, lighter: float = 0.0, darker: float = 0.0) -> Colour:
    c = DIE_COLOUR[colour_name]
    return theme.darken(theme.lighten(c, lighter), darker) if lighter or darker else c


_SERPENT = _shade("red", lighter=0.05)
_KRAKEN = theme.lerp_colour(DIE_COLOUR["red"], (150, 60, 170), 0.35)
_SHARK = _shade("green", darker=0.15)
_PTERO = _shade("green", lighter=0.1)
_KAIJU = _shade("blue")
_WHALE = _shade("blue", darker=0.2)

#: each creature after its name: the Serpent's coils, the Shark's fin, the
#: Whale's back, the Kraken's tentacles, the Pterodactyl's wings, the Kaiju's bulk
CREATURE_LOOKS: dict[str, Look] = {
    content.SERPENT: Look(_SERPENT, "sea", (
        ("tube", arch(0.04, 0.34, 0.3), 0.075),
        ("spikes", (((0.13, 0.64), (0.19, 0.5), (0.24, 0.64)),), C.GOLD),
        ("tube", arch(0.3, 0.58, 0.4), 0.08),
        ("spikes", (((0.38, 0.54), (0.44, 0.4), (0.5, 0.54)),), C.GOLD),
        ("tube", ((0.56, SEA_LINE), (0.6, 0.62), (0.66, 0.46), (0.74, 0.38)), 0.085),
        ("blob", ((0.62, 0.3), (0.78, 0.2), (0.98, 0.28), (1.0, 0.38), (0.84, 0.48), (0.64, 0.44))),
        ("spikes", (((0.64, 0.28), (0.6, 0.12), (0.72, 0.22)), ((0.72, 0.22), (0.74, 0.08), (0.82, 0.21))), C.GOLD),
        ("fangs", (0.8, 0.38), (0.99, 0.37), 3, 0.05),
        ("eye", 0.76, 0.29, 0.06),
        ("splash", (0.04, 0.3, 0.58)),
    ), "S"),
    content.SHARK: Look(_SHARK, "sea", (
        ("blob", ((0.0, 0.52), (0.2, 0.74), (0.14, SEA_LINE), (0.04, SEA_LINE))),
        ("blob", ((0.3, 0.74), (0.4, 0.3), (0.46, 0.06), (0.54, 0.1), (0.58, 0.36), (0.68, 0.72))),
        ("blob", ((0.08, SEA_LINE), (0.26, 0.72), (0.56, 0.64), (0.82, 0.66), (0.98, 0.76), (1.0, SEA_LINE))),
        ("belly", ((0.56, SEA_LINE), (0.72, 0.8), (0.98, 0.82), (1.0, SEA_LINE)), FOAM),
        ("fangs", (0.72, 0.8), (0.98, 0.8), 4, 0.045),
        ("line", ((0.62, 0.7), (0.6, 0.78))),
        ("line", ((0.66, 0.7), (0.64, 0.78))),
        ("eye", 0.82, 0.72, 0.05),
        ("splash", (0.14, 0.96)),
    ), "Sh"),
    content.WHALE: Look(_WHALE, "sea", (
        ("spout", 0.58, 0.5, 0.36),
        ("blob", ((0.0, 0.44), (0.1, 0.5), (0.18, 0.42), (0.2, 0.56), (0.22, SEA_LINE), (0.08, SEA_LINE),
                  (0.1, 0.62))),
        ("blob", ((0.12, SEA_LINE), (0.2, 0.66), (0.38, 0.52), (0.6, 0.48), (0.82, 0.54), (0.96, 0.7),
                  (1.0, SEA_LINE))),
        ("belly", ((0.6, SEA_LINE), (0.7, 0.8), (0.98, 0.8), (1.0, SEA_LINE)), theme.lighten(_WHALE, 0.55)),
        ("line", ((0.62, 0.78), (0.8, 0.8), (0.98, 0.76))),
        ("dots", ((0.36, 0.6), (0.44, 0.57), (0.4, 0.66)), 0.018, theme.lighten(_WHALE, 0.5)),
        ("eye", 0.8, 0.68, 0.05, False),
        ("splash", (0.14, 0.96)),
    ), "W"),
    content.KRAKEN: Look(_KRAKEN, "sea", (
        ("taper", curl(0.14, 0.2, -1), 0.1, 0.045),
        ("taper", curl(0.86, 0.2, 1), 0.1, 0.045),
        ("dots", ((0.12, 0.74), (0.04, 0.58), (0.06, 0.42), (0.88, 0.74), (0.96, 0.58), (0.94, 0.42)), 0.022,
         SUCKER),
        ("blob", ((0.26, SEA_LINE), (0.26, 0.5), (0.34, 0.26), (0.5, 0.12), (0.66, 0.26), (0.74, 0.5),
                  (0.74, SEA_LINE))),
        ("taper", ((0.4, SEA_LINE), (0.34, 0.8), (0.3, 0.72)), 0.07, 0.05),
        ("taper", ((0.6, SEA_LINE), (0.66, 0.8), (0.7, 0.72)), 0.07, 0.05),
        ("eye", 0.41, 0.52, 0.075),
        ("eye", 0.59, 0.52, 0.075),
        ("splash", (0.14, 0.5, 0.86)),
    ), "Kr"),
    content.PTERODACTYL: Look(_PTERO, "air", (
        ("blob", ((0.46, 0.42), (0.2, 0.16), (0.0, 0.06), (0.06, 0.22), (0.1, 0.4), (0.2, 0.36), (0.24, 0.5),
                  (0.34, 0.46), (0.4, 0.6))),
        ("blob", ((0.54, 0.42), (0.8, 0.16), (1.0, 0.06), (0.94, 0.22), (0.9, 0.4), (0.8, 0.36), (0.76, 0.5),
                  (0.66, 0.46), (0.6, 0.6))),
        ("line", ((0.46, 0.42), (0.2, 0.16), (0.0, 0.06))),
        ("line", ((0.54, 0.42), (0.8, 0.16), (1.0, 0.06))),
        ("oval", 0.5, 0.52, 0.08, 0.14),
        ("line", ((0.46, 0.64), (0.43, 0.74))),
        ("line", ((0.54, 0.64), (0.57, 0.74))),
        ("spikes", (((0.46, 0.32), (0.22, 0.2), (0.5, 0.26)),), C.GOLD),
        ("blob", ((0.42, 0.36), (0.48, 0.26), (0.6, 0.26), (0.98, 0.38), (0.6, 0.4), (0.5, 0.44))),
        ("line", ((0.62, 0.36), (0.9, 0.37))),
        ("eye", 0.54, 0.32, 0.05),
    ), "Pt"),
    content.KAIJU: Look(_KAIJU, "ground", (
        ("blob", ((0.7, 0.84), (0.98, 0.92), (1.0, 0.8), (0.86, 0.82), (0.72, 0.7))),
        ("spikes", (((0.22, 0.48), (0.08, 0.38), (0.24, 0.6)), ((0.78, 0.48), (0.92, 0.38), (0.76, 0.6)),
                    ((0.3, 0.34), (0.2, 0.2), (0.38, 0.3)), ((0.7, 0.34), (0.8, 0.2), (0.62, 0.3)))),
        ("oval", 0.34, 0.92, 0.12, 0.1),
        ("oval", 0.66, 0.92, 0.12, 0.1),
        ("oval", 0.5, 0.64, 0.32, 0.3),
        ("belly", ellipse(0.5, 0.7, 0.18, 0.2), theme.lighten(_KAIJU, 0.5)),
        ("blob", ((0.22, 0.54), (0.08, 0.64), (0.12, 0.7), (0.26, 0.64))),
        ("blob", ((0.78, 0.54), (0.92, 0.64), (0.88, 0.7), (0.74, 0.64))),
        ("oval", 0.5, 0.28, 0.2, 0.17),
        ("eye", 0.42, 0.25, 0.055),
        ("eye", 0.58, 0.25, 0.055),
        ("fangs", (0.38, 0.35), (0.62, 0.35), 4, 0.045),
    ), "K"),
}


#: the other animals of the game: a Piranha (a tile of them swims on the sea)
PIRANHA_LOOK = Look((150, 170, 160), "none", (
    ("blob", ((0.74, 0.4), (0.98, 0.16), (0.92, 0.4), (0.98, 0.64))),
    ("spikes", (((0.36, 0.2), (0.52, 0.02), (0.64, 0.22)), ((0.42, 0.62), (0.5, 0.74), (0.6, 0.6)))),
    ("oval", 0.44, 0.4, 0.34, 0.26),
    ("belly", ((0.12, 0.46), (0.28, 0.62), (0.56, 0.64), (0.7, 0.5), (0.44, 0.5)), C.LAVA),
    ("fangs", (0.06, 0.4), (0.34, 0.5), 3, 0.1),
    ("eye", 0.28, 0.3, 0.07),
), "")
#: a Dolphin (the ability tile that carries a swimmer), leaping
DOLPHIN_LOOK = Look((80, 150, 210), "none", (
    ("spikes", (((0.42, 0.3), (0.6, 0.1), (0.6, 0.3)),)),
    ("blob", ((0.84, 0.6), (0.98, 0.56), (0.94, 0.7), (1.0, 0.84), (0.86, 0.78), (0.8, 0.7))),
    ("taper", ((0.2, 0.56), (0.3, 0.42), (0.44, 0.34), (0.6, 0.34), (0.74, 0.44), (0.84, 0.62)), 0.12, 0.05),
    ("blob", ((0.14, 0.5), (0.22, 0.5), (0.16, 0.64), (0.02, 0.74), (0.08, 0.62))),
    ("eye", 0.27, 0.47, 0.04, False),
), "")
LOOKS: dict[str, Look] = {**CREATURE_LOOKS, content.PIRANHA: PIRANHA_LOOK, content.DOLPHIN: DOLPHIN_LOOK}


# -- the figure ----------------------------------------------------------------------------

def _base(big: pygame.Surface, kind: str, ring: Colour) -> None:
    """What the figure stands on, a broad ring in its die colour: a pale pool
    of sea, a patch of sand (the Kaiju wades ashore too), or, under the flying
    Pterodactyl, the pool with its shadow on it."""
    w, h = big.get_size()
    rect = pygame.Rect(w * 0.02, h - w * 0.4, w * 0.96, w * 0.36)
    pygame.draw.ellipse(big, (0, 0, 0, 100), rect.move(0, w * 0.03))
    pygame.draw.ellipse(big, C.INK, rect)
    pygame.draw.ellipse(big, ring, rect.inflate(-OUTLINE * 2, -OUTLINE * 2))
    pygame.draw.ellipse(big, theme.lighten(ring, 0.35), rect.inflate(-OUTLINE * 2 - w * 0.05, -OUTLINE * 2 - w * 0.04)
                        .move(-w * 0.01, -w * 0.01))
    inner = rect.inflate(-OUTLINE * 2 - w * 0.16, -OUTLINE * 2 - w * 0.11)
    pygame.draw.ellipse(big, C.INK, inner.inflate(DETAIL * 2, DETAIL * 2))
    pygame.draw.ellipse(big, C.SAND_DEEP if kind == "ground" else C.LAGOON, inner)
    if kind == "air":
        pygame.draw.ellipse(big, theme.darken(C.LAGOON, 0.4), inner.inflate(-w * 0.3, -w * 0.07))
    elif kind == "sea":
        pygame.draw.ellipse(big, C.FOAM, inner.inflate(-w * 0.14, -w * 0.05).move(-w * 0.02, -w * 0.01), 2)


def _paint(surf: pygame.Surface, colour: Colour, parts: tuple[tuple, ...]) -> None:
    pen = Pen(surf, colour)
    for name, *args in parts:
        PARTS[name](pen, *args)


def figure_only(kind: str, size: int) -> pygame.Surface:
    """A creature (or a Piranha, a Dolphin) itself, outlined, without base or
    tab, `size` wide (a tile back's icon, the fish of a Piranha tile)."""
    def make() -> pygame.Surface:
        look = LOOKS[kind]
        W = size * 2
        pad = OUTLINE * 2
        body = pygame.Surface((W + 2 * pad, W + 2 * pad), pygame.SRCALPHA)
        _paint(body.subsurface(pygame.Rect(pad, pad, W, W)), look.colour, look.parts)
        return pygame.transform.smoothscale(outlined(body), (size + pad, size + pad))
    return gfx.made_once(("sti-figure-only", kind, size), make)


def tab_letter(kind: str) -> str:
    """A creature's tab letters in the language in use (French: the Shark is a
    Requin, R; the Whale a Baleine, B)."""
    letter = CREATURE_LOOKS[kind].letter
    return {
        "S": pgettext("tab letter of the Sea Serpent", "S"),
        "Sh": pgettext("tab letter of the Shark", "Sh"),
        "W": pgettext("tab letter of the Whale", "W"),
        "Kr": pgettext("tab letter of the Kraken", "Kr"),
        "Pt": pgettext("tab letter of the Pterodactyl", "Pt"),
        "K": pgettext("tab letter of the Kaiju", "K"),
    }.get(letter, letter)


def creature_figure(kind: str, size: int) -> pygame.Surface:
    """A creature `size` wide, in a picture size + 4 square: on its base
    ringed in its die colour, its letter on a tab at its right."""
    letter = tab_letter(kind)

    def make() -> pygame.Surface:
        look = CREATURE_LOOKS[kind]
        ring = DIE_COLOUR[content.CREATURE_COLOUR[kind]]
        w = h = (size + 4) * 2
        big = pygame.Surface((w, h), pygame.SRCALPHA)
        _base(big, look.base, ring)
        pad = OUTLINE * 2
        W = w - 2 * pad
        body = pygame.Surface((w, h), pygame.SRCALPHA)
        top = h - pad - round(W * 1.08) if look.base != "air" else pad
        _paint(body.subsurface(pygame.Rect(pad, top, W, h - top - pad)), look.colour, look.parts)
        big.blit(outlined(body), (0, 0))
        out = pygame.transform.smoothscale(big, (size + 4, size + 4))
        _tab(out, letter, ring)
        return out
    return gfx.made_once(("sti-creature-art", kind, size, letter), make)


#: the tab's height and its letters' size (the adventurers' letters' size: above theme.SMALLEST_TEXT)
TAB_H = 13
TAB_FONT = 12


def tab_rect(letter: str, size: int) -> pygame.Rect:
    """Where a creature's letter tab sits in its picture: at the base's right,
    clear of the base's shadow and of a neighbour standing CREATURE_DX on."""
    t = theme.text(letter, TAB_FONT, (255, 255, 255), "heading")
    tab = pygame.Rect(0, 0, t.get_width() + 5, TAB_H)
    tab.bottomright = size, size + 2
    return tab


def _tab(surf: pygame.Surface, letter: str, ring: Colour) -> None:
    """The creature's letter on its tab (drawn at the final size, so the letter
    stays crisp)."""
    t = theme.text(letter, TAB_FONT, (255, 255, 255), "heading")
    tab = tab_rect(letter, surf.get_width() - 4)
    pygame.draw.rect(surf, C.INK, tab, border_radius=5)
    pygame.draw.rect(surf, theme.darken(ring, 0.4), tab.inflate(-2, -2), border_radius=4)
    surf.blit(t, t.get_rect(center=tab.center))


#: an adventurer: a meeple's head and its body (arms out, legs apart), in
#: fractions of its width; it stands MEEPLE_TALL widths tall
MEEPLE_TALL = 1.2
MEEPLE_HEAD = (0.5, 0.19, 0.17)
MEEPLE_BODY = ((0.36, 0.33), (0.64, 0.33), (0.97, 0.46), (1.0, 0.6), (0.76, 0.64), (0.78, 0.8), (0.98, 1.11),
               (0.72, 1.13), (0.5, 0.87), (0.28, 1.13), (0.02, 1.11), (0.22, 0.8), (0.24, 0.64), (0.0, 0.6),
               (0.03, 0.46))
#: where its value or letter sits: on its chest (fractions of its width)
MEEPLE_CHEST = (0.5, 0.7)


def meeple(fill: Colour, size: int) -> pygame.Surface:
    """An adventurer's meeple `size` wide in its seat's colour, lit and
    outlined as the creatures are, in a picture 4 px larger each way (its
    feet at the bottom)."""
    def make() -> pygame.Surface:
        w, h = size + 4, round(size * MEEPLE_TALL) + 4
        big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        inner = big.subsurface(pygame.Rect(4, 4, size * 2, h * 2 - 8))
        pen = Pen(inner, fill)
        pen.blob(MEEPLE_BODY)
        pen.blob(ellipse(*MEEPLE_HEAD[:2], MEEPLE_HEAD[2], MEEPLE_HEAD[2]))
        return pygame.transform.smoothscale(outlined(big), (w, h))
    return gfx.made_once(("sti-meeple", fill, size), make)
