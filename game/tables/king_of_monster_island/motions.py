"""How pieces move over King of Monster Island's island, beside the kit's
arcing `Flight`: a figure or a Minion walking along the island (a slide from
point to point with a bob a step, never one jump through the air), and a
Locked die knocked off its space (it flies off the island spinning, and fades
as it falls). Both are kit Flights, so they are shown and hidden by the kit's
flight tweens (speed, reduce motion and Space-to-skip apply)."""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.table.stage import Flight

#: how high a walking piece bobs at each step, and how many steps a zone takes
BOB = 4.0
STEPS_PER_ZONE = 4
#: the quarter-turns a knocked-off die spins through, and the angle step of its cached pictures
TUMBLE_TURNS = 3
ANGLE_STEP = 15


class Walk(Flight):
    """A piece sliding along `points` (screen points, the piece's foot), a small
    bob at each step; its picture stands with its bottom `lift` above the foot."""

    def __init__(self, image: pygame.Surface, points: Sequence[tuple[float, float]], steps: int,
                 lift: float = 0.0) -> None:
        super().__init__(image, points[0], points[-1], arc=0.0)
        self.points = list(points)
        self.steps = max(1, steps)
        self.lift = lift

    def pos(self) -> tuple[float, float]:
        legs = len(self.points) - 1
        u = min(max(self.t, 0.0), 1.0) * legs
        i = min(legs - 1, int(u))
        f = u - i
        (x0, y0), (x1, y1) = self.points[i], self.points[i + 1]
        bob = abs(math.sin(math.pi * self.steps * self.t)) * BOB
        return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f - bob

    def draw(self, surf: pygame.Surface) -> None:
        if not self.active:
            return
        x, y = self.pos()
        shadow = pygame.Rect(0, 0, self.image.get_width() * 0.8, 8)
        shadow.center = (round(x), round(y + BOB * 0.5))
        pygame.draw.ellipse(surf, (20, 30, 20), shadow)
        surf.blit(self.image, self.image.get_rect(midbottom=(round(x), round(y - self.lift))))


class Tumble(Flight):
    """A die knocked off its space: it hops off the island outward from the
    volcano, spinning, and fades in the second half of its fall."""

    def __init__(self, image: pygame.Surface, start: tuple[float, float], outward: tuple[float, float],
                 distance: float = 70.0, drop: float = 46.0) -> None:
        ox, oy = outward
        norm = math.hypot(ox, oy) or 1.0
        end = (start[0] + ox / norm * distance, start[1] + oy / norm * distance + drop)
        super().__init__(image, start, end, arc=26.0)
        self._turned: dict[int, pygame.Surface] = {}

    def angle(self) -> int:
        a = self.t * 90 * TUMBLE_TURNS
        return int(a // ANGLE_STEP * ANGLE_STEP) % 360

    def draw(self, surf: pygame.Surface) -> None:
        if not self.active:
            return
        a = self.angle()
        img = self._turned.get(a)
        if img is None:
            img = pygame.transform.rotate(self.image, a)
            self._turned[a] = img
        alpha = 255 if self.t < 0.5 else int(255 * max(0.0, 1.0 - (self.t - 0.5) / 0.5))
        x, y = self.pos()
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=(round(x), round(y))))
