"""Survive the Island's pieces stand as themselves (issue 27): each creature
kind is its own figure built from the parts its look lists, in a shade of its
die colour with its letter on a tab; adventurers are meeples in their seat's
colour; every figure is drawn once per size; and on a crowded board a
creature's picture fits its hex and covers no raft's handle."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.screen import colour_vision as cv
from game.tables.survive_the_island import art, creature_art
from game.tables.survive_the_island.geometry import ADV_SIZE, CREATURE_DX, CREATURE_SIZE
from game.tables.survive_the_island.pieces import board_hex
from rules.survive_the_island import content
from tests.survive_the_island.scenario import Table, sp

from .conftest import open_table, settle
from .test_what_the_board_shows import crowded_table, session_at


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))


def silhouette_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of the two pictures' pixels that only one of them covers."""
    ma, mb = pygame.mask.from_surface(a), pygame.mask.from_surface(b)
    both = ma.overlap_area(mb, (0, 0))
    either = ma.count() + mb.count() - both
    return (either - both) / either


def near(surf: pygame.Surface, colour, within: int = 40) -> int:
    w, h = surf.get_size()
    return sum(1 for x in range(w) for y in range(h)
               if surf.get_at((x, y)).a > 200 and sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], colour))
               < within)


@pytest.mark.parametrize("a,b", list(itertools.combinations(content.CREATURE_TYPES, 2)))
def test_no_two_creature_kinds_share_a_silhouette(a, b):
    diff = silhouette_difference(art.creature(a, CREATURE_SIZE), art.creature(b, CREATURE_SIZE))
    assert diff > 0.15, f"{a} and {b} differ at only {diff:.0%} of their pixels"


def test_every_creature_of_the_rules_is_built_from_parts_its_look_names():
    assert set(creature_art.CREATURE_LOOKS) == set(content.CREATURE_TYPES)
    for kind, look in creature_art.CREATURE_LOOKS.items():
        assert look.base in ("sea", "ground", "air"), kind
        assert look.parts and all(part[0] in creature_art.PARTS for part in look.parts), kind


def test_a_creature_wears_a_shade_of_its_die_colour_and_a_letter_that_tells_it_apart_without_colour():
    letters = [creature_art.CREATURE_LOOKS[k].letter for k in content.CREATURE_TYPES]
    assert len(set(letters)) == len(letters)
    for kind in content.CREATURE_TYPES:
        look = creature_art.CREATURE_LOOKS[kind]
        die = content.CREATURE_COLOUR[kind]
        nearest = min(creature_art.DIE_COLOUR, key=lambda c: cv.difference(look.colour, creature_art.DIE_COLOUR[c]))
        assert nearest == die, f"{kind} is drawn nearer {nearest} than its die colour {die}"
        assert near(art.creature(kind, CREATURE_SIZE), look.colour) > 40, f"{kind} hardly shows its colour"


def test_a_creature_with_a_neighbour_keeps_within_its_hex_and_its_place_in_the_row():
    img = art.creature(content.WHALE, CREATURE_SIZE)
    assert img.get_width() <= board_hex()[0]
    assert img.get_width() <= CREATURE_DX + 4      # two side by side touch, their letters do not meet


def test_an_adventurer_is_a_meeple_standing_legs_apart_with_arms_out():
    img = art.adventurer("blue", 3, ADV_SIZE)
    w, h = img.get_size()
    feet = h - 4
    assert img.get_at((w // 2, feet)).a < 128, "no gap between the legs"
    assert img.get_at((round(w * 0.25), feet)).a == 255 and img.get_at((round(w * 0.75), feet)).a == 255
    arms = [x for x in range(w) if img.get_at((x, 2 + round(ADV_SIZE * 0.55))).a > 128]
    neck = [x for x in range(w) if img.get_at((x, 2 + round(ADV_SIZE * 0.3))).a > 128]
    assert len(arms) > len(neck) + 6, "the arms do not stand out of the body"


def test_an_adventurer_is_drawn_in_its_seat_s_colour_with_the_letter_or_the_value_on_its_chest():
    for colour, fill in art.ADVENTURER_FILL.items():
        hidden, shown = art.adventurer(colour, 0, ADV_SIZE), art.adventurer(colour, 4, ADV_SIZE)
        # the ringed letter covers the chest: what is left shows its colour and no other seat's
        assert near(hidden, fill) > 25, colour
        assert all(near(hidden, other) == 0 for c, other in art.ADVENTURER_FILL.items() if c != colour), colour
        assert pygame.image.tobytes(hidden, "RGBA") != pygame.image.tobytes(shown, "RGBA"), colour


def test_every_figure_is_drawn_once_per_size():
    for kind in content.CREATURE_TYPES:
        assert art.creature(kind, CREATURE_SIZE) is art.creature(kind, CREATURE_SIZE)
    assert art.adventurer("red", 2, ADV_SIZE) is art.adventurer("red", 2, ADV_SIZE)


def test_no_creature_beside_a_raft_covers_its_handle(app):
    t, where = crowded_table()
    t.creature(content.KRAKEN, where["sea"])
    table = open_table(app, session_at(t.st))
    settle(app, table)
    app.step()
    view = table.view
    spots = table.geo.spots(view)
    raft = next(s for s in spots if s.key == ("raft", where["raft"]))
    handle = table.geo.raft_handle_rect(raft)
    for s in spots:
        if s.key[0] != "cr":
            continue
        img = table.piece_image(view, s.key)
        rect = img.get_rect(center=(round(s.pos[0]), round(s.pos[1])))
        over = rect.clip(handle)
        covered = [(x, y) for x in range(over.left, over.right) for y in range(over.top, over.bottom)
                   if img.get_at((x - rect.x, y - rect.y)).a > 0]
        assert not covered, f"{view.cr_type[s.key[1]]} covers the raft's handle at {len(covered)} px"


def test_a_lone_creature_on_the_sea_is_drawn_as_its_figure_where_it_stands(app):
    t = Table(creature_kraken=True)
    t.creature(content.KRAKEN, sp(-2, 3))
    table = open_table(app, session_at(t.st))
    settle(app, table)
    app.step()
    spot = next(s for s in table.geo.spots(table.view) if s.key[0] == "cr"
                and table.view.cr_type[s.key[1]] == content.KRAKEN)
    img = art.creature(content.KRAKEN, CREATURE_SIZE)
    rect = img.get_rect(center=(round(spot.pos[0]), round(spot.pos[1])))
    same = sum(1 for x in range(img.get_width()) for y in range(img.get_height())
               if img.get_at((x, y)).a == 255 and app.screen.get_at((rect.x + x, rect.y + y)) == img.get_at((x, y)))
    assert same > 300


def test_no_piece_on_a_crowded_space_covers_a_creature_s_letter(app):
    t, where = crowded_table()
    t.creature(content.KRAKEN, where["sea"])
    t.creature(content.SERPENT, sp(-2, 3))
    table = open_table(app, session_at(t.st))
    settle(app, table)
    app.step()
    view = table.view
    checked = 0
    for s in table.geo.spots(view):
        if s.key[0] != "cr":
            continue
        kind = view.cr_type[s.key[1]]
        img = table.piece_image(view, s.key)
        rect = img.get_rect(center=(round(s.pos[0]), round(s.pos[1])))
        tab = creature_art.tab_rect(creature_art.CREATURE_LOOKS[kind].letter, CREATURE_SIZE)
        hidden = [(x, y) for x in range(tab.left, tab.right) for y in range(tab.top, tab.bottom)
                  if img.get_at((x, y)).a == 255 and app.screen.get_at((rect.x + x, rect.y + y)) != img.get_at((x, y))]
        assert not hidden, f"the {kind}'s letter is covered at {len(hidden)} px"
        checked += 1
    assert checked == 4
