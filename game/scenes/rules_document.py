"""A game's rules text typeset for the reader (game/scenes/rules_scene.py), page
by page as it is scrolled to.

Laying the text out (wrapping every paragraph, placing every line) is cheap and is
done at once; drawing it is not (a whole game is 13-44 MB of pixels), so the
document draws a strip of PAGE_H pixels only when the reader first shows it and
keeps the last KEPT_PAGES strips. Whatever is scrolled, the reader holds a few
megabytes of pixels, and opening a game draws only its first page."""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

from rules.core import registry
from rules.core.i18n import N_, _

from ..screen import gfx, theme
from ..screen.theme import C, Colour

BODY = 18
#: how a ruling paragraph begins (a catalogue message: the French rules text begins its rulings with its translation)
RULING = N_("Our ruling:")


def ruling_lead(text: str) -> str | None:
    """The ruling's lead the paragraph begins with (in the language in use or in
    English), or None."""
    for lead in (_(RULING), RULING):
        if text.startswith(lead) or f" {lead}" in text[:40]:
            return lead
    return None
#: the reader's paper: flat, so each page is one opaque surface (fast to scroll)
DOC_BG = (14, 42, 70)
#: space after each section (the layout and the section marks agree on it)
SECTION_GAP = 24
#: the height of one drawn page strip, and how many strips are kept
PAGE_H = 512
KEPT_PAGES = 4

#: something drawn on the page: its top and bottom, and how to draw it with the
#: page's top at the given y
Mark = tuple[int, int, Callable[[pygame.Surface, int], None]]


def _paragraph_blocks(paragraph: str) -> tuple[bool, str]:
    text = paragraph.strip()
    return ruling_lead(text) is not None, text


def _set_line(line: str, size: int, colour: Colour, style: str = "body") -> pygame.Surface:
    """One line of the document, rendered for it alone: not through theme.text's
    cache, which thousands of page-wide lines would fill (and keep) for nothing."""
    return theme.font(size, style).render(line[:theme.MAX_TEXT], True, colour)


class RulesDocument:
    """A game's rules laid out: its height, its section marks ((heading, y), ...)
    and the drawing of any part of it (`render`)."""

    def __init__(self, width: int, text_width: int, min_height: int, game_id: str) -> None:
        self.width = width
        self._pages: OrderedDict[int, pygame.Surface] = OrderedDict()
        self._ink: list[Mark] = []
        self.marks: tuple[tuple[str, int], ...] = ()
        self.height = self._lay_out(game_id, text_width, min_height)

    def get_height(self) -> int:
        return self.height

    # -- the layout -------------------------------------------------------------------------------
    def _lay_out(self, game_id: str, text_w: int, min_height: int) -> int:
        try:
            info = registry.get(game_id)
            sections = info.load_rules_text()
            problem = None if sections else _("{game} has no rules text yet.").format(game=_(info.name))
        except Exception as exc:     # a broken package or text: show why, in the reader itself
            sections = ()
            problem = _("The rules of this game could not be loaded ({reason}).").format(reason=exc)
        lh = theme.line_height(BODY, "body", 1.38)
        head_lh = theme.line_height(27, "heading", 1.1)
        ink = self._ink
        marks: list[tuple[str, int]] = []
        y = 8
        if problem:
            ink.append((y, y + 80, lambda s, top, y=y, p=problem: theme.draw_wrapped(
                s, str(p), pygame.Rect(0, y - top, text_w, 80), 19, C.WARNING, "semibold")))
            y += 80
        for heading, paragraphs in sections:
            marks.append((heading, y))
            for line in theme.wrap(heading, 27, text_w, "heading"):
                ink.append(_line(y, head_lh, line, 27, C.SAND, "heading", 0))
                y += head_lh
            ink.append((y + 3, y + 4, lambda s, top, y=y: pygame.draw.line(
                s, (70, 120, 150), (0, y + 3 - top), (text_w, y + 3 - top), 1)))
            y += 14
            for para in paragraphs:
                ruling, text = _paragraph_blocks(para)
                if not ruling:
                    for line in theme.wrap(text, BODY, text_w, "body"):
                        ink.append(_line(y, lh, line, BODY, C.TEXT, "body", 0))
                        y += lh
                    y += 14
                    continue
                lines = theme.wrap(text, BODY, text_w - 44, "body")
                box_h = len(lines) * lh + 18
                ink.append((y - 4, y - 4 + box_h, lambda s, top, y=y, h=box_h: _ruling_box(s, y - 4 - top, text_w, h)))
                for i, line in enumerate(lines):
                    yy = y + 5 + i * lh
                    lead = ruling_lead(line) if i == 0 else None
                    if lead is not None and line.startswith(lead):
                        ink.append((yy, yy + lh, lambda s, top, yy=yy, rest=line[len(lead):], lead=lead: _ruling_lead(
                            s, yy - top, rest, lead)))
                    else:
                        ink.append(_line(yy, lh, line, BODY, C.TEXT, "body", 24))
                y += len(lines) * lh + 30
            y += SECTION_GAP
        self.marks = tuple(marks)
        height = y
        if marks:
            # room below the end, so even a short last section can be read from the top
            height = max(height, marks[-1][1] - 4 + min_height)
        return max(height, min_height)

    # -- drawing ----------------------------------------------------------------------------------
    def render(self, top: int, height: int) -> pygame.Surface:
        """The strip of the document from `top`, `height` pixels tall, drawn now."""
        screen = pygame.display.get_surface()
        size = (self.width, max(1, height))
        surf = pygame.Surface(size, 0, screen) if screen is not None else pygame.Surface(size)
        surf.fill(DOC_BG)
        bottom = top + height
        for y0, y1, draw in self._ink:
            if y1 > top and y0 < bottom:
                draw(surf, top)
        return surf

    def page(self, k: int) -> pygame.Surface:
        """Page strip k (from k * PAGE_H), drawn the first time it is asked for."""
        page = self._pages.get(k)
        if page is None:
            page = self._pages[k] = self.render(k * PAGE_H, PAGE_H)
            while len(self._pages) > KEPT_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(k)
        return page

    def draw_area(self, surface: pygame.Surface, dest: tuple[int, int], area: pygame.Rect) -> None:
        """Draws the part `area` of the document at `dest` (what a blit of the
        whole typeset surface would draw), from its page strips."""
        y = max(0, area.top)
        while y < min(area.bottom, self.height):
            k = y // PAGE_H
            page_top = k * PAGE_H
            take = min(area.bottom, page_top + PAGE_H) - y
            surface.blit(self.page(k), (dest[0], dest[1] + y - area.top),
                         pygame.Rect(area.left, y - page_top, area.width, take))
            y += take

    def pages_held(self) -> int:
        return len(self._pages)


def _line(y: int, lh: int, text: str, size: int, colour: Colour, style: str, x: int) -> Mark:
    return (y, y + lh, lambda s, top: s.blit(_set_line(text, size, colour, style), (x, y - top)))


def _ruling_box(surf: pygame.Surface, y: int, text_w: int, h: int) -> None:
    surf.blit(gfx.rounded_rect((text_w, h), 10, (58, 48, 22), alpha=150), (0, y))
    pygame.draw.rect(surf, C.GOLD, (0, y, 5, h), border_radius=3)


def _ruling_lead(surf: pygame.Surface, y: int, rest: str, words: str = RULING) -> None:
    lead = _set_line(words, BODY, C.GOLD, "bold")
    surf.blit(lead, (24, y))
    surf.blit(_set_line(rest, BODY, C.TEXT), (24 + lead.get_width(), y))
