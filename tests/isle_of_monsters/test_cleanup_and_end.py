"""Clean-up (food and creature replenishment, the empty bag), the final round,
the end of the game, ties and the element duel."""
from rules.isle_of_monsters.actions import CENTRE, DuelPick, Pass, PlayScare
from rules.isle_of_monsters.events import (BagRanShort, CreatureDealt, DuelChosen, DuelOut,
                                           DuelRevealed, DuelStarted, FoodDrawn, GameEnded,
                                           PhaseStarted, RoundStarted)
from rules.isle_of_monsters.state import IsleOfMonstersState

from .helpers import NAMES, cleared, everyone_passes, food_total, give_mature, new


def test_clean_up_draws_food_to_the_centre_then_two_to_each_island_from_the_bag_holders_left():
    st = cleared(3)
    st.turn = 1
    st.apply(1, Pass())                       # Cameron takes the bag
    events = everyone_passes(st)
    drawn = [e.island for e in events if isinstance(e, FoodDrawn)]
    assert drawn == [CENTRE] * 3 + [1, 1, 2, 2, 0, 0]
    assert all(e.reveals for e in events if isinstance(e, FoodDrawn))
    assert sum(st.centre) == 3 and all(sum(f) == 2 for f in st.island_food)


def test_food_left_on_an_island_stays_and_new_food_adds_to_it():
    st = new(3, seed=4)
    before = [sum(f) for f in st.island_food]
    everyone_passes(st)
    assert [sum(f) for f in st.island_food] == [b + 2 for b in before]
    assert sum(st.centre) == 6


def test_clean_up_lays_a_new_creature_on_every_outer_island():
    st = new(4, seed=6)
    sizes = [len(p) for p in st.piles]
    deck = len(st.deck)
    events = everyone_passes(st)
    dealt = [e for e in events if isinstance(e, CreatureDealt)]
    assert [e.island for e in dealt] == [0, 1, 2, 3]
    assert [len(p) for p in st.piles] == [s + 1 for s in sizes]
    assert [p[-1] for p in st.piles] == [e.card for e in dealt]
    assert len(st.deck) == deck - 4
    assert isinstance(events[-2], RoundStarted) and events[-1] == PhaseStarted("nurture")


def test_an_empty_bag_fills_the_centre_first_and_skips_the_rest():
    st = cleared(3)
    # only 4 tokens left in the bag: the rest sit on creatures' feeding spaces
    st.bag = [2, 1, 1]
    st.fed[0][0] = [13, 14, 14]     # bookkeeping only: conservation is not this test's concern
    events = everyone_passes(st)
    drawn = [e.island for e in events if isinstance(e, FoodDrawn)]
    assert drawn == [CENTRE, CENTRE, CENTRE, 0]
    assert BagRanShort(9, 4) in events
    assert st.bag == [0, 0, 0]


def test_the_round_after_the_last_card_is_dealt_is_the_final_round():
    st = new(5, seed=2)
    rounds = 1
    while not st.final:
        everyone_passes(st)
        rounds += 1
    assert rounds == 6 and st.round == 6 and st.deck == []     # 25 cards = 5 clean-ups


def test_the_final_round_skips_clean_up_and_ends_the_game():
    st = new(5, seed=2, tie_breaker="shared")       # no play-off after it, whoever ties
    while not st.final:
        everyone_passes(st)
    bag = st.bag[:]
    piles = [len(p) for p in st.piles]
    events = everyone_passes(st)
    assert st.is_over()
    assert not any(isinstance(e, (FoodDrawn, CreatureDealt)) for e in events)
    assert PhaseStarted("clean-up") not in events
    assert st.bag == bag and [len(p) for p in st.piles] == piles
    assert isinstance(events[-1], GameEnded)


def test_game_lengths_by_player_count():
    for n, rounds in ((2, 6), (3, 8), (4, 7), (5, 6)):
        st = new(n, seed=9, tie_breaker="shared")      # a length in rounds: no play-off after it
        while not st.is_over():
            everyone_passes(st)
            while st.phase == "scare":
                st.apply(st.to_act()[0], st.legal_actions(st.to_act()[0])[0])
        assert st.round == rounds, n


def _lead_state(tie_breaker):
    """A final round Nykki wins alone: crowd tie 1 each, and her fire scares earth."""
    st = cleared(3, tie_breaker=tie_breaker)
    st.final = True
    give_mature(st, 0, ["IM08"])     # fire 5
    give_mature(st, 1, ["IM22"])     # earth 5
    everyone_passes(st)
    st.apply(0, PlayScare(("IM08",)))
    return st, st.apply(1, PlayScare(("IM22",)))


def test_the_most_points_wins():
    st, events = _lead_state("shared")
    assert st.is_over() and st.scores() == [2, 1, 0]
    assert st.winners() == [0] and events[-1] == GameEnded((2, 1, 0), (0,))


def _tied_state(tie_breaker):
    st = cleared(3, tie_breaker=tie_breaker)
    st.final = True
    give_mature(st, 0, ["IM08"])     # fire 5
    give_mature(st, 1, ["IM23"])     # earth 5
    give_mature(st, 2, ["IM35"])     # water 5
    everyone_passes(st)
    st.apply(0, PlayScare(("IM08",)))
    st.apply(1, PlayScare(("IM23",)))
    # all three tie for the crowd (1 each) and each scares one neighbour (1 each)
    return st, st.apply(2, PlayScare(("IM35",)))


def test_a_tie_is_a_shared_win_in_the_shared_win_variant():
    st, events = _tied_state("shared")
    assert st.is_over() and st.scores() == [2, 2, 2]
    assert st.winners() == [0, 1, 2]
    assert events[-1] == GameEnded((2, 2, 2), (0, 1, 2))
    assert events[-1].text(NAMES) == "Nykki, Cameron and Sarah share the win with 2 points"


def test_the_element_duel_is_a_simultaneous_secret_pick_between_the_tied_players():
    st, events = _tied_state("duel")
    assert events[-1] == DuelStarted((0, 1, 2))
    assert not st.is_over() and st.to_act() == [0, 1, 2]
    [ev] = st.apply(0, DuelPick("fire"))
    assert ev == DuelChosen(0, "fire") and ev.redact(1).element is None
    assert st.view(1).duel_pick[0] is None and st.view(0).duel_pick[0] == "fire"
    st.apply(1, DuelPick("earth"))
    events = st.apply(2, DuelPick("fire"))
    assert events[0] == DuelChosen(2, "fire")
    assert events[1] == DuelRevealed((0, 1, 2), ("fire", "earth", "fire")) and events[1].reveals
    assert events[2] == DuelOut((1,))            # fire scares earth
    assert st.to_act() == [0, 2]
    st.apply(0, DuelPick("water"))
    events = st.apply(2, DuelPick("earth"))     # earth scares water
    assert events[-2] == DuelOut((0,))
    assert events[-1] == GameEnded((2, 2, 2), (2,))
    assert st.is_over() and st.winners() == [2]
    assert st.scores() == [2, 2, 2]             # the duel crowns, it scores nothing


def test_the_duel_is_thrown_again_when_one_or_all_three_elements_show():
    st, _ = _tied_state("duel")
    st.apply(0, DuelPick("fire"))
    st.apply(1, DuelPick("earth"))
    events = st.apply(2, DuelPick("water"))
    assert DuelOut(()) in events and st.to_act() == [0, 1, 2]
    for s in (0, 1, 2):
        events = st.apply(s, DuelPick("water"))
    assert DuelOut(()) in events and not st.is_over()


def test_a_lone_leader_needs_no_duel():
    st, events = _lead_state("duel")
    assert st.is_over() and st.winners() == [0]


def test_scores_and_breakdown_add_up():
    st, _ = _tied_state("shared")
    for seat, parts in enumerate(st.score_breakdown()):
        assert list(parts) == ["crowd", "neighbours", "leftover"]
        assert sum(parts.values()) == st.scores()[seat]


def test_new_game_refuses_a_wrong_player_count():
    import pytest
    with pytest.raises(ValueError):
        IsleOfMonstersState.new_game({"players": 6}, 1)
    assert food_total(new(2)) == [15, 15, 15]
