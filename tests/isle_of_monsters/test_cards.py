"""The creature list matches the card file's own totals (isle_of_monsters_cards.md)."""
from collections import Counter

from rules.isle_of_monsters.content import CARDS, ELEMENTS, FOODS, SCARES, SETUPS


def test_the_deck_has_forty_cards_thirteen_fire_fourteen_earth_thirteen_water():
    assert len(CARDS) == 40
    assert Counter(c.element for c in CARDS.values()) == {"fire": 13, "earth": 14, "water": 13}


def test_fourteen_cards_are_valued_six_to_nine():
    assert sum(1 for c in CARDS.values() if c.value >= 6) == 14
    per = {e: sum(1 for c in CARDS.values() if c.element == e and c.value >= 6) for e in ELEMENTS}
    assert per == {"fire": 5, "earth": 4, "water": 5}


def test_every_element_totals_sixty_scare_value_and_fourteen_spaces_of_each_food():
    for e in ELEMENTS:
        cards = [c for c in CARDS.values() if c.element == e]
        assert sum(c.value for c in cards) == 60
        assert [sum(c.needs[i] for c in cards) for i in range(3)] == [14, 14, 14]


def test_feeding_spaces_rise_with_scare_value():
    spaces = {1: 1, 2: 2, 3: 2, 4: 3, 5: 3, 6: 4, 7: 5, 8: 5, 9: 6}
    for c in CARDS.values():
        assert c.food_total == spaces[c.value], c.id
        assert max(c.needs) <= 2, c.id


def test_cards_per_value_match_the_card_file():
    per = Counter(c.value for c in CARDS.values())
    assert [per[v] for v in range(1, 10)] == [4, 6, 6, 6, 4, 5, 3, 3, 3]


def test_the_scare_cycle_fire_earth_water():
    assert SCARES == {"fire": "earth", "earth": "water", "water": "fire"}
    for c in CARDS.values():
        assert c.scares == SCARES[c.element]


def test_foods_are_named_not_coloured_and_every_card_uses_them():
    assert FOODS == ("mushroom", "berry", "flower")
    for c in CARDS.values():
        assert set(c.spaces) <= set(FOODS)


def test_setups_deal_every_card_in_whole_rounds():
    for n, setup in SETUPS.items():
        in_play = sum(1 for c in CARDS.values() if c.value not in setup.remove_values) - setup.remove_random
        left = in_play - setup.outer_islands * setup.pile_size
        assert left % setup.outer_islands == 0, n
