"""The computer players: they decide from a view, pick legal moves, and the
Normal judgement does the sensible thing in plain positions."""
import pytest

from rules.core import Rng
from rules.core.agents import ISMCTSAgent, PolicyAgent
from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup
from rules.isle_of_night.ai import make_agent
from rules.isle_of_night.heuristics import fast_choice
from rules.isle_of_night.projection import ClaimJudge, Projection, turns_left, utility
from rules.isle_of_night.search import lookahead_policy
from rules.isle_of_night.state import IsleOfNightState

from .helpers import arranged, card, claim, play


def test_each_level_is_the_agent_the_design_names():
    assert isinstance(make_agent("easy", 0, 1), PolicyAgent)
    assert isinstance(make_agent("normal", 0, 1), PolicyAgent)
    assert isinstance(make_agent("hard", 0, 1), ISMCTSAgent)
    with pytest.raises(ValueError):
        make_agent("impossible", 0, 1)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_agents_choose_legal_actions_from_a_view(level):
    agent = make_agent(level, 0, 5)
    if isinstance(agent, ISMCTSAgent):
        agent.iterations = 25
    st = IsleOfNightState.new_game({"players": 3, "first_game": False, "island": 2, "side": "A"}, 12)
    rng = Rng(3)
    for _ in range(60):
        if st.is_over():
            break
        seat = st.to_act()[0]
        view = st.view(seat)
        act = agent.choose(view, seat) if seat == 0 else rng.choice(st.legal_actions(seat))
        assert act in st.legal_actions(seat)
        st.apply(seat, act)


def test_normal_ends_the_night_when_the_last_lantern_wins_it():
    st = arranged(centre=["LAN-06", "BEE-02", "BEE-03", "BEE-04"],
                  owned=[["CHE-02", "CHE-03"], ["CHE-04"], []], lanterns_claimed=5)
    agent = make_agent("normal", 0, 1)
    assert agent.choose(st.view(0), 0) == claim("lanterns")


def test_normal_does_not_end_the_night_while_behind():
    st = arranged(centre=["LAN-06", "BEE-02", "BEE-03", "BEE-04"],
                  owned=[[], ["CHE-02", "CHE-03", "CHE-04"], []], lanterns_claimed=5)
    agent = make_agent("normal", 0, 1)
    assert agent.choose(st.view(0), 0) == claim("beetles")


def test_normal_takes_the_claim_that_completes_a_valuable_set():
    # beetles pay 5 a set in P1 and Ann holds 2 beetle icons; spiders pay 3
    st = arranged(centre=["BEE-02", "SPI-02", "SPI-03"], owned=[["BEE-07"], [], []])
    agent = make_agent("normal", 0, 1)
    assert agent.choose(st.view(0), 0) == claim("beetles")


def test_normal_swaps_its_own_type_up_and_the_leaders_down():
    # Ann collects spiders, sitting in P7 (1 VP); Tom leads with two beetle sets in P1 (5 VP)
    score_grid = ["S1", "S2", "S4", "S5", "S6", "S7", "S3"]
    ann = ["SPI-12", "SPI-13", "SPI-02", "SPI-03", "SPI-04", "SPI-05"]
    st = arranged(score_grid=score_grid, centre=["CON-01", "SER-03"],
                  owned=[ann, ["BEE-07", "BEE-08", "BEE-09"], []])
    play(st, claim("conches"))
    agent = make_agent("normal", 0, 1)
    assert agent.choose(st.view(0), 0) in (A.Swap(0, 1), A.Swap(0, 2))   # beetles down
    # with only one beetle set at stake, moving her own spiders up pays more
    st = arranged(score_grid=score_grid, centre=["CON-01", "SER-03"],
                  owned=[ann, ["BEE-07", "BEE-02"], []])
    play(st, claim("conches"))
    assert agent.choose(st.view(0), 0) in (A.Swap(3, 6), A.Swap(4, 6))   # spiders into 2 VP


def test_normal_locks_its_best_paying_card():
    st = arranged(centre=["SCR-02", "SER-03"],
                  owned=[["BEE-07", "BEE-08", "BEE-09"], ["SPI-02"], []])
    play(st, claim("scrolls"))
    agent = make_agent("normal", 0, 1)
    assert agent.choose(st.view(0), 0) == A.Lock(0)    # beetles in the 5-VP top spot


def test_easy_grabs_the_biggest_handful():
    st = arranged(centre=["BEE-07", "BEE-08", "SPI-02"])
    agent = make_agent("easy", 0, 2)
    picks = {agent.choose(st.view(0), 0) for _ in range(10)}
    assert claim("beetles") in picks


def test_the_clock_runs_down_as_lanterns_are_claimed():
    early = arranged(centre=["BEE-02"], lanterns_claimed=0)
    late = arranged(centre=["BEE-02"], lanterns_claimed=5)
    assert turns_left(early) > turns_left(late) > 0


def test_projection_counts_complete_sets_at_their_position():
    st = arranged(centre=["BEE-03"], lanterns_claimed=5,
                  owned=[["BEE-07", "BEE-02"], [], []])
    proj = Projection(st)
    assert proj.card_sets(0, 0) == 1.0                 # one complete beetle set
    assert utility(st, 0) > utility(st, 1)


# -- the fast rules and the search -------------------------------------------------------------

def test_fast_rules_end_the_night_only_when_it_wins():
    ahead = arranged(centre=["LAN-06", "BEE-02", "BEE-03", "BEE-04"],
                     owned=[["CHE-02", "CHE-03"], ["CHE-04"], []], lanterns_claimed=5)
    assert fast_choice(ahead, 0, ahead.legal_actions(0)) == claim("lanterns")
    behind = arranged(centre=["LAN-06", "BEE-02", "BEE-03", "BEE-04"],
                      owned=[[], ["CHE-02", "CHE-03", "CHE-04"], []], lanterns_claimed=5)
    assert fast_choice(behind, 0, behind.legal_actions(0)) == claim("beetles")


def test_claim_judge_values_a_completed_top_set_over_a_stray_card():
    st = arranged(centre=["BEE-02", "SPI-02"], owned=[["BEE-07"], [], []])
    judge = ClaimJudge(st, 0)
    assert judge.claim_value(st, lookup.BEETLES) > judge.claim_value(st, lookup.SPIDERS) > 0


def test_fast_rules_take_the_sword_with_the_best_dragon():
    st = arranged(centre=["SWO-02", "DRA-07", "DRA-03", "SPI-02"])
    assert fast_choice(st, 0, st.legal_actions(0)) == claim("swords")
    play(st, claim("swords"))
    assert fast_choice(st, 0, st.legal_actions(0)) == A.ChooseDragon(card("DRA-07"))


def test_hard_searches_only_its_own_best_few_choices_this_turn():
    agent = make_agent("hard", 0, 3)
    agent.iterations = 40
    st = arranged(centre=["BEE-02", "SPI-02", "CHE-02", "LAN-01", "CON-01"], owned=[["BEE-07"], [], []])
    view = st.view(0)
    act = agent.choose(view, 0)
    assert act in st.legal_actions(0)
    assert len(agent._ranked) >= 1
    assert all(len(v) <= agent.keep for v in agent._ranked.values())


def test_the_lookahead_judgement_counts_a_swords_dragon_before_choosing():
    """Hard's root ranking plays the claim's follow-ups out before judging it."""
    # spiders alone look better than one sword, until the sword's 2-icon dragon is counted
    st = arranged(centre=["SWO-02", "DRA-07", "SPI-02"], owned=[["DRA-03"], [], []],
                  score_grid=["S4", "S2", "S3", "S1", "S5", "S6", "S7"])
    pick = lookahead_policy()(st.view(0), 0, st.legal_actions(0), Rng(1))
    assert pick == claim("swords")


def test_the_lookahead_judgement_ends_the_night_only_to_win():
    policy = lookahead_policy()
    ahead = arranged(centre=["LAN-06", "BEE-02", "BEE-03", "BEE-04"],
                     owned=[["CHE-02", "CHE-03"], ["CHE-04"], []], lanterns_claimed=5)
    assert policy(ahead.view(0), 0, ahead.legal_actions(0), Rng(1)) == claim("lanterns")
    behind = arranged(centre=["LAN-06", "BEE-02", "BEE-03", "BEE-04"],
                      owned=[[], ["CHE-02", "CHE-03", "CHE-04"], []], lanterns_claimed=5)
    assert policy(behind.view(0), 0, behind.legal_actions(0), Rng(1)) == claim("beetles")


def test_normal_and_hard_take_the_cursed_ring_with_a_magic_symbol_when_they_differ():
    st = arranged(centre=["RIN-03", "RIN-01", "RIN-04", "DRA-03"], owned=[["BEE-02"], ["STA-01"], []])
    legal = st.legal_actions(0)
    assert A.ClaimRings(1, 0) in legal and A.ClaimRings(1, 1) in legal
    for pick in (fast_choice(st, 0, legal), lookahead_policy()(st.view(0), 0, legal, Rng(1))):
        assert isinstance(pick, A.ClaimRings) and pick.magic == 1


def test_normal_resolves_a_waiting_staff_before_a_waiting_swap():
    """A staff chooses its discard knowing what was claimed; swaps and locks come last."""
    st = arranged(centre=["LOC-07", "STA-01", "STA-02", "CON-01"], owned=[["BEE-02"], [], []])
    play(st, claim("LOC-07"), claim("staffs"), A.StaffDiscard(card("LOC-07")), claim("conches"))
    legal = st.legal_actions(0)
    assert legal == [A.OrderEffect(card("STA-02")), A.OrderEffect(card("CON-01"))]
    assert fast_choice(st, 0, list(reversed(legal))) == A.OrderEffect(card("STA-02"))
    assert lookahead_policy()(st.view(0), 0, legal, Rng(1)) in legal
