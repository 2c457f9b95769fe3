"""The island keeps its still parts as pictures (volcano.py VolcanoView.draw),
and the Boss, market and Monsters panels theirs until the view changes:
every frame drawn from them is, pixel for pixel, the table drawn afresh, through
computers' turns, Boss Phases with their drops and the crater's glow pulsing;
and a still island does not paint its pieces again."""
from __future__ import annotations

import pygame
import pytest

from game.tables.king_of_monster_island.table import KingOfMonsterIslandTable
from tests.table_driver import at_normal, kept_and_afresh, open_table, running_app


@pytest.fixture
def app(profile_dir):
    # computers answering at once and quick animations: many moves and drops in a few hundred frames
    yield from running_app(animation_speed="fast")


def forget(table) -> None:
    for kept in (table.volcano.ground, table.volcano.still, table.boss_picture, table.market_picture,
                 table.monsters_picture):
        kept.forget()


# at Normal the first 130 frames hold the eve's Boss Phase (its dice fall in the first
# 65, the Boss's turn ends at 110) and 4 moves: the quick step; the 160 frames, 9 moves
# and the next Boss Phase's first drops, the slow step
@pytest.mark.parametrize("frames", [130, pytest.param(160, marks=pytest.mark.slow)])
def test_the_kept_island_is_the_island_drawn_afresh_through_turns_and_drops(app, frames):
    table = open_table(app, at_normal(KingOfMonsterIslandTable.bench_session(1)))
    moves = len(table.session.actions)
    drops = 0
    for i, same in kept_and_afresh(app, table, forget, frames=frames):
        drops += table.volcano.dropping
        assert same, f"frame {i}"
    assert drops > 0, "no Boss dice were dropped: the run did not cover a drop"
    assert len(table.session.actions) - moves >= 3, "the computers hardly moved: the run did not cover turns"


def test_a_still_island_does_not_paint_its_pieces_again(app):
    table = open_table(app, KingOfMonsterIslandTable.bench_session(1))
    painted = []
    table.volcano.on_island = lambda surface: painted.append(1) or table._draw_island_pieces(surface)
    forget(table)
    screen = pygame.Surface((1280, 720))
    for _ in range(3):
        table.draw(screen)
    assert len(painted) == 1
