"""The players' panels are kept as one picture while nothing moves, and the
pieces' places and pictures are worked out once a view: every frame is, pixel
for pixel, the table drawn afresh, through computers' turns and their
animations; a still table does not paint its panels again."""
from __future__ import annotations

import pygame
import pytest

from game.tables.survive_the_island.table import SurviveTheIslandTable
from rules.survive_the_island.common import ELIMINATED
from tests.table_driver import at_normal, kept_and_afresh, open_table, running_app


@pytest.fixture
def app(profile_dir):
    yield from running_app(animation_speed="fast")


def forget(table) -> None:
    table.panels_picture.forget()
    table._images_for = (None, None, None)
    table.geo._spots_of = table.geo._rescued_of = (None, [])


# seed 1's first 80 frames in the quick step (at Normal they hold 7 moves and their
# animations, every frame compared); seed 1's and seed 2's 150 frames (15 and 14
# moves) in the slow step
@pytest.mark.parametrize("seed,frames", [(1, 80), pytest.param(1, 150, marks=pytest.mark.slow),
                                         pytest.param(2, 150, marks=pytest.mark.slow)])
def test_the_kept_panels_and_pieces_are_the_table_drawn_afresh(app, seed, frames):
    table = open_table(app, at_normal(SurviveTheIslandTable.bench_session(seed)))
    moves = len(table.session.actions)
    busy = 0
    for i, same in kept_and_afresh(app, table, forget, frames=frames):
        busy += table.anims.busy
        assert same, f"frame {i}"
    assert busy > 0, "nothing was animated: the run did not cover a move's animations"
    assert len(table.session.actions) - moves >= 5, "the computers hardly moved: the run did not cover turns"


def test_a_still_table_does_not_paint_its_panels_again(app, monkeypatch):
    table = open_table(app, SurviveTheIslandTable.bench_session(1))
    while table.anims.busy:
        app.step(0.1)
    import game.tables.survive_the_island.table as module
    painted = []
    real = module.draw_panel
    monkeypatch.setattr(module, "draw_panel", lambda *a, **k: painted.append(1) or real(*a, **k))
    forget(table)
    screen = pygame.Surface((1280, 720))
    for _ in range(3):
        table.draw(screen)
    assert len(painted) == len(table.geo.panels)


def test_a_new_view_paints_the_panels_and_looks_up_the_pieces_again(app):
    """What is kept belongs to one view: another view (a move made, another
    seat looking) is painted and looked up anew, even with nothing moving."""
    table = open_table(app, SurviveTheIslandTable.bench_session(1))
    while table.anims.busy:
        app.step(0.1)
    view = table.view
    screen = pygame.Surface((1280, 720))
    table.draw_panels(screen, view)
    before = pygame.image.tobytes(screen.subsurface(table.geo.panels[0]), "RGB")
    other = view.clone()
    p = next(p for p in other.pieces_of(0) if other.loc[p] >= 0)
    other.loc[p] = ELIMINATED           # one of the first player's adventurers is lost: their panel counts it
    other.value[p] = 1 if view.value[p] != 1 else 2
    table.draw_panels(screen, other)
    assert pygame.image.tobytes(screen.subsurface(table.geo.panels[0]), "RGB") != before
    assert table.piece_image(view, ("adv", p)) is not table.piece_image(other, ("adv", p))
