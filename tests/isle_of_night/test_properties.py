"""Invariants over many random games (hypothesis, kept quick)."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from rules.core import Rng, replay
from rules.isle_of_night import lookup
from rules.isle_of_night.state import IsleOfNightState
from tests.more_examples import in_more_games

SIDES = [(True, 1, "A")] + [(False, i, s) for i in (1, 2, 3) for s in "AB"]

games = st_.tuples(
    st_.integers(0, 2**32 - 1),                        # deal seed
    st_.integers(2, 5),                                # players
    st_.sampled_from(SIDES),
    st_.integers(0, 2**32 - 1),                        # seed of the players' choices
)

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: the costliest properties' quick runs (the round trip and why_illegal 10 games, the
#: sampled worlds 20); the slow step runs them with FAST's 40 (in_more_games)
FASTER = settings(FAST, max_examples=10)


def options(players, side):
    first, island, s = side
    return {"players": players, "first_game": first, "island": island, "side": s}


def play_out(seed, players, side, choice_seed, check=None):
    """A whole game of random legal choices, checking after every action."""
    st = IsleOfNightState.new_game(options(players, side), seed)
    picks = Rng(choice_seed)
    history = []
    while not st.is_over():
        seat = st.to_act()[0]
        act = picks.choice(st.legal_actions(seat))
        st.apply(seat, act)
        history.append((seat, act))
        if check:
            check(st)
    return st, history


def conserved(st):
    everything = list(st.deck) + st.centre + st.out + [c for m in st.owned for c in m]
    assert len(everything) == lookup.NUM_CARDS == 116
    assert set(everything) == lookup.ALL_CARDS


def rings_within_limit(st):
    for seat, mine in enumerate(st.owned):
        assert sum(1 for c in mine if lookup.CARD_TYPE[c] == lookup.RINGS) <= 3
        assert st.rings_taken[seat] <= 3


def round_trips(st):
    data = json.loads(json.dumps(st.to_json()))
    assert IsleOfNightState.from_json(data).to_json() == data == st.to_json()
    v = st.view(st.current)
    vdata = json.loads(json.dumps(v.to_json()))
    assert IsleOfNightState.from_json(vdata).to_json() == vdata


def view_agrees(st):
    for seat in range(st.players):
        v = st.view(seat)
        assert v.legal_actions(seat) == st.legal_actions(seat)
        assert v.to_act() == st.to_act()
        assert v.deck == [-1] * len(st.deck)


@FAST
@given(games)
def test_the_116_cards_are_conserved(game):
    play_out(*game, check=conserved)


@FAST
@given(games)
def test_nobody_owns_or_claims_more_than_three_rings(game):
    play_out(*game, check=rings_within_limit)


@FAST
@given(games)
def test_same_seed_and_actions_replay_the_same_game(game):
    seed, players, side, _ = game
    st, history = play_out(*game)
    again = replay(IsleOfNightState, options(players, side), seed, history)
    assert again.to_json() == st.to_json()


@FASTER
@given(games)
def test_every_reachable_state_round_trips_through_json(game):
    play_out(*game, check=round_trips)


@FAST
@given(games)
def test_view_and_state_agree_on_who_acts_and_what_is_legal(game):
    play_out(*game, check=view_agrees)


@FASTER
@given(games)
def test_why_illegal_accepts_exactly_the_legal_actions(game):
    def check(st):
        if st.is_over():
            return
        seat = st.current
        legal = st.legal_actions(seat)
        for act in legal:
            assert st.why_illegal(seat, act) is None
        # actions from elsewhere in the game are refused with a reason, never silently
        from rules.isle_of_night import actions as A
        probes = [A.ClaimType(t) for t in range(lookup.NUM_TYPES)] + [A.SkipSwap(), A.SkipScroll(),
                                                                   A.SkipCreature(), A.Lock(0)]
        for act in probes:
            if act not in legal:
                why = st.why_illegal(seat, act)
                assert isinstance(why, str) and why
    play_out(*game, check=check)


test_every_reachable_state_round_trips_through_json_in_more_games = in_more_games(
    test_every_reachable_state_round_trips_through_json, FAST, games)
test_why_illegal_accepts_exactly_the_legal_actions_in_more_games = in_more_games(
    test_why_illegal_accepts_exactly_the_legal_actions, FAST, games)


@settings(FAST, max_examples=20)
@given(games)
def test_sampled_worlds_are_consistent_with_the_view(game):
    def check(st):
        if st.is_over():
            return
        w = st.view(st.current).sample_world(Rng(len(st.deck)))
        assert sorted(w.deck) == sorted(st.deck)
        conserved(w)
    play_out(*game, check=check)


test_sampled_worlds_are_consistent_with_the_view_in_more_games = in_more_games(
    test_sampled_worlds_are_consistent_with_the_view, FAST, games)


@settings(max_examples=10, deadline=None)
@given(st_.integers(0, 2**32 - 1), st_.integers(2, 5))
def test_a_random_game_always_finishes_and_scores(seed, players):
    from rules.core import play_random_game
    st = IsleOfNightState.new_game({"players": players}, seed)
    play_random_game(st, Rng(seed))
    assert st.is_over() and st.to_act() == []
    assert len(st.scores()) == players and st.winners()
