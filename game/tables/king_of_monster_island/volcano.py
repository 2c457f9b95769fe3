"""The volcano drop: King of Monster Island's signature moment.

The rules decide first: each Boss die's zone and face come from the rules' RNG
(the VolcanoDrop event). This module only shows it. Each die's path is planned
backwards from where it must rest: it falls from above into the crater, is lost
inside the cone, comes out of the base facing its zone and rolls down onto the
island with bounces of falling height (restitution 0.45), then slides to a free
place in its zone; it spins in the air and tumbles as it rolls, and its rotation
is blended into the resting rotation that shows the rolled face on top.

Drawing keeps the painter's order every frame: dice behind the volcano, the
volcano's back half and crater, dice inside the crater, the volcano's front
half, then every other die by distance from the camera. The island and both
volcano layers are drawn once per camera (supersampled) and kept; the island
with the table's pieces on it, and while no die falls the whole still picture
but the crater's glow, are kept until what they show changes.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Callable, Hashable, Sequence

import pygame
import pygame.gfxdraw

from ...screen import gfx, theme
from ...screen.theme import C
from ...table.picture import KeptRegion
from ...screen.tween import Tween, linear
from .dice3d import DieRenderer, Mat3, axis_angle, mat_mul, resting
from .island3d import (CRATER_R, ISLAND_R, VOLCANO_BASE_R, VOLCANO_H, ZONES, Camera, Vec3, VIEW,
                       boss_die_rest, dot, free_slots, shade, zone_angle)

#: a drop's length at normal speed (seconds); the animation speed setting scales it
DROP_SECONDS = 1.5
#: each die starts this much after the one before (a handful, not a single lump)
STAGGER = 0.05
RESTITUTION = 0.45
DIE_HALF = 11.5
#: how strongly the pieces the cone stands in front of show through it (0..255)
GHOST_ALPHA = 190

# The phases of one die's path, as fractions of its own time.
FALL_END = 0.26         # reaches the crater's floor, out of sight
EMERGE = 0.42           # comes out of the volcano's base
SETTLE = 0.92           # last bounce over: slides the rest of the way


@dataclass(frozen=True)
class Landing:
    """What the rules decided for one die: which die, its zone, its face and
    the icons of all its faces (faces[f] for f = 0..5)."""
    die: int
    zone: int
    face: int
    faces: tuple[str, ...]


@dataclass
class DiePath:
    """One die's planned motion, ending exactly at `rest` with `final` rotation."""
    landing: Landing
    slot: int
    rest: Vec3
    final: Mat3
    start: float                 # seconds after the drop begins
    length: float                # seconds of its own motion
    entry: Vec3                  # where it falls from (above the crater)
    exit: Vec3                   # where it leaves the volcano's base
    spin_axis: Vec3
    spin: float                  # radians per second of remaining time
    hops: tuple[float, ...]      # heights of the bounces after it leaves the base

    def at(self, t: float) -> tuple[str, Vec3, Mat3]:
        """(where, centre, rotation) at drop time t. where: 'waiting', 'falling'
        (above or in the crater), 'inside' (hidden), 'rolling', 'rest'."""
        u = (t - self.start) / self.length
        if u <= 0:
            return "waiting", self.entry, self.final
        if u >= 1:
            return "rest", self.rest, self.final
        remaining = (1 - u) * self.length
        rot = mat_mul(self.final, axis_angle(self.spin_axis, self.spin * remaining * (1 + remaining)))
        if u < FALL_END:
            f = u / FALL_END
            z = self.entry[2] + (VOLCANO_H - 26 - self.entry[2]) * f * f     # falling: accelerates
            return "falling", (self.entry[0], self.entry[1], z), rot
        if u < EMERGE:
            return "inside", self.exit, rot
        # rolling out: horizontal travel slows down; height follows the bounces
        f = (u - EMERGE) / (1 - EMERGE)
        travel = 1 - (1 - min(1.0, f / SETTLE)) ** 1.6 if f < SETTLE else 1.0
        x = self.exit[0] + (self.rest[0] - self.exit[0]) * travel
        y = self.exit[1] + (self.rest[1] - self.exit[1]) * travel
        z = DIE_HALF + self._hop_height(min(1.0, f / SETTLE))
        return "rolling", (x, y, z), rot

    def _hop_height(self, f: float) -> float:
        """Bounce arcs: each lasts in proportion to the square root of its height."""
        weights = [math.sqrt(h) for h in self.hops]
        total = sum(weights) or 1.0
        acc = 0.0
        for h, w in zip(self.hops, weights):
            span = w / total
            if f <= acc + span:
                p = (f - acc) / span
                return 4 * h * p * (1 - p)
            acc += span
        return 0.0


def plan_drop(landings: Sequence[Landing], resting_dice: Sequence[tuple[int, int]] = (),
              seed: int = 0) -> list[DiePath]:
    """Plans every die's path. resting_dice: (zone, slot) places already taken by
    dice on the island. Dice landing in one zone take different places, so they
    never overlap. The animation's own randomness (spin, yaw, entry point) comes
    from `seed`, never from the rules."""
    rnd = random.Random(seed)
    taken = set(resting_dice)
    paths = []
    for i, ld in enumerate(landings):
        slots = free_slots(ld.zone, taken) or [0]
        slot = slots[0]
        taken.add((ld.zone, slot))
        rest = boss_die_rest(ld.zone, slot)
        rest = (rest[0], rest[1], DIE_HALF)
        yaw = rnd.uniform(-0.5, 0.5)
        a_in = rnd.uniform(0, 2 * math.pi)
        r_in = rnd.uniform(0, CRATER_R * 0.45)
        entry = (r_in * math.cos(a_in), r_in * math.sin(a_in), VOLCANO_H + 230 + rnd.uniform(0, 60))
        a_out = zone_angle(ld.zone) + rnd.uniform(-0.35, 0.35)
        exit_ = (VOLCANO_BASE_R * 0.92 * math.cos(a_out), VOLCANO_BASE_R * 0.92 * math.sin(a_out), DIE_HALF)
        ax = (rnd.uniform(-1, 1), rnd.uniform(-1, 1), rnd.uniform(-0.4, 0.4))
        n = math.sqrt(sum(c * c for c in ax)) or 1.0
        first = rnd.uniform(34, 46)
        hops = (first, first * RESTITUTION ** 2 * 2.2, first * RESTITUTION ** 4 * 2.2)
        paths.append(DiePath(ld, slot, rest, resting(ld.face, yaw), start=i * STAGGER,
                             length=DROP_SECONDS - (len(landings) - 1) * STAGGER,
                             entry=entry, exit=exit_, spin_axis=(ax[0] / n, ax[1] / n, ax[2] / n),
                             spin=rnd.uniform(5.5, 8.0), hops=hops))
    return paths


# -- the board's art, drawn once per camera --------------------------------------------------

ZONE_COLOURS = ((74, 150, 82), (196, 170, 104), (58, 126, 90), (150, 170, 84), (92, 150, 104), (178, 150, 96))
SEA_RING = 1.13


def _poly(cam: Camera, pts: Sequence[Vec3], ss: int, origin: tuple[float, float]) -> list[tuple[float, float]]:
    ox, oy = origin
    return [((cam.project(p)[0] - ox) * ss, (cam.project(p)[1] - oy) * ss) for p in pts]


def _ring(r: float, n: int = 96, z: float = 0.0) -> list[Vec3]:
    return [(r * math.cos(2 * math.pi * i / n), r * math.sin(2 * math.pi * i / n), z) for i in range(n)]


def _scaled(colour: Sequence[int], light: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * light))) for c in colour)  # type: ignore[return-value]


class VolcanoArt:
    """The island, the volcano's back half with its crater, and its front half,
    each a surface made once for a camera and a board rect."""

    SS = 2

    def __init__(self, camera: Camera, rect: pygame.Rect) -> None:
        self.camera = camera
        self.rect = pygame.Rect(rect)
        key = ("koi-volcano", tuple(self.rect), camera)
        self.island = gfx.made_once(key + ("island",), self._draw_island)
        # the cone's layers are kept cropped to what they cover: a smaller blit
        self.back, self.back_at = self._cropped(gfx.made_once(key + ("back",), lambda: self._draw_cone(back=True)))
        self.front, self.front_at = self._cropped(gfx.made_once(key + ("front",), lambda: self._draw_cone(back=False)))
        self.glow = gfx.made_once(key + ("glow",), self._draw_glow)
        self.smoke = [gfx.made_once(("koi-smoke", r), lambda r=r: self._puff(r)) for r in (10, 14, 18, 24)]

    def _cropped(self, layer: pygame.Surface) -> tuple[pygame.Surface, tuple[int, int]]:
        box = layer.get_bounding_rect()
        return layer.subsurface(box), (self.rect.x + box.x, self.rect.y + box.y)

    def _canvas(self) -> pygame.Surface:
        return pygame.Surface((self.rect.w * self.SS, self.rect.h * self.SS), pygame.SRCALPHA)

    def _finish(self, big: pygame.Surface) -> pygame.Surface:
        return pygame.transform.smoothscale(big, self.rect.size)

    def _draw_island(self) -> pygame.Surface:
        cam, ss, o = self.camera, self.SS, self.rect.topleft
        big = self._canvas()
        # the sea around it, and a foam line
        pygame.draw.polygon(big, (*C.SHALLOWS, 150), _poly(cam, _ring(ISLAND_R * SEA_RING), ss, o))
        pygame.draw.polygon(big, (*C.FOAM, 210), _poly(cam, _ring(ISLAND_R * 1.035), ss, o))
        # the island's edge, seen as a cliff of sand below the plane
        pygame.draw.polygon(big, C.SAND_DEEP, _poly(cam, _ring(ISLAND_R, z=-9), ss, o))
        pygame.draw.polygon(big, C.SAND, _poly(cam, _ring(ISLAND_R), ss, o))
        # the six zones, each a pie slice of the land inside the beach
        for z in range(ZONES):
            a0 = zone_angle(z) + math.radians(30)
            pts: list[Vec3] = []
            for i in range(17):
                a = a0 - math.radians(60) * i / 16
                pts.append((ISLAND_R * 0.93 * math.cos(a), ISLAND_R * 0.93 * math.sin(a), 0.0))
            for i in range(9):
                a = a0 - math.radians(60) * (8 - i) / 8
                pts.append((VOLCANO_BASE_R * 0.9 * math.cos(a), VOLCANO_BASE_R * 0.9 * math.sin(a), 0.0))
            pygame.draw.polygon(big, ZONE_COLOURS[z], _poly(cam, pts, ss, o))
        # the volcano's soft shadow, thrown away from the light
        w, h = big.get_size()
        small = pygame.Surface((w // 8, h // 8), pygame.SRCALPHA)
        pts = [(p[0] + 40, p[1] - 26, 0.0) for p in _ring(VOLCANO_BASE_R * 1.12, 48)]
        pygame.draw.polygon(small, (10, 14, 20, 80), [(x / 8, y / 8) for x, y in _poly(cam, pts, ss, o)])
        big.blit(pygame.transform.smoothscale(pygame.transform.smoothscale(small, (w // 16, h // 16)), (w, h)), (0, 0))
        # six ridges of rock between the zones, lit on one side
        for z in range(ZONES):
            a = zone_angle(z) + math.radians(30)
            ux, uy = math.cos(a), math.sin(a)
            px, py = -uy, ux
            for side, light in ((-1, 0.55), (1, 1.0)):
                pts = []
                steps = 9
                for i in range(steps + 1):
                    r = VOLCANO_BASE_R * 0.95 + (ISLAND_R * 0.97 - VOLCANO_BASE_R * 0.95) * i / steps
                    width = 10 * (1 - 0.55 * i / steps)
                    pts.append((ux * r + px * width * side, uy * r + py * width * side, 0.0))
                for i in range(steps, -1, -1):
                    r = VOLCANO_BASE_R * 0.95 + (ISLAND_R * 0.97 - VOLCANO_BASE_R * 0.95) * i / steps
                    h = 14 * (1 - 0.5 * i / steps)
                    pts.append((ux * r, uy * r, h))
                pygame.draw.polygon(big, _scaled((132, 118, 108), light), _poly(cam, pts, ss, o))
        # the zone numbers on the beach, as the players count them
        font = theme.font(int(20 * ss * cam.scale), "bold")
        for z in range(ZONES):
            p = cam.project((ISLAND_R * 0.965 * math.cos(zone_angle(z)),
                             ISLAND_R * 0.965 * math.sin(zone_angle(z)), 0.0))
            label = font.render(str(z + 1), True, C.TEXT_DARK)
            big.blit(label, label.get_rect(center=((p[0] - o[0]) * ss, (p[1] - o[1]) * ss)))
        return self._finish(big)

    def _cone_facets(self, n: int = 40) -> list[tuple[float, list[Vec3], Vec3, float]]:
        """(depth, corners, normal, angle) of each side facet of the cone."""
        out = []
        slope = (VOLCANO_BASE_R - CRATER_R) / VOLCANO_H
        for i in range(n):
            a0, a1 = 2 * math.pi * i / n, 2 * math.pi * (i + 1) / n
            am = (a0 + a1) / 2
            nrm = (math.cos(am), math.sin(am), slope)
            ln = math.sqrt(1 + slope * slope)
            nrm = (nrm[0] / ln, nrm[1] / ln, nrm[2] / ln)
            pts = [(VOLCANO_BASE_R * math.cos(a0), VOLCANO_BASE_R * math.sin(a0), 0.0),
                   (VOLCANO_BASE_R * math.cos(a1), VOLCANO_BASE_R * math.sin(a1), 0.0),
                   (CRATER_R * math.cos(a1), CRATER_R * math.sin(a1), VOLCANO_H),
                   (CRATER_R * math.cos(a0), CRATER_R * math.sin(a0), VOLCANO_H)]
            mid = (sum(p[0] for p in pts) / 4, sum(p[1] for p in pts) / 4, VOLCANO_H / 2)
            out.append((self.camera.depth(mid), pts, nrm, am))
        return out

    def _draw_cone(self, back: bool) -> pygame.Surface:
        cam, ss, o = self.camera, self.SS, self.rect.topleft
        big = self._canvas()
        facets = sorted(self._cone_facets(), key=lambda f: -f[0])
        for depth, pts, nrm, am in facets:
            if (math.sin(am) > 0) != back:
                continue
            if dot(nrm, VIEW) <= 0 and not back:
                continue
            light = shade(nrm, 0.32)
            # lava runs down the slope in a few channels that glow
            base = C.VOLCANO if int(am / (2 * math.pi) * 40) % 7 else (150, 52, 38)
            top = _scaled(base, light)
            pygame.draw.polygon(big, top, _poly(cam, pts, ss, o))
            pygame.draw.polygon(big, _scaled(top, 0.9), _poly(cam, pts, ss, o), 1)
        # openings at the base, one facing each zone: where the dice come out
        for z in range(ZONES):
            a = zone_angle(z)
            if (math.sin(a) > 0.01) != back:
                continue
            w = 0.16
            pts = [(VOLCANO_BASE_R * 1.005 * math.cos(a + d), VOLCANO_BASE_R * 1.005 * math.sin(a + d), h)
                   for d, h in ((-w, 0.0), (-w * 0.7, 16.0), (0.0, 22.0), (w * 0.7, 16.0), (w, 0.0))]
            pygame.draw.polygon(big, (30, 14, 16), _poly(cam, pts, ss, o))
        if back:
            # the crater: a rim, a dark throat and lava deep inside
            pygame.draw.polygon(big, _scaled(C.VOLCANO, 0.55), _poly(cam, _ring(CRATER_R * 1.08, 40, VOLCANO_H), ss, o))
            pygame.draw.polygon(big, (40, 12, 14), _poly(cam, _ring(CRATER_R * 0.92, 40, VOLCANO_H), ss, o))
            for r, col in ((0.78, (132, 30, 22)), (0.6, C.LAVA), (0.4, C.EMBER), (0.2, (255, 226, 140))):
                pygame.draw.polygon(big, col, _poly(cam, _ring(CRATER_R * r, 32, VOLCANO_H - 6), ss, o))
        else:
            # the crater's front lip, over anything that fell in
            lip = [(CRATER_R * 1.08 * math.cos(a), CRATER_R * 1.08 * math.sin(a), VOLCANO_H)
                   for a in (math.pi + i * math.pi / 20 for i in range(21))]
            lip += [(CRATER_R * 0.92 * math.cos(a), CRATER_R * 0.92 * math.sin(a), VOLCANO_H - 3)
                    for a in (2 * math.pi - i * math.pi / 20 for i in range(21))]
            pygame.draw.polygon(big, _scaled(C.VOLCANO, 1.15), _poly(cam, lip, ss, o))
        return self._finish(big)

    def _draw_glow(self) -> pygame.Surface:
        r = int(CRATER_R * 2.2 * self.camera.scale)
        surf = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
        for i in range(r, 0, -2):
            a = int(70 * (1 - i / r) ** 1.5)
            pygame.draw.circle(surf, (255, 150, 60, a), (r, r), i)
        return surf

    @staticmethod
    def _puff(r: int) -> pygame.Surface:
        surf = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
        for i in range(r, 0, -1):
            pygame.draw.circle(surf, (210, 200, 196, int(90 * (1 - i / r))), (r, r), i)
        return surf

    def crater_point(self) -> tuple[float, float]:
        return self.camera.project((0.0, 0.0, VOLCANO_H))


class _Shadows:
    """Soft shadows of a die on the plane, a few sizes made once."""

    def __init__(self) -> None:
        self.sizes = [gfx.made_once(("koi-die-shadow", s), lambda s=s: self._make(s)) for s in range(6)]

    @staticmethod
    def _make(step: int) -> pygame.Surface:
        w = 30 - step * 3
        h = max(6, int(w * 0.55))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        alpha = 120 - step * 16
        for i in range(4):
            rect = pygame.Rect(0, 0, w - i * 4, h - i * 2)
            rect.center = (w // 2, h // 2)
            pygame.draw.ellipse(surf, (8, 10, 14, alpha // 4), rect)
        return surf

    def at(self, height: float) -> pygame.Surface:
        return self.sizes[max(0, min(5, int(height / 18)))]


class VolcanoView:
    """The island with its volcano, the Boss dice resting on it and a drop in
    progress. The table gives it the dice at rest and starts drops; the drop's
    tween (see `drop_tween`) gates input like any queued animation."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.camera = Camera.fit(tuple(self.rect))
        self.art = VolcanoArt(self.camera, self.rect)
        self.dice = DieRenderer(self.camera, DIE_HALF * 1.0)
        self.shadows = _Shadows()
        #: dice lying on the island: die -> (zone, slot, rotation, faces)
        self.resting: dict[int, tuple[int, int, Mat3, tuple[str, ...]]] = {}
        self.paths: list[DiePath] = []
        self.t = 0.0
        self.glow_t = 0.0
        #: die -> 0..1 brightness while it activates
        self.pulse: dict[int, float] = {}
        #: the table's pieces lying flat on the island (drawn under every die and the volcano)
        self.on_island: Callable[[pygame.Surface], None] | None = None
        #: what `on_island` shows and what lies under the island (None: nothing is kept)
        self.island_key: Callable[[], Hashable] | None = None
        #: the island with its pieces; the whole still picture but the crater's glow
        self.ground, self.still = KeptRegion(), KeptRegion()
        self._under_glow: pygame.Surface | None = None
        self._front_at_glow: list = []
        #: the pieces under the cone, see-through, and what they show
        self._ghost: pygame.Surface | None = None
        self._ghost_key = None

    # -- the table's side --------------------------------------------------------------------
    def place(self, die: int, zone: int, face: int, faces: Sequence[str], yaw: float = 0.0) -> None:
        """Puts a die at rest in a zone (a loaded game, or after a drop)."""
        taken = {(z, s) for d, (z, s, _r, _f) in self.resting.items() if d != die}
        slot = (free_slots(zone, taken) or [0])[0]
        self.resting[die] = (zone, slot, resting(face, yaw), tuple(faces))

    def die_rect(self, die: int) -> pygame.Rect | None:
        """Where a die at rest is on the canvas, to click (None: not on the island)."""
        at = self.resting.get(die)
        if at is None:
            return None
        x, y = self.camera.project((*boss_die_rest(at[0], at[1])[:2], DIE_HALF))
        r = pygame.Rect(0, 0, 26, 26)
        r.center = (round(x), round(y))
        return r

    def lift(self, die: int) -> None:
        """A die leaves the island (back beside the volcano)."""
        self.resting.pop(die, None)

    def drop_tween(self, landings: Sequence[Landing], seed: int = 0,
                   on_done: Callable[[], None] | None = None) -> Tween:
        """The drop as one tween (DROP_SECONDS at normal speed). With reduce motion
        or at instant speed it ends at once: the dice appear in place."""
        for ld in landings:
            self.lift(ld.die)
        taken = [(z, s) for (z, s, _r, _f) in self.resting.values()]
        self.paths = plan_drop(landings, taken, seed)
        self.t = 0.0

        def progress(v: float) -> None:
            self.t = v * DROP_SECONDS

        def done() -> None:
            for p in self.paths:
                self.resting[p.landing.die] = (p.landing.zone, p.slot, p.final, p.landing.faces)
            self.paths = []
            if on_done is not None:
                on_done()

        return Tween(DROP_SECONDS, progress, ease=linear, on_done=done, motion=True)

    @property
    def dropping(self) -> bool:
        return bool(self.paths)

    def update(self, dt: float) -> None:
        self.glow_t += dt

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The island, its pieces (`on_island`), the dice and the volcano, in the
        painter's order. With an `island_key` (what the pieces show, and what lies
        under the island) the still parts are kept as pictures: the ground (the
        island and its pieces) until the key changes, and, while no die falls,
        the whole picture but the crater's glow, whose spot alone is painted
        again each frame, in the same order, from what lay under it."""
        key = None if self.island_key is None else self.island_key()
        if key is not None and not self.paths:
            self.still.draw(surface, self.rect, (key, self._resting_key()),
                            lambda s: self._paint_layers(s, key, glow=False))
            self._paint_glow_spot(surface)
        else:
            self._paint_layers(surface, key, glow=True)

    def _paint_layers(self, surface: pygame.Surface, key, glow: bool) -> None:
        """Everything, in the painter's order; without the `glow`, what lies under
        its spot and the dice in front that reach into it are kept for
        _paint_glow_spot."""
        art = self.art
        behind, inside, front, falling_high = self._dice_by_layer()
        self.ground.draw(surface, self.rect, key, self._paint_island)
        self._draw_dice(surface, behind)
        surface.blit(art.back, art.back_at)
        if glow:
            self._draw_glow(surface)
        else:
            spot = self._glow_spot().clip(self.rect.clip(surface.get_clip()))
            self._under_glow = surface.subsurface(spot).copy()
            self._front_at_glow = [it for it in front if self._touches(it, spot)]
        self._draw_dice(surface, inside, shadows=False)
        surface.blit(art.front, art.front_at)
        self._draw_ghosts(surface, key, behind)
        self._draw_smoke(surface)
        self._draw_dice(surface, front)
        self._draw_dice(surface, falling_high, shadows=False)

    def cone_rect(self) -> pygame.Rect:
        """The volcano's cone on the canvas (both halves)."""
        art = self.art
        return art.back.get_rect(topleft=art.back_at).union(art.front.get_rect(topleft=art.front_at))

    def _draw_ghosts(self, surface: pygame.Surface, key, behind: list) -> None:
        """The pieces and Boss dice the cone stands in front of, drawn again
        see-through over it: the volcano never hides a piece (issue 47: a Boss
        die in zone 1 was never seen, a Cannon's Health was cut by the rim)."""
        cone = self.cone_rect().clip(self.rect)
        ghost_key = (key, self._resting_key(), tuple((round(it[1][0], 1), round(it[1][1], 1)) for it in behind))
        if self._ghost_key != ghost_key or self._ghost is None:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            if self.on_island is not None:
                self.on_island(layer)
            self._draw_dice(layer, list(behind), shadows=False)
            ghost = layer.subsurface(cone).copy()
            ghost.set_alpha(GHOST_ALPHA)
            self._ghost, self._ghost_key = ghost, ghost_key
        surface.blit(self._ghost, cone.topleft)

    def _paint_island(self, surface: pygame.Surface) -> None:
        surface.blit(self.art.island, self.rect.topleft)
        if self.on_island is not None:
            self.on_island(surface)

    def _dice_by_layer(self) -> tuple[list, list, list, list]:
        """The dice to draw: behind the volcano, inside its crater, in front of
        it, and falling above it (each item: depth, centre, rotation, faces,
        glow, height above the ground, lying still)."""
        cam = self.camera
        behind, inside, front, falling_high = [], [], [], []
        for die, (zone, slot, rot, faces) in self.resting.items():
            rest = boss_die_rest(zone, slot)
            centre = (rest[0], rest[1], DIE_HALF)
            (behind if centre[1] > 0 and abs(centre[0]) < VOLCANO_BASE_R * 1.3 else front).append(
                (cam.depth(centre), centre, rot, faces, self.pulse.get(die, 0.0), 0.0, True))
        for p in self.paths:
            where, centre, rot = p.at(self.t)
            if where in ("waiting", "inside"):
                continue
            item = (cam.depth(centre), centre, rot, p.landing.faces, 0.0, centre[2] - DIE_HALF, False)
            if where == "falling":
                (falling_high if centre[2] > VOLCANO_H + DIE_HALF else inside).append(item)
            elif centre[1] > 0 and math.hypot(centre[0], centre[1]) < VOLCANO_BASE_R * 1.45:
                behind.append(item)
            else:
                front.append(item)
        return behind, inside, front, falling_high

    def _resting_key(self) -> tuple:
        return tuple((d, zone, slot, rot, faces, self.pulse.get(d, 0.0))
                     for d, (zone, slot, rot, faces) in sorted(self.resting.items()))

    def _glow_spot(self) -> pygame.Rect:
        x, y = self.art.crater_point()
        return self.art.glow.get_rect(center=(int(x), int(y) - 4))

    def _touches(self, item, spot: pygame.Rect) -> bool:
        """Whether a die (or its shadow) is drawn within `spot` (bounds with a pixel to spare)."""
        _d, centre, rot, _f, _g, height, _s = item
        pts = [self.camera.project(c) for c in self.dice.corners(centre, rot)]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)
        sh = self.shadows.at(height)
        x, y = self.camera.project((centre[0] + 3, centre[1] - 2, 0.0))
        return bool(box.colliderect(spot) or sh.get_rect(center=(int(x), int(y))).colliderect(spot))

    def _paint_glow_spot(self, surface: pygame.Surface) -> None:
        """The crater's glow at this frame's brightness, with what lies over it
        (the cone's front half, the dice in front), within its spot only."""
        clip = surface.get_clip()
        spot = self._glow_spot().clip(self.rect.clip(clip))
        surface.set_clip(spot)
        surface.blit(self._under_glow, spot.topleft)
        self._draw_glow(surface)
        surface.blit(self.art.front, self.art.front_at)
        self._draw_dice(surface, list(self._front_at_glow))
        surface.set_clip(clip)

    def _draw_dice(self, surface: pygame.Surface, items: list, shadows: bool = True) -> None:
        items.sort(key=lambda it: -it[0])
        if shadows:
            for _d, centre, _r, _f, _g, height, _s in items:
                sh = self.shadows.at(height)
                x, y = self.camera.project((centre[0] + 3, centre[1] - 2, 0.0))
                surface.blit(sh, sh.get_rect(center=(int(x), int(y))))
        for _d, centre, rot, faces, glow, _h, still in items:
            self.dice.draw(surface, centre, rot, faces, glow, still)

    def _draw_glow(self, surface: pygame.Surface) -> None:
        g = self.art.glow
        x, y = self.art.crater_point()
        flare = 1.0 if self.paths else 0.55 + 0.2 * math.sin(self.glow_t * 2.4)
        g.set_alpha(int(255 * flare))
        surface.blit(g, g.get_rect(center=(int(x), int(y) - 4)))

    def _draw_smoke(self, surface: pygame.Surface) -> None:
        if not self.paths:
            return
        x, y = self.art.crater_point()
        # a puff rises as the dice go in, and thins as it climbs
        phase = self.t / DROP_SECONDS
        if phase > 0.75:
            return
        for i, puff in enumerate(self.art.smoke):
            rise = (phase * 1.4 + i * 0.18)
            alpha = max(0, int(220 * (1 - phase / 0.75) * (1 - i * 0.18)))
            puff.set_alpha(alpha)
            px = x + math.sin(i * 1.7 + phase * 3) * 10
            py = y - 12 - rise * 60 * self.camera.scale
            surface.blit(puff, puff.get_rect(center=(int(px), int(py))))
