"""The large view of a card under the pointer: any face-up card on the table
(a pile's top, a caged creature with its tokens, a card in the hand or at a
reveal) shown big beside it after a short hover (game/table/hover.py), with its name and what its
element scares."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
from rules.core.i18n import N_, _, language, ngettext
from rules.isle_of_monsters.actions import card_name
from rules.isle_of_monsters.content import CARDS

#: the big card's caption: the element it scares, and how many foods it eats
SCARES_LINE = {"earth": N_("Scares earth creatures · eats {n}"), "water": N_("Scares water creatures · eats {n}"),
               "fire": N_("Scares fire creatures · eats {n}")}

from .creature_art import card_image
from .layout import ZOOM_CARD
from .seats import draw_creature


def zoom_face(card: str, fed: tuple[int, int, int] | None) -> pygame.Surface:
    """The big card, with its tokens when it lies in a cage, and a caption."""
    return _zoom_face(card, fed, language())


@lru_cache(maxsize=64)
def _zoom_face(card: str, fed: tuple[int, int, int] | None, lang: str) -> pygame.Surface:
    w, h = ZOOM_CARD
    out = pygame.Surface((w + 24, h + 74), pygame.SRCALPHA)
    out.blit(gfx.rounded_rect(out.get_size(), 16, ((18, 46, 76), (10, 28, 50)), C.GOLD, 2, alpha=245), (0, 0))
    rect = pygame.Rect(12, 12, w, h)
    if fed is None:
        out.blit(card_image(card, w, h), rect)
    else:
        draw_creature(out, card, rect, fed)
    c = CARDS[card]
    title = theme.text(card_name(card).capitalize(), 20, C.SAND, "heading")
    out.blit(title, title.get_rect(midtop=(out.get_width() // 2, h + 18)))
    if fed is None:
        line = _(SCARES_LINE[c.scares]).format(n=len(c.spaces))
    else:
        left = len(c.spaces) - sum(fed)
        line = (_("Fully fed: matures this round") if left == 0
                else ngettext("{n} more food to mature", "{n} more food to mature", left).format(n=left))
    words, size = theme.shrunk(line, 14, out.get_width() - 12, "semibold")
    sub = theme.text(words, size, C.TEXT_DIM, "semibold")


    out.blit(sub, sub.get_rect(midtop=(out.get_width() // 2, h + 46)))
    return out


def draw_zoom(surf: pygame.Surface, card: str, fed, near: pygame.Rect, place) -> None:
    """`place(size, near)`: where the large view goes (the kit's large_view_rect:
    beside the card, never over the prompt nor what may be chosen)."""
    img = zoom_face(card, tuple(fed) if fed is not None else None)
    r = place(img.get_size(), near)
    surf.blit(gfx.soft_shadow(r.size, 16, 12, 140), (r.x - 12, r.y - 6))
    surf.blit(img, r)
