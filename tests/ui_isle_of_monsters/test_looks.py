"""What the table shows: the large view of a card under the pointer, what is
in flight held back until it lands, skipping animations with Space, the
seats' markers (turn, passed, bag, score), and the layouts of 2 to 5 players
keeping every seat, island and card on the board without overlaps."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.screen import text_record
from game.app import App
from game.storage.settings import Settings
from game.tables.isle_of_monsters.layout import table_layout
from game.tables.isle_of_monsters.seats import paint_static
from game.table.hover import HOVER_DELAY
from rules.isle_of_monsters.actions import CENTRE, Capture

from .conftest import click, hover, key, make_session, open_table, settle


def test_resting_the_pointer_on_a_card_opens_its_large_view(app):
    session = make_session("haa", seed=3)
    table = open_table(app, session)
    settle(app, table)
    island = table.view.reachable(0)[0]
    top = table.view.piles[island][-1]
    hover(app, table.pile_point(island), seconds=HOVER_DELAY + 0.1)
    assert table.hover is not None and table.hover[0] == top
    assert table.hover_time >= HOVER_DELAY
    hover(app, (490, 700))                      # off the card: the large view closes
    assert table.hover is None


def test_a_flying_creature_is_not_in_its_cage_until_it_lands_and_space_skips(profile_dir):
    app = App(settings=Settings(animation_speed="normal"), strict=True)
    app.go_to_title()
    session = make_session("hhh", seed=3)
    table = open_table(app, session)
    settle(app, table)
    island = table.view.reachable(0)[0]
    click(app, table.pile_point(island))
    click(app, table.cage_rect(0, 1).center)
    assert session.actions[-1] == (0, Capture(island, 1))
    assert table.anims.busy
    assert table.seat_shown(table.view, 0).cages[1] is None       # still in the air
    key(app, pygame.K_SPACE)
    assert not table.anims.busy
    assert table.seat_shown(table.view, 0).cages[1] is not None   # landed
    app.flush_sessions()


def test_the_seat_markers_follow_the_view(app):
    session = make_session("hhh", seed=4)
    table = open_table(app, session)
    settle(app, table)
    shown = [table.seat_shown(table.view, s) for s in range(3)]
    assert shown[0].status == "yours" and shown[1].status == "" and shown[0].bag
    table.do_pass()
    settle(app, table)
    shown = [table.seat_shown(table.view, s) for s in range(3)]
    assert shown[0].passed and shown[0].bag and shown[1].status == "yours"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_layout_keeps_seats_islands_and_cards_apart_on_the_board(app, n):
    session = make_session("h" + "a" * (n - 1), seed=n, autosave=False)
    table = open_table(app, session)
    board = table.board_rect
    for bottom in range(n):
        lay = table_layout(n, bottom)
        panels = [g.panel for g in lay.seats]
        for g in lay.seats:
            assert board.contains(g.panel), (n, g.seat)
            assert all(g.panel.contains(c) for c in g.cages)
        for a, b in itertools.combinations(panels, 2):
            assert not a.colliderect(b)
    # this table's islands: piles and food on the board, clear of every seat
    for island, geo in table.islands.geometry.items():
        spots = [table.islands.stack_rect(island, f) for f in geo.food]
        if geo.pile is not None:
            spots.append(geo.pile)
            spots.append(pygame.Rect(geo.pile.centerx - 30, geo.pile.top - 22, 60, 18))   # its count
        for r in spots:
            assert board.contains(r), (n, island)
            assert r.collidelist([g.panel for g in table.layout.seats]) < 0, (n, island)
    assert CENTRE in table.islands.geometry and len(table.islands.geometry) == (2 if n == 2 else n) + 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_long_computer_level_reads_whole_in_every_seat_size_and_stays_in_its_box(app, players):
    """A longer language's "Normal AI" (75 px at 11 px: the pseudo-language's
    length) starts further left instead of losing its end, and keeps off the
    name's badge row and the info box's edge; a short one stays beside the badge."""
    long_label, short_label = "[Ñóóŕɱéáĺ ÁÁÍ]", "Easy AI"
    for geo in table_layout(players, 0).seats:
        for label in (long_label, short_label):
            with text_record.recording():
                surf = pygame.Surface(pygame.display.get_surface().get_size())
                paint_static(surf, geo, "Marina", 1, label)
                tag = [i for i in surf.inks if i.text == label]
            assert len(tag) == 1 and not tag[0].cut, (players, geo.size, label)
            x, y, w, h = tag[0].rect
            assert pygame.Rect(geo.info).contains(pygame.Rect(round(x), round(y), round(w), round(h)))
            assert x + w <= geo.info.right - 4
            if label == short_label:
                assert round(x) >= geo.name_pos[0] + 25
