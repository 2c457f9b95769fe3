"""A player's row on the Isle of Night table: name, the points they would
score if the night ended now (with its breakdown), rings out of 3 and magic
symbols, and their cards grouped by type, each chip showing its icons and,
for a type with a score card on the island, the sets it completes on the
current grid and what they pay there."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import gfx, theme
from game.theme import C
from rules.isle_of_night import content, lookup, scoring

from .card_art import emblem, look, magic_star
from .layout import SeatRow


@dataclass(frozen=True)
class Group:
    """One chip: a type a player owns (or one location)."""
    kind: int
    icons: int
    sets: int            # complete sets on the current grid (-1: no score card for it)
    points: int          # what those sets pay now


@dataclass(frozen=True)
class Preview:
    seat: int
    total: int
    parts: tuple          # (category, points) in BREAKDOWN_KEYS order
    rings: int            # rings claimed this game (the limit counts these)
    magic: int
    groups: tuple         # ((type, cards), ...)
    chips: tuple          # Group per entry of groups


def previews(view) -> list[Preview]:
    """Every player's live preview: open information, so all of them."""
    parts = view.score_breakdown()
    grid = view.score_grid
    where = {lookup.SCORE_TYPE[s]: p for p, s in enumerate(grid)}
    out = []
    for seat, cards in enumerate(view.owned):
        icons = scoring.icon_counts(cards)
        by_type: dict[int, list[int]] = {}
        for c in cards:
            by_type.setdefault(lookup.CARD_TYPE[c], []).append(c)
        groups = tuple((t, tuple(sorted(by_type[t]))) for t in sorted(by_type))
        chips = []
        for t, mine in groups:
            if t >= lookup.NUM_PLAIN_TYPES:
                chips.append(Group(t, 0, -1, 0))
                continue
            p = where.get(t)
            if p is None:
                chips.append(Group(t, icons[t], -1, 0))
            else:
                sets = icons[t] // lookup.SCORE_SET[grid[p]]
                chips.append(Group(t, icons[t], sets, sets * view.side.vp[p]))
        row = parts[seat]
        out.append(Preview(seat, int(sum(row.values())), tuple((k, row.get(k, 0)) for k in scoring.BREAKDOWN_KEYS),
                           view.rings_taken[seat], scoring.magic_symbols(cards), groups, tuple(chips)))
    return out


def draw_seat_row(surface: pygame.Surface, row: SeatRow, pv: Preview, name: str, colour: int,
                  acting: bool) -> None:
    sc = theme.seat_colour(colour)
    r = row.rect
    fill = (24, 36, 70) if acting else (14, 24, 50)
    surface.blit(_row_panel(r.size, fill, sc.rgb), r.topleft)
    surface.blit(theme.text(theme.fit(name, 15, row.name.width), 15, C.TEXT, "semibold"), row.name.topleft)
    total = theme.text(f"{pv.total} VP now", 20 if r.height >= 56 else 17, C.GOLD, "heading")
    surface.blit(total, (row.score.x, row.score.y))
    y = row.score.y + total.get_height() + 1
    if y + 14 <= r.bottom:
        rings = theme.text(f"Rings {pv.rings}/{content.RING_LIMIT}", 13, C.TEXT_DIM, "semibold")
        surface.blit(rings, (row.score.x, y))
        star = magic_star(14)
        sx = row.score.x + rings.get_width() + 10
        surface.blit(star, (sx, y + 1))
        m = theme.text(str(pv.magic), 13, C.TEXT_DIM, "semibold")
        surface.blit(m, (sx + 16, y))
    cap = row.chip_capacity()
    for i, chip in enumerate(pv.chips[:cap]):
        surface.blit(chip_image(chip, row.chip_rect(i).size), row.chip_rect(i))


def _row_panel(size, fill, edge) -> pygame.Surface:
    def make():
        s = gfx.rounded_rect(size, 10, fill, (60, 80, 130), 1, alpha=235).copy()
        pygame.draw.rect(s, edge, (0, 6, 5, size[1] - 12), border_radius=2)
        return s
    return gfx.made_once(("ion-row", size, fill, edge), make)


def chip_image(chip: Group, size) -> pygame.Surface:
    def make():
        w, h = size
        base, accent = look(chip.kind)
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.blit(gfx.rounded_rect(size, 6, (theme.lighten(base, 0.1), theme.darken(base, 0.3)), accent, 1), (0, 0))
        if chip.kind >= lookup.NUM_PLAIN_TYPES:
            img = emblem(chip.kind, max(12, min(w, h) - 16))
            s.blit(img, img.get_rect(center=(w // 2, h // 2 - 5)))
            name = theme.fit(lookup.LOCATION_NAME[chip.kind - lookup.NUM_PLAIN_TYPES].split()[0], 12, w - 4,
                             "semibold")
            t = theme.text(name, 12, C.TEXT, "semibold")
            s.blit(t, t.get_rect(midbottom=(w // 2, h - 1)))
            return s
        tall = h >= 34
        e = min(22, h - 14) if tall else min(18, h - 6)
        s.blit(emblem(chip.kind, e), (3, 2 if tall else (h - e) // 2))
        n = theme.text(str(chip.icons), 14, C.TEXT, "heading")
        s.blit(n, n.get_rect(topright=(w - 4, 2)) if tall else n.get_rect(midleft=(e + 5, h // 2)))
        if chip.sets >= 0:
            words = f"+{chip.points}" if chip.points else ("0" if not tall else "0 VP")
            colour = (150, 240, 150) if chip.points else C.TEXT_DIM
            t = theme.text(words, 12, colour, "semibold")
            s.blit(t, t.get_rect(midbottom=(w // 2, h - 1)) if tall else t.get_rect(midright=(w - 3, h // 2)))
        return s
    return gfx.made_once(("ion-chip", chip, size), make)
