"""Set-up (rulebook 'Setup') and the game's registration."""
import pytest

from rules.core import registry
from rules.king_of_monster_island import INFO
from rules.king_of_monster_island.content import (BOSS_SIDES, CARDS, DECK_IDS, FIRELINGS, MONSTERS)
from rules.king_of_monster_island.options import START_ZONES
from rules.king_of_monster_island.state import KingOfMonsterIslandState

from .helpers import check_invariants


def new(players=3, **opts):
    return KingOfMonsterIslandState.new_game({"players": players, **opts}, 11)


def test_info_describes_a_cooperative_game_for_one_to_five():
    info = registry.get("king_of_monster_island")
    assert info is INFO
    assert (info.min_players, info.max_players) == (1, 5)
    assert info.cooperative and info.solo_ok and not info.hidden_information
    assert {o.key for o in info.options} == {"boss", "side", "ultimate", "setup", "boss_zone",
                                             *(f"monster_{k}" for k in range(1, 6)),
                                             *(f"zone_{k}" for k in range(1, 6))}
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
        start = START_ZONES[n]
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


def test_each_seat_plays_the_monster_chosen_for_it():
    opts = {**INFO.default_options(3), "monster_1": "megamoth", "monster_2": "pagurah", "monster_3": "hades"}
    assert INFO.problems(opts) == []
    st = KingOfMonsterIslandState.new_game(opts, 2)
    assert st.monsters == ["megamoth", "pagurah", "hades"]


def test_a_monster_chosen_for_two_seats_is_refused_in_words():
    opts = {**INFO.default_options(3), "monster_1": "hades", "monster_3": "hades"}
    assert INFO.problems(opts) == ["H.A.D.E.S. is chosen for seats 1 and 3: each seat plays a different Monster"]
    three = {**opts, "monster_2": "hades"}
    assert INFO.problems(three)[0].startswith("H.A.D.E.S. is chosen for seats 1, 2 and 3")
    with pytest.raises(ValueError, match="each seat plays a different Monster"):
        KingOfMonsterIslandState.new_game(opts, 2)
    # a seat that is not in the game does not count
    assert INFO.problems({**INFO.default_options(2), "monster_1": "hades"}) == []


def test_the_boss_and_the_monsters_start_in_the_zones_chosen_for_them():
    opts = {**INFO.default_options(2), "setup": "chosen", "boss_zone": 4, "zone_1": 1, "zone_2": 6}
    assert INFO.problems(opts) == []
    st = KingOfMonsterIslandState.set_up(opts, 5)
    assert st.boss_zone == 3 and st.zone == [0, 5]
    assert st.minion_total(3) == 1          # the first Minion is drawn into the Boss's zone


def test_two_figures_chosen_for_one_zone_are_refused_in_words():
    opts = {**INFO.default_options(2), "setup": "chosen", "boss_zone": 2, "zone_1": 2, "zone_2": 5}
    assert INFO.problems(opts) == [
        "zone 2 is chosen 2 times: the Boss and each Monster start in a zone of their own"]


@pytest.mark.parametrize("n", range(1, 6))
def test_a_random_set_up_puts_the_boss_and_each_monster_in_a_zone_of_its_own(n):
    zones = set()
    for seed in range(8):
        st = KingOfMonsterIslandState.set_up({**INFO.default_options(n), "setup": "random"}, seed)
        assert len({st.boss_zone, *st.zone}) == n + 1
        zones.add(st.boss_zone)
    assert len(zones) > 1                   # the Boss does not always start in zone 1


def test_a_save_from_before_the_set_up_options_takes_their_defaults():
    old = {"players": 3, "boss": "lavalord", "side": "normal", "ultimate": False}
    assert INFO.problems(old) == []
    st = KingOfMonsterIslandState.set_up(old, 1)
    assert st.monsters == list(MONSTERS[:3]) and st.boss_zone == 0 and st.zone == list(START_ZONES[3])
