"""King of Monster Island reads in French with the French catalogue installed:
the tray's title counts the rerolls left (French: "0 relance restante",
"1 relance restante", "2 relances restantes"), the buttons and the Boss panel
say their words in French, and a card drawn in English is drawn again."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.tables.king_of_monster_island import boss_panel
from game.tables.king_of_monster_island.cards import power_card
from game.tables.king_of_monster_island.chips import RerollMarked
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.content import CARDS
from rules.king_of_monster_island.state import KingOfMonsterIslandState as State
from tests.french import in_french
from tests.table_driver import new_session, open_table, running_app, settle

NB = "\u00a0"          # before a colon: a whole non-breaking space


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def rolling(rerolls: int):
    return SimpleNamespace(to_act=lambda: [0], active=0, monsters=["pagurah"], rerolls=rerolls, phase="rolling",
                           tasks=())


def test_the_tray_counts_the_rerolls_left_in_french_singular_for_0_and_1(app):
    with in_french():
        table = open_table(app, new_session("king_of_monster_island", "hh", autosave=False))
        settle(app, table)
        table.replaying = False
        titles = [table.tray_title(rolling(n)).split(" · ", 1)[1] for n in (0, 1, 2)]
        assert titles == [f"Lancer · 0 relance restante{NB}: cliquez sur des dés pour les marquer",
                          f"Lancer · 1 relance restante{NB}: cliquez sur des dés pour les marquer",
                          f"Lancer · 2 relances restantes{NB}: cliquez sur des dés pour les marquer"]
        assert table.suggest_button.label == "Conseil"
        assert table.button_words(table.view, A.EndTurn()) == "Finir le tour"
        assert table.button_words(table.view, A.BeginMonsterPhase()) == "Lancer les dés"
        assert RerollMarked(2).label() == "Relancer les 2 dés marqués"
    assert table.tray_title(rolling(1)).endswith("Roll · 1 reroll left: click dice to mark them")


def test_the_boss_panel_says_its_powers_in_french():
    view = State.new_game({"players": 3, "boss": "crystal_dragon", "side": "normal"}, 5).view(0)
    with in_french():
        size, lines, nxt = boss_panel.power_lines(view)
    assert " ".join(lines).startswith(f"Actifs{NB}:")
    assert nxt[0].startswith("Prochain à")


def test_a_card_is_drawn_again_in_the_new_language(app):
    card = next(iter(CARDS))
    english = power_card(card, 120, 170)
    with in_french():
        assert power_card(card, 120, 170) is not english
