"""The table kit reads through the catalogue: with the French catalogue
installed, its buttons, whose-turn line, Undo's words, the recap's counts and
the keys overlay read in French; English stays the default."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.table.recap import Recap, RecapGroup, RecapPanel, counted_lines
from game.table.undo import UndoControl
from game.table.words import and_list
from tests.french import in_french
from tests.table_driver import new_session, open_table, running_app, settle


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def test_the_kit_buttons_and_the_turn_line_read_in_french(app):
    with in_french():
        table = open_table(app, new_session("isle_of_monsters", "hh", autosave=False))
        settle(app, table)
        assert table.menu_button.label == "Menu"
        assert table.undo_button.label == "Annuler"
        assert table.confirm.cancel_button.label == "Renoncer"
        assert table.confirm.confirm_button.label == "Valider"
        assert table.turn_text() == f"À {table.session.names[table.session.state.to_act()[0]]} de jouer"


def test_english_stays_the_default(app):
    table = open_table(app, new_session("isle_of_monsters", "hh", autosave=False))
    settle(app, table)
    assert table.undo_button.label == "Undo"
    assert table.turn_text().endswith("'s turn")


def test_names_are_listed_with_et_in_french():
    with in_french():
        assert and_list(["Ann", "Bob", "Cy"]) == "Ann, Bob et Cy"
        assert and_list(["Ann"]) == "Ann"
    assert and_list(["Ann", "Bob"]) == "Ann and Bob"


def test_a_line_said_again_is_counted_in_either_language():
    with in_french():
        assert counted_lines(["a", "a", "b"]) == ["a (×2)", "b"]


def _taken_back(n: int) -> str:
    me = SimpleNamespace(session=SimpleNamespace(names=["Ann", "Bob"], human_seats=lambda: [0, 1]))
    tb = SimpleNamespace(seat=1, moves=[object()] * n)
    return UndoControl.taken_back_words(me, tb, 0)


def test_moves_taken_back_are_counted_in_french_one_and_more():
    with in_french():
        assert _taken_back(1) == "Coup de Bob annulé"
        assert _taken_back(2) == "Coup de Bob annulé, avec le coup de l’IA qui a suivi"
        assert _taken_back(3) == "Coup de Bob annulé, avec les 2 coups de l’IA qui ont suivi"
    assert _taken_back(3) == "Bob's move and the 2 computer moves after it taken back"


def test_the_recap_says_its_earlier_lines_in_french_singular_then_plural():
    area = pygame.Rect(0, 0, 1280, 720)

    def more(n):
        recap = Recap(0, (RecapGroup(1, "Bob", ("x",), n),), 1, None)
        return [w for kind, w in RecapPanel(recap, [0, 1], area).rows() if kind == "more"]

    with in_french():
        assert more(0) == []
        assert more(1) == ["et 1 plus ancienne (le journal les garde toutes)"]
        assert more(2) == ["et 2 plus anciennes (le journal les garde toutes)"]
        assert Recap(0, (), 0, None).title == "Depuis votre dernier tour"


def test_the_keys_overlay_lists_every_key_in_french(app):
    with in_french():
        table = open_table(app, new_session("isle_of_monsters", "hh", autosave=False))
        lines = table.key_lines()
    assert ("Échap", "abandonner un choix en cours ; sans choix en cours, ouvrir le menu".replace(" ;", "\u202f;")) in lines
    assert ("Entrée", "sans cadre\u00a0: valider (le bouton Terminer, Jouer ou Fin de la table)") in lines
