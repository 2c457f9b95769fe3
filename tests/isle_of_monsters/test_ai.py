"""The computer players: legal choices from views only, and the Normal level's
stated habits (plans feedable captures, denies food, plays against neighbours)."""
import pytest

from rules.arena import run
from rules.core import Rng, derive_seed
from rules.core.agents import ISMCTSAgent
from rules.isle_of_monsters import ai, heuristics, search, trial
from rules.isle_of_monsters.actions import CENTRE, Capture, DuelPick, Feed, Pass, PlayScare
from rules.isle_of_monsters.content import CARDS
from rules.isle_of_monsters.state import IsleOfMonstersState

from .helpers import cage, cleared, everyone_passes, give_mature, new, place_card, put_food


def quick_hard(seat, seed=3, iterations=40):
    agent = ai.make_agent("hard", seat, seed)
    agent.iterations = iterations                   # a fixed amount of work: repeatable
    agent.nurture_seconds = agent.scare_seconds = 60.0
    return agent


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_legal_moves_from_views_through_a_whole_game(level):
    st = new(3, seed=21, tie_breaker="duel")
    # Hard at 10 iterations a decision: its moves come from the search all the same
    # (40 made this game a fifth of a minute of the suite)
    agents = [quick_hard(s, iterations=10) if level == "hard" else ai.make_agent(level, s, s) for s in range(3)]
    steps = 0
    while not st.is_over() and steps < 120:
        for seat in st.to_act()[::-1]:                  # simultaneous steps in any order
            act = agents[seat].choose(st.view(seat), seat)
            assert act in st.legal_actions(seat)
            st.apply(seat, act)
            steps += 1
            break


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError):
        ai.make_agent("expert", 0, 0)


def test_hard_is_the_shared_search_agent():
    assert isinstance(ai.make_agent("hard", 0, 0), ISMCTSAgent)


def test_hard_decides_from_the_view_only_so_hidden_cards_do_not_change_its_choice():
    a = new(3, seed=5)
    b = a.clone()
    b.deck = list(reversed(b.deck))          # a different unseen deck, the same view
    assert a.view(0).to_json() == b.view(0).to_json()
    assert quick_hard(0).choose(a.view(0), 0) == quick_hard(0).choose(b.view(0), 0)


def test_hard_chooses_its_secret_play_while_others_are_still_choosing():
    st = cleared(3)
    give_mature(st, 0, ["IM01", "IM28"])
    give_mature(st, 1, ["IM14"])
    give_mature(st, 2, ["IM15", "IM02"])
    everyone_passes(st)
    st.apply(0, PlayScare(("IM28",)))
    act = quick_hard(2).choose(st.view(2), 2)          # seat 1 has not chosen yet
    assert act in st.legal_actions(2)


def test_normal_feeds_a_creature_to_maturity_rather_than_pass():
    st = cleared(3)
    cage(st, 0, 0, "IM02", fed=(1, 0, 0))
    put_food(st, "centre", "flower")
    act = heuristics.normal_policy(st.view(0), 0, st.legal_actions(0), Rng(1))
    assert act == Feed(CENTRE, "flower", 0)


def test_normal_captures_what_it_can_feed():
    st = cleared(3)
    place_card(st, 0, "IM04")          # fire 3: two flowers, and two flowers in reach
    place_card(st, 2, "IM03")          # fire 2: two berries, none in reach
    put_food(st, "centre", "flower", 2)
    act = heuristics.normal_policy(st.view(0), 0, st.legal_actions(0), Rng(1))
    assert act == Capture(0, 0)


def test_normal_does_not_capture_a_creature_it_cannot_mature_in_the_final_round():
    st = cleared(3)
    st.final = True
    place_card(st, 0, "IM13")          # six spaces, no food anywhere
    act = heuristics.normal_policy(st.view(0), 0, st.legal_actions(0), Rng(1))
    assert act == Pass()


def test_normal_takes_first_the_food_a_rival_beside_the_same_island_needs():
    st = cleared(3)
    cage(st, 0, 0, "IM04")             # Nykki wants flowers
    cage(st, 2, 0, "IM30")             # Sarah (beside island 2) wants flowers too
    put_food(st, 0, "flower")          # island 0: shared with Cameron, who needs none
    put_food(st, 2, "flower")          # island 2: shared with Sarah
    act = heuristics.normal_policy(st.view(0), 0, st.legal_actions(0), Rng(1))
    assert act == Feed(2, "flower", 0)


def test_normal_plays_the_element_that_scares_what_its_neighbours_hold():
    st = cleared(3)
    give_mature(st, 0, ["IM05", "IM32"])       # fire 3, water 3
    give_mature(st, 1, ["IM18", "IM19"])       # earth only
    give_mature(st, 2, ["IM20", "IM21"])       # earth only
    everyone_passes(st)
    act = heuristics.normal_policy(st.view(0), 0, st.legal_actions(0), Rng(1))
    assert CARDS[act.cards[0]].element == "fire"


def test_normal_picks_among_all_three_elements_in_the_duel():
    st = cleared(2)
    legal = [DuelPick(e) for e in ("fire", "earth", "water")]
    picks = {heuristics.normal_policy(st, 0, legal, Rng(k)) for k in range(30)}
    assert len(picks) == 3


def test_evaluate_gives_shares_that_add_up_to_one():
    st = new(4, seed=2)
    everyone_passes(st)
    shares = search.evaluate(st)
    assert len(shares) == 4 and abs(sum(shares) - 1.0) < 1e-9


@pytest.mark.slow
def test_normal_beats_two_easy_players():
    res = run("isle_of_monsters", ["normal", "easy", "easy"], 60, 3)
    assert res["summary"]["seats"][0]["win_rate"] >= 0.6


def test_the_decision_time_trial_times_every_real_choice_of_each_level():
    res = trial.run(["normal", "easy"], 1, 4)
    assert set(res) == {"normal", "easy"}
    # it counts the decisions that had more than one legal action, level by level
    counted = {"normal": 0, "easy": 0}
    game_seed = derive_seed(4, 0)
    agents = [ai.make_agent(lv, s, derive_seed(game_seed, s, "agent")) for s, lv in enumerate(["normal", "easy"])]
    st = IsleOfMonstersState.new_game({"players": 2}, game_seed)
    while not st.is_over():
        seat = st.to_act()[0]
        view = st.view(seat)
        if len(view.legal_actions(seat)) > 1:
            counted[["normal", "easy"][seat]] += 1
        st.apply(seat, agents[seat].choose(view, seat))
    for lv, r in res.items():
        assert r["decisions"] == counted[lv]
        assert r["max_ms"] >= r["p99_ms"] >= 0 and r["max_ms"] >= r["mean_ms"]
        assert r["cpu_max_ms"] >= r["cpu_p99_ms"] and r["cpu_max_ms"] >= r["cpu_mean_ms"]
