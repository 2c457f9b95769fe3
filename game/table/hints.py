"""Words over the board: the message a table says when a click did nothing
(`TableScene.say`, in a gold-edged box) and the hint pill that tells the
player what to do next.

A message is always readable whole: it wraps (and, if long, shrinks) to fit
its box, and the box is placed where no visible button covers it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from ..screen import gfx, theme
from ..screen.theme import C


#: The message's type sizes, largest first: a long message shrinks to fit.
MESSAGE_SIZES = (19, 17, 15)
#: The widest a message box grows before its words wrap.
MESSAGE_WIDTH = 640
#: The most lines a message wraps to before it shrinks.
MESSAGE_LINES = 3
PAD_X, PAD_Y = 20, 10
#: Space kept between a message and a button it makes way for.
BUTTON_GAP = 8
STYLE = "semibold"


@dataclass(frozen=True)
class MessageLayout:
    """Where a message goes and how it is set: every line is drawn whole inside
    `rect`, and `rect` lies on the board clear of every button."""
    rect: pygame.Rect
    lines: tuple[str, ...]
    size: int

    def line_height(self) -> int:
        return theme.line_height(self.size, STYLE, 1.15)


def place_message(text: str, anchor: tuple[int, int], area: pygame.Rect,
                  avoid: Sequence[pygame.Rect] = (), max_width: int = MESSAGE_WIDTH) -> MessageLayout:
    """Sets `text` in a box whose foot is centred on `anchor`: wrapped to
    `max_width` (and to the area), shrunk when it would need more than
    MESSAGE_LINES lines, kept inside `area`, and moved up (or, failing that,
    down) until no rect of `avoid` (the visible buttons) touches it."""
    width = min(max_width, area.width - 16) - 2 * PAD_X
    for size in MESSAGE_SIZES:
        lines = theme.wrap(text, size, width, STYLE)
        if len(lines) <= MESSAGE_LINES:
            break
    widths = [theme.font(size, STYLE).size(line)[0] for line in lines]
    layout = MessageLayout(pygame.Rect(0, 0, 0, 0), lines, size)
    h = (len(lines) - 1) * layout.line_height() + theme.font(size, STYLE).get_height() + 2 * PAD_Y
    box = pygame.Rect(0, 0, min(max(widths) + 2 * PAD_X, area.width), h)
    box.midbottom = anchor
    box.clamp_ip(area)
    blockers = [r.inflate(2 * BUTTON_GAP, 2 * BUTTON_GAP) for r in avoid]
    for __ in range(len(blockers) + 1):      # up, past each button in the way in turn
        hit = [r for r in blockers if r.colliderect(box)]
        if not hit:
            break
        box.bottom = min(r.top for r in hit)
    if box.top < area.top or any(r.colliderect(box) for r in blockers):
        box.top = area.top + BUTTON_GAP     # no room above: the top of the board
        for __ in range(len(blockers) + 1):
            hit = [r for r in blockers if r.colliderect(box)]
            if not hit:
                break
            box.top = max(r.bottom for r in hit)
    return MessageLayout(box, lines, size)


def draw_message(surface: pygame.Surface, layout: MessageLayout) -> None:
    """The message in a gold-edged box, each line centred."""
    box = layout.rect
    gfx.panel(surface, box, fill=C.INK, border=C.GOLD, radius=12, alpha=235, border_width=2)
    y = box.top + PAD_Y
    for line in layout.lines:
        img = theme.text(line, layout.size, C.TEXT, STYLE)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += layout.line_height()


def hint_pill(text: str) -> pygame.Surface:
    """A short line of advice in a rounded pill."""
    def make():
        img = theme.text(text, 16, C.TEXT, "semibold")
        w, h = img.get_width() + 32, 30
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((w, h), 15, C.INK, C.GOLD, 1, alpha=225), (0, 0))
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return out
    return gfx.made_once(("hint", text), make)
