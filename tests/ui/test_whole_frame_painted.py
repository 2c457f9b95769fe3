"""Every pixel of a table's frame is painted every frame: what the canvas held
before never shows through. The sea is put only under the board (the top bar
and the log are opaque and drawn over the rest), and not at all where the
board's own picture holds its sea (Survive the Island)."""
from __future__ import annotations

import pygame
import pytest

from game.table.picture import KeptRegion

from ..table_driver import new_session, open_table, running_app, settle

GAMES = ["isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night"]


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def kept_regions(table) -> list[KeptRegion]:
    """The table's kept pictures, and those of the parts it holds (the volcano's)."""
    found = []
    for thing in vars(table).values():
        if isinstance(thing, KeptRegion):
            found.append(thing)
        elif hasattr(thing, "__dict__") and not isinstance(thing, type):
            found += [k for k in vars(thing).values() if isinstance(k, KeptRegion)]
    return found


def drawn_over(table, canvas: pygame.Surface, colour) -> bytes:
    """The frame the table draws over a canvas of one colour, each kept picture
    made again over what is drawn now."""
    for kept in kept_regions(table):
        kept.forget()
    canvas.fill(colour)
    table.draw(canvas)
    return pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_the_canvas_held_shows_through_a_table(app, game_id):
    table = open_table(app, new_session(game_id, "hh", autosave=False))
    settle(app, table)
    canvas = app.screen
    over_magenta = drawn_over(table, canvas, (255, 0, 255))
    assert over_magenta == drawn_over(table, canvas, (0, 255, 0))


def test_the_sea_is_put_under_the_board_only(app, monkeypatch):
    table = open_table(app, new_session("king_of_monster_island", "hh", autosave=False))
    settle(app, table)
    blits = []
    real = pygame.Surface.blit

    class Counting(pygame.Surface):
        def blit(self, source, dest, area=None, special_flags=0):
            rect = real(self, source, dest, area, special_flags)
            blits.append(rect)
            return rect
    canvas = Counting(app.screen.get_size())
    table.draw_background(canvas)
    assert blits and all(table.board_rect.contains(r) for r in blits)
    blits.clear()
    island = open_table(app, new_session("survive_the_island", "hh", autosave=False))
    island.draw_background(canvas)
    assert not blits                # its island picture holds the sea
