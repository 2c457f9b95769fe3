"""What the font layer was asked to draw, and where it landed: for the
legibility test (tests/legibility).

While `recording()` is on, every text the bundled fonts render (theme.Font,
whatever called it) comes out as a `TrackedSurface` that knows its `Ink`: the
words, the font size and the rect of its drawn pixels. Every surface made in
that time is a TrackedSurface too, so the ink follows the text as it is blitted
into a card, the card scaled down, the card blitted onto the canvas: at the end
the canvas lists each text as it is seen there, its size in canvas pixels
(the font size times every scale on the way), and whether a side of it was cut
off by the edge or the clip of what it was drawn into (a word cut, not an
ellipsis). A text covered by an opaque blit or a fill is dropped.

Measuring only: nothing here is used while a person plays.
"""
from __future__ import annotations

import functools
import gc
import itertools
import sys
import types
import weakref
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import pygame

from game.screen import gfx, theme

#: a cut of this many pixels or fewer is the font's own side bearing, not a letter
SLACK = 1.5


@dataclass(frozen=True)
class Ink:
    """One text as drawn on a surface: `size` its font size in that surface's
    pixels, `rect` its drawn pixels (x, y, w, h) there, `cut` whether a side of
    it fell outside what it was drawn into."""
    text: str
    size: float
    rect: tuple[float, float, float, float]
    style: str = ""
    cut: bool = False

    # (made directly, not with dataclasses.replace: a frame of a table moves thousands)
    def moved(self, dx: float, dy: float) -> "Ink":
        x, y, w, h = self.rect
        return Ink(self.text, self.size, (x + dx, y + dy, w, h), self.style, self.cut)

    def scaled(self, sx: float, sy: float) -> "Ink":
        x, y, w, h = self.rect
        return Ink(self.text, self.size * sy, (x * sx, y * sy, w * sx, h * sy), self.style, self.cut)

    @property
    def ellipsis(self) -> bool:
        return self.text.rstrip().endswith("…")


_Plain = pygame.Surface


class TrackedSurface(_Plain):
    """A surface that keeps the inks blitted into it."""

    @property
    def inks(self) -> list[Ink]:
        """(pygame makes some surfaces of this class without __init__: a copy, a convert)"""
        try:
            return self.__dict__["inks"]
        except KeyError:
            return self.__dict__.setdefault("inks", [])

    @inks.setter
    def inks(self, value) -> None:
        self.__dict__["inks"] = value

    # -- what lands here ------------------------------------------------------------------
    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        done = _Plain.blit(self, source, dest, area, special_flags)
        self._took(source, dest, area, special_flags, done)
        return done

    def blits(self, blit_sequence, doreturn=True):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        done = _Plain.fill(self, color, rect, special_flags)
        if not special_flags:
            self._cover(done)
        return done

    def copy(self):
        return tracked(_Plain.copy(self), self.inks)

    def subsurface(self, *rect):
        """A window into these pixels that knows the inks wholly under it (so a
        copy of it, a region of the frame kept to be put back, keeps them) and
        passes on to this surface what is blitted or filled into it. An ink
        only partly under the window is left to this surface: a region put back
        where it was taken restores pixels, not a cut text."""
        sub = _Plain.subsurface(self, *rect)
        x, y = sub.get_offset()
        sub.__dict__["parent"] = (self, x, y)
        w, h = sub.get_size()
        inside = []
        for ink in self.inks:
            ix, iy, iw, ih = ink.rect
            ix, iy = ix - x, iy - y
            if ix >= -SLACK and iy >= -SLACK and ix + iw <= w + SLACK and iy + ih <= h + SLACK:
                inside.append(ink.moved(-x, -y))
        sub.__dict__["inks"] = inside
        return sub

    def convert(self, *args):
        return tracked(_Plain.convert(self, *args), self.inks)

    def convert_alpha(self, *args):
        return tracked(_Plain.convert_alpha(self, *args), self.inks)

    # -- bookkeeping ---------------------------------------------------------------------------
    def _cover(self, rect) -> None:
        """The inks wholly inside `rect` are dropped (an ink's rect in whole pixels, as
        _whole makes it: x and y truncated, its size rounded and at least 1; worked out
        here, not a Rect an ink)."""
        parent = self.__dict__.get("parent")
        if parent is not None:
            parent[0]._cover(pygame.Rect(rect).move(parent[1], parent[2]))
        inks = self.__dict__.get("inks")
        if not inks:
            return
        r = pygame.Rect(rect)
        left, top, right, bottom = r.left, r.top, r.right, r.bottom
        kept = []
        for ink in inks:
            x, y, w, h = ink.rect
            x, y = int(x), int(y)
            if not (left <= x and top <= y and x + max(1, int(round(w))) <= right
                    and y + max(1, int(round(h))) <= bottom):
                kept.append(ink)
        self.__dict__["inks"] = kept

    def _took(self, source, dest, area, special_flags, done) -> None:
        x, y = _xy(dest)
        sw, sh = source.get_size()
        if area is not None:
            a = pygame.Rect(area).clip(pygame.Rect(0, 0, sw, sh))
            dx, dy, shown = x - a.x, y - a.y, pygame.Rect(x, y, a.w, a.h)
        else:
            dx, dy, shown = x, y, pygame.Rect(x, y, sw, sh)
        shown = shown.clip(self.get_clip()).clip(self.get_rect())
        alpha = source.get_alpha()
        if not special_flags and (alpha is None or alpha == 255) and self.__dict__.get("inks"):
            if not source.get_flags() & pygame.SRCALPHA and source.get_colorkey() is None:
                self._cover(shown)          # an opaque picture hides what was under it
            elif isinstance(source, TrackedSurface):
                inner = source.__dict__.get("opaque_within")     # a panel: opaque but for its corners (gfx)
                if inner is not None:
                    self._cover(inner.move(dx, dy).clip(shown))
        inks = getattr(source, "inks", None)
        if not inks or alpha == 0 or shown.w <= 0 or shown.h <= 0:
            return
        new = []
        s_left, s_top, s_right, s_bottom = shown.left, shown.top, shown.right, shown.bottom
        for ink in inks:
            ix, iy, iw, ih = ink.rect
            ix, iy = ix + dx, iy + dy
            left, right = max(ix, s_left), min(ix + iw, s_right)
            top, bottom = max(iy, s_top), min(iy + ih, s_bottom)
            if right <= left or bottom <= top:
                continue                    # wholly outside: not drawn
            cut = ink.cut or left > ix + SLACK or right < ix + iw - SLACK
            new.append(Ink(ink.text, ink.size, (ix, iy, iw, ih), ink.style, cut))
        self._add(new)

    def _add(self, new: list[Ink]) -> None:
        """Inks now drawn here (and, for a subsurface, on the surface it is a window into)."""
        self.inks.extend(new)
        parent = self.__dict__.get("parent")
        if parent is not None and new:
            owner, x, y = parent
            owner._add([ink.moved(x, y) for ink in new])


def _xy(dest) -> tuple[float, float]:
    if isinstance(dest, (pygame.Rect, pygame.FRect)):
        return dest.x, dest.y
    return dest[0], dest[1]


def _whole(rect) -> tuple[int, int, int, int]:
    """A rect in whole pixels, as _cover reads an ink's (tests use it too)."""
    x, y, w, h = rect
    return (int(x), int(y), max(1, int(round(w))), max(1, int(round(h))))


def tracked(surf: pygame.Surface, inks=()) -> TrackedSurface:
    """A TrackedSurface with `surf`'s pixels, format and alpha, holding `inks`."""
    if isinstance(surf, TrackedSurface) and not inks:
        return surf
    srcalpha = surf.get_flags() & pygame.SRCALPHA
    out = TrackedSurface(surf.get_size(), srcalpha, surf)
    alpha, key = surf.get_alpha(), surf.get_colorkey()
    if key is not None:
        surf.set_colorkey(None)
    if srcalpha:
        if alpha != 255:
            surf.set_alpha(255)
        _Plain.blit(out, surf, (0, 0), None, pygame.BLEND_RGBA_ADD)    # an exact copy onto nothing
    else:
        if alpha is not None:
            surf.set_alpha(None)
        _Plain.blit(out, surf, (0, 0))
    for each in (surf, out):
        if alpha != (255 if srcalpha else None):
            each.set_alpha(alpha)
        if key is not None:
            each.set_colorkey(key)
    out.inks = list(inks)
    return out


# -- the font layer's and the transforms' part -------------------------------------------------

def _rendered(surf: pygame.Surface, words: str, size: int, style: str) -> TrackedSurface:
    out = tracked(surf)
    box = surf.get_bounding_rect()
    if words.strip() and box.w and box.h:
        out.inks = [Ink(words, float(size), (box.x, box.y, box.w, box.h), style)]
    return out


def _scaling(fn):
    @functools.wraps(fn)
    def scaled(surf, *args, **kwargs):
        out = fn(surf, *args, **kwargs)
        if out is None:
            return out
        inks = getattr(surf, "inks", None) or ()
        sx = out.get_width() / max(1, surf.get_width())
        sy = out.get_height() / max(1, surf.get_height())
        # tracked even with no ink yet: a text later blitted onto the scaled picture is recorded
        return tracked(out, [i.scaled(sx, sy) for i in inks])
    return scaled


def _turning(fn):
    """A rotation: the text keeps its size; its rect becomes the turned picture's middle."""
    @functools.wraps(fn)
    def turned(surf, *args, **kwargs):
        out = fn(surf, *args, **kwargs)
        inks = getattr(surf, "inks", None) or ()
        dx = (out.get_width() - surf.get_width()) / 2
        dy = (out.get_height() - surf.get_height()) / 2
        return tracked(out, [i.moved(dx, dy) for i in inks])
    return turned


def _keeping(fn):
    @functools.wraps(fn)
    def kept(surf, *args, **kwargs):
        out = fn(surf, *args, **kwargs)
        return tracked(out, getattr(surf, "inks", None) or ())
    return kept


TRANSFORMS = {"smoothscale": _scaling, "scale": _scaling, "scale_by": _scaling, "smoothscale_by": _scaling,
              "rotozoom": _scaling, "rotate": _turning, "flip": _keeping, "grayscale": _keeping}


def clear_caches() -> None:
    """Every cached picture and text is let go, so what is drawn next is made
    (and recorded) afresh. The collector lists the caches made at run time; the
    ones made at import are found through the app's modules and their classes
    as well, because a frozen start-up (game/screen/memory.py settle_start_up, the
    tests' conftest) hides them from gc.get_objects()."""
    for obj in itertools.chain(gc.get_objects(), _module_values()):
        if type(obj) in weakref.ProxyTypes:     # asked anything, a dead one's proxy raises ReferenceError
            continue
        if isinstance(obj, (gfx.SurfaceCache, theme._LRU)):
            obj.clear()
        elif isinstance(obj, functools._lru_cache_wrapper):
            obj.cache_clear()


def _module_values() -> Iterator[object]:
    """What the app's modules hold at their top level and in their classes."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "game" or name.startswith("game.")):
            continue
        for value in list(vars(module).values()):
            yield value
            if isinstance(value, types.FunctionType):     # a kept_within function's own cache
                yield getattr(value, "cache", None)
            if isinstance(value, type) and value.__module__ == name:
                for attr in list(vars(value).values()):
                    yield getattr(attr, "__func__", attr)      # a static or class method's function


@contextmanager
def recording() -> Iterator[None]:
    """While on, texts are recorded as they are drawn (see the module's words)."""
    saved = {name: getattr(pygame.transform, name) for name in TRANSFORMS if hasattr(pygame.transform, name)}
    clear_caches()
    pygame.Surface = TrackedSurface
    for name, fn in saved.items():
        setattr(pygame.transform, name, TRANSFORMS[name](fn))
    theme.render_hook = _rendered
    try:
        yield
    finally:
        theme.render_hook = None
        pygame.Surface = _Plain
        for name, fn in saved.items():
            setattr(pygame.transform, name, fn)
        clear_caches()


def canvas_inks(app) -> list[Ink]:
    """The texts of one frame of the app's scenes, as on its 1280x720 canvas."""
    canvas = TrackedSurface(theme.LOGICAL_SIZE)
    app.stack.draw(canvas)
    return list(canvas.inks)


def small_or_cut(inks, smallest: float) -> list[Ink]:
    """The inks under `smallest` canvas pixels, and those cut without an ellipsis."""
    return [i for i in inks if i.size < smallest - 0.01 or (i.cut and not i.ellipsis)]
