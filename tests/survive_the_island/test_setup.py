"""Set-up: players and colours, hidden values, placement and raft turns, the
random island, the creatures in play and where the red ones start."""
import pytest

from rules.core import registry
from rules.survive_the_island import content
from rules.survive_the_island.actions import PlaceAdventurer, PlaceRaft
from rules.survive_the_island.common import RESERVE, UNPLACED, WATER, is_land
from rules.survive_the_island.state import SurviveTheIslandState

from .helpers import ALL_CREATURES, options


def place_all(st, rng_pick=0):
    while st.phase == "adventurers":
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[rng_pick % len(st.legal_actions(seat))])


@pytest.mark.parametrize("players,colours", [(2, 4), (3, 3), (4, 4), (5, 5)])
def test_each_player_has_ten_adventurers_per_colour_and_two_players_take_two_colours(players, colours):
    st = SurviveTheIslandState.new_game(options(players), 3)
    assert len(st.owner_of_colour) == colours
    assert len(st.loc) == 10 * colours
    for c in range(colours):
        assert sorted(st.unplaced[c]) == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    per_seat = [sum(1 for c in range(colours) if st.owner_of_colour[c] == s) for s in range(players)]
    assert per_seat == ([2, 2] if players == 2 else [1] * players)


def test_placement_goes_round_the_table_one_adventurer_at_a_time_from_the_first_player():
    st = SurviveTheIslandState.new_game(options(3), 11)
    order = []
    for _ in range(6):
        seat = st.to_act()[0]
        order.append(seat)
        st.apply(seat, st.legal_actions(seat)[0])
    f = st.first
    assert order == [f, (f + 1) % 3, (f + 2) % 3] * 2


def test_adventurers_go_on_empty_island_tiles_and_you_choose_which_value():
    st = SurviveTheIslandState.new_game(options(3), 2)
    seat = st.to_act()[0]
    legal = st.legal_actions(seat)
    assert {a.value for a in legal} == {1, 2, 3, 4, 5}
    spaces = {a.space for a in legal}
    assert len(spaces) == 40 and all(is_land(st.terrain[s]) for s in spaces)
    st.apply(seat, PlaceAdventurer(next(iter(sorted(spaces))), st.colours_of_seat[seat][0], 5))
    taken = sorted(spaces)[0]
    assert all(a.space != taken for a in st.legal_actions(st.to_act()[0]))
    assert st.unplaced[st.colours_of_seat[seat][0]].count(5) == 1
    assert "nobody on it" in st.why_illegal(st.to_act()[0], PlaceAdventurer(taken, st.colours_of_seat[st.to_act()[0]][0], 1))


def test_with_five_players_the_last_ten_join_a_lone_adventurer():
    st = SurviveTheIslandState.new_game(options(5), 4)
    for _ in range(40):
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    assert all(st.loc.count(s) == 1 for s in range(st.board.size) if is_land(st.terrain[s]))
    place_all(st)
    counts = [st.loc.count(s) for s in range(st.board.size) if is_land(st.terrain[s])]
    assert sorted(counts) == [1] * 30 + [2] * 10


@pytest.mark.parametrize("players,empty", [(2, 0), (3, 10), (4, 0)])
def test_how_many_tiles_stay_empty(players, empty):
    st = SurviveTheIslandState.new_game(options(players), 4)
    place_all(st)
    assert sum(1 for s in range(st.board.size) if is_land(st.terrain[s]) and s not in st.loc) == empty


def test_each_player_places_two_rafts_on_empty_water_next_to_the_island():
    st = SurviveTheIslandState.new_game(options(3), 5)
    place_all(st)
    assert st.phase == "rafts"
    placed = []
    while st.phase == "rafts":
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        for a in legal:
            assert st.terrain[a.space] == WATER
            assert a.space not in st.raft_loc and a.space not in st.cr_loc
            assert any(is_land(st.terrain[n]) for n in st.board.neighbours[a.space])
        assert st.board.centre not in {a.space for a in legal}, "the centre serpent blocks it"
        placed.append(seat)
        st.apply(seat, legal[0])
    assert sorted(placed) == [0, 0, 1, 1, 2, 2]
    assert sum(1 for s in st.raft_loc if s >= 0) == 6
    assert st.phase == "play" and st.turn == 1 and st.active == st.first
    assert st.why_illegal(st.active, PlaceRaft(0)) is not None


def test_the_island_tiles_are_shuffled_face_down_and_differ_between_games():
    a = SurviveTheIslandState.new_game(options(3), 1)
    b = SurviveTheIslandState.new_game(options(3), 2)
    assert a.back != b.back
    for st in (a, b):
        counts = {"beach": {}, "forest": {}, "mountain": {}}
        for s in range(st.board.size):
            if is_land(st.terrain[s]):
                terrain = ("beach", "forest", "mountain")[st.terrain[s] - 1]
                counts[terrain][st.back[s]] = counts[terrain].get(st.back[s], 0) + 1
        assert counts == content.tile_counts(False, False)


def test_base_tiles_are_16_beach_16_forest_8_mountain():
    counts = content.tile_counts(False, False)
    assert {t: sum(b.values()) for t, b in counts.items()} == {"beach": 16, "forest": 16, "mountain": 8}
    assert counts["mountain"] == {"whirlpool": 4, "volcano": 4}


def test_piranhas_replace_a_beach_creature_die_and_eggs_replace_a_green_and_a_blue_beach_tile():
    counts = content.tile_counts(True, True)
    assert counts["beach"]["creature_die"] == 1 and counts["beach"]["piranha_effect"] == 1
    assert counts["beach"]["green_creature"] == 2 and counts["beach"]["blue_creature"] == 2
    assert counts["beach"]["egg"] == 2
    assert sum(counts["beach"].values()) == 16


@pytest.mark.parametrize("types,expected", [
    (("sea_serpent", "shark", "kaiju"), {"sea_serpent": 5, "shark": 6, "kaiju": 2}),
    (("kraken", "pterodactyl", "whale"), {"kraken": 4, "pterodactyl": 3, "whale": 5}),
    (tuple(content.CREATURE_TYPES), {"sea_serpent": 3, "kraken": 2, "shark": 3, "pterodactyl": 2,
                               "kaiju": 2, "whale": 3}),
    (("sea_serpent", "kraken", "shark", "whale"), {"sea_serpent": 3, "kraken": 2, "shark": 6, "whale": 5}),
])
def test_creature_pieces_follow_the_monster_pack_table(types, expected):
    opts = options(3, **{f"creature_{t}": t in types for t in content.CREATURE_TYPES})
    st = SurviveTheIslandState.new_game(opts, 1)
    got = {}
    for t in st.cr_type:
        got[t] = got.get(t, 0) + 1
    assert got == expected


def test_red_creatures_start_on_the_board_and_the_others_in_the_reserve():
    st = SurviveTheIslandState.new_game(options(3, **ALL_CREATURES), 1)
    b = st.board
    for c, t in enumerate(st.cr_type):
        if t in ("sea_serpent", "kraken"):
            assert st.cr_loc[c] >= 0
        else:
            assert st.cr_loc[c] == RESERVE
    serpents = sorted(st.cr_loc[c] for c, t in enumerate(st.cr_type) if t == "sea_serpent")
    krakens = sorted(st.cr_loc[c] for c, t in enumerate(st.cr_type) if t == "kraken")
    assert serpents == sorted(b.starts_of("sea_serpent", True)) and b.centre in serpents
    assert krakens == sorted(b.starts_of("kraken", True))


def test_only_krakens_start_on_the_four_kraken_spaces():
    opts = options(3, creature_sea_serpent=False, creature_kraken=True)
    st = SurviveTheIslandState.new_game(opts, 1)
    krakens = sorted(st.cr_loc[c] for c, t in enumerate(st.cr_type) if t == "kraken")
    assert krakens == sorted(st.board.starts_of("kraken", False))
    assert st.board.centre not in st.cr_loc


def test_at_least_one_creature_type_of_each_colour_is_required():
    info = registry.get("survive_the_island")
    opts = info.default_options(3)
    assert info.problems(opts) == []
    opts["creature_shark"] = False
    problems = info.problems(opts)
    assert problems and "green" in problems[0]
    opts["creature_pterodactyl"] = True
    assert info.problems(opts) == []
    with pytest.raises(ValueError):
        SurviveTheIslandState.new_game(options(3, creature_kaiju=False), 1)


def test_the_options_say_owner_memory_is_on_by_default():
    info = registry.get("survive_the_island")
    opts = info.default_options(4)
    assert opts["owner_memory"] is True
    assert opts["piranhas"] is False and opts["eggs"] is False
    assert [opts[f"creature_{t}"] for t in content.CREATURE_TYPES] == [True, True, True, False, False, False]


def test_nothing_is_placed_before_set_up_and_everything_after():
    st = SurviveTheIslandState.new_game(options(4), 9)
    assert all(l == UNPLACED for l in st.loc)
    place_all(st)
    assert all(l >= 0 for l in st.loc)
    assert sorted(st.value[p] for p in range(10)) == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
