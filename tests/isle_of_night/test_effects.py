""""When claimed" effects: swords and spears, conch horns on the island's links,
scrolls and locks, magic staffs, effect order and the location abilities.
The rulebook's own examples are the scenarios named after them."""
import pytest

from rules.isle_of_night import actions as A
from rules.isle_of_night import events as E
from rules.isle_of_night import lookup
from rules.isle_of_night.score_grid import can_swap, swap_pairs

from .helpers import arranged, card, claim, score_grid_ids, owned, play

# Side 1A with the score cards in order: P1 S1 beetles (5), P2 S2 butterflies (3),
# P3 S3 spiders (3), P4 S4 dragons (2), P5 S5 serpents (2), P6 S6 swords (1), P7 S7 spears (1)


# -- swords, spears, dragons, serpents ------------------------------------------------------

def test_rulebook_sword_and_dragons_claim_takes_the_sword_and_one_dragon():
    """3 dragons and 1 sword showing: claim the sword and one of the dragons."""
    st = arranged(centre=["DRA-01", "DRA-03", "DRA-07", "SWO-02"])
    assert st.legal_actions(0) == [claim("swords")]
    play(st, claim("swords"))
    assert st.legal_actions(0)[-1] == A.SkipCreature()
    play(st, A.ChooseDragon(card("DRA-07")))
    assert owned(st, 0) == ["DRA-07", "SWO-02"]
    assert {card("DRA-01"), card("DRA-03")} <= set(st.centre)
    assert st.current == 1


def test_each_sword_takes_at_most_one_dragon():
    st = arranged(centre=["DRA-01", "DRA-03", "DRA-07", "SWO-02", "SWO-03"])
    play(st, claim("swords"), A.ChooseDragon(card("DRA-01")), A.ChooseDragon(card("DRA-03")))
    assert owned(st, 0) == ["DRA-01", "DRA-03", "SWO-02", "SWO-03"]
    assert card("DRA-07") in st.centre and st.current == 1


def test_swords_may_be_claimed_with_no_dragon_showing():
    st = arranged(centre=["SWO-02", "BEE-02"])
    play(st, claim("swords"))
    assert owned(st, 0) == ["SWO-02"] and st.current == 1


def test_a_sword_may_let_its_dragon_go():
    st = arranged(centre=["SWO-02", "DRA-03"])
    events = play(st, claim("swords"), A.SkipCreature())
    assert owned(st, 0) == ["SWO-02"] and card("DRA-03") in st.centre
    assert any(isinstance(e, E.EffectSkipped) for e in events)


def test_spears_take_one_serpent_each():
    st = arranged(centre=["SPE-02", "SER-07", "SER-03"])
    play(st, claim("spears"))
    assert st.legal_actions(0) == [A.ChooseSerpent(card("SER-03")), A.ChooseSerpent(card("SER-07")),
                                   A.SkipCreature()]
    play(st, A.ChooseSerpent(card("SER-07")))
    assert owned(st, 0) == ["SER-07", "SPE-02"]


# -- conch horns ---------------------------------------------------------------------------

def test_rulebook_toms_two_conches_swap_butterflies_with_beetles_and_swords_with_spears():
    # P1 beetles, P2 butterflies (linked); P4 swords, P6 spears (linked)
    st = arranged(score_grid=["S1", "S2", "S3", "S6", "S5", "S7", "S4"],
                  centre=["CON-01", "CON-02", "SPI-02"])
    play(st, claim("conches"))
    assert A.Swap(0, 1) in st.legal_actions(0)
    play(st, A.Swap(0, 1))
    assert A.Swap(3, 5) in st.legal_actions(0)        # the second conch's swap
    events = play(st, A.Swap(3, 5))
    assert score_grid_ids(st) == ["S2", "S1", "S3", "S7", "S5", "S6", "S4"]
    swapped = [e for e in events if isinstance(e, E.ScoreCardsSwapped)]
    assert swapped[0].card_a == "S7" and swapped[0].card_b == "S6"
    assert st.current == 1


def test_a_conch_swap_is_optional():
    st = arranged(centre=["CON-01"])
    play(st, claim("conches"), A.SkipSwap())
    assert score_grid_ids(st) == ["S1", "S2", "S3", "S4", "S5", "S6", "S7"]


def test_conches_swap_only_cards_on_adjacent_rows_that_are_linked():
    side = lookup.SIDES["1A"]
    assert swap_pairs(side, 0) == side.links
    assert not can_swap(side, 0, 0, 3)                # rows 1 and 3
    assert not can_swap(side, 0, 1, 2)                # same row
    assert can_swap(side, 0, 2, 3)                    # P3 and P4: adjacent rows, not adjacent cells


def test_rulebook_island_card_walls_on_island_2_side_a():
    side = lookup.SIDES["2A"]
    left, right = {1, 3}, {2, 4}                      # P2, P4 | P3, P5
    pairs = set(swap_pairs(side, 0))
    assert not any((a in left and b in right) or (a in right and b in left) for a, b in pairs)
    assert (0, 1) in pairs and (0, 2) in pairs        # either 3-VP card with the top 4-VP card
    assert (5, 6) in pairs and (5, 7) in pairs        # the middle 1-VP card with either below


def test_rulebook_locked_beetles_let_serpents_swap_with_swords():
    # P1 serpents, P2 beetles, P4 swords: P1-P2 and P2-P4 are links, P1-P4 is not
    score_grid = ["S5", "S1", "S3", "S6", "S2", "S4", "S7"]
    free = arranged(score_grid=score_grid, centre=["CON-01"])
    play(free, claim("conches"))
    assert A.Swap(0, 3) not in free.legal_actions(0)
    locked = arranged(score_grid=score_grid, locked=[1], centre=["CON-01"])
    play(locked, claim("conches"))
    legal = locked.legal_actions(0)
    assert A.Swap(0, 3) in legal
    assert not any(isinstance(a, A.Swap) and 1 in (a.a, a.b) for a in legal)   # beetles stay
    play(locked, A.Swap(0, 3))
    assert score_grid_ids(locked)[:4] == ["S6", "S1", "S3", "S5"]


def test_a_conch_with_no_swap_possible_does_nothing():
    # every position locked but one: no pair of unlocked cards is joined
    st = arranged(locked=[0, 1, 2, 3, 4, 5], centre=["CON-01"])
    play(st, claim("conches"))
    assert st.current == 1


# -- scrolls --------------------------------------------------------------------------------

def test_a_scroll_locks_an_unlocked_card_or_unlocks_a_locked_one():
    st = arranged(players=2, locked=[2], centre=["SCR-02", "SCR-03"])
    play(st, claim("scrolls"))
    legal = st.legal_actions(0)
    assert A.Unlock(2) in legal and A.Lock(2) not in legal and A.Lock(0) in legal
    assert legal[-1] == A.SkipScroll()
    play(st, A.Lock(0), A.Unlock(2))
    assert st.locked == 1


def test_locked_cards_cannot_be_swapped():
    st = arranged(locked=[0], centre=["CON-01"])
    play(st, claim("conches"))
    assert st.why_illegal(0, A.Swap(0, 1)) == "a locked score card cannot be swapped"


# -- magic staffs ----------------------------------------------------------------------------

def test_rulebook_two_magic_staffs_reuse_a_sword_and_a_spear():
    st = arranged(centre=["STA-01", "STA-02", "DRA-03", "SER-03"],
                  owned=[["SWO-02", "SPE-02"], [], []])
    play(st, claim("staffs"))
    assert st.legal_actions(0) == [A.StaffDiscard(card("SWO-02")), A.StaffDiscard(card("SPE-02"))]
    play(st, A.StaffDiscard(card("SWO-02")), A.ChooseDragon(card("DRA-03")))
    play(st, A.StaffDiscard(card("SPE-02")), A.ChooseSerpent(card("SER-03")))
    assert owned(st, 0) == ["DRA-03", "SER-03", "STA-01", "STA-02"]
    assert sorted(lookup.CARD_CODE[c] for c in st.out) == ["SPE-02", "SWO-02"]
    assert st.current == 1


def test_a_staff_never_discards_another_staff():
    st = arranged(centre=["STA-01"], owned=[["STA-02", "BEE-02"], [], []])
    play(st, claim("staffs"))
    assert st.legal_actions(0) == [A.StaffDiscard(card("BEE-02"))]
    assert "another magic staff" in st.why_illegal(0, A.StaffDiscard(card("STA-02")))


def test_a_staff_discard_is_compulsory_and_a_card_without_effect_is_just_discarded():
    st = arranged(centre=["STA-01"], owned=[["BEE-02"], [], []])
    play(st, claim("staffs"), A.StaffDiscard(card("BEE-02")))
    assert owned(st, 0) == ["STA-01"] and st.out == [card("BEE-02")]
    assert st.current == 1


def test_a_staff_with_nothing_to_discard_does_nothing():
    st = arranged(centre=["STA-01"], owned=[["STA-02"], [], []])
    play(st, claim("staffs"))
    assert st.current == 1 and st.out == []


def test_a_staff_reuses_a_conch_and_a_scroll():
    st = arranged(centre=["STA-01", "STA-02"], owned=[["CON-01", "SCR-02"], [], []])
    play(st, claim("staffs"), A.StaffDiscard(card("CON-01")), A.Swap(0, 1))
    play(st, A.StaffDiscard(card("SCR-02")), A.Lock(4))
    assert score_grid_ids(st)[:2] == ["S2", "S1"] and st.locked == 1 << 4


def test_a_staff_may_discard_a_location_to_reuse_its_when_claimed_line():
    st = arranged(centre=["STA-01", "DRA-01", "DRA-07"], owned=[["LOC-03"], [], []])
    play(st, claim("staffs"), A.StaffDiscard(card("LOC-03")))
    assert owned(st, 0) == ["DRA-01", "DRA-07", "STA-01"]


def test_a_staff_replaying_a_card_already_resolved_gives_its_effect_again_at_once():
    st = arranged(centre=["LOC-07", "STA-01", "CON-01", "BEE-02"])
    play(st, claim("LOC-07"), claim("staffs"))        # Mirror Lake's extra claim: the staff
    events = play(st, A.StaffDiscard(card("LOC-07")))  # reuse Mirror Lake: one more claim
    assert E.StaffDiscarded(0, card("LOC-07"), True) in events
    assert st.legal_actions(0) == [claim("beetles"), claim("conches")]
    play(st, claim("conches"))
    assert A.Swap(0, 1) in st.legal_actions(0)
    play(st, A.Swap(0, 1))
    assert st.current == 1


def test_a_staff_discarding_a_card_whose_effect_still_waits_gives_both_effects():
    st = arranged(centre=["LOC-07", "STA-01", "STA-02", "CON-01", "CON-02"], owned=[["BEE-02"], [], []])
    # Mirror Lake, then staffs; the first staff discards Mirror Lake for another claim: conches
    play(st, claim("LOC-07"), claim("staffs"), A.StaffDiscard(card("LOC-07")), claim("conches"))
    # a staff and two conches wait: different effects, so Ann orders them
    assert st.legal_actions(0) == [A.OrderEffect(card("STA-02")), A.OrderEffect(card("CON-01"))]
    play(st, A.OrderEffect(card("STA-02")))
    assert A.StaffDiscard(card("CON-01")) in st.legal_actions(0)
    play(st, A.StaffDiscard(card("CON-01")))
    # CON-01's own swap, CON-02's swap and the staff's replay of CON-01: three swaps
    play(st, A.Swap(0, 1), A.Swap(1, 3), A.Swap(0, 2))
    assert st.current == 1
    assert score_grid_ids(st)[:4] == ["S3", "S4", "S2", "S1"]


def test_the_player_orders_a_staffs_replay_and_the_cards_own_waiting_effect_among_the_others():
    st = arranged(centre=["LOC-07", "STA-01", "STA-02", "STA-03", "CON-01"], owned=[["BEE-02"], [], []])
    play(st, claim("LOC-07"), claim("staffs"), A.StaffDiscard(card("LOC-07")), claim("conches"))
    play(st, A.OrderEffect(card("STA-02")), A.StaffDiscard(card("CON-01")))
    # waiting: the last staff, CON-01's own swap and the replay of it: Ann picks the order
    assert st.legal_actions(0) == [A.OrderEffect(card("STA-03")), A.OrderEffect(card("CON-01"))]
    play(st, A.OrderEffect(card("CON-01")), A.Swap(0, 1))
    assert st.legal_actions(0) == [A.OrderEffect(card("STA-03")), A.OrderEffect(card("CON-01"))]
    play(st, A.OrderEffect(card("STA-03")), A.StaffDiscard(card("BEE-02")), A.Swap(1, 3))
    assert st.current == 1
    assert owned(st, 0) == ["STA-01", "STA-02", "STA-03"]


# -- effect order -----------------------------------------------------------------------------

def test_the_player_orders_different_effects_one_card_at_a_time():
    """Resolving a conch before the staff that then reuses it gives one more swap."""
    st = arranged(centre=["LOC-07", "STA-01", "STA-02", "CON-01", "CON-02"], owned=[["BEE-02"], [], []])
    play(st, claim("LOC-07"), claim("staffs"), A.StaffDiscard(card("LOC-07")), claim("conches"))
    play(st, A.OrderEffect(card("CON-01")), A.Swap(0, 1))
    # a staff and a conch still wait: asked again
    assert st.legal_actions(0) == [A.OrderEffect(card("STA-02")), A.OrderEffect(card("CON-02"))]
    play(st, A.OrderEffect(card("STA-02")), A.StaffDiscard(card("CON-01")), A.Swap(1, 3))
    play(st, A.Swap(0, 2))
    assert score_grid_ids(st)[:4] == ["S3", "S4", "S2", "S1"]
    assert st.current == 1


def test_same_effects_resolve_in_turn_without_an_order_question():
    st = arranged(centre=["CON-01", "CON-02"])
    play(st, claim("conches"))
    assert all(isinstance(a, (A.Swap, A.SkipSwap)) for a in st.legal_actions(0))


# -- locations ----------------------------------------------------------------------------------

def test_dragons_perch_takes_every_dragon_without_swords():
    st = arranged(centre=["LOC-03", "DRA-01", "DRA-07", "SER-01"])
    events = play(st, claim("LOC-03"))
    assert owned(st, 0) == ["DRA-01", "DRA-07", "LOC-03"]
    assert any(isinstance(e, E.CardsClaimed) and e.how == "perch" for e in events)


def test_serpent_pool_takes_every_serpent_without_spears():
    st = arranged(centre=["LOC-04", "SER-01", "SER-08", "DRA-01"])
    play(st, claim("LOC-04"))
    assert owned(st, 0) == ["LOC-04", "SER-01", "SER-08"]


def test_echoing_grotto_makes_up_to_two_swaps():
    st = arranged(centre=["LOC-05"])
    play(st, claim("LOC-05"), A.Swap(0, 1), A.Swap(1, 3))
    assert score_grid_ids(st)[:4] == ["S2", "S4", "S3", "S1"]
    assert st.current == 1


def test_echoing_grotto_stops_when_a_swap_is_skipped():
    st = arranged(centre=["LOC-05"])
    play(st, claim("LOC-05"), A.SkipSwap())
    assert st.current == 1


def test_sealed_archive_locks_or_unlocks_up_to_two_cards():
    st = arranged(centre=["LOC-06"], locked=[6])
    play(st, claim("LOC-06"), A.Lock(0), A.Unlock(6))
    assert st.locked == 1 and st.current == 1


def test_mirror_lake_gives_one_more_claim_but_not_a_location():
    st = arranged(centre=["LOC-07", "LOC-14", "BEE-02", "SPI-02", "DRA-01"])
    play(st, claim("LOC-07"))
    assert st.legal_actions(0) == [claim("beetles"), claim("spiders")]
    assert "may not be a location" in st.why_illegal(0, claim("LOC-14"))
    play(st, claim("spiders"))
    assert owned(st, 0) == ["LOC-07", "SPI-02"] and st.current == 1


def test_mirror_lake_extra_claim_fires_the_claimed_cards_effects():
    st = arranged(centre=["LOC-07", "SWO-02", "DRA-03"])
    events = play(st, claim("LOC-07"), claim("swords"), A.ChooseDragon(card("DRA-03")))
    assert owned(st, 0) == ["DRA-03", "LOC-07", "SWO-02"]
    assert [e.how for e in events if isinstance(e, E.CardsClaimed)] == ["claim", "mirror", "sword"]


@pytest.mark.parametrize("code", ["LOC-01", "LOC-02", "LOC-08", "LOC-09", "LOC-10", "LOC-11", "LOC-12",
                                  "LOC-13", "LOC-14"])
def test_locations_without_a_when_claimed_line_end_the_turn_quietly(code):
    st = arranged(centre=[code, "DRA-01", "CON-01"])
    play(st, claim(code))
    assert owned(st, 0) == [code] and st.current == 1
