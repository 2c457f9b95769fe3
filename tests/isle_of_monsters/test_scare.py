"""Scare phase: the simultaneous secret choice, the crowd, the neighbours, the
repeat, the leftovers; with the rulebook's own example (Nykki, Cameron, Sarah)."""
import pytest

from rules.isle_of_monsters import scare
from rules.isle_of_monsters.actions import PlayScare
from rules.isle_of_monsters.events import (CardsReturned, CrowdScared, LeftoversScored,
                                           NeighbourScared, ScareChosen, ScareRevealed)
from rules.isle_of_monsters.content import CARDS

from .helpers import NAMES, cleared, everyone_passes, give_mature

NYKKI, CAMERON, SARAH = 0, 1, 2


def scare_table(hands, n=None, seed=1):
    """A game brought to its scare phase with these mature hands."""
    st = cleared(n or len(hands), seed)
    for seat, cards in enumerate(hands):
        give_mature(st, seat, cards)
    everyone_passes(st)
    return st


def play(st, seat, *cards):
    return st.apply(seat, PlayScare(tuple(cards)))


def test_rulebook_scare_example_cameron_scares_the_crowd_nykki_and_sarah_scare_cameron():
    # Nykki: three fire creatures, 16; Cameron: four earth creatures, 19; Sarah: one fire 4
    st = scare_table([["IM13", "IM06", "IM04"], ["IM27", "IM22", "IM18", "IM16"], ["IM07"]])
    assert st.phase == "scare" and st.to_act() == [NYKKI, CAMERON, SARAH]
    play(st, NYKKI, "IM13", "IM06", "IM04")
    play(st, CAMERON, "IM27", "IM22", "IM18", "IM16")
    events = play(st, SARAH, "IM07")
    revealed = next(e for e in events if isinstance(e, ScareRevealed))
    assert revealed.totals == (16, 19, 4) and revealed.elements == ("fire", "earth", "fire")
    assert CrowdScared((CAMERON,), 3, 19) in events
    assert [e for e in events if isinstance(e, NeighbourScared)] == [
        NeighbourScared(NYKKI, CAMERON, "fire", "earth"),
        NeighbourScared(SARAH, CAMERON, "fire", "earth")]
    assert st.scores() == [1, 3, 1]
    assert st.score_breakdown()[CAMERON] == {"crowd": 3, "neighbours": 0, "leftover": 0}


def test_the_rulebook_example_is_one_step_so_every_card_goes_back_to_the_mature_piles():
    st = scare_table([["IM13", "IM06", "IM04"], ["IM27", "IM22", "IM18", "IM16"], ["IM07"]])
    play(st, NYKKI, "IM13", "IM06", "IM04")
    play(st, CAMERON, "IM27", "IM22", "IM18", "IM16")
    events = play(st, SARAH, "IM07")
    assert isinstance(next(e for e in events if isinstance(e, CardsReturned)), CardsReturned)
    assert st.mature == [["IM04", "IM06", "IM13"], ["IM16", "IM18", "IM22", "IM27"], ["IM07"]]
    assert st.phase == "nurture" and st.round == 2


def test_everyone_with_mature_cards_must_choose_at_once():
    st = scare_table([["IM01"], [], ["IM28", "IM14"]])
    assert st.to_act() == [NYKKI, SARAH]
    assert st.legal_actions(CAMERON) == []
    play(st, SARAH, "IM28")
    assert st.to_act() == [NYKKI]
    assert st.why_illegal(SARAH, PlayScare(("IM14",))) == "you have already chosen"


def test_a_play_is_one_or_more_cards_of_a_single_element():
    st = scare_table([["IM01", "IM02", "IM28"], ["IM14"], ["IM15"]])
    assert st.why_illegal(NYKKI, PlayScare(("IM01", "IM28"))) == \
        "all the creatures you play must be of one element"
    assert st.why_illegal(NYKKI, PlayScare(())) == "choose at least one creature to play"
    assert st.why_illegal(NYKKI, PlayScare(("IM14",))) == \
        "you can only play mature creatures still in your hand"
    assert st.why_illegal(NYKKI, PlayScare(("IM01", "IM02"))) is None


def test_a_tie_for_the_crowd_gives_one_point_to_each_tied_player():
    st = scare_table([["IM08"], ["IM22"], ["IM01"]])      # fire 5, earth 5, fire 1
    play(st, NYKKI, "IM08")
    play(st, CAMERON, "IM22")
    events = play(st, SARAH, "IM01")
    assert CrowdScared((NYKKI, CAMERON), 1, 5) in events
    assert st.crowd == [1, 1, 0]


def test_neighbours_skip_players_who_played_nothing():
    # 4 players; Cameron holds nothing, so Nykki and Sarah are neighbours
    st = scare_table([["IM28", "IM29"], [], ["IM01", "IM02"], ["IM14", "IM15"]], n=4)
    assert scare.neighbours([0, 2, 3], 0) == [2, 3]
    play(st, 0, "IM28")            # water scares fire
    play(st, 2, "IM01")            # fire scares earth
    events = play(st, 3, "IM14")   # earth scares water
    pairs = [(e.seat, e.scared) for e in events if isinstance(e, NeighbourScared)]
    assert pairs == [(0, 2), (2, 3), (3, 0)]


def test_two_players_scare_each_other_once_though_on_both_sides():
    st = scare_table([["IM28"], ["IM01"]], n=2)
    play(st, 0, "IM28")
    events = play(st, 1, "IM01")
    assert [e for e in events if isinstance(e, NeighbourScared)] == [NeighbourScared(0, 1, "water", "fire")]
    assert st.neighbour_pts == [1, 0]


def test_a_player_scares_each_neighbour_once_however_many_cards_are_played():
    st = scare_table([["IM28", "IM29", "IM31"], ["IM01"], ["IM02"]])
    play(st, NYKKI, "IM28", "IM29", "IM31")
    play(st, CAMERON, "IM01")
    events = play(st, SARAH, "IM02")
    assert [(e.seat, e.scared) for e in events if isinstance(e, NeighbourScared)] == \
        [(NYKKI, CAMERON), (NYKKI, SARAH)]


def test_steps_repeat_and_the_last_player_with_cards_scores_one_per_card():
    st = scare_table([["IM01", "IM02", "IM03", "IM04"], ["IM14"], ["IM28"]])
    play(st, NYKKI, "IM01")
    play(st, CAMERON, "IM14")
    events = play(st, SARAH, "IM28")
    assert LeftoversScored(NYKKI, 3, 3) in events
    assert st.leftover == [3, 0, 0]
    assert st.mature[NYKKI] == ["IM01", "IM02", "IM03", "IM04"]


def test_steps_repeat_while_two_players_hold_cards():
    st = scare_table([["IM01", "IM02"], ["IM14", "IM15"], ["IM28"]])
    play(st, NYKKI, "IM01")
    play(st, CAMERON, "IM14")
    play(st, SARAH, "IM28")
    assert st.phase == "scare" and st.step == 2 and st.to_act() == [NYKKI, CAMERON]
    play(st, NYKKI, "IM02")
    events = play(st, CAMERON, "IM15")
    assert not any(isinstance(e, LeftoversScored) for e in events)
    assert st.phase == "nurture"


def test_each_card_is_played_only_once_per_scare_phase():
    st = scare_table([["IM01", "IM02"], ["IM14", "IM15"], []])
    play(st, NYKKI, "IM01")
    play(st, CAMERON, "IM14")
    assert st.why_illegal(NYKKI, PlayScare(("IM01",))) == "you can only play mature creatures still in your hand"


def test_a_lone_holder_at_the_start_scores_one_per_card_without_playing():
    st = cleared(3)
    give_mature(st, SARAH, ["IM01", "IM28"])
    events = everyone_passes(st)
    assert LeftoversScored(SARAH, 2, 2) in events
    assert st.phase == "nurture"


def test_the_view_hides_a_committed_choice_until_everyone_has_chosen():
    st = scare_table([["IM01", "IM28"], ["IM14"], ["IM15"]])
    play(st, NYKKI, "IM28")
    for seat in (CAMERON, SARAH, None):
        v = st.view(seat)
        assert v.committed[NYKKI] and v.choice[NYKKI] is None
        assert v.hand[NYKKI] == ["IM01", "IM28"]
    assert st.view(NYKKI).choice[NYKKI] == ("IM28",)


def test_a_committed_choice_shows_to_others_only_as_has_chosen():
    st = scare_table([["IM01", "IM28"], ["IM14"], ["IM15"]])
    [ev] = play(st, NYKKI, "IM28")
    assert ev == ScareChosen(NYKKI, ("IM28",))
    assert ev.redact(NYKKI) == ev
    other = ev.redact(CAMERON)
    assert other.cards is None and other.text(NAMES) == "Nykki has chosen"
    assert ev.redact(None).cards is None


def test_the_reveal_is_marked_as_showing_something_new():
    st = scare_table([["IM01"], ["IM14"], []])
    play(st, NYKKI, "IM01")
    events = play(st, CAMERON, "IM14")
    assert events[0] == ScareChosen(CAMERON, ("IM14",))
    assert events[1].reveals and not events[0].reveals


def test_listed_plays_are_every_distinct_value_set_of_each_element():
    hand = ["IM02", "IM03", "IM05", "IM28"]          # fire 2, fire 2, fire 3, water 1
    plays = scare.scare_plays(hand)
    fire = [p for p in plays if CARDS[p[0]].element == "fire"]
    # values {2}, {3}, {2,2}, {2,3}, {2,2,3}: two identical 2s count once
    assert sorted(tuple(sorted(CARDS[c].value for c in p)) for p in fire) == \
        [(2,), (2, 2), (2, 2, 3), (2, 3), (3,)]
    assert ("IM02",) in plays and ("IM03",) not in plays  # the lowest-numbered twin
    assert [p for p in plays if CARDS[p[0]].element == "water"] == [("IM28",)]


def test_listed_plays_stay_modest_for_a_huge_hand():
    hand = [c for c in CARDS if CARDS[c].element == "fire"]   # all 13 fire cards
    assert scare.count_plays(hand) > scare.MAX_LISTED
    plays = scare.scare_plays(hand)
    assert len(plays) <= 300
    keys = {(len(p), scare.total(p)) for p in plays}
    assert len(keys) == len(plays)                         # one per number of cards and total


def test_any_equivalent_set_of_cards_is_accepted():
    st = scare_table([["IM02", "IM03"], ["IM14"], []])
    assert PlayScare(("IM03",)) not in st.legal_actions(NYKKI)
    assert st.why_illegal(NYKKI, PlayScare(("IM03",))) is None


@pytest.mark.parametrize("hands, crowd", [
    ({0: ("IM13",), 1: ("IM27",), 2: ("IM40",)}, ([0, 1, 2], 1)),
    ({0: ("IM01",), 1: ("IM27",)}, ([1], 3)),
])
def test_crowd_winners(hands, crowd):
    top, pts, _ = scare.crowd_winners(hands)
    assert (top, pts) == crowd
