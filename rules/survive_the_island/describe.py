"""Log lines for actions, in words a player reads. Values never appear: the log
is on a shared screen."""
from __future__ import annotations

from typing import Sequence

from . import actions as A
from .content import COLOURS, CREATURE_NAMES


def space_name(state, space: int) -> str:
    b = state.board
    if space >= b.rescue_base:
        return f"the {b.rescue[space - b.rescue_base].name} rescue island"
    col, row = b.cells[space]
    return f"space {chr(ord('A') + row)}{col + 1}"


def describe_action(state, seat: int, action, names: Sequence[str]) -> str:
    who = names[seat]
    t = type(action)
    sp = lambda s: space_name(state, s)  # noqa: E731
    if t is A.PlaceAdventurer:
        return f"{who} places a {COLOURS[action.colour]} adventurer on {sp(action.space)}."
    if t is A.PlaceRaft:
        return f"{who} places a raft on {sp(action.space)}."
    if t is A.MoveAdventurer:
        return f"{who} moves a {COLOURS[action.piece // 10]} adventurer to {sp(action.to)}."
    if t is A.MoveRaft:
        return f"{who} moves a raft to {sp(action.to)}."
    if t is A.EndActions:
        return f"{who} ends the action phase."
    if t is A.UsePaddles:
        return f"{who} paddles a raft to {sp(action.to)}."
    if t is A.UseDolphin:
        return f"{who} rides a dolphin to {sp(action.to)}."
    if t is A.UseMoveCreature:
        kind = state.cr_type[action.creature]
        return f"{who} uses Move a Creature on a {CREATURE_NAMES[kind]}."
    if t is A.UseCreatureDie:
        return f"{who} rolls the creature die (ability)."
    if t is A.UsePiranha:
        return f"{who} puts Piranhas on {sp(action.space)}."
    if t is A.Continue:
        return f"{who} goes on to {sp(action.to)}."
    if t is A.Stop:
        return f"{who} stops."
    if t is A.SinkTile:
        return f"{who} removes the tile on {sp(action.space)}."
    if t is A.ChooseCreature:
        return f"{who} chooses a {CREATURE_NAMES[state.cr_type[action.creature]]}."
    if t is A.ActsFirst:
        return f"{who} lets the {CREATURE_NAMES[state.cr_type[action.creature]]} act first."
    if t is A.CreatureTo:
        return f"{who} sends the creature to {sp(action.to)}."
    if t is A.KrakenTarget:
        return f"{who} lets the Kraken take a {COLOURS[action.piece // 10]} adventurer."
    if t is A.DisplaceTo:
        return f"{who} pushes an adventurer to {sp(action.to)}."
    if t is A.Board:
        return f"{who} lets a {COLOURS[action.piece // 10]} swimmer aboard."
    if t is A.ChooseRaft:
        return f"{who} brings an empty raft."
    if t is A.PlaceEgg:
        return f"{who} lays the egg on {sp(action.space)}."
    if t is A.PlayRepellent:
        return f"{who} plays Repellent!"
    if t is A.DeclineRepellent:
        return f"{who} does not play Repellent."
    return f"{who}: {action.label()}"
