"""The Boss Phase (rulebook '1. Boss Phase', 'Crystals & Pylons')."""
import pytest

from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import BOSS_DICE

from .helpers import blank, boss_phase, check_invariants, events_of, place_boss_die, put


def bag_index(st, kind):
    """The randrange answer that draws `kind` from the bag as it is now."""
    order = ("soldier", "shield", "cannon", "builder")
    i = order.index(kind)
    assert st.bag[i] > 0
    return sum(st.bag[:i])


def quiet_face(die):
    """A face of `die` that neither draws a Minion nor builds a Crystal."""
    faces = BOSS_DICE[die]
    return faces.index("") if "" in faces else faces.index("S")


def park_dice(st, zone, except_dice=()):
    """Put every Boss die on `zone` showing a quiet face, so none is dropped
    and none draws or builds; keeps the volcano out of a test."""
    for d in range(len(st.bd_zone)):
        if d not in except_dice:
            place_boss_die(st, d, zone, quiet_face(d))


# -- the volcano ---------------------------------------------------------------------------------------

def test_volcano_drops_every_available_die_with_its_zone_and_face_in_the_event():
    st = blank(zones=[3, 3])
    place_boss_die(st, 4, 2, 1)   # already on the board: not dropped
    # dice 0..3 land in zones 3,3,2,2 with faces 0,1,2,3 (out of the Boss's reach)
    ev = boss_phase(st, [3, 0, 3, 1, 2, 2, 2, 3])
    drop = events_of(ev, E.VolcanoDrop)[0]
    assert drop.reveals
    assert [(d, z, f) for d, z, f, _ in drop.dice] == [(0, 3, 0), (1, 3, 1), (2, 2, 2), (3, 2, 3)]
    assert st.bd_zone[:4] == [3, 3, 2, 2] and st.bd_face[:4] == [0, 1, 2, 3]
    assert [icons for *_, icons in drop.dice] == [BOSS_DICE[0][0], BOSS_DICE[1][1], BOSS_DICE[2][2], BOSS_DICE[3][3]]


def test_no_available_die_means_nothing_is_dropped():
    st = blank(zones=[3, 3])
    park_dice(st, 3)
    ev = boss_phase(st, [])
    assert events_of(ev, E.VolcanoDrop)[0].dice == ()


# -- movement --------------------------------------------------------------------------------------------

def test_boss_moves_to_the_zone_beside_it_with_the_most_boss_dice():
    st = blank(zones=[3, 3])
    park_dice(st, 1)
    boss_phase(st, [])
    assert st.boss_zone == 1 and not st.result
    assert st.boss_fame == 4          # the parked Stars (dice 1, 2, 3 and 5) activate there


def test_boss_stays_when_its_own_zone_has_the_most_dice_and_still_activates():
    st = blank(zones=[3, 3])
    place_boss_die(st, 0, 0, 3)     # S
    place_boss_die(st, 1, 0, 3)     # S
    place_boss_die(st, 2, 1, 3)     # S
    place_boss_die(st, 3, 4, 0)
    place_boss_die(st, 4, 4, 0)
    ev = boss_phase(st, [])
    assert st.boss_zone == 0
    assert events_of(ev, E.BossMoved)[0].to_zone == 0
    assert st.boss_fame == 2          # the two Stars in its own zone
    assert st.bd_zone[0] == st.bd_zone[1] == -1 and st.bd_zone[2] == 1


def test_boss_moves_one_zone_clockwise_when_no_die_is_near():
    st = blank(zones=[3, 3])
    park_dice(st, 3)
    ev = boss_phase(st, [])
    assert st.boss_zone == 1
    assert "clockwise" in events_of(ev, E.BossMoved)[0].how


@pytest.mark.parametrize("left, right, zone", [
    (1, 2, 3),      # rulebook example: 2 dice on each side, 1 Minion left, 2 Minions right
    (1, 1, 3),      # a tie in Minions too: the zone furthest clockwise
    (2, 0, 1),      # the left side ahead on Minions: left
], ids=["more_minions_right", "tie_goes_clockwise", "more_minions_left"])
def test_a_tie_for_dice_goes_to_the_zone_with_the_most_minions_then_furthest_clockwise(left, right, zone):
    st = blank(zones=[3, 3])
    st.boss_zone = 2
    for d, z in ((0, 1), (1, 1), (2, 3), (3, 3)):
        place_boss_die(st, d, z, quiet_face(d))
    place_boss_die(st, 4, 5, 0)
    if left:
        put(st, 1, shield=left)
    if right:
        put(st, 3, shield=right)
    boss_phase(st, [])
    assert st.boss_zone == zone


# -- Minions ----------------------------------------------------------------------------------------------

def test_soldiers_hurt_each_monster_in_the_boss_zone_only():
    st = blank(zones=[0, 1])
    park_dice(st, 0)
    st.boss_fame = 0
    put(st, 0, soldier=2)
    st.health = [10, 5]            # Sharp Fist hits seat 0 (the most Health) first
    boss_phase(st, [])
    assert st.health[1] == 5
    assert st.health[0] == 10 - 1 - 2


def test_cannons_hurt_every_monster_on_the_island():
    st = blank(zones=[3, 4])
    park_dice(st, 0)
    put(st, 0, cannon=1)
    boss_phase(st, [])
    assert st.health == [9, 9]


def test_shields_do_nothing_and_builders_build_a_crystal_each():
    st = blank(zones=[3, 4])
    park_dice(st, 0)
    put(st, 0, shield=1, builder=2)
    boss_phase(st, [])
    assert st.crystals[0] == 2
    assert st.health == [10, 10]


def test_boss_dice_activate_crystal_then_star_then_minion_and_leave_the_board():
    st = blank(zones=[3, 3])
    park_dice(st, 4)
    place_boss_die(st, 0, 0, 5)    # "MC"
    st.boss_zone = 0
    ev = boss_phase(st, [bag_index(st, "cannon")])
    kinds = [type(e) for e in ev if isinstance(e, (E.CrystalBuilt, E.MinionArrived, E.BossFameChanged))]
    assert kinds == [E.CrystalBuilt, E.MinionArrived]
    assert st.minions[0][2] == 1 and st.crystals[0] == 1
    assert st.bd_zone[0] == -1


def test_drawing_from_an_empty_bag_loses_the_game():
    st = blank(zones=[3, 3])
    park_dice(st, 4)
    place_boss_die(st, 0, 0, 0)    # "M"
    for i in range(4):
        for z in range(1, 6):
            st.minions[z][i] += st.bag[i] // 5
        st.minions[1][i] += st.bag[i] % 5
        st.bag[i] = 0
    boss_phase(st, [])
    assert st.result == "lost" and "empty bag" in st.end_reason()


# -- Crystals and Pylons ----------------------------------------------------------------------------------

def test_a_crystal_pushes_off_the_earliest_locked_die_when_no_space_is_free():
    st = blank(zones=[3, 3])
    st.locked[0] = ["fist", "heart", "star"]
    st.build_crystal(0)
    assert st.locked[0] == ["heart", "star"]
    assert st.crystals[0] == 1
    assert st.dice_available() == 10 - 2


def test_three_crystals_become_a_pylon_on_an_empty_support_space():
    st = blank(zones=[3, 3])
    st.spaces[0] = "sup_3_heart"
    st.sup_reserve.remove("sup_3_heart")
    st.crystals[0] = 2
    st.build_crystal(0)
    assert st.crystals[0] == 0
    assert st.spaces[1] == PYLON and st.spaces[0] == "sup_3_heart"
    check_invariants(st)


def test_a_pylon_on_a_support_tile_sends_the_tile_to_the_box():
    st = blank(zones=[3, 3])
    for i, t in ((0, "sup_3_heart"), (1, "sup_4_star")):
        st.spaces[i] = t
        st.sup_reserve.remove(t)
    st.spent[1] = True
    st.crystals[0] = 2
    st.build_crystal(0)
    assert st.spaces[1] == PYLON       # the used tile is taken first
    assert st.sup_box == ["sup_4_star"]
    check_invariants(st)


def test_the_third_pylon_loses_even_with_no_room_for_it():
    st = blank(zones=[3, 3])
    st.spaces[0] = st.spaces[1] = PYLON
    st.crystals[0] = 2
    st.build_crystal(0)
    assert st.result == "lost" and "Pylon" in st.end_reason()


def test_crystals_never_exceed_the_twelve_tokens():
    st = blank(zones=[3, 3])
    st.crystals = [2] * 6
    st.build_crystal(3)
    assert sum(st.crystals) == 10 and st.pylons() == 1


def test_the_third_pylon_is_counted_beside_two_in_a_zone_with_no_room_left():
    st = blank(zones=[3, 3])
    st.spaces[0] = st.spaces[1] = PYLON
    st.crystals[0] = 2
    st.build_crystal(0)
    # rulebook: "If the 3rd Pylon must be built in a zone that already has 2 ... the game still ends"
    assert st.pylons() == 3 and st.portal == 0 and st.portal_pylon_beside()
    assert any(isinstance(e, E.PylonBuilt) and e.pylons == 3 for e in st._events)


def test_the_third_pylon_takes_a_support_space_of_its_zone_where_one_is_free():
    st = blank(zones=[3, 3])
    st.spaces[0] = st.spaces[2] = PYLON
    st.crystals[2] = 2
    st.build_crystal(2)
    assert st.result == "lost" and st.spaces.count(PYLON) == 3 and st.pylons() == 3
    assert st.portal == 2 and not st.portal_pylon_beside()
    check_invariants(st)
