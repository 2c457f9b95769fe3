"""The log's lines for Survive the Island: each event's own words, and for an
event about an adventurer, whose it is. Colours are public, so the owner is
named (and the line is about them, for its seat badge, in the adventurer's
own colour where a seat plays two); values never appear here (the events
that carry one redact it for other seats themselves)."""
from __future__ import annotations

from typing import Sequence

from rules.core import Event
from rules.core.contract import Seat, SeatInColour, event_seat
from rules.core.i18n import _

from . import content
from .events import AdventurerMoved, AdventurerPlaced, Boarded, Displaced, Eliminated, Rescued
from .words import cause_words, rescue_island


def log_lines(state, events: Sequence[Event], names: Sequence[str]) -> list[tuple[Seat | None, str]]:
    out = []
    for ev in events:
        piece = getattr(ev, "piece", None)
        if type(ev) in OWNED and isinstance(piece, int):
            owner = state.owner(piece)
            out.append((_about(state, owner, piece), OWNED[type(ev)](ev, names[owner], state)))
        elif type(ev) is AdventurerPlaced:
            out.append((_about(state, ev.seat, ev.piece), ev.text(names)))
        else:
            out.append((event_seat(ev), ev.text(names)))
    return out


def _about(state, owner: Seat, piece: int) -> Seat:
    """The seat a line about adventurer `piece` is about: where its owner
    plays two colours, with the adventurer's colour, for the badge."""
    colour = piece // content.PER_COLOUR
    if len(state.colours_of_seat[owner]) > 1:
        return SeatInColour(owner, colour)
    return owner


def _rescue_name(state, island: int) -> str:
    rescue = state.board.rescue
    return rescue_island(rescue[island].name) if 0 <= island < len(rescue) else _("a rescue island")


#: the events about one adventurer: their line, given its owner's name
OWNED = {
    AdventurerMoved: lambda ev, who, _st: (_("{player}'s adventurer swims") if ev.swim
                                           else _("{player}'s adventurer walks")).format(player=who),
    Boarded: lambda ev, who, _st: _("{player}'s adventurer climbs aboard a raft").format(player=who),
    Rescued: lambda ev, who, st: _("{player}'s adventurer reaches {island}!").format(
        player=who, island=_rescue_name(st, ev.island)),
    Eliminated: lambda ev, who, _st: _("{player}'s adventurer is lost ({cause})").format(
        player=who, cause=cause_words(ev.cause)),
    Displaced: lambda ev, who, _st: _("A Kaiju pushes {player}'s adventurer away").format(player=who),
}
