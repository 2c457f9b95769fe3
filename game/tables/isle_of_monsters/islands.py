"""The islands: the centre island and the outer islands, drawn from their Tiled
hex maps (assets/maps, made by the map engineer's script), with the creature
piles and the food on them.

Each map is scaled once into the table's static picture (the map keeps its
scaled copy); its hidden object layer says where things go: "food" (the
region where food tokens lie), "pile" (the cell the creature pile stands on)
and "label" (where the island's name plate goes). Piles and food change, so
they are drawn each frame from the view, a few cached blits each.
"""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.screen import gfx, theme
from game.draw.hexmap import HexMap, Placement
from game.draw.icons import food_disc
from game.screen.theme import C
from rules.core.i18n import _, language, ngettext, pgettext
from rules.isle_of_monsters.actions import CENTRE
from rules.isle_of_monsters.content import FOODS

from .creature_art import card_back, card_image
from .layout import PILE_CARD, IslandGeometry, TableLayout

CENTRE_MAP = "maps/centre_island.tmx"
#: Five outer island looks; outer island i wears look i (mod 5).
OUTER_MAPS = tuple(f"maps/outer_island_{k}.tmx" for k in range(1, 6))

#: How many tokens of one food a stack shows before the number says the rest.
STACK_SHOWN = 4
STACK_STEP = 4


def token_size(width: int, centre: bool) -> int:
    return 30 if centre else max(24, min(28, round(width * 0.13)))


def polygon_centroid(poly: Sequence[tuple[float, float]]) -> tuple[float, float]:
    a = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(a) < 1e-9:
        return (sum(p[0] for p in poly) / n, sum(p[1] for p in poly) / n)
    a *= 0.5
    return (cx / (6 * a), cy / (6 * a))


def _inside(pt, poly) -> bool:
    x, y = pt
    inside = False
    for i in range(len(poly)):
        x0, y0 = poly[i]
        x1, y1 = poly[i - 1]
        if (y0 > y) != (y1 > y) and x < (x1 - x0) * (y - y0) / (y1 - y0) + x0:
            inside = not inside
    return inside


def food_cells(hexmap: HexMap) -> list[tuple[float, float]]:
    """The faces (map pixels) of three cells of the map's food region, one per
    food: the region's three cells on an outer island; the middle row of the
    centre island's meadow. The region is drawn on the raised land, so each
    face is its cell's centre lifted by as much as the region is."""
    poly = hexmap.region("food")[0]
    cells = [c for c in hexmap.cells if _inside(hexmap.cell_center(*c), poly)]
    if not cells:
        raise ValueError(f"{hexmap.path.name}: no cell lies in the food region")
    centres = [hexmap.cell_center(*c) for c in cells]
    lift = sum(y for _, y in centres) / len(centres) - polygon_centroid(poly)[1]
    cx, cy = polygon_centroid(poly)
    if len(centres) > 3:
        nearest = min(centres, key=lambda p: math.hypot(p[0] - cx, p[1] - cy - lift))
        row = sorted((p for p in centres if abs(p[1] - nearest[1]) < 1), key=lambda p: p[0])
        if len(row) >= 3:
            mid = len(row) // 2
            centres = row[mid - 1: mid + 2]
        else:
            centres = sorted(centres, key=lambda p: math.hypot(p[0] - cx, p[1] - cy - lift))[:3]
    centres = sorted(centres, key=lambda p: (round(p[1]), p[0]))
    while len(centres) < 3:           # a region of fewer cells: share them
        centres.append(centres[len(centres) % max(1, len(centres))])
    return [(x, y - lift) for x, y in centres[:3]]


class Islands:
    """The islands of one table layout: where each map lies and where its pile
    and food stacks are."""

    def __init__(self, layout: TableLayout, outer_count: int) -> None:
        self.layout = layout
        self.placements: dict[int, Placement] = {}
        self.geometry: dict[int, IslandGeometry] = {}
        self.token: dict[int, int] = {}
        self.labels: dict[int, tuple[int, int]] = {}
        slot = layout.plan.centre
        self._place(CENTRE, CENTRE_MAP, slot.cx, slot.cy, slot.width)
        for i in range(outer_count):
            s = layout.island_slot(i)
            self._place(i, OUTER_MAPS[i % len(OUTER_MAPS)], s.cx, s.cy, s.width)

    def _place(self, island: int, path: str, cx: int, cy: int, width: int) -> None:
        hexmap = HexMap.load(path)
        content = hexmap.content_rect
        height = round(width * content.height / max(1, content.width))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (cx, cy)
        placed = hexmap.place(rect, "contain")
        self.placements[island] = placed
        centre = island == CENTRE
        tok = token_size(width, centre)
        self.token[island] = tok
        spots = [placed.to_screen(x, y) for x, y in food_cells(hexmap)]
        food = {f: (round(x), round(y)) for f, (x, y) in zip(FOODS, spots)}
        pile = None
        if not centre:
            px, py = placed.point("pile")
            pile = pygame.Rect(0, 0, *PILE_CARD)
            pile.midbottom = (round(px), round(py + 6))
        geo = IslandGeometry(island, rect, pile, food)
        self.geometry[island] = geo
        lx, ly = placed.point("label")
        self.labels[island] = (round(lx), round(ly) + 6)

    def part_rect(self, island: int) -> pygame.Rect:
        """Everything an island's pile and food may cover: the pile with its
        depth, shadow and count, each food's tallest stack with its number."""
        geo = self.geometry[island]
        rects = [self.stack_rect(island, f, STACK_SHOWN).inflate(4, 4).union(
            self.stack_rect(island, f, STACK_SHOWN).move(self.token[island] // 2, -12)) for f in FOODS]
        if geo.pile is not None:
            p = geo.pile
            rects.append(pygame.Rect(p.x - 8, p.y - 32, p.width + 16, p.height + 46))
            rects.append(pygame.Rect(p.centerx - 40, p.y - 32, 80, 24))
        return rects[0].unionall(rects[1:])

    # -- hit tests ---------------------------------------------------------------------
    def stack_rect(self, island: int, food: str, count: int = 1) -> pygame.Rect:
        """The clickable area of one food's stack (as tall as its tokens)."""
        tok = self.token[island]
        x, y = self.geometry[island].food[food]
        shown = max(1, min(count, STACK_SHOWN))
        r = pygame.Rect(0, 0, tok + 4, tok + 4 + (shown - 1) * STACK_STEP)
        r.midbottom = (x, y + tok // 2 + 2)
        return r

    def food_at(self, pos, food_counts: dict[int, Sequence[int]]) -> tuple[int, str] | None:
        """(island, food) of the stack under pos, if there is one."""
        for island, geo in self.geometry.items():
            counts = food_counts.get(island)
            if counts is None:
                continue
            for fi, food in enumerate(FOODS):
                if counts[fi] > 0 and self.stack_rect(island, food, counts[fi]).collidepoint(pos):
                    return island, food
        return None

    def pile_at(self, pos) -> int | None:
        for island, geo in self.geometry.items():
            if geo.pile is not None and geo.pile.inflate(8, 8).collidepoint(pos):
                return island
        return None

    # -- drawing ------------------------------------------------------------------------
    def plate_rect(self, island: int, name: str) -> pygame.Rect:
        """Where the island's name plate lies in the static picture."""
        return name_plate(name, island == CENTRE).get_rect(center=self.labels[island])

    def paint_static(self, surf: pygame.Surface, names: dict[int, str]) -> None:
        """The island maps and their name plates, into the table's static picture."""
        for island, placed in self.placements.items():
            placed.draw(surf)
        for island in self.labels:
            surf.blit(name_plate(names[island], island == CENTRE), self.plate_rect(island, names[island]))

    def draw_stack(self, surf: pygame.Surface, island: int, food: str, count: int) -> None:
        if count <= 0:
            return
        tok = self.token[island]
        x, y = self.geometry[island].food[food]
        disc = food_disc(food, tok)
        shown = min(count, STACK_SHOWN)
        for k in range(shown):
            surf.blit(disc, disc.get_rect(center=(x, y - k * STACK_STEP)))
        if count > 1:
            badge = count_badge(count)
            surf.blit(badge, badge.get_rect(center=(x + tok // 2, y - (shown - 1) * STACK_STEP - tok // 2 + 2)))

    def draw_pile(self, surf: pygame.Surface, island: int, top: str | None, count: int,
                  lift: float = 0.0) -> None:
        geo = self.geometry[island]
        rect = geo.pile
        if rect is None:
            return
        if count <= 0:
            surf.blit(empty_pile(rect.size), rect.topleft)
            return
        back = card_back(*rect.size)
        shadow = card_shadow(rect.size)
        under = min(count - 1, 5)
        surf.blit(shadow, (rect.x - 6 + under, rect.y - 3 + under * 2))
        for k in range(under, 0, -1):
            surf.blit(back, (rect.x + k, rect.y + k * 2))
        face = card_image(top, *rect.size) if top is not None else back
        surf.blit(face, (rect.x, rect.y - lift))
        pill = pile_count(count)
        surf.blit(pill, pill.get_rect(midbottom=(rect.centerx, rect.top - lift - 4)))


# -- small pictures, made once ------------------------------------------------------------


def name_plate(text: str, centre: bool) -> pygame.Surface:
    def make():
        img = theme.text(text, 13 if not centre else 14, (58, 40, 22), "bold")
        w, h = img.get_width() + 18, img.get_height() + 6
        out = pygame.Surface((w, h + 3), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((w, h), h // 2, (0, 0, 0), alpha=70), (0, 3))
        out.blit(gfx.rounded_rect((w, h), h // 2, ((246, 228, 186), (220, 190, 130)), (120, 88, 50), 1), (0, 0))
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return out
    return gfx.made_once(("plate", text, centre), make)


def count_badge(count: int) -> pygame.Surface:
    def make():
        img = theme.text(str(count), 13, C.TEXT, "bold")
        d = max(18, img.get_width() + 8)
        out = pygame.Surface((d, 18), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((d, 18), 9, C.INK, (255, 255, 255), 1, alpha=235), (0, 0))
        out.blit(img, img.get_rect(center=(d // 2, 9)))
        return out
    return gfx.made_once(("count", count), make)


def pile_words(count: int) -> str:
    """A pile's count: "1 card", "2 cards" (French "0 carte", "1 carte", "2 cartes")."""
    return ngettext("{n} card", "{n} cards", count).format(n=count)


def pile_count(count: int) -> pygame.Surface:
    def make():
        img = theme.text(pile_words(count), 12, C.TEXT, "bold")

        w, h = img.get_width() + 12, 17
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((w, h), 8, C.INK, alpha=210), (0, 0))
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return out
    return gfx.made_once(("pile", count, language()), make)


def card_shadow(size: tuple[int, int]) -> pygame.Surface:
    return gfx.made_once(("shadow", size), lambda: gfx.soft_shadow(size, max(4, size[0] // 10), 6, 120))


def empty_pile(size: tuple[int, int]) -> pygame.Surface:
    def make():
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(gfx.rounded_rect(size, 6, (20, 30, 40), alpha=70), (0, 0))
        out.blit(gfx.rounded_outline(size, 6, (240, 230, 200), 2), (0, 0))
        img = theme.text(theme.fit(pgettext("pile", "empty"), 12, w - 4, "bold"), 12, (250, 244, 226), "bold")
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return out
    return gfx.made_once(("empty", size, language()), make)


def island_names(outer_count: int) -> dict[int, str]:
    """The islands' name plates, in the words the log and the refusals use
    ("outer island 2", the rulebook's Outer Island): a plate that said "Island 2"
    left a player to guess which island a line meant."""
    names = {CENTRE: _("Centre island")}
    for i in range(outer_count):
        names[i] = _("Outer island {number}").format(number=i + 1)
    return names


def distance(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])
