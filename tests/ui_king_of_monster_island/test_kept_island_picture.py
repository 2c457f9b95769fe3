"""The island keeps its still parts as pictures (volcano.py VolcanoView.draw):
every frame drawn from them is, pixel for pixel, the island drawn afresh, through
computers' turns, Boss Phases with their drops and the crater's glow pulsing;
and a still island costs one picture and the glow's spot, not its pieces."""
from __future__ import annotations

import math

import pygame
import pytest

from game.app import App
from game.settings import Settings
from game.tables.king_of_monster_island.table import KingOfMonsterIslandTable
from tests.table_driver import new_session, open_table


@pytest.fixture
def app(profile_dir):
    # computers answering at once and quick animations: many moves and drops in a few hundred frames
    a = App(settings=Settings(recap=False, ai_pace="instant", animation_speed="fast"), strict=True)
    pygame.event.clear()
    a.go_to_title()
    a.step()
    yield a
    a.flush_sessions()


def drawn_afresh(table) -> bytes:
    """The table drawn with nothing kept: the island, its pieces and dice painted anew."""
    volcano = table.volcano
    key, volcano.island_key = volcano.island_key, None
    try:
        fresh = pygame.Surface((1280, 720))
        table.draw(fresh)
    finally:
        volcano.island_key = key
    return pygame.image.tobytes(fresh.subsurface(table.board_rect), "RGB")


@pytest.mark.parametrize("seed", [1, 2])
def test_the_kept_island_is_the_island_drawn_afresh_through_turns_and_drops(app, seed):
    table = open_table(app, KingOfMonsterIslandTable.bench_session(seed))
    kept = pygame.Surface((1280, 720))
    drops = frames_from_kept = 0
    moves = len(table.session.actions)
    for i in range(420):
        x, y = 320 + 300 * math.sin(i / 23), 300 + 200 * math.sin(i / 17)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 60 if i % 3 else 0.1)
        drops += table.volcano.dropping
        before = table.volcano._still_key
        table.draw(kept)
        frames_from_kept += table.volcano._still_key is before is not None
        assert pygame.image.tobytes(kept.subsurface(table.board_rect), "RGB") == drawn_afresh(table), f"frame {i}"
    assert drops > 0, "no Boss dice were dropped: the run did not cover a drop"
    assert len(table.session.actions) - moves >= 5, "the computers hardly moved: the run did not cover turns"
    assert frames_from_kept > 100


def test_a_still_island_does_not_paint_its_pieces_again(app):
    table = open_table(app, KingOfMonsterIslandTable.bench_session(1))
    for _ in range(5):
        app.step(1 / 60)
    painted = []
    table.volcano.on_island = lambda surface: painted.append(1) or table._draw_island_pieces(surface)
    table.volcano._ground_key = table.volcano._still_key = None
    screen = pygame.Surface((1280, 720))
    table.draw(screen)
    table.draw(screen)
    table.draw(screen)
    assert len(painted) == 1
