"""A message the table says (why a click did nothing, what went wrong) is always
readable whole: it wraps or shrinks to fit its box, and the box sits where no
visible button (Pass, Play, the duel's elements, Undo, Menu) covers it."""
from __future__ import annotations

import pytest

from game.screen import theme
from game.table.hints import PAD_X, STYLE
from game.tables.isle_of_monsters.layout import HAND_TRAY
from game.ui import Button

from .conftest import click, make_session, open_table, settle
from .test_scare_phase import scare_position

LONG = ("Creatures from the outer islands beside the volcano cannot be caught from here: "
        "the next player is now choosing water creatures for the scare, so wait for your turn")


def assert_readable(table) -> None:
    layout = table.message_layout()
    assert layout is not None, "no message is shown"
    box = layout.rect
    assert table.board_rect.contains(box)
    for w in table.ui.widgets:
        if isinstance(w, Button) and w.visible:
            assert not box.colliderect(w.rect), f"the {w.label} button covers the message"
    # every word is drawn, in order, and every line fits inside the box
    assert " ".join(layout.lines).split() == table.message.split()
    font = theme.font(layout.size, STYLE)
    for line in layout.lines:
        assert font.size(line)[0] <= box.width - 2 * PAD_X
    assert (len(layout.lines) - 1) * layout.line_height() + font.get_height() <= box.height


def test_a_refused_capture_says_why_in_full_clear_of_the_pass_button(app):
    table = open_table(app, make_session("haa", seed=3, autosave=False))
    settle(app, table)
    far = next(i for i, g in table.islands.geometry.items()
               if g.pile is not None and i not in table.view.reachable(0))
    click(app, table.pile_point(far))
    assert table.message.startswith("You can only capture from the two outer islands beside you")
    assert table.pass_button.visible
    assert_readable(table)


@pytest.mark.parametrize("kinds", ["ha", "haa", "haaa", "haaaa"])
def test_a_long_message_wraps_clear_of_the_pass_button_at_every_table_size(app, kinds):
    table = open_table(app, make_session(kinds, seed=len(kinds), autosave=False))
    settle(app, table)
    table.say(LONG)
    app.step()
    assert table.pass_button.visible
    layout = table.message_layout()
    assert len(layout.lines) > 1              # too long for one line: it wraps
    assert_readable(table)


def test_a_long_message_in_the_scare_phase_stays_clear_of_play_and_the_hand(app):
    session = scare_position("haa", seed=21, autosave=False)
    table = open_table(app, session)
    for _ in range(10):         # the computers choose their scare cards at once, in secret
        app.step()
    settle(app, table)
    table.say(LONG)
    app.step()
    assert table.play_button.visible and table.hand_shown(table.view)
    assert_readable(table)
    assert table.message_layout().rect.bottom <= HAND_TRAY.top


def test_a_message_makes_way_for_a_button_where_it_would_sit(app):
    table = open_table(app, make_session("haa", seed=3, autosave=False))
    settle(app, table)
    x, y = table.message_anchor()
    blocker = table.ui.add(Button((x - 150, y - 40, 300, 50), "In the way", lambda: None))
    table.say("A short message")
    app.step()
    assert_readable(table)
    assert table.message_layout().rect.bottom <= blocker.rect.top
