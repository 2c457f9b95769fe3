"""The rules' shared words read in French with the French catalogue installed:
the contract's default refusals and move line, the registry's option problems,
game titles and computer levels, and each game's rules reference (in English
again once the catalogue is taken away)."""
from __future__ import annotations

from rules.core import registry
from rules.core.contract import GameState
from rules.core.i18n import _
from tests.core.french import english_leftovers, in_french
from tests.toy_game import Bid, SecretBids


def test_the_default_refusals_and_move_line_read_in_french():
    st = SecretBids.new_game({"players": 2}, 1)
    first = st.to_act()[0]
    st.apply(first, st.legal_actions(first)[0])
    seat = st.to_act()[0]
    other = 1 - seat
    with in_french():
        assert GameState.why_illegal(st, other, Bid(1)) == "ce n’est pas votre tour"
        assert GameState.why_illegal(st, seat, Bid(99)) == "«\u00a0bid 99\u00a0» n’est pas permis maintenant"
        assert GameState.describe(st, 0, Bid(2), ["Ann", "Bo"]) == "Ann\u00a0: bid 2"
    assert GameState.why_illegal(st, other, Bid(1)) == "it is not your turn"


def test_option_problems_titles_and_levels_read_in_french():
    info = registry.get("isle_of_night")
    with in_french():
        problems = info.problems({"players": 9, "first_game": "yes"})
        titles = [_(registry.DISPLAY_NAMES[g]) for g in ("survive_the_island", "isle_of_night")]
        levels = [_(registry.AI_LEVEL_NAMES[lv]) for lv in registry.AI_LEVELS]
    assert problems == ["L’Île de la nuit se joue de 2 à 5 joueurs",
                        "Première partie\u00a0: 'yes' n’est pas un choix possible"]
    assert titles == ["Survive\u00a0: L’Île engloutie", "L’Île de la nuit"]
    assert levels == ["Facile", "Normal", "Difficile"]


def test_each_rules_reference_reads_in_the_language_in_use():
    for game_id in ("survive_the_island", "isle_of_night"):
        info = registry.get(game_id)
        english = info.load_rules_text()
        with in_french():
            french = info.load_rules_text()
        assert len(french) == len(english) and french != english
        assert all(not english_leftovers(p) for __, paras in french for p in paras)
        assert info.load_rules_text() == english
