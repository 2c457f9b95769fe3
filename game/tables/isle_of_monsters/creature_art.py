"""Isle of Monsters creature cards, drawn by code.

Each card is an original monster portrait: its body, colours and features come
from its element (fire: ember skin and a flame crest; earth: stony hide, horns and
plates; water: scales, fins and feelers), it grows bigger and fiercer with its
scare value (a 1 is a wide-eyed imp, a 9 fills the frame with fangs), and the
card id varies the details so no two cards look alike. At a glance a player reads:
the element (frame colour AND icon), the scare value (big number), what it scares
(top right), and its feeding spaces (food shapes down the edges).

Cards are drawn at twice their size and smoothed down, then cached.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.screen import theme
from rules.core.rng import Rng, derive_seed
from rules.isle_of_monsters.content import CARDS

from game.draw.icons import (ELEMENT_COLOURS, FOOD_COLOURS, FOOD_DRAW, aa_circle, aa_ellipse, aa_polygon,
                             element_icon)

#: Body colours per element: (skin, belly, shade, accent)
SKIN = {
    "fire": [((232, 92, 40), (255, 196, 92), (150, 40, 20), (255, 220, 80)),
             ((214, 60, 52), (255, 170, 80), (120, 24, 28), (255, 200, 60)),
             ((240, 128, 36), (255, 222, 130), (160, 62, 16), (255, 236, 120))],
    "earth": [((122, 140, 62), (200, 186, 120), (70, 82, 34), (160, 120, 70)),
              ((140, 104, 70), (214, 184, 140), (82, 58, 36), (120, 150, 70)),
              ((104, 116, 96), (190, 184, 150), (58, 64, 52), (170, 128, 80))],
    "water": [((40, 150, 170), (170, 230, 220), (16, 82, 104), (120, 220, 240)),
              ((60, 110, 200), (180, 210, 250), (24, 52, 120), (110, 200, 250)),
              ((70, 170, 140), (190, 240, 210), (26, 100, 84), (150, 230, 250))],
}
BACKDROP = {
    "fire": ((92, 28, 22), (206, 96, 38)),
    "earth": ((40, 64, 34), (130, 150, 86)),
    "water": ((14, 40, 86), (64, 150, 200)),
}
ELEMENT_NAMES = {"fire": "Fire", "earth": "Earth", "water": "Water"}


#: Where a card's parts sit, as fractions of its width (x, r) and height (y).
VALUE_BADGE = (0.18, 0.125, 0.165)          # centre x, centre y, radius (of width)
SPACE_RADIUS = 0.125                         # feeding space radius (of width)
SPACE_TOP, SPACE_BOTTOM = 0.45, 0.905        # first and last space centre (of height)
SPACE_INSET = 0.035                          # gap between a space and the card edge (of width)


def feeding_space_centres(n: int, w: float, h: float) -> list[tuple[float, float]]:
    """Where a card's n feeding spaces sit on a w x h card face: the first
    ceil(n/2) down the left edge, the rest down the right edge (the card file's
    print order). The same numbers for the card art and for the tokens the
    table lays on them."""
    left = (n + 1) // 2
    right = n - left
    r = feeding_space_radius(w)
    top, bottom = h * SPACE_TOP, h * SPACE_BOTTOM
    out = []
    for count, x in ((left, r + w * SPACE_INSET), (right, w - r - w * SPACE_INSET)):
        if count == 0:
            continue
        if count == 1:
            out.append((x, (top + bottom) / 2))
            continue
        step = (bottom - top) / 2          # three spaces fill the edge; two sit at its ends' middle
        start = top if count == 3 else top + step / 2
        for i in range(count):
            out.append((x, start + i * step))
    return out


def feeding_space_radius(w: float) -> float:
    return w * SPACE_RADIUS


@lru_cache(maxsize=32)
def _gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    """A vertical gradient, made once per size and colours (a 1-pixel strip scaled up)."""
    w, h = size
    strip = pygame.Surface((1, max(1, h)), pygame.SRCALPHA)
    for i in range(h):
        t = i / max(1, h - 1)
        strip.set_at((0, i), [int(top[k] + (bottom[k] - top[k]) * t) for k in range(3)] + [255])
    return pygame.transform.scale(strip, (w, h))


def _vgradient(surf: pygame.Surface, rect: pygame.Rect, top, bottom) -> None:
    surf.blit(_gradient((rect.width, rect.height), tuple(top), tuple(bottom)), rect.topleft)


def _body_outline(cx, cy, rx, ry, rng: Rng, bumps: int, rough: float, n=72):
    phase = rng.random() * math.tau
    amp2 = rng.random() * 0.05
    pts = []
    for i in range(n):
        a = math.tau * i / n
        wobble = 1 + rough * math.sin(bumps * a + phase) + amp2 * math.sin(2 * a + phase * 2)
        # flatter bottom so the monster sits on the ground
        ya = math.sin(a)
        yk = 0.82 if ya > 0 else 1.0
        pts.append((cx + math.cos(a) * rx * wobble, cy + ya * ry * wobble * yk))
    return pts


def _draw_monster(surf: pygame.Surface, area: pygame.Rect, element: str, value: int, seed: int) -> None:
    rng = Rng(seed)
    skin, belly, shade, accent = SKIN[element][rng.randrange(3)]
    grow = 0.55 + 0.05 * value                     # 0.60 (1) .. 1.00 (9)
    cx = area.centerx
    base = area.bottom - area.height * 0.06
    rx = area.width * 0.36 * grow
    ry = area.height * 0.34 * grow
    cy = base - ry * 0.85
    # ground shadow
    aa_ellipse(surf, (0, 0, 0, 70), (cx - rx * 1.05, base - ry * 0.12, rx * 2.1, ry * 0.3))

    # element features behind the body
    if element == "fire":
        for k in range(3 + value // 2):
            t = (k + 0.5) / (3 + value // 2)
            ang = math.pi * (0.15 + 0.7 * t)
            fx = cx - math.cos(ang) * rx * 0.8
            fy = cy - math.sin(ang) * ry * 0.85
            fw, fh = rx * 0.45, ry * (0.7 + 0.35 * rng.random())
            pts = []
            for i in range(24):
                tt = math.tau * i / 24
                px = math.sin(tt) * (math.sin(tt / 2) ** 1.4) * fw * 0.5
                py = -math.cos(tt) * fh * 0.5
                pts.append((fx + px + (py + fh * 0.5) * (fx - cx) / rx * 0.25, fy + py - fh * 0.2))
            aa_polygon(surf, accent, pts)
            aa_polygon(surf, (255, 120, 40), [(x * 0.8 + fx * 0.2, y * 0.8 + (fy - fh * 0.1) * 0.2) for x, y in pts])
    elif element == "water":
        for side in (-1, 1):
            fin = [(cx + side * rx * 0.75, cy - ry * 0.1), (cx + side * rx * (1.45 + 0.03 * value), cy - ry * 0.55),
                   (cx + side * rx * 1.3, cy + ry * 0.05), (cx + side * rx * 1.5, cy + ry * 0.35),
                   (cx + side * rx * 0.8, cy + ry * 0.35)]
            aa_polygon(surf, shade, fin)
            aa_polygon(surf, accent, [(x * 0.85 + (cx + side * rx) * 0.15, y * 0.85 + cy * 0.15) for x, y in fin])
        for side in (-1, 1):       # feelers
            x0, y0 = cx + side * rx * 0.3, cy - ry * 0.8
            pts = [(x0 + side * rx * 0.25 * math.sin(t * 1.6) + side * t * rx * 0.25, y0 - t * ry * 0.55)
                   for t in [i / 10 for i in range(11)]]
            pygame.draw.lines(surf, shade, False, pts, max(2, int(area.width * 0.012)))
            aa_circle(surf, accent, pts[-1], area.width * 0.022)
    else:  # earth: horns
        horn_len = ry * (0.45 + 0.05 * value)
        for side in (-1, 1):
            hx = cx + side * rx * 0.45
            hy = cy - ry * 0.72
            horn = [(hx - side * rx * 0.12, hy + ry * 0.1), (hx + side * rx * 0.14, hy + ry * 0.05),
                    (hx + side * rx * 0.42, hy - horn_len * 0.8), (hx + side * rx * 0.34, hy - horn_len)]
            aa_polygon(surf, (236, 224, 196), horn)
            aa_polygon(surf, (190, 174, 140), horn[:2] + [(hx + side * rx * 0.3, hy - horn_len * 0.55)])

    # legs
    leg_w = rx * 0.32
    for side in (-1, 1):
        lx = cx + side * rx * 0.5
        aa_ellipse(surf, shade, (lx - leg_w / 2, base - ry * 0.5, leg_w, ry * 0.55))
        for c in range(3):
            aa_circle(surf, (245, 240, 230), (lx - leg_w * 0.3 + c * leg_w * 0.3, base - ry * 0.02), leg_w * 0.1)

    # body
    bumps = {"fire": 7, "earth": 5, "water": 9}[element]
    rough = {"fire": 0.05, "earth": 0.07, "water": 0.03}[element]
    aa_polygon(surf, shade, _body_outline(cx, cy + ry * 0.04, rx * 1.02, ry * 1.02, rng.fork(1), bumps, rough))
    aa_polygon(surf, skin, _body_outline(cx, cy, rx * 0.96, ry * 0.96, rng.fork(1), bumps, rough))
    # belly
    aa_ellipse(surf, belly, (cx - rx * 0.55, cy - ry * 0.05, rx * 1.1, ry * 0.9))
    # texture: spots, plates or scales
    trng = rng.fork(2)
    if element == "earth":
        for _ in range(3 + value // 2):
            a = trng.random() * math.pi + math.pi
            px, py = cx + math.cos(a) * rx * 0.62, cy + math.sin(a) * ry * 0.55
            s = rx * (0.12 + 0.08 * trng.random())
            aa_polygon(surf, (104, 92, 78), [(px - s, py), (px - s * 0.3, py - s * 0.9), (px + s * 0.8, py - s * 0.5),
                                             (px + s, py + s * 0.4), (px, py + s * 0.7)])
    elif element == "water":
        for row in range(3):
            for col in range(4):
                px = cx - rx * 0.45 + col * rx * 0.3 + (row % 2) * rx * 0.15
                py = cy - ry * 0.62 + row * ry * 0.16
                aa_circle(surf, shade, (px, py), rx * 0.07)
                aa_circle(surf, skin, (px, py - rx * 0.02), rx * 0.06)
    else:
        for _ in range(4 + value // 2):
            a = trng.random() * math.pi + math.pi
            d = 0.35 + trng.random() * 0.4
            aa_circle(surf, accent, (cx + math.cos(a) * rx * d, cy + math.sin(a) * ry * d * 0.9),
                      rx * (0.04 + 0.04 * trng.random()))

    # eyes: many wide ones on the small, fewer narrow ones on the big
    erng = rng.fork(3)
    n_eyes = [1, 2, 3][erng.randrange(3)] if value <= 5 else [1, 2, 2, 3][erng.randrange(4)]
    eye_r = rx * (0.26 - 0.012 * value) * (1.0 if n_eyes == 1 else 0.78 if n_eyes == 2 else 0.6)
    eye_y = cy - ry * 0.42
    spread = rx * (0.0 if n_eyes == 1 else 0.36 if n_eyes == 2 else 0.46)
    xs = [cx] if n_eyes == 1 else [cx - spread, cx + spread] if n_eyes == 2 else [cx - spread, cx, cx + spread]
    for i, ex in enumerate(xs):
        ey = eye_y - (eye_r * 0.35 if n_eyes == 3 and i == 1 else 0)
        aa_circle(surf, shade, (ex, ey + eye_r * 0.08), eye_r * 1.12)
        aa_circle(surf, (252, 250, 240), (ex, ey), eye_r)
        iris = (250, 210, 40) if element != "fire" else (90, 220, 120)
        aa_circle(surf, iris, (ex, ey + eye_r * 0.1), eye_r * 0.6)
        if value >= 5:    # slit pupils for the fierce ones
            aa_ellipse(surf, (20, 16, 20), (ex - eye_r * 0.14, ey - eye_r * 0.42, eye_r * 0.28, eye_r * 1.0))
        else:
            aa_circle(surf, (20, 16, 20), (ex, ey + eye_r * 0.14), eye_r * 0.34)
        aa_circle(surf, (255, 255, 255), (ex - eye_r * 0.28, ey - eye_r * 0.3), eye_r * 0.2)
        if value >= 6:    # angry brow
            pygame.draw.line(surf, shade, (ex - eye_r * 1.1, ey - eye_r * 1.25), (ex + eye_r * 1.0, ey - eye_r * 0.75),
                             max(3, int(eye_r * 0.35)))

    # mouth with teeth: wider and with more fangs as the value rises
    mw = rx * (0.55 + 0.04 * value)
    mh = ry * (0.16 + 0.025 * value)
    my = cy + ry * 0.05
    mouth = [(cx + math.cos(a) * mw, my + math.sin(a) * mh) for a in [math.pi * i / 20 for i in range(21)]]
    mouth = [(cx - mw, my)] + mouth + [(cx + mw, my)]
    aa_polygon(surf, (60, 14, 24), mouth)
    aa_ellipse(surf, (200, 70, 90), (cx - mw * 0.45, my + mh * 0.35, mw * 0.9, mh * 0.55))
    teeth = 2 + value // 2
    for i in range(teeth):
        tx = cx - mw * 0.85 + (i + 0.5) * (mw * 1.7 / teeth)
        tl = mh * (0.55 if (i in (0, teeth - 1) and value >= 4) else 0.35)
        tw = mw * 1.7 / teeth * 0.42
        aa_polygon(surf, (252, 250, 240), [(tx - tw, my - 1), (tx + tw, my - 1), (tx, my + tl)])
    if value >= 7:   # lower fangs
        for side in (-1, 1):
            tx = cx + side * mw * 0.45
            aa_polygon(surf, (252, 250, 240), [(tx - mw * 0.08, my + mh), (tx + mw * 0.08, my + mh),
                                               (tx, my + mh * 0.35)])


def _rounded(surf, colour, rect, radius, width=0):
    pygame.draw.rect(surf, colour, rect, width, border_radius=int(radius))


def _render_face(card_id: str, element: str, value: int, scares: str, foods: tuple[str, ...],
                 width: int, height: int, show_spaces: bool) -> pygame.Surface:
    """Paints one card face at twice the size and smooths it down. The face
    fills the whole width x height (the table draws shadows itself)."""
    W, H = width * 2, height * 2
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    frame, frame_dark = ELEMENT_COLOURS[element]
    radius = W * 0.08
    # frame: a dark rim, the element colour, a thin light bevel
    _rounded(surf, frame_dark, pygame.Rect(0, 0, W, H), radius)
    _rounded(surf, frame, pygame.Rect(W * 0.022, W * 0.022, W - W * 0.044, H - W * 0.044), radius * 0.8)
    _rounded(surf, theme.lighten(frame, 0.35), pygame.Rect(W * 0.022, W * 0.022, W - W * 0.044, H - W * 0.044),
             radius * 0.8, width=max(1, int(W * 0.008)))
    # art window
    inset = W * 0.075
    art = pygame.Rect(int(inset), int(inset), int(W - 2 * inset), int(H - 2 * inset))
    window = pygame.Surface(art.size, pygame.SRCALPHA)
    top, bottom = BACKDROP[element]
    _vgradient(window, window.get_rect(), top, bottom)
    rng = Rng(derive_seed(card_id, "backdrop"))
    # backdrop flavour: embers, leaves or bubbles
    col = {"fire": (255, 170, 60, 110), "earth": (190, 220, 120, 80), "water": (200, 240, 255, 90)}[element]
    for _ in range(14):
        x, y = rng.random() * art.width, rng.random() * art.height * 0.8
        aa_circle(window, col, (x, y), art.width * (0.01 + 0.025 * rng.random()))
    # ground
    ground = {"fire": (70, 30, 26), "earth": (86, 70, 44), "water": (200, 186, 140)}[element]
    aa_ellipse(window, ground, (-art.width * 0.2, art.height * 0.8, art.width * 1.4, art.height * 0.5))
    _draw_monster(window, window.get_rect().inflate(-art.width * 0.16, -art.height * 0.1).move(0, art.height * 0.04),
                  element, value, derive_seed(card_id, "monster"))
    mask = pygame.Surface(art.size, pygame.SRCALPHA)
    _rounded(mask, (255, 255, 255, 255), mask.get_rect(), radius * 0.6)
    window.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(window, art.topleft)
    _rounded(surf, frame_dark, art, radius * 0.6, width=max(2, int(W * 0.014)))

    # scare value (top left): a big numeral on a coin of the element's colour,
    # with the element's own icon pinned to it, so the element never rests on colour
    fx, fy, fr = VALUE_BADGE
    bx, by, br = W * fx, H * fy, W * fr
    aa_circle(surf, (20, 14, 10, 120), (bx, by + br * 0.12), br * 1.04)
    aa_circle(surf, (252, 246, 230), (bx, by), br)
    aa_circle(surf, frame_dark, (bx, by), br * 0.88)
    aa_circle(surf, frame, (bx, by - br * 0.04), br * 0.8)
    size = int(br * 1.7)
    ink = (255, 252, 240)
    outline = theme.font(size, "display").render(str(value), True, (30, 16, 10))
    num = theme.font(size, "display").render(str(value), True, ink)
    c = (bx, by + br * 0.02)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
        k = max(1.0, W * 0.008)
        surf.blit(outline, outline.get_rect(center=(c[0] + dx * k, c[1] + dy * k)))
    surf.blit(num, num.get_rect(center=c))
    ir = br * 0.64
    ix, iy = bx + br * 0.8, by + br * 0.82
    aa_circle(surf, frame_dark, (ix, iy), ir)
    aa_circle(surf, (252, 246, 230), (ix, iy), ir * 0.84)
    icon = element_icon(element, max(4, int(ir * 1.5)))
    surf.blit(icon, icon.get_rect(center=(ix, iy)))

    # what it scares (top right): the scared element's icon on a red shield
    sr = W * 0.12
    sx, sy = W - W * 0.16, H * 0.11
    shield = [(sx - sr, sy - sr * 0.95), (sx + sr, sy - sr * 0.95), (sx + sr, sy + sr * 0.15),
              (sx, sy + sr * 1.15), (sx - sr, sy + sr * 0.15)]
    aa_polygon(surf, (20, 14, 10, 120), [(x, y + sr * 0.12) for x, y in shield])
    aa_polygon(surf, (178, 40, 34), shield)
    aa_polygon(surf, (252, 246, 230), [(x * 0.8 + sx * 0.2, y * 0.8 + sy * 0.2) for x, y in shield])
    sicon = element_icon(scares, max(4, int(sr * 1.45)))
    surf.blit(sicon, sicon.get_rect(center=(sx, sy - sr * 0.02)))

    # feeding spaces: a cream ring in the food's colour with the food drawn in it
    if show_spaces:
        r = feeding_space_radius(W)
        for (cx, cy), food in zip(feeding_space_centres(len(foods), W, H), foods):
            light, dark = FOOD_COLOURS[food]
            aa_circle(surf, (20, 14, 10, 110), (cx, cy + r * 0.14), r)
            aa_circle(surf, dark, (cx, cy), r)
            aa_circle(surf, light, (cx, cy), r * 0.9)
            aa_circle(surf, (252, 248, 236), (cx, cy), r * 0.74)
            size = r * 1.4
            FOOD_DRAW[food](surf, (cx - size / 2, cy - size / 2, size, size))
    return pygame.transform.smoothscale(surf, (width, height))


@lru_cache(maxsize=512)
def card_surface(card_id: str, element: str, value: int, scares: str, foods: tuple[str, ...],
                 width: int, height: int, show_spaces: bool = True) -> pygame.Surface:
    """The face of one creature card at the given size, painted for that size (cached)."""
    return _render_face(card_id, element, value, scares, foods, width, height, show_spaces)


#: Every card is painted once at this size; smaller faces are smoothed down from it.
MASTER_SIZE = (120, 168)
#: the masters, painted once a process: 40 faces, 3.2 MB, 6 ms each to paint (a table
#: opening painted them all, 250 ms, every time); a closed table's pictures go
#: (game/screen/memory.py forget_pictures), these stay
_MASTERS: dict[str, pygame.Surface] = {}


def _master(card_id: str) -> pygame.Surface:
    face = _MASTERS.get(card_id)
    if face is None:
        c = CARDS[card_id]
        face = _MASTERS[card_id] = _render_face(card_id, c.element, c.value, c.scares, c.spaces, *MASTER_SIZE, True)
    return face


@lru_cache(maxsize=1024)
def card_image(card_id: str, width: int, height: int) -> pygame.Surface:
    """A creature card's face by id at any size (cached). Faces up to the master
    size are smoothed down from one painting; bigger ones are painted afresh."""
    c = CARDS[card_id]
    if width > MASTER_SIZE[0] or height > MASTER_SIZE[1]:
        return card_surface(card_id, c.element, c.value, c.scares, c.spaces, width, height)
    img = pygame.transform.smoothscale(_master(card_id), (width, height))
    if pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    return img


def paint_all(card_ids=None) -> None:
    """Paints the master of every card now (a table calls this once as it opens,
    so no card is painted in the middle of play)."""
    for cid in card_ids if card_ids is not None else CARDS:
        _master(cid)


def space_centres(card_id: str, width: int, height: int) -> list[tuple[float, float, str]]:
    """(x, y, food) of each feeding space on a width x height face of the card,
    in print order."""
    foods = CARDS[card_id].spaces
    return [(x, y, f) for (x, y), f in zip(feeding_space_centres(len(foods), width, height), foods)]


@lru_cache(maxsize=32)
def card_back(width: int, height: int) -> pygame.Surface:
    """The back of a creature card: a night-blue island crest."""
    W, H = width * 2, height * 2
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    radius = W * 0.08
    _rounded(surf, (16, 26, 52), pygame.Rect(0, 0, W, H), radius)
    _rounded(surf, (28, 44, 80), pygame.Rect(W * 0.022, W * 0.022, W - W * 0.044, H - W * 0.044), radius * 0.8)
    inner = pygame.Rect(W * 0.08, W * 0.08, W - W * 0.16, H - W * 0.16)
    _rounded(surf, (236, 214, 160), inner, radius * 0.6, width=max(2, int(W * 0.016)))
    cx, cy = W / 2, H / 2
    for k in range(12):
        a = math.tau * k / 12
        aa_polygon(surf, (44, 70, 120), [(cx, cy), (cx + math.cos(a) * W * 0.42, cy + math.sin(a) * W * 0.42),
                                         (cx + math.cos(a + 0.2) * W * 0.42, cy + math.sin(a + 0.2) * W * 0.42)])
    aa_circle(surf, (236, 214, 160), (cx, cy), W * 0.24)
    aa_circle(surf, (24, 38, 70), (cx, cy), W * 0.21)
    # a little island with a monster eye
    aa_ellipse(surf, (222, 196, 132), (cx - W * 0.16, cy + W * 0.02, W * 0.32, W * 0.1))
    aa_polygon(surf, (70, 130, 70), [(cx - W * 0.12, cy + W * 0.05), (cx, cy - W * 0.12), (cx + W * 0.12, cy + W * 0.05)])
    aa_circle(surf, (252, 250, 240), (cx, cy - W * 0.02), W * 0.045)
    aa_circle(surf, (20, 16, 20), (cx, cy - W * 0.015), W * 0.022)
    return pygame.transform.smoothscale(surf, (width, height))
