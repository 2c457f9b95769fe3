"""A state's values written as JSON data (rules/core/snapshot.py jsonable):
tuples and lists become new lists, sets sorted lists, dicts new dicts, at any
depth, with nothing shared with the state; the plain-container shortcut gives
exactly what the general walk gives."""
from __future__ import annotations

import json
from collections import namedtuple

from hypothesis import given
from hypothesis import strategies as st

from rules.core.snapshot import jsonable

Spot = namedtuple("Spot", "zone place")


def _walked(value):
    """The general walk alone: what jsonable must give for every value."""
    if isinstance(value, (list, tuple)):
        return [_walked(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, dict):
        return {k: _walked(v) for k, v in value.items()}
    return value


leaves = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4),
                   st.floats(allow_nan=False, allow_infinity=False))
values = st.recursive(
    leaves | st.frozensets(st.integers(), max_size=4) | st.sets(st.text(max_size=3), max_size=4),
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.lists(inner, max_size=5).map(tuple),
                            st.dictionaries(st.text(max_size=3), inner, max_size=4),
                            st.builds(Spot, inner, inner)),
    max_leaves=30)


def _containers(value):
    if isinstance(value, (list, tuple, dict, set, frozenset)):
        yield value
        for v in (value.values() if isinstance(value, dict) else value):
            yield from _containers(v)


@given(values)
def test_a_value_is_written_as_the_general_walk_writes_it_and_shares_no_container(value):
    out = jsonable(value)
    assert out == _walked(value)
    assert type(out) is type(_walked(value))
    json.dumps(out)                      # plain JSON data
    made = {id(c) for c in _containers(out)}
    assert not made & {id(c) for c in _containers(value)}
