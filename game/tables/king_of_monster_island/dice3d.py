"""A Boss die as a small cube in perspective: rotation matrices, the faces a
camera sees, each shaded by its angle to the one light, with the face's symbols
(Minion, Crystal, Star) drawn on it as projected shapes.

A die's six faces are numbered as the rules number them (0..5); face f's normal
in the die's own frame is FACE_NORMALS[f]. `resting(face, yaw)` is the rotation
that shows face f on top; the volcano drop blends every die into that rotation
before it stops, so the face on top is the one the rules rolled.
"""
from __future__ import annotations

import math
from typing import Sequence

import pygame
import pygame.gfxdraw

from .island3d import Camera, Vec3, VIEW, dot, shade

Mat3 = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

IDENTITY: Mat3 = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))

#: faces 0..5: top, bottom, right, left, back, front in the die's frame
#: (opposite faces pair up: 0/1, 2/3, 4/5)
FACE_NORMALS: tuple[Vec3, ...] = ((0, 0, 1), (0, 0, -1), (1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0))
#: two unit vectors along each face, for placing its symbols
FACE_AXES: tuple[tuple[Vec3, Vec3], ...] = (
    ((1, 0, 0), (0, 1, 0)), ((1, 0, 0), (0, -1, 0)), ((0, 1, 0), (0, 0, 1)),
    ((0, -1, 0), (0, 0, 1)), ((-1, 0, 0), (0, 0, 1)), ((1, 0, 0), (0, 0, 1)),
)

#: a Boss die's body: obsidian with a warm edge
BODY = (88, 66, 96)
EDGE = (24, 16, 26)
SYMBOL_COLOURS = {
    "M": (236, 92, 70),     # Minion: a horned head
    "C": (110, 224, 236),   # Crystal: a cut gem
    "S": (250, 206, 78),    # Star: fame
}


def mat_mul(a: Mat3, b: Mat3) -> Mat3:
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3))  # type: ignore[return-value]


def mat_vec(m: Mat3, v: Sequence[float]) -> Vec3:
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def axis_angle(axis: Vec3, angle: float) -> Mat3:
    """The rotation by `angle` radians about the unit vector `axis` (Rodrigues)."""
    x, y, z = axis
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return ((t * x * x + c, t * x * y - s * z, t * x * z + s * y),
            (t * x * y + s * z, t * y * y + c, t * y * z - s * x),
            (t * x * z - s * y, t * y * z + s * x, t * z * z + c))


def about_z(angle: float) -> Mat3:
    return axis_angle((0.0, 0.0, 1.0), angle)


#: the rotation that turns face f's normal to point up
_ALIGN: tuple[Mat3, ...] = (
    IDENTITY,
    axis_angle((1.0, 0.0, 0.0), math.pi),
    axis_angle((0.0, 1.0, 0.0), -math.pi / 2),
    axis_angle((0.0, 1.0, 0.0), math.pi / 2),
    axis_angle((1.0, 0.0, 0.0), math.pi / 2),
    axis_angle((1.0, 0.0, 0.0), -math.pi / 2),
)


def resting(face: int, yaw: float) -> Mat3:
    """The die's rotation when it lies with `face` up, turned `yaw` about the vertical."""
    return mat_mul(about_z(yaw), _ALIGN[face])


def top_face(rot: Mat3) -> int:
    """The face pointing most nearly up (what a die shows when it lies still)."""
    return max(range(6), key=lambda f: mat_vec(rot, FACE_NORMALS[f])[2])


# -- symbols, as shapes in face coordinates (-1..1) -----------------------------------------

def _star(points: int = 5, outer: float = 0.62, inner: float = 0.26) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi / 2 + i * math.pi / points
        out.append((r * math.cos(a), r * math.sin(a)))
    return out


def _circle(r: float, n: int, cy: float = 0.0) -> list[tuple[float, float]]:
    return [(r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]


SYMBOL_SHAPES: dict[str, list[list[tuple[float, float]]]] = {
    "S": [_star()],
    "C": [[(0.0, 0.68), (0.42, 0.22), (0.26, -0.62), (-0.26, -0.62), (-0.42, 0.22)]],
    "M": [[(-0.5, 0.66), (-0.14, 0.22), (-0.4, 0.06)],            # left horn
          [(0.5, 0.66), (0.14, 0.22), (0.4, 0.06)],               # right horn
          _circle(0.44, 12, -0.14)],                               # head
}
#: the Minion's eyes, drawn dark on its head
MINION_EYES = ([(x - 0.16, y) for x, y in _circle(0.09, 6, -0.08)], [(x + 0.16, y) for x, y in _circle(0.09, 6, -0.08)])


def _layout(icons: str) -> list[tuple[str, float, float, float]]:
    """Where each icon of a face goes: (icon, u, v, size)."""
    if not icons:
        return []
    if len(icons) == 1:
        return [(icons, 0.0, 0.0, 1.0)]
    return [(icons[0], -0.42, 0.3, 0.6), (icons[1], 0.42, -0.3, 0.6)]


class DieRenderer:
    """Draws Boss dice. One renderer for a camera; a die costs a few polygons."""

    def __init__(self, camera: Camera, half_size: float = 11.0) -> None:
        self.camera = camera
        self.half = half_size

    def corners(self, centre: Vec3, rot: Mat3) -> list[Vec3]:
        h = self.half
        out = []
        for sx in (-1, 1):
            for sy in (-1, 1):
                for sz in (-1, 1):
                    d = mat_vec(rot, (sx * h, sy * h, sz * h))
                    out.append((centre[0] + d[0], centre[1] + d[1], centre[2] + d[2]))
        return out

    def draw(self, surface: pygame.Surface, centre: Vec3, rot: Mat3, faces: Sequence[str],
             glow: float = 0.0, still: bool = False) -> None:
        """A die at `centre` (world) turned by `rot`, with faces[f] the icons of face f.
        glow 0..1 brightens it (a die activating). A die lying `still` shows only
        its top face's symbols, so what it rolled is read at a glance."""
        cam = self.camera
        h = self.half
        project = cam.project
        for f in range(6):
            n = mat_vec(rot, FACE_NORMALS[f])
            facing = dot(n, VIEW)
            if facing <= 0.02:
                continue
            e1 = mat_vec(rot, FACE_AXES[f][0])
            e2 = mat_vec(rot, FACE_AXES[f][1])
            c = (centre[0] + n[0] * h, centre[1] + n[1] * h, centre[2] + n[2] * h)

            def at(u: float, v: float, c=c, e1=e1, e2=e2) -> tuple[float, float]:
                return project((c[0] + (e1[0] * u + e2[0] * v) * h,
                                c[1] + (e1[1] * u + e2[1] * v) * h,
                                c[2] + (e1[2] * u + e2[2] * v) * h))

            quad = [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)]
            light = min(1.0, shade(n) + glow * 0.45)
            body = tuple(min(255, int(ch * light + glow * 60)) for ch in BODY)
            pygame.gfxdraw.filled_polygon(surface, quad, body)
            pygame.gfxdraw.aapolygon(surface, quad, EDGE)
            if facing < 0.18 or (still and n[2] < 0.9):
                continue     # too steep to read, or a side of a die at rest
            for icon, u0, v0, size in _layout(faces[f]):
                colour = SYMBOL_COLOURS.get(icon)
                if colour is None:
                    continue
                lit = tuple(min(255, int(ch * (0.55 + 0.45 * light))) for ch in colour)
                s = 0.9 * size
                for part in SYMBOL_SHAPES[icon]:
                    pts = [at(u0 + u * s, v0 + v * s) for u, v in part]
                    pygame.gfxdraw.filled_polygon(surface, pts, lit)
                    pygame.gfxdraw.aapolygon(surface, pts, lit)
                if icon == "M":
                    for eye in MINION_EYES:
                        pts = [at(u0 + u * s, v0 + v * s) for u, v in eye]
                        pygame.gfxdraw.filled_polygon(surface, pts, EDGE)
