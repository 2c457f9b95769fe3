"""Every Boss power of the content file (section 1), one test or more each."""
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.content import BOSS_DICE, BOSS_POWERS

from .helpers import blank, boss_phase, events_of, place_boss_die, put
from .test_boss_phase import bag_index, park_dice, quiet_face


def star_face(die):
    return BOSS_DICE[die].index("S")


#: Crystal Blast's Damage (a tuned number: read from the content table).
BLAST = next(p for p in BOSS_POWERS["crystal_dragon"] if p.id == "cd_crystal_blast").ops[0][2]


def test_every_boss_power_is_tested_here():
    import inspect
    import sys
    src = inspect.getsource(sys.modules[__name__])
    for powers in BOSS_POWERS.values():
        for p in powers:
            assert f"test_{p.id}" in src, p.id


# -- Crystal Dragon -----------------------------------------------------------------------------------

def test_cd_sharp_fist_hits_every_monster_tied_for_most_health_near_the_boss():
    st = blank(players=4, zones=[0, 1, 5, 3])
    park_dice(st, 0)
    st.health = [9, 9, 8, 10]          # seat 3 has more but is 3 zones away
    boss_phase(st, [])
    assert st.health == [8, 8, 8, 10]


def test_cd_fast_moving_keeps_moving_until_a_zone_with_boss_dice():
    # The rulebook's example: no die near, so 1 zone clockwise, then on to the dice.
    st = blank(zones=[4, 4])
    st.boss_fame = 3
    for d in range(3):
        place_boss_die(st, d, 2, quiet_face(d))
    for d in (3, 4):
        place_boss_die(st, d, 4, quiet_face(d))
    ev = boss_phase(st, [])
    hops = [(e.from_zone, e.to_zone) for e in events_of(ev, E.BossMoved)]
    assert hops == [(0, 1), (1, 2)]
    assert st.boss_zone == 2


def test_cd_fast_moving_is_inactive_without_fame():
    st = blank(zones=[4, 4])
    for d in range(3):
        place_boss_die(st, d, 2, quiet_face(d))
    for d in (3, 4):
        place_boss_die(st, d, 4, quiet_face(d))
    boss_phase(st, [])
    assert st.boss_zone == 1


def test_cd_crystal_blast_hits_the_healthiest_monster_beside_the_boss_and_pushes_it_away():
    st = blank(players=3, zones=[1, 5, 3])
    st.boss_fame = 5
    park_dice(st, 0)
    st.health = [7, 9, 10]
    boss_phase(st, [])
    # Sharp Fist: seat 1 (9) is the healthiest near; Crystal Blast: seat 1 again
    # (now 8 > 7), pushed from zone 5 to zone 4.
    assert st.health == [7, 9 - 1 - BLAST, 10]
    assert st.zone[1] == 4


def test_cd_crystal_blast_picks_the_first_tied_monster_in_turn_order():
    st = blank(players=3, zones=[1, 5, 3])
    st.boss_fame = 5
    st.active = 1
    park_dice(st, 0)
    st.health = [6, 6, 10]
    boss_phase(st, [])
    # Sharp Fist hits both (tied at 6 -> 5); Crystal Blast: seat 1 first from the active seat.
    assert st.health[:2] == [5, 5 - BLAST]
    assert st.zone[1] == 4 and st.zone[0] == 1


def test_cd_flying_soldiers_hit_monsters_in_the_zones_beside_the_boss():
    st = blank(players=3, zones=[1, 5, 0])
    park_dice(st, 0)
    put(st, 0, soldier=1)
    st.boss_fame = 10
    st.health = [10, 10, 4]
    boss_phase(st, [])
    # Sharp Fist: seats 0 and 1 (10 -> 9). Crystal Blast: seat 0 (first tied),
    # pushed to zone 2. The Soldier then reaches zones 5, 0 and 1.
    assert st.zone[0] == 2
    assert st.health == [9 - BLAST, 8, 3]


def test_cd_super_fast_moving_jumps_to_the_zone_with_the_most_dice():
    st = blank(zones=[4, 4])
    st.boss_fame = 15
    place_boss_die(st, 0, 1, quiet_face(0))
    for d in (1, 2, 3):
        place_boss_die(st, d, 3, quiet_face(d))
    place_boss_die(st, 4, 5, quiet_face(4))
    ev = boss_phase(st, [])
    assert st.boss_zone == 3
    assert events_of(ev, E.BossMoved)[-1].how == "Super Fast Moving"


def test_cd_super_sharp_fist_strikes_again_for_each_star():
    st = blank(players=2, zones=[0, 3])
    st.boss_fame = 20
    for d, z in ((0, 2), (2, 3), (3, 4), (4, 5)):
        place_boss_die(st, d, z, quiet_face(d))
    place_boss_die(st, 1, 0, 5)     # "SS"
    boss_phase(st, [])
    assert st.boss_zone == 0 and st.boss_fame == 22
    assert st.health[0] == 10 - 1 - 1 - 1        # Sharp Fist, then once per Star


# -- Lithosaur ---------------------------------------------------------------------------------------

def test_li_tremor_hurts_and_shakes_monsters_in_the_boss_zone_clockwise():
    st = blank(boss="lithosaur", zones=[0, 1])
    park_dice(st, 0)
    boss_phase(st, [])
    assert st.health == [9, 10]
    assert st.zone == [1, 1]


def test_li_stone_shields_make_shields_cost_four():
    st = blank(boss="lithosaur", zones=[2, 2], roll=("fist", "foot"))
    put(st, 2, shield=1)
    st.pool[2] = 3
    assert st.hit_targets(0, 2, 3) == ["shield"]
    st.boss_fame = 2
    st._bcache = None
    assert st.hit_targets(0, 2, 3) == []
    assert st.hit_targets(0, 2, 4) == ["shield"]


def test_li_crushing_weight_hurts_and_clears_locked_dice_in_the_boss_zone():
    st = blank(boss="lithosaur", zones=[3, 3])
    st.boss_fame = 5
    park_dice(st, 1)
    st.locked[1] = ["fist", "heart"]
    st.zone = [1, 4]
    boss_phase(st, [])
    # Tremor (Boss in zone 0) misses; it moves to zone 1, Crushing Weight hits seat 0.
    assert st.boss_zone == 1
    assert st.health == [9, 10]
    assert st.locked[1] == []


def test_li_rock_guard_picks_a_shield_when_none_guards_the_boss():
    st = blank(boss="lithosaur", zones=[3, 3])
    st.boss_fame = 8
    park_dice(st, 0)
    before = st.bag[1]
    boss_phase(st, [])
    assert st.minions[0][1] == 1 and st.bag[1] == before - 1
    park_dice(st, 0)
    boss_phase(st, [])                 # a Shield is already there: no second one
    assert st.minions[0][1] == 1


def test_li_fault_line_sends_the_most_famous_monsters_opposite_the_boss():
    st = blank(boss="lithosaur", players=3, zones=[2, 4, 5])
    st.boss_fame = 11
    st.fame = [3, 3, 1]
    park_dice(st, 3)
    boss_phase(st, [])
    assert st.zone == [3, 3, 5]
    assert st.health == [9, 9, 10]


def test_li_avalanche_hurts_near_the_boss_for_each_star():
    st = blank(boss="lithosaur", players=3, zones=[1, 5, 3])
    st.boss_fame = 14
    st.fame = [0, 0, 1]              # Fault Line (11 Fame) takes seat 2 only
    park_dice(st, 4)
    place_boss_die(st, 1, 0, 5)     # "SS"
    boss_phase(st, [])
    assert st.health == [8, 8, 9]


# -- Lavalord ----------------------------------------------------------------------------------------

def test_la_magma_spawn_brings_a_fireling_each_boss_phase():
    st = blank(boss="lavalord", zones=[3, 3])
    park_dice(st, 0)
    boss_phase(st, [])
    assert st.minions[0][4] == 1 and st.fire_pool == 7


def test_la_magma_spawn_does_nothing_with_an_empty_pool():
    st = blank(boss="lavalord", zones=[3, 3])
    park_dice(st, 0)
    put(st, 2, fireling=8)
    boss_phase(st, [])
    assert st.minions[0][4] == 0


def test_la_lava_flow_moves_firelings_outside_the_boss_zone_clockwise():
    st = blank(boss="lavalord", zones=[3, 3])
    st.boss_fame = 1
    park_dice(st, 0)
    put(st, 5, fireling=2)
    put(st, 2, fireling=1)
    boss_phase(st, [])
    # zone 5 -> zone 0 (the Boss's zone), zone 2 -> 3; Magma Spawn adds 1 in zone 0
    assert [st.minions[z][4] for z in range(6)] == [3, 0, 0, 1, 0, 0]
    # Firelings deal no Damage as they flow; in the Boss's zone they act at step 4
    assert st.health == [10, 10]


def test_la_scorched_earth_turns_support_face_down_where_firelings_are():
    st = blank(boss="lavalord", zones=[3, 3])
    st.boss_fame = 4
    park_dice(st, 0)
    put(st, 4, fireling=1)
    for i, t in ((10, "sup_3_heart"), (6, "sup_3_star")):
        st.spaces[i] = t
        st.sup_reserve.remove(t)
    boss_phase(st, [])
    # The Fireling flowed from zone 4 to zone 5 first, so zone 5 is scorched.
    assert st.spent[10] and not st.spent[6]


def test_la_ember_brood_adds_a_fireling_with_each_minion_icon():
    st = blank(boss="lavalord", zones=[3, 3])
    st.boss_fame = 8
    park_dice(st, 4)
    place_boss_die(st, 2, 0, 1)      # "MM"
    boss_phase(st, [bag_index(st, "soldier"), bag_index(st, "soldier")])
    assert st.minions[0][0] == 2
    assert st.minions[0][4] == 1 + 2    # Magma Spawn + 2 from Ember Brood


def test_la_magma_regeneration_heals_the_boss_next_to_a_fireling():
    st = blank(boss="lavalord", zones=[3, 3])
    st.boss_fame = 12
    st.boss_health = 20
    park_dice(st, 0)
    boss_phase(st, [])
    assert st.boss_health == 21
    st.boss_health = st.boss_start
    park_dice(st, 0)
    boss_phase(st, [])
    assert st.boss_health == st.boss_start     # never above its start


def test_la_eruption_activates_every_fireling_for_each_star():
    st = blank(boss="lavalord", players=2, zones=[3, 4])
    st.boss_fame = 16
    park_dice(st, 4)
    place_boss_die(st, 1, 0, 3)      # "S"
    put(st, 3, fireling=2)
    boss_phase(st, [])
    # Lava Flow moves the 2 Firelings from zone 3 to zone 4 before the Star.
    assert st.health == [10, 8]
