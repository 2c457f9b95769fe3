"""Rulebook sentences about the whole turn (Activate Support, Unlock, Damage
Rules), each tested by its sentence: Support tiles at any point of the turn,
no tile both activated and recharged in a turn, Unlocking any Locked die, and
each Minion destroyed by a single action."""
from rules.king_of_monster_island import actions as A

from .helpers import act, blank, put, run_tasks, to_market


def with_tile(st, zone: int, value: int, tile: str, used: bool = False):
    i = 2 * zone + value - 3
    st.spaces[i] = tile
    st.spent[i] = used
    st.sup_reserve.remove(tile)
    st._legal = None
    return i


# -- "At any point during your turn, you can activate or recharge any number of
#    Support tiles in any zones you are in" -------------------------------------------------

def test_at_any_point_during_your_turn_support_tiles_work_while_rolling():
    st = blank(zones=[2, 4], phase="rolling", roll=("fist", "star", "heart", "energy", "wrench", "wrench"))
    with_tile(st, 2, 3, "sup_3_foot_e")
    assert A.ActivateSupport(2, 3, "foot") in st.legal_actions(0)
    act(st, A.ActivateSupport(2, 3, "foot"))
    legal = st.legal_actions(0)
    # the tile's die is resolved at once, alone: the Roll waits and cannot be resolved yet
    assert A.FootMove(3) in legal and A.DropVirtual() in legal
    assert not any(type(a) in (A.RerollDice, A.StopRolling, A.GainFame, A.Heal) for a in legal)
    act(st, A.FootMove(3))
    assert st.zone[0] == 3 and st.energy[0] == 1 and st.phase == "rolling"
    assert st.roll == ["fist", "star", "heart", "energy", "wrench", "wrench"]
    assert A.RerollDice((0,)) in st.legal_actions(0)


def test_at_any_point_during_your_turn_energy_from_a_support_tile_pays_for_a_card():
    st = blank(zones=[2, 4], phase="buying")
    with_tile(st, 2, 3, "sup_3_wrench_e")
    to_market(st, 0, "full_recharge")          # costs 2
    st.energy[0] = 1
    assert A.Buy(0) not in st.legal_actions(0)
    act(st, A.ActivateSupport(2, 3, "wrench"))
    act(st, A.DropVirtual())                   # one Wrench builds nothing
    assert st.energy[0] == 2 and st.phase == "buying"
    act(st, A.Buy(0))
    assert st.energy[0] == 0


def test_at_any_point_during_your_turn_a_monster_at_0_health_may_use_a_heart_tile_before_the_check():
    st = blank(zones=[2, 4], phase="start")
    with_tile(st, 2, 3, "sup_3_heart")
    st.health[0] = 0
    run_tasks(st, ("phase_start", 0))
    assert not st.result and st.phase == "start"
    assert A.BeginMonsterPhase() in st.legal_actions(0)
    act(st, A.ActivateSupport(2, 3, "heart"))
    act(st, A.Heal(0))
    assert st.health[0] == 1
    act(st, A.BeginMonsterPhase())
    assert not st.result and st.phase == "rolling"


def test_at_any_point_during_your_turn_begins_with_the_check_when_the_tile_is_not_used():
    st = blank(zones=[2, 4], phase="start")
    with_tile(st, 2, 3, "sup_3_heart")
    st.health[0] = 0
    run_tasks(st, ("phase_start", 0))
    act(st, A.BeginMonsterPhase())
    assert st.result == "lost" and st.ending == "monster_down"
    assert st.end_reason().startswith("Lost: ")


# -- "You cannot activate and recharge the same Support tile during the same turn" ----------

def test_you_cannot_activate_and_recharge_the_same_support_tile_during_the_same_turn_by_a_card():
    st = blank(zones=[2, 4], phase="buying")
    old = with_tile(st, 2, 3, "sup_3_heart", used=True)       # used on an earlier turn
    fresh = with_tile(st, 2, 4, "sup_4_fist_e")
    act(st, A.ActivateSupport(2, 4, "fist"))
    act(st, A.DropVirtual())
    to_market(st, 0, "full_recharge")
    st.energy[0] = 2
    act(st, A.Buy(0))
    # the card's recharge counts as the turn's recharge: the tile it turned up
    # cannot be activated again, and the tile activated this turn stays used
    assert not st.spent[old] and st.spent[fresh]
    assert not any(type(a) is A.ActivateSupport for a in st.legal_actions(0))


# -- "you can Unlock any dice that were previously Locked in your zone" ----------------------

def test_you_can_unlock_any_dice_that_were_previously_locked_in_your_zone_this_turn_too():
    st = blank(zones=[2, 4], roll=("fist", "heart"))
    act(st, A.Lock("fist"))
    assert A.Unlock(2, "fist") in st.legal_actions(0)
    act(st, A.Unlock(2, "fist"))
    assert sorted(st.roll) == ["fist", "heart"] and st.locked[2] == [] and st.fresh[2] == 0


def test_you_can_unlock_any_dice_that_were_previously_locked_in_your_zone_in_an_extra_phase():
    st = blank(zones=[2, 4], roll=("fist", "heart"))
    st.extra_phase = 1                         # Encore! was bought this turn
    act(st, A.Lock("fist"))
    act(st, A.EndResolve())
    act(st, A.EndTurn())                       # the extra Monster Phase begins
    assert st.active == 0 and st.phase == "rolling"
    act(st, A.StopRolling())
    assert A.Unlock(2, "fist") in st.legal_actions(0)


# -- "Each Minion must be destroyed in a single action" --------------------------------------

def test_each_minion_must_be_destroyed_in_a_single_action_separate_resolutions_do_not_add_up():
    st = blank(zones=[2, 4], roll=("fist", "heart", "foot"))
    put(st, 2, shield=1)                       # 3 Health
    st.health[0] = 5
    act(st, A.Fists(1, 2))                     # 2 Damage
    act(st, A.Heal(0))                         # another resolution in between
    act(st, A.FootDamage())                    # 1 more Damage, a separate action
    assert st.damage_waiting(2) == 3 and st.biggest_group(2) == 2
    assert A.Hit(2, "shield") not in st.legal_actions(0)
    assert "does not add up" in st.why_illegal(0, A.Hit(2, "shield"))


def test_each_minion_must_be_destroyed_in_a_single_action_dice_resolved_together_do_add_up():
    st = blank(zones=[2, 4], roll=("fist", "foot"))
    put(st, 2, shield=1)
    act(st, A.Fists(1, 2))
    act(st, A.FootDamage())                    # resolved with the Fist, nothing between
    act(st, A.Hit(2, "shield"))
    assert st.minions[2][1] == 0 and st.destroyed[0] == 1


def test_each_minion_must_be_destroyed_in_a_single_action_but_the_boss_takes_every_groups_damage():
    st = blank(zones=[0, 4], roll=("fist", "heart", "foot"))
    st.health[0] = 5
    act(st, A.Fists(1, 0))
    act(st, A.Heal(0))
    act(st, A.FootDamage())
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == st.boss_start - 3 and st.dealt[0] == 3 and st.damage_waiting(0) == 0
