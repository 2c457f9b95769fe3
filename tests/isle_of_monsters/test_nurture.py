"""Nurture phase: capture, feed, pass, turn order, and the two-player boards."""
from rules.isle_of_monsters.actions import CENTRE, Capture, Feed, Pass
from rules.isle_of_monsters.events import Captured, CreatureUncovered, Fed, Matured, Passed

from .helpers import cage, cleared, everyone_passes, food_total, place_card, put_food


def test_capture_puts_the_top_creature_in_an_empty_cage_and_uncovers_the_next():
    st = cleared(3)
    place_card(st, 0, "IM20")
    st.piles[0].insert(0, "IM05")              # dealt face down under it, never seen
    st.deck.remove("IM05")
    events = st.apply(0, Capture(0, 0))
    assert st.cages[0][0] == "IM20"
    assert events[0] == Captured(0, 0, 0, "IM20")
    assert events[1] == CreatureUncovered(0, "IM05") and events[1].reveals
    assert st.top_card(0) == "IM05"


def test_uncovering_a_card_seen_before_reveals_nothing():
    st = cleared(3)
    place_card(st, 0, "IM05")          # laid out face up earlier, then covered
    place_card(st, 0, "IM20")
    events = st.apply(0, Capture(0, 0))
    assert events == [Captured(0, 0, 0, "IM20")]
    assert st.view(1).piles[0] == ["IM05"]


def test_capture_needs_an_empty_cage():
    st = cleared(3)
    place_card(st, 0, "IM05")
    for slot, card in enumerate(("IM01", "IM14", "IM28")):
        cage(st, 0, slot, card)
    assert not [a for a in st.legal_actions(0) if isinstance(a, Capture)]
    assert st.why_illegal(0, Capture(0, 1)) == "your cages are full"


def test_a_refused_capture_names_the_full_cage_when_another_is_free():
    st = cleared(3)
    place_card(st, 0, "IM05")
    cage(st, 0, 1, "IM01")
    assert st.why_illegal(0, Capture(0, 1)) == "that cage is full"
    assert st.why_illegal(0, Capture(0, 0)) is None


def test_a_refused_feed_names_the_food_when_one_creature_can_eat_it_but_not_this_one():
    st = cleared(3)
    cage(st, 0, 0, "IM01")                     # fire 1: one mushroom space
    cage(st, 0, 1, "IM28")                     # water 1: one berry space
    put_food(st, "centre", "berry")
    assert st.why_illegal(0, Feed(CENTRE, "berry", 0)) == "that creature has no empty Bone-Chill Berry space"
    assert st.why_illegal(0, Feed(CENTRE, "berry", 1)) is None


def test_capture_any_empty_cage_is_accepted_and_the_list_names_the_first():
    st = cleared(3)
    place_card(st, 2, "IM05")
    cage(st, 0, 0, "IM01")
    assert [a for a in st.legal_actions(0) if isinstance(a, Capture)] == [Capture(2, 1)]
    assert st.why_illegal(0, Capture(2, 2)) is None
    st.apply(0, Capture(2, 2))
    assert st.cages[0] == ["IM01", None, "IM05"]


def test_capture_from_an_empty_island_is_refused():
    st = cleared(3)
    assert st.why_illegal(0, Capture(0, 0)) == "there is no creature left on that island"


def test_feeding_example_from_the_rulebook():
    # Nykki feeds a yellow mushroom from the centre to her 4; Cameron feeds a pink
    # flower from the outer island on his left to his 3; Sarah has no empty space.
    st = cleared(3)
    cage(st, 0, 0, "IM06")                     # fire 4: mushroom, berry, flower
    cage(st, 1, 0, "IM04")                     # fire 3: flower, flower
    cage(st, 2, 0, "IM01", fed=(1, 0, 0))      # fire 1, already fully fed
    put_food(st, "centre", "mushroom")
    put_food(st, 1, "flower")                  # island 1 is on Cameron's left
    put_food(st, 2, "berry")
    assert Feed(CENTRE, "mushroom", 0) in st.legal_actions(0)
    ev = st.apply(0, Feed(CENTRE, "mushroom", 0))
    assert ev == [Fed(0, CENTRE, "mushroom", 0, "IM06", False)]
    assert st.fed[0][0] == [1, 0, 0] and st.centre == [0, 0, 0]
    st.apply(1, Feed(1, "flower", 0))
    assert st.fed[1][0] == [0, 0, 1]
    assert not [a for a in st.legal_actions(2) if isinstance(a, Feed)]
    assert st.why_illegal(2, Feed(2, "berry", 0)) == "none of your creatures has an empty Bone-Chill Berry space"


def test_feed_needs_a_matching_empty_space():
    st = cleared(3)
    cage(st, 0, 0, "IM04")                     # flower, flower
    put_food(st, "centre", "berry")
    assert [a for a in st.legal_actions(0) if isinstance(a, Feed)] == []
    assert st.why_illegal(0, Feed(CENTRE, "berry", 0)) == "none of your creatures has an empty Bone-Chill Berry space"


def test_feed_only_from_the_centre_or_an_island_beside_you():
    st = cleared(4)
    cage(st, 0, 0, "IM04")
    put_food(st, 1, "flower")                  # island 1 lies between seats 1 and 2
    assert st.why_illegal(0, Feed(1, "flower", 0)) == \
        "you can only take food from the centre or the two outer islands beside you"


def test_food_stays_on_a_creature_from_round_to_round():
    st = cleared(3)
    cage(st, 0, 0, "IM04")
    put_food(st, "centre", "flower")
    st.apply(0, Feed(CENTRE, "flower", 0))
    everyone_passes(st)
    while st.phase != "nurture":
        st.apply(st.to_act()[0], st.legal_actions(st.to_act()[0])[0])
    assert st.cages[0][0] == "IM04" and st.fed[0][0] == [0, 0, 1]


def test_play_goes_clockwise_from_the_bag_holder_and_passed_players_act_no_more():
    st = cleared(3)
    cage(st, 1, 0, "IM04")
    put_food(st, "centre", "flower", 2)
    assert st.to_act() == [0]
    st.apply(0, Pass())
    assert st.to_act() == [1]
    st.apply(1, Feed(CENTRE, "flower", 0))
    assert st.to_act() == [2]
    st.apply(2, Pass())
    assert st.to_act() == [1]          # seat 0 has passed: skipped
    assert st.why_illegal(0, Pass()) == "it is not your turn"


def test_the_first_to_pass_takes_the_bag_and_starts_the_next_round():
    st = cleared(3)
    cage(st, 0, 0, "IM04")
    put_food(st, "centre", "flower")
    st.apply(0, Feed(CENTRE, "flower", 0))
    ev = st.apply(1, Pass())
    assert ev == [Passed(1, True)] and st.bag_holder == 1
    ev = st.apply(2, Pass())
    assert ev == [Passed(2, False)] and st.bag_holder == 1
    assert st.to_act() == [0]
    everyone_passes(st)
    while st.phase != "nurture":
        st.apply(st.to_act()[0], st.legal_actions(st.to_act()[0])[0])
    assert st.round == 2 and st.to_act() == [1]


def test_a_fully_fed_creature_matures_and_its_food_goes_back_to_the_bag():
    st = cleared(3)
    cage(st, 0, 0, "IM02", fed=(1, 0, 0))      # fire 2: mushroom, flower
    put_food(st, "centre", "flower")
    st.apply(0, Feed(CENTRE, "flower", 0))
    bag = st.bag[:]
    st.apply(1, Pass())
    st.apply(2, Pass())
    events = st.apply(0, Pass())
    matured = [e for e in events if isinstance(e, Matured)]
    assert matured == [Matured(0, 0, "IM02", (1, 0, 1))]
    assert st.cages[0][0] is None and st.fed[0][0] == [0, 0, 0] and st.mature[0] == ["IM02"]
    # the two tokens went back into the bag; clean-up then drew 9 from it
    assert sum(st.bag) == sum(bag) + 2 - 9
    assert food_total(st) == [15, 15, 15]


def test_a_partly_fed_creature_does_not_mature():
    st = cleared(3)
    cage(st, 0, 0, "IM02", fed=(1, 0, 0))
    everyone_passes(st)
    assert st.cages[0][0] == "IM02" and st.mature[0] == []


def test_two_players_capture_into_the_board_nearest_the_island():
    st = cleared(2)
    place_card(st, 0, "IM05")
    place_card(st, 1, "IM14")
    caps = [a for a in st.legal_actions(0) if isinstance(a, Capture)]
    assert caps == [Capture(0, 0), Capture(1, 3)]
    assert st.why_illegal(0, Capture(1, 0)) == \
        "a creature goes to the cage board nearest the island it came from"


def test_two_players_cannot_capture_when_the_nearest_board_is_full():
    st = cleared(2)
    place_card(st, 0, "IM05")
    place_card(st, 1, "IM14")
    for slot, card in enumerate(("IM01", "IM15", "IM28")):
        cage(st, 0, slot, card)                 # board 0 (by island 0) full
    caps = [a for a in st.legal_actions(0) if isinstance(a, Capture)]
    assert caps == [Capture(1, 3)]


def test_two_players_feed_from_an_island_only_to_its_nearest_board_and_from_the_centre_to_either():
    st = cleared(2)
    cage(st, 0, 0, "IM04")                      # board 0, nearest island 0
    cage(st, 0, 3, "IM30")                      # board 1, nearest island 1
    put_food(st, 0, "flower")
    put_food(st, 1, "flower")
    put_food(st, "centre", "flower")
    feeds = {(a.source, a.cage) for a in st.legal_actions(0) if isinstance(a, Feed)}
    assert feeds == {(CENTRE, 0), (CENTRE, 3), (0, 0), (1, 3)}
    assert st.why_illegal(0, Feed(0, "flower", 3)) == \
        "food from an outer island feeds only the cage board nearest it"
