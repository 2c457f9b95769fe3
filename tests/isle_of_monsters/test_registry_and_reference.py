"""The game as the app sees it: registry entry, options, and the rules reference."""
import ast
from pathlib import Path

import pytest

from rules.core import registry
from rules.isle_of_monsters.reference import RULES_REFERENCE
from rules.isle_of_monsters.state import IsleOfMonstersState

PACKAGE = Path(__file__).resolve().parents[2] / "rules" / "isle_of_monsters"


def test_the_registry_knows_isle_of_monsters_for_two_to_five_players():
    info = registry.get("isle_of_monsters")
    assert (info.min_players, info.max_players) == (2, 5)
    assert info.load_state_class() is IsleOfMonstersState
    assert info.table_scene == "game.tables.isle_of_monsters:IsleOfMonstersTable"
    assert info.hidden_information
    for n in range(2, 6):
        assert info.problems(info.default_options(n)) == []
    assert info.problems(info.default_options(6))


def test_the_tie_for_first_is_the_rulebooks_element_play_off_by_default_and_a_shared_win_is_a_variant():
    info = registry.get("isle_of_monsters")
    [opt] = [o for o in info.options if o.key == "tie_breaker"]
    assert opt.default == "duel"
    assert [v for v, _ in opt.choices] == ["duel", "shared"]
    labels = dict(opt.choices)
    assert "rules" in labels["duel"] and labels["shared"].startswith("Variant")
    from rules.isle_of_monsters.state import IsleOfMonstersState
    assert IsleOfMonstersState.new_game({"players": 3}, 1).tie_breaker == "duel"
    assert info.problems({**info.default_options(3), "tie_breaker": "coin"})


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "random"])
def test_every_level_loads_through_the_registry(level):
    assert registry.get("isle_of_monsters").agent(level, 0, 1) is not None


def test_the_reference_is_sections_of_paragraphs():
    assert registry.get("isle_of_monsters").load_rules_text() == [(h, list(ps)) for h, ps in RULES_REFERENCE]
    for heading, paragraphs in RULES_REFERENCE:
        assert isinstance(heading, str) and heading
        assert paragraphs and all(isinstance(p, str) and p for p in paragraphs)


@pytest.mark.parametrize("topic", ["bag runs out", "earth has 14 cards", "element is always called",
                                   "every different set", "element play-off", "only one player has any",
                                   "look at any player's mature"])
def test_every_ruling_is_written_in_the_reference(topic):
    rulings = [p for _, ps in RULES_REFERENCE for p in ps if p.startswith("Our ruling:")]
    assert any(topic in p for p in rulings), topic


def test_the_rules_never_import_pygame():
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all("pygame" not in a.name for a in node.names), path
            if isinstance(node, ast.ImportFrom):
                assert "pygame" not in (node.module or ""), path
