"""The sea every table lies in: deep at the edges, lighter under the board,
with faint swell lines. One picture, made once (gfx.made_once)."""
from __future__ import annotations

import math

import pygame

from ..screen import gfx
from ..art.canvas import Canvas
from ..screen.theme import LOGICAL_SIZE
from .areas import BOARD_RECT, H, W


def table_backdrop() -> pygame.Surface:
    """The sea as a picture to paint on (a table's static picture starts from a copy)."""
    def make():
        cv = Canvas(LOGICAL_SIZE, 1)
        cv.gradient((0, 0, W, H), (30, 98, 128), (14, 54, 86))
        cv.radial((BOARD_RECT.centerx, BOARD_RECT.centery + 10), 420, (70, 160, 180), inner_alpha=90)
        s = cv.result()
        # faint swell lines across the sea
        for k in range(14):
            y = 90 + k * 46
            pts = [(x, y + 6 * math.sin(x / 60 + k)) for x in range(0, BOARD_RECT.width + 20, 20)]
            pygame.draw.aalines(s, (60, 130, 160), False, pts)
        s.blit(gfx.vignette(LOGICAL_SIZE, 130), (0, 0))
        return s
    return gfx.made_once(("backdrop",), make)


def screen_backdrop() -> pygame.Surface:
    """The same sea in the screen's pixel format, for a table that blits it
    whole every frame."""
    return gfx.made_once(("backdrop", "screen"), lambda: table_backdrop().convert())
