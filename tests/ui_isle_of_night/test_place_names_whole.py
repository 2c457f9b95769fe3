"""A location a player holds reads whole in their row (issue 48: "Starwa…"
on a narrow small card of a four-player row, though a third line fits once
the scene gives up its height): at every small-card size the rows draw, each
location's name is whole, at 11 px or more, inside its card."""
from __future__ import annotations

import pytest

from game.screen import gfx, text_record
from game.tables.isle_of_night import layout as L
from game.tables.isle_of_night.tableau import Group, tile_image
from rules.isle_of_night import lookup

from .conftest import make_session, open_table


def _tile_sizes(app, players: int) -> set[tuple[int, int]]:
    table = open_table(app, make_session("h" * players))
    return {row.chip_size(n) for row in table.rows for n in range(1, 14)
            if row.chip_size(n) is not None and L.is_tile(row.chip_size(n))}


@pytest.mark.parametrize("players", [2, 3, 4])          # five players' rows draw chips
def test_every_location_s_name_is_whole_on_its_small_card(app, players):
    sizes = _tile_sizes(app, players)
    assert sizes
    for size in sorted(sizes):
        for k in range(len(lookup.LOCATION_CODES)):
            kind = lookup.NUM_PLAIN_TYPES + k
            gfx.forget_pictures()
            with text_record.recording():
                inks = list(tile_image(Group(kind, 0, -1, 0), size).inks)
            assert inks, (size, kind)
            for ink in inks:
                assert ink.size >= 11 and not ink.cut and not ink.ellipsis, (size, lookup.LOCATION_NAME[k], ink)
                x, y, w, h = ink.rect
                assert x >= 1 and x + w <= size[0] - 1, (size, ink)
