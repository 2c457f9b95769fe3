"""The pieces of a zone can be told apart on the island: in every zone the
Boss, the first three Monsters, the five kinds of Minion token and the shore
row of die spaces and Support spaces stand in the zone, and no two cover
much of each other (the fourth and fifth Monster of one zone may crowd)."""
from __future__ import annotations

import pygame
import pytest

from game.tables.king_of_monster_island.island3d import boss_spot, minion_spot, monster_spot
from game.tables.king_of_monster_island.layout import ISLAND_RECT, Geometry
from game.tables.king_of_monster_island.volcano import VolcanoView
from rules.king_of_monster_island.content import KINDS, ZONES

#: the most of the smaller of two pieces the other may cover
COVER = 0.2


@pytest.fixture(scope="module")
def geo():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    return Geometry(VolcanoView(ISLAND_RECT).camera)


def pieces(geo, z):
    out = [("the Boss", geo.boss_rect(z))]
    out += [(f"Monster {p + 1}", geo.monster_rect(z, p)) for p in range(3)]
    out += [(kind, geo.minion_rect(z, kind)) for kind in KINDS]
    out += [(f"die space {i + 1}", geo.die_space_rect(z, i)) for i in range(3)]
    out += [(f"Support space {v}", geo.support_rect(z, v)) for v in (3, 4)]
    return out


@pytest.mark.parametrize("zone", range(ZONES))
def test_the_pieces_of_a_zone_stand_in_it_and_hardly_cover_each_other(geo, zone):
    feet = [boss_spot(zone)] + [monster_spot(zone, p) for p in range(5)] + [minion_spot(zone, k)
                                                                             for k in range(len(KINDS))]
    for where in feet:
        x, y = geo.point(zone, where)
        assert geo.zone_at((round(x), round(y))) == zone, f"a piece of zone {zone + 1} stands outside it"
    found = pieces(geo, zone)
    for i, (a, ra) in enumerate(found):
        for b, rb in found[i + 1:]:
            o = ra.clip(rb)
            smaller = min(ra.w * ra.h, rb.w * rb.h)
            assert o.w * o.h <= COVER * smaller, f"zone {zone + 1}: {a} covers {b}"
