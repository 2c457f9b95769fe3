"""The computer Monsters: every level plays legal moves from its view, and the
Normal judgement does what the brief asks of a sensible team player."""
import pytest

from rules.core import Rng
from rules.core.agents import ISMCTSAgent
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.ai import make_agent
from rules.king_of_monster_island.search import candidates
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.heuristics import policy
from rules.king_of_monster_island.search import evaluate
from rules.king_of_monster_island.state import KingOfMonsterIslandState

from .helpers import blank, give_ally, place_boss_die, put, to_market


def normal(st, seat=None):
    seat = st.to_act()[0] if seat is None else seat
    view = st.view(seat)
    return policy(view, seat, view.legal_actions(seat), Rng(1))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_chooses_a_legal_action_from_its_view(level):
    st = KingOfMonsterIslandState.new_game({"players": 2, "boss": "lavalord"}, 4)
    agent = make_agent(level, 0, 9)
    if isinstance(agent, ISMCTSAgent):
        agent.iterations, agent.seconds = 30, 5.0
    for _ in range(25):
        if st.is_over():
            break
        seat = st.to_act()[0]
        act = agent.choose(st.view(seat), seat)
        assert act in st.legal_actions(seat)
        st.apply(seat, act)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_agent("grandmaster", 0, 1)


def test_a_normal_team_plays_a_whole_game():
    st = KingOfMonsterIslandState.new_game({"players": 3, "boss": "crystal_dragon"}, 2)
    agents = [make_agent("normal", s, s) for s in range(3)]
    for _ in range(5000):
        if st.is_over():
            break
        seat = st.to_act()[0]
        st.apply(seat, agents[seat].choose(st.view(seat), seat))
    assert st.is_over()


def test_normal_kills_the_builder_next_to_crystals_first():
    st = blank(zones=[2, 4], roll=("fist",))
    put(st, 2, soldier=1, builder=1)
    st.crystals[2] = 2
    st.pool[2] = 2
    assert normal(st) == A.Hit(2, "builder")


def test_normal_clears_the_boss_zone_then_hits_the_boss():
    st = blank(zones=[0, 4])
    put(st, 0, soldier=1)
    st.pool[0] = 4
    assert normal(st) == A.Hit(0, "soldier")
    st.minions[0][0] = 0
    st.bag[0] += 1
    st._legal = None
    assert normal(st) == A.Hit(0, "boss")


def test_normal_heals_the_weakest_monster_in_reach():
    st = blank(players=3, zones=[2, 2, 2], roll=("heart",))
    st.health = [9, 3, 6]
    assert normal(st) == A.Heal(1)


def test_normal_walks_towards_the_boss_with_its_fists():
    st = blank(zones=[2, 4], roll=("foot", "fist", "fist"))
    assert normal(st) == A.FootMove(1)


def test_normal_keeps_fists_and_the_feet_it_needs_and_rerolls_the_rest():
    # one zone from the Boss: 1 Foot to get there and 1 to spare
    st = blank(zones=[1, 4], phase="rolling", roll=("fist", "foot", "foot", "foot", "energy", "star"))
    from rules.king_of_monster_island.heuristics import rerolls_wanted
    assert rerolls_wanted(st, 0) == [False, False, False, True, True, True]


def test_normal_steals_fame_with_a_boss_die_at_hand():
    st = blank(zones=[2, 4], roll=("star",))
    place_boss_die(st, 0, 2, 4)
    st.apply(0, A.GainFame(1))
    st.apply(0, normal(st))          # the Ally
    assert normal(st) == A.StealFame(0)


def test_normal_protects_against_the_third_pylon():
    st = blank(zones=[2, 4], phase="buying")
    st.spaces[4] = PYLON
    st.spaces[9] = PYLON
    to_market(st, 0, "pylon_toppler")
    to_market(st, 1, "coconut_feast")
    st.energy[0] = 8
    assert normal(st) == A.Buy(0)


def test_normal_removes_crystals_with_its_engineers():
    st = blank(zones=[2, 4], roll=("wrench", "wrench", "fist"))
    give_ally(st, 0, "ally_engineers", 5)
    st.crystals[2] = 2
    assert normal(st) == A.UsePower("eng_demolition_crew")


def test_evaluation_prefers_a_weaker_boss_and_fears_pylons():
    st = blank()
    base = evaluate(st)[0]
    st.boss_health = 3
    assert evaluate(st)[0] > base
    st.boss_health = st.boss_start
    st.spaces[0] = PYLON
    st.spaces[3] = PYLON
    assert evaluate(st)[0] < base


def test_search_candidates_are_the_normal_pick_and_stopping_while_rolling():
    st = blank(zones=[2, 4], phase="rolling", roll=("fist", "foot", "heart", "star", "energy", "wrench"))
    legal = st.legal_actions(0)
    cands = candidates(st, 0, legal)
    assert policy(st, 0, legal, Rng(1)) in cands
    assert set(cands) <= set(legal) and len(cands) <= 2


def test_hard_plays_the_normal_pick_where_it_does_not_search():
    st = blank(zones=[2, 4], roll=("foot", "fist", "fist"))
    agent = make_agent("hard", 0, 5)
    agent.iterations, agent.seconds = 40, 5.0
    assert agent.choose(st.view(0), 0) == normal(st)


def test_hard_weighs_stopping_against_rerolling():
    st = blank(zones=[2, 4], phase="rolling", roll=("heart", "energy", "star", "wrench", "wrench", "star"))
    view = st.view(0)
    cands = candidates(view, 0, view.legal_actions(0))
    assert A.StopRolling() in cands and len(cands) == 2
