"""Monster figures never hide Minion tokens: in every zone, whichever kinds of
Minion stand there and however many Monsters (one to five), each figure stands
clear of every token and of its count, with its foot in the zone; with no
Minion in its way each of the first three Monsters keeps its own place."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.tables.king_of_monster_island.island3d import monster_spot
from game.tables.king_of_monster_island.layout import ISLAND_RECT, Geometry
from game.tables.king_of_monster_island.volcano import VolcanoView
from rules.king_of_monster_island.content import KINDS, ZONES


@pytest.fixture(scope="module")
def geo():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    return Geometry(VolcanoView(ISLAND_RECT).camera)


@pytest.mark.parametrize("zone", range(ZONES))
def test_no_monster_figure_covers_a_minion_token_in_its_zone(geo, zone):
    for k in range(1, len(KINDS) + 1):
        for kinds in itertools.combinations(KINDS, k):
            tokens = [geo.token_area(zone, kind) for kind in kinds]
            for n in range(1, 6):
                for p, where in enumerate(geo.monster_spots(zone, n, frozenset(kinds))):
                    r = geo.figure_rect(zone, where)
                    assert r.collidelist(tokens) < 0, f"zone {zone + 1}: Monster {p + 1} of {n} hides {kinds}"
                    x, y = geo.point(zone, where)
                    assert geo.zone_at((round(x), round(y))) == zone


@pytest.mark.parametrize("zone", range(ZONES))
def test_with_no_minion_in_the_way_monsters_keep_their_own_places(geo, zone):
    assert geo.monster_spots(zone, 3) == tuple(monster_spot(zone, p) for p in range(3))
    # the first Monster moves only for a token its own place would cover
    for kind in KINDS:
        own = geo.figure_rect(zone, monster_spot(zone, 0))
        moved = geo.monster_spots(zone, 1, frozenset({kind}))[0] != monster_spot(zone, 0)
        assert moved == own.colliderect(geo.token_area(zone, kind))


def _least_covered_nearest(geo, zone, n, kinds):
    """The placing rule weighed in full: each Monster at its own place if no token is
    under it and no earlier figure covers a fifth of it, else at the free place
    least covered by the Boss, the dice spaces, the supports and the figures placed,
    the nearest of those to its own."""
    tokens = [geo.token_area(zone, k) for k in kinds]
    others = ([geo.boss_rect(zone)] + [geo.die_space_rect(zone, i) for i in range(3)]
              + [geo.support_rect(zone, v) for v in (3, 4)])
    chosen, taken = [], []
    for p in range(n):
        nominal = monster_spot(zone, p)
        r = geo.figure_rect(zone, nominal)
        if r.collidelist(tokens) < 0 and all(r.clip(o).w * r.clip(o).h <= 0.2 * r.w * r.h for o in taken):
            best = nominal
        else:
            free = [(w, fr) for w, fr in geo.crowd_rects(zone) if fr.collidelist(tokens) < 0] or [(nominal, r)]
            best = min(free, key=lambda c: (sum(c[1].clip(o).w * c[1].clip(o).h for o in others + taken),
                                            (c[0][0] - nominal[0]) ** 2 + (c[0][1] - nominal[1]) ** 2))[0]
        chosen.append(best)
        taken.append(geo.figure_rect(zone, best))
    return tuple(chosen)


@pytest.mark.parametrize("zone", range(ZONES))
def test_a_monster_in_the_way_steps_to_the_least_covered_free_place_nearest_its_own(geo, zone):
    """The table finds that place nearest first and stops at the first one nothing
    covers (game/tables/king_of_monster_island/layout.py): the same place as
    weighing them all."""
    for k in range(0, 4):
        for kinds in itertools.combinations(KINDS, k):
            for n in (2, 4, 5):
                assert geo.monster_spots(zone, n, frozenset(kinds)) == _least_covered_nearest(geo, zone, n, kinds)
