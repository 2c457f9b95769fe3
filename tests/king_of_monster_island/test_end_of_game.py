"""Victory, every defeat condition at its moment, and the Ultimate Challenge
(rulebook 'Goal of the Game', 'End of the Game', 'Ultimate Challenge')."""
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import BOSS_SIDES, FIRELINGS
from rules.king_of_monster_island.state import KingOfMonsterIslandState

from .helpers import ScriptedRng, act, blank, check_invariants, run_tasks


def test_the_team_wins_the_moment_the_boss_reaches_zero_health():
    st = blank(zones=[0, 3], roll=("fist", "fist", "heart"))
    st.boss_health = 3
    act(st, A.Fists(2, 0))
    ev = act(st, A.Hit(0, "boss"))
    assert st.is_over() and st.result == "won"
    assert st.winners() == [0, 1] and st.returns() == [1.0, 1.0]
    assert isinstance(ev[-1], E.GameOver) and ev[-1].won
    assert st.legal_actions(0) == [] and st.to_act() == []


def test_a_lost_game_has_no_winners():
    st = blank()
    st.crystals[0] = 2
    st.spaces[2] = st.spaces[3] = PYLON
    st.build_crystal(0)
    assert st.is_over() and st.winners() == [] and max(st.returns()) < 1.0


def test_defeat_is_checked_when_the_phase_begins_not_when_health_hits_zero():
    st = blank(zones=[0, 3])
    st.health[1] = 0
    assert not st.is_over()
    st.active = 1
    run_tasks(st, ("phase_start", 1))
    assert st.result == "lost"


def test_scores_count_the_boss_health_removed():
    st = blank(zones=[0, 3], roll=("fist",))
    act(st, A.Fists(1, 0))
    act(st, A.Hit(0, "boss"))
    assert st.scores() == [2.0, 2.0]
    assert st.score_breakdown()[0]["Boss Health removed by this Monster"] == 2.0


def test_each_monsters_breakdown_adds_up_to_the_teams_total():
    st = blank(zones=[0, 3], roll=("fist", "fist", "foot"))
    st.minions[0][0] = 1          # a Soldier in the Boss's zone
    st.bag[0] -= 1
    st.fame[1] = 4
    act(st, A.Fists(2, 0))
    act(st, A.Hit(0, "soldier"))
    act(st, A.Hit(0, "boss"))
    parts = st.score_breakdown()
    assert parts[0] == {"Boss Health removed by this Monster": 3.0,
                        "Boss Health removed by the rest of the team and Events": 0.0}
    assert parts[1] == {"Boss Health removed by this Monster": 0.0,
                        "Boss Health removed by the rest of the team and Events": 3.0}
    assert all(sum(part.values()) == score for part, score in zip(parts, st.scores()))


def ultimate(**kw):
    st = KingOfMonsterIslandState.new_game({"players": 2, "side": "normal", "ultimate": True}, 3)
    return st


def defeat_boss_now(st):
    """Seat 0 defeats the current Boss with Fists in its zone (cleared of Minions)."""
    z = st.boss_zone
    for i in range(4):
        st.bag[i] += st.minions[z][i]
    st.fire_pool += st.minions[z][4]
    st.minions[z] = [0] * 5
    st.tasks, st.phase, st.virtual = [], "resolving", ""
    st.active = 0
    st.zone[0] = z
    st.roll = ["fist"] * 8
    st.boss_health = 2
    st._legal = None
    act(st, A.Fists(1, z))
    act(st, A.Hit(z, "boss"))


def test_ultimate_challenge_goes_on_to_lithosaur_after_the_turn_ends():
    st = ultimate()
    defeat_boss_now(st)
    assert st.boss_defeated and not st.is_over()
    assert "boss" not in st.hit_targets(0, st.boss_zone, 5)      # nothing more to hit
    # a Pylon on the island becomes 5 Minions
    st.spaces[9] = PYLON
    act(st, A.EndResolve())
    ev = act(st, A.EndTurn())
    arrival = next(i for i, e in enumerate(ev) if isinstance(e, E.NextBoss))
    before = ev[:arrival]
    assert any(isinstance(e, E.PylonRemoved) and e.zone == 4 for e in before)
    assert sum(1 for e in before if isinstance(e, E.MinionArrived) and e.zone == 4) == 5
    assert st.boss_id == "lithosaur" and not st.boss_defeated
    assert st.boss_fame <= 3        # 0 Fame, then its first Boss Phase
    assert len(st.bd_zone) == BOSS_SIDES[("lithosaur", "normal")][0]
    assert st.pylons() == 0
    assert st.bosses_beaten == 1
    check_invariants(st)


def test_the_new_boss_arrives_where_no_monster_stands():
    st = ultimate()
    defeat_boss_now(st)
    old = st.boss_zone
    st.zone = [old, (old + 1) % 6]
    st.rng = ScriptedRng([0] * 200)
    st._events, st._spawn = [], []
    st.next_boss()
    assert st.boss_zone == (old + 2) % 6


def test_too_few_minions_for_the_pylons_loses_the_ultimate_challenge():
    st = ultimate()
    defeat_boss_now(st)
    st.spaces[1] = PYLON
    for i in range(4):
        st.minions[3][i] += st.bag[i]
        st.bag[i] = 0
    st.bag[0] = 3
    st.minions[3][0] -= 3
    st._events, st._spawn = [], []
    st.rng = ScriptedRng([0] * 10)
    st.next_boss()
    assert st.result == "lost" and "empty bag" in st.end_reason()


def test_lavalord_arrives_with_its_firelings_and_its_defeat_wins_the_challenge():
    st = ultimate()
    defeat_boss_now(st)
    st.rng = ScriptedRng([0] * 400)
    st._events, st._spawn = [], []
    st.next_boss()
    defeat_boss_now(st)
    st._events, st._spawn = [], []
    st.next_boss()
    assert st.boss_id == "lavalord" and st.fire_total == FIRELINGS
    check_invariants(st)
    defeat_boss_now(st)
    assert st.result == "won"


def test_a_format_2_save_reads_with_empty_tallies_and_its_ending_from_the_reason():
    st = blank(zones=[0, 3])
    st.lose("monster_down", "Gigazaur began its Monster Phase at 0 Health")
    old = st.to_json()
    for key in ("spare", "dealt", "destroyed", "ending"):
        del old[key]
    old["format"] = 2
    back = KingOfMonsterIslandState.from_json(old)
    assert back.ending == "monster_down" and back.dealt == [0, 0] and back.spare == [[]] * 6
    assert back.end_reason() == "Lost: Gigazaur began its Monster Phase at 0 Health."
