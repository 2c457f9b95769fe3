"""The rules contract, checked on every registered game the same way.

Whatever a game's rules, the app, the saves and the AI rely on these promises:
random games end; every position round-trips through JSON and that JSON shares
nothing with the live state; a clone is independent; the same seed and moves give
the same game; a seat's view offers the same legal actions as the true state; a
view carries no RNG; a sampled world is playable; events and actions go through
the game's codec.
"""
import json

import pytest

from rules.core import Rng, registry
from rules.core.contract import Action, Event
from rules.isle_of_monsters.state import IsleOfMonstersState

GAMES = [info for info in registry.available()]
IDS = [info.id for info in GAMES]


def _states(info, seed, players=None, limit=4000):
    """Positions along one random game, with the moves that led there."""
    cls = info.load_state_class()
    n = players or info.min_players if not info.solo_ok else (players or max(info.min_players, 2))
    opts = info.default_options(n)
    st = cls.new_game(opts, seed)
    rng = Rng(seed)
    moves = []
    yield st, moves, opts
    for _ in range(limit):
        if st.is_over():
            return
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        act = rng.choice(legal)
        events = st.apply(seat, act)
        for ev in events:
            assert isinstance(ev, Event)
            assert st.codec.decode(st.codec.encode(ev)) == ev
        moves.append((seat, act))
        yield st, moves, opts
    pytest.fail(f"{info.id}: no end after {limit} random moves")


def _scramble(value, seen: set) -> None:
    """Change every list, dict and set reachable from `value` in place."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, (list, tuple)):
        for item in value:
            _scramble(item, seen)
        if isinstance(value, list):
            value.append("scrambled")
            value.reverse()
    elif isinstance(value, dict):
        for item in list(value.values()):
            _scramble(item, seen)
        value["scrambled"] = True
    elif isinstance(value, set):
        value.add("scrambled")


def _fields(state) -> list:
    names = set(getattr(state, "__dict__", {}))
    for klass in type(state).__mro__:
        names.update(getattr(klass, "__slots__", ()))
    return [getattr(state, n) for n in sorted(names) if hasattr(state, n)]


def assert_to_json_shares_nothing(state) -> None:
    """Take the snapshot, then change the live state: with a move, and then every
    container it holds in place. The snapshot must not move."""
    data = state.to_json()
    frozen = json.loads(json.dumps(data))
    if not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
        assert data == frozen, f"{state.game_id}: to_json changed when the state played on"
    seen: set = set()
    for value in _fields(state):
        _scramble(value, seen)
    assert data == frozen, f"{state.game_id}: to_json shares a list, dict or set with the live state"


pytestmark = pytest.mark.skipif(not GAMES, reason="no game is registered yet")


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_random_games_end_and_every_position_keeps_the_contract(info):
    cls = info.load_state_class()
    for seed in (1, 2):
        last = None
        for i, (st, moves, opts) in enumerate(_states(info, seed)):
            last = st
            if i % 7:
                continue
            data = st.to_json()
            text = json.dumps(data)                       # plain JSON types only
            assert cls.from_json(json.loads(text)).to_json() == data
            snapshot = json.loads(text)
            assert_to_json_shares_nothing(cls.from_json(snapshot))
            # a clone is independent of its original
            mutated = st.clone()
            if not mutated.is_over():
                seat = mutated.to_act()[0]
                mutated.apply(seat, mutated.legal_actions(seat)[0])
            assert st.to_json() == snapshot
            for seat in (st.to_act() if not st.is_over() else []):
                view = st.view(seat)
                assert view.rng.state == 0, "a view must not carry the real RNG"
                assert view.legal_actions(seat) == st.legal_actions(seat)
                world = view.sample_world(Rng(i))
                assert world.viewer is None
                assert world.legal_actions(seat) == st.legal_actions(seat)
            for act in (st.legal_actions(st.to_act()[0]) if not st.is_over() else [])[:20]:
                assert isinstance(act, Action)
                assert st.decode_action(st.encode_action(act)) == act
        assert last.is_over()
        sc = last.scores()
        assert len(sc) == last.num_players
        assert set(last.winners()) <= set(range(last.num_players))
        assert all(0.0 <= r <= 1.0 for r in last.returns())


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_same_seed_and_moves_replay_the_same_game(info):
    cls = info.load_state_class()
    final = moves = opts = None
    for final, moves, opts in _states(info, 5):
        pass
    again = cls.new_game(opts, 5)
    for seat, act in moves:
        again.apply(seat, act)
    assert again.to_json() == final.to_json()


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_the_registry_entry_is_complete(info):
    assert info.name == registry.DISPLAY_NAMES[info.id]
    assert 1 <= info.min_players <= info.max_players <= 5
    opts = info.default_options(info.max_players)
    assert info.problems(opts) == []
    for level in registry.ARENA_LEVELS:
        assert info.agent(level, 0, 1) is not None
    sections = info.load_rules_text()
    assert sections, "every game needs its in-app rules reference"
    for heading, paragraphs in sections:
        assert heading and paragraphs and all(isinstance(p, str) and p for p in paragraphs)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_secret_step_is_a_simultaneous_hidden_choice_and_its_views_agree(info):
    """state.secret_step() tells the table to curtain the screen and let
    computers choose at once: it may only be said of a game with hidden
    information, and a seat's view says the same as the true state."""
    saw_secret = False
    for st, _, _ in _states(info, 3):
        secret = st.secret_step()
        assert isinstance(secret, bool)
        if st.is_over():
            assert not secret, "a finished game has no step"
            continue
        if secret:
            saw_secret = True
            assert info.hidden_information, f"{info.id} has a secret step but no hidden information"
        for seat in st.to_act():
            assert st.view(seat).secret_step() == secret
    if info.id == "isle_of_monsters":
        assert saw_secret, "the scare phase is a secret simultaneous choice"


def test_the_sharing_check_catches_a_state_whose_snapshot_aliases_it():
    """Proof that the check above can fail: an Isle of Monsters state whose to_json
    hands out its own bag and island food."""
    class Aliasing(IsleOfMonstersState):
        def to_json(self):
            data = super().to_json()
            data["bag"] = self.bag
            data["island_food"] = self.island_food
            return data

    honest = IsleOfMonstersState.new_game({"players": 3}, 5)
    assert_to_json_shares_nothing(honest.clone())
    aliasing = Aliasing.from_json(honest.to_json())
    with pytest.raises(AssertionError, match="shares a list"):
        assert_to_json_shares_nothing(aliasing)
