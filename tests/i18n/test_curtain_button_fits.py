"""The pass-the-screen button is as wide as its words need: « Je suis Joueur 1 —
montrez-moi » was cut to « montrez-… » in a button sized for the English."""
from dataclasses import replace

from game.scenes.curtain import PassCurtain
from tests.french import in_french
from tests.table_driver import new_session, open_table, running_app


def test_the_curtains_button_holds_a_long_name_in_french_without_cutting_it():
    for app in running_app():
        with in_french():
            table = open_table(app, new_session("survive_the_island", "hh", seed=3))
            table.session.seats[1] = replace(table.session.seats[1], name="Joueur 1")
            curtain = PassCurtain(app, table, 1)
            assert curtain.ready_button.label == "Je suis Joueur 1 — montrez-moi"
            assert curtain.ready_button.rect.width > 340
