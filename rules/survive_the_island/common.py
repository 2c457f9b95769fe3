"""Codes shared by the engine modules: what a space is, where a piece is."""
from __future__ import annotations

from .content import BEACH, FOREST, MOUNTAIN

# terrain of a space
WATER, BEACH_T, FOREST_T, MOUNTAIN_T, VOLCANO_T, PIRANHA_T = 0, 1, 2, 3, 4, 5
LAND = (BEACH_T, FOREST_T, MOUNTAIN_T)
TERRAIN_CODE = {BEACH: BEACH_T, FOREST: FOREST_T, MOUNTAIN: MOUNTAIN_T}
TERRAIN_NAME = {BEACH_T: BEACH, FOREST_T: FOREST, MOUNTAIN_T: MOUNTAIN}


def is_water(t: int) -> bool:
    """Sea, sunk tiles and Piranha tiles (which count as water) are water spaces."""
    return t == WATER or t == PIRANHA_T


def is_land(t: int) -> bool:
    return BEACH_T <= t <= MOUNTAIN_T


# where an adventurer is (>= 0: a board space)
UNPLACED, ELIMINATED, RESCUED, LIFTED = -1, -2, -3, -4
# where a raft or a creature is (>= 0: a board space)
RESERVE = -1

UNKNOWN = "?"        # a tile back or an ability nobody (but its owner) has seen
