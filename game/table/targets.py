"""How what may be clicked glows: a soft gold halo and a bright rim around
each legal target (brighter under the pointer, pulsing otherwise), a white
ring round what is picked up, gold rings on the spaces a token may fill, and
the glow round the seats whose turn it is. Which things are targets is the
table's to say (from the view's legal actions); this only draws them."""
from __future__ import annotations

import math
from typing import Iterable, Sequence

import pygame

from ..screen import gfx
from ..screen.theme import C


#: how many times a second a pulse's brightness changes: a glow stepping 30 times a
#: second is as smooth to the eye as one stepping at every frame, and each frame between
#: its steps shows it as the last did (the window then has nothing of it to scale and show:
#: at 1920x1080 a seat's pulsing ring was 70 thousand canvas pixels scaled every frame)
PULSE_STEPS = 30


def pulse(clock: float, speed: float = 5.0) -> float:
    """0..1, smoothly up and down with the table's clock, in PULSE_STEPS steps a second."""
    return 0.5 + 0.5 * math.sin(math.floor(clock * PULSE_STEPS) / PULSE_STEPS * speed)


def draw_target_glow(surface: pygame.Surface, targets: Iterable[tuple[pygame.Rect, int]],
                     pointer: tuple[int, int], clock: float) -> None:
    """Each (rect, corner radius) glows; the one under the pointer glows fully."""
    a = pulse(clock)
    for r, radius in targets:
        hot = r.collidepoint(pointer)
        halo = target_halo(r.size, radius)
        halo.set_alpha(255 if hot else int(110 + 130 * a))
        surface.blit(halo, (r.x - 8, r.y - 8))
        rim = target_rim(r.size, radius)
        rim.set_alpha(255 if hot else int(150 + 100 * a))
        surface.blit(rim, r.topleft)


def draw_selection(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The ring round what the player picked up."""
    surface.blit(selection_ring(rect.size), rect.topleft)


def draw_space_rings(surface: pygame.Surface, spaces: Sequence[tuple[tuple[int, int], int]],
                     clock: float) -> None:
    """A pulsing gold ring on each (centre, diameter) space."""
    a = pulse(clock)
    for (x, y), d in spaces:
        ring = space_ring(d + 8)
        ring.set_alpha(int(150 + 100 * a))
        surface.blit(ring, ring.get_rect(center=(x, y)))


def draw_turn_glow(surface: pygame.Surface, panels: Iterable[tuple[pygame.Rect, tuple[int, int, int]]],
                   clock: float) -> None:
    """A ring in the seat's colour round each (panel, colour) whose turn it is."""
    a = pulse(clock, 3.2)
    for panel, colour in panels:
        r = panel.inflate(10, 10)
        ring = glow_ring(r.size, colour)
        ring.set_alpha(int(110 + 120 * a))
        surface.blit(ring, r.topleft)


def prepare_turn_glow(panels: Iterable[tuple[pygame.Rect, tuple[int, int, int]]]) -> None:
    """Makes the ring draw_turn_glow puts round each (panel, colour), before a turn first shows it."""
    for panel, colour in panels:
        glow_ring(panel.inflate(10, 10).size, colour)


def target_halo(size, radius: int = 10) -> pygame.Surface:
    """The soft gold light around a legal target: a blurred ring, so what lies
    inside (an empty cage, a token) stays plain to see."""
    def make():
        w, h = size
        pad = 8
        out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        ring = gfx.rounded_outline((w + 4, h + 4), radius + 2, (255, 206, 84), 6)
        out.blit(ring, (pad - 2, pad - 2))
        return pygame.transform.box_blur(out, 4)
    return gfx.made_once(("halo", size, radius), make)


def target_rim(size, radius: int = 10) -> pygame.Surface:
    """The bright edge in front of a legal target."""
    return gfx.made_once(("rim", size, radius), lambda: gfx.rounded_outline(size, radius, (255, 230, 140), 3))


def selection_ring(size) -> pygame.Surface:
    return gfx.made_once(("sel", size), lambda: gfx.rounded_outline(size, 10, (255, 255, 255), 3))


def glow_ring(size, colour) -> pygame.Surface:
    def make():
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(gfx.rounded_outline(size, 14, colour, 4), (0, 0))
        return out
    return gfx.made_once(("glow", size, colour), make)


def space_ring(d: int) -> pygame.Surface:
    def make():
        out = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(out, C.GOLD, (d / 2, d / 2), d / 2, 3)
        return out
    return gfx.made_once(("space", d), make)
