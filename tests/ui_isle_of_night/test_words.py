"""Isle of Night speaks in the cards' names and the island's own words, never
in the content's codes: the log, the prompt, what a lit card or score card
does, and the Confirm bar's words for a swap or a lock name the cards
("a double dragon", "the butterflies (5 VP a set)"), not "DRA-07" or "P1"."""
from __future__ import annotations

import re

from game.table.log import GameLog
from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup

from .clicker import Clicker
from .conftest import arranged_session, click, open_table, settle

CODE = re.compile(r"\b[A-Z]{2,3}-\d+\b|\b[PS]\d\b")


def code(c: str) -> int:
    return lookup.CARD_BY_CODE[c]


def test_the_log_names_cards_by_what_they_are_and_counts_identical_ones():
    session = arranged_session(centre=["CON-01", "CON-02", "BEE-07", "LOC-02"])
    log = GameLog(session)
    session.apply(0, A.ClaimType(lookup.CONCHES))
    lines = [text for _seat, text in log.lines(None)]
    assert "Ana claims 2 conch horns" in lines
    assert A.card_name(code("BEE-07")) == "a double beetle"
    assert A.card_name(code("LOC-02")) == "Amethyst Bay"
    assert A.card_name(code("STA-01")) == "a magic staff"          # not "a magic magic staff"
    assert A.cards_text([code("BEE-01"), code("CON-01"), code("CON-03")]) == "a magic beetle and 2 conch horns"
    assert not any(CODE.search(line) for line in lines)


def test_a_swap_is_offered_and_logged_by_the_score_cards_it_moves(app):
    table = open_table(app, arranged_session(centre=["CON-01", "BEE-02"]))
    settle(app, table)
    click(app, Clicker(app, table).centre_point(ctype=lookup.CONCHES))
    view = table.view
    first = table.grid_targets(view)[0]
    lying = A.score_card_name(view.score_grid[first])
    vp = view.side.vp[first]
    words = [t.words for t in table.key_targets(view)]
    assert f"Swap {lying} ({vp} VP a set)…" in words
    assert not any(CODE.search(w) for w in words)
    click(app, table.positions[first].center)
    app.step(flip=False)
    partner = table.grid_targets(table.view)[0]
    swap = A.Swap(min(first, partner), max(first, partner))
    said = table.action_words(swap)
    assert said.startswith("Swap the ") and "VP a set" in said and not CODE.search(said)
    click(app, table.positions[partner].center)
    settle(app, table)
    lines = [text for _seat, text in GameLog(table.session).lines(None)]
    swapped = [line for line in lines if "swaps" in line]
    assert swapped and lying in swapped[-1] and not CODE.search(swapped[-1])


def test_a_lock_says_which_score_card_it_locks():
    session = arranged_session(centre=["SCR-02", "BEE-02"])
    session.apply(0, A.ClaimType(lookup.SCROLLS))
    st = session.state
    lock = next(a for a in st.legal_actions(0) if isinstance(a, A.Lock))
    session.apply(0, lock)
    locks = [text for _seat, text in GameLog(session).lines(None) if "locks" in text]
    assert locks == [f"Ana locks {A.score_card_name(st.score_grid[lock.position])}"]
