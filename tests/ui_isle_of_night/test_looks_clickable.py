"""Only what may be clicked looks clickable: gold rims mark the targets, so the
island card (never clickable) and a locked score card that cannot be clicked
now are rimmed in other colours; when a scroll may unlock that card, it lights."""
from __future__ import annotations

import pygame

from rules.isle_of_night import lookup

from .clicker import Clicker
from .conftest import arranged_session, click, open_table, settle

#: the golds of a lit target (game/table/targets.py) and of the theme
GOLDS = ((255, 206, 84), (255, 230, 140), (247, 202, 84))


def gold_on_rim(screen, rect: pygame.Rect) -> int:
    """How many pixels of the rectangle's outer 3 px look like a target's gold."""
    n = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if min(x - rect.left, rect.right - 1 - x, y - rect.top, rect.bottom - 1 - y) >= 3:
                continue
            px = screen.get_at((x, y))[:3]
            if any(sum(abs(a - b) for a, b in zip(px, g)) < 50 for g in GOLDS):
                n += 1
    return n


def test_the_island_and_a_locked_card_not_clickable_have_no_gold_rim(app):
    table = open_table(app, arranged_session(side="2A", centre=["BEE-02", "SCR-02"], locked=[0]))
    settle(app, table)
    table.pointer = table.island_cells[0].center
    app.step()
    island = table.island_cells[0].unionall(table.island_cells[1:])
    assert 0 not in table.grid_targets(table.view)
    for k in range(27):                     # at every moment of a target's pulse
        table.clock = k * 0.05
        table.draw(app.screen)
        assert gold_on_rim(app.screen, island) == 0, "the island card is rimmed like a target"
        assert gold_on_rim(app.screen, table.positions[0]) == 0, "a locked card that cannot be clicked looks lit"


def test_a_locked_card_a_scroll_may_unlock_lights(app):
    table = open_table(app, arranged_session(side="2A", centre=["SCR-02", "BEE-02"], locked=[0]))
    settle(app, table)
    click(app, Clicker(app, table).centre_point(ctype=lookup.SCROLLS))
    settle(app, table)
    app.step()
    assert 0 in table.grid_targets(table.view)
    # a target's glow pulses: at its brightest in a pulse (5 radians a second) it lights the rim
    brightest = 0
    for k in range(27):
        table.clock = k * 0.05
        table.draw(app.screen)
        brightest = max(brightest, gold_on_rim(app.screen, table.positions[0]))
    assert brightest > 40
