"""Cursed-ring power at the start of a turn, and the two ways the night ends."""
import pytest

from rules.isle_of_night import actions as A
from rules.isle_of_night import events as E
from rules.isle_of_night.state import IsleOfNightState

from .helpers import arranged, card, claim, count_everything, owned, play


# -- ring power ---------------------------------------------------------------------------

def test_ring_power_discards_one_card_per_ring_then_claims_as_many():
    st = arranged(centre=["BEE-02", "LOC-14", "DRA-07", "SPI-02"],
                  owned=[["RIN-01", "RIN-03", "SPI-03", "CHE-02", "CHE-03"], [], []])
    assert st.legal_actions(0) == [A.RingDiscard(card("SPI-03")), A.RingDiscard(card("CHE-02"))]
    assert "cannot be discarded" in st.why_illegal(0, A.RingDiscard(card("RIN-01")))
    play(st, A.RingDiscard(card("SPI-03")), A.RingDiscard(card("CHE-02")))
    assert sorted(st.out) == sorted([card("SPI-03"), card("CHE-02")])
    # any types, dragons and locations included, one at a time
    legal = st.legal_actions(0)
    assert A.RingClaim(card("DRA-07")) in legal and A.RingClaim(card("LOC-14")) in legal
    play(st, A.RingClaim(card("DRA-07")), A.RingClaim(card("LOC-14")))
    # then the normal claim, which may no longer take a location
    assert st.legal_actions(0) == [claim("beetles"), claim("spiders")]
    play(st, claim("beetles"))
    assert owned(st, 0) == ["BEE-02", "CHE-03", "DRA-07", "LOC-14", "RIN-01", "RIN-03"]


def test_ring_power_with_fewer_cards_than_rings_discards_what_there_is():
    st = arranged(centre=["BEE-02", "SPI-02", "CHE-01"], owned=[["RIN-01", "RIN-03", "SPI-03"], [], []])
    play(st, A.RingDiscard(card("SPI-03")))
    assert st.legal_actions(0)[0].__class__ is A.RingClaim   # one claim for one discard
    play(st, A.RingClaim(card("CHE-01")))
    assert st.legal_actions(0) == [claim("beetles"), claim("spiders")]


def test_ring_power_with_only_rings_owned_does_nothing():
    st = arranged(centre=["BEE-02"], owned=[["RIN-01"], [], []])
    assert st.legal_actions(0) == [claim("beetles")]


def test_a_ring_claim_cannot_take_mirror_lake_or_moonwell_shrine():
    st = arranged(centre=["LOC-07", "LOC-08", "LOC-09"], owned=[["RIN-01", "BEE-02"], [], []])
    play(st, A.RingDiscard(card("BEE-02")))
    assert st.legal_actions(0) == [A.RingClaim(card("LOC-09"))]
    assert "cannot be taken with a cursed ring" in st.why_illegal(0, A.RingClaim(card("LOC-07")))


def test_a_ring_claimed_sword_still_takes_a_dragon():
    st = arranged(centre=["SWO-02", "DRA-07", "BEE-03"], owned=[["RIN-01", "BEE-02"], [], []])
    play(st, A.RingDiscard(card("BEE-02")), A.RingClaim(card("SWO-02")))
    assert st.legal_actions(0) == [A.ChooseDragon(card("DRA-07")), A.SkipCreature()]
    play(st, A.ChooseDragon(card("DRA-07")))
    assert st.legal_actions(0) == [claim("beetles")]


def test_a_ring_claim_may_take_a_ring_within_the_limit():
    st = arranged(centre=["RIN-02", "BEE-03"], owned=[["RIN-01", "BEE-02"], [], []])
    play(st, A.RingDiscard(card("BEE-02")))
    assert A.RingClaim(card("RIN-02")) in st.legal_actions(0)
    full = arranged(centre=["RIN-02", "BEE-03"], owned=[["RIN-01", "BEE-02"], [], []], rings_taken=[3, 0, 0])
    play(full, A.RingDiscard(card("BEE-02")))
    assert full.legal_actions(0) == [A.RingClaim(card("BEE-03"))]


def test_ring_claims_are_made_while_a_card_may_be_taken():
    st = arranged(centre=["DRA-01"], owned=[["RIN-01", "BEE-02"], [], []])
    play(st, A.RingDiscard(card("BEE-02")))
    assert st.legal_actions(0) == [A.RingClaim(card("DRA-01"))]
    play(st, A.RingClaim(card("DRA-01")))
    assert st.current == 1                            # nothing left to claim normally


# -- the lantern end ------------------------------------------------------------------------

def test_rulebook_three_player_lantern_end_at_the_sixth_lantern():
    """3 players: one has 5 lanterns; Tom claims the 6th and the game ends at once."""
    five = ["LAN-01", "LAN-02", "LAN-03", "LAN-04", "LAN-05"]
    st = arranged(current=1, centre=["LAN-06", "BEE-02"], owned=[five, [], []])
    assert st.lanterns_to_end == 6 and not st.is_over()
    events = play(st, claim("lanterns"))
    assert st.is_over() and st.end_reason == "lanterns"
    assert st.to_act() == [] and st.legal_actions(1) == []
    assert isinstance(events[-1], E.GameEnded)
    assert st.turns_taken == [1, 1, 0]


@pytest.mark.parametrize("players, needed", [(2, 5), (3, 6), (4, 7), (5, 8)])
def test_the_night_ends_at_three_plus_players_lanterns(players, needed):
    st = arranged(players=players, centre=["LAN-08", "BEE-02"], lanterns_claimed=needed - 1)
    play(st, claim("lanterns"))
    assert st.is_over()
    early = arranged(players=players, centre=["LAN-08", "BEE-02"], lanterns_claimed=needed - 2)
    play(early, claim("lanterns"))
    assert not early.is_over()


def test_the_lantern_end_stops_the_turn_mid_way():
    st = arranged(centre=["LAN-06", "CON-01", "SWO-02", "DRA-03"],
                  owned=[["RIN-01", "BEE-02"], ["LAN-01", "LAN-02", "LAN-03", "LAN-04", "LAN-05"], []])
    play(st, A.RingDiscard(card("BEE-02")), A.RingClaim(card("LAN-06")))
    assert st.is_over()
    assert card("SWO-02") in st.centre               # no normal claim after the end


def test_discarded_lanterns_still_count_toward_the_end():
    st = arranged(centre=["LAN-06"], out=["LAN-01", "LAN-02"],
                  owned=[[], ["LAN-03", "LAN-04", "LAN-05"], []])
    assert st.lanterns_claimed == 5
    play(st, claim("lanterns"))
    assert st.is_over()


def test_claiming_several_lanterns_at_the_end_takes_them_all():
    st = arranged(centre=["LAN-05", "LAN-06"], lanterns_claimed=4)
    play(st, claim("lanterns"))
    assert st.is_over() and owned(st, 0) == ["LAN-05", "LAN-06"]
    assert st.lanterns_claimed == 6


def test_effects_still_waiting_at_the_lantern_end_are_dropped():
    st = arranged(centre=["LOC-07", "LAN-06", "CON-01"], lanterns_claimed=5)
    play(st, claim("LOC-07"), claim("lanterns"))
    assert st.is_over() and st.pending == [] and st.legal_actions(0) == []


# -- the empty-deck end (content §5.5) --------------------------------------------------------

def _nearly_empty(deck_left: int) -> IsleOfNightState:
    """Ann to play with `deck_left` cards in the deck; everything else is out."""
    st = arranged(players=2, centre=["BEE-02"])
    keep = st.deck[-deck_left:] if deck_left else []
    st.out.extend(c for c in st.deck if c not in keep)
    st.deck = list(keep)
    return st


def test_a_short_deck_is_drawn_out():
    st = _nearly_empty(2)
    play(st, claim("beetles"))
    assert st.current == 1 and len(st.deck) == 0 and len(st.centre) == 2
    assert not st.is_over()


def test_the_game_ends_before_a_turn_that_would_begin_with_an_empty_deck():
    st = _nearly_empty(0)
    events = play(st, claim("beetles"))
    assert st.is_over() and st.end_reason == "deck"
    assert st.turns_taken == [1, 0]                  # Tom's turn never began
    assert isinstance(events[-1], E.GameEnded) and events[-1].reason == "deck"
    assert count_everything(st) == 116


def test_a_whole_game_always_ends_one_way_or_the_other():
    from rules.core import Rng, play_random_game
    reasons = set()
    for seed in range(40):
        st = IsleOfNightState.new_game({"players": 5}, seed)
        play_random_game(st, Rng(seed))
        assert st.is_over()
        reasons.add(st.end_reason)
    assert reasons <= {"lanterns", "deck"} and "lanterns" in reasons
