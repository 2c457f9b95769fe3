"""Pictures built from parts: the vocabulary the Isle of Night illustrations
are written in (illustrations.py holds the tables) and the one painter that
draws them, so every card type, location and the island share one style.

A part is a filled shape, a line, a glow or another figure set in (a scene's
dragon), placed on a grid whose unit is half the picture's height, x to the
right and y down from the centre. Each part names a colour role of its
picture's palette ("body", "shade", ...), not a colour, and may be drawn
again mirrored across the middle (a pair of wings, eight legs).

The painter works at twice the size and smooth-scales down (as the Isle of
Monsters creature cards are painted), rims every part in ink of one weight,
lights it from the top left (a lighter face up-left, a darker edge
down-right, as the creature cards' eye glints fall) and lays a figure's
shadow down-right."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.screen import gfx, theme
from game.screen.theme import C

Point = tuple[float, float]

#: the rim of every part, and its weight: this share of the picture's height (at least 1 px)
INK = C.INK
OUTLINE = 0.022
#: where the light comes from (up-left): the shadow falls the other way, this share of the height
SHADOW = 0.035


@dataclass(frozen=True)
class Part:
    """One part of a picture. kind: "fill" (a shape), "line" (a stroke
    `width` thick), "glow" (soft light of radius `width`) or "figure" (the
    figure named `colour`, radius `width`, at the first point)."""
    kind: str
    points: tuple[Point, ...]
    colour: str
    width: float = 0.0
    mirror: bool = False
    shine: bool = True
    outline: bool = True
    closed: bool = False


@dataclass(frozen=True)
class Picture:
    """A figure (a card type's illustration) or a scene (a location's): its
    palette (colour role -> colour) and its parts, back to front. A scene has
    a sky (top and bottom colours) and a few stars."""
    palette: dict
    parts: tuple[Part, ...]
    sky: tuple = ()
    stars: int = 0


# -- the vocabulary -------------------------------------------------------------------------------

def oval(colour: str, cx: float, cy: float, rx: float, ry: float, turn: float = 0.0, **kw) -> Part:
    """An ellipse, turned by `turn` radians."""
    ct, st = math.cos(turn), math.sin(turn)
    pts = []
    for i in range(32):
        a = math.tau * i / 32
        x, y = math.cos(a) * rx, math.sin(a) * ry
        pts.append((cx + x * ct - y * st, cy + x * st + y * ct))
    return Part("fill", tuple(pts), colour, **kw)


def shape(colour: str, *points: Point, **kw) -> Part:
    return Part("fill", tuple(points), colour, **kw)


def line(colour: str, width: float, *points: Point, **kw) -> Part:
    return Part("line", tuple(points), colour, width, **kw)


def glow(colour: str, cx: float, cy: float, r: float) -> Part:
    return Part("glow", ((cx, cy),), colour, r, shine=False, outline=False)


def inset(figure: str, cx: float, cy: float, r: float) -> Part:
    return Part("figure", ((cx, cy),), figure, r)


def star(colour: str, cx: float, cy: float, r: float, tips: int = 4, inner: float = 0.38, **kw) -> Part:
    pts = []
    for i in range(tips * 2):
        a = -math.pi / 2 + i * math.pi / tips
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    return Part("fill", tuple(pts), colour, **{"shine": False, **kw})


def arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int = 14) -> tuple[Point, ...]:
    """Points along an ellipse from angle a0 to a1 (radians, y down)."""
    return tuple((cx + math.cos(a0 + (a1 - a0) * i / n) * rx, cy + math.sin(a0 + (a1 - a0) * i / n) * ry)
                 for i in range(n + 1))


def wave(x0: float, x1: float, y: float, amp: float, waves: float, n: int = 24) -> tuple[Point, ...]:
    """Points along a wavy line from x0 to x1."""
    return tuple((x0 + (x1 - x0) * i / n, y + amp * math.sin(waves * math.tau * i / n)) for i in range(n + 1))


def ridge(x0: float, x1: float, base: float, *peaks: Point) -> tuple[Point, ...]:
    """A land shape: from (x0, base) over the peaks to (x1, base) and back under."""
    return ((x0, base),) + peaks + ((x1, base), (x1, 1.2), (x0, 1.2))


# -- the painter -----------------------------------------------------------------------------------

def _stroke(s: pygame.Surface, colour, pts, w: float, closed: bool) -> None:
    w = max(1, round(w))
    if len(pts) > 1:
        pygame.draw.lines(s, colour, closed, pts, w)
    for p in pts:
        pygame.draw.circle(s, colour, p, w / 2)


def _fill(s: pygame.Surface, pts, colour, ow: int, shine: bool) -> None:
    if ow:
        pygame.draw.polygon(s, INK, pts)
        _stroke(s, INK, pts, ow * 2, True)
    if not shine:
        gfx.aa_polygon(s, colour, pts)
        return
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    box = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), 0, 0)
    box.size = (math.ceil(max(xs)) - box.x + 2, math.ceil(max(ys)) - box.y + 2)
    local = [(x - box.x, y - box.y) for x, y in pts]
    bw, bh = max(xs) - min(xs), max(ys) - min(ys)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, theme.darken(colour, 0.3), local)          # the edge away from the light
    d = max(1.0, min(bw, bh) * 0.12)
    pygame.draw.polygon(layer, colour, [(x - d, y - d) for x, y in local])
    gx, gy = sum(x for x, _y in local) / len(local), sum(y for _x, y in local) / len(local)
    lit = [(gx + (x - gx) * 0.4 - bw * 0.14, gy + (y - gy) * 0.4 - bh * 0.16) for x, y in local]
    pygame.draw.polygon(layer, theme.lighten(colour, 0.28), lit)          # the face toward it
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), local)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(layer, box.topleft)


#: a glow's rings: (share of its radius, strength), outside in; on a figure it
#: is laid on rather than added, so it must be stronger to read as light
GLOW_RINGS = ((1.0, 36), (0.8, 56), (0.6, 80), (0.42, 110))
FIGURE_GLOW_RINGS = ((1.0, 34), (0.84, 64), (0.68, 104), (0.52, 150))


def _glow(s: pygame.Surface, colour, centre, r: float, add: bool) -> None:
    """Soft light: on a scene's sky it adds to what is behind (light, not
    paint); on a figure's clear ground it is laid straight in, see-through,
    so it shows on any card (a figure's glow is the first of its parts)."""
    r = max(2, int(r))
    if add:
        halo = pygame.Surface((2 * r, 2 * r))
        for k, a in GLOW_RINGS:
            pygame.draw.circle(halo, [c * a // 255 // 2 for c in colour], (r, r), r * k)
        s.blit(halo, (centre[0] - r, centre[1] - r), special_flags=pygame.BLEND_RGB_ADD)
        return
    for k, a in FIGURE_GLOW_RINGS:
        pygame.draw.circle(s, colour + (a,), centre, r * k)


def paint(s: pygame.Surface, picture: Picture, centre: Point, unit: float, ow: int, figures: dict,
          sky: bool = False) -> None:
    """Draws `picture`'s parts onto `s` (a twice-size surface), its grid's
    origin at `centre`, `unit` pixels to one grid unit; `figures` are those a
    part may set in; `sky`: `s` is a scene's opaque sky."""
    cx, cy = centre
    for part in picture.parts:
        colour = picture.palette.get(part.colour)
        shapes = [part.points] + ([tuple((-x, y) for x, y in part.points)] if part.mirror else [])
        for points in shapes:
            pts = [(cx + x * unit, cy + y * unit) for x, y in points]
            if part.kind == "fill":
                _fill(s, pts, colour, ow if part.outline else 0, part.shine)
            elif part.kind == "line":
                w = part.width * unit
                if part.outline:
                    _stroke(s, INK, pts, w + 2 * ow, part.closed)
                _stroke(s, colour, pts, w, part.closed)
                if part.shine and w >= 5:
                    _stroke(s, theme.lighten(colour, 0.3), [(x - w * 0.2, y - w * 0.2) for x, y in pts],
                            max(1, w / 3), part.closed)
            elif part.kind == "glow":
                _glow(s, colour, pts[0], part.width * unit, sky)
            else:
                paint(s, figures[part.colour], pts[0], part.width * unit, ow, figures, sky)


def outline_width(height_2x: int) -> int:
    return max(2, round(height_2x * OUTLINE))


def figure_surface(picture: Picture, size: int, figures: dict) -> pygame.Surface:
    """A figure on a clear square `size` wide, its shadow down-right."""
    D = size * 2
    # the clear ground takes the colour of the figure's glow (or of its ink), so
    # what is laid over it and the smoothing keep their colour at the edges
    glows = [p.colour for p in picture.parts if p.kind == "glow"]
    clear = tuple(picture.palette[glows[0]] if glows else INK) + (0,)
    s = pygame.Surface((D, D), pygame.SRCALPHA)
    s.fill(clear)
    paint(s, picture, (D * 0.48, D * 0.48), D * 0.45, outline_width(D), figures)
    # the shadow of the solid parts only: a glow casts none
    shadow = pygame.mask.from_surface(s, 200).to_surface(setcolor=(0, 0, 0, 80), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface((D, D), pygame.SRCALPHA)
    out.fill(clear)
    off = max(1, round(D * SHADOW))
    out.blit(shadow, (off, off))
    out.blit(s, (0, 0))
    return pygame.transform.smoothscale(out, (size, size))


def scene_surface(picture: Picture, size: tuple[int, int], figures: dict, radius: int = 6) -> pygame.Surface:
    """A scene filling a `size` box with rounded corners: its sky, a few
    stars, then its parts (the grid's unit is half the box's shorter side,
    so a wider box shows more of the scene's sides, a taller one more sky
    and sea)."""
    w, h = size
    W, H = w * 2, h * 2
    # the twice-size sky is only a step: made for this scene, not kept in the gradients' cache
    s = _with_alpha(gfx.vertical_gradient.__wrapped__((W, H), *picture.sky))
    for k in range(picture.stars):                # fixed places, the same on every card of a scene
        x = ((k * 0.618034 + 0.11) % 1.0) * W
        y = ((k * 0.414214 + 0.07) % 1.0) * H * 0.5
        pygame.draw.circle(s, (226, 232, 255), (x, y), max(1, H // 90))
    paint(s, picture, (W / 2, H / 2), min(W, H) / 2, outline_width(min(W, H)), figures, sky=True)
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius * 2)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return pygame.transform.smoothscale(s, (w, h))


def _with_alpha(s: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    out.blit(s, (0, 0))
    return out
