"""The figures standing on Monster Island, drawn by code: each Monster its own
colour, shape and letters (told apart without colour too), and the Boss, a
spiked crimson figure with its crown. Every picture is made once per size."""
from __future__ import annotations

import math

import pygame

from ... import gfx, theme
from ...theme import C

#: Monster id -> (body colour, outline shape, letters on the figure)
#: each Monster's colour, shape and letters; the colours are the seat palette's,
#: which stays apart under the common colour-vision deficiencies
#: (tests/ui/test_colour_vision.py), and the shape and letters say it again
_SEAT = {sc.name: sc.rgb for sc in theme.SEAT_COLOURS}
MONSTER_LOOKS = {
    "purple_reign": (_SEAT["Purple"], "hexagon", "PR"),
    "pagurah": (_SEAT["Red"], "diamond", "PA"),
    "rex_florae": (_SEAT["Green"], "circle", "RF"),
    "hades": (_SEAT["Blue"], "square", "H"),
    "megamoth": (_SEAT["Yellow"], "triangle", "MM"),
}


def monster_colour(monster: str) -> tuple[int, int, int]:
    return MONSTER_LOOKS[monster][0]


def monster_figure(monster: str, size: int, hurt: bool = False) -> pygame.Surface:
    """A Monster's standee seen from above at an angle: its shape on a dark
    base with a soft shadow, its letters on it. hurt: at 0 Health (greyed)."""
    def make() -> pygame.Surface:
        colour, shape, letters = MONSTER_LOOKS[monster]
        if hurt:
            colour = tuple(int(c * 0.45 + 70) for c in colour)
        surf = pygame.Surface((size, size + size // 6), pygame.SRCALPHA)
        shadow = pygame.Surface((size, size // 3), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
        surf.blit(shadow, (size // 6, size - size // 4))
        body = gfx.shape(shape, size - 2, colour, C.INK, 1 if size < 40 else 2)
        surf.blit(body, (1, 0))
        text_size = max(11, int(size * (0.42 if len(letters) == 1 else 0.34)))
        label = theme.text_outlined(letters, text_size, C.TEXT, C.INK, style="display", width=2, shadow=0)
        surf.blit(label, label.get_rect(center=(size // 2, size // 2 + (size // 10 if shape == "triangle" else 0))))
        return surf
    return gfx.made_once(("komi-monster-fig", monster, size, hurt), make)


def boss_figure(size: int) -> pygame.Surface:
    """The Boss: a crimson spiked body with a golden crown, bigger than a Monster."""
    def make() -> pygame.Surface:
        s = 2
        w = size * s
        big = pygame.Surface((w, w + w // 6), pygame.SRCALPHA)
        pygame.draw.ellipse(big, (0, 0, 0, 100), pygame.Rect(w * 0.08, w * 0.86, w * 0.84, w * 0.28))
        cx, cy, r = w / 2, w * 0.56, w * 0.42
        spikes = []
        for i in range(18):
            a = -math.pi / 2 + i * math.pi / 9
            rr = r if i % 2 == 0 else r * 0.78
            spikes.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        gfx.aa_polygon(big, C.INK, spikes)
        inner = [(cx + (x - cx) * 0.9, cy + (y - cy) * 0.9) for x, y in spikes]
        gfx.aa_polygon(big, (188, 40, 44), inner)
        pygame.draw.circle(big, (236, 92, 70), (cx - r * 0.22, cy - r * 0.22), r * 0.34)
        crown = [(cx - r * 0.5, cy - r * 0.55), (cx - r * 0.5, cy - r * 1.05), (cx - r * 0.25, cy - r * 0.8),
                 (cx, cy - r * 1.15), (cx + r * 0.25, cy - r * 0.8), (cx + r * 0.5, cy - r * 1.05),
                 (cx + r * 0.5, cy - r * 0.55)]
        gfx.aa_polygon(big, C.INK, [(x, y + 3) for x, y in crown])
        gfx.aa_polygon(big, C.GOLD, crown)
        for ex in (-0.2, 0.2):
            pygame.draw.circle(big, C.GOLD, (cx + r * ex, cy), r * 0.11)
            pygame.draw.circle(big, C.INK, (cx + r * ex, cy), r * 0.05)
        return pygame.transform.smoothscale(big, (size, size + size // 6))
    return gfx.made_once(("komi-boss-fig", size), make)
