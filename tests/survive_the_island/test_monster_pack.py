"""The Monster Pack's Piranha and Egg tiles, and one test for each answer of its FAQ."""
from rules.core.pending import next_task
from rules.survive_the_island.actions import (ChooseCreature, CreatureTo, DisplaceTo, MoveAdventurer,
                                              MoveRaft, PlaceEgg, SinkTile, UsePiranha)
from rules.survive_the_island.common import PIRANHA_T, RESERVE, VOLCANO_T, WATER
from rules.survive_the_island.content import (KAIJU, KRAKEN, PTERODACTYL, SERPENT, SHARK, WHALE)

from .helpers import offered
from .scenario import Table, sp

A, B = sp(0, -3), sp(0, -1)
S, EAST, EAST2 = sp(-2, -1), sp(-2, 1), sp(-2, 3)
LAND = sp(3, 2)
ALL = dict(creature_kraken=True, creature_pterodactyl=True, creature_whale=True)


def sink(t, space, seat=0):
    t.st.active = seat
    t.st.stack = [("turn_end",), ("creatures",), ("sink", 1)]
    return t.do(seat, SinkTile(space))


def creature_turn(t, colour):
    t.next_die(colour)
    t.st.stack = [("turn_end",), ("creatures",)]
    return t.run()


# -- Piranhas -----------------------------------------------------------------------------

def test_the_piranha_tile_eats_everything_there_stays_and_deals_five_piranha_tiles_round_from_the_active_player():
    t = Table(piranhas=True)
    t.only_tiles({A: ("beach", "piranha_effect"), B: ("beach", "dolphin")})
    p = t.adv(2, A)
    kaiju = t.creature(KAIJU, A)
    t.st.loc[p] = A
    t.adv(0, LAND)
    t.next_die("red")
    sink(t, A, seat=1)
    assert t.st.loc[p] < 0 and t.st.cr_loc[kaiju] == RESERVE
    assert t.st.terrain[A] == PIRANHA_T
    assert [len(h) for h in t.st.hands] == [1, 2, 2]
    assert all(h[0] == "piranha" for hand in t.st.hands for h in hand)
    assert t.st.view(0).hands[1][0][0] == "piranha", "everyone saw them dealt"


def test_a_piranha_tile_goes_on_a_water_space_next_to_another_piranha_tile():
    t = Table(piranhas=True)
    t.st.terrain[S] = PIRANHA_T
    t.adv(0, LAND)
    t.hand(0, "piranha", origin="piranha")
    spaces = {a.space for a in t.legal(0) if isinstance(a, UsePiranha)}
    assert spaces == {n for n in t.st.board.neighbours[S] if t.st.terrain[n] == WATER}
    victim = t.adv(1, EAST)
    raft = t.raft(EAST)
    t.st.raft_of[victim] = raft
    t.do(0, UsePiranha(EAST))
    assert t.st.terrain[EAST] == PIRANHA_T
    assert t.st.loc[victim] < 0 and t.st.raft_loc[raft] == RESERVE
    assert {a.space for a in t.legal(0) if isinstance(a, UsePiranha)} == set()


def test_an_adventurer_swimming_onto_piranhas_is_lost():
    t = Table(piranhas=True)
    t.st.terrain[EAST] = PIRANHA_T
    p = t.adv(0, S)
    t.do(0, MoveAdventurer(p, EAST))
    assert t.st.loc[p] < 0


def test_a_raft_moved_onto_piranhas_is_lost_with_everyone_aboard():
    t = Table(piranhas=True)
    t.st.terrain[EAST] = PIRANHA_T
    p = t.adv(0, S)
    r = t.raft(S, p)
    t.do(0, MoveRaft(r, EAST))
    assert t.st.loc[p] < 0 and t.st.raft_loc[r] == RESERVE


def test_an_egg_laid_on_piranhas_is_lost():
    t = Table(piranhas=True, eggs=True)
    t.only_tiles({A: ("beach", "egg"), B: ("beach", "dolphin")})
    t.st.terrain[EAST] = PIRANHA_T
    t.adv(0, LAND)
    sink(t, A)
    t.do(0, PlaceEgg(EAST))
    assert t.st.eggs == []


# -- Eggs --------------------------------------------------------------------------------------

def test_an_egg_goes_on_any_water_space_even_an_occupied_one():
    t = Table(eggs=True)
    t.only_tiles({A: ("beach", "egg"), B: ("beach", "dolphin")})
    t.adv(0, LAND)
    swimmer = t.adv(1, EAST)
    t.creature(SERPENT, S)
    turn = t.st.turn
    sink(t, A)
    assert offered(t.st) == {"PlaceEgg"}
    spaces = {a.space for a in t.legal(0)}
    assert EAST in spaces and S in spaces and A in spaces and B not in spaces
    t.do(0, PlaceEgg(EAST))
    assert t.st.eggs == [(EAST, 0, turn)]
    assert t.st.loc[swimmer] == EAST


def test_an_egg_hatches_at_the_start_of_its_layers_next_action_phase_into_a_creature_of_the_rolled_colour():
    t = Table(eggs=True)
    t.adv(0, LAND)
    swimmer = t.adv(1, EAST)
    t.st.eggs = [(EAST, 0, t.st.turn - 1), (EAST2, 1, t.st.turn - 1)]
    t.next_die("green")
    t.st.stack = [("turn_end",), ("creatures",), ("rising",), ("actions",), ("hatch",)]
    t.run()
    sharks = [c for c, k in enumerate(t.st.cr_type) if k == SHARK and t.st.cr_loc[c] == EAST]
    assert sharks, "a shark hatched from the reserve"
    assert t.st.loc[swimmer] < 0, "and ate the swimmer it hatched beside"
    assert t.st.eggs == [(EAST2, 1, t.st.turn - 1)], "the other player's egg waits for its turn"


def test_an_egg_laid_this_turn_does_not_hatch_yet():
    t = Table(eggs=True)
    t.adv(0, LAND)
    t.st.eggs = [(EAST, 0, t.st.turn)]
    t.st.stack = [("turn_end",), ("creatures",), ("rising",), ("actions",), ("hatch",)]
    t.run()
    assert t.st.eggs == [(EAST, 0, t.st.turn)]


def test_with_none_of_the_colour_in_the_reserve_a_creature_on_the_board_comes_to_the_egg():
    t = Table(eggs=True)
    t.adv(0, LAND)
    serpents = [t.creature(SERPENT, s) for s in (sp(-3, -6), sp(-3, -4), sp(-3, -2), sp(9, 0), sp(9, 2))]
    t.st.eggs = [(EAST, 0, t.st.turn - 1)]
    t.next_die("red")
    t.st.stack = [("turn_end",), ("creatures",), ("rising",), ("actions",), ("hatch",)]
    t.run()
    assert next_task(t.st.stack)[0] == "summon"
    assert sorted(a.creature for a in t.legal(0)) == sorted(serpents)
    t.do(0, ChooseCreature(serpents[2]))
    assert t.st.cr_loc[serpents[2]] == EAST and t.st.eggs == []


# -- the FAQ --------------------------------------------------------------------------------------

def test_faq_with_both_types_of_a_colour_the_active_player_decides_which_moves_and_the_order_of_what_follows():
    t = Table(**ALL)
    shark = t.creature(SHARK, S)
    ptero = t.creature(PTERODACTYL, sp(8, 1))
    kaiju = t.creature(KAIJU, sp(-1, 6))
    whale = t.creature(WHALE, sp(-1, 2))
    a, b = t.adv(1, sp(-1, 2)), t.adv(2, sp(-1, 2))
    t.adv(0, LAND)
    creature_turn(t, "green")
    assert t.st.to_act() == [0]
    assert sorted(x.creature for x in t.legal(0)) == sorted([shark, ptero])
    creature_turn(t, "blue")
    t.do(0, ChooseCreature(kaiju))
    t.do(0, CreatureTo(sp(-1, 2)))
    # the active player places each pushed adventurer, then moves the pushed whale
    assert t.st.to_act() == [0] and offered(t.st) == {"DisplaceTo"}
    t.do(0, DisplaceTo(sp(-2, 1)))
    t.do(0, DisplaceTo(sp(-2, 3)))
    assert t.st.to_act() == [0] and next_task(t.st.stack)[:2] == ("dest", whale)
    assert t.st.loc[a] == sp(-2, 1) and t.st.loc[b] == sp(-2, 3)


def test_faq_pterodactyls_fly_over_anything_but_cannot_stop_on_a_volcano_a_kaiju_or_a_crowd():
    t = Table(piranhas=True, **ALL)
    start = sp(-1, -10)
    ptero = t.creature(PTERODACTYL, start)
    row = [sp(-1, x) for x in range(-8, 11, 2)]
    t.st.terrain[row[0]] = VOLCANO_T
    t.creature(SERPENT, row[1])
    t.raft(row[2], t.adv(1, row[2]), t.adv(2, row[2]))
    t.st.terrain[row[3]] = PIRANHA_T
    t.creature(KAIJU, row[4])
    t.adv(2, row[5])
    t.adv(0, LAND)
    creature_turn(t, "green")
    if offered(t.st) == {"ChooseCreature"}:
        t.do(0, ChooseCreature(ptero))
    d = {a.to for a in t.legal(0)}
    assert row[0] not in d and row[2] not in d and row[4] not in d       # volcano, crowd, Kaiju
    assert row[1] in d and row[3] in d and row[5] in d and row[-1] in d  # flies over all of them


def test_faq_the_kraken_must_take_someone_even_if_only_the_active_players_own_are_in_reach():
    t = Table(**ALL)
    t.creature(KRAKEN, S)
    own = t.adv(0, sp(-1, 2))
    t.adv(0, LAND)
    creature_turn(t, "red")
    t.do(0, CreatureTo(EAST))
    assert t.st.loc[own] < 0, "the only adventurer in reach was the active player's own"


def test_faq_a_piranha_tile_waits_while_no_water_space_touches_a_piranha():
    t = Table(piranhas=True)
    t.st.terrain[S] = PIRANHA_T
    for n in t.st.board.neighbours[S]:
        t.st.terrain[n] = VOLCANO_T
    t.adv(0, LAND)
    t.hand(0, "piranha", origin="piranha")
    assert not [a for a in t.legal(0) if isinstance(a, UsePiranha)]
    t.st.terrain[EAST] = WATER                      # a space opens beside it...
    t.st.terrain[sp(-2, 1)] = WATER
    assert [a for a in t.legal(0) if isinstance(a, UsePiranha)] == [UsePiranha(EAST)]


def test_faq_eggs_are_destroyed_by_whirlpools_and_by_volcanoes():
    t = Table(eggs=True)
    t.only_tiles({A: ("beach", "whirlpool"), B: ("beach", "dolphin")})
    t.adv(0, LAND)
    t.st.eggs = [(sp(-1, -4), 1, 3)]
    t.next_die("red")
    sink(t, A)
    assert t.st.eggs == []
    v = Table(eggs=True)
    v.only_tiles({A: ("mountain", "volcano"), B: ("mountain", "whirlpool")})
    v.adv(0, LAND)
    v.st.eggs = [(A, 1, 3)]        # an egg where the volcano erupts
    v.next_die("red")
    sink(v, A)
    assert v.st.eggs == []


def test_faq_whirlpools_do_not_remove_piranha_tiles():
    t = Table(piranhas=True)
    t.only_tiles({A: ("beach", "whirlpool"), B: ("beach", "dolphin")})
    for n in t.st.board.neighbours[A]:
        if t.st.terrain[n] == WATER:
            t.st.terrain[n] = PIRANHA_T
    t.adv(0, LAND)
    t.next_die("red")
    sink(t, A)
    assert all(t.st.terrain[n] == PIRANHA_T for n in t.st.board.neighbours[A] if n != B)


def test_faq_a_creature_must_move_even_when_its_only_move_is_onto_piranhas():
    t = Table(piranhas=True)
    serpent = t.creature(SERPENT, S)
    for n in t.st.board.neighbours[S]:
        t.st.terrain[n] = VOLCANO_T
    t.st.terrain[EAST] = PIRANHA_T
    t.adv(0, LAND)
    creature_turn(t, "red")
    assert t.st.cr_loc[serpent] == RESERVE, "it moved onto the piranhas and was eaten"
