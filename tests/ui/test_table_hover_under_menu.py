"""A table covered by the menu (Esc) shows itself under it, not the large view
of the card the pointer happened to rest on: pausing a table closes that view,
for every game's table."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.catalogue import table_games
from game.scenes.menu import MenuScene
from tests.table_driver import open_table, post, running_app, settle


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def something_to_hover(table) -> tuple[int, int]:
    for y in range(70, 700, 12):
        for x in range(10, 970, 12):
            if table.thing_under((x, y)) is not None:
                return (x, y)
    raise AssertionError("nothing on the table opens a large view")


@pytest.mark.parametrize("info", table_games(), ids=lambda g: g.id)
def test_the_menu_covers_the_table_without_a_hovered_cards_large_view(app, info):
    # a mid-game position (the screenshot's), where every table has things to look at
    table = open_table(app, info.load_table_scene().screenshot_session(2))
    settle(app, table)
    pos = something_to_hover(table)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(1 / 60)
    assert table.hover_held()
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    app.step(1 / 60)
    assert isinstance(app.stack.top, MenuScene)
    assert not table.hover_held()
