"""Survive the Island reads in French with the French catalogue installed:
the set-up prompt, the tray's pieces named in the colour they are drawn in
(« Prendre un 3 violet »), the Repellent's buttons and the creature's name
with its article."""
from __future__ import annotations

from game.session import GameSession, SeatConfig
from rules.survive_the_island import actions as A
from rules.survive_the_island import content
from tests.french import in_french
from tests.survive_the_island.scenario import Table, sp

from . import conftest
from .conftest import NAMES, info, open_table, settle
from .test_focused import MORE, SEA, EAST, session_at


def test_the_set_up_prompt_and_the_tray_read_in_french(app):
    seats = [SeatConfig(NAMES[i], "human" if i == 0 else "ai", "easy", colour)
             for i, colour in enumerate((4, 3, 1))]
    session = GameSession.new(info(), info().default_options(3), seats, seed=2, autosave_enabled=False)
    with in_french():
        table = open_table(app, session)
        settle(app, table)
        assert table.current_choices().prompt == ("Choisissez une valeur dans votre réserve, "
                                                  "puis une tuile éclairée de l’île")
        words = [t.words for t in table.key_targets(table.view)]
    assert any(w.startswith("Prendre un ") and w.endswith(" prune dans votre réserve") for w in words)


def test_the_repellent_is_offered_in_french(app):
    t = Table(**MORE)
    shark = t.creature(content.SHARK, EAST)
    t.adv(1, SEA, 4)
    t.st.hands[1] = [(content.REPELLENT, content.BEACH, 1)]
    t.st.stack = [("turn_end",), ("dest", shark, EAST)]
    with in_french():
        table = open_table(app, session_at(t.st, "hhh"))
        if conftest.curtain_up(app):
            conftest.pass_curtain(app)
        settle(app, table)
        table.play(A.CreatureTo(SEA))
        settle(app, table)
        conftest.pass_curtain(app)
        settle(app, table)
        choices = table.current_choices()
    assert [w for w, _a in choices.buttons] == ["Jouer le Répulsif", "Pas de Répulsif"]
    assert choices.prompt == "Un requin va attaquer vos aventuriers"
