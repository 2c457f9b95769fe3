"""Every Keep card of the content file (section 5.1), at least one test each."""
import inspect
import sys

from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.content import KEEP_CARDS

from .helpers import (ScriptedRng, act, blank, boss_phase, damage_to_place, events_of, face_index,
                      give_card, place_boss_die, put, run_tasks, to_market)
from .test_boss_phase import park_dice


def test_every_keep_card_is_tested_here():
    src = inspect.getsource(sys.modules[__name__])
    for c in KEEP_CARDS:
        assert f"def test_{c.id}_" in src, c.id


def holding(card, **kw):
    st = blank(**kw)
    give_card(st, 0, card)
    return st


def test_unlock_reaches_dice_locked_in_the_zones_beside_yours():
    st = blank(zones=[2, 4])
    st.locked[3] = ["fist"]
    assert A.Unlock(3, "fist") not in st.legal_actions(0)
    give_card(st, 0, "unlock")
    act(st, A.Unlock(3, "fist"))
    assert st.roll == ["fist"]


def test_third_arm_rolls_seven_dice():
    st = holding("third_arm", phase="start")
    st.rng = ScriptedRng([0] * 7)
    run_tasks(st, ("phase_start", 0))
    assert len(st.roll) == 7


def test_patient_predator_gives_four_rerolls():
    st = holding("patient_predator", phase="start")
    st.rng = ScriptedRng([0] * 6)
    run_tasks(st, ("phase_start", 0))
    assert st.rerolls == 4


def test_tide_turner_turns_one_die_to_any_face_once_per_turn():
    st = holding("tide_turner", roll=("wrench", "wrench"))
    act(st, A.UsePower("tide_turner", face="wrench"))
    assert st.to_act() == [0] and A.ChooseFace("wrench") not in st.legal_actions(0)
    act(st, A.ChooseFace("fist"))
    assert sorted(st.roll) == ["fist", "wrench"]
    assert not [a for a in st.legal_actions(0) if isinstance(a, A.UsePower)]


def test_heavy_claw_adds_one_damage_to_two_fists_together_once_per_turn():
    st = holding("heavy_claw", roll=("fist",) * 4)
    act(st, A.Fists(2, st.zone[0]))
    assert st.pool[st.zone[0]] == 5
    act(st, A.Fists(2, st.zone[0]))
    assert st.pool[st.zone[0]] == 9


def test_quake_feet_makes_a_foot_deal_two_damage():
    st = holding("quake_feet", roll=("foot",))
    act(st, A.FootDamage())
    assert st.pool[st.zone[0]] == 2


def test_long_neck_lets_fists_strike_a_zone_beside_yours():
    st = blank(zones=[2, 4], roll=("fist",))
    assert A.Fists(1, 3) not in st.legal_actions(0)
    give_card(st, 0, "long_neck")
    act(st, A.Fists(1, 3))
    assert st.pool[3] == 2


def test_shell_cracker_makes_a_shield_count_as_two_health():
    st = holding("shell_cracker", zones=[2, 4], roll=("fist",))
    put(st, 2, shield=1)
    act(st, A.Fists(1, 2))
    act(st, A.Hit(2, "shield"))
    assert st.minions[2][1] == 0


def test_acid_drool_deals_one_damage_at_the_start_of_your_phase():
    st = holding("acid_drool", phase="start", zones=[2, 4])
    put(st, 2, soldier=1)
    st.rng = ScriptedRng([0] * 6)
    run_tasks(st, ("phase_start", 0))
    assert damage_to_place(st) == (0, 2, 1)
    act(st, A.Hit(2, "soldier"))
    assert st.minions[2][0] == 0 and st.phase == "rolling"


def test_giant_slayer_takes_one_more_health_from_the_boss_once_per_turn():
    st = holding("giant_slayer", zones=[0, 4], roll=("fist", "fist"))
    act(st, A.Fists(1, 0))
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 15 - 3
    act(st, A.Fists(1, 0))
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 15 - 5


def test_thick_shell_prevents_the_first_damage_of_each_boss_phase():
    st = holding("thick_shell", zones=[0, 4])
    park_dice(st, 0)
    put(st, 0, soldier=2)
    boss_phase(st, [])
    # Sharp Fist 1 (prevented) + 2 Soldiers = 2 lost
    assert st.health[0] == 8


def test_colossal_frame_raises_maximum_health_and_heals_two_when_bought():
    st = blank(phase="buying")
    to_market(st, 0, "colossal_frame")
    st.energy[0] = 5
    st.health[0] = 9
    act(st, A.Buy(0))
    assert st.max_health(0) == 12 and st.health[0] == 11


def test_stone_hide_makes_cannons_harmless_to_you():
    st = holding("stone_hide", zones=[3, 4])
    park_dice(st, 0)
    put(st, 0, cannon=2)
    boss_phase(st, [])
    assert st.health == [10, 8]


def test_pack_medic_heals_a_monster_in_a_zone_beside_yours():
    st = blank(zones=[2, 3], roll=("heart",))
    st.health = [10, 5]
    assert A.Heal(1) not in st.legal_actions(0)
    give_card(st, 0, "pack_medic")
    act(st, A.Heal(1))
    assert st.health[1] == 6


def test_charged_gills_gives_one_more_energy_once_per_turn():
    st = holding("charged_gills", roll=("energy", "energy"))
    act(st, A.GainEnergy())
    assert st.energy[0] == 4


def test_storm_catcher_gives_one_energy_at_the_start_of_your_phase():
    st = holding("storm_catcher", phase="start")
    st.rng = ScriptedRng([0] * 6)
    run_tasks(st, ("phase_start", 0))
    assert st.energy[0] == 1


def test_bargain_hunter_cheapens_the_sweep_and_your_first_card():
    st = holding("bargain_hunter", phase="buying")
    to_market(st, 0, "taunt")          # costs 3
    to_market(st, 1, "dice_kick")      # costs 2
    assert st.price(0, 0) == 2 and st.sweep_price(0) == 1
    st.energy[0] = 2
    act(st, A.Buy(0))
    assert st.energy[0] == 0
    assert st.price(0, 1) == 2          # only the first card is cheaper


def test_scrap_collector_pays_one_energy_per_builder_or_cannon_destroyed():
    st = holding("scrap_collector", zones=[2, 4], roll=("fist", "fist"))
    put(st, 2, builder=1, cannon=1, soldier=1)
    act(st, A.Fists(2, 2))
    act(st, A.Hit(2, "builder"))
    act(st, A.Hit(2, "cannon"))
    act(st, A.Hit(2, "soldier"))
    assert st.energy[0] == 2


def test_show_off_gives_one_more_fame_for_two_stars_together():
    st = holding("show_off", roll=("star", "star"))
    act(st, A.GainFame(2))
    assert st.fame[0] == 3


def test_camera_hog_gives_energy_when_you_steal_fame():
    st = holding("camera_hog", zones=[2, 4], roll=("star",))
    place_boss_die(st, 0, 2, 0)
    act(st, A.GainFame(1))
    act(st, A.ChooseAlly(st.allies_pool[0]))
    act(st, A.StealFame(0))
    assert st.energy[0] == 1 and st.fame[0] == 2


def test_swift_fins_moves_you_without_a_die_once_per_turn():
    st = holding("swift_fins", zones=[2, 4])
    act(st, A.UsePower("swift_fins", zone=3))
    assert st.zone[0] == 3
    assert not [a for a in st.legal_actions(0) if isinstance(a, A.UsePower)]


def test_tunnel_digger_lets_one_foot_move_you_anywhere_once_per_turn():
    st = holding("tunnel_digger", zones=[0, 4], roll=("foot", "foot"))
    assert A.FootMove(3) in st.legal_actions(0)
    act(st, A.FootMove(3))
    assert st.zone[0] == 3
    assert A.FootMove(0) not in st.legal_actions(0)   # used: adjacent zones only


def test_rally_cry_brings_a_monster_from_next_door_into_your_zone():
    st = holding("rally_cry", zones=[2, 3])
    act(st, A.UsePower("rally_cry", seat=1))
    assert st.zone[1] == 2


def test_scent_tracker_may_move_you_into_the_boss_zone_beside_you():
    st = holding("scent_tracker", phase="start", zones=[1, 4])
    st.rng = ScriptedRng([0] * 6)
    run_tasks(st, ("phase_start", 0))
    assert st.legal_actions(0) == [A.Accept(True), A.Accept(False)]
    act(st, A.Accept(True))
    assert st.zone[0] == 0 and st.phase == "rolling"


def test_foreman_counts_one_extra_wrench():
    st = holding("foreman", zones=[2, 4], roll=("wrench", "wrench"))
    st.rng = ScriptedRng([0])
    act(st, A.BuildSupport(2, 3))
    assert st.spaces[4].startswith("sup_3")


def test_harbor_master_gives_energy_for_each_support_activated():
    st = holding("harbor_master", zones=[2, 4])
    st.spaces[4] = "sup_3_star"
    st.sup_reserve.remove("sup_3_star")
    act(st, A.ActivateSupport(2, 3, "star"))
    assert st.energy[0] == 1


def test_radio_tower_reaches_support_tiles_beside_your_zone():
    st = blank(zones=[2, 4])
    st.spaces[6] = "sup_3_star"
    st.sup_reserve.remove("sup_3_star")
    assert A.ActivateSupport(3, 3, "star") not in st.legal_actions(0)
    give_card(st, 0, "radio_tower")
    act(st, A.ActivateSupport(3, 3, "star"))
    assert st.virtual == "star"


def test_crystal_crusher_spends_a_fist_to_remove_a_crystal_once_per_turn():
    st = holding("crystal_crusher", zones=[2, 4], roll=("fist", "fist"))
    st.crystals[2] = 2
    act(st, A.UsePower("crystal_crusher"))
    assert st.crystals[2] == 1 and st.roll == ["fist"]
    assert A.UsePower("crystal_crusher") not in st.legal_actions(0)


def test_bouncer_spends_a_foot_to_move_a_minion_but_not_past_a_shield():
    st = holding("bouncer", zones=[2, 4], roll=("foot", "foot"))
    put(st, 2, builder=1)
    act(st, A.UsePower("bouncer", kind="builder", zone=1))
    assert st.minions[2][3] == 0 and st.minions[1][3] == 1
    put(st, 2, shield=1, soldier=1)
    assert not [a for a in st.legal_actions(0) if isinstance(a, A.UsePower)]


def test_shoulder_to_shoulder_heals_the_others_in_your_zone_at_end_of_turn():
    st = holding("shoulder_to_shoulder", players=3, zones=[2, 2, 4], phase="buying")
    st.health = [5, 5, 5]
    st.rng = ScriptedRng([0] * 40)
    st.tasks = []
    ev = act(st, A.EndTurn())
    healed = [(e.seat, e.amount) for e in events_of(ev, E.MonsterHealed)]
    assert healed[:1] == [(1, 1)]
    assert st.health[0] <= 5 and st.health[2] <= 5
