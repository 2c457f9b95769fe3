"""The still pictures of the Isle of Night table: the night over the sea (the
backdrop), the island card (a night island) with its score positions and
the swap links between them, and the bonus strip (the magic-majority bonus
and the lantern track). Each is painted once per what it shows
(gfx.made_once)."""
from __future__ import annotations

import pygame

from game.screen import gfx, theme
from game.screen.theme import C, LOGICAL_SIZE
from rules.core.rng import Rng
from rules.core.i18n import _
from rules.isle_of_night import lookup

from . import illustrations
from . import layout as L
from .card_art import emblem, magic_star


def night_backdrop() -> pygame.Surface:
    """A moonlit night over a dark sea, with the table's panels laid on it."""
    def make():
        w, h = LOGICAL_SIZE
        s = gfx.vertical_gradient.__wrapped__((w, h), (8, 12, 36), (10, 34, 60))     # made once: not kept twice
        rng = Rng(7)
        for _star in range(160):
            x, y = int(rng.random() * w), int(rng.random() * h * 0.9)
            b = 120 + int(rng.random() * 120)
            s.set_at((x, y), (b, b, min(255, b + 30)))
        for k in range(14):                      # long low swells on the sea
            y = 420 + k * 22
            pygame.draw.line(s, (18, 48, 80), (0, y), (w, y + 6), 1)
        panel = gfx.rounded_rect(L.CENTRE_PANEL.size, 14, ((20, 30, 64), (12, 20, 46)), (80, 100, 160), 1,
                                 alpha=235)
        s.blit(panel, L.CENTRE_PANEL.topleft)
        return s
    return gfx.made_once(("ion-night",), make)


#: the swap lines between score cards: moonlight, plain on the night blue and
#: unlike the gold that marks what may be clicked
LINK_COLOUR = (196, 222, 255)
LINK_EDGE = (8, 12, 30)
ISLAND_RIM = (120, 150, 210)


def link_ends(surface: pygame.Surface, side, positions: list[pygame.Rect]) -> None:
    """Where each swap line meets a card, a peg on the card's edge, drawn over the
    cards so a short line between close neighbours still shows where it joins."""
    segments = [tuple((round(x), round(y)) for x, y in ends) for ends in L.link_segments(side, positions)]
    for ends in segments:
        for end in ends:
            pygame.draw.circle(surface, LINK_EDGE, end, 6)
    for a, b in segments:
        pygame.draw.line(surface, LINK_COLOUR, a, b, 5)
        for end in (a, b):
            pygame.draw.circle(surface, LINK_COLOUR, end, 4)


def grid_backdrop(side, positions: tuple, island_cells: tuple) -> pygame.Surface:
    """The island card: its name and magic bonus, the island itself (above the
    grid, or over the cells it covers), and the swap links between positions."""
    def make():
        s = pygame.Surface(L.GRID_PANEL.size, pygame.SRCALPHA)
        s.blit(gfx.rounded_rect(L.GRID_PANEL.size, 16, ((30, 44, 84), (14, 24, 52)), (120, 150, 210), 2), (0, 0))
        ox, oy = L.GRID_PANEL.topleft
        title = theme.text(_(side.name), 20, C.GOLD, "heading")
        s.blit(title, (16, 10))
        # beside the title, on two lines where the words need them (French ran past one),
        # three for a longer language (there is room above the grid's top card)
        room = L.GRID_PANEL.width - 30 - title.get_width()
        lines = theme.wrap(_("A conch swaps two cards joined by a line"), 12, room)
        if len(lines) > 3:
            lines = (lines[0], lines[1], theme.fit(" ".join(lines[2:]), 12, room))
        top = (16, 9, 3)[len(lines) - 1]
        for i, line in enumerate(lines):
            note = theme.text(line, 12, C.TEXT_DIM)
            s.blit(note, note.get_rect(topright=(L.GRID_PANEL.width - 14, top + i * 15)))
        if island_cells:
            box = pygame.Rect(island_cells[0]).unionall([pygame.Rect(r) for r in island_cells[1:]])
            box.move_ip(-ox, -oy)
            s.blit(island_picture(box.size), box.topleft)
        for p, r in enumerate(positions):
            rr = pygame.Rect(r).move(-ox, -oy)
            s.blit(gfx.rounded_rect(rr.inflate(6, 6).size, 10, (10, 16, 36), (70, 90, 140), 1),
                   rr.inflate(6, 6).topleft)
        # the swap lines over the cards' frames and the island, edge to edge, light on the dark card
        for p, q in L.link_segments(side, [pygame.Rect(r) for r in positions]):
            a, b = (round(p[0] - ox), round(p[1] - oy)), (round(q[0] - ox), round(q[1] - oy))
            pygame.draw.line(s, LINK_EDGE, a, b, 9)
            pygame.draw.line(s, LINK_COLOUR, a, b, 5)
        return s
    return gfx.made_once(("ion-grid", side.key, positions, island_cells), make)


def island_picture(size) -> pygame.Surface:
    """The island card itself: a night island, palms and a dark peak under
    the moon, ringed by surf (illustrations.ISLAND), rimmed like the
    island's panel, not in gold: gold marks what may be clicked, and the
    island never may."""
    def make():
        s = illustrations.island(size, 10).copy()
        s.blit(gfx.rounded_outline(tuple(size), 10, ISLAND_RIM, 2), (0, 0))
        return s
    return gfx.made_once(("ion-island", tuple(size)), make)


def bonus_strip(bonus: int, lit: int, total: int, most: int, leaders: tuple) -> pygame.Surface:
    """Most magic symbols: +bonus VP, and who leads now with how many (each
    leader by their seat badge, and by name while the names fit); the
    lantern track. `leaders` holds (seat colour, name) pairs."""
    def make():
        s = pygame.Surface(L.BONUS_PANEL.size, pygame.SRCALPHA)
        s.blit(gfx.rounded_rect(L.BONUS_PANEL.size, 12, (18, 28, 60), (100, 120, 180), 1), (0, 0))
        s.blit(magic_star(20), (10, 8))
        head = theme.text(_("Most magic: +{n} VP").format(n=bonus), 15, C.TEXT, "semibold")
        s.blit(head, (34, 8))
        x0 = 206
        _leaders(s, pygame.Rect(12, 32, x0 - 20, 22), most, leaders)
        words = _("Lanterns {lit} of {total}") if lit < total else _("All {total} lanterns lit")
        words = theme.text(theme.fit(words.format(lit=lit, total=total), 15, L.BONUS_PANEL.width - x0 - 8,
                                     "semibold"), 15, C.TEXT, "semibold")
        s.blit(words, (x0, 8))
        lamp = emblem(lookup.LANTERNS, 22)
        dim = lamp.copy()
        dim.set_alpha(70)
        step = min(24, (L.BONUS_PANEL.width - x0 - 8) // max(1, total))
        for k in range(total):
            s.blit(lamp if k < lit else dim, (x0 + k * step, 32))
        return s
    return gfx.made_once(("ion-bonus", bonus, lit, total, most, leaders), make)


def _leaders(s: pygame.Surface, box: pygame.Rect, most: int, leaders: tuple) -> None:
    """"Leading with N:" (or "Tied at N:") then each leader's badge, and their
    names if they all fit."""
    if not leaders:
        s.blit(theme.text(theme.fit(_("Leading: nobody yet"), 13, box.width), 13, C.TEXT_DIM), (box.x, box.y + 3))
        return
    lead = theme.text((_("Leading with {n}:") if len(leaders) == 1 else _("Tied at {n}:")).format(n=most), 13,
                      C.TEXT_DIM)
    s.blit(lead, (box.x, box.y + 3))
    x = box.x + lead.get_width() + 6
    room = box.right - x
    badge = 16
    names = [theme.text(name, 13, C.TEXT, "semibold") for _c, name in leaders]
    with_names = sum(badge + 4 + n.get_width() + 8 for n in names) - 8 <= room
    for (colour, _name), name in zip(leaders, names):
        s.blit(gfx.seat_badge(colour, badge), (x, box.y + 2))
        x += badge + 3
        if with_names:
            s.blit(name, (x + 1, box.y + 3))
            x += name.get_width() + 9
