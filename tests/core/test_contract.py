import pytest
from hypothesis import given, strategies as st

from rules.core import CorruptState, IllegalAction, Rng, play_random_game, replay
from tests.toy_game import Bid, PrizeWon, SecretBids, codec


def test_actions_and_events_round_trip_through_json():
    for obj in (Bid(3), PrizeWon(1, 4)):
        assert codec.decode(codec.encode(obj)) == obj


@pytest.mark.parametrize("data, why", [
    ({"type": "Nope"}, "no action or event called"),
    ({"type": "Bid"}, "missing"),
    ({"type": "Bid", "card": 2, "colour": "red"}, "unknown fields"),
    ([1, 2], "not an action"),
])
def test_decoding_a_bad_action_says_why(data, why):
    with pytest.raises(CorruptState, match=why):
        codec.decode(data)


def test_an_illegal_action_is_refused_with_a_reason():
    st_ = SecretBids.new_game({}, 1)
    with pytest.raises(IllegalAction, match="do not hold"):
        st_.apply(0, Bid(99))


def test_a_view_cannot_be_played():
    st_ = SecretBids.new_game({}, 1)
    with pytest.raises(IllegalAction):
        st_.view(0).apply(0, Bid(1))


def test_a_view_hides_the_other_seats_committed_bid_and_the_dice():
    st_ = SecretBids.new_game({}, 5)
    st_.apply(0, Bid(4))
    v = st_.view(1)
    assert v.pending[0] == -1 and 4 in v.hands[0]
    assert v.rng.state == 0 and set(v.deck) == {0}
    assert st_.view(0).pending[0] == 4


@given(st.integers(0, 10_000))
def test_sampled_worlds_agree_with_the_view(seed):
    st_ = SecretBids.new_game({"cards": 6}, seed)
    st_.apply(0, Bid(3))
    view = st_.view(1)
    w = view.sample_world(Rng(seed))
    assert w.viewer is None
    assert w.prize == st_.prize and w.points == st_.points
    assert sorted(w.deck) == sorted(st_.deck)
    assert w.pending[0] is not None and w.pending[0] not in w.hands[0]
    assert w.legal_actions(1) == st_.legal_actions(1)


@given(st.integers(0, 10_000))
def test_same_seed_and_actions_replay_the_same_game(seed):
    a = SecretBids.new_game({}, seed)
    history = play_random_game(a, Rng(seed + 1))
    b = replay(SecretBids, {}, seed, history)
    assert a.to_json() == b.to_json()
    assert SecretBids.from_json(a.to_json()) == a
