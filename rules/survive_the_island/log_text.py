"""The log's lines for Survive the Island: each event's own words, and for an
event about an adventurer, whose it is. Colours are public, so the owner is
named (and the line is about them, for its seat badge); values never appear
here (the events that carry one redact it for other seats themselves)."""
from __future__ import annotations

from typing import Sequence

from rules.core import Event
from rules.core.contract import Seat, event_seat

from .events import AdventurerMoved, Boarded, Displaced, Eliminated, Rescued


def log_lines(state, events: Sequence[Event], names: Sequence[str]) -> list[tuple[Seat | None, str]]:
    out = []
    for ev in events:
        piece = getattr(ev, "piece", None)
        if type(ev) in OWNED and isinstance(piece, int):
            owner = state.owner(piece)
            out.append((owner, OWNED[type(ev)](ev, f"{names[owner]}'s adventurer", state)))
        else:
            out.append((event_seat(ev), ev.text(names)))
    return out


def _rescue_name(state, island: int) -> str:
    rescue = state.board.rescue
    return f"the {rescue[island].name} rescue island" if 0 <= island < len(rescue) else "a rescue island"


#: the events about one adventurer: their line, given "Ana's adventurer"
OWNED = {
    AdventurerMoved: lambda ev, whose, _st: f"{whose} {'swims' if ev.swim else 'walks'}.",
    Boarded: lambda ev, whose, _st: f"{whose} climbs aboard a raft.",
    Rescued: lambda ev, whose, st: f"{whose} reaches {_rescue_name(st, ev.island)}!",
    Eliminated: lambda ev, whose, _st: f"{whose} is lost ({ev.cause}).",
    Displaced: lambda ev, whose, _st: f"A Kaiju pushes {whose} away.",
}
