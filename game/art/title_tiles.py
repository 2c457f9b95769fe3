"""The four games' pictures on the title screen, painted by code (each once, then
cached): Isle of Monsters (a monster peeking over a sunny island, a caged
little one and food tokens), King of Monster Island (a volcano at dusk with dice
dropping into the crater under a crown), Survive the Island (a hex island
sinking into the sea, with boats, a sea serpent and a shark), Isle of Night
(a moonlit jungle island full of glowing eyes)."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ..screen.theme import C
from .canvas import Canvas, shade

TILE_ART_SIZE = (264, 168)


@lru_cache(maxsize=8)
def tile_art(game_id: str, size: tuple[int, int] = TILE_ART_SIZE) -> pygame.Surface:
    painter = PAINTERS.get(game_id, paint_unknown)
    cv = Canvas(size, 2)
    painter(cv, size[0], size[1])
    return cv.result(radius=14, round_bottom=False)


@lru_cache(maxsize=16)
def tile_thumb(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A game's tile picture made small, for a list row (Load, Replays, Rules)."""
    return pygame.transform.smoothscale(tile_art(game_id), size)


@lru_cache(maxsize=8)
def coming_art(game_id: str, size: tuple[int, int] = TILE_ART_SIZE) -> pygame.Surface:
    """The picture of a game whose table is not built yet: half its colour gone
    and a shade over it, so it never looks like a game that can be started."""
    art = tile_art(game_id, size)
    out = art.copy()
    grey = pygame.transform.grayscale(art)
    grey.set_alpha(150)
    out.blit(grey, (0, 0))
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((30, 40, 60, 80))
    out.blit(veil, (0, 0))
    return _with_alpha_of(out, art)       # the picture's own rounded corners stay clear


def _with_alpha_of(surf: pygame.Surface, shape: pygame.Surface) -> pygame.Surface:
    """`surf` cut to the transparency of `shape` (same size)."""
    out = surf.copy()
    mask = shape.copy()
    mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)   # white, shape's alpha
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


# -- shared bits ---------------------------------------------------------------------

def sea(cv: Canvas, w: float, h: float, top: float, colours=((40, 150, 180), (14, 70, 120)),
        waves=(170, 220, 230), rng: random.Random | None = None) -> None:
    cv.gradient((0, top, w, h - top), colours[0], colours[1])
    rng = rng or random.Random(1)
    y = top + 8
    while y < h:
        for _ in range(2):
            x = rng.uniform(-20, w)
            ln = rng.uniform(18, 40)
            cv.line((x, y), (x + ln, y), waves, 1.2)
        y += rng.uniform(8, 14)


def palm(cv: Canvas, base: tuple[float, float], height: float, lean: float = 0.3,
         trunk=(120, 84, 52), leaf=(40, 140, 70)) -> None:
    bx, by = base
    top = (bx + lean * height, by - height)
    # trunk: a tapering curve of segments
    segs = 8
    for i in range(segs):
        t0, t1 = i / segs, (i + 1) / segs
        x0 = bx + lean * height * t0 ** 1.5
        x1 = bx + lean * height * t1 ** 1.5
        y0, y1 = by - height * t0, by - height * t1
        wdt = 4.2 - 2.2 * t0
        cv.poly([(x0 - wdt, y0), (x0 + wdt, y0), (x1 + wdt * 0.9, y1), (x1 - wdt * 0.9, y1)],
                shade(trunk, -0.1 if i % 2 else 0.05))
    # fronds: curved leaf shapes fanning out
    for ang, ln in ((-2.7, 30), (-2.2, 34), (-1.6, 26), (-0.9, 34), (-0.4, 30), (0.3, 24), (2.9, 24)):
        pts_top, pts_bot = [], []
        for j in range(9):
            t = j / 8
            droop = 10 * t * t
            x = top[0] + math.cos(ang) * ln * t
            y = top[1] + math.sin(ang) * ln * t * 0.55 + droop
            wdt = 5 * math.sin(math.pi * t) + 0.5
            pts_top.append((x, y - wdt))
            pts_bot.append((x, y + wdt * 0.6))
        cv.poly(pts_top + pts_bot[::-1], leaf)
        cv.poly(pts_top[:5] + pts_bot[:5][::-1], shade(leaf, 0.15))
    cv.circle((top[0] - 3, top[1] + 3), 3.2, (96, 66, 40))
    cv.circle((top[0] + 3, top[1] + 4), 3.0, (110, 76, 46))


def eye(cv: Canvas, c: tuple[float, float], r: float, look=(0.3, 0.2), lid: float = 0.0,
        iris=(60, 150, 90)) -> None:
    cv.circle(c, r, (255, 255, 252))
    cv.circle(c, r, (30, 30, 40), width=max(1.0, r * 0.12))
    ic = (c[0] + look[0] * r * 0.4, c[1] + look[1] * r * 0.4)
    cv.circle(ic, r * 0.55, iris)
    cv.circle(ic, r * 0.3, (16, 16, 24))
    cv.circle((ic[0] - r * 0.18, ic[1] - r * 0.2), r * 0.14, (255, 255, 255))
    if lid > 0:
        cv.poly([(c[0] - r * 1.1, c[1] - r * 1.1), (c[0] + r * 1.1, c[1] - r * 1.1),
                 (c[0] + r * 1.1, c[1] - r + lid * r), (c[0] - r * 1.1, c[1] - r + lid * r)], (0, 0, 0), 0)


def die(cv: Canvas, c: tuple[float, float], s: float, angle: float, face: int,
        body=(250, 246, 236), pip=(40, 36, 40)) -> None:
    """A die seen from the front, turned by `angle`, showing `face`."""
    cx, cy = c
    ca, sa = math.cos(angle), math.sin(angle)

    def rot(x, y):
        return (cx + x * ca - y * sa, cy + x * sa + y * ca)
    h = s / 2
    # shadow side for depth
    cv.poly([rot(-h + 2.5, -h + 3), rot(h + 2.5, -h + 3), rot(h + 2.5, h + 3), rot(-h + 2.5, h + 3)], (60, 30, 30), 120)
    n = 10
    pts = []
    rr = s * 0.18
    for (qx, qy, a0) in ((h - rr, -h + rr, -90), (h - rr, h - rr, 0), (-h + rr, h - rr, 90), (-h + rr, -h + rr, 180)):
        for i in range(n + 1):
            a = math.radians(a0 + 90 * i / n)
            pts.append(rot(qx + rr * math.cos(a), qy + rr * math.sin(a)))
    cv.poly(pts, body)
    cv.outline(pts, shade(body, -0.35), 0.8)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[face]
    for sx, sy in spots:
        cv.circle(rot(sx * s * 0.27, sy * s * 0.27), s * 0.09, pip)


def hexagon(c: tuple[float, float], r: float, squash: float = 0.62) -> list[tuple[float, float]]:
    return [(c[0] + r * math.cos(math.pi / 3 * i), c[1] + r * squash * math.sin(math.pi / 3 * i)) for i in range(6)]


# -- Isle of Monsters -------------------------------------------------------------------

def paint_isle_of_monsters(cv: Canvas, w: float, h: float) -> None:
    cv.gradient((0, 0, w, h * 0.62), (120, 206, 236), (214, 240, 236))
    cv.radial((w * 0.86, h * 0.16), 44, (255, 246, 200), inner_alpha=230)
    cv.circle((w * 0.86, h * 0.16), 15, (255, 236, 150))
    # distant islands
    cv.blob((w * 0.16, h * 0.6), 40, 10, (120, 170, 150), 0.1, 2.0, flat_bottom=h * 0.6)
    sea(cv, w, h, h * 0.58, ((70, 184, 204), (22, 104, 150)), rng=random.Random(3))
    # the monster rising behind the island: a big purple body with horns
    body = (136, 92, 196)
    mx, my = w * 0.58, h * 0.5
    cv.blob((mx, my), 56, 52, body, 0.05, 1.3)
    cv.blob((mx - 8, my + 6), 40, 36, shade(body, 0.12), 0.05, 1.3)
    for sgn in (-1, 1):
        hx = mx + sgn * 30
        cv.poly([(hx - 8, my - 38), (hx + 8, my - 40), (hx + sgn * 14, my - 70)], (250, 236, 200))
        cv.poly([(hx - 3, my - 42), (hx + 6, my - 43), (hx + sgn * 12, my - 66)], (255, 250, 230))
    eye(cv, (mx - 18, my - 14), 14, look=(-0.6, 0.3), iris=(230, 170, 40))
    eye(cv, (mx + 18, my - 16), 12, look=(-0.6, 0.3), iris=(230, 170, 40))
    # grin with fangs
    cv.arc((mx - 22, my - 6, 44, 26), math.pi * 1.1, math.pi * 1.9, (40, 20, 50), 3)
    cv.poly([(mx - 10, my + 14), (mx - 5, my + 14), (mx - 7.5, my + 21)], (255, 255, 250))
    cv.poly([(mx + 6, my + 14), (mx + 11, my + 14), (mx + 8.5, my + 21)], (255, 255, 250))
    # hands gripping the island edge
    for hx in (mx - 44, mx + 42):
        cv.blob((hx, h * 0.74), 12, 8, body, 0.05, hx)
        for k in range(3):
            cv.circle((hx - 7 + k * 7, h * 0.71), 3.6, shade(body, 0.2))
    # the island in front
    sand = (246, 220, 160)
    cv.blob((w * 0.5, h * 0.86), 118, 26, shade(sand, -0.15), 0.06, 0.4)
    cv.blob((w * 0.5, h * 0.83), 112, 22, sand, 0.06, 0.4)
    cv.blob((w * 0.5, h * 0.8), 90, 12, shade(sand, 0.25), 0.05, 0.9)
    palm(cv, (w * 0.2, h * 0.84), 60, 0.35)
    # a cage with a little monster
    cx, cy = w * 0.82, h * 0.8
    cv.rect((cx - 20, cy - 36, 40, 36), (70, 50, 40), 4)
    cv.blob((cx, cy - 14), 13, 13, (240, 120, 90), 0.05, 2.2)
    eye(cv, (cx - 4, cy - 18), 5, look=(0.2, 0.1), iris=(60, 130, 200))
    eye(cv, (cx + 6, cy - 18), 4, look=(0.2, 0.1), iris=(60, 130, 200))
    for k in range(5):
        x = cx - 16 + k * 8
        cv.line((x, cy - 34), (x, cy - 2), (200, 170, 120), 2.2)
    cv.rect((cx - 22, cy - 40, 44, 6), (150, 110, 70), 3)
    cv.rect((cx - 22, cy - 4, 44, 6), (150, 110, 70), 3)
    # food tokens: told apart by shape too
    cv.circle((w * 0.36, h * 0.86), 6.5, (70, 140, 220))
    cv.circle((w * 0.36, h * 0.86), 6.5, (30, 70, 130), width=1.2)
    cv.poly([(w * 0.44, h * 0.81), (w * 0.49, h * 0.9), (w * 0.39, h * 0.9)], (236, 100, 150))
    cv.rect((w * 0.53, h * 0.82, 11, 11), (246, 200, 60), 2)


# -- King of Monster Island ----------------------------------------------------------------

def paint_king_of_monster_island(cv: Canvas, w: float, h: float) -> None:
    cv.gradient((0, 0, w, h), (52, 26, 70), (236, 118, 70))
    rng = random.Random(7)
    for _ in range(18):
        cv.circle((rng.uniform(0, w), rng.uniform(0, h * 0.35)), rng.uniform(0.6, 1.3), (255, 230, 210))
    # smoke plume
    for i, (x, y, r) in enumerate(((0.52, 0.34, 20), (0.46, 0.22, 24), (0.55, 0.12, 26), (0.4, 0.06, 22),
                                   (0.62, 0.02, 20))):
        cv.circle((w * x, h * y), r, (90, 70, 90), alpha=150)
    cv.radial((w * 0.5, h * 0.46), 70, (255, 150, 60), inner_alpha=240)
    # the volcano
    base_y = h * 1.02
    cone = [(w * 0.04, base_y), (w * 0.38, h * 0.46), (w * 0.44, h * 0.43), (w * 0.56, h * 0.43),
            (w * 0.62, h * 0.46), (w * 0.96, base_y)]
    cv.poly(cone, (78, 44, 52))
    cv.poly([(w * 0.04, base_y), (w * 0.38, h * 0.46), (w * 0.44, h * 0.43), (w * 0.5, h * 0.43),
             (w * 0.42, base_y)], (102, 58, 64))
    # crater glow and lava streams
    cv.ellipse((w * 0.4, h * 0.405, w * 0.2, h * 0.06), (255, 196, 80))
    cv.ellipse((w * 0.43, h * 0.415, w * 0.14, h * 0.035), (255, 236, 150))
    for pts in (((0.46, 0.45), (0.43, 0.6), (0.45, 0.72), (0.4, 0.9), (0.42, 1.0)),
                ((0.55, 0.45), (0.58, 0.58), (0.56, 0.7), (0.63, 0.86), (0.62, 1.0))):
        poly = [(w * x, h * y) for x, y in pts]
        cv.outline(poly, (240, 100, 40), 5, closed=False)
        cv.outline(poly, (255, 200, 90), 2, closed=False)
    # the zones of the slope (the dice come to rest in them)
    for k, y in enumerate((0.62, 0.78, 0.93)):
        cv.arc((w * (0.2 - k * 0.08), h * (y - 0.1), w * (0.6 + k * 0.16), h * 0.18), math.pi * 1.08,
               math.pi * 1.92, (140, 80, 80), 1.4)
    # falling dice
    die(cv, (w * 0.5, h * 0.26), 20, 0.3, 5)
    die(cv, (w * 0.34, h * 0.16), 16, -0.5, 3)
    die(cv, (w * 0.68, h * 0.2), 17, 0.8, 6)
    die(cv, (w * 0.78, h * 0.82), 15, 0.2, 2)
    die(cv, (w * 0.22, h * 0.86), 15, -0.3, 4)
    # the crown above it all
    cx, cy = w * 0.5, h * 0.09
    crown = [(cx - 20, cy + 10), (cx - 22, cy - 8), (cx - 10, cy + 2), (cx, cy - 12), (cx + 10, cy + 2),
             (cx + 22, cy - 8), (cx + 20, cy + 10)]
    cv.poly(crown, (250, 206, 70))
    cv.outline(crown, (150, 100, 20), 1.2)
    for x, col in ((-11, (220, 60, 60)), (0, (70, 150, 230)), (11, (80, 190, 110))):
        cv.circle((cx + x, cy + 6), 2.4, col)


# -- Survive the Island ------------------------------------------------------------------------

def paint_survive_the_island(cv: Canvas, w: float, h: float) -> None:
    cv.gradient((0, 0, w, h), (36, 150, 184), (12, 64, 112))
    rng = random.Random(11)
    for _ in range(40):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        cv.line((x, y), (x + rng.uniform(10, 26), y), (120, 200, 220), 1)
    # the island: hex tiles of beach, jungle and mountain, some already sunk
    r = 17
    dx, dy = r * 1.5, r * 0.62 * math.sqrt(3)
    cx, cy = w * 0.5, h * 0.5
    kinds = {}
    for q in range(-3, 4):
        for rr in range(-3, 4):
            s = -q - rr
            if max(abs(q), abs(rr), abs(s)) > 3:
                continue
            d = max(abs(q), abs(rr), abs(s))
            kinds[(q, rr)] = "mountain" if d == 0 else ("jungle" if d == 1 else ("beach" if d == 2 else "edge"))
    rng = random.Random(5)
    sunk = {(q, rr) for (q, rr), k in kinds.items() if k in ("edge",) and rng.random() < 0.55}
    sunk |= {(2, -1), (-2, 2)}
    cols = {"mountain": ((170, 160, 150), (120, 110, 104)), "jungle": ((70, 160, 80), (40, 110, 60)),
            "beach": ((246, 220, 160), (206, 176, 116)), "edge": ((236, 206, 144), (196, 162, 104))}
    order = sorted(kinds, key=lambda qr: (qr[1] + qr[0] / 2, qr[0]))
    for q, rr in order:
        x = cx + dx * q
        y = cy + dy * (rr + q / 2)
        top, side = cols[kinds[(q, rr)]]
        if (q, rr) in sunk:
            cv.poly(hexagon((x, y + 2), r - 1), (60, 150, 170), 150)
            continue
        cv.poly(hexagon((x, y + 4), r - 0.6), side)
        cv.poly(hexagon((x, y), r - 0.6), top)
        cv.outline(hexagon((x, y), r - 0.6), shade(top, -0.25), 0.8)
        if kinds[(q, rr)] == "jungle":
            cv.circle((x - 4, y - 2), 4.5, (40, 120, 56))
            cv.circle((x + 3, y - 3), 5, (56, 140, 66))
        if kinds[(q, rr)] == "mountain":
            cv.poly([(x - 10, y + 4), (x, y - 14), (x + 10, y + 4)], (130, 120, 116))
            cv.poly([(x - 4, y - 7), (x, y - 14), (x + 4, y - 7)], (250, 250, 250))
    # a sea serpent's coils and head
    body = (60, 170, 110)
    for k, x in enumerate((0.08, 0.15, 0.22)):
        cv.arc((w * x - 12, h * 0.8 - 8, 22, 22), 0, math.pi, body, 6)
    hx, hy = w * 0.28, h * 0.73
    cv.blob((hx, hy), 11, 8, body, 0.05, 1.0)
    eye(cv, (hx + 3, hy - 4), 3.5, look=(0.4, 0.1), iris=(230, 60, 40))
    cv.poly([(hx - 4, hy - 8), (hx - 1, hy - 16), (hx + 2, hy - 8)], shade(body, 0.2))
    # a shark fin
    fx, fy = w * 0.84, h * 0.22
    cv.poly([(fx - 10, fy + 6), (fx + 2, fy - 14), (fx + 10, fy + 6)], (90, 110, 130))
    cv.line((fx - 18, fy + 6), (fx + 18, fy + 6), (200, 230, 240), 1.5)
    # two boats with explorers
    for bx, by, col in ((w * 0.83, h * 0.74, (220, 74, 62)), (w * 0.14, h * 0.22, (52, 128, 214))):
        cv.poly([(bx - 16, by), (bx + 16, by), (bx + 11, by + 7), (bx - 11, by + 7)], (150, 100, 60))
        cv.line((bx - 16, by), (bx + 16, by), (110, 70, 40), 1.2)
        for k in range(3):
            cv.circle((bx - 8 + k * 8, by - 4), 3.2, col)


# -- Isle of Night ------------------------------------------------------------------------------

def paint_isle_of_night(cv: Canvas, w: float, h: float) -> None:
    cv.gradient((0, 0, w, h * 0.7), (12, 14, 48), (48, 40, 104))
    rng = random.Random(21)
    for _ in range(60):
        x, y = rng.uniform(0, w), rng.uniform(0, h * 0.6)
        cv.circle((x, y), rng.uniform(0.5, 1.4), (255, 250, 220))
    for x, y in ((0.18, 0.12), (0.33, 0.3), (0.08, 0.4)):
        cv.star((w * x, h * y), 4, (255, 244, 200), 4, 0.3)
    # the moon with a soft halo
    mx, my = w * 0.76, h * 0.24
    cv.radial((mx, my), 54, (200, 210, 255), inner_alpha=200)
    cv.circle((mx, my), 20, (252, 246, 220))
    cv.circle((mx - 6, my - 4), 4, (228, 220, 196))
    cv.circle((mx + 7, my + 6), 3, (228, 220, 196))
    # sea with moonlight
    cv.gradient((0, h * 0.66, w, h * 0.34), (34, 40, 96), (10, 16, 44))
    for k in range(7):
        y = h * 0.7 + k * 6
        half = 26 - k * 2.4
        cv.line((mx - half, y), (mx + half, y), (220, 220, 250), 1.4)
    # the dark island with its jungle
    isl = (18, 30, 40)
    cv.blob((w * 0.36, h * 0.72), 108, 20, isl, 0.06, 0.2)
    for x, y, r in ((0.14, 0.6, 22), (0.24, 0.52, 28), (0.36, 0.48, 32), (0.48, 0.54, 26), (0.58, 0.6, 20)):
        cv.blob((w * x, h * y), r, r * 0.8, (16, 40, 44), 0.12, x * 10)
    for x, y, r in ((0.2, 0.58, 14), (0.33, 0.53, 18), (0.45, 0.58, 14)):
        cv.blob((w * x, h * y), r, r * 0.7, (24, 56, 56), 0.14, y * 10)
    palm(cv, (w * 0.64, h * 0.74), 48, 0.3, trunk=(28, 32, 40), leaf=(20, 44, 48))
    # glowing eyes in the dark: pairs in different colours and shapes
    for (x, y, col, sz) in ((0.22, 0.55, (250, 220, 80), 3.0), (0.36, 0.46, (120, 255, 160), 3.6),
                            (0.47, 0.6, (255, 140, 200), 2.6), (0.3, 0.66, (140, 220, 255), 2.4),
                            (0.12, 0.64, (250, 180, 80), 2.2)):
        for dxy in (-1, 1):
            c = (w * x + dxy * sz * 1.7, h * y)
            cv.radial(c, sz * 3.2, col, inner_alpha=200, steps=8)
            cv.ellipse((c[0] - sz, c[1] - sz * 0.6, sz * 2, sz * 1.2), col)
            cv.ellipse((c[0] - sz * 0.25, c[1] - sz * 0.5, sz * 0.5, sz), (20, 10, 10))
    # fireflies
    for _ in range(14):
        x, y = rng.uniform(w * 0.05, w * 0.7), rng.uniform(h * 0.35, h * 0.75)
        cv.circle((x, y), 1.2, (255, 250, 170))


def paint_unknown(cv: Canvas, w: float, h: float) -> None:
    cv.gradient((0, 0, w, h), C.SEA, C.DEEP_SEA)
    cv.blob((w / 2, h * 0.62), 70, 26, C.SAND, 0.08, 1.0)
    cv.blob((w / 2, h * 0.56), 40, 22, C.JUNGLE, 0.1, 2.0)


PAINTERS = {
    "isle_of_monsters": paint_isle_of_monsters,
    "king_of_monster_island": paint_king_of_monster_island,
    "survive_the_island": paint_survive_the_island,
    "isle_of_night": paint_isle_of_night,
}
