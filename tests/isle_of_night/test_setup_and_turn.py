"""Set-up and the ordinary turn: draw, claim every card of one type, pass on."""
import pytest

from rules.core import IllegalAction
from rules.core.registry import get
from rules.isle_of_night import actions as A
from rules.isle_of_night import events as E
from rules.isle_of_night import lookup
from rules.isle_of_night.state import IsleOfNightState, side_for

from .helpers import arranged, card, claim, count_everything, owned, play, type_no


# -- set-up -----------------------------------------------------------------------------

def test_first_game_plays_island_1_side_a_with_the_plain_score_cards():
    st = IsleOfNightState.new_game({"players": 3, "first_game": True, "island": 3, "side": "B"}, 4)
    assert st.side.key == "1A"
    assert sorted(lookup.SCORE_IDS[s] for s in st.score_grid) == ["S1", "S2", "S3", "S4", "S5", "S6", "S7"]


@pytest.mark.parametrize("island, side", [(1, "B"), (2, "A"), (2, "B"), (3, "A"), (3, "B")])
def test_other_sides_deal_all_nine_score_cards(island, side):
    st = IsleOfNightState.new_game({"players": 2, "first_game": False, "island": island, "side": side}, 9)
    assert st.side.key == f"{island}{side}"
    assert sorted(st.score_grid) == list(range(9))


def test_score_cards_are_shuffled_face_up_and_unlocked():
    layouts = {tuple(IsleOfNightState.new_game({"players": 3}, seed).score_grid) for seed in range(30)}
    assert len(layouts) > 10
    assert IsleOfNightState.new_game({"players": 3}, 1).locked == 0


def test_first_seat_begins_with_three_cards_in_the_centre():
    st = IsleOfNightState.new_game({"players": 4}, 2)
    assert st.to_act() == [0]
    assert len(st.centre) == 3 and len(st.deck) == 113
    assert st.turns_taken == [1, 0, 0, 0]
    assert count_everything(st) == 116


def test_turn_ones_start_and_draw_are_what_set_up_plays_as_every_later_turn_begins():
    """The game is set up with nobody's turn begun; turn 1 then begins and
    draws, as every later turn does, and those are the opening's events (the
    log's first lines), the same for the same seed."""
    options = {"players": 3}
    before = IsleOfNightState.set_up(options, 7)
    assert before.centre == [] and len(before.deck) == 116 and before.turn == 0
    st = IsleOfNightState.new_game(options, 7)
    opening = IsleOfNightState.opening_events(options, 7)
    assert opening == [E.TurnBegan(0, 1), E.CardsDrawn(0, tuple(st.centre))]
    assert opening == IsleOfNightState.opening_events(options, 7)
    later = play(st, A.ClaimType(lookup.CARD_TYPE[st.centre[0]]))
    assert [type(e) for e in later[-2:]] == [E.TurnBegan, E.CardsDrawn]
    # the draw is face up for everyone: the log and a spectator's replay read it whole
    assert all(ev.redact(seat) == ev for ev in opening for seat in (None, 0, 1, 2))


def test_options_are_checked_by_the_registry():
    info = get("isle_of_night")
    assert info.problems(info.default_options(3)) == []
    assert info.problems(info.default_options(6))
    bad = info.default_options(3)
    bad["side"] = "C"
    assert info.problems(bad)
    assert [o.key for o in info.visible_options({"first_game": True})] == ["first_game"]
    assert [o.key for o in info.visible_options({"first_game": False})] == ["first_game", "island", "side"]
    assert side_for({"first_game": False, "island": 2, "side": "B"}) == "2B"


def test_player_counts_outside_two_to_five_are_refused():
    with pytest.raises(ValueError):
        IsleOfNightState.new_game({"players": 1}, 0)
    with pytest.raises(ValueError):
        IsleOfNightState.new_game({"players": 6}, 0)


# -- the turn -------------------------------------------------------------------------------

def test_claiming_a_type_takes_every_card_of_it():
    st = arranged(centre=["BEE-02", "BEE-07", "SPI-02"])
    play(st, claim("beetles"))
    assert owned(st, 0) == ["BEE-02", "BEE-07"]
    assert card("SPI-02") in st.centre


def test_after_the_claim_the_next_player_draws_three():
    st = arranged(centre=["BEE-02", "SPI-02"], deck_top=["LAN-01", "CHE-02", "SPI-05"])
    events = play(st, claim("beetles"))
    assert st.to_act() == [1]
    assert sorted(st.centre) == sorted(card(c) for c in ["SPI-02", "LAN-01", "CHE-02", "SPI-05"])
    drawn = [e for e in events if isinstance(e, E.CardsDrawn)]
    assert drawn and drawn[0].reveals and drawn[0].seat == 1


def test_spring_of_visions_draws_four_from_the_next_turn_on():
    st = arranged(players=2, centre=["LOC-01", "SPI-02"],
                  deck_top=["BEE-02", "BEE-03", "BEE-04", "CHE-01", "CHE-02", "CHE-03", "CHE-04", "CON-01"])
    play(st, claim("LOC-01"))
    assert len(st.centre) == 1 + 3                    # Tom draws 3 as usual
    play(st, claim("beetles"))
    assert st.current == 0
    assert sorted(st.centre) == [card(c) for c in ["SPI-02", "CHE-01", "CHE-02", "CHE-03", "CHE-04"]]
    assert st.deck[-1] == card("CON-01")


def test_dragons_and_serpents_are_never_a_type_to_claim():
    st = arranged(centre=["DRA-01", "SER-01", "BEE-02"])
    assert st.legal_actions(0) == [claim("beetles")]
    assert "swords" in st.why_illegal(0, claim("dragons"))
    assert "spears" in st.why_illegal(0, claim("serpents"))


def test_only_one_location_per_turn():
    st = arranged(centre=["LOC-14", "LOC-11", "BEE-02"])
    assert claim("LOC-14") in st.legal_actions(0) and claim("LOC-11") in st.legal_actions(0)
    play(st, claim("LOC-14"))
    assert st.current == 1                             # one location, then the turn ends


def test_a_turn_with_nothing_to_claim_ends_without_a_claim():
    st = arranged(centre=["DRA-01", "SER-03"], deck_top=["BEE-02", "BEE-03", "BEE-04"])
    # Ann cannot claim anything: the turn passed to Tom at once
    assert st.current == 1
    assert st.owned[0] == []
    assert {card("DRA-01"), card("SER-03")} <= set(st.centre)


def test_a_claim_is_not_optional_when_one_is_possible():
    st = arranged(centre=["RIN-03"])
    assert st.legal_actions(0) == [A.ClaimRings(1, 0)]


def test_claiming_rings_may_take_only_some_of_them_and_the_player_picks_which_when_they_differ():
    st = arranged(centre=["RIN-03", "RIN-01", "RIN-04", "BEE-02"])
    assert [a for a in st.legal_actions(0) if isinstance(a, A.ClaimRings)] == \
        [A.ClaimRings(1, 1), A.ClaimRings(1, 0), A.ClaimRings(2, 1), A.ClaimRings(2, 0), A.ClaimRings(3, 1)]
    play(st, A.ClaimRings(2, 0))
    assert owned(st, 0) == ["RIN-03", "RIN-04"]
    assert card("RIN-01") in st.centre
    assert st.rings_taken[0] == 2


def test_a_ring_claim_with_the_magic_ring_takes_it():
    st = arranged(centre=["RIN-03", "RIN-01", "RIN-04", "BEE-02"])
    play(st, A.ClaimRings(2, 1))
    assert owned(st, 0) == ["RIN-01", "RIN-03"]


def test_alike_rings_offer_one_choice_per_count():
    st = arranged(centre=["RIN-03", "RIN-04", "BEE-02"])
    assert [a for a in st.legal_actions(0) if isinstance(a, A.ClaimRings)] == \
        [A.ClaimRings(1, 0), A.ClaimRings(2, 0)]


def test_a_ring_mix_the_centre_cannot_give_is_refused_with_why():
    st = arranged(centre=["RIN-03", "RIN-01", "BEE-02"])
    assert st.why_illegal(0, A.ClaimRings(2, 2)) == "only 1 of the cursed rings in the centre carries a magic symbol"
    assert st.why_illegal(0, A.ClaimRings(1, 0)) is None
    st = arranged(centre=["RIN-01", "RIN-02", "RIN-03"])
    assert st.why_illegal(0, A.ClaimRings(2, 0)) == "only 1 of the cursed rings in the centre is without a magic symbol"


def test_a_save_from_before_the_ring_choice_reads_as_magic_rings_first():
    st = arranged(centre=["RIN-03", "RIN-01", "RIN-04", "BEE-02"])
    assert st.decode_action({"type": "ClaimRings", "count": 2}) == A.ClaimRings(2, 1)
    assert st.decode_action({"type": "ClaimRings", "count": 1, "magic": 0}) == A.ClaimRings(1, 0)


def test_no_one_claims_more_than_three_rings_in_a_game():
    st = arranged(centre=["RIN-03", "RIN-04", "BEE-02"],
                  owned=[["RIN-01", "SPI-02", "SPI-03"], [], []], rings_taken=[2, 0, 0])
    play(st, A.RingDiscard(card("SPI-02")), A.RingClaim(card("BEE-02")))
    assert [a for a in st.legal_actions(0) if isinstance(a, A.ClaimRings)] == [A.ClaimRings(1, 0)]
    assert st.why_illegal(0, A.ClaimRings(2, 0)) == "you may claim only 1 more cursed ring this game"


def test_a_ring_that_left_still_counts_toward_the_three():
    st = arranged(centre=["RIN-05", "SPI-04"], owned=[[], [], []], out=["RIN-01", "RIN-02", "RIN-03"],
                  rings_taken=[3, 0, 0])
    assert st.legal_actions(0) == [claim("spiders")]
    assert "3 cursed rings" in st.why_illegal(0, A.ClaimRings(1, 0))


def test_identical_cards_are_offered_once():
    st = arranged(centre=["SWO-02", "DRA-03", "DRA-04", "DRA-05", "DRA-07"])
    play(st, claim("swords"))
    assert st.legal_actions(0) == [A.ChooseDragon(card("DRA-03")), A.ChooseDragon(card("DRA-07")),
                                   A.SkipCreature()]
    why = st.why_illegal(0, A.ChooseDragon(card("DRA-05")))
    assert "identical" in why and "DRA-" not in why


def test_a_click_on_any_identical_card_maps_to_the_offered_one():
    st = arranged(centre=["SWO-02", "DRA-03", "DRA-04", "DRA-05", "DRA-07"])
    play(st, claim("swords"))
    assert st.canonical(0, A.ChooseDragon(card("DRA-05"))) == A.ChooseDragon(card("DRA-03"))
    assert st.canonical(0, A.ChooseDragon(card("DRA-07"))) == A.ChooseDragon(card("DRA-07"))
    assert st.canonical(0, A.SkipCreature()) == A.SkipCreature()


def test_acting_out_of_turn_is_refused_with_a_reason():
    st = arranged(centre=["BEE-02"])
    with pytest.raises(IllegalAction, match="not your turn"):
        st.apply(1, claim("beetles"))
    assert st.why_illegal(0, claim("spiders")) == "there are no spiders in the centre"
    assert "not now" in st.why_illegal(0, A.SkipSwap())


def test_turn_label_counts_turns_and_lanterns():
    st = arranged(players=4, centre=["BEE-02"], lanterns_claimed=2)
    assert st.turn_label() == "Turn 1, lanterns 2 of 7"
    assert type_no("LOC-01") == 13
