"""The base rules' own examples of walking and swimming, played out: walking
starts and ends on land, a raft or a rescue island; swimming starts or ends in
open water (and uses the adventurer's one swim of the turn)."""
import pytest

from rules.survive_the_island.actions import MoveAdventurer
from rules.survive_the_island.common import RESCUED

from .scenario import Table, rescue, sp

TILE, TILE2 = sp(2, -7), sp(2, -5)
SEA, SEA2 = sp(2, -9), sp(1, -8)
LANDING = sp(-2, -7)


def setup(start, with_raft_at=(), raft_under=False):
    t = Table()
    p = t.adv(0, start, value=4)
    for s in with_raft_at:
        if s == start and raft_under:
            t.raft(s, p)
        else:
            t.raft(s)
    return t, p


WALKS = [
    ("tile to tile", TILE2, (), False, TILE),
    ("tile to a raft in an adjacent water space (boarding)", TILE, (SEA,), False, SEA),
    ("raft to raft", SEA, (SEA, SEA2), True, SEA2),
    ("raft to an adjacent tile", SEA, (SEA,), True, TILE),
    ("raft to an adjacent rescue island", LANDING, (LANDING,), True, "rescue"),
]
SWIMS = [
    ("tile into the water", TILE, (), False, SEA),
    ("raft overboard into open water", SEA, (SEA,), True, SEA2),
    ("water to water", SEA, (), False, SEA2),
    ("water onto a tile", SEA, (), False, TILE),
    ("water onto a raft", SEA2, (SEA,), False, SEA),
    ("water onto a rescue island", LANDING, (), False, "rescue"),
]


@pytest.mark.parametrize("name,start,rafts,aboard,to", WALKS, ids=[w[0] for w in WALKS])
def test_walking_examples_leave_the_swim_unused(name, start, rafts, aboard, to):
    t, p = setup(start, rafts, aboard)
    dest = rescue("north-west") if to == "rescue" else to
    t.do(0, MoveAdventurer(p, dest))
    assert not t.st.swam[p]
    if to == "rescue":
        assert t.st.loc[p] == RESCUED
    else:
        assert t.st.loc[p] == dest


@pytest.mark.parametrize("name,start,rafts,aboard,to", SWIMS, ids=[s[0] for s in SWIMS])
def test_swimming_examples_use_the_swim(name, start, rafts, aboard, to):
    t, p = setup(start, rafts, aboard)
    dest = rescue("north-west") if to == "rescue" else to
    t.do(0, MoveAdventurer(p, dest))
    assert t.st.swam[p]


def test_example_an_adventurer_walks_to_the_coast_and_swims_for_it_in_one_turn():
    t = Table()
    p = t.adv(0, sp(2, -3), value=5)
    t.do(0, MoveAdventurer(p, TILE2))
    t.do(0, MoveAdventurer(p, TILE))
    t.do(0, MoveAdventurer(p, SEA))
    assert t.st.mp == 0 and t.st.swam[p] and t.st.is_swimmer(p)


def test_example_three_points_take_a_full_raft_three_spaces_nearer_safety():
    from rules.survive_the_island.actions import MoveRaft
    t = Table()
    riders = [t.adv(0, sp(0, -7)) for _ in range(3)]
    r = t.raft(sp(0, -7), *riders)
    for to in (sp(-1, -8), sp(-2, -7)):
        t.do(0, MoveRaft(r, to))
    t.do(0, MoveAdventurer(riders[0], rescue("north-west")))
    assert t.st.loc[riders[0]] == RESCUED
    assert [t.st.loc[p] for p in riders[1:]] == [sp(-2, -7)] * 2
