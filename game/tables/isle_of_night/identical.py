"""Identical cards at Isle of Night's table, by one rule wherever cards lie
side by side (the centre's piles, the tray of cards to discard): cards that
look alike (the same type, icons and magic: lookup.CARD_KIND; a location is
one of a kind) lie as one card carrying "×N", on a badge inside the card
(in a fan, inside the strip the next card leaves in sight), so no other
card covers it. The layout gives a card standing for several the
room its badge needs (run_step)."""
from __future__ import annotations

from typing import Iterable

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
from rules.isle_of_night import lookup

#: the badge's words: never under the smallest text the table draws
BADGE_SIZE = 12
BADGE_PAD, BADGE_INSET = 4, 2


def identical(cards: Iterable[int]) -> list[list[int]]:
    """`cards` in runs of identical ones, each run where its first card came."""
    runs: dict[int, list[int]] = {}
    for c in cards:
        runs.setdefault(lookup.CARD_KIND[c], []).append(c)
    return list(runs.values())


def count_words(n: int) -> str:
    """What a card standing for `n` identical cards says ("" for one)."""
    return f"×{n}" if n > 1 else ""


def badge_size(n: int) -> tuple[int, int]:
    """The size of the badge of a card standing for `n` cards."""
    w, h = theme.font(BADGE_SIZE, "heading").size(count_words(n))
    return w + 2 * BADGE_PAD, h + 2


def badge_rect(card: pygame.Rect, n: int, fanned: bool = True) -> pygame.Rect | None:
    """Where the ×N badge of a card standing for `n` cards sits (None for
    one): inside the card, in a fan's lower left corner (the strip the next
    card leaves in sight, under the icon count); on a card lying alone (the
    tray's, which says its copies in the deck along its foot) top right."""
    if n < 2:
        return None
    r = pygame.Rect((0, 0), badge_size(n))
    if fanned:
        r.bottomleft = (card.x + BADGE_INSET, card.bottom - BADGE_INSET)
    else:
        r.topright = (card.right - BADGE_INSET - 1, card.y + BADGE_INSET + 1)
    return r


def badge(n: int) -> pygame.Surface:
    """The gold ×N badge of a card standing for `n` identical cards."""
    def make():
        words = theme.text(count_words(n), BADGE_SIZE, C.INK, "heading")
        s = gfx.rounded_rect(badge_size(n), 7, C.GOLD, theme.darken(C.GOLD, 0.4), 1).copy()
        s.blit(words, words.get_rect(center=(s.get_width() // 2, s.get_height() // 2)))
        return s
    return gfx.made_once(("ion-count", n), make)


def run_step(n: int, fan: int) -> int:
    """How far the next card of a fan lies from a card standing for `n`:
    the fan's step, or more where its badge needs it in sight."""
    return max(fan, badge_size(n)[0] + 2 * BADGE_INSET) if n > 1 else fan
