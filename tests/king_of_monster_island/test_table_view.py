"""What the table reads from the state: each helper gives the pieces the board shows."""
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import ALLY_POWERS, CRYSTALS, PYLONS

from .helpers import blank, give_ally, place_boss_die


def test_die_spaces_show_crystals_then_locked_dice_then_empty_spaces():
    st = blank()
    st.crystals[2] = 1
    st.locked[2] = ["fist"]
    assert st.die_spaces(2) == ("crystal", "fist", "")
    assert st.die_spaces(3) == ("", "", "")


def test_support_spaces_show_ready_used_empty_and_pylon():
    st = blank()
    st.spaces[4], st.spent[4] = "sup_3_heart", False
    st.spaces[5] = PYLON
    assert st.support_space(2, 3) == ("sup_3_heart", "up")
    st.spent[4] = True
    assert st.support_space(2, 3) == ("sup_3_heart", "down")
    assert st.support_space(2, 4) == ("", "pylon")
    assert st.support_space(1, 3) == ("", "empty")


def test_boss_dice_on_the_island_are_not_available_beside_the_volcano():
    st = blank()
    place_boss_die(st, 1, 3, 0)
    assert 1 not in st.boss_dice_available() and st.boss_dice_in(3) == [1]
    assert len(st.boss_dice_available()) == len(st.bd_zone) - 1


def test_crystals_and_pylons_left_count_down_from_the_supply():
    st = blank()
    st.crystals[0] = 2
    st.spaces[0] = PYLON
    assert st.crystals_left() == CRYSTALS - 2
    assert st.pylons_left() == PYLONS - 1


def test_an_allys_unlocked_powers_follow_its_monsters_fame():
    st = blank()
    give_ally(st, 0, "ally_engineers", 2)
    assert st.ally_powers_unlocked(0) == [ALLY_POWERS["ally_engineers"][0]]
    st.fame[0] = 1
    assert st.ally_powers_unlocked(0) == []
    st.fame[0] = 99
    assert st.ally_powers_unlocked(0) == list(ALLY_POWERS["ally_engineers"])
    assert st.ally_powers_unlocked(1) == []
