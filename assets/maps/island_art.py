"""The island tileset art, drawn by code: sea tiles, raised land tiles and
decorations (palms, jungle trees, peaks, the volcano, a sea serpent).

Used by make_maps.py beside it; nothing in the app imports this. Needs numpy
(which pygame's surfarray uses) on top of the app's own requirements.

Everything is drawn larger than it is kept and smoothscaled down, so edges are
antialiased. The light comes from the top left everywhere.

Sea tiles are the hard part: they meet edge to edge, so each one is cut to the
exact set of pixels whose centres are nearer its own cell centre than any other
(the cells then cover the map once, with no overlap and no gap) and everything
painted on it is a function of the position on the map: the distance to the
nearest land (which sets the depth bands and the surf) and a texture that
repeats every three cells along both lattice directions. Two neighbouring
tiles therefore agree along their common edge and no seam can show.
"""
from __future__ import annotations

import math
import random
from typing import Callable, Sequence

import numpy as np
import pygame

Colour = tuple[int, int, int]
Pt = tuple[float, float]

# -- geometry: pointy-top hexes, Tiled staggeraxis "y" --------------------------------------

TW, TH, SIDE = 62, 72, 36           # the map's tilewidth, tileheight, hexsidelength
OY = (TH - SIDE) // 2               # 18: Tiled's sideOffsetY
ROW_H = OY + SIDE                   # 54: Tiled's rowHeight
CX, CY = TW / 2, TH / 2             # a cell's centre, from its top-left corner
CELL: list[Pt] = [(0, TH - OY), (0, OY), (TW / 2, 0), (TW, OY), (TW, TH - OY), (TW / 2, TH)]
# the three directions across the hexagon's edges and its inner radius along each
_N = [(1.0, 0.0), (18 / math.hypot(18, 31), 31 / math.hypot(18, 31)),
      (-18 / math.hypot(18, 31), 31 / math.hypot(18, 31))]
_APO = [TW / 2, CY * _N[1][1], CY * _N[2][1]]


def axial_to_px(q: int, r: int) -> Pt:
    """Centre offset of axial cell (q, r) from cell (0, 0) (pointy, any row parity)."""
    return (TW * q + TW / 2 * r, ROW_H * r)


# -- the palette (game/screen/theme.py's, plus the shades the tiles need) -------------------------

ABYSS = (7, 21, 40)
DEEP_SEA = (12, 39, 70)
SEA = (20, 72, 112)
SHALLOWS = (40, 128, 156)
LAGOON = (88, 186, 188)
FOAM = (236, 250, 246)
SAND = (240, 218, 170)
SAND_DEEP = (214, 180, 122)
JUNGLE = (38, 122, 76)
JUNGLE_DEEP = (19, 68, 47)
LEAF = (116, 180, 86)
MOSS = (170, 206, 110)
LAVA = (222, 80, 50)
EMBER = (249, 158, 66)
VOLCANO = (112, 38, 36)
BASALT = (50, 40, 46)
GOLD = (247, 202, 84)
BARK = (78, 56, 40)
DRIFTWOOD = (124, 94, 64)


def mix(a: Sequence[float], b: Sequence[float], t: float) -> Colour:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore


def shade(c: Sequence[float], k: float) -> Colour:
    """k > 0 lightens towards white, k < 0 darkens towards black."""
    return mix(c, (255, 255, 255), k) if k >= 0 else mix(c, (0, 0, 0), -k)


# -- numpy helpers (arrays are indexed [x, y] like pygame.surfarray) ------------------------

def smoothstep(e0: float, e1: float, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def hex_distance_field(x, y):
    """Signed distance (about) to a pointy hexagon's outline at the origin."""
    m = np.abs(x) / _APO[0]
    m = np.maximum(m, np.abs(x * _N[1][0] + y * _N[1][1]) / _APO[1])
    m = np.maximum(m, np.abs(x * _N[2][0] + y * _N[2][1]) / _APO[2])
    return (m - 1.0) * _APO[0]


class PeriodicNoise:
    """A smooth texture that repeats every `period` cells along both lattice
    directions (sums of waves whose wave vectors lie on the reciprocal lattice),
    so a tile painted with it matches every neighbour it can have."""

    def __init__(self, seed: int, period: int, shortest: float, longest: float,
                 roughness: float = 1.0, flat: bool = False) -> None:
        rng = random.Random(seed)
        a1 = np.array([TW * period, 0.0])
        a2 = np.array([TW / 2 * period, ROW_H * period])
        det = a1[0] * a2[1] - a1[1] * a2[0]
        b1 = np.array([a2[1], -a2[0]]) / det
        b2 = np.array([-a1[1], a1[0]]) / det
        waves = []
        n = 40
        for m in range(-n, n + 1):
            for k in range(0, n + 1):
                if k == 0 and m <= 0:
                    continue
                kv = m * b1 + k * b2
                f = float(np.hypot(*kv))
                if f == 0 or not (1 / longest <= f <= 1 / shortest):
                    continue
                if flat and abs(kv[0]) > 0.3 * abs(kv[1]):
                    continue  # only waves that make long horizontal streaks
                waves.append((2 * math.pi * kv[0], 2 * math.pi * kv[1],
                              rng.uniform(0, 2 * math.pi), f ** -roughness * rng.uniform(0.6, 1.0)))
        rng.shuffle(waves)
        self.waves = waves[:70]
        self.norm = math.sqrt(sum(w[3] ** 2 for w in self.waves) / 2) * 2.2

    def __call__(self, x, y):
        out = np.zeros_like(x)
        for kx, ky, ph, amp in self.waves:
            out += amp * np.cos(kx * x + ky * y + ph)
        return np.clip(out / self.norm, -1, 1)


NOISE_BANDS = PeriodicNoise(11, 3, 30, 200, 0.6)     # wobbles the depth contours
NOISE_SHADE = PeriodicNoise(23, 3, 14, 90, 0.8)      # light and dark patches
NOISE_FINE = PeriodicNoise(37, 3, 4, 16, 0.3)        # foam gaps
NOISE_GLINT = PeriodicNoise(53, 3, 5, 60, 0.2, flat=True)  # sun on the wave crests
NOISE_WAVE = PeriodicNoise(41, 3, 9, 40, 0.5)


def cell_partition_mask() -> np.ndarray:
    """[x, y] -> True for the tile pixels nearer this cell's centre than any
    neighbour's (ties go to the upper, then the left, cell). Integer maths, so
    every tile agrees with every neighbour about every pixel."""
    xs = np.arange(TW) * 2 + 1
    ys = np.arange(TH) * 2 + 1
    X, Y = np.meshgrid(xs, ys, indexing="ij")
    cx, cy = TW, TH  # doubled centre
    own = (X - cx) ** 2 + (Y - cy) ** 2
    mask = np.ones_like(own, dtype=bool)
    for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
        ox, oy = axial_to_px(dq, dr)
        nx, ny = cx + 2 * ox, cy + 2 * oy
        other = (X - nx) ** 2 + (Y - ny) ** 2
        upper_left_wins = (ny, nx) < (cy, cx)   # the neighbour is above, or left on the row
        mask &= (own < other) | ((own == other) & (not upper_left_wins))
    return mask


PARTITION = cell_partition_mask()


def surface_from(rgb: np.ndarray, alpha: np.ndarray) -> pygame.Surface:
    surf = pygame.Surface(rgb.shape[:2], pygame.SRCALPHA)
    _put_rgb(surf, rgb)
    a = pygame.surfarray.pixels_alpha(surf)
    a[:] = np.clip(alpha * 255 + 0.5, 0, 255).astype(np.uint8)
    del a
    return surf


def arrays_from(surf: pygame.Surface) -> tuple[np.ndarray, np.ndarray]:
    rgb = pygame.surfarray.array3d(surf).astype(np.float64)
    alpha = pygame.surfarray.array_alpha(surf).astype(np.float64) / 255.0
    return rgb, alpha


def _put_rgb(surf: pygame.Surface, rgb: np.ndarray) -> None:
    """Replace a surface's colour, keeping its alpha."""
    px = pygame.surfarray.pixels3d(surf)
    px[:] = np.clip(rgb + 0.5, 0, 255).astype(np.uint8)
    del px


def box_down(a: np.ndarray, k: int) -> np.ndarray:
    w, h = a.shape[0] // k, a.shape[1] // k
    rest = a.shape[2:]
    return a.reshape((w, k, h, k) + rest).mean(axis=(1, 3))


# -- sea tiles ------------------------------------------------------------------------------

WATER_SS = 3

# depth (px from the nearest shore) -> colour; steep steps make the bands
DEPTH_STOPS = [
    (0.0, (150, 226, 214)), (7.0, (118, 212, 206)), (22.0, (84, 184, 190)),
    (27.0, (52, 148, 172)), (52.0, (38, 122, 154)),
    (58.0, (26, 88, 132)), (94.0, (20, 70, 112)),
    (101.0, (15, 52, 90)), (150.0, (12, 40, 72)), (400.0, (11, 36, 66)),
]
BAND_EDGES = (24.5, 55.0, 97.5)


def _depth_colour(d: np.ndarray) -> np.ndarray:
    xs = [s[0] for s in DEPTH_STOPS]
    out = np.empty(d.shape + (3,))
    for i in range(3):
        out[..., i] = np.interp(d, xs, [s[1][i] for s in DEPTH_STOPS])
    return out


def water_tile(land: Sequence[Pt], void: Sequence[Pt], phase: Pt, halo: bool) -> pygame.Surface:
    """One sea tile. land / void: centres of the land / empty cells near this
    one, relative to its centre; phase: this cell's position in the texture's
    repeat (in pixels). halo: the water fades out away from the land (small
    islands drawn on a table) instead of going down to the deep sea."""
    k = WATER_SS
    xs = (np.arange(TW * k) + 0.5) / k - CX
    ys = (np.arange(TH * k) + 0.5) / k - CY
    X, Y = np.meshgrid(xs, ys, indexing="ij")
    GX, GY = X + phase[0], Y + phase[1]

    d = np.full(X.shape, 400.0)
    for lx, ly in land:
        d = np.minimum(d, hex_distance_field(X - lx, Y - ly))
    d = np.maximum(d, 0.0)
    # the depth bands follow a rounder distance (a smooth minimum over round
    # islands) so their edges curve instead of copying every hexagon's corners
    if land:
        k_smooth = 10.0
        acc = np.zeros(X.shape)
        for lx, ly in land:
            acc += np.exp(-(np.hypot(X - lx, Y - ly) - 33.0) / k_smooth)
        dr = -k_smooth * np.log(np.maximum(acc, 1e-300))
    else:
        dr = np.full(X.shape, 400.0)
    dr = np.maximum(dr, d)
    wob = NOISE_BANDS(GX, GY)
    dn = dr + 6.0 * wob

    rgb = _depth_colour(dn)
    # patches of light and shade, strongest in open water
    patch = NOISE_SHADE(GX, GY)
    rgb *= (1 + 0.07 * patch * smoothstep(10, 40, dn))[..., None]
    # a fine light contour along each depth band's edge
    for edge in BAND_EDGES:
        line = np.exp(-((dn - edge) / 1.0) ** 2) * 0.22
        rgb += (255 - rgb) * line[..., None]
    # glints on the open sea
    fine = NOISE_FINE(GX, GY)
    glint = smoothstep(0.45, 0.85, NOISE_GLINT(GX, GY)) * smoothstep(30, 80, dn) * 0.16
    rgb += (235 - rgb) * glint[..., None]
    # a broken line of surf a little way out, then the foam on the shore
    wave = NOISE_WAVE(GX, GY)
    swell = np.exp(-((dn - 13 - 3 * wave) / 1.3) ** 2) * smoothstep(-0.3, 0.2, fine) * 0.6
    rgb += (np.array(FOAM) - rgb) * swell[..., None]
    foam = smoothstep(8.0, 2.0, d + 2.5 * fine + 1.5 * wave) * 0.92
    rgb += (np.array(FOAM) - rgb) * foam[..., None]
    wet = smoothstep(2.0, 0.0, d) * 0.5  # where the surf runs up the beach
    rgb += (np.array((250, 252, 248)) - rgb) * wet[..., None]
    # the faint hex grid of the board (each tile paints its half of the line)
    own_edge = -hex_distance_field(X, Y)
    grid = (1 - smoothstep(0.0, 1.3, own_edge)) * 0.075
    rgb += (255 - rgb) * grid[..., None]

    if halo:
        dv = np.full(X.shape, 400.0)
        for vx, vy in void:
            dv = np.minimum(dv, hex_distance_field(X - vx, Y - vy))
        alpha = (1 - smoothstep(26, 70, dn)) * smoothstep(0.0, 16.0, np.maximum(dv, 0))
        alpha = np.clip(alpha * 1.05, 0, 1)
    else:
        alpha = np.ones(X.shape)

    # average premultiplied colour over each kept pixel, then cut to the cell
    a1 = box_down(alpha, k)
    c1 = box_down(rgb * alpha[..., None], k) / np.maximum(a1, 1e-6)[..., None]
    # pixels of fully clear water keep the water's colour (clean scaling later)
    c1 = np.where(a1[..., None] > 1e-6, c1, box_down(rgb, k))
    a1 = np.where(PARTITION, a1, 0.0)
    return surface_from(c1, a1)


# -- drawing at a larger size ------------------------------------------------------------

class Pen:
    """Draws on a surface `ss` times larger than the tile, in tile pixels."""

    def __init__(self, size: tuple[int, int], ss: int) -> None:
        self.ss = ss
        self.size = size
        self.surf = pygame.Surface((size[0] * ss, size[1] * ss), pygame.SRCALPHA)

    def _pts(self, pts: Sequence[Pt]) -> list[tuple[float, float]]:
        s = self.ss
        return [(x * s, y * s) for x, y in pts]

    def _layer(self, colour, draw: Callable[[pygame.Surface, tuple], None]) -> None:
        """Draw with a colour that may be see-through, blending onto what is there."""
        if len(colour) == 4 and colour[3] < 255:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            draw(layer, tuple(colour[:3]) + (255,))
            layer.fill((255, 255, 255, colour[3]), special_flags=pygame.BLEND_RGBA_MULT)
            self.surf.blit(layer, (0, 0))
        else:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            draw(layer, tuple(colour[:3]) + (255,))
            self.surf.blit(layer, (0, 0))

    def polygon(self, colour, pts: Sequence[Pt]) -> None:
        if len(pts) >= 3:
            self._layer(colour, lambda s, c: pygame.draw.polygon(s, c, self._pts(pts)))

    def circle(self, colour, centre: Pt, r: float) -> None:
        self._layer(colour, lambda s, c: pygame.draw.circle(
            s, c, (centre[0] * self.ss, centre[1] * self.ss), max(1.0, r * self.ss)))

    def ellipse(self, colour, centre: Pt, rx: float, ry: float) -> None:
        s = self.ss
        rect = pygame.Rect(0, 0, max(1, round(2 * rx * s)), max(1, round(2 * ry * s)))
        rect.center = (round(centre[0] * s), round(centre[1] * s))
        self._layer(colour, lambda surf, c: pygame.draw.ellipse(surf, c, rect))

    def line(self, colour, pts: Sequence[Pt], width: float) -> None:
        w = max(1, round(width * self.ss))

        def draw(surf, c):
            p = self._pts(pts)
            pygame.draw.lines(surf, c, False, p, w)
            for x, y in p:
                pygame.draw.circle(surf, c, (x, y), w / 2)
        self._layer(colour, draw)

    def blit(self, other: pygame.Surface, pos: Pt = (0, 0)) -> None:
        self.surf.blit(other, (pos[0] * self.ss, pos[1] * self.ss))

    def mask(self, pts: Sequence[Pt]) -> pygame.Surface:
        m = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(m, (255, 255, 255, 255), self._pts(pts))
        return m

    def clipped(self, paint: Callable[["Pen"], None], pts: Sequence[Pt]) -> None:
        """Paint on a fresh layer, keep only what falls inside pts, lay it on."""
        sub = Pen(self.size, self.ss)
        paint(sub)
        sub.surf.blit(self.mask(pts), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(sub.surf, (0, 0))

    def done(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surf, self.size)


def blurred_shape(size: tuple[int, int], ss: int, pts: Sequence[Pt], alpha: int,
                  blur: int) -> pygame.Surface:
    """A soft shadow of a polygon, at the pen's size."""
    pen = Pen(size, ss)
    pen.polygon((0, 0, 0, 255), pts)
    s = pen.surf
    w, h = s.get_size()
    small = pygame.transform.smoothscale(s, (max(1, w // blur), max(1, h // blur)))
    small = pygame.transform.smoothscale(small, (max(1, w // (blur // 2 or 1)),
                                                 max(1, h // (blur // 2 or 1))))
    s = pygame.transform.smoothscale(small, (w, h))
    s.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def bezier(p0: Pt, p1: Pt, p2: Pt, n: int = 16) -> list[Pt]:
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def hull(a: Sequence[Pt], b: Sequence[Pt]) -> list[Pt]:
    """Convex hull of two point sets (monotone chain)."""
    pts = sorted(set((round(x, 4), round(y, 4)) for x, y in list(a) + list(b)))

    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])
    lower: list[Pt] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Pt] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def grow(pts: Sequence[Pt], by: float) -> list[Pt]:
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    for x, y in pts:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1
        out.append((x + dx / d * by, y + dy / d * by))
    return out


# -- land tiles: raised hexagonal blocks -----------------------------------------------------

LAND_SS = 4
# margins around the cell in a land tile image: room for the block's height,
# its shadow and a little overlap with its neighbours
ML, MR, MT, MB = 3, 9, 20, 9
LAND_TILE = (TW + ML + MR, TH + MT + MB)
LAND_OFFSET = (-ML, MB)   # Tiled tileoffset: the image's bottom-left sits MB below the cell

#: terrain -> (height in px, face colour, side top colour, side bottom colour)
LAND = {
    "sand": (4, SAND, (214, 178, 120), (172, 132, 84)),
    "grass": (7, (124, 182, 86), (132, 98, 62), (98, 70, 46)),
    "jungle": (8, JUNGLE_DEEP, (116, 86, 56), (84, 60, 40)),
    "rock": (11, (142, 132, 122), (112, 102, 96), (80, 72, 70)),
    "mountain": (13, (122, 110, 102), (100, 90, 86), (70, 62, 62)),
    "volcano": (15, (64, 50, 54), (58, 44, 48), (36, 28, 32)),
    "lava": (12, (196, 64, 40), (58, 44, 48), (36, 28, 32)),
}


def land_tile(terrain: str, variant: int) -> pygame.Surface:
    height, face_colour, side_top, side_bottom = LAND[terrain]
    rng = random.Random(_seed(terrain, variant))
    pen = Pen(LAND_TILE, LAND_SS)
    base = [(x + ML, y + MT) for x, y in CELL]
    face = [(x, y - height) for x, y in base]
    block = hull(grow(base, 0.7), grow(face, 0.7))

    # the block's shadow on the water, falling to the bottom right
    pen.blit(blurred_shape(LAND_TILE, LAND_SS,
                           [(x + 4.5, y + 4) for x, y in hull(base, face)], 95, 16))
    # the sides: darker towards the water, with a few strata
    pen.polygon(side_top, block)
    _paint_sides(pen, terrain, height, side_top, side_bottom)
    # the top face
    pen.clipped(lambda p: _paint_face(p, terrain, face, face_colour, rng), grow(face, 0.8))
    _light_face(pen, face)
    # a fine dark outline where blocks meet
    pen.line((30, 24, 20, 60), face + face[:1], 0.8)
    return pen.done()


def _seed(*parts) -> int:
    h = 2166136261
    for ch in repr(parts).encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


def _paint_sides(pen: Pen, terrain: str, height: int, top: Colour, bottom: Colour) -> None:
    """Shade the sides by depth below the top face (numpy on the big surface)."""
    ss = pen.ss
    rgb, alpha = arrays_from(pen.surf)
    w, h = alpha.shape
    xs = (np.arange(w) + 0.5) / ss - ML
    ys = (np.arange(h) + 0.5) / ss - MT
    X, Y = np.meshgrid(xs, ys, indexing="ij")
    # the face's lower outline, a V: from (0, 54-h) down to (31, 72-h) and up to (62, 54-h)
    yf = (TH - OY - height) + OY * (1 - np.abs(X - CX) / CX)
    t = np.clip((Y - yf) / max(1, height), 0, 1)
    col = np.array(top)[None, None, :] * (1 - t[..., None]) + np.array(bottom)[None, None, :] * t[..., None]
    strata = 1 - 0.10 * np.exp(-((t - 0.45) / 0.08) ** 2) - 0.07 * np.exp(-((t - 0.75) / 0.07) ** 2)
    col *= strata[..., None]
    if terrain in ("grass", "jungle"):
        lip = smoothstep(0.28, 0.12, t)[..., None]
        turf = np.array((58, 112, 52) if terrain == "grass" else (22, 70, 44), dtype=float)
        col = col * (1 - lip) + turf * lip
    if terrain == "sand":
        wetline = smoothstep(0.6, 0.95, t)[..., None] * 0.35
        col = col * (1 - wetline) + np.array((140, 110, 80)) * wetline
    if terrain == "lava":
        glow = smoothstep(0.5, 1.0, t)[..., None] * 0.5
        col = col * (1 - glow) + np.array(LAVA, dtype=float) * glow
    # lighter on the left-facing side, darker on the right-facing one
    col *= (1.06 - 0.14 * np.clip((X - 4) / (TW - 8), 0, 1))[..., None]
    inside = (alpha > 0) & (Y > yf - 0.6)
    rgb = np.where(inside[..., None], col, rgb)
    _put_rgb(pen.surf, rgb)


def _light_face(pen: Pen, face: Sequence[Pt]) -> None:
    """Light from the top left: a gentle gradient over the face and a bevel
    that catches the light on the upper-left edges and shades the lower-right."""
    ss = pen.ss
    rgb, alpha = arrays_from(pen.surf)
    w, h = alpha.shape
    xs = (np.arange(w) + 0.5) / ss
    ys = (np.arange(h) + 0.5) / ss
    X, Y = np.meshgrid(xs, ys, indexing="ij")
    fx, fy = face[2][0], (face[1][1] + face[4][1]) / 2  # the face's centre
    inside = np.full(alpha.shape, True)
    bevel = np.zeros(alpha.shape)
    light = np.array([-0.55, -0.84])
    n = len(face)
    min_d = np.full(alpha.shape, 1e9)
    for i in range(n):
        (ax, ay), (bx, by) = face[i], face[(i + 1) % n]
        ex, ey = bx - ax, by - ay
        L = math.hypot(ex, ey)
        nx, ny = ey / L, -ex / L                      # outward normal (clockwise polygon)
        if ((ax + bx) / 2 - fx) * nx + ((ay + by) / 2 - fy) * ny < 0:
            nx, ny = -nx, -ny
        d = -((X - ax) * nx + (Y - ay) * ny)          # distance inside this edge
        inside &= d > -0.8
        facing = nx * light[0] + ny * light[1]
        bevel += facing * np.clip(1 - d / 3.2, 0, 1) * (d > -0.8)
        min_d = np.minimum(min_d, d)
    grad = 1.05 - 0.10 * np.clip(((X - fx) * 0.6 + (Y - fy) * 0.8) / 40 + 0.5, 0, 1)
    k = grad + 0.30 * np.clip(bevel, -1, 1)
    lit = np.where(k[..., None] >= 1, rgb + (255 - rgb) * (k[..., None] - 1), rgb * k[..., None])
    rgb = np.where(inside[..., None], lit, rgb)
    _put_rgb(pen.surf, rgb)


def _face_box(face: Sequence[Pt]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in face]
    ys = [p[1] for p in face]
    return min(xs), min(ys), max(xs), max(ys)


def _scatter(rng: random.Random, face: Sequence[Pt], n: int, margin: float = 3):
    x0, y0, x1, y1 = _face_box(face)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    out = []
    tries = 0
    while len(out) < n and tries < n * 20:
        tries += 1
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        # inside the hexagon shrunk by margin
        if hex_distance_field(np.array(x - cx), np.array(y - cy)) < -margin:
            out.append((x, y))
    return out


def _paint_face(pen: Pen, terrain: str, face: Sequence[Pt], colour: Colour,
                rng: random.Random) -> None:
    x0, y0, x1, y1 = _face_box(face)
    pen.polygon(colour, [(x0 - 2, y0 - 2), (x1 + 2, y0 - 2), (x1 + 2, y1 + 2), (x0 - 2, y1 + 2)])
    PAINTERS[terrain](pen, face, rng)


def _blotches(pen, face, rng, colours, n, rmin, rmax, alpha):
    for x, y in _scatter(rng, face, n, -4):
        c = rng.choice(colours)
        r = rng.uniform(rmin, rmax)
        pen.ellipse(c + (alpha,), (x, y), r, r * rng.uniform(0.6, 1.0))


def paint_sand(pen, face, rng):
    _blotches(pen, face, rng, [(250, 232, 192), SAND_DEEP, (232, 204, 150)], 12, 6, 13, 60)
    x0, y0, x1, y1 = _face_box(face)
    for _ in range(4):  # wind ripples
        cx = rng.uniform(x0 + 8, x1 - 8)
        cy = rng.uniform(y0 + 14, y1 - 10)
        pts = bezier((cx - 11, cy + 1), (cx, cy - 4), (cx + 11, cy + 1), 10)
        pen.line((255, 246, 222, 120), pts, 0.9)
        pen.line((200, 164, 110, 70), [(x, y + 1.1) for x, y in pts], 0.8)
    for x, y in _scatter(rng, face, 60, 1):
        c = rng.choice([(190, 150, 100, 140), (255, 248, 228, 170), (170, 130, 90, 110)])
        pen.circle(c, (x, y), rng.uniform(0.35, 0.8))
    for x, y in _scatter(rng, face, rng.randint(0, 2), 6):  # a shell or a pebble
        if rng.random() < 0.5:
            pen.ellipse((244, 196, 180, 255), (x, y), 1.8, 1.3)
            pen.line((200, 140, 130, 200), [(x - 1.2, y), (x + 1.2, y - 0.2)], 0.4)
        else:
            pen.ellipse((150, 140, 130, 255), (x, y), 1.6, 1.1)
            pen.circle((210, 200, 190, 200), (x - 0.5, y - 0.4), 0.5)


def paint_grass(pen, face, rng):
    _blotches(pen, face, rng, [(150, 200, 100), (96, 156, 70), (136, 190, 90)], 12, 7, 14, 70)
    for x, y in _scatter(rng, face, 42, 2):
        c = rng.choice([(72, 128, 54, 200), (88, 146, 62, 200), (172, 214, 120, 210)])
        hgt = rng.uniform(2.2, 3.6)
        for dx in (-1.0, 0.0, 1.0):
            pen.line(c, [(x + dx * 0.4, y), (x + dx * 1.3, y - hgt + abs(dx) * 0.6)], 0.45)
    for x, y in _scatter(rng, face, rng.randint(3, 6), 4):
        c = rng.choice([(255, 255, 240), (250, 220, 90), (244, 150, 170)])
        for a in range(5):
            ang = a * 2 * math.pi / 5
            pen.circle(c + (255,), (x + math.cos(ang) * 0.8, y + math.sin(ang) * 0.8), 0.6)
        pen.circle((250, 200, 60, 255), (x, y), 0.45)


def _canopy(pen, x, y, r, rng, base=JUNGLE):
    pen.circle((8, 34, 22, 150), (x + r * 0.22, y + r * 0.28), r)
    c = shade(base, rng.uniform(-0.12, 0.1))
    pen.circle(c, (x, y), r)
    pen.circle(shade(LEAF, rng.uniform(-0.15, 0.0)) + (170,), (x - r * 0.28, y - r * 0.32), r * 0.55)
    pen.circle(MOSS + (110,), (x - r * 0.38, y - r * 0.45), r * 0.25)


def paint_jungle(pen, face, rng):
    blobs = _scatter(rng, face, 15, -1)
    blobs.sort(key=lambda p: p[1])
    for x, y in blobs:
        _canopy(pen, x, y, rng.uniform(5.5, 9.0), rng)


def paint_rock(pen, face, rng):
    _blotches(pen, face, rng, [(118, 110, 102), (162, 152, 142), (130, 122, 114)], 10, 6, 12, 90)
    for x, y in _scatter(rng, face, 6, 5):  # facets
        r = rng.uniform(5, 9)
        pts = [(x + math.cos(a) * r * rng.uniform(0.6, 1.0), y + math.sin(a) * r * rng.uniform(0.5, 0.9))
               for a in sorted(rng.uniform(0, 2 * math.pi) for _ in range(5))]
        pen.polygon((176, 166, 156, 70), pts)
        pen.line((84, 76, 72, 110), pts[2:4], 0.6)
    for x, y in _scatter(rng, face, 4, 6):  # cracks
        pts = [(x, y)]
        ang = rng.uniform(0, math.pi)
        for _ in range(4):
            ang += rng.uniform(-0.7, 0.7)
            pts.append((pts[-1][0] + math.cos(ang) * 3.5, pts[-1][1] + math.sin(ang) * 2.4))
        pen.line((66, 60, 56, 170), pts, 0.6)
    for x, y in _scatter(rng, face, 5, 4):  # pebbles
        r = rng.uniform(1.0, 2.0)
        pen.ellipse((90, 84, 80, 200), (x + 0.4, y + 0.5), r, r * 0.7)
        pen.ellipse((170, 160, 150, 255), (x, y), r, r * 0.7)
        pen.ellipse((214, 206, 196, 200), (x - r * 0.3, y - r * 0.25), r * 0.4, r * 0.3)
    for x, y in _scatter(rng, face, 4, 4):
        pen.circle(MOSS + (60,), (x, y), rng.uniform(1.5, 3))


def paint_mountain(pen, face, rng):
    paint_rock(pen, face, rng)
    for x, y in _scatter(rng, face, 18, 3):  # scree
        pen.circle((96, 86, 80, 150), (x, y), rng.uniform(0.5, 1.1))


def _glow_crack(pen, pts, width):
    pen.line(LAVA + (70,), pts, width * 3.2)
    pen.line((26, 18, 20, 255), pts, width * 1.6)
    pen.line(EMBER + (255,), pts, width * 0.7)
    pen.line(GOLD + (200,), pts, width * 0.3)


def paint_volcano(pen, face, rng):
    _blotches(pen, face, rng, [(84, 70, 72), (40, 32, 36), (96, 84, 84)], 12, 5, 11, 90)
    for x, y in _scatter(rng, face, 3, 7):
        pts = [(x, y)]
        ang = rng.uniform(0, math.pi)
        for _ in range(5):
            ang += rng.uniform(-0.6, 0.6)
            pts.append((pts[-1][0] + math.cos(ang) * 3.2, pts[-1][1] + math.sin(ang) * 2.3))
        _glow_crack(pen, pts, 0.9)
    for x, y in _scatter(rng, face, 26, 2):
        pen.circle((120, 104, 104, 120), (x, y), rng.uniform(0.4, 0.9))


def paint_lava(pen, face, rng):
    x0, y0, x1, y1 = _face_box(face)
    for i in range(9):  # flow lines, down to the bottom right
        y = y0 + 4 + i * (y1 - y0 - 6) / 8 + rng.uniform(-2, 2)
        pts = bezier((x0 - 2, y - 6), ((x0 + x1) / 2, y + rng.uniform(-5, 5)), (x1 + 2, y + 6), 14)
        pen.line(rng.choice([EMBER, GOLD, (255, 120, 60)]) + (200,), pts, rng.uniform(0.8, 1.8))
    for x, y in _scatter(rng, face, 10, 1):  # crust plates with glowing rims
        r = rng.uniform(3, 6.5)
        pts = [(x + math.cos(a) * r * rng.uniform(0.7, 1.0), y + math.sin(a) * r * rng.uniform(0.5, 0.8))
               for a in sorted(rng.uniform(0, 2 * math.pi) for _ in range(6))]
        pen.polygon(GOLD + (160,), grow(pts, 0.9))
        pen.polygon((52, 34, 34), pts)
        pen.polygon((84, 56, 52, 200), [(px - 0.5, py - 0.6) for px, py in pts[:4]])
    for x, y in _scatter(rng, face, 10, 2):
        pen.circle((255, 236, 150, 220), (x, y), rng.uniform(0.5, 1.2))


PAINTERS = {
    "sand": paint_sand, "grass": paint_grass, "jungle": paint_jungle, "rock": paint_rock,
    "mountain": paint_mountain, "volcano": paint_volcano, "lava": paint_lava,
}


# -- decorations ---------------------------------------------------------------------------

DECOR_SS = 4
DECOR_TILE = (124, 150)
#: the decoration image's bottom-left sits this far from its cell's
DECOR_OFFSET = (-(DECOR_TILE[0] // 2 - TW // 2), 12)
#: where the cell's centre falls in a decoration image
DECOR_CENTRE = (DECOR_TILE[0] / 2, DECOR_TILE[1] - DECOR_OFFSET[1] - TH / 2)


def ground(terrain: str | None) -> Pt:
    """The middle of a cell's top face in a decoration image."""
    h = LAND[terrain][0] if terrain in LAND else 0
    return (DECOR_CENTRE[0], DECOR_CENTRE[1] - h)


def _shadow_ellipse(pen: Pen, x: float, y: float, rx: float, ry: float, alpha: int = 80) -> None:
    layer = Pen(pen.size, pen.ss)
    layer.ellipse((0, 0, 0, 255), (x, y), rx, ry)
    s = layer.surf
    w, h = s.get_size()
    s = pygame.transform.smoothscale(pygame.transform.smoothscale(s, (w // 8, h // 8)), (w, h))
    s.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    pen.surf.blit(s, (0, 0))


def _frond(pen: Pen, base: Pt, angle: float, length: float, droop: float, colour: Colour) -> None:
    tip = (base[0] + math.cos(angle) * length, base[1] + math.sin(angle) * length * 0.75 + droop)
    mid = (base[0] + math.cos(angle) * length * 0.55, base[1] + math.sin(angle) * length * 0.4 - droop * 0.35)
    spine = bezier(base, mid, tip, 14)
    left, right = [], []
    for i, (x, y) in enumerate(spine):
        t = i / (len(spine) - 1)
        wdt = math.sin(math.pi * min(1, t * 1.15)) * length * 0.16 + 0.2
        if i < len(spine) - 1:
            dx, dy = spine[i + 1][0] - x, spine[i + 1][1] - y
        else:
            dx, dy = x - spine[i - 1][0], y - spine[i - 1][1]
        d = math.hypot(dx, dy) or 1
        nx, ny = -dy / d, dx / d
        # serrated leaflets
        jag = 1.0 if i % 2 else 0.55
        left.append((x + nx * wdt * jag, y + ny * wdt * jag))
        right.append((x - nx * wdt * jag, y - ny * wdt * jag))
    pen.polygon(shade(colour, -0.35), [(x + 0.5, y + 0.8) for x, y in left + right[::-1]])
    pen.polygon(colour, left + right[::-1])
    pen.polygon(shade(colour, 0.18) + (200,), left + spine[::-1])
    pen.line(shade(colour, -0.3) + (220,), spine, 0.45)


def decor_palm(rng: random.Random, terrain: str, lean: float) -> pygame.Surface:
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(terrain)
    gx += rng.uniform(-5, 5)
    gy += rng.uniform(-3, 4)
    height = rng.uniform(40, 50)
    top = (gx + lean * 16, gy - height)
    ctrl = (gx + lean * 2, gy - height * 0.55)
    _shadow_ellipse(pen, gx + 14 + lean * 6, gy + 2, 18, 5, 85)
    trunk = bezier((gx, gy), ctrl, top, 24)
    for i, (x, y) in enumerate(trunk):
        t = i / (len(trunk) - 1)
        r = 2.6 - 1.0 * t
        pen.circle((112, 80, 52), (x + 0.5, y), r)
        pen.circle((170, 128, 84) if i % 3 else (134, 98, 64), (x - 0.3, y), r * 0.75)
    base_col = rng.choice([(56, 138, 62), (64, 148, 58), (48, 128, 70)])
    angles = [math.radians(a) for a in (-170, -130, -95, -60, -20, 20, 160, 200)]
    order = sorted(angles, key=lambda a: -math.sin(a))  # back fronds first
    for a in order:
        a += rng.uniform(-0.15, 0.15)
        back = math.sin(a) < 0
        _frond(pen, top, a, rng.uniform(19, 24), rng.uniform(5, 9),
               shade(base_col, -0.18 if back else rng.uniform(-0.05, 0.08)))
    for dx, dy in ((-1.6, 1.5), (1.4, 1.8), (0.0, 2.6)):
        pen.circle((96, 66, 36), (top[0] + dx, top[1] + dy), 1.6)
        pen.circle((150, 110, 60, 200), (top[0] + dx - 0.5, top[1] + dy - 0.5), 0.6)
    return pen.done()


def decor_tree(rng: random.Random, terrain: str) -> pygame.Surface:
    """A broad jungle tree: a short trunk under a heaped, sunlit crown."""
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(terrain)
    gx += rng.uniform(-3, 3)
    _shadow_ellipse(pen, gx + 10, gy + 2, 22, 7, 95)
    pen.polygon(BARK, [(gx - 2.4, gy + 1), (gx + 2.4, gy + 1), (gx + 1.6, gy - 16), (gx - 1.6, gy - 16)])
    pen.line((120, 92, 64), [(gx - 1.2, gy), (gx - 0.8, gy - 14)], 0.7)
    crown = []
    for _ in range(9):
        a = rng.uniform(math.pi * 1.05, math.pi * 1.95)
        d = rng.uniform(4, 14)
        crown.append((gx + math.cos(a) * d * 1.3, gy - 26 + math.sin(a) * d * 0.9, rng.uniform(8, 12)))
    crown.append((gx, gy - 22, 12))
    crown.sort(key=lambda c: c[1])
    tone = rng.choice([JUNGLE, (44, 132, 70), (34, 112, 80)])
    for x, y, r in crown:
        _canopy(pen, x, y, r, rng, tone)
    for _ in range(rng.randint(1, 3)):  # a few flowers or fruit in the crown
        x, y, r = rng.choice(crown)
        pen.circle(rng.choice([(246, 110, 90), (250, 200, 80), (240, 150, 200)]), (x + rng.uniform(-r, r) * 0.5,
                   y + rng.uniform(-r, r) * 0.4), 1.1)
    return pen.done()


def decor_bush(rng: random.Random, terrain: str) -> pygame.Surface:
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(terrain)
    gx += rng.uniform(-10, 10)
    gy += rng.uniform(-6, 6)
    _shadow_ellipse(pen, gx + 5, gy + 2, 12, 4, 80)
    blobs = [(gx + rng.uniform(-7, 7), gy - rng.uniform(2, 7), rng.uniform(4, 6)) for _ in range(5)]
    blobs.sort(key=lambda b: b[1])
    for x, y, r in blobs:
        _canopy(pen, x, y, r, rng, (52, 140, 66))
    flower = rng.choice([(236, 72, 84), (250, 196, 64), (245, 140, 190)])
    for _ in range(6):
        x, y, r = rng.choice(blobs)
        fx, fy = x + rng.uniform(-r, r) * 0.6, y + rng.uniform(-r, r) * 0.5
        pen.circle(flower, (fx, fy), 1.2)
        pen.circle((255, 240, 180), (fx, fy), 0.45)
    return pen.done()


def decor_boulders(rng: random.Random, terrain: str) -> pygame.Surface:
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(terrain)
    stones = [(gx + rng.uniform(-10, 10), gy + rng.uniform(-6, 6), rng.uniform(4, 7)) for _ in range(3)]
    stones.sort(key=lambda s: s[1])
    for x, y, r in stones:
        _shadow_ellipse(pen, x + 3, y + 1.5, r * 1.3, r * 0.45, 90)
    for x, y, r in stones:
        pts = [(x + math.cos(a) * r * rng.uniform(0.85, 1.1), y - r * 0.5 + math.sin(a) * r * 0.75 * rng.uniform(0.85, 1.1))
               for a in [i * math.pi / 4 for i in range(8)]]
        pen.polygon((92, 86, 82), pts)
        pen.polygon((150, 142, 134), [(px - 0.6, py - 0.8) for px, py in pts[3:8]] + [(x, y - r * 0.4)])
        pen.ellipse((200, 194, 184, 170), (x - r * 0.35, y - r * 0.85), r * 0.35, r * 0.2)
    return pen.done()


def _soft(pen: Pen, paint: Callable[[Pen], None], blur: int, alpha: float = 1.0) -> None:
    """Paint on a layer, blur it (shrink and grow), lay it on."""
    layer = Pen(pen.size, pen.ss)
    paint(layer)
    surf = layer.surf
    w, h = surf.get_size()
    premul = surf.premul_alpha()
    small = pygame.transform.smoothscale(premul, (max(1, w // blur), max(1, h // blur)))
    big = pygame.transform.smoothscale(small, (w, h))
    if alpha < 1:
        big.fill((255, 255, 255, round(255 * alpha)), special_flags=pygame.BLEND_RGBA_MULT)
        big.fill((round(255 * alpha),) * 3 + (255,), special_flags=pygame.BLEND_RGBA_MULT)
    pen.surf.blit(big, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)


def _face_gradient(pen: Pen, pts: Sequence[Pt], top: Colour, bottom: Colour, y0: float, y1: float) -> None:
    """A polygon filled with a vertical gradient from y0 to y1."""
    def paint(p: Pen) -> None:
        steps = 24
        for i in range(steps):
            t0, t1 = i / steps, (i + 1) / steps
            c = mix(top, bottom, (t0 + t1) / 2)
            ya, yb = y0 + (y1 - y0) * t0 - 0.5, y0 + (y1 - y0) * t1 + 0.5
            p.polygon(c, [(-5, ya), (p.size[0] + 5, ya), (p.size[0] + 5, yb), (-5, yb)])
        p.polygon(bottom, [(-5, y1), (p.size[0] + 5, y1), (p.size[0] + 5, p.size[1] + 5), (-5, p.size[1] + 5)])
    pen.clipped(paint, pts)


def _one_peak(pen: Pen, rng: random.Random, gx: float, gy: float, half: float, hgt: float) -> None:
    apex = (gx + rng.uniform(-3, 3), gy - hgt)
    left, right = (gx - half, gy), (gx + half, gy)
    foot = (gx + rng.uniform(3, 8), gy + 2)              # where the ridge meets the ground
    lside = [left, (gx - half * 0.62, gy - hgt * 0.36 + rng.uniform(-2, 2)),
             (gx - half * 0.3, gy - hgt * 0.66), (apex[0] - 3, apex[1] + 6), apex]
    rside = [apex, (apex[0] + 4, apex[1] + 8), (gx + half * 0.35, gy - hgt * 0.58),
             (gx + half * 0.66, gy - hgt * 0.3 + rng.uniform(-2, 2)), right]
    lit_poly = lside + [foot]
    dark_poly = rside + [foot]
    _face_gradient(pen, lit_poly, (190, 178, 164), (132, 120, 110), apex[1], gy)
    _face_gradient(pen, dark_poly, (112, 100, 96), (74, 66, 66), apex[1], gy)
    # snow-pale stone at the top
    cap_l = [apex, (apex[0] - hgt * 0.14, apex[1] + hgt * 0.2), (apex[0] - hgt * 0.05, apex[1] + hgt * 0.16),
             (apex[0] + 0.5, apex[1] + hgt * 0.24)]
    cap_r = [apex, (apex[0] + 0.5, apex[1] + hgt * 0.24), (apex[0] + hgt * 0.07, apex[1] + hgt * 0.17),
             (apex[0] + hgt * 0.13, apex[1] + hgt * 0.22)]
    pen.polygon((238, 236, 230), cap_l)
    pen.polygon((178, 180, 186), cap_r)
    # gullies: light streaks on the sunny face, dark on the other
    for i in range(5):
        t = 0.25 + i * 0.14
        a = (apex[0] + (left[0] - apex[0]) * t * 0.8, apex[1] + (left[1] - apex[1]) * t)
        b = (a[0] + rng.uniform(5, 10), a[1] + rng.uniform(8, 14))
        pen.line((212, 202, 188, 150), bezier(a, (a[0] + 2, (a[1] + b[1]) / 2), b, 6), 0.7)
    for i in range(4):
        t = 0.3 + i * 0.16
        a = (apex[0] + (right[0] - apex[0]) * t * 0.8, apex[1] + (right[1] - apex[1]) * t)
        pen.line((52, 46, 46, 180), [a, (a[0] - rng.uniform(3, 7), a[1] + rng.uniform(7, 12))], 0.7)
    pen.line((236, 230, 220, 200), lside[-2:], 0.9)   # the sunlit crest
    pen.line((60, 52, 50, 120), [apex, foot], 0.6)    # the ridge


def decor_peak(rng: random.Random, terrain: str, big: bool) -> pygame.Surface:
    """Bare stone peaks, lit on their left faces, a shoulder peak beside."""
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(terrain)
    gy += 10
    half = rng.uniform(33, 36) if big else rng.uniform(29, 32)
    hgt = rng.uniform(70, 78) if big else rng.uniform(52, 58)
    _shadow_ellipse(pen, gx + 14, gy - 2, half + 8, 10, 110)
    side = rng.choice((-1, 1))
    _one_peak(pen, rng, gx + side * half * 0.55, gy - 3, half * 0.6, hgt * 0.55)
    _one_peak(pen, rng, gx, gy, half, hgt)
    return pen.done()


def decor_sea_stack(rng: random.Random) -> pygame.Surface:
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(None)
    gx += rng.uniform(-8, 8)
    k = 1.5
    pen.ellipse((240, 250, 246, 150), (gx, gy + 1), 11 * k, 4.5 * k)
    pen.ellipse((30, 90, 120, 110), (gx + 5, gy + 3), 10 * k, 3.5 * k)
    pts = [(gx - 7 * k, gy + 1), (gx - 6 * k, gy - 12 * k), (gx - 3 * k, gy - 19 * k), (gx + 2 * k, gy - 21 * k),
           (gx + 6 * k, gy - 15 * k), (gx + 7 * k, gy + 1)]
    _face_gradient(pen, pts, (150, 138, 128), (84, 76, 72), gy - 21 * k, gy)
    pen.polygon((60, 54, 52, 170), [(gx + 1 * k, gy - 20 * k), (gx + 6 * k, gy - 15 * k), (gx + 7 * k, gy + 1),
                                    (gx + 2 * k, gy + 1)])
    pen.ellipse((80, 150, 80), (gx - 0.5, gy - 20.2 * k), 4.6 * k, 2.0 * k)
    pen.ellipse((130, 190, 100, 200), (gx - 1.5, gy - 20.8 * k), 2.5 * k, 1.0 * k)
    pen.circle((250, 250, 250), (gx + 3, gy - 22 * k), 1.1)          # a gull resting
    pen.ellipse((250, 252, 250, 220), (gx, gy + 1.5), 8.5 * k, 2.2 * k)
    pen.ellipse((84, 76, 72), (gx, gy + 0.2), 7 * k, 1.5 * k)
    return pen.done()


def _hump(pen: Pen, x: float, y: float, r: float, body: Colour, k: float) -> None:
    """One coil of the serpent arching out of the water."""
    pen.ellipse((230, 248, 244, 180), (x, y + 0.8 * k), r + 4 * k, 2.8 * k)
    pen.ellipse((16, 60, 90, 90), (x + 2, y + 1.6 * k), r + 3 * k, 2.0 * k)
    thick = 3.6 * k
    outer = [(x + math.cos(a) * r, y + math.sin(a) * r * 1.05)
             for a in [math.pi + math.pi * i / 24 for i in range(25)]]
    inner = [(x + math.cos(a) * (r - thick), y + math.sin(a) * (r - thick) * 1.05)
             for a in [math.pi + math.pi * i / 24 for i in range(24, -1, -1)]]
    pen.polygon(shade(body, -0.25), outer + inner)
    lit = [(x + math.cos(a) * (r - 0.4 * k), y + math.sin(a) * (r - 0.4 * k) * 1.05)
           for a in [math.pi * 1.02 + math.pi * 0.7 * i / 16 for i in range(17)]]
    lit_in = [(x + math.cos(a) * (r - thick * 0.75), y + math.sin(a) * (r - thick * 0.75) * 1.05)
              for a in [math.pi * 1.02 + math.pi * 0.7 * i / 16 for i in range(16, -1, -1)]]
    pen.polygon(body, lit + lit_in)
    pen.line(shade(body, 0.45) + (230,), lit[2:12], 0.7 * k)
    for i in range(4):  # fins along the back
        a = math.pi * (1.22 + 0.18 * i)
        bx, by = x + math.cos(a) * r, y + math.sin(a) * r * 1.05
        pen.polygon(EMBER, [(bx - 1.3 * k, by + 0.6), (bx + math.cos(a - 0.35) * 3.6 * k, by + math.sin(a - 0.35) * 3.8 * k),
                            (bx + 1.3 * k, by + 0.6)])
    for sx in (x - r + thick / 2, x + r - thick / 2):
        pen.ellipse((250, 252, 250, 235), (sx, y + 0.5), 3.0 * k, 1.2 * k)


def decor_serpent(rng: random.Random) -> pygame.Surface:
    """Three coils and a grinning head: the sea has monsters too."""
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(None)
    k = 1.55
    body = (52, 168, 140)
    _hump(pen, gx - 24 * k, gy - 2, 7.5 * k, body, k)
    _hump(pen, gx - 6 * k, gy, 9 * k, body, k)
    hx, hy = gx + 16 * k, gy - 14 * k
    pen.ellipse((230, 248, 244, 180), (gx + 13 * k, gy + 1.5), 7 * k, 2.8 * k)
    pen.ellipse((16, 60, 90, 90), (gx + 15 * k, gy + 2.5), 6 * k, 2.0 * k)
    neck = bezier((gx + 10 * k, gy + 1), (gx + 11 * k, gy - 8 * k), (hx, hy), 16)
    for i, (x, y) in enumerate(neck):
        pen.circle(shade(body, -0.2), (x + 0.6, y), 3.3 * k)
    for i, (x, y) in enumerate(neck):
        pen.circle(body, (x - 0.5, y), 2.7 * k)
    for x, y in neck[:-3]:
        pen.circle((214, 230, 160), (x + 1.9 * k, y + 0.3), 1.15 * k)    # the pale belly
    pen.ellipse(shade(body, -0.2), (hx + 2.5 * k, hy + 0.5), 6.8 * k, 4.4 * k)
    pen.ellipse(body, (hx + 2 * k, hy - 0.5), 6.3 * k, 4.0 * k)
    pen.ellipse(shade(body, 0.1), (hx + 7 * k, hy + 0.8 * k), 3.2 * k, 2.3 * k)   # snout
    pen.ellipse(shade(body, 0.4) + (200,), (hx, hy - 2.6 * k), 3.4 * k, 1.3 * k)
    pen.polygon(EMBER, [(hx - 3 * k, hy - 2.5 * k), (hx - 8.5 * k, hy - 8.5 * k), (hx - 1.5 * k, hy - 4.8 * k)])
    pen.polygon(GOLD, [(hx - 0.5 * k, hy - 4 * k), (hx - 3.5 * k, hy - 10 * k), (hx + 1.5 * k, hy - 5 * k)])
    pen.circle((255, 250, 220), (hx + 2.6 * k, hy - 1.6 * k), 1.8 * k)                # eye
    pen.circle((20, 24, 32), (hx + 3.1 * k, hy - 1.6 * k), 1.0 * k)
    pen.circle((255, 255, 255), (hx + 2.6 * k, hy - 2.1 * k), 0.4 * k)
    pen.line((20, 60, 52, 230), bezier((hx + 4 * k, hy + 1.6 * k), (hx + 6.5 * k, hy + 2.8 * k),
                                       (hx + 9.5 * k, hy + 1.2 * k), 8), 0.45 * k)       # the grin
    pen.circle((20, 60, 52), (hx + 9 * k, hy - 0.2 * k), 0.45 * k)                     # a nostril
    return pen.done()


def decor_boat(rng: random.Random) -> pygame.Surface:
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(None)
    k = 1.4
    for i in range(4):  # its wake
        pen.line((240, 250, 248, 150 - i * 30),
                 bezier((gx - (8 + i * 5) * k, gy + 1 + i), (gx - (14 + i * 6) * k, gy + 2 + i * 1.5),
                        (gx - (20 + i * 7) * k, gy + 1 + i * 2), 8), 0.8)
    pen.ellipse((16, 56, 88, 110), (gx + 2, gy + 2.5), 12 * k, 3 * k)
    pen.ellipse((236, 248, 246, 160), (gx, gy + 1), 12 * k, 2.2 * k)
    pen.polygon((110, 76, 50), [(gx - 11 * k, gy - 5 * k), (gx + 12 * k, gy - 5 * k), (gx + 8 * k, gy + 1), (gx - 8 * k, gy + 1)])
    pen.polygon((150, 108, 70), [(gx - 11 * k, gy - 5 * k), (gx + 12 * k, gy - 5 * k), (gx + 11 * k, gy - 3.5 * k),
                                 (gx - 10.5 * k, gy - 3.5 * k)])
    pen.line((70, 50, 36), [(gx, gy - 5 * k), (gx, gy - 30 * k)], 0.9)
    pen.polygon((246, 240, 226), [(gx + 0.8, gy - 29 * k), (gx + 0.8, gy - 7 * k), (gx + 13 * k, gy - 8 * k)])
    pen.polygon((214, 204, 186), [(gx - 0.8, gy - 27 * k), (gx - 0.8, gy - 7 * k), (gx - 9 * k, gy - 8 * k)])
    pen.polygon(LAVA, [(gx, gy - 30 * k), (gx + 5 * k, gy - 28.5 * k), (gx, gy - 27 * k)])
    return pen.done()


def decor_gulls(rng: random.Random) -> pygame.Surface:
    """A few gulls gliding over the water, their shadows on the waves below."""
    pen = Pen(DECOR_TILE, DECOR_SS)
    gx, gy = ground(None)
    birds = [(gx + rng.uniform(-26, 26), gy - rng.uniform(34, 64), rng.uniform(5.5, 7.5)) for _ in range(3)]
    for x, y, s in birds:
        pen.line((10, 40, 70, 70), [(x - s + 9, y + 42), (x + 9, y + 41 + s * 0.35), (x + s + 9, y + 42)], 0.7)
    for x, y, s in birds:
        left = bezier((x - s, y + s * 0.1), (x - s * 0.5, y - s * 0.55), (x, y + s * 0.25), 6)
        right = bezier((x, y + s * 0.25), (x + s * 0.5, y - s * 0.55), (x + s, y + s * 0.1), 6)
        pen.line((250, 250, 246), left + right[1:], 0.85)
        pen.circle((250, 250, 246), (x, y + s * 0.25), 0.7)
    return pen.done()


# -- the volcano ------------------------------------------------------------------------------

VOLCANO_SS = 3
VOLCANO_TILE = (260, 320)
#: the crater cell's centre in the volcano image, and the tile offset that puts it there
VOLCANO_CENTRE = (VOLCANO_TILE[0] / 2, VOLCANO_TILE[1] - 60)
VOLCANO_OFFSET = (-(VOLCANO_TILE[0] // 2 - TW // 2), round(60 - TH / 2))
#: how far above the crater cell's centre the crater's lip is
VOLCANO_RISE = 92


def volcano_sprite(seed: int) -> pygame.Surface:
    """A broad smoking cone over the seven cells round the crater cell."""
    rng = random.Random(seed)
    pen = Pen(VOLCANO_TILE, VOLCANO_SS)
    cx, cy = VOLCANO_CENTRE
    base_y = cy + 32          # the front of the cone's foot
    half = 112
    top_y = cy - VOLCANO_RISE
    rim = 30
    _shadow_ellipse(pen, cx + 30, base_y - 8, half + 12, 30, 120)

    def flank(side: int, n: int = 28) -> list[Pt]:
        # steep near the top, flaring out at the foot (a concave profile)
        return bezier((cx + side * rim, top_y), (cx + side * rim * 1.45, base_y - 16),
                      (cx + side * half, base_y - 4), n)
    left, right = flank(-1), flank(1)
    foot = [(cx + math.cos(a) * half, base_y - 4 + math.sin(a) * 14)
            for a in [math.pi * i / 20 for i in range(20, -1, -1)]][::-1]
    outline = left + list(reversed(foot))[1:] + right[::-1]

    def slope(p: Pen) -> None:
        # lit from the left: bands of tone that wrap round the cone
        bands = 18
        for i in range(bands):
            t0, t1 = i / bands, (i + 1) / bands
            def at(t, along):  # a point on the cone: t round it (0 left, 1 right), along 0 top .. 1 foot
                x_top = cx - rim + 2 * rim * t
                x_foot = cx - half + 2 * half * t
                bow = math.sin(math.pi * t) * 14
                return (x_top + (x_foot - x_top) * along ** 0.75, top_y + (base_y - 4 + bow - top_y) * along)
            light = 1 - abs(t0 + t1 - 0.62) * 0.9
            tone = mix((52, 38, 42), (138, 110, 100), max(0.0, min(1.0, light)))
            pts = [at(t0, a / 10) for a in range(11)] + [at(t1, a / 10) for a in range(10, -1, -1)]
            p.polygon(tone, grow(pts, 0.6))
        # gullies wrapping down the flanks
        for i in range(13):
            t = (i + 0.5) / 13
            pts = [at(t + 0.012 * math.sin(a * 1.3 + i), a / 12) for a in range(13)]
            p.line((40, 28, 32, 130) if t > 0.35 else (160, 134, 122, 120), pts[1:], 0.8)
        # the green of the lower slopes, fading in towards the foot
        for i in range(10):
            a0, a1 = 0.62 + i * 0.04, 0.66 + i * 0.04
            pts = [at(t / 20, a0) for t in range(21)] + [at(t / 20, min(1.05, a1 + 0.02)) for t in range(20, -1, -1)]
            p.polygon((58, 112, 62, 18 + i * 9), pts)

    pen.clipped(slope, outline)
    # rim light on the sunny flank
    pen.line((190, 160, 146, 160), left[1:-4], 1.0)
    # lava streams from the crater lip, glowing
    for sx, ex, ey, w in ((cx - 12, cx - 52, base_y - 2, 1.0), (cx + 10, cx + 36, base_y + 4, 1.2),
                          (cx - 1, cx + 4, base_y + 10, 0.8)):
        pts = bezier((sx, top_y + 3), (sx + (ex - sx) * 0.25, (top_y + ey) * 0.5 + 4), (ex, ey), 22)
        pen.line(LAVA + (80,), pts, 6 * w)
        pen.line((130, 34, 26), pts, 3.0 * w)
        pen.line(EMBER, pts, 1.8 * w)
        pen.line(GOLD + (230,), pts[:12], 0.8 * w)
    # the crater: a dark rim, a lava lake and its glow
    pen.ellipse((52, 36, 38), (cx, top_y), rim + 2, 8)
    pen.ellipse((118, 30, 24), (cx, top_y + 0.6), rim - 3, 5.6)
    pen.ellipse(LAVA, (cx, top_y + 1.2), rim - 7, 4.0)
    pen.ellipse(EMBER, (cx - 1, top_y + 1.4), rim - 12, 2.6)
    pen.ellipse(GOLD, (cx - 3, top_y + 1.4), rim - 19, 1.4)
    pen.line((176, 150, 136, 220), bezier((cx - rim - 1, top_y), (cx - 4, top_y - 9), (cx + rim + 1, top_y), 16), 1.0)

    # smoke: soft puffs rising and drifting right, lit from the left, warm below
    puffs = []
    x, y = cx + 2, top_y - 8
    for i in range(16):
        r = 9 + i * 1.9
        puffs.append((x, y, r))
        x += 1.2 + i * 0.35 + rng.uniform(-1.5, 1.5)
        y -= 8.5 - i * 0.3
    def smoke_shadow(p: Pen) -> None:
        for x, y, r in puffs:
            for _ in range(3):
                p.circle((70, 62, 68, 255), (x + rng.uniform(-r, r) * 0.35 + 3, y + rng.uniform(-r, r) * 0.3 + 3), r * 0.8)
    def smoke_body(p: Pen) -> None:
        for x, y, r in puffs:
            for _ in range(3):
                p.circle((150, 142, 148, 255), (x + rng.uniform(-r, r) * 0.35, y + rng.uniform(-r, r) * 0.3), r * 0.78)
        for x, y, r in puffs:
            p.circle((214, 208, 210, 255), (x - r * 0.3, y - r * 0.32), r * 0.5)
    _soft(pen, smoke_shadow, 6, 0.45)
    _soft(pen, smoke_body, 4, 0.82)
    _soft(pen, lambda p: p.ellipse(EMBER + (255,), (cx + 2, top_y - 10), 20, 10), 6, 0.5)
    _soft(pen, lambda p: p.ellipse(LAVA + (255,), (cx, top_y), rim + 8, 9), 5, 0.35)
    for _ in range(16):  # embers
        ex, ey = cx + rng.uniform(-18, 24), top_y - rng.uniform(4, 40)
        pen.circle(rng.choice([EMBER, GOLD, (255, 120, 70)]), (ex, ey), rng.uniform(0.6, 1.2))
    return pen.done()
