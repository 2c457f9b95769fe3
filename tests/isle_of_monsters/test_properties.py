"""Invariants over whole random games: food and cards are conserved, scores never
fall, replays are exact, every state round-trips through JSON, views agree with
the rules, and no view shows another seat's secret before the reveal."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from rules.core import Rng, replay
from rules.isle_of_monsters.actions import codec
from rules.isle_of_monsters.events import DuelChosen, ScareChosen
from rules.isle_of_monsters.content import CARD_IDS
from rules.isle_of_monsters.state import IsleOfMonstersState

from tests.more_examples import in_more_games

from .helpers import all_cards, food_total

games = st_.tuples(st_.integers(2, 5), st_.integers(0, 2**32), st_.integers(0, 2**32),
                   st_.sampled_from(["shared", "duel"]))
quick = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: the round trip writes and reads every position and every seat's view, and the
#: views' agreement samples a world at every position: the quick step's 3 and 6
#: games, the slow step's 12 (in_more_games below)
quicker = settings(quick, max_examples=3)


def random_game(n, seed, choice_seed, tie):
    """Yields (state, seat, action, events) through a whole game, choosing a random
    seat among those to act so simultaneous steps are met in every order."""
    state = IsleOfMonstersState.new_game({"players": n, "tie_breaker": tie}, seed)
    rng = Rng(choice_seed)
    yield state, None, None, []
    while not state.is_over():
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        events = state.apply(seat, action)
        yield state, seat, action, events


@quick
@given(games)
def test_food_and_cards_are_conserved_and_scores_never_fall(game):
    last = None
    for state, _, _, _ in random_game(*game):
        assert food_total(state) == [15, 15, 15]
        assert sorted(all_cards(state)) == sorted(CARD_IDS)
        assert all(sum(f) >= 0 for f in [state.bag, state.centre] + state.island_food)
        sc = state.scores()
        if last is not None:
            assert all(a >= b for a, b in zip(sc, last))
        last = sc
    assert state.is_over() and state.winners()


@quick
@given(games)
def test_same_seed_and_actions_replay_the_same_game(game):
    n, seed, _, tie = game
    history, final = [], None
    for state, seat, action, _ in random_game(*game):
        if action is not None:
            history.append((seat, action))
        final = state
    again = replay(IsleOfMonstersState, {"players": n, "tie_breaker": tie}, seed, history)
    assert again.to_json() == final.to_json()


@quicker
@given(games)
def test_every_reachable_state_and_view_round_trips_through_json(game):
    for state, _, action, events in random_game(*game):
        shape = state.to_json()                    # written once, compared three times
        back = IsleOfMonstersState.from_json(json.loads(json.dumps(shape)))
        assert back.to_json() == shape and back == state
        assert back.clone().to_json() == shape
        for seat in [None] + list(range(state.n)):
            seen = state.view(seat).to_json()
            assert IsleOfMonstersState.from_json(json.loads(json.dumps(seen))).to_json() == seen
        if action is not None:
            assert codec.decode(json.loads(json.dumps(codec.encode(action)))) == action
        for ev in events:
            assert codec.decode(json.loads(json.dumps(codec.encode(ev)))) == ev


test_every_reachable_state_and_view_round_trips_through_json_in_more_games = in_more_games(
    test_every_reachable_state_and_view_round_trips_through_json, quick, games)


@settings(quick, max_examples=6)
@given(games)
def test_views_agree_with_the_rules_and_sampled_worlds_agree_with_views(game):
    rng = Rng(5)
    for state, _, _, _ in random_game(*game):
        acting = state.to_act()
        for seat in range(state.n):
            v = state.view(seat)
            assert v.to_act() == acting
            assert v.legal_actions(seat) == state.legal_actions(seat)
            assert v.viewer == seat and v.rng == Rng(0)
        if state.is_over():
            continue
        seat = acting[0]
        world = state.view(seat).sample_world(rng)
        assert world.viewer is None
        assert world.legal_actions(seat) == state.legal_actions(seat)
        assert sorted(all_cards(world)) == sorted(CARD_IDS)
        assert world.view(seat).to_json() == state.view(seat).to_json() | {"rng": 0}


test_views_agree_with_the_rules_and_sampled_worlds_agree_with_views_in_more_games = in_more_games(
    test_views_agree_with_the_rules_and_sampled_worlds_agree_with_views, quick, games)


@quick
@given(games)
def test_no_view_shows_another_seats_committed_choice_before_the_reveal(game):
    for state, seat, _, events in random_game(*game):
        for viewer in [None] + list(range(state.n)):
            v = state.view(viewer)
            for s in range(state.n):
                if s != viewer:
                    assert v.choice[s] is None
                    assert v.duel_pick[s] is None
            for ev in events:
                red = ev.redact(viewer)
                if isinstance(ev, ScareChosen) and ev.seat != viewer:
                    assert red.cards is None
                if isinstance(ev, DuelChosen) and ev.seat != viewer:
                    assert red.element is None


@quick
@given(games)
def test_the_view_hides_the_deck_and_unseen_pile_cards(game):
    for state, _, _, _ in random_game(*game):
        v = state.view(0)
        assert all(c is None for c in v.deck)
        for pile, shown in zip(state.piles, v.piles):
            if pile:
                assert shown[-1] == pile[-1]              # the top card is face up
            for real, seen in zip(pile, shown):
                assert seen in (None, real)
        assert len(v.unknown_cards()) == (len(state.deck) + sum(c is None for p in v.piles for c in p)
                                          + sum(c is None for c in v.removed))
