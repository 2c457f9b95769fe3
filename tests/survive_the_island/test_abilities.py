"""Ability tiles: used any number of times in your action phase but not the turn
they are gained, each one's effect, and Repellent as a reaction on anyone's turn."""
from rules.core.pending import next_task
from rules.survive_the_island.actions import (Continue, CreatureTo, DeclineRepellent,
                                              MoveAdventurer, PlayRepellent, Stop, UseCreatureDie,
                                              UseDolphin, UseMoveCreature, UsePaddles)
from rules.survive_the_island.common import RESERVE
from rules.survive_the_island.content import KAIJU, SERPENT, SHARK

from .helpers import offered
from .scenario import Table, sp

S, EAST, EAST2 = sp(-2, -1), sp(-2, 1), sp(-2, 3)
LAND = sp(3, 2)


def kinds(t, seat=0):
    return {type(a).__name__ for a in t.legal(seat)}


def test_a_tile_gained_this_turn_waits_for_the_next_turn():
    t = Table()
    t.adv(0, LAND)
    t.raft(S)
    t.hand(0, "paddles", turn=t.st.turn)
    assert "UsePaddles" not in kinds(t)
    t.st.turn += 1
    assert "UsePaddles" in kinds(t)


def test_abilities_cost_no_movement_point_and_any_number_may_be_used():
    t = Table()
    p = t.adv(0, S)
    t.hand(0, "dolphin")
    t.hand(0, "dolphin")
    t.st.mp = 0
    t.do(0, UseDolphin(p, EAST))
    t.do(0, Stop())
    t.do(0, UseDolphin(p, EAST2))
    t.do(0, Stop())
    assert t.st.loc[p] == EAST2 and t.st.hands[0] == [] and t.st.mp == 0


def test_paddles_move_an_empty_or_controlled_raft_one_or_two_spaces_for_free():
    t = Table()
    t.adv(0, LAND)
    r = t.raft(S)
    t.raft(sp(-1, 8), t.adv(1, sp(-1, 8)))        # someone else's raft
    t.hand(0, "paddles")
    assert {a.raft for a in t.legal(0) if isinstance(a, UsePaddles)} == {r}
    t.do(0, UsePaddles(r, EAST))
    assert offered(t.st) == {"Continue", "Stop"}     # the Paddles move goes on or stops
    t.do(0, Continue(EAST2))
    assert t.st.raft_loc[r] == EAST2 and t.st.mp == 3
    assert "EndActions" in offered(t.st)


def test_a_dolphin_carries_one_of_your_swimmers_and_does_not_use_its_swim():
    t = Table()
    p = t.adv(0, S)
    t.hand(0, "dolphin")
    t.do(0, UseDolphin(p, EAST))
    t.do(0, Continue(EAST2))
    assert t.st.loc[p] == EAST2 and not t.st.swam[p]
    assert any(isinstance(a, MoveAdventurer) and a.piece == p for a in t.legal(0))


def test_a_dolphin_stops_when_its_swimmer_climbs_aboard():
    t = Table()
    p = t.adv(0, S)
    r = t.raft(EAST)
    t.hand(0, "dolphin")
    t.do(0, UseDolphin(p, EAST))
    assert t.st.raft_of[p] == r and "EndActions" in offered(t.st)


def test_move_a_creature_puts_any_creature_on_an_unoccupied_water_space():
    t = Table()
    c = t.creature(SERPENT, S)
    p = t.adv(1, EAST2)
    t.adv(0, LAND)
    t.hand(0, "move_creature", origin="forest")
    t.do(0, UseMoveCreature(c))
    dests = {a.to for a in t.legal(0)}
    assert EAST2 not in dests and S not in dests and LAND not in dests
    assert EAST in dests
    t.do(0, CreatureTo(sp(9, 0)))
    assert t.st.cr_loc[c] == sp(9, 0) and t.st.loc[p] == EAST2


def test_the_creature_die_tile_rolls_and_moves_a_creature_like_the_creatures_phase():
    t = Table()
    shark = t.creature(SHARK, S)
    victim = t.adv(1, EAST)
    t.adv(0, LAND)
    t.hand(0, "creature_die")
    t.next_die("green")
    t.do(0, UseCreatureDie())
    assert offered(t.st) == {"CreatureTo"}
    t.do(0, CreatureTo(EAST))
    assert t.st.cr_loc[shark] == EAST and t.st.loc[victim] < 0
    assert "EndActions" in offered(t.st)


def test_repellent_answers_a_shark_on_someone_elses_turn():
    t = Table()
    shark = t.creature(SHARK, S)
    victim = t.adv(1, EAST, value=5)
    t.adv(0, LAND)
    t.hand(1, "repellent", turn=t.st.turn)          # gained this very turn: still fine
    t.next_die("green")
    t.st.stack = [("turn_end",), ("creatures",)]
    t.run()
    t.do(0, CreatureTo(EAST))
    assert t.st.to_act() == [1]
    assert t.legal(1) == [PlayRepellent(), DeclineRepellent()]
    t.do(1, PlayRepellent())
    assert t.st.loc[victim] == EAST
    assert t.st.cr_loc[shark] == RESERVE
    assert t.st.hands[1] == [] and ("beach", "repellent") in t.st.revealed


def test_declining_repellent_lets_the_creature_act():
    t = Table()
    t.creature(SHARK, S)
    victim = t.adv(1, EAST)
    t.adv(0, LAND)
    t.hand(1, "repellent")
    t.next_die("green")
    t.st.stack = [("turn_end",), ("creatures",)]
    t.run()
    t.do(0, CreatureTo(EAST))
    t.do(1, DeclineRepellent())
    assert t.st.loc[victim] < 0


def test_everyone_harmed_who_holds_a_face_down_tile_is_asked_in_turn_order_from_the_active_player():
    t = Table(players=4)
    t.creature(KAIJU, S)
    a, b, c = t.adv(1, EAST), t.adv(3, EAST), t.adv(2, EAST)
    t.adv(0, LAND)
    t.hand(1, "dolphin")                 # holds a tile, but no Repellent
    t.hand(3, "repellent")
    t.st.active = 2                      # seat 2 holds nothing: not asked
    t.next_die("blue")
    t.st.stack = [("turn_end",), ("creatures",)]
    t.run()
    t.do(2, CreatureTo(EAST))
    assert next_task(t.st.stack)[0] == "repel" and next_task(t.st.stack)[3] == (3, 1)
    assert t.st.to_act() == [3]
    t.do(3, DeclineRepellent())
    assert t.st.to_act() == [1]
    assert t.legal(1) == [DeclineRepellent()], "asked for show, cannot play what it lacks"
    t.do(1, DeclineRepellent())
    assert offered(t.st) == {"DisplaceTo"}


def test_repellent_does_not_work_on_a_sea_serpent():
    t = Table()
    t.creature(SERPENT, S)
    victim = t.adv(1, EAST)
    t.adv(0, LAND)
    t.hand(1, "repellent")
    t.next_die("red")
    t.st.stack = [("turn_end",), ("creatures",)]
    t.run()
    t.do(0, CreatureTo(EAST))
    assert t.st.loc[victim] < 0


def test_repellent_also_protects_your_own_swimmer_on_your_own_turn():
    t = Table()
    shark = t.creature(SHARK, EAST)
    p = t.adv(0, S)
    t.hand(0, "repellent")
    t.do(0, MoveAdventurer(p, EAST))
    assert t.st.to_act() == [0] and PlayRepellent() in t.legal(0)
    t.do(0, PlayRepellent())
    assert t.st.loc[p] == EAST and t.st.cr_loc[shark] == RESERVE
