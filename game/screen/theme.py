"""One look for the whole app: the palette, the bundled fonts, cached text, and the
five seat colours (each with its own shape and letter, so colour is never the
only cue).

Palette: deep sea blues, warm sand, jungle greens, volcanic reds. Fonts:
Quicksand (rounded, friendly) for titles and headings, Lato for body text; both
are OFL fonts bundled in assets/fonts with their licences. Nothing here falls
back to a system font.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Sequence

import pygame
import pygame.freetype

from rules.core.i18n import N_, pgettext

from game.assets import asset_path

Colour = tuple[int, int, int]

LOGICAL_SIZE = (1280, 720)
#: no text on the canvas is smaller (font size in canvas pixels); the window's
#: smallest size keeps it at 9 screen pixels or more (game/screen/window.py)
SMALLEST_TEXT = 11


class C:
    """The palette. Names say what they look like, not where they are used."""

    ABYSS = (7, 21, 40)
    DEEP_SEA = (12, 39, 70)
    SEA = (20, 72, 112)
    SHALLOWS = (40, 128, 156)
    LAGOON = (88, 186, 188)
    FOAM = (222, 243, 240)

    SAND = (240, 218, 170)
    SAND_DEEP = (214, 180, 122)
    PARCHMENT = (251, 243, 224)
    DRIFTWOOD = (124, 94, 64)
    BARK = (78, 56, 40)

    JUNGLE = (38, 122, 76)
    JUNGLE_DEEP = (19, 68, 47)
    LEAF = (116, 180, 86)
    MOSS = (170, 206, 110)

    LAVA = (222, 80, 50)
    EMBER = (249, 158, 66)
    VOLCANO = (112, 38, 36)
    BASALT = (50, 40, 46)
    GOLD = (247, 202, 84)

    INK = (20, 24, 32)
    TEXT = (246, 242, 230)          # light text on sea and panels
    TEXT_DIM = (176, 196, 210)
    TEXT_DARK = (36, 38, 44)        # dark text on sand and parchment
    TEXT_DARK_DIM = (104, 94, 80)
    WARNING = (255, 196, 120)       # reasons and warnings on dark panels
    DANGER_TEXT = (170, 44, 30)     # warnings on light panels

    PANEL = (14, 44, 76)
    PANEL_EDGE = (86, 150, 178)
    PANEL_DARK = (9, 30, 54)


# -- seats ------------------------------------------------------------------------------

@dataclass(frozen=True)
class SeatColour:
    name: str       # a catalogue message: show it with _(name)
    rgb: Colour
    dark: Colour
    shape: str      # circle, triangle, square, diamond, star
    letter: str


#: chosen so that every two stay apart (CIEDE2000 of 12 or more) for typical
#: colour vision and simulated protanopia, deuteranopia and tritanopia
#: (game/screen/colour_vision.py; tests/ui/test_colour_vision.py), and so that the
#: white letter on each badge but Yellow's reads at 3:1 or better
SEAT_COLOURS: tuple[SeatColour, ...] = (
    SeatColour(N_("Red"), (242, 59, 24), (121, 30, 12), "triangle", "R"),
    SeatColour(N_("Blue"), (49, 109, 223), (24, 54, 112), "circle", "B"),
    SeatColour(N_("Yellow"), (242, 211, 36), (128, 100, 10), "star", "Y"),
    SeatColour(N_("Green"), (15, 153, 80), (8, 76, 40), "square", "G"),
    SeatColour(N_("Purple"), (156, 78, 141), (78, 39, 70), "diamond", "P"),
)


def seat_colour(index: int) -> SeatColour:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def seat_letter(sc: SeatColour) -> str:
    """The letter on a seat's badge in the language in use: its colour's initial
    there (French: Jaune is J, Vert V, and Purple is Prune, so P stays clear of Vert)."""
    return colour_letter(sc.letter)


def colour_letter(letter: str) -> str:
    """A seat colour's English initial (R, B, Y, G, P) as the language in use has it."""
    return {
        "R": pgettext("seat badge letter of Red", "R"),
        "B": pgettext("seat badge letter of Blue", "B"),
        "Y": pgettext("seat badge letter of Yellow", "Y"),
        "G": pgettext("seat badge letter of Green", "G"),
        "P": pgettext("seat badge letter of Purple", "P"),
    }.get(letter, letter)


# -- fonts -------------------------------------------------------------------------------

FONT_FILES = {
    "display": "Quicksand-Bold.ttf",
    "heading": "Quicksand-Bold.ttf",
    "medium": "Quicksand-Medium.ttf",
    "body": "Lato-Regular.ttf",
    "semibold": "Lato-Semibold.ttf",
    "bold": "Lato-Bold.ttf",
    "italic": "Lato-Italic.ttf",
}

#: while the legibility check listens (game/screen/text_record.py): called with each
#: rendered text, its words, size and style, it returns the surface to use
render_hook = None


#: the font a text is drawn in when the bundled one lacks one of its letters
#: (a player's or an island's name in Arabic, Hebrew, Greek, Cyrillic...: Lato and
#: Quicksand drew boxes); DejaVu Sans, licence beside it (assets/fonts)
FALLBACK_FILE = "DejaVuSans.ttf"
FALLBACK_STYLE = "fallback"

#: (font file, letter) -> whether the file has a glyph for it (pygame.freetype
#: tells; pygame.font measures a missing letter as its box)
_glyphs: dict[tuple[str, str], bool] = {}
_faces: dict[str, object] = {}


def has_letters(path: str, text: str) -> bool:
    """Whether the font file at `path` draws every letter of `text`."""
    if text.isascii():
        return True                 # every bundled font has the whole of ASCII
    for ch in set(text):
        if ch.isascii() or not ch.isprintable():
            continue
        known = _glyphs.get((path, ch))
        if known is None:
            face = _faces.get(path)
            if face is None:
                if not pygame.freetype.get_init():
                    pygame.freetype.init()
                face = _faces[path] = pygame.freetype.Font(path, 16)
            known = _glyphs[(path, ch)] = face.get_metrics(ch)[0] is not None
        if not known:
            return False
    return True


class Font(pygame.font.Font):
    """One bundled font at one size: every text of the app is rendered here.
    A text with a letter the font lacks is drawn (and measured) in the
    fallback font at the same size instead, so it never shows as boxes."""

    def __init__(self, path: str, size: int, style: str) -> None:
        super().__init__(path, size)
        self.path, self.px, self.style = path, size, style

    def _drawn_by(self, text) -> pygame.font.Font:
        if self.style == FALLBACK_STYLE or has_letters(self.path, str(text)):
            return self
        return font(self.px, FALLBACK_STYLE)

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        by = self._drawn_by(text)
        out = pygame.font.Font.render(by, text, antialias, color, bgcolor, wraplength)
        return out if render_hook is None else render_hook(out, str(text), self.px, self.style)

    def size(self, text):
        return pygame.font.Font.size(self._drawn_by(text), text)


_fonts: dict[tuple[str, int], Font] = {}


def font(size: int, style: str = "body") -> Font:
    key = (style, size)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = asset_path("fonts", FALLBACK_FILE if style == FALLBACK_STYLE else FONT_FILES[style])
        f = Font(str(path), size, style)
        _fonts[key] = f
    return f


class _LRU(OrderedDict):
    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def get_or(self, key, make):
        try:
            val = self[key]
            self.move_to_end(key)
            return val
        except KeyError:
            val = make()
            self[key] = val
            if len(self) > self.limit:
                self.popitem(last=False)
            return val


_text_cache = _LRU(3000)


def forget_texts() -> None:
    """Lets go of every rendered text (a table closed: game/screen/memory.py)."""
    for cache in (_text_cache, _wrap_cache, _fit_cache):
        cache.clear()


#: no text drawn is longer: anything a font is given is cut to this first (a
#: font asked for millions of characters can take minutes or crash), whatever
#: a file or a player handed in
MAX_TEXT = 1000


def text(s: str, size: int, colour: Colour = C.TEXT, style: str = "body") -> pygame.Surface:
    """Antialiased text, rendered once per (text, size, colour, style)."""
    s = s[:MAX_TEXT]
    return _text_cache.get_or(("t", s, size, colour, style),
                              lambda: font(size, style).render(s, True, colour))


def text_shadowed(s: str, size: int, colour: Colour, shadow: Colour = C.INK, style: str = "body",
                  offset: int = 2, shadow_alpha: int = 150) -> pygame.Surface:
    """Text with a soft drop shadow, for text over pictures."""
    def make():
        fg = font(size, style).render(s, True, colour)
        sh = font(size, style).render(s, True, shadow)
        sh.set_alpha(shadow_alpha)
        out = pygame.Surface((fg.get_width() + offset + 2, fg.get_height() + offset + 2), pygame.SRCALPHA)
        blurred = pygame.transform.box_blur(_padded(sh, 2), 1)
        out.blit(blurred, (offset - 1, offset - 1))
        out.blit(fg, (0, 0))
        return out
    return _text_cache.get_or(("s", s, size, colour, shadow, style, offset, shadow_alpha), make)


def text_outlined(s: str, size: int, colour: Colour, outline: Colour, style: str = "display",
                  width: int = 3, shadow: int = 4) -> pygame.Surface:
    """Text with a solid outline and a drop shadow, for the logo and big titles."""
    def make():
        f = font(size, style)
        fg = f.render(s, True, colour)
        w, h = fg.get_size()
        pad = width + shadow + 2
        # the outline is the text's shape grown by a disc (a mask convolution),
        # drawn at twice the size and smoothed down so its edge is soft
        big = pygame.transform.scale_by(_padded(fg, pad), 2)
        disc = pygame.mask.Mask((4 * width + 1, 4 * width + 1))
        r = 2 * width
        for x in range(4 * width + 1):
            for y in range(4 * width + 1):
                if (x - r) ** 2 + (y - r) ** 2 <= r * r + 1:
                    disc.set_at((x, y))
        grown = pygame.mask.from_surface(big, 100).convolve(disc, None, (-r, -r))
        ring = grown.to_surface(setcolor=outline + (255,), unsetcolor=(0, 0, 0, 0))
        ring = pygame.transform.smoothscale(ring, (w + 2 * pad, h + 2 * pad))
        dark = grown.to_surface(setcolor=(0, 0, 0, 110), unsetcolor=(0, 0, 0, 0))
        dark = pygame.transform.box_blur(pygame.transform.smoothscale(dark, (w + 2 * pad, h + 2 * pad)), 2)
        out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        out.blit(dark, (shadow, shadow))
        out.blit(ring, (0, 0))
        out.blit(fg, (pad, pad))
        return out
    return _text_cache.get_or(("o", s, size, colour, outline, style, width, shadow), make)


def _padded(surf: pygame.Surface, pad: int) -> pygame.Surface:
    out = pygame.Surface((surf.get_width() + 2 * pad, surf.get_height() + 2 * pad), pygame.SRCALPHA)
    out.blit(surf, (pad, pad))
    return out


def sentence(s: str) -> str:
    """The text with its first letter made a capital and nothing else changed
    (str.capitalize would lower the rest: names like "Fear Flower" or "Ana")."""
    return s[:1].upper() + s[1:]


_wrap_cache = _LRU(1000)


def wrap(s: str, size: int, width: int, style: str = "body") -> tuple[str, ...]:
    """Splits text into lines no wider than `width` pixels (words kept whole
    unless a single word is wider than the line). Bounded whatever it is
    given: at most MAX_TEXT characters, and a long word is cut by halving."""
    s = s[:MAX_TEXT]

    def make():
        f = font(size, style)
        lines: list[str] = []
        for para in s.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = word if not line else f"{line} {word}"
                if f.size(trial)[0] <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                while f.size(word)[0] > width and len(word) > 1:
                    lo, hi = 1, len(word) - 1          # the longest piece that fits (at least one character)
                    while lo < hi:
                        mid = (lo + hi + 1) // 2
                        if f.size(word[:mid])[0] <= width:
                            lo = mid
                        else:
                            hi = mid - 1
                    cut = lo
                    lines.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        return tuple(lines)
    return _wrap_cache.get_or((s, size, width, style), make)


_fit_cache = _LRU(2000)


def fit(s: str, size: int, width: int, style: str = "body") -> str:
    """The text, shortened with an ellipsis if it would be wider than `width`."""
    s = s if len(s) <= MAX_TEXT else s[:MAX_TEXT - 1] + "…"

    def make():
        f = font(size, style)
        if f.size(s)[0] <= width:
            return s
        lo, hi = 0, len(s)
        while lo < hi:                      # the longest prefix that fits with the ellipsis
            mid = (lo + hi + 1) // 2
            if f.size(s[:mid].rstrip() + "…")[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        return s[:lo].rstrip() + "…"
    return _fit_cache.get_or((s, size, width, style), make)


def fit_size(s: str, size: int, width: int, style: str = "body", smallest: int = SMALLEST_TEXT) -> int:
    """The largest font size from `size` down to `smallest` at which the text is no
    wider than `width` (`smallest` when none is): a longer language's words shrink a
    little before they lose their end (measured once: a table asks every frame)."""
    def make():
        if size <= smallest or font(size, style).size(s)[0] <= width:
            return size
        for n in range(size - 1, smallest - 1, -1):
            if font(n, style).size(s)[0] <= width:
                return n
        return smallest
    return _fit_cache.get_or(("size", s, size, width, style, smallest), make)


def shrunk(s: str, size: int, width: int, style: str = "body", smallest: int = SMALLEST_TEXT) -> tuple[str, int]:
    """(the text, its size) to draw `s` in `width`: at a smaller size if it needs
    one (fit_size), with an ellipsis only when even the smallest is too wide."""
    n = fit_size(s, size, width, style, smallest)
    return fit(s, n, width, style), n


def line_height(size: int, style: str = "body", spacing: float = 1.25) -> int:
    return int(font(size, style).get_linesize() * spacing)


def draw_text(surf: pygame.Surface, s: str, pos: Sequence[int], size: int, colour: Colour = C.TEXT,
              style: str = "body", anchor: str = "topleft") -> pygame.Rect:
    img = text(s, size, colour, style)
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    return rect


def draw_wrapped(surf: pygame.Surface, s: str, rect: pygame.Rect, size: int, colour: Colour = C.TEXT,
                 style: str = "body", spacing: float = 1.25, align: str = "left") -> int:
    """Draws wrapped text from the top of `rect`; returns the height used."""
    lh = line_height(size, style, spacing)
    y = rect.top
    for line in wrap(s, size, rect.width, style):
        img = text(line, size, colour, style)
        if align == "center":
            surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        else:
            surf.blit(img, (rect.left, y))
        y += lh
    return y - rect.top


def lerp_colour(a: Colour, b: Colour, t: float) -> Colour:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def lighten(c: Colour, amount: float) -> Colour:
    return lerp_colour(c, (255, 255, 255), amount)


def darken(c: Colour, amount: float) -> Colour:
    return lerp_colour(c, (0, 0, 0), amount)
