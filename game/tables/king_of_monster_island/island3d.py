"""Monster Island seen in 3D style: the camera, the round island with its six
zones, and the places a Boss die may come to rest.

The island is a flat disc on the plane z = 0 (world units; the disc's radius is
ISLAND_R), seen from in front and above at ELEVATION degrees, with a gentle
perspective, so it is an ellipse on screen. x runs to the right, y away from the
viewer, z up. Zone 0 is the far zone (top of the screen) and the zones follow
each other clockwise as the players see them, like the rules' zone numbers.

Everything here is arithmetic: no drawing, no pygame, so the volcano drop's
paths and the board's hit-testing share one geometry.
"""
from __future__ import annotations

import math
from typing import NamedTuple
from dataclasses import dataclass

ZONES = 6
ISLAND_R = 300.0
#: the volcano: base radius, height and crater radius (world units)
VOLCANO_BASE_R = 92.0
VOLCANO_H = 118.0
CRATER_R = 30.0
ELEVATION = math.radians(38.0)
#: camera distance for the perspective (larger is flatter)
FOCAL = 1500.0
#: light comes from the upper left, a little from behind (one light for all)
_L = (-0.55, 0.35, 0.76)
_LN = math.sqrt(sum(c * c for c in _L))
LIGHT = tuple(c / _LN for c in _L)
#: from the scene toward the camera
VIEW = (0.0, -math.cos(ELEVATION), math.sin(ELEVATION))

Vec3 = tuple[float, float, float]


def zone_angle(zone: int) -> float:
    """The direction (radians, maths convention on the plane) of a zone's middle."""
    return math.radians(90.0 - 60.0 * (zone % ZONES))


def zone_of_angle(angle: float) -> int:
    """The zone whose sector holds the plane direction `angle`."""
    deg = (90.0 - math.degrees(angle)) % 360.0
    return int(((deg + 30.0) % 360.0) // 60.0)


@dataclass(frozen=True)
class Camera:
    """Projects world points to the screen for a board drawn in `rect`."""

    cx: float
    cy: float
    scale: float

    @classmethod
    def fit(cls, rect: tuple[int, int, int, int]) -> "Camera":
        """The largest camera that shows the island and the volcano's top in rect."""
        x, y, w, h = rect
        se, ce = math.sin(ELEVATION), math.cos(ELEVATION)
        # on-screen extents at scale 1 (ignoring perspective, which only shrinks
        # the far edge): the island's width, and from the near shore to the crater
        span_w = 2 * ISLAND_R * 1.16
        top = ISLAND_R * se * 1.1                 # far shore above the centre
        top = max(top, VOLCANO_H * ce + 40)        # or the smoke above the crater
        bottom = ISLAND_R * se * 1.2              # near shore (closer: bigger)
        scale = min(w / span_w, h / (top + bottom))
        cy = y + h / 2 + (top - bottom) * scale / 2
        return cls(x + w / 2, cy, scale)

    def depth(self, p: Vec3) -> float:
        """Distance along the view direction (larger is farther)."""
        return p[1] * math.cos(ELEVATION) - p[2] * math.sin(ELEVATION)

    def k(self, p: Vec3) -> float:
        return self.scale * FOCAL / (FOCAL + self.depth(p))

    def project(self, p: Vec3) -> tuple[float, float]:
        k = self.k(p)
        return (self.cx + p[0] * k,
                self.cy - (p[1] * math.sin(ELEVATION) + p[2] * math.cos(ELEVATION)) * k)

    def unproject(self, sx: float, sy: float) -> tuple[float, float]:
        """The point on the plane z = 0 under screen point (sx, sy)."""
        se, ce = math.sin(ELEVATION), math.cos(ELEVATION)
        # sy = cy - y*se*k, k = s*F/(F + y*ce)  =>  solve for y
        a = (self.cy - sy) / (self.scale * FOCAL)
        # a = y*se/(F + y*ce)  =>  y = a*F / (se - a*ce)
        denom = se - a * ce
        y = a * FOCAL / denom if abs(denom) > 1e-9 else 0.0
        k = self.scale * FOCAL / (FOCAL + y * ce)
        return ((sx - self.cx) / k, y)

    def zone_at(self, sx: float, sy: float) -> int | None:
        """The zone under a screen point, or None off the island or on the volcano."""
        return zone_at_world(*self.unproject(sx, sy))


def zone_at_world(x: float, y: float) -> int | None:
    """The zone holding plane point (x, y), or None off the island or under the volcano."""
    r = math.hypot(x, y)
    if r > ISLAND_R or r < VOLCANO_BASE_R:
        return None
    return zone_of_angle(math.atan2(y, x))


def zone_point(zone: int, radial: float, across: float) -> Vec3:
    """A point of a zone on the plane: `radial` 0 at the volcano's foot to 1 at
    the shore, `across` -1 to 1 from one ridge to the other (counter-clockwise
    to clockwise)."""
    r = VOLCANO_BASE_R + (ISLAND_R - VOLCANO_BASE_R) * radial
    a = zone_angle(zone) - math.radians(30.0) * across
    return (r * math.cos(a), r * math.sin(a), 0.0)


#: where Boss dice rest in a zone (radial, across), nearest the volcano first:
#: eight places, so every Boss die fits in one zone without two overlapping.
BOSS_DIE_SLOTS: tuple[tuple[float, float], ...] = (
    (0.22, -0.25), (0.22, 0.25), (0.22, -0.73), (0.22, 0.73),
    (0.42, -0.21), (0.42, 0.21), (0.42, -0.63), (0.42, 0.63),
)

class ZoneSpots(NamedTuple):
    """Where a zone's pieces stand, as (radial, across) like BOSS_DIE_SLOTS."""
    boss: tuple[float, float]
    monsters: tuple[tuple[float, float], ...]      # by place in the zone, first come first
    minions: tuple[tuple[float, float], ...]       # by kind (content.KINDS)
    die_spaces: tuple[tuple[float, float], ...]    # the three, filled in order
    supports: tuple[tuple[float, float], ...]      # the Support spaces of value 3 and 4


#: the pieces of each zone: the Boss, up to five Monsters and the five kinds of
#: Minion token between the Boss dice near the volcano and the shore row (the
#: three die spaces and the two Support spaces, clear of the zone's number). Pieces
#: keep their size on screen whatever the perspective, so a far zone is tighter
#: than a near one: the places were searched zone by zone for the least overlap
#: of the drawn pieces (tests/ui_king_of_monster_island/test_island_pieces.py).
ZONE_SPOTS: dict[int, ZoneSpots] = {
    0: ZoneSpots((0.86, 0.15),
                 ((0.55, -0.36), (0.5, 0.28), (0.51, -0.67), (0.51, 0.85), (0.57, -0.7)),
                 ((0.86, -0.85), (0.64, -0.85), (0.63, -0.04), (0.66, 0.53), (0.86, 0.85)),
                 ((0.97, -0.64), (0.97, -0.45), (0.97, -0.24)),
                 ((0.97, 0.4), (0.97, 0.61))),
    1: ZoneSpots((0.5, 0.23),
                 ((0.5, -0.43), (0.54, 0.85), (0.5, -0.85), (0.7, 0.85), (0.86, -0.39)),
                 ((0.85, -0.85), (0.81, -0.52), (0.74, 0.29), (0.81, 0.61), (0.85, 0.85)),
                 ((0.97, -0.72), (0.97, -0.43), (0.85, -0.16)),
                 ((0.97, 0.32), (0.97, 0.59))),
    2: ZoneSpots((0.67, 0.24),
                 ((0.67, -0.84), (0.75, 0.72), (0.51, -0.85), (0.62, 0.85), (0.54, -0.43)),
                 ((0.81, -0.82), (0.76, -0.39), (0.83, 0.09), (0.8, 0.45), (0.85, 0.85)),
                 ((0.95, -0.87), (0.95, -0.61), (0.95, -0.28)),
                 ((0.95, 0.42), (0.95, 0.74))),
    3: ZoneSpots((0.76, 0.29),
                 ((0.62, -0.5), (0.77, 0.57), (0.53, -0.85), (0.57, 0.85), (0.63, -0.16)),
                 ((0.73, -0.75), (0.75, -0.47), (0.76, -0.26), (0.78, -0.04), (0.79, 0.81)),
                 ((0.92, -0.86), (0.92, -0.43), (0.92, -0.26)),
                 ((0.92, 0.31), (0.92, 0.51))),
    4: ZoneSpots((0.64, 0.01),
                 ((0.67, -0.55), (0.66, 0.76), (0.64, -0.84), (0.5, 0.85), (0.8, 0.15)),
                 ((0.8, -0.72), (0.83, -0.48), (0.71, -0.26), (0.83, 0.53), (0.81, 0.85)),
                 ((0.97, -0.87), (0.97, -0.64), (0.97, -0.33)),
                 ((0.97, 0.51), (0.97, 0.88))),
    5: ZoneSpots((0.5, -0.01),
                 ((0.51, -0.85), (0.5, 0.6), (0.67, -0.84), (0.5, 0.85), (0.77, -0.83)),
                 ((0.82, -0.85), (0.82, -0.34), (0.69, -0.25), (0.77, 0.05), (0.86, 0.85)),
                 ((0.96, -0.88), (0.97, -0.61), (0.97, -0.36)),
                 ((0.94, 0.34), (0.95, 0.66))),
}


def boss_spot(zone: int) -> tuple[float, float]:
    return ZONE_SPOTS[zone % ZONES].boss


def monster_spot(zone: int, place: int) -> tuple[float, float]:
    spots = ZONE_SPOTS[zone % ZONES].monsters
    return spots[place % len(spots)]


def minion_spot(zone: int, kind_index: int) -> tuple[float, float]:
    return ZONE_SPOTS[zone % ZONES].minions[kind_index]


def die_space_spot(zone: int, i: int) -> tuple[float, float]:
    return ZONE_SPOTS[zone % ZONES].die_spaces[i]


def support_spot(zone: int, value: int) -> tuple[float, float]:
    return ZONE_SPOTS[zone % ZONES].supports[value - 3]




def spot(zone: int, where: tuple[float, float]) -> Vec3:
    """A piece's place in a zone, from one of the tables above."""
    return zone_point(zone, where[0], where[1])


def boss_die_rest(zone: int, slot: int) -> Vec3:
    radial, across = BOSS_DIE_SLOTS[slot]
    return zone_point(zone, radial, across)


def free_slots(zone: int, taken: set[tuple[int, int]]) -> list[int]:
    """The slots of `zone` that no die rests in (taken: (zone, slot) pairs)."""
    return [s for s in range(len(BOSS_DIE_SLOTS)) if (zone, s) not in taken]


def dot(a: Vec3, b: Vec3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def shade(normal: Vec3, ambient: float = 0.38) -> float:
    """How lit a surface facing `normal` (unit) is, ambient..1."""
    return ambient + (1.0 - ambient) * max(0.0, dot(normal, LIGHT))
