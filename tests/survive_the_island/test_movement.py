"""The action phase: movement points, walking and swimming, rafts, boarding and
reaching the rescue islands."""
from rules.core.pending import next_task
from rules.survive_the_island.actions import Board, EndActions, MoveAdventurer, MoveRaft
from rules.survive_the_island.events import Rescued
from rules.survive_the_island.common import RESCUED, VOLCANO_T

from .helpers import offered
from .scenario import Table, rescue, sp

COAST = sp(2, -7)          # an island hex on the west coast
SEA = sp(2, -9)            # the water space west of it
INLAND = sp(2, -5)


def moves_of(t, piece):
    return sorted(a.to for a in t.legal(0) if isinstance(a, MoveAdventurer) and a.piece == piece)


def test_three_movement_points_a_turn_one_space_each():
    t = Table()
    p = t.adv(0, sp(2, -3))
    t.do(0, MoveAdventurer(p, sp(2, -1)))
    t.do(0, MoveAdventurer(p, sp(2, 1)))
    assert t.st.mp == 1
    t.do(0, MoveAdventurer(p, sp(2, 3)))
    assert t.st.mp == 0
    assert not [a for a in t.legal(0) if isinstance(a, MoveAdventurer)]
    assert "no movement points" in t.st.why_illegal(0, MoveAdventurer(p, sp(2, 5)))
    assert EndActions() in t.legal(0)


def test_you_may_end_the_action_phase_without_moving():
    t = Table()
    t.adv(0, INLAND)
    t.tile(INLAND, "forest", "dolphin")
    t.do(0, EndActions())
    assert next_task(t.st.stack)[0] in ("sink", "pick", "dest", "actions") or t.st.active != 0


def test_an_adventurer_swims_only_once_a_turn_and_stops_in_the_water():
    t = Table()
    p = t.adv(0, COAST)
    t.do(0, MoveAdventurer(p, SEA))
    assert t.st.swam[p]
    assert moves_of(t, p) == []
    assert "already swum" in t.st.why_illegal(0, MoveAdventurer(p, sp(2, -7)))


def test_walking_is_not_limited_but_diving_in_is_a_swim():
    t = Table()
    p = t.adv(0, INLAND)
    t.do(0, MoveAdventurer(p, COAST))
    assert not t.st.swam[p]
    assert SEA in moves_of(t, p)


def test_a_swimmer_may_climb_back_onto_an_island_tile():
    t = Table()
    p = t.adv(0, SEA)
    assert COAST in moves_of(t, p)
    t.do(0, MoveAdventurer(p, COAST))
    assert t.st.swam[p] and t.st.loc[p] == COAST
    assert moves_of(t, p) != [], "once on land again it may still walk"


def test_stepping_onto_a_raft_with_a_free_seat_is_a_walk_aboard():
    t = Table()
    p = t.adv(0, COAST)
    r = t.raft(SEA)
    t.do(0, MoveAdventurer(p, SEA))
    assert t.st.raft_of[p] == r and not t.st.swam[p]
    assert COAST in moves_of(t, p), "from the raft it may walk on"


def test_a_raft_carries_three_and_a_fourth_swims_beside_it():
    t = Table()
    riders = [t.adv(1, SEA) for _ in range(3)]
    r = t.raft(SEA, *riders)
    p = t.adv(0, COAST)
    t.do(0, MoveAdventurer(p, SEA))
    assert t.st.raft_of[p] == -1 and t.st.swam[p]
    assert t.st.free_seats(r) == 0


def test_an_empty_raft_is_anyones_and_control_needs_a_tie_or_better():
    t = Table()
    empty = t.raft(sp(-1, 0))
    mine, theirs = t.adv(0, SEA), t.adv(1, SEA)
    tied = t.raft(SEA, mine, theirs)
    a, b1, b2 = t.adv(0, sp(1, -8)), t.adv(1, sp(1, -8)), t.adv(1, sp(1, -8))
    outvoted = t.raft(sp(1, -8), a, b1, b2)
    t.adv(0, INLAND)
    rafts = {m.raft for m in t.legal(0) if isinstance(m, MoveRaft)}
    assert rafts == {empty, tied}
    assert "more adventurers" in t.st.why_illegal(0, MoveRaft(outvoted, sp(0, -9)))
    t.turn_of(1)
    assert {m.raft for m in t.legal(1) if isinstance(m, MoveRaft)} == {empty, tied, outvoted}


def test_a_raft_moves_one_water_space_with_its_passengers_never_onto_land_or_another_raft():
    t = Table()
    p = t.adv(0, SEA)
    r = t.raft(SEA, p)
    t.raft(sp(1, -10))
    dests = {m.to for m in t.legal(0) if isinstance(m, MoveRaft) and m.raft == r}
    assert sp(1, -10) not in dests and COAST not in dests
    assert dests == {s for s in t.st.board.neighbours[SEA]
                     if not t.st.board.island[s] and s != sp(1, -10)}
    t.do(0, MoveRaft(r, sp(3, -10)))
    assert t.st.loc[p] == sp(3, -10) and t.st.raft_loc[r] == sp(3, -10)


def test_a_raft_arriving_on_swimmers_picks_them_up_and_the_active_player_chooses_when_seats_are_short():
    t = Table()
    rider = t.adv(0, SEA)
    rider2 = t.adv(0, SEA)
    r = t.raft(SEA, rider, rider2)
    mine = t.adv(0, sp(3, -10), value=5)
    theirs = t.adv(1, sp(3, -10), value=5)
    t.do(0, MoveRaft(r, sp(3, -10)))
    assert t.st.to_act() == [0]
    assert sorted(a.piece for a in t.legal(0)) == sorted([mine, theirs])
    t.do(0, Board(mine))
    assert t.st.raft_of[mine] == r and t.st.raft_of[theirs] == -1
    assert "EndActions" in offered(t.st)


def test_swimmers_board_by_themselves_when_there_are_seats_enough():
    t = Table()
    r = t.raft(SEA)
    a, b = t.adv(1, sp(3, -10)), t.adv(2, sp(3, -10))
    t.adv(0, INLAND)
    t.do(0, MoveRaft(r, sp(3, -10)))
    assert t.st.raft_of[a] == r and t.st.raft_of[b] == r
    assert "EndActions" in offered(t.st)


def test_a_seat_coming_free_lets_a_waiting_swimmer_aboard():
    t = Table()
    riders = [t.adv(0, SEA) for _ in range(3)]
    r = t.raft(SEA, *riders)
    waiting = t.adv(1, SEA)
    t.do(0, MoveAdventurer(riders[0], COAST))
    assert t.st.raft_of[waiting] == r


def test_ashore_from_a_raft_is_a_walk_and_from_the_water_a_swim():
    t = Table()
    landing = sp(-2, -7)
    p = t.adv(0, landing, value=5)
    t.raft(landing, p)
    swimmer = t.adv(0, sp(-3, -6), value=4)
    assert rescue("north-west") in moves_of(t, p)
    events = t.do(0, MoveAdventurer(p, rescue("north-west")))
    assert t.st.loc[p] == RESCUED and any(isinstance(e, Rescued) for e in events)
    t.do(0, MoveAdventurer(swimmer, rescue("north-west")))
    assert t.st.loc[swimmer] == RESCUED and t.st.swam[swimmer]


def test_a_swimmer_that_already_swam_cannot_swim_ashore():
    t = Table()
    p = t.adv(0, sp(-1, -8))
    t.do(0, MoveAdventurer(p, sp(-2, -7)))
    assert rescue("north-west") not in moves_of(t, p)


def test_rescue_islands_are_reached_only_from_their_landing_spaces():
    t = Table()
    p = t.adv(0, sp(-1, -6))
    assert all(d < t.st.board.rescue_base for d in moves_of(t, p))


def test_nobody_moves_into_a_kaiju_or_onto_a_volcano():
    t = Table()
    p = t.adv(0, INLAND)
    t.creature("kaiju", sp(2, -3))
    t.st.terrain[sp(1, -6)] = VOLCANO_T
    dests = moves_of(t, p)
    assert sp(2, -3) not in dests and sp(1, -6) not in dests
    assert "Kaiju" in t.st.why_illegal(0, MoveAdventurer(p, sp(2, -3)))


def test_swimming_into_a_shark_is_fatal_but_climbing_aboard_a_raft_there_is_safe():
    t = Table()
    p = t.adv(0, COAST)
    t.creature("shark", SEA)
    t.do(0, MoveAdventurer(p, SEA))
    assert t.st.loc[p] < 0
    t2 = Table()
    a = t2.adv(0, COAST)
    t2.creature("shark", SEA)
    r = t2.raft(SEA)
    t2.do(0, MoveAdventurer(a, SEA))
    assert t2.st.raft_of[a] == r and t2.st.loc[a] == SEA


def test_a_player_with_nobody_left_in_play_has_no_movement_points():
    t = Table()
    t.adv(1, INLAND)
    t.raft(SEA)
    assert t.legal(0) == [EndActions()]
