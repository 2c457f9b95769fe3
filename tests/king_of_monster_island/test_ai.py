"""The computer Monsters: every level plays legal moves from its view, and the
Normal judgement does what the brief asks of a sensible team player."""
import pytest

from rules import arena
from rules.core import Rng
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import search
from rules.king_of_monster_island.ai import make_agent
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.heuristics import policy
from rules.king_of_monster_island.judge import win_chance
from rules.king_of_monster_island.search import MAX_CANDIDATES, candidates
from rules.king_of_monster_island.state import KingOfMonsterIslandState

from .helpers import blank, give_ally, place_boss_die, put, to_market


def normal(st, seat=None):
    seat = st.to_act()[0] if seat is None else seat
    view = st.view(seat)
    return policy(view, seat, view.legal_actions(seat), Rng(1))


#: Hard's quick run is its first whole turn (13 decisions: rolling, resolving, buying;
#: ~0.1 s each), its slow run the two turns the other levels play
@pytest.mark.parametrize("level,decisions", [("easy", 25), ("normal", 25), ("hard", 13),
                                             pytest.param("hard", 25, marks=pytest.mark.slow)])
def test_every_level_chooses_a_legal_action_from_its_view(level, decisions):
    st = KingOfMonsterIslandState.new_game({"players": 2, "boss": "lavalord"}, 4)
    agent = make_agent(level, 0, 9)
    if level == "hard":
        agent.seconds = 3600.0       # its playouts end each decision, never the clock
    for _ in range(decisions):
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


def test_the_judge_prefers_a_weaker_boss_and_fears_pylons():
    st = blank()
    base = win_chance(st)
    st.damage_done = st.boss_start - 3
    st.boss_health = 3
    assert win_chance(st) > base
    st.damage_done, st.boss_health = 0, st.boss_start
    st.spaces[0] = PYLON
    st.spaces[3] = PYLON
    assert win_chance(st) < base


def test_the_judge_fears_a_monster_near_zero_health():
    st = blank(players=3)
    base = win_chance(st)
    st.health[1] = 1
    assert win_chance(st) < base


def test_a_finished_game_is_judged_by_its_result():
    st = blank()
    st.result = "won"
    assert win_chance(st) == 1.0
    st.result = "lost"
    assert win_chance(st) == 0.0


def test_hard_weighs_whole_keeps_one_step_from_normals_and_keeping_the_roll():
    roll = ("fist", "foot", "heart", "star", "star", "wrench")
    st = blank(zones=[2, 4], phase="rolling", roll=roll)
    legal = st.legal_actions(0)
    pick = policy(st, 0, legal, Rng(1))
    cands = candidates(st, 0, legal, pick)
    assert cands[0] == pick and A.StopRolling() in cands
    assert set(cands) <= set(legal) and len(set(cands)) == len(cands)
    # each one names every die it rerolls at once: one RerollDice, not one die at a time
    kept = [tuple(sorted(f for i, f in enumerate(roll) if i not in a.dice))
            for a in cands if type(a) is A.RerollDice]
    assert len(set(kept)) == len(kept)
    # keeping both Stars is one of them
    assert any(type(a) is A.RerollDice and not {3, 4} & set(a.dice) for a in cands)


def test_hard_weighs_every_step_of_the_plan_for_the_dice_in_hand():
    st = blank(players=2, zones=[2, 2], roll=("heart", "fist", "energy"))
    st.health = [6, 4]
    put(st, 2, soldier=1)
    legal = st.legal_actions(0)
    cands = candidates(st, 0, legal, policy(st, 0, legal, Rng(1)))
    assert set(cands) == set(legal[:MAX_CANDIDATES]) | {policy(st, 0, legal, Rng(1))}
    assert A.Heal(1) in cands and A.Heal(0) in cands and A.GainEnergy() in cands


def _hard_game(seed, decisions):
    st = KingOfMonsterIslandState.new_game({"players": 2, "boss": "lavalord"}, seed)
    agents = [make_agent("hard", s, 40 + s) for s in range(2)]
    for agent in agents:
        # its playouts end each decision, never the clock: on a busy machine the
        # 0.9 s cap cut one game's search short and the two games differed
        agent.seconds = 3600.0
    played = []
    while len(played) < decisions and not st.is_over():
        seat = st.to_act()[0]
        act = agents[seat].choose(st.view(seat), seat)
        assert act in st.legal_actions(seat)
        played.append(act)
        st.apply(seat, act)
    return played


#: 15 decisions are the first Monster's whole turn (rolling, resolving, buying), 30
#: both Monsters' first turns (the slow step)
@pytest.mark.parametrize("decisions", [15, pytest.param(30, marks=pytest.mark.slow)])
def test_hard_decisions_are_legal_and_the_same_for_a_seed(decisions):
    assert _hard_game(6, decisions) == _hard_game(6, decisions)


def test_hard_expects_its_team_mates_to_play_as_normal(monkeypatch):
    """The futures Hard plays move every other Monster as Normal would, whatever
    level (or person) sits there: Hard never assumes a team-mate plays like itself."""
    st = KingOfMonsterIslandState.new_game({"players": 3, "boss": "crystal_dragon"}, 3)
    asked = []

    def normal_recorded(view, seat, legal, rng):
        asked.append(seat)
        return policy(view, seat, legal, rng)

    monkeypatch.setattr(search, "policy", normal_recorded)
    monkeypatch.setattr(search, "LOOKAHEAD_TURNS", 3)
    view = st.view(0)
    world = view.sample_world(Rng(2))
    act = view.legal_actions(0)[0]
    gen = search.playout(world, 0, act, 5)
    with pytest.raises(StopIteration):
        while True:
            next(gen)
    assert {1, 2} <= set(asked)
    assert world.turn >= st.turn + 3 or world.is_over()


def test_hard_keeps_normals_pick_unless_another_choice_did_better_over_the_same_futures():
    st = blank(zones=[2, 4], roll=("foot", "fist", "fist"))
    plan = make_agent("hard", 0, 5).thinker(st.view(0), 0)
    pick = plan.pick
    other = next(a for a in plan.cands if a != pick)
    plan.scores = {a: [] for a in plan.cands}
    plan.scores[pick] = [0.50, 0.40, 0.60, 0.45, 0.55, 0.50]
    # better on average, but by less than the futures' spread: luck, not skill
    plan.scores[other] = [0.62, 0.30, 0.72, 0.35, 0.67, 0.40]
    assert plan._best() == pick
    # better in every future by a steady margin
    plan.scores[other] = [v + 0.03 for v in plan.scores[pick]]
    assert plan._best() == other


@pytest.mark.slow
def test_a_hard_team_wins_more_than_a_normal_team_on_the_same_deals():
    """Paired deals (the arena's first eight of seed 0, two Monsters against
    Lavalord on the blue side): the same cards and dice for both teams. Normal
    wins 3 of them; Hard must win at least 3 more."""
    rows = arena.paired_run("king_of_monster_island", ["hard", "hard"], ["normal", "normal"], 8, 0,
                            {"boss": "lavalord", "side": "normal"})
    hard, normal = sum(r["a"] for r in rows), sum(r["b"] for r in rows)
    assert hard >= normal + 3, (hard, normal)
