"""Set-up (rulebook 'Setup') and the game's registration."""
import pytest

from rules.core import registry
from rules.king_of_monster_island import INFO
from rules.king_of_monster_island.content import (BOSS_SIDES, CARDS, DECK_IDS, FIRELINGS, MONSTERS)
from rules.king_of_monster_island.state import KingOfMonsterIslandState

from .helpers import check_invariants


def new(players=3, **opts):
    return KingOfMonsterIslandState.new_game({"players": players, **opts}, 11)


def test_info_describes_a_cooperative_game_for_one_to_five():
    info = registry.get("king_of_monster_island")
    assert info is INFO
    assert (info.min_players, info.max_players) == (1, 5)
    assert info.cooperative and info.solo_ok and not info.hidden_information
    assert {o.key for o in info.options} == {"boss", "side", "ultimate"}
    assert info.problems(info.default_options(3)) == []
    assert info.problems({**info.default_options(3), "boss": "kraken"})


@pytest.mark.parametrize("boss,side", sorted(BOSS_SIDES))
def test_boss_starts_with_its_sides_dice_and_health_and_no_fame(boss, side):
    st = new(boss=boss, side=side)
    dice, health = BOSS_SIDES[(boss, side)]
    assert len(st.bd_zone) == dice
    assert st.boss_start == health
    # The first Boss Phase has already been played (turn 1): Fame may have grown.
    assert st.turn == 1


def test_monsters_start_at_ten_health_zero_fame_in_zones_apart_from_the_boss():
    for n in range(1, 6):
        st = KingOfMonsterIslandState.new_game({"players": n}, 3)
        assert st.monsters == list(MONSTERS[:n])
        start = KingOfMonsterIslandState.new_game.__globals__["START_ZONES"][n]
        assert len(set(start)) == n and 0 not in start


def test_one_minion_is_drawn_into_each_zone_at_set_up():
    for seed in range(20):
        st = KingOfMonsterIslandState.set_up({"players": 2}, seed)
        assert [sum(m) for m in st.minions] == [1] * 6
        assert st.bag_total() == 24
        assert all(z == -1 for z in st.bd_zone)      # every Boss die is available
        assert st.boss_zone == 0
        check_invariants(st)


def test_market_holds_three_power_cards_and_no_event_after_set_up():
    for seed in range(40):
        st = KingOfMonsterIslandState.new_game({"players": 2}, seed)
        assert all(st.market)
        assert not any(CARDS[c].event for c in st.market)
        assert len(st.deck) + 3 + len(st.discard) == len(DECK_IDS) - sum(len(k) for k in st.keeps)


def test_allies_dealt_are_one_more_than_the_monsters():
    for n in range(1, 6):
        st = KingOfMonsterIslandState.new_game({"players": n}, n)
        assert len(st.allies_dealt) == n + 1


def test_firelings_are_used_only_with_lavalord():
    assert new(boss="lavalord").fire_total == FIRELINGS
    assert new(boss="lithosaur").fire_total == 0
    assert new(boss="crystal_dragon").fire_total == 0


def test_the_first_turn_begins_with_a_boss_phase_then_seat_zero_rolls():
    for seed in range(10):
        st = KingOfMonsterIslandState.new_game({"players": 3}, seed)
        assert st.turn == 1 and st.active == 0
        assert st.phase == "rolling" and st.to_act() == [0] and len(st.roll) == 6


def test_ultimate_challenge_starts_with_crystal_dragon_whatever_the_boss_option():
    st = new(boss="lavalord", ultimate=True)
    assert st.boss_id == "crystal_dragon"
    assert st.bosses_left == ["lithosaur", "lavalord"]


def test_bad_options_are_refused():
    with pytest.raises(ValueError):
        KingOfMonsterIslandState.new_game({"players": 6}, 1)
    with pytest.raises(ValueError):
        KingOfMonsterIslandState.new_game({"players": 2, "boss": "kraken"}, 1)
