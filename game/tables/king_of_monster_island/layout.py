"""Where everything sits at King of Monster Island's table (1280x720 canvas,
left of the kit's log): the island with its volcano, the Boss panel, the
market, the dice tray with the choices under it, and the Monsters' boards.

`Geometry` turns a view into screen rects: every piece the table draws and
every place a click means something, so drawing, clicking and the tests share
one answer."""
from __future__ import annotations

import pygame

from game.table.areas import BOARD_RECT
from rules.king_of_monster_island.content import KINDS, ZONES

from .island3d import (Camera, boss_spot, die_space_spot, minion_spot, monster_spot, spot, support_spot,
                       zone_at_world, zone_point)

TOP = BOARD_RECT.top
ISLAND_RECT = pygame.Rect(0, TOP, 640, 408)
SIDE_X = 648
SIDE_W = BOARD_RECT.right - SIDE_X - 8
BOSS_PANEL = pygame.Rect(SIDE_X, TOP + 6, SIDE_W, 150)
MARKET_PANEL = pygame.Rect(SIDE_X, BOSS_PANEL.bottom + 6, SIDE_W, 250)
TRAY_PANEL = pygame.Rect(8, ISLAND_RECT.bottom + 4, ISLAND_RECT.w - 16, BOARD_RECT.bottom - ISLAND_RECT.bottom - 10)
MONSTERS_PANEL = pygame.Rect(SIDE_X, MARKET_PANEL.bottom + 6, SIDE_W, BOARD_RECT.bottom - MARKET_PANEL.bottom - 12)

#: the dice of the Roll in the tray
DIE_SIZE = 44
DIE_STEP = 50
DICE_TOP = TRAY_PANEL.y + 34
#: the choices under the dice: a grid of chips, paged when there are many,
#: over the bottom row of the buttons that end a step (each its own slot, chips.py)
CHIP_COLS = 3
CHIP_W = (TRAY_PANEL.w - 24 - (CHIP_COLS - 1) * 8) // CHIP_COLS
CHIP_H = 30
CHIP_GAP = 6
CHIPS_TOP = DICE_TOP + DIE_SIZE + 10
FIXED_COLS = 4
FIXED_W = (TRAY_PANEL.w - 24 - (FIXED_COLS - 1) * 8) // FIXED_COLS
FIXED_TOP = TRAY_PANEL.bottom - 8 - CHIP_H
CHIP_ROWS = (FIXED_TOP - CHIP_GAP - CHIPS_TOP + CHIP_GAP) // (CHIP_H + CHIP_GAP)
CHIPS_PER_PAGE = CHIP_COLS * CHIP_ROWS
#: right of the dice: the roll button while rolling, the Damage waiting while resolving
ROLL_RECT = pygame.Rect(TRAY_PANEL.right - 12 - 196, DICE_TOP, 196, DIE_SIZE)

#: where a Minion drawn from the bag comes from: the bag's count in the Boss panel
BAG_POINT = (BOSS_PANEL.x + 150, BOSS_PANEL.y + 121)
#: where the Boss's Health bar and its Fame are (Damage and Fame fly there)
BOSS_HEALTH_POINT = (BOSS_PANEL.x + 60, BOSS_PANEL.y + 36)
BOSS_FAME_POINT = (BOSS_PANEL.x + 150, BOSS_PANEL.y + 14)
#: the market's cards: strips, one under another, each with its whole effect text
CARD_W, CARD_H = MARKET_PANEL.w - 16, 71
CARD_GAP = 2
MARKET_TOP = MARKET_PANEL.y + 29
#: a large view (hovered card or sheet) over the island
LARGE_CARD = (230, 334)
LARGE_SHEET = (330, 420)

#: the sizes of pieces on the island
FIGURE = 30
BOSS_FIGURE = 44
TOKEN = 28
SPACE = 22
SUPPORT = 26
#: a Pylon standing on a Support space: a big crystal, taller and wider than the space
PYLON_FIGURE = 40


def die_rect(i: int) -> pygame.Rect:
    return pygame.Rect(TRAY_PANEL.x + 12 + i * DIE_STEP, DICE_TOP, DIE_SIZE, DIE_SIZE)


def chip_rect(i: int) -> pygame.Rect:
    i %= CHIPS_PER_PAGE
    col, row = i % CHIP_COLS, i // CHIP_COLS
    return pygame.Rect(TRAY_PANEL.x + 12 + col * (CHIP_W + 8), CHIPS_TOP + row * (CHIP_H + CHIP_GAP), CHIP_W, CHIP_H)


def fixed_rect(i: int) -> pygame.Rect:
    """The bottom row's slot i (chips.FIXED_ROW)."""
    return pygame.Rect(TRAY_PANEL.x + 12 + i * (FIXED_W + 8), FIXED_TOP, FIXED_W, CHIP_H)


def card_rect(slot: int) -> pygame.Rect:
    return pygame.Rect(MARKET_PANEL.x + 8, MARKET_TOP + slot * (CARD_H + CARD_GAP), CARD_W, CARD_H)


#: the deck: a small stack in the market's title line, its count beside it
DECK_RECT = pygame.Rect(MARKET_PANEL.right - 78, MARKET_PANEL.y + 4, 18, 24)
BOSS_SHEET_RECT = pygame.Rect(BOSS_PANEL.right - 84, BOSS_PANEL.y + 28, 76, 100)
#: the Boss panel's column of words, left of the sheet
BOSS_TEXT = pygame.Rect(BOSS_PANEL.x + 10, BOSS_PANEL.y + 6, BOSS_SHEET_RECT.x - 8 - BOSS_PANEL.x - 10,
                        BOSS_PANEL.h - 10)


def monster_row(seat: int, n: int) -> pygame.Rect:
    h = min(84, (MONSTERS_PANEL.h - 8) // max(1, n))
    return pygame.Rect(MONSTERS_PANEL.x + 6, MONSTERS_PANEL.y + 4 + seat * h, MONSTERS_PANEL.w - 12, h - 4)


#: screen points a walk from one zone to the next passes through
WALK_POINTS = 10


def ring_path(from_zone: int, to_zone: int) -> list[int]:
    """The zones from one to another the short way round the ring (both ends in)."""
    zones, z = [from_zone], from_zone
    step = 1 if (to_zone - from_zone) % ZONES <= ZONES // 2 else -1
    while z != to_zone and len(zones) <= ZONES:
        z = (z + step) % ZONES
        zones.append(z)
    return zones


def _cover(a: pygame.Rect, b: pygame.Rect) -> int:
    o = a.clip(b)
    return o.w * o.h


#: the places a Monster may step to in a zone when its own would hide a Minion
#: token: a grid over the zone between the Boss dice and the shore row
CROWD_SPOTS = {z: tuple((r / 100, a / 100) for r in range(48, 91, 3) for a in range(-88, 89, 4)
                        if zone_at_world(*zone_point(z, r / 100, a / 100)[:2]) == z)
               for z in range(ZONES)}


def _centred(pt: tuple[float, float], size: int) -> pygame.Rect:
    r = pygame.Rect(0, 0, size, size)
    r.center = (round(pt[0]), round(pt[1]))
    return r


#: where the Monsters of a zone stand, by camera, zone, count and the Minions there:
#: worked out once a process (at most a few thousand small tuples), not once a table
_MONSTER_SPOTS: dict[tuple, tuple[tuple[float, float], ...]] = {}


class Geometry:
    """The screen places of the island's pieces, from the camera."""

    def __init__(self, camera: Camera) -> None:
        self.camera = camera
        self._crowd: dict[int, list] = {}

    def point(self, zone: int, where: tuple[float, float]) -> tuple[float, float]:
        return self.camera.project(spot(zone, where))

    def boss_rect(self, zone: int) -> pygame.Rect:
        x, y = self.point(zone, boss_spot(zone))
        r = pygame.Rect(0, 0, BOSS_FIGURE, BOSS_FIGURE + BOSS_FIGURE // 6)
        r.midbottom = (round(x), round(y) + 8)
        return r

    def monster_rect(self, zone: int, place: int) -> pygame.Rect:
        x, y = self.point(zone, monster_spot(zone, place))
        r = pygame.Rect(0, 0, FIGURE, FIGURE + FIGURE // 6)
        r.midbottom = (round(x), round(y) + 6)
        return r

    def monster_spots(self, zone: int, n: int, kinds: frozenset = frozenset()) -> tuple[tuple[float, float], ...]:
        """Where the first n Monsters of a zone stand while Minion tokens of
        `kinds` are there: each at its own place unless that place would cover
        a token (or its count), then at the free place nearest it, so a
        figure never hides a Minion."""
        key = (self.camera, zone, n, frozenset(kinds))
        spots = _MONSTER_SPOTS.get(key)
        if spots is None:
            spots = _MONSTER_SPOTS[key] = self._place_monsters(zone, n, key[3])
        return spots

    def _place_monsters(self, zone: int, n: int, kinds: frozenset) -> tuple[tuple[float, float], ...]:
        tokens = [self.token_area(zone, k) for k in kinds]
        others = ([self.boss_rect(zone)] + [self.die_space_rect(zone, i) for i in range(3)]
                  + [self.support_rect(zone, v) for v in (3, 4)])
        chosen: list[tuple[float, float]] = []
        taken: list[pygame.Rect] = []
        for p in range(n):
            nominal = monster_spot(zone, p)
            r = self.figure_rect(zone, nominal)
            if r.collidelist(tokens) < 0 and all(_cover(r, o) <= 0.2 * r.w * r.h for o in taken):
                best = nominal
            else:
                near = others + taken

                def crowding(c: pygame.Rect) -> int:      # only what it overlaps covers any of it
                    return sum(_cover(c, near[i]) for i in c.collidelistall(near))
                free = [(w, fr) for w, fr in self.crowd_rects(zone) if fr.collidelist(tokens) < 0] or [(nominal, r)]
                # the least crowded free place, the nearest of those: nearest first (a stable
                # sort keeps the grid's order between places as near), so the first place that
                # nothing covers is the one; only when every place is covered are all weighed
                free.sort(key=lambda c: (c[0][0] - nominal[0]) ** 2 + (c[0][1] - nominal[1]) ** 2)
                clear = next((c for c in free if c[1].collidelist(near) < 0), None)
                best = (clear or min(free, key=lambda c: crowding(c[1])))[0]
            chosen.append(best)
            taken.append(self.figure_rect(zone, best))
        return tuple(chosen)

    def crowd_rects(self, zone: int) -> list[tuple[tuple[float, float], pygame.Rect]]:
        """The zone's places to step to (CROWD_SPOTS), each with its figure's rect."""
        if zone not in self._crowd:
            self._crowd[zone] = [(w, self.figure_rect(zone, w)) for w in CROWD_SPOTS[zone]]
        return self._crowd[zone]

    def figure_rect(self, zone: int, where: tuple[float, float]) -> pygame.Rect:
        """A Monster figure standing at `where` of a zone."""
        x, y = self.point(zone, where)
        r = pygame.Rect(0, 0, FIGURE, FIGURE + FIGURE // 6)
        r.midbottom = (round(x), round(y) + 6)
        return r

    def token_area(self, zone: int, kind: str) -> pygame.Rect:
        """A Minion token with its count on its top corner (table.py draws it there)."""
        r = self.minion_rect(zone, kind)
        return r.union(pygame.Rect(r.right - 12, r.top - 4, 16, 14))

    def minion_rect(self, zone: int, kind: str) -> pygame.Rect:
        return _centred(self.point(zone, minion_spot(zone, KINDS.index(kind))), TOKEN)

    def die_space_rect(self, zone: int, i: int) -> pygame.Rect:
        return _centred(self.point(zone, die_space_spot(zone, i)), SPACE)

    def support_rect(self, zone: int, value: int) -> pygame.Rect:
        return _centred(self.point(zone, support_spot(zone, value)), SUPPORT)

    def pylon_beside_rect(self, zone: int) -> pygame.Rect:
        """Where a third Pylon stands when its zone's two Support spaces hold
        Pylons: between them, a little inland (rulebook: the game still ends)."""
        (r3, a3), (r4, a4) = support_spot(zone, 3), support_spot(zone, 4)
        return _centred(self.point(zone, ((r3 + r4) / 2 - 0.1, (a3 + a4) / 2)), SUPPORT)

    def zone_label_point(self, zone: int) -> tuple[float, float]:
        """Where the island's art prints the zone's number on the beach."""
        return self.point(zone, (0.955, 0.0))

    def walk(self, from_zone: int, start: tuple[float, float], to_zone: int,
             end: tuple[float, float]) -> list[tuple[float, float]]:
        """Screen points along the island from a spot of one zone (radial,
        across) to a spot of another, zone by zone round the ring at the height
        of the spots: a figure walks the island, it never jumps over the volcano."""
        zones = ring_path(from_zone, to_zone)
        legs = len(zones) - 1
        if legs == 0:
            return [self.point(from_zone, start), self.point(to_zone, end)]
        # in the first zone's frame, the next zone clockwise is 2 across further
        step = 2 if zones[1] == (from_zone + 1) % ZONES else -2
        far = end[1] + step * legs
        n = WALK_POINTS * legs
        out = []
        for k in range(n + 1):
            u = k / n
            out.append(self.camera.project(zone_point(from_zone, start[0] + (end[0] - start[0]) * u,
                                                      start[1] + (far - start[1]) * u)))
        return out

    def zone_at(self, pos: tuple[int, int]) -> int | None:
        return self.camera.zone_at(*pos)
