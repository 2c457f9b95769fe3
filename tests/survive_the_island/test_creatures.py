"""The creatures phase and the creatures: the die, each creature's move and what it
does, Kaiju pushes, stopping on targets, and never sharing a Kaiju's space."""
from rules.core.pending import next_task
from rules.survive_the_island.actions import (ChooseCreature, CreatureTo, DisplaceTo, EndActions,
                                              KrakenTarget, MoveRaft, SinkTile)
from rules.survive_the_island.events import NothingMoves
from rules.survive_the_island.common import LIFTED, RESERVE, VOLCANO_T
from rules.survive_the_island.content import (KAIJU, KRAKEN, PTERODACTYL, SERPENT, SHARK, WHALE)

from .helpers import offered
from .scenario import Table, sp

S = sp(-2, -1)                  # open sea north of the island
EAST, EAST2, EAST3 = sp(-2, 1), sp(-2, 3), sp(-2, 5)
WEST = sp(-2, -3)
ALL = dict(creature_kraken=True, creature_pterodactyl=True, creature_whale=True)


def creature_turn(t, colour):
    """Go to the creatures phase of seat 0 with the die showing `colour`."""
    t.next_die(colour)
    t.st.stack = [("turn_end",), ("creatures",)]
    return t.run()


def dests(t):
    return sorted(a.to for a in t.legal(0))


def test_the_die_names_a_colour_and_the_active_player_picks_which_creature_moves():
    t = Table()
    a, b = t.creature(SHARK, S), t.creature(SHARK, sp(8, 1))
    t.adv(0, sp(3, 2))
    creature_turn(t, "green")
    assert offered(t.st) == {"ChooseCreature"}
    assert sorted(x.creature for x in t.legal(0)) == sorted([a, b])
    t.do(0, ChooseCreature(b))
    assert next_task(t.st.stack)[:2] == ("dest", b)


def test_with_no_creature_of_that_colour_nothing_happens():
    t = Table()
    t.creature(SHARK, S)
    t.adv(0, sp(3, 2))
    events = creature_turn(t, "red")
    assert any(isinstance(e, NothingMoves) for e in events)
    assert t.st.active == 1


def test_a_sea_serpent_moves_exactly_one_water_space():
    t = Table()
    c = t.creature(SERPENT, S)
    t.adv(0, sp(3, 2))
    creature_turn(t, "red")
    assert dests(t) == sorted(t.st.board.neighbours[S])
    t.do(0, CreatureTo(EAST))
    assert t.st.cr_loc[c] == EAST


def test_a_sea_serpent_eats_swimmers_and_sinks_a_raft_with_everyone_aboard():
    t = Table()
    t.creature(SERPENT, S)
    swimmer = t.adv(1, EAST)
    riders = [t.adv(1, EAST), t.adv(2, EAST)]
    r = t.raft(EAST, *riders)
    t.adv(0, sp(3, 2))
    creature_turn(t, "red")
    t.do(0, CreatureTo(EAST))
    assert all(t.st.loc[p] < 0 for p in [swimmer] + riders)
    assert t.st.raft_loc[r] == RESERVE


def test_a_shark_moves_one_or_two_water_spaces_and_eats_only_swimmers():
    t = Table()
    c = t.creature(SHARK, S)
    t.adv(0, sp(3, 2))
    creature_turn(t, "green")
    b = t.st.board
    ring2 = {n2 for n in b.neighbours[S] for n2 in b.neighbours[n]} | set(b.neighbours[S])
    assert set(dests(t)) == {s for s in ring2 if s != S and not b.island[s]}
    swimmer = t.adv(1, EAST2)
    rider = t.adv(1, EAST2)
    t.raft(EAST2, rider)
    t.st.raft_of[swimmer] = -1
    t.do(0, CreatureTo(EAST2))
    assert t.st.cr_loc[c] == EAST2
    assert t.st.loc[swimmer] < 0 and t.st.loc[rider] == EAST2


def test_a_shark_stops_on_the_first_swimmer_it_meets():
    t = Table()
    t.creature(SHARK, S)
    t.adv(1, EAST)
    t.adv(0, sp(3, 2))
    creature_turn(t, "green")
    assert EAST in dests(t)
    assert EAST2 not in dests(t), "the only two-step path runs through the swimmer"


def test_creatures_of_the_sea_keep_off_land_volcanoes_and_kaijus():
    t = Table()
    coast_sea = sp(-1, -4)
    t.creature(SHARK, coast_sea)
    t.creature(KAIJU, sp(-1, -6))
    t.st.terrain[sp(-2, -5)] = VOLCANO_T
    t.adv(0, sp(3, 2))
    creature_turn(t, "green")
    d = dests(t)
    assert sp(-1, -6) not in d and sp(-2, -5) not in d
    assert not any(t.st.board.island[s] and t.st.terrain[s] != 0 for s in d)


def test_a_kaiju_walks_one_or_two_spaces_over_water_and_land():
    t = Table()
    k = t.creature(KAIJU, sp(0, -5))
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    d = dests(t)
    assert sp(0, -3) in d and sp(1, -2) in d          # land, one and two steps in
    assert sp(-1, -6) in d                             # water
    t.do(0, CreatureTo(sp(1, -2)))
    assert t.st.cr_loc[k] == sp(1, -2)


def test_a_kaiju_stops_on_the_first_piece_it_meets():
    t = Table()
    t.creature(KAIJU, S)
    t.raft(EAST)
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    assert EAST in dests(t) and EAST2 not in dests(t)


def test_a_kaiju_wrecks_a_raft_and_pushes_everyone_away_one_by_one_and_they_may_split():
    t = Table()
    k = t.creature(KAIJU, S)
    riders = [t.adv(1, EAST, value=5), t.adv(2, EAST, value=1)]
    r = t.raft(EAST, *riders)
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    t.do(0, CreatureTo(EAST))
    assert t.st.raft_loc[r] == RESERVE
    assert offered(t.st) == {"DisplaceTo"}
    assert all(t.st.loc[p] == LIFTED for p in riders)
    assert EAST not in dests(t) and S in dests(t), "the space the Kaiju left is free again"
    t.do(0, DisplaceTo(EAST2))
    t.do(0, DisplaceTo(sp(-3, 2)))
    assert t.st.loc[riders[0]] == EAST2 and t.st.loc[riders[1]] == sp(-3, 2)
    assert t.st.cr_loc[k] == EAST


def test_a_kaiju_on_land_pushes_adventurers_onto_tiles_or_into_the_water():
    t = Table()
    land = sp(0, -3)
    t.creature(KAIJU, sp(-1, -4))
    p = t.adv(1, land)
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    t.do(0, CreatureTo(land))
    assert sorted(a.to for a in t.legal(0)) == sorted(t.st.board.neighbours[land])


def hatch_a_kaiju_on_a_walled_space(t):
    """An egg hatches a Kaiju on a water space ringed by volcanoes."""
    e = S
    for n in t.st.board.neighbours[e]:
        t.st.terrain[n] = VOLCANO_T
    t.st.eggs = [(e, 0, t.st.turn - 1)]
    t.next_die("blue")
    t.st.stack = [("turn_end",), ("creatures",), ("rising",), ("actions",), ("hatch",)]
    return t.run()


def test_a_pushed_adventurer_with_nowhere_to_go_is_lost():
    t = Table(eggs=True)
    p = t.adv(1, S)
    t.adv(0, sp(3, 2))
    hatch_a_kaiju_on_a_walled_space(t)
    assert t.st.loc[p] < 0
    assert KAIJU in [t.st.cr_type[c] for c, s in enumerate(t.st.cr_loc) if s == S]


def test_a_kaiju_pushes_other_creatures_by_their_own_moves_and_never_shares_its_space():
    t = Table()
    t.creature(KAIJU, S)
    shark = t.creature(SHARK, EAST)
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    t.do(0, CreatureTo(EAST))
    assert t.st.cr_loc[shark] == LIFTED
    assert next_task(t.st.stack) == ("dest", shark, EAST, 1)
    d = dests(t)
    assert EAST not in d and EAST2 in d and sp(-2, 7) not in d
    t.do(0, CreatureTo(EAST2))
    assert t.st.cr_loc[shark] == EAST2


def test_a_pushed_creature_with_no_move_goes_back_to_the_reserve():
    t = Table(eggs=True)
    serpent = t.creature(SERPENT, S)
    t.adv(0, sp(3, 2))
    hatch_a_kaiju_on_a_walled_space(t)
    assert t.st.cr_loc[serpent] == RESERVE


def test_a_kaiju_cannot_enter_another_kaijus_space():
    t = Table()
    t.creature(KAIJU, S)
    t.creature(KAIJU, EAST)
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    t.do(0, ChooseCreature(t.st.cr_loc.index(S)))
    assert EAST not in dests(t)


def test_the_creature_move_is_compulsory():
    t = Table()
    t.creature(SERPENT, S)
    t.adv(0, sp(3, 2))
    creature_turn(t, "red")
    assert EndActions() not in t.legal(0)
    assert all(isinstance(a, CreatureTo) for a in t.legal(0))


# -- Monster Pack creatures -----------------------------------------------------------

def test_a_whale_swims_up_to_three_spaces_and_wrecks_rafts_whose_passengers_then_swim():
    t = Table(**ALL)
    w = t.creature(WHALE, S)
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    if offered(t.st) == {"ChooseCreature"}:
        t.do(0, ChooseCreature(w))
    assert EAST3 in dests(t)
    rider = t.adv(1, EAST3)
    r = t.raft(EAST3, rider)
    t.do(0, CreatureTo(EAST3))
    assert t.st.raft_loc[r] == RESERVE
    assert t.st.loc[rider] == EAST3 and t.st.is_swimmer(rider)


def test_a_whale_stops_at_the_first_raft():
    t = Table(**ALL)
    w = t.creature(WHALE, S)
    t.raft(EAST)
    t.adv(0, sp(3, 2))
    creature_turn(t, "blue")
    assert EAST in dests(t)
    assert EAST3 not in dests(t), "the only three-step path runs through the raft"


def test_a_pterodactyl_flies_straight_over_anything_and_lands_where_at_most_one_adventurer_stands():
    t = Table(**ALL)
    start = sp(-1, -8)
    ptero = t.creature(PTERODACTYL, start)
    line = [sp(-1, x) for x in range(-6, 11, 2)]         # due east along row -1
    t.st.terrain[line[0]] = VOLCANO_T                     # flies over a volcano
    t.creature(SHARK, line[1])                            # and a creature
    two = [t.adv(1, line[2]), t.adv(2, line[2])]          # cannot stop on two
    t.creature(KAIJU, line[3])                            # nor on a Kaiju
    lone = t.adv(1, line[4], value=5)
    t.adv(0, sp(3, 2))
    creature_turn(t, "green")
    t.do(0, ChooseCreature(ptero))
    d = dests(t)
    assert line[0] not in d and line[2] not in d and line[3] not in d
    assert line[1] in d and line[4] in d and line[-1] in d
    assert all(t.st.board.direction(start, s) is not None for s in d)
    t.do(0, CreatureTo(line[4]))
    assert t.st.loc[lone] < 0 and t.st.cr_loc[ptero] == line[4]


def test_a_pterodactyl_lands_on_a_raft_with_one_passenger_and_eats_him():
    t = Table(**ALL)
    t.creature(PTERODACTYL, sp(-1, -8))
    rider = t.adv(1, sp(-1, -4))
    r = t.raft(sp(-1, -4), rider)
    t.adv(0, sp(3, 2))
    creature_turn(t, "green")
    t.do(0, CreatureTo(sp(-1, -4)))
    assert t.st.loc[rider] < 0 and t.st.raft_loc[r] == sp(-1, -4)


def test_a_kraken_moves_one_space_eats_swimmers_there_then_must_take_one_adventurer_nearby():
    t = Table(**ALL)
    k = t.creature(KRAKEN, S)
    swimmer = t.adv(1, EAST)
    near_raft = t.adv(2, EAST2)
    t.raft(EAST2, near_raft)
    near_land = t.adv(1, sp(-1, 2))
    t.adv(0, sp(3, 2))
    creature_turn(t, "red")
    t.do(0, CreatureTo(EAST))
    assert t.st.loc[swimmer] < 0
    assert next_task(t.st.stack) == ("kraken", k)
    assert sorted(a.piece for a in t.legal(0)) == sorted([near_raft, near_land])
    t.do(0, KrakenTarget(near_raft))
    assert t.st.loc[near_raft] < 0


def test_rafts_may_enter_a_krakens_space_safely():
    t = Table(**ALL)
    t.creature(KRAKEN, EAST)
    rider = t.adv(0, S)
    r = t.raft(S, rider)
    t.do(0, MoveRaft(r, EAST))
    assert t.st.loc[rider] == EAST and t.st.raft_loc[r] == EAST


def test_with_both_types_of_a_colour_the_die_lets_either_type_move():
    t = Table(**ALL)
    shark = t.creature(SHARK, S)
    ptero = t.creature(PTERODACTYL, sp(8, 1))
    t.adv(0, sp(3, 2))
    creature_turn(t, "green")
    assert sorted(a.creature for a in t.legal(0)) == sorted([shark, ptero])


def test_with_both_types_a_creature_tile_lets_the_active_player_choose_the_type_from_the_reserve():

    t = Table(**ALL)
    a, b = sp(0, -3), sp(0, -1)
    t.only_tiles({a: ("beach", "blue_creature"), b: ("beach", "dolphin")})
    t.adv(0, sp(3, 2))
    t.st.stack = [("turn_end",), ("creatures",), ("sink", 1)]
    t.do(0, SinkTile(a))
    kinds = sorted(t.st.cr_type[x.creature] for x in t.legal(0))
    assert kinds == [KAIJU, WHALE]
    whale = [x.creature for x in t.legal(0) if t.st.cr_type[x.creature] == WHALE][0]
    t.next_die("red")
    t.do(0, ChooseCreature(whale))
    assert t.st.cr_loc[whale] == a


def test_a_creature_put_on_a_kaijus_space_is_pushed_on():
    t = Table()
    t.only_tiles({sp(0, -3): ("beach", "green_creature"), sp(0, -1): ("beach", "dolphin")})
    kaiju = t.creature(KAIJU, sp(0, -3))
    t.adv(0, sp(3, 2))
    t.st.stack = [("turn_end",), ("creatures",), ("sink", 1)]
    t.do(0, SinkTile(sp(0, -3)))
    top = next_task(t.st.stack)
    assert top[0] == "dest" and top[2] == sp(0, -3) and top[3] == 1
    shark = top[1]
    assert t.st.cr_loc[shark] == LIFTED and t.st.cr_loc[kaiju] == sp(0, -3)
