"""Survive the Island's pieces, drawn by code as original art and made once:
island tiles with their depth (beach one layer, forest two, mountain three),
adventurers as meeples in their colour with the colour's letter (and their
value when the seat looking may know it), rafts, the creatures as themselves
(creature_art: each on a base ringed in its die colour, with its letter on a
tab), Piranha tiles, Egg tokens and the tile backs. Colour is never alone:
every piece has a shape or a letter too."""
from __future__ import annotations

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
from rules.survive_the_island import content

from .creature_art import DIE_COLOUR, MEEPLE_CHEST, MEEPLE_TALL, creature_figure, figure_only, meeple

#: adventurer colours (rules' COLOURS order) -> fill, and the letter drawn on them
#: (the seat colours' own, so an adventurer matches its seat's badge)
ADVENTURER_FILL = {sc.name.lower(): sc.rgb for sc in theme.SEAT_COLOURS}
#: each adventurer colour's initial in English: theme.colour_letter gives it in the language in use
ADVENTURER_LETTER = {"red": "R", "blue": "B", "green": "G", "yellow": "Y", "purple": "P"}
#: creature colours (the die's faces)
CREATURE_FILL = DIE_COLOUR
#: terrain -> (top, side) colours; the number of layers under the top
TERRAIN_LOOK = {"beach": ((240, 214, 150), (190, 150, 90), 1),
                "forest": ((78, 160, 84), (40, 96, 52), 2),
                "mountain": ((150, 142, 136), (92, 84, 80), 3)}
LAYER = 4          # pixels of depth a layer
#: the size of a rescue island's count of a colour's crowd (crowd_count)
COUNT_TEXT = 12
#: an erupted Volcano stands as deep as the mountain tile it was
VOLCANO_LAYERS = TERRAIN_LOOK["mountain"][2]
PIRANHA_GREEN = (48, 130, 84)
#: a Piranha tile's water: the sea's blue, murkier
PIRANHA_WATER = (30, 84, 118)

BACK_ICON = {content.GREEN_CREATURE: ("creature", CREATURE_FILL["green"]),
             content.BLUE_CREATURE: ("creature", CREATURE_FILL["blue"]),
             content.RAFT: ("raft", (160, 110, 60)), content.WHIRLPOOL: ("whirl", (70, 150, 200)),
             content.VOLCANO: ("volcano", C.LAVA), content.PIRANHA_EFFECT: ("school", (60, 150, 90)),
             content.EGG: ("egg", (230, 220, 190)), content.PADDLES: ("paddle", (190, 140, 80)),
             content.DOLPHIN: ("dolphin", (80, 170, 220)), content.MOVE_CREATURE: ("arrow", (200, 90, 160)),
             content.CREATURE_DIE: ("die", (240, 240, 240)), content.REPELLENT: ("shield", (240, 200, 80)),
             content.PIRANHA: ("piranha", (60, 150, 90))}


def seat_palette(colours_of_seat, seat_colours) -> tuple[str, ...]:
    """The colour each of the rules' adventurer colours is drawn in: a seat's
    first colour is the seat colour its player chose (game/screen/theme.py, by index),
    so its adventurers match its badge; a second colour (two players play two
    each) is the first seat colour nobody chose."""
    names = [sc.name.lower() for sc in theme.SEAT_COLOURS]
    chosen = [names[i % len(names)] for i in seat_colours]
    spare = [n for n in names if n not in chosen]
    out = {}
    for seat, colours in enumerate(colours_of_seat):
        for k, c in enumerate(colours):
            out[c] = chosen[seat] if k == 0 else (spare.pop(0) if spare else content.COLOURS[c])
    return tuple(out.get(c, content.COLOURS[c]) for c in range(max(out, default=-1) + 1))


def seat_colour_index(palette_colour: str) -> int:
    """The seat colour (game/screen/theme.py SEAT_COLOURS, by index) a palette colour
    (seat_palette's names) is: what a badge in that colour is drawn with."""
    return [sc.name.lower() for sc in theme.SEAT_COLOURS].index(palette_colour)


def _hex_points(w: float, h: float, cx: float, cy: float) -> list[tuple[float, float]]:
    """A pointy-top hexagon w wide and h tall centred on (cx, cy)."""
    return [(cx, cy - h / 2), (cx + w / 2, cy - h / 4), (cx + w / 2, cy + h / 4),
            (cx, cy + h / 2), (cx - w / 2, cy + h / 4), (cx - w / 2, cy - h / 4)]


def island_tile(terrain: str, w: int, h: int) -> pygame.Surface:
    """An island tile seen from above at a slant: its layers stacked, the top
    lifted by its depth. The picture is w x (h + depth); its top hexagon's centre
    is at (w/2, h/2)."""
    def make() -> pygame.Surface:
        top, side, layers = TERRAIN_LOOK[terrain]
        depth = LAYER * layers
        s = pygame.Surface((w + 2, h + depth + 2), pygame.SRCALPHA)
        for k in range(layers, 0, -1):
            y = h / 2 + 1 + k * LAYER
            shade = theme.darken(side, 0.08 * k)
            pygame.draw.polygon(s, shade, _hex_points(w - 2, h - 2, w / 2 + 1, y))
            pygame.draw.polygon(s, theme.darken(shade, 0.3), _hex_points(w - 2, h - 2, w / 2 + 1, y), 1)
        pts = _hex_points(w - 2, h - 2, w / 2 + 1, h / 2 + 1)
        pygame.draw.polygon(s, top, pts)
        inner = _hex_points(w - 12, h - 12, w / 2 + 1, h / 2 + 1)
        pygame.draw.polygon(s, theme.lighten(top, 0.12), inner)
        _terrain_marks(s, terrain, w / 2 + 1, h / 2 + 1, min(w, h))
        pygame.draw.polygon(s, theme.darken(side, 0.35), pts, 2)
        return s
    return gfx.made_once(("sti-tile", terrain, w, h), make)


def _terrain_marks(s: pygame.Surface, terrain: str, cx: float, cy: float, size: float) -> None:
    u = size / 56
    if terrain == "beach":
        for dx, dy in ((-10, -8), (8, -4), (-4, 9), (11, 10)):
            pygame.draw.circle(s, (214, 184, 120), (cx + dx * u, cy + dy * u), 2 * u)
    elif terrain == "forest":
        for dx, dy in ((-11, 4), (0, -8), (11, 5)):
            x, y = cx + dx * u, cy + dy * u
            pygame.draw.polygon(s, (30, 92, 46), [(x, y - 9 * u), (x + 7 * u, y + 5 * u), (x - 7 * u, y + 5 * u)])
            pygame.draw.line(s, (90, 62, 40), (x, y + 5 * u), (x, y + 8 * u), max(1, round(2 * u)))
    elif terrain == "mountain":
        pts = [(cx - 16 * u, cy + 9 * u), (cx - 4 * u, cy - 11 * u), (cx + 3 * u, cy - 2 * u),
               (cx + 8 * u, cy - 8 * u), (cx + 17 * u, cy + 9 * u)]
        pygame.draw.polygon(s, (112, 104, 100), pts)
        pygame.draw.polygon(s, (244, 244, 248), [(cx - 4 * u, cy - 11 * u), (cx - 8 * u, cy - 5 * u),
                                                  (cx - 1 * u, cy - 6 * u)])
        pygame.draw.lines(s, (70, 64, 62), False, pts, max(1, round(1.5 * u)))


def volcano_tile(w: int, h: int) -> pygame.Surface:
    """An erupted Volcano, face up where its mountain tile stood for the rest
    of the game: a basalt tile as deep as a mountain, a cone with a glowing
    crater and lava running down it, a puff of smoke. Drawn and placed like an
    island tile (VOLCANO_LAYERS deep): the shape, not only the red, says what
    it is."""
    def make() -> pygame.Surface:
        depth = LAYER * VOLCANO_LAYERS
        s = pygame.Surface((w + 2, h + depth + 2), pygame.SRCALPHA)
        for k in range(VOLCANO_LAYERS, 0, -1):
            y = h / 2 + 1 + k * LAYER
            shade = theme.darken(C.BASALT, 0.1 * k)
            pygame.draw.polygon(s, shade, _hex_points(w - 2, h - 2, w / 2 + 1, y))
            pygame.draw.polygon(s, C.INK, _hex_points(w - 2, h - 2, w / 2 + 1, y), 1)
        cx, cy = w / 2 + 1, h / 2 + 1
        pts = _hex_points(w - 2, h - 2, cx, cy)
        pygame.draw.polygon(s, theme.lighten(C.BASALT, 0.12), pts)
        u = min(w, h) / 56
        # the cone, lit from the upper left, its crater glowing
        left, right = (cx - 19 * u, cy + 12 * u), (cx + 19 * u, cy + 12 * u)
        rim_l, rim_r = (cx - 7 * u, cy - 8 * u), (cx + 7 * u, cy - 8 * u)
        pygame.draw.polygon(s, theme.lighten(C.VOLCANO, 0.18), [left, rim_l, (cx, cy - 8 * u), (cx, cy + 12 * u)])
        pygame.draw.polygon(s, theme.darken(C.VOLCANO, 0.2), [(cx, cy - 8 * u), rim_r, right, (cx, cy + 12 * u)])
        pygame.draw.polygon(s, C.INK, [left, rim_l, rim_r, right], max(1, round(1.5 * u)))
        crater = pygame.Rect(0, 0, 16 * u, 6 * u)
        crater.center = (round(cx), round(cy - 8 * u))
        pygame.draw.ellipse(s, C.LAVA, crater)
        pygame.draw.ellipse(s, C.EMBER, crater.inflate(-6 * u, -3 * u))
        for x0, x1 in ((-3, -8), (4, 10)):          # lava running down its flanks
            pygame.draw.line(s, C.LAVA, (cx + x0 * u, cy - 6 * u), (cx + x1 * u, cy + 8 * u), max(2, round(2 * u)))
        for dx, dy, r in ((-2, -15, 4), (4, -19, 5), (-1, -24, 3.5)):     # smoke
            pygame.draw.circle(s, (150, 144, 146), (cx + dx * u, cy + dy * u), r * u)
        pygame.draw.polygon(s, C.INK, pts, 2)
        return s
    return gfx.made_once(("sti-volcano", w, h), make)


def volcano_at(cx: float, cy: float, w: int, h: int) -> tuple[int, int]:
    """Where the Volcano's picture goes on a space centred at (cx, cy): its
    top lifted by its depth, as an island tile's."""
    return round(cx - w / 2 - 1), round(cy - h / 2 - 1 - LAYER * (VOLCANO_LAYERS - 1))


def sea_hex(w: int, h: int) -> pygame.Surface:
    """Where a tile sank: open sea, a little darker at the rim."""
    def make() -> pygame.Surface:
        s = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        pygame.draw.polygon(s, (32, 96, 140), _hex_points(w, h, w / 2 + 1, h / 2 + 1))
        pygame.draw.polygon(s, (46, 118, 160), _hex_points(w - 10, h - 10, w / 2 + 1, h / 2 + 1))
        for k in (-1, 1):
            y = h / 2 + 1 + k * 8
            pygame.draw.arc(s, (120, 190, 210), (w / 2 - 10, y - 3, 20, 8), 0.3, 2.8, 1)
        return s
    return gfx.made_once(("sti-sea", w, h), make)


def label_size(size: int) -> int:
    """The type size of an adventurer's numeral (its digits 11 px tall or more on the board)."""
    return max(16, round(size * 0.62))


def adventurer_label(colour: str, value: int) -> str:
    """What an adventurer's chest shows: its value when the seat looking may
    know it, else its colour's letter (value 0: unknown)."""
    return str(value) if value else theme.colour_letter(ADVENTURER_LETTER[colour])


def chest_label(label: str, size: int) -> pygame.Surface:
    """An adventurer's value or letter as drawn on its chest, alone: every
    colour's alike, white with an ink rim, so it reads on bright yellow as on
    red, over the meeple's own shading and a neighbour; the picture is the
    figure's size (label_centre places it), transparent but for the label."""
    def make() -> pygame.Surface:
        w, h = size + 4, round(size * MEEPLE_TALL) + 4      # the meeple's picture (creature_art.meeple)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        t = theme.text(label, label_size(size), (255, 255, 255), "heading")
        at = t.get_rect(center=label_centre(size))
        rim = theme.text(label, label_size(size), C.INK, "heading")
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
            s.blit(rim, at.move(dx, dy))
        s.blit(t, at)
        return s
    return gfx.made_once(("sti-chest", label, size), make)


def adventurer(colour: str, value: int, size: int) -> pygame.Surface:
    """A meeple in the colour (creature_art.meeple) with its value on its
    chest when the seat looking may know it, else the colour's letter (0:
    unknown); the figures' pictures are 4 px larger than `size` each way."""
    label = adventurer_label(colour, value)

    def make() -> pygame.Surface:
        s = meeple(ADVENTURER_FILL[colour], size).copy()
        s.blit(chest_label(label, size), (0, 0))
        return s
    return gfx.made_once(("sti-adv", colour, label, size), make)


def crowd_count(n: int) -> pygame.Surface:
    """How many adventurers of a colour stand on a rescue island ("×10", as
    the set-up tray counts them): ink with a rim of sand, so it reads over the
    island's hut too; the picture is the text's ink and its rim, no more."""
    def make() -> pygame.Surface:
        words = f"×{n}"
        ink = theme.text(words, COUNT_TEXT, C.INK, "heading")
        rim = theme.text(words, COUNT_TEXT, C.SAND, "heading")
        box = ink.get_bounding_rect()
        s = pygame.Surface((box.w + 2, box.h + 2), pygame.SRCALPHA)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
            s.blit(rim, (1 + dx - box.x, 1 + dy - box.y))
        s.blit(ink, (1 - box.x, 1 - box.y))
        return s
    return gfx.made_once(("sti-crowd-count", n), make)


def label_centre(size: int) -> tuple[float, float]:
    """Where an adventurer's value (or letter) sits in its picture: on its chest."""
    x, y = MEEPLE_CHEST
    return (2 + x * size, 2 + y * size)


def raft(size: int) -> pygame.Surface:
    """A raft of five logs, lashed with rope."""
    def make() -> pygame.Surface:
        w, h = size, round(size * 0.62)
        s = pygame.Surface((w, h + 3), pygame.SRCALPHA)
        pygame.draw.ellipse(s, (10, 40, 70, 110), (0, 3, w, h))
        logs = 5
        lw = w / logs
        for i in range(logs):
            r = pygame.Rect(round(i * lw) + 1, 1 + (i % 2), round(lw) - 1, h - 3)
            pygame.draw.rect(s, (150, 102, 58), r, border_radius=4)
            pygame.draw.rect(s, (96, 62, 34), r, 1, border_radius=4)
        for y in (h * 0.28, h * 0.7):
            pygame.draw.line(s, (232, 206, 150), (2, y), (w - 2, y), 2)
        return s
    return gfx.made_once(("sti-raft", size), make)


def creature(kind: str, size: int) -> pygame.Surface:
    """A creature as itself (creature_art): the Serpent's coils, the Shark's
    fin, the Whale's back, the Kraken's tentacles, the Pterodactyl's wings, the
    Kaiju's bulk, on a base ringed in its die colour, its letter on a tab."""
    return creature_figure(kind, size)


def piranha_tile(w: int, h: int) -> pygame.Surface:
    """A Piranha tile on the sea: water (it counts as water), a murky pool
    ringed in the Piranhas' green, with two Piranhas circling in it, jaws
    first (creature_art's Piranha)."""
    def make() -> pygame.Surface:
        s = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        pts = _hex_points(w - 6, h - 6, w / 2 + 1, h / 2 + 1)
        pygame.draw.polygon(s, PIRANHA_WATER, pts)
        pygame.draw.polygon(s, PIRANHA_GREEN, pts, 3)
        big = figure_only(content.PIRANHA, round(w * 0.46))
        small = pygame.transform.flip(figure_only(content.PIRANHA, round(w * 0.36)), True, False)
        s.blit(big, big.get_rect(center=(w * 0.42, h * 0.34)))
        s.blit(small, small.get_rect(center=(w * 0.6, h * 0.7)))
        return s
    return gfx.made_once(("sti-piranha", w, h), make)


def _fish(s, x, y, r):
    """A Piranha on a tile back's small icon."""
    img = figure_only(content.PIRANHA, max(8, round(r * 2)))
    s.blit(img, img.get_rect(center=(x, y)))


def egg(size: int) -> pygame.Surface:
    """An Egg token: a speckled egg on a sand-coloured disc, marked E."""
    def make() -> pygame.Surface:
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(s, (214, 180, 122), (size / 2, size / 2), size / 2)
        pygame.draw.circle(s, (120, 90, 50), (size / 2, size / 2), size / 2, 2)
        pygame.draw.ellipse(s, (250, 246, 230), (size * 0.28, size * 0.14, size * 0.44, size * 0.62))
        for dx, dy in ((0.42, 0.3), (0.56, 0.45), (0.45, 0.58)):
            pygame.draw.circle(s, (150, 110, 160), (size * dx, size * dy), max(1, size * 0.04))
        t = theme.text("E", 12, C.INK, "heading")
        s.blit(t, t.get_rect(center=(size / 2, size * 0.86)))
        return s
    return gfx.made_once(("sti-egg", size), make)


def tile_back(back: str, size: int) -> pygame.Surface:
    """A tile's back (its effect or ability) as a square badge with its icon;
    "?" for one face down."""
    def make() -> pygame.Surface:
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        if back not in BACK_ICON:
            s.blit(gfx.rounded_rect((size, size), 6, (86, 70, 52)), (0, 0))
            pygame.draw.rect(s, (160, 130, 90), s.get_rect(), 2, border_radius=6)
            t = theme.text("?", round(size * 0.55), (240, 220, 180), "heading")
            s.blit(t, t.get_rect(center=(size / 2, size / 2)))
            return s
        icon, colour = BACK_ICON[back]
        s.blit(gfx.rounded_rect((size, size), 6, C.PARCHMENT), (0, 0))
        pygame.draw.rect(s, theme.darken(colour, 0.3), s.get_rect(), 2, border_radius=6)
        _ICONS[icon](s, size / 2, size / 2, size * 0.36, colour)
        return s
    return gfx.made_once(("sti-back", back, size), make)


def _icon_creature(s, x, y, r, colour):
    """A creature tile: the first creature of its colour, on a disc of that colour."""
    pygame.draw.circle(s, colour, (x, y), r)
    kind = next(k for k, c in content.CREATURE_COLOUR.items() if CREATURE_FILL[c] == colour)
    img = figure_only(kind, round(r * 1.5))
    s.blit(img, img.get_rect(center=(x, y)))


def _icon_raft(s, x, y, r, colour):
    for i in range(4):
        pygame.draw.rect(s, colour, (x - r + i * r / 2, y - r * 0.6, r / 2 - 1, r * 1.2), border_radius=2)


def _icon_whirl(s, x, y, r, colour):
    for k in range(3):
        rr = r * (1 - k * 0.3)
        pygame.draw.arc(s, colour, (x - rr, y - rr, rr * 2, rr * 2), k, k + 4.5, 3)


def _icon_volcano(s, x, y, r, colour):
    pygame.draw.polygon(s, (90, 60, 50), [(x - r, y + r * 0.8), (x - r * 0.3, y - r * 0.5), (x + r * 0.3, y - r * 0.5),
                                          (x + r, y + r * 0.8)])
    pygame.draw.polygon(s, colour, [(x - r * 0.3, y - r * 0.5), (x, y - r), (x + r * 0.3, y - r * 0.5)])


def _icon_piranha(s, x, y, r, colour):
    pygame.draw.circle(s, colour, (x, y), r)
    _fish(s, x, y, r * 0.8)


def _icon_school(s, x, y, r, colour):
    """The Piranhas effect: a school of them coming (the ability tile shows one)."""
    pygame.draw.circle(s, colour, (x, y), r)
    _fish(s, x - r * 0.12, y - r * 0.38, r * 0.5)
    _fish(s, x + r * 0.12, y + r * 0.38, r * 0.5)


def _icon_egg(s, x, y, r, colour):
    pygame.draw.ellipse(s, colour, (x - r * 0.7, y - r, r * 1.4, r * 2))
    pygame.draw.ellipse(s, (120, 90, 50), (x - r * 0.7, y - r, r * 1.4, r * 2), 2)


def _icon_paddle(s, x, y, r, colour):
    pygame.draw.line(s, (110, 74, 40), (x - r, y + r), (x + r * 0.4, y - r * 0.4), 3)
    pygame.draw.ellipse(s, colour, (x + r * 0.1, y - r, r * 0.8, r * 0.9))


def _icon_dolphin(s, x, y, r, colour):
    """A Dolphin leaping (creature_art's Dolphin)."""
    img = figure_only(content.DOLPHIN, round(r * 2))
    s.blit(img, img.get_rect(center=(x, y + r * 0.1)))


def _icon_arrow(s, x, y, r, colour):
    pygame.draw.line(s, colour, (x - r, y), (x + r * 0.4, y), 4)
    pygame.draw.polygon(s, colour, [(x + r * 0.3, y - r * 0.5), (x + r, y), (x + r * 0.3, y + r * 0.5)])


def _icon_die(s, x, y, r, colour):
    pygame.draw.rect(s, colour, (x - r, y - r, r * 2, r * 2), border_radius=4)
    pygame.draw.rect(s, (60, 60, 60), (x - r, y - r, r * 2, r * 2), 2, border_radius=4)
    for dx, dy, c in ((-0.5, -0.5, CREATURE_FILL["red"]), (0, 0, CREATURE_FILL["green"]),
                      (0.5, 0.5, CREATURE_FILL["blue"])):
        pygame.draw.circle(s, c, (x + dx * r, y + dy * r), max(2, r * 0.2))


def _icon_shield(s, x, y, r, colour):
    pts = [(x - r * 0.8, y - r * 0.8), (x + r * 0.8, y - r * 0.8), (x + r * 0.7, y + r * 0.2), (x, y + r),
           (x - r * 0.7, y + r * 0.2)]
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, theme.darken(colour, 0.4), pts, 2)


_ICONS = {"creature": _icon_creature, "raft": _icon_raft, "whirl": _icon_whirl, "volcano": _icon_volcano,
          "piranha": _icon_piranha, "school": _icon_school, "egg": _icon_egg, "paddle": _icon_paddle,
          "dolphin": _icon_dolphin, "arrow": _icon_arrow, "die": _icon_die, "shield": _icon_shield}
