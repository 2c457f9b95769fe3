"""Survive the Island names places as its board shows them, never by a grid
code it does not print: a move's words (the Confirm bar, the keys' ring) say
what lies there and where ("on the forest tile 2 spaces north-west of the
centre"), a step says its direction from the piece ("north-east onto the
beach tile"), and at set-up every island tile has words of its own."""
from __future__ import annotations

import re

from rules.survive_the_island import actions as A
from rules.survive_the_island.describe import space_name, step_words
from tests.survive_the_island.scenario import Table, sp

from .conftest import click, make_session, open_table, settle

GRID = re.compile(r"\b[A-Z]\d{1,2}\b|\bspace [A-Z]")
TERRAIN = ("beach", "forest", "mountain")


def test_every_island_tile_at_set_up_has_words_of_its_own():
    st = make_session("hhh").state
    tiles = [s for s in range(st.board.size) if st.board.island[s]]
    names = [space_name(st, s) for s in tiles]
    assert len(set(names)) == len(tiles)
    for name in names:
        assert not GRID.search(name) and any(f"the {t} tile" in name for t in TERRAIN) and "centre" in name, name


def test_the_keys_ring_and_the_confirm_bar_say_where_an_adventurer_goes(app):
    app.settings.confirm_moves = True
    table = open_table(app, make_session("haa", seed=2))
    settle(app, table)
    words = [t.words for t in table.key_targets(table.view)]
    placing = [w for w in words if w.startswith("Place a ")]
    assert placing and all(" adventurer on the " in w and "centre" in w for w in placing)
    assert len(set(placing)) == len(placing), "two lit tiles read alike"
    assert not any(GRID.search(w) for w in words)
    space, action = next(iter(table.current_choices().spaces.items()))
    assert table.plan(0, action)
    assert table.confirm.planned.words == "Place a {} adventurer on {}".format(
        table.palette[action.colour], space_name(table.view, space))


def test_a_step_is_named_by_its_direction_from_the_piece():
    t = Table()
    home, east, sea = sp(1, 0), sp(1, 2), sp(-2, -1)
    t.tile(home, "beach", "")
    t.tile(east, "forest", "")
    assert step_words(t.st, home, east) == "east onto the forest tile"
    assert step_words(t.st, east, home) == "west onto the beach tile"
    words = step_words(t.st, sea, sp(-2, 1))
    assert words == "east into the sea", words
    assert A.MoveAdventurer(0, east).label() == "move an adventurer"


def test_a_moves_words_follow_a_change_of_language_in_the_same_position(app):
    from tests.core.french import in_french
    table = open_table(app, make_session("haa", seed=2))
    settle(app, table)
    action = next(iter(table.current_choices().spaces.values()))
    english = table.action_words(action)
    with in_french():
        french = table.action_words(action)
    assert english.startswith("Place a ") and french.startswith("Placer un aventurier ")
    assert table.action_words(action) == english
