"""Every Event of the content file (section 6), each revealed through the market.
Also the market rules (rulebook '3. Buy Power Cards')."""
import inspect
import sys

from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import CARDS, EVENTS

from .helpers import (ScriptedRng, act, blank, check_invariants, events_of, give_ally, give_card,
                      place_boss_die, put, stack_deck, to_market)


def test_every_event_is_tested_here():
    src = inspect.getsource(sys.modules[__name__])
    for c in EVENTS:
        assert f"def test_{c.id}_" in src, c.id


def reveal(st, event, *then):
    """Sweep an empty market with `event` (then `then`) on top of the deck."""
    st.phase = "buying"
    stack_deck(st, event, *then)
    st.energy[0] += 2
    return act(st, A.Sweep())


# -- the market ---------------------------------------------------------------------------------------

def test_a_bought_card_is_replaced_from_the_deck():
    st = blank(phase="buying")
    to_market(st, 1, "taunt")
    stack_deck(st, "ground_pound")
    st.energy[0] = 3
    act(st, A.Buy(1))
    assert st.market == ["", "ground_pound", ""]


def test_an_event_revealed_resolves_after_the_discard_card_bought_then_is_replaced():
    st = blank(phase="buying")
    st.health[0] = 5
    to_market(st, 0, "coconut_feast")
    stack_deck(st, "acid_rain", "taunt")
    st.energy[0] = 3
    ev = act(st, A.Buy(0))
    order = [type(e).__name__ for e in ev if isinstance(e, (E.MonsterHealed, E.MonsterHurt, E.CardRevealed))]
    assert order == ["MonsterHealed", "CardRevealed", "MonsterHurt", "MonsterHurt", "CardRevealed"]
    assert st.health[0] == 7 and st.market[0] == "taunt" and "acid_rain" in st.discard


def test_an_empty_deck_is_not_reshuffled():
    st = blank(phase="buying")
    to_market(st, 0, "taunt")
    st.energy[0] = 3
    act(st, A.Buy(0))
    assert st.market == ["", "", ""] and st.deck == []
    assert A.Sweep() not in st.legal_actions(0)


def test_sweeping_costs_two_and_reveals_three_new_cards_one_at_a_time():
    st = blank(phase="buying")
    for slot, c in enumerate(("taunt", "dice_kick", "ground_pound")):
        to_market(st, slot, c)
    stack_deck(st, "coconut_feast", "supply_drop", "headline_news", "meteor_drop")
    st.energy[0] = 2
    act(st, A.Sweep())
    assert st.market == ["coconut_feast", "headline_news", "meteor_drop"]
    assert st.energy == [2, 2]          # paid 2, then Supply Drop gave 2 to each
    assert {"taunt", "dice_kick", "ground_pound", "supply_drop"} <= set(st.discard)


def test_you_can_keep_buying_while_you_have_the_energy():
    st = blank(phase="buying")
    to_market(st, 0, "taunt")
    to_market(st, 1, "dice_kick")
    st.energy[0] = 5
    act(st, A.Buy(0))
    act(st, A.Buy(1))
    assert st.energy[0] == 0 and st.discard[-2:] == ["taunt", "dice_kick"]


def test_a_card_you_cannot_afford_is_refused_with_its_price():
    st = blank(phase="buying")
    to_market(st, 0, "meteor_drop")
    st.energy[0] = 3
    assert "costs 7" in st.why_illegal(0, A.Buy(0))


# -- green Events -----------------------------------------------------------------------------------

def test_supply_drop_gives_each_monster_two_energy():
    st = blank()
    reveal(st, "supply_drop")
    assert st.energy == [2, 2]


def test_field_hospital_heals_each_monster_two():
    st = blank()
    st.health = [5, 9]
    reveal(st, "field_hospital")
    assert st.health == [7, 10]


def test_fan_parade_gives_each_monster_a_fame_and_allies_are_chosen_in_turn_order():
    st = blank(players=3, zones=[1, 3, 5])
    st.active = 1
    st.energy[1] = 0
    st.phase = "buying"
    stack_deck(st, "fan_parade")
    st.energy[1] = 2
    st._legal = None
    st.apply(1, A.Sweep())
    assert st.fame == [1, 1, 1]
    for seat in (1, 2, 0):
        assert st.to_act() == [seat]
        act(st, A.ChooseAlly(st.allies_pool[0]), seat)
    assert all(st.ally)


def test_artillery_strike_destroys_the_soldiers_around_the_boss():
    st = blank()
    for z in (0, 1, 5, 3):
        put(st, z, soldier=1)
    put(st, 0, shield=1)
    reveal(st, "artillery_strike")
    assert [m[0] for m in st.minions] == [0, 0, 0, 1, 0, 0]
    assert st.minions[0][1] == 1


def test_calm_seas_recharges_every_used_support_tile():
    st = blank()
    st.spaces[3] = "sup_4_star"
    st.sup_reserve.remove("sup_4_star")
    st.spent[3] = True
    reveal(st, "calm_seas")
    assert not st.spent[3]


def test_crystal_fracture_trims_zones_holding_exactly_two_crystals():
    st = blank()
    st.crystals = [2, 1, 2, 0, 0, 2]
    reveal(st, "crystal_fracture")
    assert st.crystals == [1, 1, 1, 0, 0, 1]


def boss_health_change(event_id: str) -> int:
    """How much Boss Health the Event's card says it changes (content.py)."""
    ((op, amount),) = CARDS[event_id].ops
    assert op == "boss_health"
    return amount


def test_boss_stumbles_takes_its_health_even_through_minions():
    st = blank()
    put(st, 0, shield=2)
    before = st.boss_health
    loss = boss_health_change("boss_stumbles")
    assert loss < 0
    reveal(st, "boss_stumbles")
    assert st.boss_health == before + loss


def test_boss_stumbles_can_win_the_game():
    st = blank()
    st.boss_health = 2
    reveal(st, "boss_stumbles")
    assert st.result == "won"


# -- red Events ---------------------------------------------------------------------------------------

def test_all_for_that_makes_keep_card_owners_pay_energy_or_fame():
    st = blank(players=3, zones=[1, 3, 5])
    give_card(st, 0, "unlock")
    give_card(st, 1, "storm_catcher")
    give_card(st, 2, "quake_feet")
    give_ally(st, 0, "ally_ninjas", 2)
    give_ally(st, 1, "ally_apes", 3)
    st.energy = [0, 5, 4]
    reveal(st, "all_for_that")          # seat 0 pays 2 to sweep first, leaving 0
    # seat 0: no Energy -> loses 1 Fame; seat 1 chooses; seat 2 at 0 Fame loses Energy
    assert st.fame[0] == 1 and st.energy[2] == 2
    assert st.to_act() == [1]
    assert st.legal_actions(1) == [A.PayPenalty("energy"), A.PayPenalty("fame")]
    act(st, A.PayPenalty("energy"), 1)
    assert st.energy[1] == 3 and st.fame[1] == 3


def test_all_for_that_spares_monsters_without_keep_cards():
    st = blank()
    st.fame = [2, 2]
    st.energy = [0, 5]
    reveal(st, "all_for_that")
    assert st.fame == [2, 2] and st.energy == [0, 5]


def test_enemy_reinforcements_draw_two_minions_into_the_boss_zone():
    st = blank()
    st.rng = ScriptedRng([0, 0])
    reveal(st, "enemy_reinforcements")
    assert st.minions[0][0] == 2


def test_crystal_surge_builds_a_crystal_in_the_boss_zone():
    st = blank()
    st.boss_zone = 4
    st.crystals[4] = 2
    reveal(st, "crystal_surge")
    assert st.crystals[4] == 0 and st.pylons_in(4) == 1
    check_invariants(st)


def test_acid_rain_hurts_every_monster():
    st = blank()
    reveal(st, "acid_rain")
    assert st.health == [9, 9]


def test_boss_rage_gives_the_boss_two_fame_without_star_powers():
    st = blank()
    st.boss_fame = 19
    reveal(st, "boss_rage")
    assert st.boss_fame == 21 and st.health == [10, 10]   # no Super Sharp Fist


def test_blackout_turns_every_support_tile_face_down():
    st = blank()
    st.spaces[3] = "sup_4_star"
    st.sup_reserve.remove("sup_4_star")
    reveal(st, "blackout")
    assert st.spent[3]


def test_rockslide_clears_every_locked_die():
    st = blank()
    st.locked[2] = ["fist"]
    st.locked[4] = ["heart", "star"]
    reveal(st, "rockslide")
    assert all(not l for l in st.locked) and st.dice_available() == 10


def test_boss_recovers_heals_the_boss_up_to_its_start():
    st = blank()
    gain = boss_health_change("boss_recovers")
    assert gain > 1
    st.boss_health = st.boss_start - gain - 2
    reveal(st, "boss_recovers")
    assert st.boss_health == st.boss_start - 2
    st.boss_health = st.boss_start - 1
    reveal(st, "boss_recovers")
    assert st.boss_health == st.boss_start
