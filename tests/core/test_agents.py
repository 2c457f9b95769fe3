import pytest

from rules.core import Rng
from rules.core.agents import ISMCTSAgent, PolicyAgent, RandomAgent
from tests.toy_game import SecretBids


def _play(agents, seed, cards=6):
    st = SecretBids.new_game({"cards": cards}, seed)
    while not st.is_over():
        s = st.to_act()[0]
        act = agents[s].choose(st.view(s), s)
        st.apply(s, act)
    return st.returns()


def test_the_random_agent_plays_only_legal_actions():
    chosen = []
    for seed in range(20):
        st = SecretBids.new_game({"cards": 6}, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        while not st.is_over():
            s = st.to_act()[0]
            legal = st.legal_actions(s)
            act = agents[s].choose(st.view(s), s)
            assert act in legal
            chosen.append((legal.index(act), len(legal)))
            st.apply(s, act)
        assert st.is_over()
    # it plays at random: with a choice, it does not always take the same place in the list
    assert len({i for i, n in chosen if n > 1}) > 1
    # and a seed gives the same choices again
    again = RandomAgent(3)
    st = SecretBids.new_game({"cards": 6}, 3)
    assert again.choose(st.view(0), 0) == RandomAgent(3).choose(st.view(0), 0)


#: the search and the dealing are seeded and the search bounded by iterations, so
#: the games are the same on every machine: the quick step's first 10 (won 7.5),
#: the slow step's 30 (won 23.5)
@pytest.mark.parametrize("games", [10, pytest.param(30, marks=pytest.mark.slow)])
def test_search_beats_random_play_on_a_hidden_information_game(games):
    won = 0.0
    for g in range(games):
        search = ISMCTSAgent(g, iterations=250, seconds=60.0)
        rnd = RandomAgent(1000 + g)
        agents = [search, rnd] if g % 2 == 0 else [rnd, search]
        ret = _play(agents, g)
        won += ret[0] if g % 2 == 0 else ret[1]
    assert won / games >= 0.65


def test_a_thinker_works_in_slices_and_then_decides():
    # a zero-length slice does at most one iteration, however fast the machine,
    # so 400 iterations take several slices; the decision waits for the last one
    st = SecretBids.new_game({"cards": 8}, 3)
    agent = ISMCTSAgent(1, iterations=400, seconds=60.0)
    t = agent.thinker(st.view(0), 0)
    slices, progress = 0, []
    while not t.step(0.0):
        slices += 1
        assert t.result is None and not t.done
        progress.append(t.iterations)
    assert slices >= 399 and progress == sorted(progress) and progress[-1] < 400
    assert t.done and t.iterations == 400 and t.result in st.legal_actions(0)


def test_search_decides_from_the_view_alone():
    # two true states with the same view give the same decision
    a = SecretBids.new_game({"cards": 6}, 11)
    b = a.clone()
    b.deck.reverse()
    a.apply(0, a.legal_actions(0)[2])
    b.apply(0, b.legal_actions(0)[4])
    assert a.view(1).to_json() == b.view(1).to_json()
    da = ISMCTSAgent(5, iterations=200, seconds=60.0).choose(a.view(1), 1)
    db = ISMCTSAgent(5, iterations=200, seconds=60.0).choose(b.view(1), 1)
    assert da == db


def test_a_policy_agent_with_noise_still_plays_legally():
    policy = lambda v, s, legal, rng: legal[-1]
    agent = PolicyAgent(policy, 3, noise=0.5, level="easy")
    st = SecretBids.new_game({}, 2)
    picks = {agent.choose(st.view(0), 0) for _ in range(30)}
    assert picks <= set(st.legal_actions(0)) and len(picks) > 1


def test_a_search_makes_progress_however_thin_the_slices():
    # slices far shorter than one iteration still move the search on, and the
    # result is the one a single long step would give (the same iterations)
    st = SecretBids.new_game({"cards": 8}, 4)
    thin = ISMCTSAgent(2, iterations=60, seconds=60.0).thinker(st.view(0), 0)
    calls = 0
    while not thin.step(0.0):
        calls += 1
        assert calls < 100_000
    whole = ISMCTSAgent(2, iterations=60, seconds=60.0).thinker(st.view(0), 0)
    assert whole.step(3600.0)
    assert thin.result == whole.result and thin.iterations == whole.iterations == 60


def test_an_anchored_search_keeps_the_heuristic_pick_unless_clearly_beaten():
    st = SecretBids.new_game({"cards": 6}, 9)
    worst = lambda v, s, legal, rng: min(legal, key=lambda a: a.card)      # always bid 1
    # a tiny search cannot be sure of anything: it keeps the anchor's pick
    shy = ISMCTSAgent(3, iterations=6, seconds=60.0, anchor=worst, anchor_margin=0.5)
    assert shy.choose(st.view(0), 0).card == 1
    # with no margin the search's own best stands
    free = ISMCTSAgent(3, iterations=400, seconds=60.0)
    bold = ISMCTSAgent(3, iterations=400, seconds=60.0, anchor=worst, anchor_margin=-1.0, anchor_visits=0.0)
    assert bold.choose(st.view(0), 0) == free.choose(st.view(0), 0)
