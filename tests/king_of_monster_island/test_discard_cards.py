"""Every Discard card of the content file (section 5.2), at least one test each.
Each card is bought from the market and resolved through the engine."""
import inspect
import sys

from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import CARDS, DISCARD_CARDS

from .helpers import (ScriptedRng, act, blank, check_invariants, damage_to_place, deciding,
                      place_boss_die, put, to_market)


def test_every_discard_card_is_tested_here():
    src = inspect.getsource(sys.modules[__name__])
    for c in DISCARD_CARDS:
        assert f"def test_{c.id}_" in src, c.id


def buy(card, **kw):
    """A game in seat 0's Buy step with `card` bought (and nothing to refill)."""
    st = kw.pop("state", None) or blank(phase="buying", **kw)
    st.phase = "buying"
    to_market(st, 0, card)
    st.energy[0] = CARDS[card].cost
    ev = act(st, A.Buy(0))
    assert st.energy[0] == 0 and card in st.discard
    return st, ev


def test_ground_pound_deals_three_damage_in_your_zone():
    st = blank(zones=[2, 4])
    put(st, 2, shield=1)
    st, _ = buy("ground_pound", state=st)
    assert damage_to_place(st) == (0, 2, 3)
    act(st, A.Hit(2, "shield"))
    assert st.minions[2][1] == 0 and not deciding(st, A.Hit)


def test_meteor_drop_deals_six_damage_in_your_zone():
    st = blank(zones=[0, 4])
    put(st, 0, builder=1)
    st, _ = buy("meteor_drop", state=st)
    act(st, A.Hit(0, "builder"))
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 15 - 4


def test_rock_toss_deals_three_damage_in_a_zone_beside_yours():
    st = blank(zones=[1, 4])
    st, _ = buy("rock_toss", state=st)
    assert st.legal_actions(0) == [A.ChooseZone(0), A.ChooseZone(2)]
    act(st, A.ChooseZone(0))
    act(st, A.Hit(0, "boss"))
    assert st.boss_health == 12


def test_tidal_wave_deals_two_damage_in_every_zone_one_at_a_time():
    st = blank(zones=[3, 4])
    for z in range(6):
        put(st, z, soldier=1)
    st, _ = buy("tidal_wave", state=st)
    zones = []
    while True:
        legal = st.legal_actions(0)
        hits = [a for a in legal if isinstance(a, A.Hit)]
        if hits and (not zones or hits[0].zone != zones[-1]):
            zones.append(hits[0].zone)
            act(st, A.Hit(hits[0].zone, "soldier"))
        elif A.Done() in legal:
            act(st, A.Done())          # the point left in that zone is given up
        else:
            break
    assert zones == [3, 4, 5, 0, 1, 2]
    assert all(m[0] == 0 for m in st.minions)


def test_coconut_feast_gives_three_health():
    st = blank()
    st.health[0] = 5
    st, _ = buy("coconut_feast", state=st)
    assert st.health[0] == 8


def test_group_grooming_heals_every_monster_two():
    st = blank(players=3, zones=[1, 3, 5])
    st.health = [5, 9, 3]
    st, _ = buy("group_grooming", state=st)
    assert st.health == [7, 10, 5]


def test_hot_spring_heals_you_and_the_monsters_in_your_zone_four():
    st = blank(players=3, zones=[1, 1, 5])
    st.health = [5, 2, 3]
    st, _ = buy("hot_spring", state=st)
    assert st.health == [9, 6, 3]


def test_headline_news_gives_two_fame():
    st, _ = buy("headline_news")
    assert st.fame[0] == 2 and deciding(st, A.ChooseAlly)


def test_monster_movie_gives_four_fame():
    st, _ = buy("monster_movie")
    assert st.fame[0] == 4


def test_crystal_smash_removes_up_to_two_crystals_in_your_zone():
    st = blank(zones=[2, 4])
    st.crystals[2] = 2
    st.crystals[3] = 1
    st, _ = buy("crystal_smash", state=st)
    assert st.crystals[2] == 0 and st.crystals[3] == 1


def test_shard_scatter_removes_a_crystal_here_and_beside_you():
    st = blank(zones=[2, 4])
    st.crystals = [1, 1, 2, 1, 1, 0]
    st, _ = buy("shard_scatter", state=st)
    assert st.crystals == [1, 0, 1, 0, 1, 0]


def test_pylon_toppler_removes_a_pylon_in_your_zone():
    st = blank(zones=[2, 4])
    st.spaces[5] = PYLON
    st, _ = buy("pylon_toppler", state=st)
    assert st.pylons() == 0 and st.spaces[5] == ""


def test_net_throw_returns_up_to_two_non_shield_minions_even_past_shields():
    st = blank(zones=[2, 4])
    put(st, 2, shield=1, builder=1, cannon=1, soldier=1)
    bag = st.bag_total()
    st, _ = buy("net_throw", state=st)
    kinds = {a.kind for a in st.legal_actions(0) if isinstance(a, A.ChooseMinion)}
    assert kinds == {"soldier", "cannon", "builder"}
    act(st, A.ChooseMinion("builder"))
    act(st, A.ChooseMinion("cannon"))
    assert not st.tasks and st.minions[2] == [1, 1, 0, 0, 0] and st.bag_total() == bag + 2


def test_shield_buster_destroys_a_shield_in_your_zone():
    st = blank(zones=[2, 4])
    put(st, 2, shield=2)
    st, _ = buy("shield_buster", state=st)
    assert st.minions[2][1] == 1


def test_dice_kick_clears_the_boss_dice_of_one_zone_without_fame():
    st = blank(zones=[2, 4])
    place_boss_die(st, 0, 5, 0)
    place_boss_die(st, 1, 5, 0)
    place_boss_die(st, 2, 1, 0)
    st, _ = buy("dice_kick", state=st)
    assert st.legal_actions(0) == [A.ChooseZone(1), A.ChooseZone(5)]
    act(st, A.ChooseZone(5))
    assert st.bd_zone[:3] == [-1, -1, 1] and st.fame[0] == 0


def test_grand_theft_takes_up_to_three_boss_dice_nearby_for_fame():
    st = blank(zones=[2, 4])
    for d, z in ((0, 1), (1, 2), (2, 3), (3, 3), (4, 5)):
        place_boss_die(st, d, z, 0)
    st, _ = buy("grand_theft", state=st)
    assert A.ChooseBossDie(4) not in st.legal_actions(0)
    act(st, A.ChooseBossDie(0))
    act(st, A.ChooseAlly(st.allies_pool[0]))
    act(st, A.ChooseBossDie(2))
    act(st, A.ChooseBossDie(3))
    assert st.fame[0] == 3 and st.bd_zone == [-1, 2, -1, -1, 5] and not st.tasks


def test_stampede_moves_each_other_monster_beside_or_leaves_it():
    st = blank(players=3, zones=[2, 2, 4])
    st, _ = buy("stampede", state=st)
    assert st.legal_actions(0) == [A.Push(1, 1), A.Push(1, 2), A.Push(1, 3)]
    act(st, A.Push(1, 1))
    act(st, A.Push(2, 4))
    assert st.zone == [2, 1, 4]


def test_dock_workers_builds_the_support_value_you_choose():
    st = blank(zones=[2, 4])
    st.rng = ScriptedRng([0])
    st, _ = buy("dock_workers", state=st)
    act(st, A.ChooseValue(4))
    assert st.spaces[5].startswith("sup_4")
    check_invariants(st)


def test_full_recharge_turns_every_used_support_tile_face_up():
    st = blank(zones=[2, 4])
    for i, t in ((0, "sup_3_heart"), (9, "sup_4_star")):
        st.spaces[i] = t
        st.sup_reserve.remove(t)
        st.spent[i] = True
    st, _ = buy("full_recharge", state=st)
    assert not st.spent[0] and not st.spent[9]


def test_encore_plays_one_more_monster_phase_before_the_end_of_turn():
    st, _ = buy("encore")
    st.rng = ScriptedRng([0] * 6)
    first_turn = st.turn
    ev = act(st, A.EndTurn())
    assert any(isinstance(e, E.ExtraPhase) for e in ev)
    assert not any(isinstance(e, E.TurnBegan) for e in ev)       # no Boss Phase before it
    assert st.active == 0 and st.phase == "rolling" and st.turn == first_turn
    act(st, A.StopRolling())
    act(st, A.EndResolve())
    # a second Encore! this turn has no effect: the turn now really ends
    to_market(st, 0, "encore")
    st.energy[0] = 8
    act(st, A.Buy(0))
    st.rng = ScriptedRng([0] * 60)
    turn = st.turn
    act(st, A.EndTurn())
    assert st.turn == turn + 1 and st.active == 1


def test_taunt_brings_the_boss_into_your_zone_with_no_activation():
    st = blank(zones=[3, 4])
    put(st, 0, soldier=2)
    st, ev = buy("taunt", state=st)
    assert st.boss_zone == 3 and st.health == [10, 10]
