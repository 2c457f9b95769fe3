"""Survive the Island's top bar and prompt say what is true (issue 48): the
header names the player whose turn it is, and separately who is asked
("Ana's turn · Robin: use Repellent?"); the line under "choose where the
creature goes" says how that creature moves; "the Kaiju came ashore" only
when it did."""
from __future__ import annotations

from game.tables.survive_the_island.table import DEST_HELP, help_words
from rules.core.pending import next_task
from rules.core.rng import Rng
from rules.survive_the_island import actions as A
from rules.survive_the_island import content
from rules.survive_the_island.common import is_land
from tests.ui_survive_the_island.conftest import ALL_CREATURES, MONSTER_PACK, make_session, open_table


def _until(session, want, rng, limit=6000, prefer=()):
    for _ in range(limit):
        st = session.state
        if st.is_over():
            return False
        if want(st):
            return True
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        chosen = next((a for a in legal if isinstance(a, prefer)), None) if prefer else None
        session.apply(seat, chosen or rng.choice(legal))
    return False


def test_the_header_names_whose_turn_it_is_and_separately_who_is_asked(app):
    def asked_in_another_turn(st):
        return st.phase == "play" and next_task(st.stack)[0] == "repel" and st.to_act()[0] != st.active
    for seed in range(1, 30):
        session = make_session("hhh", seed, options=ALL_CREATURES)
        if _until(session, asked_in_another_turn, Rng(seed)):
            break
    else:
        raise AssertionError("nobody was asked for a Repellent in another's turn")
    table = open_table(app, session)
    st = session.state
    names = session.names
    words = table.turn_text()
    assert words.startswith(f"{names[st.active]}'s turn")
    assert f"{names[st.to_act()[0]]}: use Repellent?" in words


def test_each_creatures_hint_says_how_that_creature_moves():
    hints = {kind: DEST_HELP[kind] for kind in content.CREATURE_TYPES}
    assert len(set(hints.values())) == len(hints)            # one hint a creature, not one for all
    for kind, words in hints.items():
        assert content.CREATURE_NAMES[kind] in words
    assert "straight line" in hints[content.PTERODACTYL] and "land" in hints[content.KAIJU]
    assert "exactly one" in hints[content.SERPENT]
    seen = set()
    for seed in range(1, 40):
        session = make_session("hhh", seed, options=MONSTER_PACK)
        rng = Rng(seed)

        def choosing_where(st):
            return st.phase == "play" and next_task(st.stack)[0] == "dest" and \
                st.cr_type[next_task(st.stack)[1]] not in seen
        while _until(session, choosing_where, rng):
            st = session.state
            kind = st.cr_type[next_task(st.stack)[1]]
            assert help_words(st) == DEST_HELP[kind]
            seen.add(kind)
        if len(seen) >= 3:
            break
    assert len(seen) >= 3


def test_the_kaiju_came_ashore_only_when_it_is_on_land():
    checked = {True: 0, False: 0}
    for seed in range(1, 80):
        session = make_session("hhh", seed, options=ALL_CREATURES)
        rng = Rng(seed)

        def pushing(st):
            return st.phase == "play" and next_task(st.stack)[0] == "displace"
        if _until(session, pushing, rng):
            st = session.state
            ashore = is_land(st.terrain[next_task(st.stack)[1]])
            assert ("came ashore" in help_words(st)) == ashore
            checked[ashore] += 1
        if all(checked.values()):
            break
    assert checked[True] or checked[False]
