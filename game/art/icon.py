"""The window icon, painted by code."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .canvas import Canvas
from .title_tiles import eye


@lru_cache(maxsize=4)
def app_icon(size: int = 64) -> pygame.Surface:
    """A sea-blue rounded tile: a purple one-eyed monster rising behind a sandy
    island."""
    pic = _paint(size)
    inner = Canvas((size, size), 4)
    inner.rect((0, 0, size, size), (255, 255, 255), radius=size * 0.22)
    pic.blit(inner.result(), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pic


def _paint(size: int) -> pygame.Surface:
    cv = Canvas((size, size), 4)
    s = size
    cv.gradient((0, 0, s, s * 0.6), (30, 92, 140), (60, 150, 186))
    cv.gradient((0, s * 0.6, s, s * 0.4), (36, 130, 170), (12, 60, 106))
    cv.blob((s * 0.5, s * 0.5), s * 0.27, s * 0.27, (146, 96, 204), 0.04, 1.0)
    for sgn in (-1, 1):
        hx = s * 0.5 + sgn * s * 0.15
        cv.poly([(hx - s * 0.05, s * 0.3), (hx + s * 0.05, s * 0.29), (hx + sgn * s * 0.09, s * 0.1)],
                (252, 240, 210))
    eye(cv, (s * 0.5, s * 0.47), s * 0.14, look=(0.2, 0.2), iris=(240, 176, 40))
    cv.blob((s * 0.5, s * 0.8), s * 0.42, s * 0.12, (244, 216, 156), 0.05, 0.5)
    cv.arc((s * 0.3, s * 0.6, s * 0.4, s * 0.14), math.pi * 1.15, math.pi * 1.85, (50, 24, 60), s * 0.025)
    return cv.result()
