"""A seat at the table: the cage board(s) with their creatures and the food fed
to them, and the info box (name, score medallion, mature pile, the draw bag,
passed / choosing / chosen).

The wooden boards, the empty cages and the name never change: they are painted
once into the table's static picture (`paint_static`). What changes is painted
by `SeatPainter` into one surface per seat, remade only when what it shows
changes (its key), so a frame costs one blit per seat.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.screen import gfx, theme
from game.draw.icons import bag_icon, food_disc, score_medallion
from game.screen.theme import C
from rules.core.i18n import N_, _
from rules.isle_of_monsters.content import FOODS

from .creature_art import card_back, card_image, feeding_space_radius, space_centres
from .layout import SeatGeometry

BAG_SIZE = 32
#: the furthest left (from the name's badge) a computer seat's level may start
TAG_LEFTMOST = 12
WOOD = ((150, 108, 66), (110, 76, 44))
WOOD_EDGE = (62, 40, 24)
CAGE_FLOOR = ((58, 44, 34), (40, 30, 24))
BAR = (120, 96, 70)


@dataclass(frozen=True)
class CageShown:
    """What one cage shows: its creature and the tokens on its spaces (per food)."""
    card: str
    fed: tuple[int, int, int]


@dataclass(frozen=True)
class SeatShown:
    """Everything the dynamic part of a seat shows (it is also the cache key)."""
    cages: tuple[CageShown | None, ...]
    score: int
    mature: int
    bag: bool
    passed: bool
    status: str          # "", "turn", "choosing", "chosen", "out", "duel"


def medallion_size(geo: SeatGeometry) -> int:
    return 40 if geo.size == "big" else 36


def paint_static(surf: pygame.Surface, geo: SeatGeometry, name: str, colour: int, ai_label: str) -> None:
    """The boards with empty cages, and the info box with the seat's badge and name."""
    for board in geo.boards:
        surf.blit(gfx.soft_shadow(board.size, 10, 8, 110), (board.x - 8, board.y - 4))
        surf.blit(gfx.rounded_rect(board.size, 10, WOOD, WOOD_EDGE, 2), board.topleft)
        # plank seams
        for k in (1, 2):
            y = board.y + board.height * k // 3
            pygame.draw.line(surf, (128, 90, 54), (board.x + 6, y), (board.right - 7, y), 1)
    for cage in geo.cages:
        surf.blit(empty_cage(cage.size), cage.topleft)
    info = geo.info
    sc = theme.seat_colour(colour)
    surf.blit(gfx.soft_shadow(info.size, 10, 8, 110), (info.x - 8, info.y - 4))
    surf.blit(gfx.rounded_rect(info.size, 10, ((24, 62, 96), (14, 40, 66)), C.PANEL_EDGE, 2), info.topleft)
    stripe = gfx.rounded_rect((info.width - 8, 4), 2, sc.rgb)
    surf.blit(stripe, (info.x + 4, info.y + 3))
    badge = gfx.seat_badge(colour, 22)
    bx, by = geo.name_pos
    surf.blit(badge, badge.get_rect(midleft=(bx - 2, by)))
    room = info.right - (bx + 24) - 6
    img = theme.text(theme.fit(name, 15, room, "heading"), 15, C.TEXT, "heading")
    surf.blit(img, img.get_rect(midleft=(bx + 24, by)))
    if ai_label:
        # under the name; a label too long for that (a longer language's "Normal AI")
        # starts further left, under the badge's edge, rather than losing its end
        right = info.right - 5
        width = theme.font(11, "semibold").size(ai_label)[0]
        x = max(bx + TAG_LEFTMOST, min(bx + 25, right - width))
        tag = theme.text(theme.fit(ai_label, 11, right - x, "semibold"), 11, C.TEXT_DIM, "semibold")
        surf.blit(tag, (x, by + 8))


def empty_cage(size: tuple[int, int]) -> pygame.Surface:
    return gfx.made_once(("cage", size), lambda: _paint_empty_cage(size))


def _paint_empty_cage(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(gfx.rounded_rect(size, 7, CAGE_FLOOR, (30, 20, 14), 2), (0, 0))
    bars = 5
    for k in range(1, bars + 1):
        x = round(w * k / (bars + 1))
        pygame.draw.line(out, BAR, (x, 5), (x, h - 6), 2)
        pygame.draw.line(out, (160, 132, 100), (x - 1, 5), (x - 1, h - 6), 1)
    for y in (6, h - 7):
        pygame.draw.line(out, (150, 120, 88), (4, y), (w - 5, y), 3)
    return out


def fed_positions(card: str, rect: pygame.Rect, fed) -> list[tuple[float, float, str, bool]]:
    """(x, y, food, has_token) of each feeding space of a card lying in rect: the
    first `fed[food]` printed spaces of each food hold its tokens."""
    seen = [0, 0, 0]
    out = []
    for x, y, food in space_centres(card, rect.width, rect.height):
        fi = FOODS.index(food)
        out.append((rect.x + x, rect.y + y, food, seen[fi] < fed[fi]))
        seen[fi] += 1
    return out


def draw_creature(surf: pygame.Surface, card: str, rect: pygame.Rect, fed) -> None:
    """A creature card in a cage with the tokens fed to it."""
    surf.blit(card_image(card, rect.width, rect.height), rect.topleft)
    d = round(feeding_space_radius(rect.width) * 2) + 3      # a token covers its printed space
    for x, y, food, has in fed_positions(card, rect, fed):
        if has:
            tok = food_disc(food, d)
            surf.blit(tok, tok.get_rect(center=(round(x), round(y) + 1)))


class SeatPainter:
    """The changing part of one seat, repainted only when it changes."""

    def __init__(self, geo: SeatGeometry) -> None:
        self.geo = geo
        self._key: SeatShown | None = None
        self._surf: pygame.Surface | None = None

    def surface(self, shown: SeatShown) -> pygame.Surface:
        if shown != self._key or self._surf is None:
            self._key = shown
            surf = self._paint(shown)
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._surf = surf
        return self._surf

    def _paint(self, shown: SeatShown) -> pygame.Surface:
        geo = self.geo
        ox, oy = geo.panel.topleft
        out = pygame.Surface(geo.panel.size, pygame.SRCALPHA)
        for rect, cage in zip(geo.cages, shown.cages):
            if cage is not None:
                draw_creature(out, cage.card, rect.move(-ox, -oy), cage.fed)
        if shown.passed:
            for board in geo.boards:
                out.blit(gfx.rounded_rect(board.size, 10, C.ABYSS, alpha=120), (board.x - ox, board.y - oy))
        # the info box
        sx, sy = geo.score
        med = score_medallion(shown.score, medallion_size(geo))
        out.blit(med, med.get_rect(center=(sx - ox, sy - oy)))
        m = geo.mature.move(-ox, -oy)
        if shown.mature > 0:
            back = card_back(*m.size)
            if shown.mature > 1:
                out.blit(back, m.move(3, 2))
            out.blit(back, m)
            badge = _count_chip(shown.mature)
            out.blit(badge, badge.get_rect(center=(m.right + 1, m.bottom - 3)))
        else:
            out.blit(gfx.rounded_outline(m.size, 4, (120, 150, 176), 1), m)
        if shown.bag:
            bag = bag_icon(BAG_SIZE)
            bx, by = geo.bag
            out.blit(bag, bag.get_rect(center=(bx - ox, by - oy)))
        status = STATUS_WORDS.get(shown.status)
        if shown.passed:
            status = (N_("Passed"), (230, 110, 80))
        if status is not None:
            words, colour = status
            chip = _status_chip(_(words), colour)
            out.blit(chip, chip.get_rect(midleft=(geo.info.x - ox + 7, geo.info.bottom - oy - 12)))
        return out


STATUS_WORDS = {
    "turn": (N_("Playing"), (247, 202, 84)),
    "yours": (N_("Your turn"), (247, 202, 84)),
    "choosing": (N_("Choosing…"), (176, 196, 210)),
    "chosen": (N_("Ready"), (120, 210, 130)),
    "out": (N_("No creatures"), (150, 160, 170)),
    "duel": (N_("In the duel"), (247, 202, 84)),

}


def _count_chip(count: int) -> pygame.Surface:
    def make():
        img = theme.text(str(count), 12, C.INK, "bold")
        d = max(17, img.get_width() + 7)
        out = pygame.Surface((d, 17), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((d, 17), 8, C.SAND, C.INK, 1), (0, 0))
        out.blit(img, img.get_rect(center=(d // 2, 8)))
        return out
    return gfx.made_once(("mchip", count), make)


def _status_chip(words: str, colour) -> pygame.Surface:
    def make():
        img = theme.text(words, 11, C.INK, "bold")
        w, h = img.get_width() + 10, 16
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((w, h), 8, colour), (0, 0))
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return out
    return gfx.made_once(("status", words, colour), make)
