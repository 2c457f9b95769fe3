"""Properties over random games: pieces are conserved, tracks stay in range,
the same seed and actions replay the same game, every reachable state
round-trips through JSON, views agree with the true state on what is legal,
and clones are faithful."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from rules.core import CorruptState, Rng, replay
from rules.king_of_monster_island.state import KingOfMonsterIslandState

from tests.more_examples import in_more_games

from .helpers import check_invariants

OPTIONS = st_.fixed_dictionaries({
    "players": st_.integers(1, 5),
    "boss": st_.sampled_from(["crystal_dragon", "lithosaur", "lavalord"]),
    "side": st_.sampled_from(["normal", "advanced"]),
    "ultimate": st_.booleans(),
})
QUICK = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: the two costliest properties (a round trip and a clone at every position): the
#: quick step's 6 games, the slow step's 12 (in_more_games below)
QUICKER = settings(QUICK, max_examples=6)


def random_game(options, seed, check=None, limit=3000):
    st = KingOfMonsterIslandState.new_game(options, seed)
    rng = Rng(seed ^ 0x5EED)
    history = []
    while not st.is_over() and len(history) < limit:
        if check:
            check(st)
        seat = st.to_act()[0]
        act = rng.choice(st.legal_actions(seat))
        st.apply(seat, act)
        history.append((seat, act))
    return st, history


@QUICK
@given(OPTIONS, st_.integers(0, 2**32))
def test_pieces_are_conserved_and_tracks_stay_in_range(options, seed):
    st, _ = random_game(options, seed, check=check_invariants)
    check_invariants(st)
    assert st.is_over()


@QUICK
@given(OPTIONS, st_.integers(0, 2**32))
def test_the_same_seed_and_actions_replay_the_same_game(options, seed):
    st, history = random_game(options, seed)
    again = replay(KingOfMonsterIslandState, options, seed, history)
    assert again.to_json() == st.to_json()


def _round_trip(st):
    data = json.loads(json.dumps(st.to_json()))
    back = KingOfMonsterIslandState.from_json(data)
    assert back.to_json() == st.to_json()
    seat = st.to_act()[0] if st.to_act() else 0
    assert back.legal_actions(seat) == st.legal_actions(seat)


@QUICKER
@given(OPTIONS, st_.integers(0, 2**32))
def test_every_reachable_state_round_trips_through_json(options, seed):
    random_game(options, seed, check=_round_trip)


def _view_agrees(st):
    for seat in range(st.n):
        v = st.view(seat)
        assert v.viewer == seat and v.rng == Rng(0)
        assert v.legal_actions(seat) == st.legal_actions(seat)
        assert sorted(v.deck) == v.deck and sorted(v.deck) == sorted(st.deck)
    w = st.view(None).sample_world(Rng(3))
    assert w.viewer is None and sorted(w.deck) == sorted(st.deck)
    seat = st.to_act()[0]
    assert w.legal_actions(seat) == st.legal_actions(seat)


@QUICK
@given(OPTIONS, st_.integers(0, 2**32))
def test_views_hide_the_deck_order_and_the_dice_but_agree_on_legal_actions(options, seed):
    random_game(options, seed, check=_view_agrees, limit=400)


def _clone_is_faithful(st):
    c = st.clone()
    assert c.to_json() == st.to_json()
    seat = st.to_act()[0]
    act = st.legal_actions(seat)[-1]
    c.apply(seat, act)
    assert c.to_json() != st.to_json() or not st.legal_actions(seat)


@QUICKER
@given(OPTIONS, st_.integers(0, 2**32))
def test_clones_are_faithful_and_independent(options, seed):
    random_game(options, seed, check=_clone_is_faithful, limit=400)


test_every_reachable_state_round_trips_through_json_in_more_games = in_more_games(
    test_every_reachable_state_round_trips_through_json, QUICK, OPTIONS, st_.integers(0, 2**32))
test_clones_are_faithful_and_independent_in_more_games = in_more_games(
    test_clones_are_faithful_and_independent, QUICK, OPTIONS, st_.integers(0, 2**32))


def test_a_damaged_save_is_refused():
    st = KingOfMonsterIslandState.new_game({"players": 2}, 1)
    data = st.to_json()
    for broken in ({**data, "game": "chess"}, {k: v for k, v in data.items() if k != "minions"},
                   {**data, "zone": [0, 1, 2]}, {**data, "format": 99}):
        try:
            KingOfMonsterIslandState.from_json(broken)
        except CorruptState:
            pass
        else:
            raise AssertionError("a damaged save was accepted")
