"""The island's kept picture: a change of a few spaces (a tile sinking, a
Piranha tile laid, a tile shown again while it flies) repaints only the
rectangle those spaces cover, and the picture is then the island painted
afresh, pixel for pixel."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.survive_the_island.common import BEACH_T, FOREST_T, MOUNTAIN_T, PIRANHA_T, VOLCANO_T, WATER

from .conftest import make_session, open_table, settle

KINDS = (WATER, BEACH_T, FOREST_T, MOUNTAIN_T, VOLCANO_T, PIRANHA_T)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.lists(st.lists(st.tuples(st.integers(0, 10 ** 6), st.sampled_from(KINDS)), min_size=1, max_size=4),
                        min_size=1, max_size=4))
def test_a_few_spaces_repainted_give_the_island_painted_afresh(app, changes):
    table = open_table(app, make_session("hhh"))
    settle(app, table)
    view = table.view
    terrain = list(view.terrain)
    kept = table.board_picture(SimpleNamespace(terrain=tuple(terrain), board=view.board))
    for step in changes:
        for where, kind in step:
            terrain[where % len(terrain)] = kind
        shown = SimpleNamespace(terrain=tuple(terrain), board=view.board)
        kept = table.board_picture(shown)
        table._board_picture = None
        fresh = table.board_picture(shown)
        assert fresh is not kept
        assert pixels(kept) == pixels(fresh), f"after {step}"
        table._board_picture = kept


def test_a_sinking_tile_repaints_only_around_its_space(app, monkeypatch):
    table = open_table(app, make_session("hhh"))
    settle(app, table)
    view = table.view
    table.board_picture(view)
    land = next(s for s, t in enumerate(view.terrain) if t == BEACH_T)
    painted = []
    real = table._paint_board
    monkeypatch.setattr(table, "_paint_board", lambda surf, v, t: (painted.append(surf.get_clip()), real(surf, v, t)))
    terrain = list(view.terrain)
    terrain[land] = WATER
    table.board_picture(SimpleNamespace(terrain=tuple(terrain), board=view.board))
    assert len(painted) == 1
    clip = painted[0]
    assert clip.width <= table.geo.hex_w + 4 and clip.height <= table.geo.hex_h + 4 + 4 * 3, clip
