"""The game log's words: a clean-up's draws read as one line (so the scoring
just before them stays in view), every line starts with a capital letter, and
the foods are always called by their names."""
from __future__ import annotations

import re

import pytest

from rules.core.rng import Rng
from rules.isle_of_monsters.events import BagRanShort, CreatureDealt, FoodDrawn, PhaseStarted
from rules.isle_of_monsters.content import FOOD_NAMES, FOOD_PLURALS
from rules.isle_of_monsters.log_text import DRAWS
from rules.isle_of_monsters.state import IsleOfMonstersState

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli")


def random_game(players: int, seed: int):
    """Yields (state after, events) for each move of a random game."""
    st = IsleOfMonstersState.new_game({"players": players}, seed)
    rng = Rng(seed)
    while not st.is_over():
        seat = st.to_act()[0]
        yield st, st.apply(seat, rng.choice(st.legal_actions(seat)))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_clean_ups_food_and_creature_draws_are_one_log_line(players):
    clean_ups = 0
    for st, events in random_game(players, seed=40 + players):
        if PhaseStarted("clean-up") not in events:
            continue
        clean_ups += 1
        names = NAMES[:players]
        lines = st.log_lines(events, names)
        draws = [ev for ev in events if isinstance(ev, DRAWS)]
        assert len(draws) >= 2
        assert len(lines) == len(events) - len(draws) + 1       # the draws share one line...
        joined = [text for _, text in lines if text.startswith("Drawn from the bag")]
        assert len(joined) == 1
        text = joined[0]
        for ev in draws:                                         # ...which tells every one of them
            if isinstance(ev, CreatureDealt):
                assert re.search(rf"\ban? \w+ \d+ on outer island {ev.island + 1}\b", text)   # as its plate reads
        tokens = sum(int(k) if k.isdigit() else 1
                     for k in re.findall(r"(\d+|a) (?:Menace|Bone-Chill|Fear) ", text.split(". New")[0]))
        assert tokens == sum(isinstance(ev, FoodDrawn) for ev in draws)
        if any(isinstance(ev, BagRanShort) for ev in draws):
            assert "The bag is empty" in text
        # the scoring and the phase lines keep their own lines, in order, before it
        others = [ev.text(names) for ev in events if not isinstance(ev, DRAWS)]
        assert [t for _, t in lines if t != text] == others
    assert clean_ups >= 2


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_every_log_line_starts_with_a_capital_and_calls_foods_by_their_names(players, seed):
    names = NAMES[:players]
    food_words = list(FOOD_NAMES.values()) + list(FOOD_PLURALS.values())
    for st, events in random_game(players, seed):
        for viewer in [None, *range(players)]:
            shown = [e for e in (ev.redact(viewer) for ev in events) if e is not None]
            for _, text in st.log_lines(shown, names):
                assert text[:1].isupper(), text
                low = text.lower()
                for word in food_words:
                    assert low.count(word.lower()) == text.count(word), text
                assert not re.search(r"\b(mushroom|berry|berries|flower)s?\b", text.replace("Menace Mushroom", "")
                                     .replace("Bone-Chill Berr", "").replace("Fear Flower", "")), text
