from hypothesis import given, strategies as st

from rules.core.rng import Rng, derive_seed


def test_same_seed_gives_the_same_draws():
    a, b = Rng(42), Rng(42)
    assert [a.randint(1, 6) for _ in range(100)] == [b.randint(1, 6) for _ in range(100)]


def test_different_seeds_give_different_draws():
    assert [Rng(1).next64() for _ in range(3)] != [Rng(2).next64() for _ in range(3)]


def test_state_round_trips_through_json_midway():
    a = Rng(7)
    for _ in range(13):
        a.random()
    b = Rng.from_json(a.to_json())
    assert [a.randrange(1000) for _ in range(50)] == [b.randrange(1000) for _ in range(50)]


def test_a_die_is_fair_enough():
    r = Rng(3)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.randint(1, 6) - 1] += 1
    assert all(9400 < c < 10600 for c in counts), counts


@given(st.lists(st.integers(), max_size=30), st.integers(0, 2**64 - 1))
def test_shuffle_is_a_permutation(items, seed):
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_derive_seed_is_stable_across_runs():
    # a fixed value: the arena's published seeds must mean the same games forever
    assert derive_seed(1, 0) == derive_seed(1, 0)
    assert derive_seed(1, 0) != derive_seed(1, 1)
    assert derive_seed("agent", 3) == derive_seed("agent", 3)


def test_from_json_refuses_a_non_integer():
    import pytest
    with pytest.raises(ValueError):
        Rng.from_json("12")
