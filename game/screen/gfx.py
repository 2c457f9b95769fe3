"""Antialiased shapes, drawn once and cached.

pygame's draw functions have hard edges, so every shape here is drawn at twice
its size and smoothscaled down (supersampling), then kept in a cache keyed by its
arguments: a button or a panel costs one blit per frame after the first.

Every cache here holds surfaces within a budget of bytes, not a count of
entries (a count says nothing of memory: one full-screen picture weighs as much
as a thousand chips): when a new surface would pass the budget, the least
recently used ones are let go. A scene's pictures fit well within each budget,
so only what earlier scenes and closed tables drew is ever dropped (and it is
drawn again if it is asked for again); a surface someone still holds lives on.
"""
from __future__ import annotations

import functools
import math
import sys
import weakref
from collections import OrderedDict
from typing import Callable, Hashable, Sequence

import pygame

from game.screen import theme
from game.screen.theme import C, Colour

SS = 2  # supersampling factor


MB = 1024 * 1024


def surface_bytes(surf: pygame.Surface) -> int:
    """The memory a surface's pixels take."""
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    """Surfaces by key, least recently used first out, within `budget` bytes
    (the newest surface is kept even if it alone is larger)."""

    #: every cache made, for forget_pictures()
    _every: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        SurfaceCache._every.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        self._items[key] = surf
        self.bytes += surface_bytes(surf)
        while self.bytes > self.budget and len(self._items) > 1:
            _, old = self._items.popitem(last=False)
            self.bytes -= surface_bytes(old)
        return surf

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def forget_pictures() -> int:
    """Lets go of every kept picture (all of them can be drawn again), when a
    table closes: the next page draws only what it shows, so the pictures of
    every game visited do not pile up in memory. Returns the bytes let go."""
    freed = 0
    for cache in list(SurfaceCache._every):
        freed += cache.bytes
        cache.clear()
    return freed


def forget_words() -> None:
    """A change of language: every kept picture (forget_pictures) and every
    function cache of the app's modules (functools.lru_cache: a hand's card, a
    seat's panel) is let go, since a picture with words in it was kept under a
    key that does not name the language; each is made again, in the new words,
    the next time it is drawn. The text caches (theme) are keyed by the words
    themselves and stay."""
    forget_pictures()
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "game" or name.startswith("game.")):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()
            elif isinstance(value, type) and value.__module__ == name:
                for attr in list(vars(value).values()):
                    fn = getattr(attr, "__func__", attr)
                    if isinstance(fn, functools._lru_cache_wrapper):
                        fn.cache_clear()


def kept_within(budget: int):
    """Caches a function's surfaces by its arguments, within `budget` bytes
    (where functools.lru_cache would keep a number of them, of any size). The
    cache is the function's `.cache`; `.__wrapped__` makes one without it."""
    def wrap(make):
        cache = SurfaceCache(budget)

        @functools.wraps(make)
        def cached(*args, **kwargs):
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            return cache.get(key, lambda: make(*args, **kwargs))
        cached.cache = cache
        return cached
    return wrap


#: the pictures tables draw from their own parts (made_once): room for the
#: biggest table's (about 7 MB) three times over
_made = SurfaceCache(24 * MB)


def made_once(key: tuple, make) -> pygame.Surface:
    """A picture a table draws from its own parts: `make()` runs the first time
    `key` is asked for, and the surface is kept for later frames (within the
    budget of _made: what a closed table drew goes first)."""
    return _made.get(key, make)


def _down(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, size)


@kept_within(8 * MB)
def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """Row y the colour theme.lerp_colour gives at y / (h - 1). The column of
    rows is written as bytes, not pixel by pixel (set_at: 0.3 ms a card's
    supersampled background, which a table's first frames make by the dozen)."""
    w, h = size
    last = max(1, h - 1)
    at = [y / last for y in range(h)]
    rows = bytearray(3 * h)
    for channel in range(3):
        a, b = top[channel], bottom[channel]
        rows[channel::3] = bytes([int(a + (b - a) * t) for t in at])
    strip = pygame.Surface((1, max(1, h)))
    if h:
        strip.blit(pygame.image.frombuffer(rows, (1, h), "RGB"), (0, 0))
    return pygame.transform.scale(strip, (w, h))


@kept_within(16 * MB)
def rounded_rect(size: tuple[int, int], radius: int, fill: Colour | tuple[Colour, Colour],
                 border: Colour | None = None, border_width: int = 0,
                 alpha: int = 255) -> pygame.Surface:
    """A rounded rectangle with smooth corners. `fill` is a colour or a
    (top, bottom) pair for a vertical gradient."""
    w, h = size
    W, H, R = w * SS, h * SS, radius * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    if isinstance(fill[0], tuple):
        # the supersampled gradient is only a step: made for this rectangle, not kept
        grad = vertical_gradient.__wrapped__((W, H), fill[0], fill[1])
        if pygame.display.get_init() and pygame.display.get_surface():
            grad = grad.convert_alpha()
        mask = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=R)
        big.blit(grad, (0, 0))
        big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    else:
        pygame.draw.rect(big, fill, big.get_rect(), border_radius=R)
    if border is not None and border_width > 0:
        pygame.draw.rect(big, border, big.get_rect(), width=border_width * SS, border_radius=R)
    out = _down(big, (w, h))
    if alpha < 255:
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    else:
        # all of it but the corners' curve hides what it is drawn over: said to
        # the font recorder (game/screen/text_record.py), which cannot see through alpha
        inset = math.ceil(radius * 0.3) + 1
        out = opaque_within(out, pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset))
    return out


#: pygame's own surface class (the font recorder swaps in its own while it records)
_PLAIN_SURFACE = pygame.Surface


def opaque_within(surf: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    """`surf`, noting the part of it that is opaque although it has per-pixel
    alpha, for the font recorder while it records (its surfaces keep notes); at
    play nothing is recorded and `surf` is given back as it is."""
    if pygame.Surface is _PLAIN_SURFACE:
        return surf
    noted = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    noted.blit(surf, (0, 0), None, pygame.BLEND_RGBA_ADD)      # an exact copy onto nothing
    noted.__dict__["opaque_within"] = rect
    return noted


@kept_within(4 * MB)
def rounded_outline(size: tuple[int, int], radius: int, colour: Colour, width: int = 2) -> pygame.Surface:
    """Only the rounded border (for a highlight around something drawn already)."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pygame.draw.rect(big, colour, big.get_rect(), width=width * SS, border_radius=radius * SS)
    return _down(big, (w, h))


@kept_within(8 * MB)
def soft_shadow(size: tuple[int, int], radius: int, blur: int = 8, alpha: int = 120) -> pygame.Surface:
    """A blurred dark rounded rectangle, `blur` pixels larger on every side."""
    w, h = size
    out = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
    pygame.draw.rect(out, (0, 0, 0, alpha), pygame.Rect(blur, blur, w, h), border_radius=radius)
    for _ in range(2):
        out = pygame.transform.box_blur(out, max(1, blur // 2))
    return out


def panel(surf: pygame.Surface, rect: pygame.Rect, fill: Colour | tuple[Colour, Colour] = C.PANEL,
          border: Colour | None = C.PANEL_EDGE, radius: int = 14, alpha: int = 235,
          shadow: bool = True, border_width: int = 2) -> None:
    """Draws a panel (rounded, bordered, with a soft shadow) into `surf`."""
    if shadow:
        blur = 10
        surf.blit(soft_shadow((rect.width, rect.height), radius, blur, 110), (rect.x - blur, rect.y - blur + 4))
    surf.blit(rounded_rect((rect.width, rect.height), radius, fill, border, border_width, alpha), rect.topleft)


@kept_within(4 * MB)
def circle(diameter: int, fill: Colour, border: Colour | None = None, border_width: int = 0,
           alpha: int = 255) -> pygame.Surface:
    D = diameter * SS
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    pygame.draw.circle(big, fill + (alpha,), (D / 2, D / 2), D / 2)
    if border is not None and border_width:
        pygame.draw.circle(big, border + (alpha,), (D / 2, D / 2), D / 2, border_width * SS)
    return _down(big, (diameter, diameter))


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Outline of a seat or token shape centred on (cx, cy) with radius r."""
    if shape == "triangle":
        return [(cx + r * math.cos(a), cy + r * 1.05 * math.sin(a) + r * 0.12)
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if shape == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.86, cy), (cx, cy + r), (cx - r * 0.86, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a) + r * 0.06))
        return pts
    if shape == "hexagon":
        return [(cx + r * math.cos(math.pi / 3 * i + math.pi / 6), cy + r * math.sin(math.pi / 3 * i + math.pi / 6))
                for i in range(6)]
    # circle: a many-sided polygon
    return [(cx + r * math.cos(2 * math.pi * i / 48), cy + r * math.sin(2 * math.pi * i / 48)) for i in range(48)]


@kept_within(4 * MB)
def shape(shape_name: str, diameter: int, fill: Colour, border: Colour | None = None,
          border_width: int = 0) -> pygame.Surface:
    D = diameter * SS
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    r = D / 2 - border_width * SS
    pts = shape_points(shape_name, D / 2, D / 2, r)
    if shape_name == "circle":
        pygame.draw.circle(big, fill, (D / 2, D / 2), r)
        if border is not None and border_width:
            pygame.draw.circle(big, border, (D / 2, D / 2), r, border_width * SS)
    else:
        if border is not None and border_width:
            pygame.draw.polygon(big, border, pts)
            pygame.draw.polygon(big, border, pts, border_width * SS * 2)
            inner = shape_points(shape_name, D / 2, D / 2, r - border_width * SS * 1.6)
            pygame.draw.polygon(big, fill, inner)
        else:
            pygame.draw.polygon(big, fill, pts)
    return _down(big, (diameter, diameter))


def seat_badge(index: int, diameter: int) -> pygame.Surface:
    """A seat's token: its colour, in its own shape, with its letter — so seats
    differ by shape and letter as well as by colour."""
    return _seat_badge(index, diameter, theme.seat_letter(theme.seat_colour(index)))


@kept_within(2 * MB)
def _seat_badge(index: int, diameter: int, letter_text: str) -> pygame.Surface:
    """seat_badge, kept by its letter too: a language's change gives new letters."""
    sc = theme.seat_colour(index)
    out = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    out.blit(shape(sc.shape, diameter, sc.rgb, sc.dark, max(1, diameter // 14)), (0, 0))
    natural = diameter * (0.36 if sc.shape in ("triangle", "star") else 0.46)
    if natural < 8:
        return out          # too small for a letter one can read: the shape and colour tell the seat
    size = max(theme.SMALLEST_TEXT, int(natural))
    letter = theme.text(letter_text, size, (255, 255, 255) if sc.name != "Yellow" else sc.dark, "heading")
    cy = diameter / 2 + (diameter * 0.1 - 1 if sc.shape == "triangle" else 0)    # clear of a triangle's foot
    out.blit(letter, letter.get_rect(center=(diameter / 2, cy + 1)))
    return out


@kept_within(4 * MB)
def polygon_surface(points: tuple[tuple[float, float], ...], size: tuple[int, int], fill: Colour,
                    border: Colour | None = None, border_width: int = 0) -> pygame.Surface:
    """An antialiased filled polygon, points in the surface's own pixels."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pts = [(x * SS, y * SS) for x, y in points]
    pygame.draw.polygon(big, fill, pts)
    if border is not None and border_width:
        pygame.draw.polygon(big, border, pts, border_width * SS)
    return _down(big, (w, h))


@kept_within(8 * MB)      # two full screens
def vignette(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    """Darkens the edges of the screen, to lift what is in the middle."""
    w, h = size
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx = (x - 31.5) / 32
            dy = (y - 17.5) / 18
            d = min(1.0, math.sqrt(dx * dx + dy * dy))
            small.set_at((x, y), (0, 0, 0, int(strength * d ** 2.4)))
    return pygame.transform.smoothscale(small, (w, h))


def dim(surf: pygame.Surface, alpha: int = 150, colour: Colour = C.ABYSS) -> None:
    """Darkens a whole surface (under a dialog)."""
    veil = _veil(surf.get_size(), colour, alpha)
    surf.blit(veil, (0, 0))


@kept_within(8 * MB)
def _veil(size: tuple[int, int], colour: Colour, alpha: int) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(colour + (alpha,))
    return s


def aa_polygon(surf: pygame.Surface, colour: Colour, points: Sequence[tuple[float, float]]) -> None:
    """A filled polygon with antialiased edges, drawn straight onto `surf`
    (for art that is itself rendered once and cached)."""
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.aalines(surf, colour, True, points)
