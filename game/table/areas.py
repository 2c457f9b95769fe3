"""Where the kit puts things on the 1280x720 canvas: the top bar across the
top, the game log down the right, and the board (the table's own drawing) in
the rest. Every table's layout starts from BOARD_RECT."""
from __future__ import annotations

import pygame

from ..screen.theme import LOGICAL_SIZE

W, H = LOGICAL_SIZE
TOP_BAR_H = 60
# Opaque layers sit at x positions that are multiples of 16: pygame-ce's copy
# blit is several times slower to a destination 16- but not 64-byte aligned
# (x = 4, 8, 100, 980... on a 32-bit screen), measured with this version.
LOG_W = 304
LOG_RECT = pygame.Rect(W - LOG_W, TOP_BAR_H, LOG_W, H - TOP_BAR_H)
BOARD_RECT = pygame.Rect(0, TOP_BAR_H, W - LOG_W, H - TOP_BAR_H)

#: The log panel's flat colour: the log text is typeset onto it, one opaque surface.
LOG_BG = (10, 32, 56)
