"""Rising Waters: which tile goes, what becomes of those on it, every effect on the
backs, the double removal and the end by volcano."""
from rules.core.pending import next_task
from rules.survive_the_island.actions import ChooseRaft, DisplaceTo, EndActions, SinkTile
from rules.survive_the_island.events import DieRolled, GameOver, TileSunk
from rules.survive_the_island.common import (BEACH_T, FOREST_T, PIRANHA_T, RESERVE, VOLCANO_T, WATER)
from rules.survive_the_island.content import KAIJU, SHARK

from .helpers import offered, sinks_left
from .scenario import Table, sp

A, B, C = sp(0, -3), sp(0, -1), sp(0, 1)


def sink(t, space, seat=0):
    t.st.active = seat
    t.st.stack = [("turn_end",), ("creatures",), ("sink", 1)]
    return t.do(seat, SinkTile(space))


def whole_island(t, terrain="forest", back="dolphin"):
    for s in range(t.st.board.size):
        if t.st.board.island[s]:
            t.tile(s, terrain, back)


def test_beaches_go_first_then_forests_then_mountains():
    t = Table()
    t.only_tiles({A: ("mountain", "whirlpool"), B: ("forest", "raft"), C: ("beach", "dolphin")})
    t.adv(0, sp(-1, 0))
    assert t.st.sink_options() == [C]
    t.st.terrain[C] = WATER
    assert t.st.sink_options() == [B]
    t.st.terrain[B] = WATER
    assert t.st.sink_options() == [A]


def test_the_tile_must_touch_water_unless_no_tile_of_that_terrain_does():
    t = Table()
    whole_island(t)
    inland, coast = sp(1, 0), sp(0, -3)
    t.tile(inland, "beach", "dolphin")
    t.tile(coast, "beach", "dolphin")
    t.adv(0, sp(-1, 0))
    assert t.st.sink_options() == [coast]
    t.tile(coast, "forest", "dolphin")
    assert t.st.sink_options() == [inland]


def test_a_tile_with_anyones_adventurers_may_go_and_they_become_swimmers():
    t = Table()
    t.only_tiles({A: ("beach", "dolphin"), B: ("beach", "paddles")})
    mine, theirs = t.adv(0, A), t.adv(1, A)
    assert A in t.st.sink_options()
    sink(t, A)
    assert t.st.terrain[A] == WATER
    assert t.st.is_swimmer(mine) and t.st.is_swimmer(theirs)
    assert not t.st.swam[mine], "sinking is not the adventurer's swim"


def test_an_ability_goes_face_down_into_the_removers_hand():
    t = Table()
    t.only_tiles({A: ("beach", "dolphin"), B: ("beach", "paddles")})
    t.adv(0, C)
    turn = t.st.turn
    events = sink(t, A)
    assert t.st.hands[0] == [("dolphin", "beach", turn)]
    sunk = [e for e in events if isinstance(e, TileSunk)][0]
    assert sunk.back == "dolphin" and sunk.redact(1).back == "ability"
    assert t.st.view(1).hands[0] == [("?", "beach", turn)]


def test_green_creature_puts_a_shark_that_eats_the_new_swimmers():
    t = Table()
    t.only_tiles({A: ("beach", "green_creature"), B: ("beach", "paddles")})
    p = t.adv(1, A)
    t.adv(0, C)
    t.next_die("red")
    sink(t, A)
    assert t.st.loc[p] < 0
    assert A in [t.st.cr_loc[c] for c, k in enumerate(t.st.cr_type) if k == SHARK]


def test_with_every_shark_out_the_green_creature_tile_moves_one_here():
    t = Table()
    t.only_tiles({A: ("beach", "green_creature"), B: ("beach", "paddles")})
    t.adv(0, C)
    far = [sp(-3, -4), sp(-3, -2), sp(-3, 0), sp(-3, 2), sp(-3, 4), sp(9, 0)]
    sharks = [t.creature(SHARK, s) for s in far]
    t.st.stack = [("turn_end",), ("creatures",), ("sink", 1)]
    t.do(0, SinkTile(A))
    assert next_task(t.st.stack)[0] == "summon"
    assert sorted(a.creature for a in t.legal(0)) == sharks
    t.do(0, t.legal(0)[0])
    assert t.st.cr_loc[sharks[0]] == A


def test_blue_creature_puts_a_kaiju_that_pushes_the_new_swimmers_away():
    t = Table()
    t.only_tiles({A: ("beach", "blue_creature"), B: ("beach", "paddles"), sp(1, -4): ("forest", "raft")})
    p = t.adv(1, A)
    t.adv(0, C)
    t.next_die("red")
    sink(t, A)
    assert offered(t.st) == {"DisplaceTo"}
    kaiju = [c for c, k in enumerate(t.st.cr_type) if k == KAIJU and t.st.cr_loc[c] == A]
    assert kaiju
    options = sorted(a.to for a in t.legal(0))
    assert options == sorted(t.st.board.neighbours[A])
    t.do(0, DisplaceTo(options[0]))
    assert t.st.loc[p] == options[0]


def test_the_raft_tile_brings_a_raft_and_the_swimmers_climb_aboard():
    t = Table()
    t.only_tiles({A: ("beach", "raft"), B: ("beach", "paddles")})
    ps = [t.adv(1, A), t.adv(2, A)]
    t.adv(0, C)
    t.next_die("red")
    sink(t, A)
    r = t.st.raft_at(A)
    assert r >= 0 and all(t.st.raft_of[p] == r for p in ps)


def test_with_the_reserve_empty_the_active_player_brings_an_empty_raft():
    t = Table()
    t.only_tiles({A: ("beach", "raft"), B: ("beach", "paddles")})
    t.adv(0, C)
    full = t.adv(1, sp(-2, 1))
    rafts = [t.raft(sp(-3, s)) for s in (-6, -4, -2, 0, 2, 4, 6)] + [t.raft(sp(9, s)) for s in (-6, -4, -2, 0)]
    t.raft(sp(-2, 1), full)
    assert RESERVE not in t.st.raft_loc
    sink(t, A)
    assert offered(t.st) == {"ChooseRaft"}
    assert sorted(a.raft for a in t.legal(0)) == sorted(rafts)
    t.do(0, ChooseRaft(rafts[3]))
    assert t.st.raft_loc[rafts[3]] == A


def test_a_whirlpool_sweeps_its_space_and_the_water_around_it_but_not_the_land():
    t = Table()
    t.only_tiles({A: ("beach", "whirlpool"), B: ("beach", "paddles"), sp(1, -4): ("forest", "dolphin")})
    on_tile = t.adv(1, A)
    swimmer = t.adv(1, sp(-1, -4))
    rider = t.adv(2, sp(-1, -2))
    r = t.raft(sp(-1, -2), rider)
    shark = t.creature(SHARK, sp(0, -5))
    ashore = t.adv(2, sp(1, -4))
    far = t.adv(0, C)
    t.st.eggs = [(sp(-1, -4), 1, 3)]
    t.next_die("blue")
    sink(t, A)
    for p in (on_tile, swimmer, rider):
        assert t.st.loc[p] < 0
    assert t.st.raft_loc[r] == RESERVE and t.st.cr_loc[shark] == RESERVE
    assert t.st.loc[ashore] == sp(1, -4) and t.st.terrain[sp(1, -4)] == FOREST_T
    assert t.st.loc[far] == C
    assert t.st.eggs == []


def test_a_volcano_destroys_what_stands_there_and_nothing_enters_it_again():
    t = Table()
    t.only_tiles({A: ("mountain", "volcano"), B: ("mountain", "whirlpool")})
    p = t.adv(1, A)
    k = t.creature(KAIJU, A)
    t.st.loc[p] = A
    q = t.adv(0, sp(-1, -2))
    sink(t, A)
    assert t.st.loc[p] < 0 and t.st.cr_loc[k] == RESERVE
    assert t.st.terrain[A] == VOLCANO_T and t.st.volcanoes == 1
    t.turn_of(0)
    assert A not in [m.to for m in t.legal(0) if hasattr(m, "to")]
    assert t.st.loc[q] == sp(-1, -2)


def test_the_third_volcano_ends_the_game_at_once_before_the_creatures_move():
    t = Table()
    t.only_tiles({A: ("mountain", "volcano"), B: ("mountain", "whirlpool")})
    t.st.volcanoes = 2
    t.st.terrain[sp(9, 0)] = VOLCANO_T
    t.st.terrain[sp(-3, 0)] = VOLCANO_T
    t.creature(SHARK, sp(-1, 0))
    t.adv(0, sp(-1, -2))
    events = sink(t, A)
    assert t.st.is_over() and t.st.over_reason == "volcano"
    assert not any(isinstance(e, DieRolled) for e in events)
    assert any(isinstance(e, GameOver) for e in events)
    assert t.st.to_act() == []


def test_a_player_with_nobody_in_play_removes_two_tiles():
    t = Table()
    t.only_tiles({A: ("beach", "dolphin"), B: ("beach", "paddles"), C: ("beach", "repellent")})
    t.adv(1, sp(-1, 4))
    t.do(0, EndActions())
    assert offered(t.st) == {"SinkTile"} and sinks_left(t.st) == 2
    t.do(0, SinkTile(A))
    assert offered(t.st) == {"SinkTile"} and sinks_left(t.st) == 1
    t.do(0, SinkTile(B))
    assert sum(1 for s in (A, B, C) if t.st.terrain[s] == BEACH_T) == 1
    assert len(t.st.hands[0]) == 2


def test_a_player_with_someone_in_play_removes_one_tile():
    t = Table()
    t.only_tiles({A: ("beach", "dolphin"), B: ("beach", "paddles"), C: ("beach", "repellent")})
    t.adv(0, sp(-1, 4))
    t.do(0, EndActions())
    assert offered(t.st) == {"SinkTile"} and sinks_left(t.st) == 1


def test_whirlpools_leave_piranha_tiles_in_place():
    t = Table(piranhas=True)
    t.only_tiles({A: ("beach", "whirlpool"), B: ("beach", "paddles")})
    t.st.terrain[sp(-1, -4)] = PIRANHA_T
    t.adv(0, C)
    sink(t, A)
    assert t.st.terrain[sp(-1, -4)] == PIRANHA_T
