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

#: the table's pieces of a zone, as (radial, across) like BOSS_DIE_SLOTS, in
#: rows outward from the Boss dice: figures, Minion tokens, then the shore row
#: with the three die spaces and the two Support spaces (values 3 and 4).
BOSS_FIGURE_SPOT = (0.58, 0.0)
MONSTER_SPOTS: tuple[tuple[float, float], ...] = (
    (0.58, -0.42), (0.58, 0.42), (0.58, -0.8), (0.58, 0.8), (0.5, -0.12))
MINION_SPOTS: tuple[tuple[float, float], ...] = (
    (0.76, -0.62), (0.76, -0.31), (0.76, 0.0), (0.76, 0.31), (0.76, 0.62))
DIE_SPACE_SPOTS: tuple[tuple[float, float], ...] = ((0.92, -0.66), (0.92, -0.40), (0.92, -0.14))
SUPPORT_SPOTS: dict[int, tuple[float, float]] = {3: (0.92, 0.2), 4: (0.92, 0.54)}


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
