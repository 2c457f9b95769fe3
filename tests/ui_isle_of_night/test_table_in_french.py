"""Isle of Night reads in French with the French catalogue installed: the
prompt names whose turn it is and what the rules wait for in French, and the
cursed rings' chips count rings and magic ones in French forms (« 1 anneau »,
« 2 anneaux, tous magiques »)."""
from __future__ import annotations

from game.tables.isle_of_night.table import _ring_words
from rules.isle_of_night import actions as A
from tests.french import in_french

from .conftest import make_session, open_table, settle

NB = "\u00a0"          # before a colon: a whole non-breaking space


def test_the_prompt_reads_in_french(app):
    with in_french():
        table = open_table(app, make_session("hh", autosave=False))
        settle(app, table)
        words = table.prompt_words(table.view)
    name = table.session.names[table.view.current]
    assert words.startswith(f"{name}{NB}: ")
    assert table.prompt_words(table.view).startswith(f"{name}: ")


def test_the_ring_chips_count_in_french_singular_and_plural():
    with in_french():
        assert _ring_words(A.ClaimRings(1, 0), mixed=False, short=True) == "1 anneau"
        assert _ring_words(A.ClaimRings(2, 2), mixed=True, short=True) == "2 anneaux, tous magiques"
        assert _ring_words(A.ClaimRings(3, 1), mixed=True) == "Prendre 3 anneaux maudits, 1 magique"
        assert _ring_words(A.ClaimRings(3, 2), mixed=True) == "Prendre 3 anneaux maudits, 2 magiques"
    assert _ring_words(A.ClaimRings(3, 2), mixed=True) == "Take 3 cursed rings, 2 magic"
