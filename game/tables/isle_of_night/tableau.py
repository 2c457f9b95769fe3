"""A player's row on the Isle of Night table: name, the points they would
score if the night ended now (with its breakdown), rings out of 3 and magic
symbols, and their cards grouped by type, each chip showing its icons and,
for a type with a score card on the island, the sets it completes on the
current grid and what they pay there."""
from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
from rules.core.i18n import _, ngettext
from rules.isle_of_night import content, lookup, scoring

from . import illustrations
from .card_art import card_face, emblem, look, magic_star, name_lines
from .layout import CHIP_W_WIDE, SeatRow, is_tile


@dataclass(frozen=True)
class Group:
    """One chip: a type a player owns (or one location)."""
    kind: int
    icons: int
    sets: int            # complete sets on the current grid (-1: no score card for it)
    points: int          # what those sets pay now
    places: int = 0      # the locations this chip stands for, when they share one
    cards: int = 1       # the cards of this type held (a small card shows their stack)


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
                chips.append(Group(t, icons[t], -1, 0, cards=len(mine)))
            else:
                sets = icons[t] // lookup.SCORE_SET[grid[p]]
                chips.append(Group(t, icons[t], sets, sets * view.side.vp[p], cards=len(mine)))
        row = parts[seat]
        out.append(Preview(seat, int(sum(row.values())), tuple((k, row.get(k, 0)) for k in scoring.BREAKDOWN_KEYS),
                           view.rings_taken[seat], scoring.magic_symbols(cards), groups, tuple(chips)))
    return out


def shown_chips(pv: Preview, row: SeatRow) -> tuple[tuple, tuple]:
    """The (groups, chips) a row shows: one chip per type and per location,
    except when the chips must be compact: then the locations share one chip
    (its count the number of locations; the large view shows them all), so
    every type a player holds stays in sight and legible."""
    places = [g for g in pv.groups if g[0] >= lookup.NUM_PLAIN_TYPES]
    size = row.chip_size(len(pv.chips))
    if not places or size[0] >= CHIP_W_WIDE or is_tile(size):
        return pv.groups, pv.chips
    plain = [(g, c) for g, c in zip(pv.groups, pv.chips) if c.kind < lookup.NUM_PLAIN_TYPES]
    cards = tuple(c for _t, cs in places for c in cs)
    groups = tuple(g for g, _c in plain) + ((places[0][0], cards),)
    chips = tuple(c for _g, c in plain) + (Group(places[0][0], len(cards), -1, 0, len(cards)),)
    return groups, chips


#: a row's panel, while it is its player's turn and while it is not
ROW_FILL = {True: (24, 36, 70), False: (14, 24, 50)}


def draw_seat_row(surface: pygame.Surface, row: SeatRow, pv: Preview, name: str, colour: int,
                  acting: bool) -> None:
    sc = theme.seat_colour(colour)
    r = row.rect
    surface.blit(_row_panel(r.size, ROW_FILL[acting], sc.rgb), r.topleft)
    surface.blit(gfx.seat_badge(colour, row.badge.width), row.badge.topleft)
    surface.blit(theme.text(theme.fit(name, 15, row.name.width), 15, C.TEXT, "semibold"), row.name.topleft)
    # within the score column (French « 12 PV à présent » ran under the first held card)
    words, size = theme.shrunk(_("{n} VP now").format(n=pv.total), 20 if r.height >= 56 else 17,
                               row.score.width, "heading")
    total = theme.text(words, size, C.GOLD, "heading")
    surface.blit(total, (row.score.x, row.score.y))
    y = row.score.y + total.get_height() + 1
    if y + 14 <= r.bottom:
        rings = theme.text(_("Rings {n}/{limit}").format(n=pv.rings, limit=content.RING_LIMIT), 13, C.TEXT_DIM,
                           "semibold")
        surface.blit(rings, (row.score.x, y))
        star = magic_star(14)
        sx = row.score.x + rings.get_width() + 10
        surface.blit(star, (sx, y + 1))
        m = theme.text(str(pv.magic), 13, C.TEXT_DIM, "semibold")
        surface.blit(m, (sx + 16, y))
    _groups, chips = shown_chips(pv, row)
    for i, chip in enumerate(chips[:row.chip_capacity(len(chips))]):
        rect = row.chip_rect(i, len(chips))
        tile = is_tile(rect.size)
        surface.blit((tile_image if tile else chip_image)(chip, rect.size), rect)
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))           # the words stay on their card, as drawn on it
        (draw_tile_words if tile else draw_chip_words)(surface, chip, rect)
        surface.set_clip(clip)


def prepare_row(row: SeatRow, colour: int) -> None:
    """Makes a row's panel lit and unlit, and its badge, before a turn first shows them."""
    for fill in ROW_FILL.values():
        _row_panel(row.rect.size, fill, theme.seat_colour(colour).rgb)
    gfx.seat_badge(colour, row.badge.width)


def prepare_tiles(rows, chips: list[int], scored: set[int]) -> None:
    """Makes every type's small card, at each depth of stack, at the sizes
    `rows` draw them now and after one more type (a claim brings at most
    one; `chips`: how many chips each row shows now), before play first
    shows one: a type's first small card at a depth was 0.5 to 0.9 ms of its
    frame. `scored`: the types with a score card on the island (their cards
    keep room for what their sets pay). A location's small card is made when
    first claimed (each is claimed once a game, and its scene at every size a
    row may take cost 100 ms more at a table's opening)."""
    sizes = {size for row, n in zip(rows, chips) for k in (n, n + 1) if is_tile(size := row.chip_size(max(1, k)))}
    for size in sorted(sizes):
        for make in type_card_steps(range(lookup.NUM_PLAIN_TYPES), size, scored):
            make()


def _row_panel(size, fill, edge) -> pygame.Surface:
    def make():
        s = gfx.rounded_rect(size, 10, fill, (60, 80, 130), 1, alpha=235).copy()
        pygame.draw.rect(s, edge, (0, 6, 5, size[1] - 12), border_radius=2)
        return s
    return gfx.made_once(("ion-row", size, fill, edge), make)


def chip_image(chip: Group, size) -> pygame.Surface:
    """A type's chip in one of three forms by its size (layout.SeatRow.chip_size):
    tall (icons and count above, points below), wide (points beside the count)
    or compact (the count over the points, beside a smaller emblem); a row
    with room for small cards shows those instead (tile_image). A type's
    words are drawn over its chip by draw_chip_words (as a small card's are:
    a swap changes what every type's sets pay, and the chip stays as it was)."""
    place = chip.kind >= lookup.NUM_PLAIN_TYPES

    def make():
        w, h = size
        base, accent = look(chip.kind)
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.blit(gfx.rounded_rect(size, 6, (theme.lighten(base, 0.1), theme.darken(base, 0.3)), accent, 1), (0, 0))
        if place:
            _place_chip(s, chip, w, h)
            return s
        tall = h >= 34
        e = min(22, h - 14) if tall else min(18, h - 6)
        s.blit(emblem(chip.kind, e), (3, 2 if tall else (h - e) // 2))
        return s
    return gfx.made_once(("ion-chip", chip if place else chip.kind, tuple(size)), make)


def draw_chip_words(surface: pygame.Surface, chip: Group, rect: pygame.Rect) -> None:
    """A type's chip's words (its icons, and what its sets pay), over its chip at `rect`."""
    if chip.kind >= lookup.NUM_PLAIN_TYPES:
        return
    x, y, w, h = rect
    tall, compact = h >= 34, w < CHIP_W_WIDE
    e = min(22, h - 14) if tall else min(18, h - 6)
    n = theme.text(str(chip.icons), 14, C.TEXT, "heading")
    if compact:           # the count, over the points when they are worth something now
        at = n.get_rect(topright=(w - 4, -1)) if chip.points else n.get_rect(midright=(w - 5, h // 2))
    else:
        at = n.get_rect(topright=(w - 4, 2)) if tall else n.get_rect(midleft=(e + 5, h // 2))
    surface.blit(n, at.move(x, y))
    if chip.sets >= 0 and not (compact and not chip.points):
        words = f"+{chip.points}" if chip.points else ("0" if not tall else _("0 VP"))
        colour = (150, 240, 150) if chip.points else C.TEXT_DIM
        t = theme.text(words, 12, colour, "semibold")
        if tall:
            at = t.get_rect(midbottom=(w // 2, h - 1))
        elif compact:
            at = t.get_rect(bottomright=(w - 4, h + 1))
        else:
            at = t.get_rect(midright=(w - 3, h // 2))
        surface.blit(t, at.move(x, y))


#: how far each card under the top one of a small card's stack shows, and the most shown
STACK_STEP, STACK_MOST = 3, 3


def tile_image(chip: Group, size) -> pygame.Surface:
    """A type a player holds as a small card: its figure (a location, its
    scene and name) and the cards under it showing as a stack. A type's
    words (×icons at its foot and, for a type with a score card on the
    island, what its sets pay there now) are drawn over it by
    draw_tile_words: a swap on the island changes every player's points, and
    the card under them stays as it was (a new small card was 0.1 ms, and a
    swap asked for one for most types at the table)."""
    under = min(chip.cards, STACK_MOST) - 1
    place = chip.kind >= lookup.NUM_PLAIN_TYPES
    key = ("ion-tile", chip if place else (chip.kind, chip.sets >= 0), under, tuple(size))

    def make():
        w, h = size
        base, accent = look(chip.kind)
        cw, ch = w - under * STACK_STEP, h - under * STACK_STEP
        s = pygame.Surface(size, pygame.SRCALPHA)
        back = gfx.rounded_rect((cw, ch), 6, (theme.darken(base, 0.2), theme.darken(base, 0.45)),
                                theme.darken(accent, 0.3), 1)
        for k in range(under, 0, -1):               # the cards beneath, up and to the right
            s.blit(back, (k * STACK_STEP, (under - k) * STACK_STEP))
        face = pygame.Surface((cw, ch), pygame.SRCALPHA)
        face.blit(gfx.rounded_rect((cw, ch), 6, (theme.lighten(base, 0.14), theme.darken(base, 0.32)),
                                   theme.lighten(accent, 0.1), 1), (0, 0))
        if place:
            _place_tile(face, chip, cw, ch)
        else:
            _type_figure(face, chip, cw, ch)
        s.blit(face, (0, under * STACK_STEP))
        return s
    return gfx.made_once(key, make)


def _tile_foot(chip: Group, h: int) -> int:
    """The rows at a type's small card's foot kept for its words."""
    return 34 if chip.sets >= 0 and h >= 80 else 20


def _type_figure(s: pygame.Surface, chip: Group, w: int, h: int) -> None:
    e = min(w - 6, h - _tile_foot(chip, h) - 4)
    img = emblem(chip.kind, e)
    s.blit(img, img.get_rect(midtop=(w // 2, 3)))


def draw_tile_words(surface: pygame.Surface, chip: Group, rect: pygame.Rect) -> None:
    """A type's small card's words, over its top card (tile_image) at `rect`."""
    if chip.kind >= lookup.NUM_PLAIN_TYPES:
        return
    under = min(chip.cards, STACK_MOST) - 1
    x, y = rect.x, rect.y + under * STACK_STEP
    w, h = rect.w - under * STACK_STEP, rect.h - under * STACK_STEP
    count = theme.text(f"×{chip.icons}", 16 if w >= 60 else 14, C.TEXT, "heading")
    if chip.sets < 0:
        surface.blit(count, count.get_rect(midbottom=(x + w // 2, y + h - 2)))
        return
    words = f"+{chip.points}" if chip.points else (_("0 VP") if w >= 60 else "0")
    pts = theme.text(words, 12, (150, 240, 150) if chip.points else C.TEXT_DIM, "semibold")
    if _tile_foot(chip, h) > 20:           # the count over what its sets pay
        surface.blit(count, count.get_rect(midbottom=(x + w // 2, y + h - 16)))
        surface.blit(pts, pts.get_rect(midbottom=(x + w // 2, y + h - 1)))
    else:
        surface.blit(count, count.get_rect(bottomleft=(x + 4, y + h - 2)))
        surface.blit(pts, pts.get_rect(bottomright=(x + w - 4, y + h - 3)))


def type_card_steps(kinds, size, scored: set[int]) -> list:
    """Making the small cards (at every depth of stack) or the chips of the
    plain types `kinds` at `size`, one picture a step: a claim that brings a
    row one more type draws every type in the row at a new size, and a row
    crowded into chips draws them all as chips (1.5 to 2 ms of that frame)."""
    def group(kind: int, cards: int = 1) -> Group:
        return Group(kind, 0, 0 if kind in scored else -1, 0, cards=cards)
    if is_tile(size):
        return [functools.partial(tile_image, group(k, c), size) for k in sorted(kinds)
                for c in range(1, STACK_MOST + 1)]
    return [functools.partial(chip_image, group(k), size) for k in sorted(kinds)]


def location_tile_steps(kind: int, size) -> list:
    """Making location `kind`'s small card at `size` in two steps of about a
    millisecond each (its scene, then the card around it): the table takes
    them in still frames while the location lies in the centre, as the whole
    card made at once was 3 to 5 ms of the frame its claim landed in."""
    w, h = size
    code = lookup.LOCATION_CODES[kind - lookup.NUM_PLAIN_TYPES]
    return [lambda: _place_scene(code, w, _place_words(kind, w, h)[0]),
            lambda: tile_image(Group(kind, 0, -1, 0), size)]


def _place_scene(code: str, w: int, scene_h: int) -> pygame.Surface:
    return illustrations.scene(code, (w - 6, scene_h), 4)


#: a line of a location's name on its small card (11-12 px and its gap)
NAME_LINE = 13


def _place_words(kind: int, w: int, h: int) -> tuple[int, int, tuple[str, ...]]:
    """A location's small card w x h: its scene's height, and its name's size
    and lines. The scene takes half the card and the name two lines under it,
    a third where the card holds one (a longer language's long word, broken);
    a name those lines would cut ("Starwa…" on a narrow card of a four-player
    row) takes a third line from the scene instead."""
    name = _(lookup.LOCATION_NAME[kind - lookup.NUM_PLAIN_TYPES])
    scene_h = int(h * 0.5)
    size, lines = name_lines(name, w - 6, most=3 if h - 6 - scene_h >= 3 * NAME_LINE else 2)
    if any(line.endswith("…") for line in lines) and h - 6 - 3 * NAME_LINE >= h // 3:
        scene_h = h - 6 - 3 * NAME_LINE
        size, lines = name_lines(name, w - 6, most=3)
    return scene_h, size, lines


def _place_tile(s: pygame.Surface, chip: Group, w: int, h: int) -> None:
    code = lookup.LOCATION_CODES[chip.kind - lookup.NUM_PLAIN_TYPES]
    scene_h, size, lines = _place_words(chip.kind, w, h)
    pic = _place_scene(code, w, scene_h)
    s.blit(pic, (3, 3))
    y = 3 + pic.get_height() + max(1, (h - 6 - pic.get_height() - len(lines) * (size + 2)) // 2)
    for line in lines:
        t = theme.text(line, size, C.TEXT, "semibold")
        s.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += size + 2


def _place_chip(s: pygame.Surface, chip: Group, w: int, h: int) -> None:
    """A location's chip: its emblem and the first word of its name; the chip
    the locations share shows how many there are."""
    tall = h >= 34
    img = emblem(chip.kind, max(12, min(w, h) - 16) if tall else h - 8)
    if tall:
        s.blit(img, img.get_rect(center=(w // 2, h // 2 - 5)))
        words = (ngettext("{n} place", "{n} places", chip.places).format(n=chip.places) if chip.places
                 else _(lookup.LOCATION_NAME[chip.kind - lookup.NUM_PLAIN_TYPES]).split()[0])
        t = theme.text(theme.fit(words, 12, w - 4, "semibold"), 12, C.TEXT, "semibold")
        s.blit(t, t.get_rect(midbottom=(w // 2, h - 1)))
        return
    if chip.places:
        s.blit(img, (3, (h - img.get_height()) // 2))
        t = theme.text(str(chip.places), 14, C.TEXT, "heading")
        s.blit(t, t.get_rect(midright=(w - 4, h // 2)))
        return
    # a low chip has no room for the emblem beside the name: the name, on two lines
    name = _(lookup.LOCATION_NAME[chip.kind - lookup.NUM_PLAIN_TYPES])
    size, lines = name_lines(name, w - 6, (12, 11) if h >= 30 else (11,))
    step = min(size + 2, (h - 2) // len(lines))
    y = (h - step * len(lines)) // 2
    for line in lines:
        t = theme.text(line, size, C.TEXT, "semibold")
        s.blit(t, t.get_rect(midtop=(w // 2, y - 1)))
        y += step


def chip_zoom(cards: tuple, size, room: int) -> pygame.Surface:
    """The large view of a chip: its type's card with the most icons, or every
    location of the chip the locations share, side by side (smaller when
    they would not fit in `room` pixels)."""
    w, h = size
    places = [c for c in cards if lookup.CARD_TYPE[c] >= lookup.NUM_PLAIN_TYPES]
    if len(places) < 2:
        return card_face(max(cards, key=lambda c: (lookup.CARD_ICONS[c], c)), w, h)
    gap = 8
    cw = min(w, (room - gap * (len(places) - 1)) // len(places))
    ch = cw * h // w

    def make():
        s = pygame.Surface((len(places) * (cw + gap) - gap, ch), pygame.SRCALPHA)
        for k, c in enumerate(places):
            s.blit(card_face(c, cw, ch), (k * (cw + gap), 0))
        return s
    return gfx.made_once(("ion-places", tuple(places), cw, ch), make)
