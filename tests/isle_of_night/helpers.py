"""Small words for the Isle of Night tests: cards and types by name, positions
laid out by hand, and actions applied through the checked path."""
from __future__ import annotations

from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup
from rules.isle_of_night.state import IsleOfNightState

NAMES = ["Ann", "Tom", "Cy", "Dee", "Eve"]


def card(code: str) -> int:
    return lookup.CARD_BY_CODE[code]


def codes(cards) -> list[str]:
    return sorted(lookup.CARD_CODE[c] for c in cards)


def type_no(key: str) -> int:
    """A plain type by key ("swords") or a location by code ("LOC-07")."""
    if key.startswith("LOC-"):
        return lookup.CARD_TYPE[card(key)]
    return lookup.T[key]


def claim(key: str) -> A.ClaimType:
    return A.ClaimType(type_no(key))


def arranged(**kw) -> IsleOfNightState:
    return IsleOfNightState.arranged(**kw)


def play(st: IsleOfNightState, *acts) -> list:
    """Apply actions for whoever is to act, checked; returns all events."""
    events = []
    for act in acts:
        seat = st.to_act()[0]
        events += st.apply(seat, act)
    return events


def score_grid_ids(st: IsleOfNightState) -> list[str]:
    return [lookup.SCORE_IDS[s] for s in st.score_grid]


def owned(st: IsleOfNightState, seat: int) -> list[str]:
    return codes(st.owned[seat])


def count_everything(st: IsleOfNightState) -> int:
    return len(st.deck) + len(st.centre) + len(st.out) + sum(len(m) for m in st.owned)
