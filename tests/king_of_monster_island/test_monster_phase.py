"""The Monster Phase (rulebook '2. Monster Phase', 'Effects of Monster Dice',
'Damage Rules', 'Special Action: Steal Fame', 'Activate Support', 'Ally Sheet')."""
import pytest

from rules.core import IllegalAction
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import ENERGY, HEART

from .helpers import (ScriptedRng, act, blank, check_invariants, deciding, events_of, face_index,
                      give_ally, give_card, place_boss_die, put, run_tasks)


def roll_script(*faces):
    return [face_index(f) for f in faces]


# -- rolling ----------------------------------------------------------------------------------------

def test_the_phase_rolls_six_dice_and_allows_three_rerolls():
    st = blank(phase="start")
    st.rng = ScriptedRng(roll_script("fist", "fist", "heart", "star", "foot", "energy"))
    run_tasks(st, ("phase_start", 0))
    assert st.phase == "rolling" and st.roll == ["fist", "fist", "heart", "star", "foot", "energy"]
    assert st.rerolls == 3
    for k in range(3):
        st.rng = ScriptedRng(roll_script("heart"))
        act(st, A.RerollDice((2,)))
    assert st.phase == "resolving"          # three rerolls used: the Roll is kept


def test_the_log_tells_a_reroll_from_the_first_roll_and_says_what_the_rerolled_dice_landed_on():
    st = blank(phase="start")
    st.rng = ScriptedRng(roll_script("fist", "fist", "heart", "star", "foot", "energy"))
    first = events_of(run_tasks(st, ("phase_start", 0)), E.DiceRolled)[0]
    names = ["Ana", "Ben"]
    assert first.text(names) == "Ana rolls: Fist, Fist, Heart, Star, Foot, Energy"
    st.rng = ScriptedRng(roll_script("heart", "energy"))
    again = events_of(act(st, A.RerollDice((3, 5))), E.DiceRolled)[0]
    assert again.text(names) == "Ana rerolls 2 dice: Heart, Energy (the Roll: Fist, Fist, Heart, Heart, Foot, Energy)"
    st.rng = ScriptedRng(roll_script("fist"))
    once = events_of(act(st, A.RerollDice((0,))), E.DiceRolled)[0]
    assert once.text(names).startswith("Ana rerolls 1 die: Fist (the Roll: ")


def test_only_marked_dice_are_rerolled_and_kept_dice_can_be_taken_back():
    st = blank(phase="rolling", roll=("fist", "fist", "heart", "star", "foot", "energy"))
    st.rng = ScriptedRng(roll_script("fist"))
    ev = act(st, A.RerollDice((3,)))
    assert st.roll == ["fist", "fist", "heart", "fist", "foot", "energy"]
    assert events_of(ev, E.DiceRolled)[0].rerolled == (3,)
    # a die kept last time (die 0) is taken back and rerolled now
    st.rng = ScriptedRng(roll_script("star"))
    act(st, A.RerollDice((0,)))
    assert st.roll[0] == "star"


def test_a_set_of_dice_is_rerolled_in_one_action_using_one_reroll():
    st = blank(phase="rolling", roll=("fist", "fist", "heart", "star", "foot", "energy"))
    st.rerolls = 3
    st.rng = ScriptedRng(roll_script("fist", "fist", "fist"))
    ev = act(st, A.RerollDice((2, 3, 5)))
    assert st.roll == ["fist", "fist", "fist", "fist", "foot", "fist"] and st.rerolls == 2 and st.phase == "rolling"
    assert events_of(ev, E.DiceRolled)[0].rerolled == (2, 3, 5)


def test_every_set_of_dice_may_be_rerolled_while_rerolls_remain():
    st = blank(phase="rolling", roll=("fist",) * 6)
    rerolls = [a for a in st.legal_actions(0) if type(a) is A.RerollDice]
    assert len(rerolls) == 2 ** 6 - 1 and len(set(rerolls)) == len(rerolls)
    assert all(list(a.dice) == sorted(set(a.dice)) for a in rerolls)


def test_the_older_one_die_marking_is_never_offered_but_replays_from_a_save():
    st = blank(phase="rolling", roll=("fist", "fist", "heart", "star", "foot", "energy"))
    assert not any(type(a) in A.OLD_ROLLING for a in st.legal_actions(0))
    assert "mark at least one die" in st.why_illegal(0, A.Reroll())
    st.apply(0, A.ToggleReroll(2))
    st.rng = ScriptedRng(roll_script("star"))
    st.apply(0, A.Reroll())
    assert st.roll[2] == "star" and st.rerolls == 2 and st.marks == [False] * 6


def test_reroll_needs_a_marked_die_and_stop_keeps_the_roll():
    st = blank(phase="rolling", roll=("fist",) * 6)
    assert A.RerollDice(()) not in st.legal_actions(0)
    assert "mark at least one die" in st.why_illegal(0, A.RerollDice(()))
    for bad in ((6,), (1, 1), (3, 2)):
        assert "name each die once" in st.why_illegal(0, A.RerollDice(bad))
    act(st, A.StopRolling())
    assert st.phase == "resolving" and st.roll == ["fist"] * 6


def test_locked_dice_leave_the_board_when_too_few_dice_are_available():
    st = blank(phase="start", zones=[0, 3])
    st.locked[3] = ["fist", "heart"]       # 3 zones away: taken first
    st.locked[2] = ["energy"]
    st.locked[1] = ["star", "foot", "wrench"]
    st.rng = ScriptedRng(roll_script(*["energy"] * 6))
    run_tasks(st, ("phase_start", 0))      # 6 Locked: 2 must leave
    assert len(st.roll) == 6
    assert st.locked[3] == [] and st.locked[2] == ["energy"] and len(st.locked[1]) == 3
    check_invariants(st)


def test_third_arm_rolls_seven_and_patient_predator_rerolls_four_times():
    st = blank(phase="start")
    give_card(st, 0, "third_arm")
    give_card(st, 0, "patient_predator")
    st.rng = ScriptedRng(roll_script(*["energy"] * 7))
    run_tasks(st, ("phase_start", 0))
    assert len(st.roll) == 7 and st.rerolls == 4


def test_a_monster_at_zero_health_starting_its_monster_phase_loses_the_game():
    st = blank(phase="start")
    st.health[0] = 0
    run_tasks(st, ("phase_start", 0))
    assert st.result == "lost" and "0 Health" in st.end_reason()


def test_a_monster_at_zero_health_may_be_healed_before_its_turn():
    st = blank(zones=[2, 2], roll=("heart",))
    st.health[1] = 0
    act(st, A.Heal(1))
    assert st.health[1] == 1 and not st.result


# -- faces ---------------------------------------------------------------------------------------------

def test_a_heart_heals_a_monster_in_your_zone_up_to_ten():
    st = blank(zones=[2, 2], roll=("heart", "heart"))
    st.health = [9, 4]
    assert set(st.heal_targets(0)) == {0, 1}
    act(st, A.Heal(0))
    assert A.Heal(0) not in st.legal_actions(0)      # already at 10
    act(st, A.Heal(1))
    assert st.health == [10, 5]


def test_a_heart_cannot_reach_another_zone():
    st = blank(zones=[2, 3], roll=("heart",))
    st.health = [10, 4]
    assert A.Heal(1) not in st.legal_actions(0)


@pytest.mark.parametrize("dice,energy", [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 16), (7, 18)])
def test_energy_dice_follow_the_table_with_groups_of_five_first(dice, energy):
    st = blank(roll=("energy",) * dice)
    act(st, A.GainEnergy())
    assert st.energy[0] == energy


def test_a_star_gives_fame_and_may_steal_a_boss_die_in_your_zone():
    st = blank(zones=[2, 4], roll=("star", "star"))
    place_boss_die(st, 0, 2, 0)
    place_boss_die(st, 1, 3, 0)
    act(st, A.GainFame(2))
    assert st.fame[0] == 2
    act(st, A.ChooseAlly(st.allies_pool[0]))
    assert deciding(st, (A.StealFame, A.Done))
    assert [a for a in st.legal_actions(0)] == [A.StealFame(0), A.Done()]   # die 1 is not in your zone
    act(st, A.StealFame(0))
    assert st.fame[0] == 3 and st.bd_zone[0] == -1
    assert not any(isinstance(a, A.StealFame) for a in st.legal_actions(0))   # the second steal lapses


def test_a_fist_deals_two_damage_and_a_foot_one_in_your_zone():
    st = blank(zones=[2, 4], roll=("fist", "foot"))
    put(st, 2, builder=1, soldier=1)
    act(st, A.Fists(1, 2))
    act(st, A.FootDamage())
    assert st.pool[2] == 3
    act(st, A.Hit(2, "builder"))
    act(st, A.Hit(2, "soldier"))
    assert st.minions[2][:4] == [0, 0, 0, 0]


def test_a_foot_moves_you_to_an_adjacent_zone_or_pushes_a_monster_in_your_zone():
    st = blank(zones=[2, 2], roll=("foot", "foot"))
    assert {a.zone for a in st.legal_actions(0) if isinstance(a, A.FootMove)} == {1, 3}
    act(st, A.FootKick(1, 3))
    assert st.zone == [2, 3]
    act(st, A.FootMove(1))
    assert st.zone == [1, 3]


def test_three_wrenches_build_a_value_three_tile_and_four_a_value_four_tile():
    st = blank(zones=[2, 4], roll=("wrench",) * 7)
    st.rng = ScriptedRng([0, 0])
    assert A.BuildSupport(2, 3) not in st.legal_actions(0)
    act(st, A.BuildSupport(3, 3))
    assert st.spaces[4] and st.spaces[4].startswith("sup_3")
    act(st, A.BuildSupport(4, 4))
    assert st.spaces[5].startswith("sup_4")
    check_invariants(st)


def test_a_new_tile_replaces_the_old_one_which_is_discarded_out_of_the_game():
    st = blank(zones=[2, 4], roll=("wrench",) * 3)
    st.spaces[4] = "sup_3_heart"
    st.sup_reserve.remove("sup_3_heart")
    st.rng = ScriptedRng([0])
    act(st, A.BuildSupport(3, 3))
    assert st.spaces[4] != "sup_3_heart" and "sup_3_heart" not in st.sup_reserve   # rulebook: "discard it"
    assert "sup_3_heart" in st.sup_box
    check_invariants(st)


def test_a_pylon_blocks_building_on_its_space():
    st = blank(zones=[2, 4], roll=("wrench",) * 3)
    st.spaces[4] = PYLON
    assert A.BuildSupport(3, 3) not in st.legal_actions(0)


# -- Damage rules --------------------------------------------------------------------------------------

def test_shields_must_be_destroyed_before_other_minions_and_the_boss():
    st = blank(zones=[0, 4], roll=("fist", "fist", "fist"))
    put(st, 0, shield=1, soldier=1)
    act(st, A.Fists(3, 0))
    assert st.hit_targets(0, 0, 6) == ["shield"]
    assert "Shields" in st.why_illegal(0, A.Hit(0, "soldier"))
    act(st, A.Hit(0, "shield"))
    assert set(st.hit_targets(0, 0, 3)) == {"soldier"}
    act(st, A.Hit(0, "soldier"))
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 15 - 2


def test_a_minion_needs_its_whole_health_in_one_allocation():
    st = blank(zones=[0, 4], roll=("foot",))
    put(st, 0, builder=1)
    act(st, A.FootDamage())
    assert st.hit_targets(0, 0, st.pool[0]) == []          # 1 < 2: nothing to hit


def test_the_boss_cannot_be_hit_while_minions_are_in_its_zone():
    st = blank(zones=[0, 4], roll=("fist",))
    put(st, 0, builder=1)
    act(st, A.Fists(1, 0))
    assert "boss" not in st.hit_targets(0, 0, 2)


def test_rulebook_example_five_damage_kills_three_soldiers_then_hits_the_boss_twice():
    st = blank(zones=[0, 4], roll=("foot", "fist", "fist"))
    put(st, 0, soldier=3)
    act(st, A.Fists(2, 0))
    act(st, A.FootDamage())
    for _ in range(3):
        act(st, A.Hit(0, "soldier"))
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 13 and st.bag[0] == 12


def test_damage_not_spent_before_moving_is_lost():
    st = blank(zones=[0, 4], roll=("fist", "foot"))
    act(st, A.Fists(1, 0))
    assert st.pool[0] == 2
    act(st, A.FootMove(1))
    assert st.pool == [0] * 6


def test_destroyed_minions_go_back_to_the_bag():
    st = blank(zones=[0, 4], roll=("fist",))
    put(st, 0, cannon=1)
    before = st.bag[2]
    act(st, A.Fists(1, 0))
    act(st, A.Hit(0, "cannon"))
    assert st.bag[2] == before + 1


# -- Lock and Unlock -------------------------------------------------------------------------------------

def test_lock_puts_a_die_on_a_free_space_and_another_monster_may_unlock_it_later():
    st = blank(zones=[2, 2], roll=("fist", "heart"))
    act(st, A.Lock("fist"))
    assert st.locked[2] == ["fist"] and st.roll == ["heart"]
    act(st, A.EndResolve())
    act(st, A.EndTurn())
    assert st.fresh == [0] * 6          # from the next turn on, anyone may unlock it
    # seat 1's Step 2, in zone 2
    st.tasks, st.phase, st.roll, st.active = [], "resolving", [], 1
    st.zone = [2, 2]
    st.locked[2] = ["fist"]
    st._legal = None
    assert A.Unlock(2, "fist") in st.legal_actions(1)


def test_unlocked_dice_join_your_roll_with_the_same_face():
    st = blank(zones=[2, 2], roll=("heart",))
    st.locked[2] = ["fist", "star"]
    act(st, A.Unlock(2, "star"))
    assert st.roll == ["heart", "star"] and st.locked[2] == ["fist"]


def test_no_lock_without_a_free_die_space():
    st = blank(zones=[2, 2], roll=("fist",))
    st.crystals[2] = 2
    st.locked[2] = ["heart"]
    assert A.Lock("fist") not in st.legal_actions(0)
    assert "no free die space" in st.why_illegal(0, A.Lock("fist"))


# -- Support tiles -------------------------------------------------------------------------------------

def support(st, zone, value, tile):
    st.spaces[2 * zone + value - 3] = tile
    st.sup_reserve.remove(tile)
    st._legal = None


def test_activating_support_gives_its_energy_and_a_die_that_must_be_used_at_once():
    st = blank(zones=[2, 4], roll=("foot",))
    support(st, 2, 3, "sup_3_foot_e")
    act(st, A.ActivateSupport(2, 3, "foot"))
    assert st.energy[0] == 1 and st.virtual == "foot" and st.spent[4]
    legal = st.legal_actions(0)
    assert A.EndResolve() not in legal and A.Lock("foot") not in legal
    assert A.DropVirtual() in legal
    act(st, A.FootMove(3))
    assert st.virtual == "" and st.roll == ["foot"]      # the tile's die went first


def test_a_question_mark_tile_is_any_face_you_name():
    st = blank(zones=[2, 4])
    support(st, 2, 4, "sup_4_any")
    faces = {a.face for a in st.legal_actions(0) if isinstance(a, A.ActivateSupport)}
    assert faces == {"heart", "energy", "star", "fist", "foot", "wrench"}


def test_a_support_die_joins_a_group_resolved_at_that_moment():
    st = blank(zones=[2, 4], roll=("wrench", "wrench"))
    support(st, 2, 3, "sup_3_wrench_e")
    act(st, A.ActivateSupport(2, 3, "wrench"))
    st.rng = ScriptedRng([0])
    act(st, A.BuildSupport(3, 3))
    assert st.roll == [] and st.virtual == ""


def test_a_tile_is_not_activated_and_recharged_in_the_same_turn():
    st = blank(zones=[2, 4])
    support(st, 2, 3, "sup_3_star")
    act(st, A.ActivateSupport(2, 3, "star"))
    act(st, A.GainFame(1))
    if st.tasks:
        act(st, A.ChooseAlly(st.allies_pool[0]))
    assert A.RechargeSupport(2, 3) not in st.legal_actions(0)
    st2 = blank(zones=[2, 4])
    support(st2, 2, 3, "sup_3_star")
    st2.spent[4] = True
    act(st2, A.RechargeSupport(2, 3))
    assert not st2.spent[4]
    assert A.ActivateSupport(2, 3, "star") not in st2.legal_actions(0)


def test_support_in_another_zone_is_out_of_reach():
    st = blank(zones=[2, 4])
    support(st, 3, 3, "sup_3_star")
    assert not [a for a in st.legal_actions(0) if isinstance(a, A.ActivateSupport)]


# -- Allies ---------------------------------------------------------------------------------------------

def test_the_first_fame_brings_an_ally_choice_and_zero_fame_returns_it():
    st = blank(zones=[2, 4], roll=("star",))
    pool = list(st.allies_pool)
    act(st, A.GainFame(1))
    assert st.to_act() == [0] and deciding(st, A.ChooseAlly)
    assert st.legal_actions(0) == [A.ChooseAlly(a) for a in pool]
    act(st, A.ChooseAlly(pool[0]))
    assert st.ally[0] == pool[0] and pool[0] not in st.allies_pool
    st.lose_fame(0, 1)
    assert st.ally[0] == "" and pool[0] in st.allies_pool


def test_an_ally_power_works_from_its_fame_and_powers_add_up():
    st = blank(zones=[2, 4])
    give_ally(st, 0, "ally_med_bots", 4)
    assert st.max_health(0) == 10
    st.fame[0] = 5
    assert st.max_health(0) == 12
    st.health[0] = 12
    st.lose_fame(0, 1)              # 4 Fame: Plating lost, Health lowered to the new maximum
    assert st.health[0] == 10


def test_illegal_actions_are_refused_with_a_reason():
    st = blank(zones=[2, 4], roll=("heart",))
    with pytest.raises(IllegalAction, match="no Fist"):
        st.apply(0, A.Fists(1, 2))
    with pytest.raises(IllegalAction, match="not yours|move"):
        st.apply(1, A.EndResolve())


def test_a_tile_built_over_a_used_one_can_be_activated_at_once():
    st = blank(zones=[2, 4], roll=("wrench",) * 3)
    support(st, 2, 3, "sup_3_star")
    act(st, A.ActivateSupport(2, 3, "star"))
    act(st, A.GainFame(1))
    act(st, A.ChooseAlly(st.allies_pool[0]))
    st.rng = ScriptedRng([0])
    act(st, A.BuildSupport(3, 3))
    new_tile = st.spaces[4]
    assert new_tile != "sup_3_star"
    assert any(isinstance(a, A.ActivateSupport) and a.zone == 2 for a in st.legal_actions(0))


def test_the_log_names_monsters_and_the_save_list_names_the_turn():
    st = blank(zones=[2, 2], roll=("heart",))
    st.health[1] = 5
    names = ["Ann", "Bo"]
    assert st.describe(0, A.Heal(1), names) == "Ann: Heart: heal Bo"
    assert st.turn_label().startswith(f"Turn {st.turn}: Purple Reign vs Crystal Dragon")


def test_a_die_face_is_named_with_its_article_in_words_players_read():
    assert A.Lock(ENERGY).label() == "Lock an Energy die"
    assert A.Lock(HEART).label() == "Lock a Heart die"
    assert A.Unlock(0, ENERGY).label() == "Unlock an Energy die in zone 1"
