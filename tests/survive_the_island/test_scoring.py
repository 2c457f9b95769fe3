"""The end of the game and the score: rescued values only, shared wins."""
from rules.survive_the_island.actions import MoveAdventurer
from rules.survive_the_island.common import ELIMINATED, RESCUED

from .scenario import Table, rescue, sp


def finish(t, rescued_by_seat):
    """Rescue the given values for each seat (everyone else is out of the game)."""
    st = t.st
    for seat, values in rescued_by_seat.items():
        for v in values:
            p = t.adv(seat, sp(9, 0), value=v)
            st.loc[p] = RESCUED
    st.phase = "over"
    st.stack = []


def test_only_rescued_values_count_and_the_number_of_adventurers_does_not():
    t = Table()
    finish(t, {0: [5, 4], 1: [1, 1, 2, 2, 3], 2: []})
    still_out = t.adv(2, sp(3, 2), value=5)
    assert t.st.scores() == [9.0, 9.0, 0.0]
    assert t.st.loc[still_out] >= 0


def test_ties_share_the_win():
    t = Table()
    finish(t, {0: [5, 4], 1: [1, 1, 2, 2, 3], 2: [3]})
    assert t.st.winners() == [0, 1]
    r = t.st.returns()
    assert r[0] == r[1] > r[2] and all(0.0 <= x <= 1.0 for x in r)


def test_with_two_players_both_colours_count_for_the_team():
    t = Table(players=2)
    st = t.st
    a = t.adv(0, sp(9, 0), value=5, colour=0)
    b = t.adv(0, sp(9, 0), value=4, colour=2)
    c = t.adv(1, sp(9, 0), value=5, colour=1)
    for p in (a, b, c):
        st.loc[p] = RESCUED
    st.phase = "over"
    assert st.scores() == [9.0, 5.0]
    assert st.winners() == [0]


def test_the_breakdown_adds_up_to_the_score():
    t = Table()
    finish(t, {0: [5, 5, 2], 1: [3], 2: [1, 4]})
    for seat, parts in enumerate(t.st.score_breakdown()):
        assert sum(parts.values()) == t.st.scores()[seat]
    assert t.st.score_breakdown()[0]["Points from 5s"] == 10


def test_the_game_ends_when_nobody_is_left_in_play():
    t = Table()
    landing = sp(-2, -7)
    p = t.adv(0, landing, value=5)
    t.raft(landing, p)
    for q in range(len(t.st.loc)):
        if q != p:
            t.st.loc[q] = ELIMINATED
    t.do(0, MoveAdventurer(p, rescue("north-west")))
    assert t.st.is_over() and t.st.over_reason == "empty"
    assert t.st.scores()[0] == 5.0
