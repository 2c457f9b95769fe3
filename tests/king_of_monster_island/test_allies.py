"""Every Ally power of the content file (section 4), at least one test each."""
import inspect
import sys

from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import ALLY_POWERS

from .helpers import (ScriptedRng, act, blank, boss_phase, damage_to_place, give_ally,
                      place_boss_die, put, run_tasks, to_market)
from .test_boss_phase import park_dice


def test_every_ally_power_is_tested_here():
    src = inspect.getsource(sys.modules[__name__])
    for levels in ALLY_POWERS.values():
        for p in levels:
            assert f"def test_{p.id}_" in src, p.id


def with_ally(ally, fame, **kw):
    st = blank(**kw)
    give_ally(st, 0, ally, fame)
    return st


def start_phase(st, dice=6):
    st.phase = "start"
    st.rng = ScriptedRng([0] * dice)
    return run_tasks(st, ("phase_start", 0))


# -- Ninjas -------------------------------------------------------------------------------------------

def test_ninjas_shadow_blades_make_a_shield_count_as_one_health():
    st = with_ally("ally_ninjas", 2, zones=[2, 4], roll=("foot",))
    put(st, 2, shield=1)
    act(st, A.FootDamage())
    act(st, A.Hit(2, "shield"))
    assert st.minions[2][1] == 0


def test_ninjas_shadow_blades_beat_stone_shields():
    st = with_ally("ally_ninjas", 2, boss="lithosaur", zones=[2, 4])
    st.boss_fame = 2
    assert st.minion_cost(0, "shield") == 1 and st.minion_cost(1, "shield") == 4


def test_ninjas_smoke_screen_makes_soldiers_harmless_to_you():
    st = with_ally("ally_ninjas", 5, zones=[0, 0])
    park_dice(st, 0)
    put(st, 0, soldier=2)
    st.health = [8, 10]
    boss_phase(st, [])
    assert st.health == [8, 10 - 1 - 2]


def test_ninjas_silent_strike_destroys_a_minion_of_your_choice_at_the_start():
    st = with_ally("ally_ninjas", 8, zones=[2, 4])
    put(st, 2, shield=1, builder=1)
    start_phase(st)
    assert {a.kind for a in st.legal_actions(0)} == {"shield", "builder"}
    act(st, A.ChooseMinion("builder"))
    assert st.minions[2][3] == 0 and st.phase == "rolling"


def test_ninjas_assassin_puts_two_damage_on_the_boss_through_its_minions_once():
    st = with_ally("ally_ninjas", 12, zones=[0, 4], roll=("fist", "fist", "fist"))
    put(st, 0, soldier=2)
    act(st, A.Fists(3, 0))
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 13 and st.pool[0] == 4
    assert "boss" not in st.hit_targets(0, 0, 4)


# -- Scientists ---------------------------------------------------------------------------------------

def test_sci_research_grant_gives_one_energy_at_the_start():
    st = with_ally("ally_scientists", 2)
    start_phase(st)
    assert st.energy[0] == 1


def test_sci_lab_discount_takes_one_energy_off_every_card():
    st = with_ally("ally_scientists", 5, phase="buying")
    to_market(st, 0, "meteor_drop")
    to_market(st, 1, "dice_kick")
    assert st.price(0, 0) == 6 and st.price(0, 1) == 1


def test_sci_power_cell_adds_two_energy_to_energy_dice_once_per_turn():
    st = with_ally("ally_scientists", 8, roll=("energy",))
    act(st, A.GainEnergy())
    assert st.energy[0] == 3


def test_sci_crystal_analysis_spends_three_energy_per_crystal():
    st = with_ally("ally_scientists", 12, zones=[2, 4])
    st.crystals[2] = 2
    st.energy[0] = 6
    act(st, A.UsePower("sci_crystal_analysis"))
    act(st, A.UsePower("sci_crystal_analysis"))
    assert st.crystals[2] == 0 and st.energy[0] == 0


# -- Med Bots -----------------------------------------------------------------------------------------

def test_med_auto_repair_heals_one_at_the_start():
    st = with_ally("ally_med_bots", 2)
    st.health[0] = 6
    start_phase(st)
    assert st.health[0] == 7


def test_med_plating_raises_maximum_health_by_two():
    st = with_ally("ally_med_bots", 5, roll=("heart", "heart"))
    st.health[0] = 10
    act(st, A.Heal(0))
    act(st, A.Heal(0))
    assert st.health[0] == 12


def test_med_nano_surgery_makes_each_heart_heal_two():
    st = with_ally("ally_med_bots", 8, roll=("heart",))
    st.health[0] = 5
    act(st, A.Heal(0))
    assert st.health[0] == 7


def test_med_remote_care_heals_a_monster_anywhere():
    st = with_ally("ally_med_bots", 12, zones=[0, 3], roll=("heart",))
    st.health[1] = 4
    act(st, A.Heal(1))
    assert st.health[1] == 6


# -- Apes ---------------------------------------------------------------------------------------------

def test_apes_haymaker_makes_the_first_fist_deal_three():
    st = with_ally("ally_apes", 2, roll=("fist", "fist"))
    z = st.zone[0]
    act(st, A.Fists(1, z))
    assert st.pool[z] == 3
    act(st, A.Fists(1, z))
    assert st.pool[z] == 5


def test_apes_charge_deals_one_damage_where_a_foot_moved_you_once_per_turn():
    st = with_ally("ally_apes", 5, zones=[1, 4], roll=("foot", "foot"))
    act(st, A.FootMove(0))
    assert st.pool[0] == 1
    act(st, A.Hit(0, "boss"))
    act(st, A.FootMove(1))
    assert st.pool[1] == 0


def test_apes_gorilla_strength_adds_one_damage_per_fist():
    st = with_ally("ally_apes", 8, roll=("fist", "fist"))
    z = st.zone[0]
    act(st, A.Fists(2, z))
    assert st.pool[z] == 2 * 3 + 1          # the first Fist also gets Haymaker: 4 + 3


def test_apes_jungle_fury_deals_two_damage_at_the_start():
    st = with_ally("ally_apes", 12, zones=[0, 4])
    start_phase(st)
    assert damage_to_place(st) == (0, 0, 2)
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 13


# -- Engineers ----------------------------------------------------------------------------------------

def test_eng_prefab_parts_count_one_extra_wrench():
    st = with_ally("ally_engineers", 2, zones=[2, 4], roll=("wrench", "wrench", "wrench"))
    st.rng = ScriptedRng([0])
    assert A.BuildSupport(3, 4) in st.legal_actions(0)
    act(st, A.BuildSupport(3, 4))
    assert st.spaces[5].startswith("sup_4")


def test_eng_demolition_crew_spends_two_wrenches_per_crystal():
    st = with_ally("ally_engineers", 5, zones=[2, 4], roll=("wrench",) * 4)
    st.crystals[2] = 2
    act(st, A.UsePower("eng_demolition_crew"))
    act(st, A.UsePower("eng_demolition_crew"))
    assert st.crystals[2] == 0 and st.roll == []


def test_eng_quick_repairs_activate_a_tile_recharged_this_turn():
    st = with_ally("ally_engineers", 8, zones=[2, 4])
    st.spaces[4] = "sup_3_star"
    st.sup_reserve.remove("sup_3_star")
    st.spent[4] = True
    act(st, A.RechargeSupport(2, 3))
    act(st, A.ActivateSupport(2, 3, "star"))
    assert st.virtual == "star"


def test_eng_pylon_breakers_spend_three_wrenches_to_remove_a_pylon():
    st = with_ally("ally_engineers", 12, zones=[2, 4], roll=("wrench",) * 3)
    st.spaces[4] = PYLON
    act(st, A.UsePower("eng_pylon_breakers"))
    assert st.pylons() == 0


# -- Pilots -------------------------------------------------------------------------------------------

def test_pil_airlift_lets_a_foot_move_you_two_zones_once_per_turn():
    st = with_ally("ally_pilots", 2, zones=[2, 4], roll=("foot", "foot"))
    assert A.FootMove(4) in st.legal_actions(0)
    act(st, A.FootMove(4))
    assert st.zone[0] == 4
    assert A.FootMove(2) not in st.legal_actions(0)


def test_pil_recon_flight_steals_a_boss_die_from_a_zone_beside_yours():
    st = with_ally("ally_pilots", 5, zones=[2, 4], roll=("star",))
    place_boss_die(st, 0, 3, 0)
    act(st, A.GainFame(1))
    act(st, A.StealFame(0))
    assert st.bd_zone[0] == -1 and st.fame[0] == 7


def test_pil_decoy_flares_move_a_boss_die_keeping_its_face_once_per_turn():
    st = with_ally("ally_pilots", 8, zones=[2, 4])
    place_boss_die(st, 0, 0, 4)
    act(st, A.UsePower("pil_decoy_flares", die=0, zone=5))
    assert st.bd_zone[0] == 5 and st.bd_face[0] == 4
    assert not [a for a in st.legal_actions(0) if isinstance(a, A.UsePower)]


def test_pil_air_strike_deals_two_damage_in_the_boss_zone_at_the_start():
    st = with_ally("ally_pilots", 12, zones=[3, 4])
    put(st, 0, builder=1)
    start_phase(st)
    assert damage_to_place(st) == (0, 0, 2)
    act(st, A.Hit(0, "builder"))
    assert st.minions[0][3] == 0
