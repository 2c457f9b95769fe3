"""What each seat may know: adventurer values, tile backs and ability tiles are
hidden in views; sampled worlds fill them in consistently with what is public."""
from collections import Counter

from rules.core import Rng
from rules.survive_the_island import content
from rules.survive_the_island.events import AdventurerPlaced
from rules.survive_the_island.common import RESCUED, TERRAIN_NAME, UNKNOWN, is_land
from rules.survive_the_island.state import SurviveTheIslandState

from .helpers import EVERYTHING, offered, options, random_positions


def after_setup(players=3, seed=3, **extra):
    st = SurviveTheIslandState.new_game(options(players, **extra), seed)
    while st.phase != "play":
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[seed % len(st.legal_actions(seat))])
    return st


def test_during_set_up_you_see_your_own_values_and_nobody_elses():
    st = SurviveTheIslandState.new_game(options(3), 1)
    seat = st.to_act()[0]
    c = st.colours_of_seat[seat][0]
    act = [a for a in st.legal_actions(seat) if a.value == 5][0]
    events = st.apply(seat, act)
    p = [e for e in events if isinstance(e, AdventurerPlaced)][0].piece
    assert st.view(seat).value[p] == 5
    other = (seat + 1) % 3
    assert st.view(other).value[p] == 0
    assert st.view(seat).unplaced[c] == st.unplaced[c]
    assert st.view(other).unplaced[c] == [0] * 9
    assert events[0].redact(other).value == 0 and events[0].redact(seat).value == 5


def test_after_set_up_nobody_sees_values_not_even_the_owner_without_memory():
    st = after_setup(owner_memory=False)
    for seat in range(3):
        assert all(v == 0 for v in st.view(seat).value)
    assert all(v == 0 for v in st.view(None).value)


def test_with_the_owners_memory_each_player_sees_only_their_own_values():
    st = after_setup(owner_memory=True)
    for seat in range(3):
        v = st.view(seat).value
        for p in range(len(v)):
            assert (v[p] != 0) == (st.owner(p) == seat)
            if v[p]:
                assert v[p] == st.value[p]


def test_rescued_values_are_shown_to_all_when_the_game_ends():
    for st, seat, act in random_positions(options(3), 2):
        pass
    assert st.is_over()
    view = st.view(1)
    for p in range(len(st.loc)):
        if st.loc[p] == RESCUED:
            assert view.value[p] == st.value[p]
        elif st.owner(p) != 1:
            assert view.value[p] == 0


def test_tile_backs_are_hidden_from_everyone():
    st = after_setup()
    for seat in (0, 1, None):
        v = st.view(seat)
        for s in range(st.board.size):
            assert v.back[s] == (UNKNOWN if is_land(st.terrain[s]) else "")


def test_other_players_see_how_many_abilities_you_hold_but_not_which():
    st = after_setup()
    st.hands[1] = [("dolphin", "beach", 2), ("repellent", "forest", 3), ("piranha", "piranha", 3)]
    mine = st.view(1).hands[1]
    theirs = st.view(0).hands[1]
    assert mine == st.hands[1]
    assert theirs == [(UNKNOWN, "beach", 2), (UNKNOWN, "forest", 3), ("piranha", "piranha", 3)]


def test_a_view_carries_no_future_dice():
    st = after_setup()
    assert st.view(0).rng.state == 0


def test_sampled_worlds_keep_every_colours_values_and_what_the_viewer_knows():
    st = after_setup(owner_memory=True)
    view = st.view(2)
    for k in range(20):
        w = view.sample_world(Rng(k))
        for c in range(len(w.owner_of_colour)):
            vals = sorted(w.value[p] for p in range(c * 10, c * 10 + 10))
            assert vals == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
        for p in range(len(w.value)):
            if view.value[p]:
                assert w.value[p] == view.value[p]


def test_sampled_worlds_draw_backs_from_what_is_left_of_each_terrain():
    for st, seat, act in random_positions(options(3, **EVERYTHING), 4):
        if st.phase == "play" and st.turn >= 10 and "EndActions" in offered(st):
            break
    view = st.view(seat)
    counts = content.tile_counts(True, True)
    for k in range(10):
        w = view.sample_world(Rng(k))
        seen = {t: Counter() for t in counts}
        for s in range(w.board.size):
            if is_land(w.terrain[s]):
                seen[TERRAIN_NAME[w.terrain[s]]][w.back[s]] += 1
        for origin, kind in w.revealed:
            seen[origin][kind] += 1
        for hand in w.hands:
            for kind, origin, _ in hand:
                if origin != "piranha":
                    assert kind != UNKNOWN
                    seen[origin][kind] += 1
        assert {t: dict(c) for t, c in seen.items()} == {t: {k: v for k, v in b.items() if v} for t, b in counts.items()}
        assert w.hands[seat] == st.hands[seat]
        assert w.legal_actions(seat) == st.legal_actions(seat)


def test_sampling_during_set_up_fills_other_players_unplaced_values():
    st = SurviveTheIslandState.new_game(options(3), 8)
    for _ in range(7):
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[-1])
    view = st.view(st.to_act()[0])
    w = view.sample_world(Rng(3))
    for c in range(3):
        placed = [w.value[p] for p in range(c * 10, c * 10 + 10) if w.loc[p] >= 0]
        assert sorted(placed + w.unplaced[c]) == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
