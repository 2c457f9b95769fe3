"""The score grid on the island (the score cards in their positions): which conch swaps are allowed.

A swap exchanges two unlocked score cards X (higher row) and Y (lower row) when a
chain of swap links runs from X down to Y one row per step and every position
strictly between them on that chain holds a locked card. With nothing locked this
is just "X and Y are linked"; a locked card is skipped over (rulebook, Scrolls).
Locked positions never move, so the locks can be kept per position.
"""
from __future__ import annotations

from .lookup import Side

_pairs_cache: dict[tuple[str, int], tuple[tuple[int, int], ...]] = {}


def swap_pairs(side: Side, locked: int) -> tuple[tuple[int, int], ...]:
    """Every allowed swap (a, b) with a < b, in a stable order, for this lock mask
    (bit p set: the card in position p is locked)."""
    key = (side.key, locked)
    found = _pairs_cache.get(key)
    if found is None:
        pairs: set[tuple[int, int]] = set()
        for x in range(side.n):
            if locked >> x & 1:
                continue
            stack = list(side.below[x])
            seen: set[int] = set()
            while stack:
                y = stack.pop()
                if y in seen:
                    continue
                seen.add(y)
                if locked >> y & 1:
                    stack.extend(side.below[y])      # skip over the locked card
                else:
                    pairs.add((x, y) if x < y else (y, x))
        found = tuple(sorted(pairs))
        _pairs_cache[key] = found
    return found


def can_swap(side: Side, locked: int, a: int, b: int) -> bool:
    if a > b:
        a, b = b, a
    return (a, b) in swap_pairs(side, locked)
