"""Isle of Monsters reads in French: with the shipped French catalogue installed,
every event line, log line, refusal, move, turn heading and end reason of random
games is French with its placeholders filled; counts take the French plural
(0 and 1 singular); content names are translated where shown; and a game played
in French saves exactly as the same game played in English (saves hold no word)."""
from __future__ import annotations

import json
import re

import pytest

from rules.core import i18n
from rules.core.rng import Rng
from rules.isle_of_monsters import reference
from rules.isle_of_monsters.actions import Capture, DuelPick, Feed, Pass, PlayScare, a_card, card_name, place_name
from rules.isle_of_monsters.content import CARD_IDS, ELEMENTS, FOODS, food_name
from rules.isle_of_monsters.events import GameEnded, LeftoversScored
from rules.isle_of_monsters.state import IsleOfMonstersState
from tests.french import french, in_french

NAMES = ("Zoé", "Hugo", "Inès", "Jules", "Léa")

#: words of the English messages that French never uses: one in a French line is a leftover
ENGLISH = {"the", "and", "from", "to", "with", "has", "have", "your", "you", "is", "are", "of", "in",
           "it", "that", "no", "not", "there", "only", "this", "for", "each", "its", "game", "over",
           "turn", "round", "scare", "scares", "picks", "chooses", "captures", "feeds", "passes",
           "wins", "share", "tie", "crowd", "creature", "creatures", "fire", "earth", "water", "island",
           "food", "mushroom", "berry", "flower", "bag", "drawn", "nothing", "pass", "play", "pick", "feed",
           "final", "element", "out", "throw", "again", "one", "card", "appears", "under"}


def leftovers(text: str) -> set[str]:
    return {w for w in re.findall(r"\w+", text.lower())} & ENGLISH


def check(text: str, english: str) -> None:
    assert text and "{" not in text and "}" not in text, text
    assert not leftovers(text), (text, leftovers(text))
    if re.search(r"[A-Za-z]{3,}", english.replace("Zoé", "").replace("Hugo", "")):
        assert text != english, text


def english(fn):
    """What `fn` reads in English, from inside a French block."""
    i18n.use(None)
    try:
        return fn()
    finally:
        i18n.use(french(), "fr")


def candidate_actions(st: IsleOfMonstersState, rng: Rng) -> list:
    """Legal and illegal actions of every kind, for the refusals."""
    acts = [Pass(), DuelPick("fire"), DuelPick("plasma"), PlayScare(()), PlayScare(("IM01", "IM01"))]
    acts += [Capture(i, c) for i in range(-1, st.n + 1) for c in (0, 1, 5, 9)]
    acts += [Feed(s, f, c) for s in (-1, 0, st.n - 1, st.n + 2) for f in FOODS + ("cake",) for c in (0, 2, 5, 9)]
    acts += [PlayScare(tuple(rng.choice(CARD_IDS) for __ in range(k))) for k in (1, 2, 3)]
    return acts


@pytest.mark.parametrize("players,seed,tie", [(2, 3, "duel"), (3, 5, "shared"), (4, 8, "duel"), (5, 13, "duel")])
def test_a_random_games_every_line_refusal_and_end_reads_in_french(players, seed, tie):
    names = NAMES[:players]
    rng = Rng(seed)
    with in_french():
        st = IsleOfMonstersState.new_game({"players": players, "tie_breaker": tie}, seed)
        refusals = set()
        while not st.is_over():
            check(st.turn_label(), english(st.turn_label))
            seat = st.to_act()[0]
            for act in rng.sample(candidate_actions(st, rng), 12):
                for s in range(players):
                    why = st.why_illegal(s, act)
                    if why is not None:
                        check(why, english(lambda: st.why_illegal(s, act)))
                        refusals.add(why)
            action = rng.choice(st.legal_actions(seat))
            check(st.describe(seat, action, names), english(lambda: st.describe(seat, action, names)))
            events = st.apply(seat, action)
            for ev in events:
                check(ev.text(names), english(lambda: ev.text(names)))
                for viewer in range(players):
                    check(ev.redact(viewer).text(names), english(lambda: ev.redact(viewer).text(names)))
            for __, line in st.log_lines(events, names):
                assert "{" not in line and not leftovers(line), line
        check(st.why_it_ended(), english(st.why_it_ended))
        check(st.turn_label(), english(st.turn_label))
    assert len(refusals) >= 5


def test_counts_read_singular_for_0_and_1_in_french_and_plural_from_2():
    with in_french():
        lines = [LeftoversScored(0, k, k).text(NAMES) for k in (0, 1, 2)]
        ended = [GameEnded((k, 0), (0,)).text(NAMES) for k in (0, 1, 2)]
    assert [t.endswith(w) for t, w in zip(lines, ("0 point pour les cartes restantes",
                                                   "1 point pour les cartes restantes",
                                                   "2 points pour les cartes restantes"))] == [True] * 3, lines
    assert ended == ["Zoé gagne avec 0 point", "Zoé gagne avec 1 point", "Zoé gagne avec 2 points"]
    assert [GameEnded((k, 0), (0,)).text(NAMES) for k in (0, 1, 2)] == [
        "Zoé wins with 0 points", "Zoé wins with 1 point", "Zoé wins with 2 points"]


def test_card_food_and_place_names_are_translated_where_shown():
    with in_french():
        assert card_name("IM04") == "3 de feu" and a_card("IM28") == "un 1 d’eau"
        assert food_name("berry") == "Baie Glaçante" and food_name("flower", 2) == "2 Fleurs d’Effroi"
        assert place_name(-1) == "l’île centrale" and place_name(1) == "l’île extérieure 2"
        assert [DuelPick(e).label() for e in ELEMENTS] == ["Choisir le feu", "Choisir la terre", "Choisir l’eau"]
    assert card_name("IM04") == "fire 3" and food_name("berry") == "Bone-Chill Berry"


def test_the_rules_reference_is_rewritten_in_french():
    from rules.core import registry
    with in_french():
        sections = registry.get("isle_of_monsters").load_rules_text()
    assert len(sections) == len(reference.RULES_REFERENCE)
    for (heading, paragraphs), (en_heading, en_paragraphs) in zip(sections, reference.RULES_REFERENCE):
        check(heading, en_heading)
        assert len(paragraphs) == len(en_paragraphs)
        for text, en in zip(paragraphs, en_paragraphs):
            check(text, en)
    assert sections[0][0] == "But du jeu"


def play(seed: int) -> tuple[str, list]:
    rng = Rng(seed)
    st = IsleOfMonstersState.new_game({"players": 3, "tie_breaker": "duel"}, seed)
    events = []
    while not st.is_over():
        seat = st.to_act()[0]
        for ev in st.apply(seat, rng.choice(st.legal_actions(seat))):
            events.append(st.codec.encode(ev))
            ev.text(NAMES)
        st.why_it_ended()
    return json.dumps(st.to_json(), sort_keys=True), events


def test_a_game_played_in_french_saves_as_the_same_game_in_english():
    with in_french():
        french_save, french_events = play(21)
    english_save, english_events = play(21)
    assert french_save == english_save
    assert french_events == english_events
    assert "Baie" not in french_save and "créature" not in french_save
