"""Survive the Island's pieces read at table size (issue 48): every seat
colour's adventurer value is an outlined numeral at least 11 px tall on the
1280x720 canvas, its white digit ringed by pixels dark enough to read
against, for every colour (yellow as red); a Piranha tile is drawn as the
water it counts as, not green like a forest."""
from __future__ import annotations

import pygame
import pytest

from game.tables.survive_the_island import art
from game.tables.survive_the_island.geometry import ADV_SIZE
from rules.survive_the_island import content

WHITE = (255, 255, 255)


def _luminance(c) -> float:
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture(autouse=True)
def _display(app):
    yield


@pytest.mark.parametrize("colour", content.COLOURS)
def test_every_colours_value_is_an_outlined_numeral_11_px_tall_that_reads_against_what_rings_it(colour):
    img = art.adventurer(colour, 3, ADV_SIZE)
    w, h = img.get_size()
    digit = {(x, y) for x in range(w) for y in range(h)
             if tuple(img.get_at((x, y)))[:3] == WHITE and img.get_at((x, y)).a == 255}
    assert digit, f"no white numeral on the {colour} adventurer"
    ys = [y for _, y in digit]
    assert max(ys) - min(ys) + 1 >= 11
    # every edge of the white digit has an ink rim within 2 px (past the glyph's soft edge)
    edge = [(x, y) for x, y in digit
            if any((x + dx, y + dy) not in digit for dx in (-1, 0, 1) for dy in (-1, 0, 1))]
    for x, y in edge:
        ring = [tuple(img.get_at((x + dx, y + dy)))[:3] for dx in range(-2, 3) for dy in range(-2, 3)
                if 0 <= x + dx < w and 0 <= y + dy < h and img.get_at((x + dx, y + dy)).a == 255]
        assert max(_contrast(WHITE, c) for c in ring) >= 7, f"{colour}: the digit's edge at {(x, y)} has no dark rim"


def _mean(img, inset: float = 0.3):
    w, h = img.get_size()
    px = [tuple(img.get_at((x, y)))[:3] for x in range(int(w * inset), int(w * (1 - inset)))
          for y in range(int(h * inset), int(h * (1 - inset))) if img.get_at((x, y)).a]
    return [sum(p[i] for p in px) / len(px) for i in range(3)]


def test_a_piranha_tile_is_drawn_as_water_not_as_forest():
    r, g, b = _mean(art.piranha_tile(60, 52), inset=0.12)
    assert b > g > r                               # the sea's blue
    fr, fg, fb = _mean(art.island_tile(content.FOREST, 60, 52))
    assert fg > fb                                 # a forest is green: the two never look alike
