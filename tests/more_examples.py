"""A property test's longer run for the slow step: the quick step runs a
@given test with few examples, the slow step the same property (its inner
function, as hypothesis keeps it) with more."""
from __future__ import annotations

import pytest
from hypothesis import given


def in_more_games(test, more, *strategies, **named):
    """A slow-step test of `test`'s property under `more` (a hypothesis settings
    object), its arguments drawn as `test`'s are (`strategies`, `named`)."""
    inner = test.hypothesis.inner_test

    def slow_test():
        more(given(*strategies, **named)(inner))()
    slow_test.__doc__ = f"{test.__name__}, with {more.max_examples} examples (the slow step)."
    return pytest.mark.slow(slow_test)
