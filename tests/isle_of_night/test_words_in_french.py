"""Isle of Night reads in French with the French catalogue installed: every
event line, label, move line, prompt, refusal, turn, tie-break and end reason of
random games, with every placeholder filled; counted cards and rings read right
for 0, 1 and 2; and a game played in French saves the same state as in English."""
from __future__ import annotations

from rules.core import Rng
from rules.core.i18n import _
from rules.isle_of_night import INFO, reference
from rules.isle_of_night import actions as A
from rules.isle_of_night.card_words import cards_counted
from rules.isle_of_night.state import IsleOfNightState
from tests.core.french import english_leftovers, in_french
from tests.isle_of_night.helpers import NAMES, arranged, card, claim, play

#: every kind of action, legal or not somewhere in a game, for the refusals
EVERY_KIND = [A.ClaimType(t) for t in range(0, 27, 2)] + [
    A.ClaimRings(1, 0), A.ClaimRings(2, 2), A.ClaimRings(3, 1), A.RingDiscard(card("RIN-01")),
    A.RingDiscard(card("BEE-02")), A.RingClaim(card("LOC-07")), A.RingClaim(card("SPI-03")),
    A.OrderEffect(card("CON-01")), A.ChooseDragon(card("DRA-05")), A.ChooseSerpent(card("SER-03")),
    A.SkipCreature(), A.Swap(0, 1), A.Swap(0, 6), A.SkipSwap(), A.Lock(2), A.Unlock(2), A.SkipScroll(),
    A.StaffDiscard(card("STA-02")), A.StaffDiscard(card("BUT-04"))]


def _words_of_a_random_game(players: int, seed: int, first_game: bool = False) -> list[str]:
    opts = {"players": players, "first_game": first_game, "island": 1 + seed % 3, "side": "AB"[seed % 2]}
    st = IsleOfNightState.new_game(opts, seed)
    rng = Rng(seed)
    out = []
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        act = rng.choice(legal)
        out += [st.turn_label(), st.waiting_for()] + [a.label() for a in legal[:8]]
        out += [st.why_illegal(seat, a) or "" for a in EVERY_KIND if a not in legal]
        out.append(st.describe(seat, act, NAMES))
        out += [text for _seat, text in st.log_lines(st.apply(seat, act), NAMES)]
    out += [st.why_it_ended(), st.turn_label()] + [what for s in range(players) for what, __ in st.tie_breaks(s)]
    out += [_(k) for k in st.score_breakdown()[0]]
    return [w for w in out if w]


def test_every_line_of_random_games_reads_in_french():
    with in_french():
        for players, seed in ((2, 1), (3, 2), (5, 3)):
            for line in _words_of_a_random_game(players, seed):
                assert not english_leftovers(line, NAMES), line


def test_a_claim_reads_as_a_french_sentence():
    st = arranged(centre=["SWO-02", "DRA-07"])
    with in_french():
        texts = [e.text(NAMES) for e in play(st, claim("swords"), A.ChooseDragon(card("DRA-07")))]
        assert texts[:2] == ["Ann remporte une épée", "Ann remporte un dragon double grâce à une épée"]
        assert A.ClaimType(card("LOC-07") - 102 + 13).label() == "remporter le Lac Miroir"


def test_counted_cards_and_rings_are_singular_for_0_and_1_in_french():
    beetle = card("BEE-02")
    with in_french():
        assert [cards_counted(beetle, n) for n in (0, 2)] == ["0 scarabée", "2 scarabées"]
        assert cards_counted(beetle, 1) == "un scarabée"
        st = arranged(centre=["RIN-01", "RIN-03"])
        words = [st.why_illegal(0, A.ClaimRings(2, 2)), st.why_illegal(0, A.ClaimRings(3, 0))]
    assert words[0] == "seul 1 des anneaux maudits du centre porte un symbole magique"
    assert words[1] == "il n’y a que 2 anneaux maudits au centre"


def test_a_game_played_in_french_saves_the_same_state_as_in_english():
    def played(seed: int) -> dict:
        st = IsleOfNightState.new_game({"players": 4, "first_game": False, "island": 2, "side": "B"}, seed)
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            act = rng.choice(st.legal_actions(seat))
            st.log_lines(st.apply(seat, act), NAMES)
        return st.to_json()

    english = played(4)
    with in_french():
        assert played(4) == english


def test_the_rules_reference_and_the_options_read_in_french():
    with in_french():
        sections = INFO.load_rules_text()
        assert len(sections) == len(reference.RULES_REFERENCE)
        words = [w for heading, paragraphs in sections for w in [heading, *paragraphs]]
        words += [_(INFO.name), _(INFO.tagline)] + [_(o.label) for o in INFO.options] + [_(o.help) for o in INFO.options]
        words += [_(label) for o in INFO.options for __, label in o.choices]
        for text in words:
            assert not english_leftovers(text), text
