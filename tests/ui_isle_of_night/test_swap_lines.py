"""The swap lines of every island side are plainly visible: along each link
between two score cards, a stretch of at least 12 px lies clear of every card
and of the island, and it is drawn there in the lines' light colour (over the
cards' dark frames), unmistakable on the night-blue card."""
from __future__ import annotations

import pygame
import pytest

from game.tables.isle_of_night.scenery import LINK_COLOUR
from rules.isle_of_night import lookup

from .conftest import arranged_session, open_table, settle

CLEAR = 12


def clear_run(p, q, covers: list[pygame.Rect]) -> list[tuple[int, int]]:
    """The longest run of whole pixels along p->q that no rectangle covers."""
    n = int(max(abs(q[0] - p[0]), abs(q[1] - p[1])))
    best, run = [], []
    for k in range(n + 1):
        pt = (round(p[0] + (q[0] - p[0]) * k / n), round(p[1] + (q[1] - p[1]) * k / n))
        if any(r.collidepoint(pt) for r in covers):
            run = []
        else:
            run.append(pt)
            if len(run) > len(best):
                best = list(run)
    return best


@pytest.mark.parametrize("side", sorted(lookup.SIDES))
def test_every_swap_line_shows_clear_between_the_cards_it_joins(app, side):
    table = open_table(app, arranged_session(side=side, centre=["BEE-02"]))
    settle(app, table)
    app.step()
    covers = list(table.positions) + [pygame.Rect(r) for r in table.island_cells]
    for a, b in table.side.links:
        run = clear_run(table.positions[a].center, table.positions[b].center, covers)
        assert len(run) >= CLEAR, f"{side}: the line from position {a + 1} to {b + 1} shows {len(run)} px"
        mid = run[len(run) // 2]
        px = app.screen.get_at(mid)[:3]
        assert sum(abs(x - y) for x, y in zip(px, LINK_COLOUR)) < 60, f"{side}: {a + 1}-{b + 1} is {px} at {mid}"
