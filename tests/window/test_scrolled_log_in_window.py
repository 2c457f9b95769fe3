"""A table's window at 1920x1080, scaled by the processor, shows every frame the
canvas scaled afresh, through the computers' turns: the game log's scrolls are
moved in the window, not scaled again, and never leave a stale pixel."""
from __future__ import annotations

import pygame
import pytest

from game.screen import band_scale
from game.tables.isle_of_monsters.table import IsleOfMonstersTable
from game.screen.window import canvas_rect
from tests.table_driver import open_table, running_app


pytestmark = pytest.mark.slow          # a computer game played frame by frame, each compared whole


@pytest.fixture
def app(profile_dir):
    yield from running_app(animation_speed="fast", ai_pace="fast")


def test_the_window_shows_the_canvas_scaled_afresh_while_the_log_scrolls(app, monkeypatch):
    app.window.resize((1920, 1080))
    app.step(1 / 60)
    assert not app.window.scaled_by_platform        # the dummy driver: the processor scales
    moves = []
    real = band_scale.BandedScaler._move_scrolled

    def spied(self, *args):
        forced, moved = real(self, *args)
        moves.extend(moved)
        return forced, moved
    monkeypatch.setattr(band_scale.BandedScaler, "_move_scrolled", spied)
    table = open_table(app, IsleOfMonstersTable.bench_session(1))
    afresh = pygame.Surface((1920, 1080))
    for i in range(420):
        app.step(1 / 60 if i % 3 else 0.2)
        shown = pygame.display.get_surface().subsurface(canvas_rect((1920, 1080)))
        band_scale.BandedScaler().scale(app.screen, afresh)      # a scaler of no past: every band
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(afresh, "RGB"), f"frame {i}"
        if len(moves) >= 3 and len(table.session.actions) >= 8:
            break
    assert len(moves) >= 3, "the log hardly scrolled: the run did not cover a scroll moved in the window"
