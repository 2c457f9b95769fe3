"""Set-up by player count (the rulebook's table) and the table geometry."""
import pytest

from rules.isle_of_monsters.actions import Capture
from rules.isle_of_monsters.content import CARDS
from rules.isle_of_monsters.geometry import board_nearest, reachable_islands

from .helpers import all_cards, food_total, new


@pytest.mark.parametrize("n, removed, pile, deck", [(2, 14, 8, 10), (3, 1, 6, 21), (4, 0, 4, 24), (5, 0, 3, 25)])
def test_setup_removes_cards_and_deals_piles_by_player_count(n, removed, pile, deck):
    st = new(n, seed=11)
    assert len(st.removed) == removed
    assert len(st.piles) == (2 if n == 2 else n)
    assert all(len(p) == pile for p in st.piles)
    assert len(st.deck) == deck
    assert sorted(all_cards(st)) == sorted(CARDS)


def test_two_players_play_without_the_six_to_nine_cards_and_have_two_cage_boards():
    st = new(2, seed=3)
    assert sorted(CARDS[c].value for c in st.removed) == [6] * 5 + [7] * 3 + [8] * 3 + [9] * 3
    in_play = st.deck + [c for p in st.piles for c in p]
    assert all(CARDS[c].value <= 5 for c in in_play)
    assert all(len(c) == 6 for c in st.cages)


def test_three_players_remove_one_random_card_unseen():
    removed = {new(3, seed=s).removed[0] for s in range(12)}
    assert len(removed) > 1
    st = new(3, seed=5)
    assert st.view(0).removed == [None]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_draws_one_food_per_player_to_the_centre_and_two_to_each_outer_island(n):
    st = new(n, seed=2)
    assert sum(st.centre) == n
    assert all(sum(f) == 2 for f in st.island_food)
    assert sum(st.bag) == 45 - n - 2 * len(st.piles)
    assert food_total(st) == [15, 15, 15]


def test_each_pile_shows_its_top_creature_face_up_and_hides_the_rest():
    st = new(4, seed=8)
    v = st.view(1)
    for pile, seen in zip(st.piles, v.piles):
        assert seen[-1] == pile[-1]
        assert seen[:-1] == [None] * (len(pile) - 1)
    assert v.deck == [None] * len(st.deck)


def test_the_first_seat_holds_the_bag_and_starts():
    st = new(3)
    assert st.bag_holder == 0 and st.to_act() == [0]


def test_outer_island_i_lies_between_seat_i_and_seat_i_plus_one():
    assert reachable_islands(0, 3) == (0, 2)
    assert reachable_islands(1, 3) == (0, 1)
    assert reachable_islands(2, 3) == (1, 2)
    for n in (3, 4, 5):
        for i in range(n):
            assert i in reachable_islands(i, n) and i in reachable_islands((i + 1) % n, n)


def test_two_player_boards_stand_nearest_their_own_island():
    # seat 0: board 0 by island 0 (its left), board 1 by island 1; seat 1 mirrored
    assert board_nearest(0, 0, 2) == 0 and board_nearest(0, 1, 2) == 1
    assert board_nearest(1, 1, 2) == 0 and board_nearest(1, 0, 2) == 1


def test_a_seat_captures_only_from_its_two_islands():
    st = new(4, seed=4)
    islands = {a.island for a in st.legal_actions(0) if isinstance(a, Capture)}
    assert islands == {0, 3}
    assert st.why_illegal(0, Capture(1, 0)) == "you can only capture from the two outer islands beside you"
