"""The scare phase's arithmetic: which plays a hand offers, and how one step of
revealed plays scores (the crowd, then the neighbours).

Which plays are listed (our scheme, see reference.py): cards of the same element
and scare value are interchangeable once mature, so a hand offers, for each
element it holds, every distinct multiset of scare values it can form, each
played with the lowest-numbered cards of each value. A hand so large that this
would list more than MAX_LISTED plays (it needs a dozen or more cards) lists
instead one play per element, number of cards and total, the one that keeps
the highest cards in hand. The rules still accept any set of one's own cards of
one element; the list is what the menus and the computer players choose from.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Sequence

from rules.core.i18n import _

from .content import CARDS, ELEMENTS, SCARES

MAX_LISTED = 256
CROWD_POINTS = 3          # the highest total alone
CROWD_TIE_POINTS = 1      # each of several tied for the highest total


def _groups(hand: Sequence[str]) -> dict[str, list[tuple[int, list[str]]]]:
    """element -> [(value, [card ids of that value, lowest first]), ...] by value."""
    by: dict[str, dict[int, list[str]]] = {}
    for cid in sorted(hand):
        c = CARDS[cid]
        by.setdefault(c.element, {}).setdefault(c.value, []).append(cid)
    return {e: sorted((v, ids) for v, ids in d.items()) for e, d in by.items()}


def count_plays(hand: Sequence[str]) -> int:
    """How many distinct value multisets the hand can play (all elements)."""
    total = 0
    for groups in _groups(hand).values():
        k = 1
        for __, ids in groups:
            k *= len(ids) + 1
        total += k - 1
    return total


def _element_plays(groups: list[tuple[int, list[str]]]) -> list[tuple[str, ...]]:
    out = []
    for counts in product(*(range(len(ids) + 1) for __, ids in groups)):
        if not any(counts):
            continue
        play: list[str] = []
        for k, (__, ids) in zip(counts, groups):
            play.extend(ids[:k])
        out.append(tuple(sorted(play)))
    return out


def _values(play: Sequence[str]) -> tuple[int, ...]:
    return tuple(sorted((CARDS[c].value for c in play), reverse=True))


def scare_plays(hand: Sequence[str]) -> list[tuple[str, ...]]:
    """The listed plays of a hand, in a stable order: by element (fire, earth,
    water), then fewest cards, then lowest values."""
    return list(_scare_plays(tuple(sorted(hand))))


@lru_cache(maxsize=8192)
def _scare_plays(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    groups = _groups(hand)
    reduced = count_plays(hand) > MAX_LISTED
    out: list[tuple[str, ...]] = []
    for element in ELEMENTS:
        if element not in groups:
            continue
        plays = _reduced_plays(groups[element]) if reduced else _element_plays(groups[element])
        plays.sort(key=lambda p: (len(p), tuple(reversed(_values(p))), p))
        out.extend(plays)
    return tuple(out)


def _reduced_plays(groups: list[tuple[int, list[str]]]) -> list[tuple[str, ...]]:
    """One play per (number of cards, total): the one that keeps the highest
    cards. Counting from the highest value down in lexicographic order, the first
    count vector met for a key uses the fewest high cards, so it is that play."""
    high_first = groups[::-1]
    values = [v for v, __ in high_first]
    chosen: dict[tuple[int, int], tuple[int, ...]] = {}
    for counts in product(*(range(len(ids) + 1) for __, ids in high_first)):
        k = sum(counts)
        if not k:
            continue
        key = (k, sum(c * v for c, v in zip(counts, values)))
        if key not in chosen:
            chosen[key] = counts
    plays = []
    for counts in chosen.values():
        play: list[str] = []
        for k, (__, ids) in zip(counts, high_first):
            play.extend(ids[:k])
        plays.append(tuple(sorted(play)))
    return plays


def play_problem(hand: Sequence[str], cards: Sequence[str]) -> str | None:
    """Why `cards` is not a play this hand may make (None if it is)."""
    if not cards:
        return _("choose at least one creature to play")
    if len(set(cards)) != len(cards):
        return _("a creature can be played only once")
    for c in cards:
        if c not in CARDS:
            return _("there is no card {card}").format(card=c)
        if c not in hand:
            return _("you can only play mature creatures still in your hand")
    if len({CARDS[c].element for c in cards}) != 1:
        return _("all the creatures you play must be of one element")
    return None


def total(cards: Sequence[str]) -> int:
    return sum(CARDS[c].value for c in cards)


def crowd_winners(plays: dict[int, Sequence[str]]) -> tuple[list[int], int, int]:
    """(seats with the highest total, points each, that total)."""
    totals = {s: total(p) for s, p in plays.items()}
    best = max(totals.values())
    top = sorted(s for s, t in totals.items() if t == best)
    return top, (CROWD_POINTS if len(top) == 1 else CROWD_TIE_POINTS), best


def neighbours(active: Sequence[int], seat: int) -> list[int]:
    """The players beside `seat` among those who played this step (seat order is
    clockwise; players who played nothing are skipped). One neighbour when only
    two played: the same player is on both sides and counts once."""
    order = sorted(active)
    if len(order) < 2:
        return []
    k = order.index(seat)
    left, right = order[(k + 1) % len(order)], order[(k - 1) % len(order)]
    return [left] if left == right else sorted({left, right})


def neighbour_scares(plays: dict[int, Sequence[str]]) -> list[tuple[int, int]]:
    """(scarer, scared) pairs: 1 point each, at most once per scared player."""
    element = {s: CARDS[p[0]].element for s, p in plays.items()}
    out = []
    for s in sorted(plays):
        for t in neighbours(list(plays), s):
            if SCARES[element[s]] == element[t]:
                out.append((s, t))
    return out
