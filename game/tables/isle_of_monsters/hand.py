"""The scare phase's hand: the mature creatures of the seat looking, fanned
along the bottom of the table. Click cards to choose them (one element at a
time: a card of another element starts a new choice), then Play.

The fan is drawn from the view's hand of the seat looking and nothing else;
the choice lives here only until it is played (the table clears it whenever
the seat looking changes).
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.screen import gfx, theme
from game.draw.icons import element_icon, score_medallion
from game.screen.theme import C
from rules.core.i18n import N_, _, language, ngettext
from rules.isle_of_monsters.actions import element_name
from rules.isle_of_monsters.content import CARDS, ELEMENTS

from .creature_art import card_image
from .layout import HAND_CARD, HAND_TRAY, OWN_SCORE

FAN_LEFT, FAN_RIGHT = HAND_TRAY.left + 150, HAND_TRAY.left + 748
TAB_X = HAND_TRAY.left + 14            # the "All fire" / "All earth" / "All water" tabs
FAN_BASE = HAND_TRAY.bottom - 8          # the bottom of an unraised card
RAISE = 26                               # how far a chosen card rises
GROUP_GAP = 22                           # between the fire, earth and water groups
MAX_TILT = 10.0                          # degrees at the ends of a full fan


def hand_order(hand) -> list[str]:
    """Grouped by element (fire, earth, water), then by scare value."""
    return sorted(hand, key=lambda c: (ELEMENTS.index(CARDS[c].element), CARDS[c].value, c))


@lru_cache(maxsize=512)
def _tilted(card: str, angle10: int, w: int, h: int) -> pygame.Surface:
    img = card_image(card, w, h)
    if angle10 == 0:
        return img
    return pygame.transform.rotozoom(img, angle10 / 10, 1.0)


class HandFan:
    def __init__(self) -> None:
        self.selected: list[str] = []
        self.hover: str | None = None
        self._rects_key: tuple | None = None
        self._rects: list[tuple[str, pygame.Rect, float]] = []

    def clear(self) -> None:
        self.selected = []
        self.hover = None

    # -- geometry -------------------------------------------------------------------
    def slots(self, hand) -> list[tuple[str, pygame.Rect, float]]:
        """(card, upright rect at rest, tilt in degrees) for each card, left to right."""
        key = tuple(hand)
        if key != self._rects_key:
            self._rects_key = key
            order = hand_order(hand)
            n = len(order)
            w, h = HAND_CARD
            span = FAN_RIGHT - FAN_LEFT
            # a little space between the elements' groups, when the fan has room
            breaks = sum(1 for i in range(1, n) if CARDS[order[i]].element != CARDS[order[i - 1]].element)
            gap = GROUP_GAP if n > 1 and (w + 10) * (n - 1) + GROUP_GAP * breaks + w <= span else 0
            step = min(w + 10, (span - w - gap * breaks) / max(1, n - 1)) if n > 1 else 0
            width = w + step * (n - 1) + gap * breaks
            x0 = (FAN_LEFT + FAN_RIGHT) / 2 - width / 2
            out = []
            x = x0
            for i, c in enumerate(order):
                if i and CARDS[c].element != CARDS[order[i - 1]].element:
                    x += gap
                u = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0.0
                tilt = -u * MAX_TILT * min(1.0, n / 7)
                drop = abs(u) ** 2 * 14 * min(1.0, n / 7)
                r = pygame.Rect(round(x), round(FAN_BASE - h + drop), w, h)
                out.append((c, r, tilt))
                x += step
            self._rects = out
        return self._rects

    def card_rect(self, hand, card: str) -> pygame.Rect:
        for c, r, _ in self.slots(hand):
            if c == card:
                return r.move(0, -RAISE) if c in self.selected else r
        raise KeyError(card)

    def click_point(self, hand, card: str) -> tuple[int, int]:
        """A point on the part of the card no other card covers (its left strip,
        as each card lies over the one on its left)."""
        slots = self.slots(hand)
        r = self.card_rect(hand, card)
        i = [c for c, _, _ in slots].index(card)
        visible = r.width if i == len(slots) - 1 else slots[i + 1][1].left - slots[i][1].left
        return (r.left + max(4, min(visible, r.width) // 2), r.top + 40)

    def card_at(self, hand, pos) -> str | None:
        """The topmost card under pos (cards further right lie on top)."""
        for c, r, _ in reversed(self.slots(hand)):
            rr = r.move(0, -RAISE) if c in self.selected else r
            if rr.collidepoint(pos):
                return c
        return None

    # -- choosing -------------------------------------------------------------------
    def toggle(self, card: str) -> str | None:
        """Adds or removes a card; a card of another element starts a new choice.
        Returns a note for the player when the choice was restarted."""
        if card in self.selected:
            self.selected.remove(card)
            return None
        note = None
        if self.selected and CARDS[self.selected[0]].element != CARDS[card].element:
            note = _("All the creatures you play must be of one element: now choosing {element}").format(
                element=element_name(CARDS[card].element))
            self.selected = []
        self.selected.append(card)
        return note

    def select_element(self, hand, element: str) -> None:
        self.selected = [c for c in hand_order(hand) if CARDS[c].element == element]

    def summary(self) -> str:
        if not self.selected:
            return _("Choose creatures")
        element = element_name(CARDS[self.selected[0]].element)
        total = sum(CARDS[c].value for c in self.selected)
        n = len(self.selected)
        return ngettext("one {element} · total {total}", "{n} {element} · total {total}", n).format(
            n=n, element=element, total=total)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, hand, t: float, enabled: bool = True) -> None:
        surf.blit(tray(), HAND_TRAY.topleft)
        for element, rect in self.group_tabs(hand):
            surf.blit(tab_image(element), rect)
        for c, r, tilt in self.slots(hand):
            chosen = c in self.selected
            rr = r.move(0, -RAISE) if chosen else r
            if c == self.hover and enabled and not chosen:
                rr = rr.move(0, -8)
            img = _tilted(c, round(tilt * 10), r.width, r.height)
            shadow = gfx.soft_shadow(r.size, 8, 8, 120)
            surf.blit(shadow, shadow.get_rect(center=(rr.centerx + 2, rr.centery + 6)))
            if chosen:
                glow = chosen_glow((r.width + 12, r.height + 12))
                glow.set_alpha(int(170 + 70 * math.sin(t * 5)))
                surf.blit(glow, glow.get_rect(center=rr.center))
            surf.blit(img, img.get_rect(center=rr.center))
            if self.selected and not chosen and CARDS[c].element != CARDS[self.selected[0]].element:
                veil = gfx.rounded_rect(r.size, 8, C.ABYSS, alpha=120)
                surf.blit(veil, veil.get_rect(center=rr.center))

    def group_tabs(self, hand) -> list[tuple[str, pygame.Rect]]:
        """A tab for each element in the hand, down the tray's left edge: click
        to choose all the creatures of that element."""
        out = []
        present = [e for e in ELEMENTS if any(CARDS[c].element == e for c in hand)]
        y = HAND_TRAY.top + 26
        for element in present:
            rect = tab_image(element).get_rect(topleft=(TAB_X, y))
            out.append((element, rect))
            y += rect.height + 10
        return out


def draw_own_score(surf: pygame.Surface, score: int, label: str) -> None:
    """The chooser's score in the tray, above Play: the tray covers the seat's
    own info box, and the score is what a scare play is chosen for."""
    surf.blit(own_score_chip(score, label), OWN_SCORE.topleft)


@lru_cache(maxsize=32)
def own_score_chip(score: int, label: str) -> pygame.Surface:
    w, h = OWN_SCORE.size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(gfx.rounded_rect((w, h), 12, ((30, 62, 92), (18, 42, 68)), C.PANEL_EDGE, 1), (0, 0))
    med = score_medallion(score, h - 10)
    out.blit(med, med.get_rect(midleft=(6, h // 2 + 1)))
    words = theme.text(theme.fit(label, 16, w - h - 16, "semibold"), 16, C.TEXT, "semibold")
    out.blit(words, words.get_rect(midleft=(h + 4, h // 2)))
    return out


@lru_cache(maxsize=4)
def chosen_glow(size: tuple[int, int]) -> pygame.Surface:
    return gfx.rounded_rect(size, 12, C.GOLD).copy()


def tray() -> pygame.Surface:
    return _tray()


@lru_cache(maxsize=1)
def _tray() -> pygame.Surface:
    w, h = HAND_TRAY.size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    band = gfx.vertical_gradient.__wrapped__((w, h), (6, 18, 32), (4, 12, 24))     # made once: not kept twice
    band.set_alpha(225)
    out.blit(band, (0, 0))
    pygame.draw.line(out, C.PANEL_EDGE, (0, 0), (w, 0), 2)
    return out


#: a hand tab's words: every creature of one element (French "Toute l'eau")
ALL_OF = {"fire": N_("All fire"), "earth": N_("All earth"), "water": N_("All water")}


def tab_image(element: str) -> pygame.Surface:
    return _tab_image(element, language())


@lru_cache(maxsize=8)
def _tab_image(element: str, lang: str) -> pygame.Surface:
    label = _(ALL_OF[element])
    room = 118 - 34 - 6
    size = 14 if theme.font(14, "bold").size(label)[0] <= room else 12
    img = theme.text(theme.fit(label, size, room, "bold"), size, C.TEXT, "bold")

    icon = element_icon(element, 20)
    w, h = 118, 32
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(gfx.rounded_rect((w, h), 10, ((44, 96, 136), (26, 66, 102)), C.PANEL_EDGE, 1), (0, 0))
    out.blit(icon, icon.get_rect(midleft=(8, h // 2)))
    out.blit(img, img.get_rect(midleft=(34, h // 2)))
    return out
