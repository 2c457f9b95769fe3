"""Survive the Island's log names whose piece it was: colours are public, so
every line about an adventurer says whose it is (and is that player's line,
with their badge), while a value stays hidden from every other seat."""
from __future__ import annotations

import re

from game.table.log import GameLog
from rules.survive_the_island import content
from rules.survive_the_island.common import ELIMINATED
from tests.survive_the_island.scenario import Table, sp
from tests.ui.random_games import NAMES, play

from .test_what_the_board_shows import MORE, session_at

SEA, EAST = sp(-2, -1), sp(-2, 1)


def test_a_creature_s_catch_names_the_adventurer_s_owner_on_their_line():
    t = Table(**MORE)
    shark = t.creature(content.SHARK, EAST)
    ben = t.adv(1, SEA, 4)
    t.st.stack = [("turn_end",), ("dest", shark, EAST)]
    session = session_at(t.st, "hhh")
    session.apply(0, next(a for a in t.st.legal_actions(0) if getattr(a, "to", None) == SEA))
    assert session.state.loc[ben] == ELIMINATED
    lines = GameLog(session).lines(None)
    lost = [(seat, text) for seat, text in lines if "is lost" in text]
    assert lost == [(1, f"{session.names[1]}'s adventurer is lost (Shark)")]


def test_every_line_about_an_adventurer_names_its_owner_and_no_value_leaks():
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        game = play("survive_the_island", players, seed, options=dict(MORE, piranhas=True, eggs=True))
        session = game.session
        for viewer in [None, *range(players)]:
            for seat, text in GameLog(session).lines(viewer):
                if "adventurer" not in text:
                    continue
                assert any(name in text for name in NAMES[:players]), f"whose adventurer? {text!r}"
                assert seat is not None and NAMES[seat] in text, (seat, text)
                if seat != viewer:
                    assert not re.search(r"value \d", text), f"seat {viewer} reads {text!r}"
