"""Isle of Monsters reads in French with the French catalogue installed: the
prompt, the buttons, the duel's elements and the counts (French says "0 carte"
and "1 carte", "2 cartes"); the prompt still fits the board."""
from __future__ import annotations

from game.table.hints import hint_pill
from game.tables.isle_of_monsters.islands import pile_words
from game.tables.isle_of_monsters.zoom import zoom_face
from tests.french import in_french

from .conftest import make_session, open_table, settle

NB = "\u00a0"          # before a colon: a whole non-breaking space


def test_the_nurture_prompt_and_the_buttons_read_in_french(app):
    with in_french():
        table = open_table(app, make_session("haa", seed=3, autosave=False))
        settle(app, table)
        text = table.hint_text(table.view, 0)
        assert text == f"À vous{NB}: capturez une créature ou passez"
        assert table.pass_button.label == "Passer"
        assert table.play_button.label == "Jouer"
        assert [b.label for b in table.duel_buttons.values()] == ["Feu", "Terre", "Eau"]
        assert hint_pill(text).get_width() <= table.board_rect.width


def test_the_prompt_is_english_without_a_catalogue(app):
    table = open_table(app, make_session("haa", seed=3, autosave=False))
    settle(app, table)
    assert table.hint_text(table.view, 0) == "Your turn: capture a creature or pass"
    assert table.pass_button.label == "Pass"


def test_a_pile_counts_its_cards_in_french_singular_for_0_and_1():
    with in_french():
        assert [pile_words(n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    assert [pile_words(n) for n in (1, 2)] == ["1 card", "2 cards"]


def test_the_large_card_is_drawn_again_in_the_new_language():
    english = zoom_face("IM01", None)
    with in_french():
        french = zoom_face("IM01", None)
    assert french is not english
