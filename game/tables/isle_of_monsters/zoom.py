"""The large view of a card under the pointer: any face-up card on the table
(a pile's top, a caged creature with its tokens, a card in the hand or at a
reveal) shown big beside it after a short hover (game/table/hover.py), with its name and what its
element scares."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game import gfx, theme
from game.theme import C
from rules.isle_of_monsters.content import CARDS

from .creature_art import card_image
from .layout import ZOOM_CARD
from .seats import draw_creature


@lru_cache(maxsize=64)
def zoom_face(card: str, fed: tuple[int, int, int] | None) -> pygame.Surface:
    """The big card, with its tokens when it lies in a cage, and a caption."""
    w, h = ZOOM_CARD
    out = pygame.Surface((w + 24, h + 74), pygame.SRCALPHA)
    out.blit(gfx.rounded_rect(out.get_size(), 16, ((18, 46, 76), (10, 28, 50)), C.GOLD, 2, alpha=245), (0, 0))
    rect = pygame.Rect(12, 12, w, h)
    if fed is None:
        out.blit(card_image(card, w, h), rect)
    else:
        draw_creature(out, card, rect, fed)
    c = CARDS[card]
    title = theme.text(f"{c.element.capitalize()} {c.value}", 20, C.SAND, "heading")
    out.blit(title, title.get_rect(midtop=(out.get_width() // 2, h + 18)))
    if fed is None:
        line = f"Scares {c.scares} creatures · eats {len(c.spaces)}"
    else:
        left = len(c.spaces) - sum(fed)
        line = "Fully fed: matures this round" if left == 0 else f"{left} more food to mature"
    sub = theme.text(line, 14, C.TEXT_DIM, "semibold")
    out.blit(sub, sub.get_rect(midtop=(out.get_width() // 2, h + 46)))
    return out


def draw_zoom(surf: pygame.Surface, card: str, fed, near: pygame.Rect, place) -> None:
    """`place(size, near)`: where the large view goes (the kit's large_view_rect:
    beside the card, never over the prompt nor what may be chosen)."""
    img = zoom_face(card, tuple(fed) if fed is not None else None)
    r = place(img.get_size(), near)
    surf.blit(gfx.soft_shadow(r.size, 16, 12, 140), (r.x - 12, r.y - 6))
    surf.blit(img, r)
