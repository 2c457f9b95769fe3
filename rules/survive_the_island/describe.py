"""Words for actions, as a player reads them: the log's line for a move
(describe_action) and the words a table shows for a move it is about to make
(plan_words: the Confirm bar, the keys' ring). Values never appear: the log is
on a shared screen. Places are named as the board shows them, by what lies
there and where it lies from the island's centre or from the piece that moves
("the forest tile 2 spaces north-west of the centre", "north-east onto the
beach tile"), never by a grid code the board does not print."""
from __future__ import annotations

import math
from typing import Callable, Sequence

from . import actions as A
from .common import LAND, PIRANHA_T, TERRAIN_NAME
from .content import COLOURS, CREATURE_NAMES

COMPASS = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")
#: the finer points, for two spaces alike that the eight points do not tell apart
COMPASS_16 = ("east", "east-north-east", "north-east", "north-north-east", "north", "north-north-west",
              "north-west", "west-north-west", "west", "west-south-west", "south-west", "south-south-west",
              "south", "south-south-east", "south-east", "east-south-east")


def _point(state, space: int) -> tuple[float, float]:
    """Where a space lies on a flat picture of the board (x right, y up), a hex apart."""
    col, row = state.board.cells[space]
    shift = 0.5 if (row % 2 == 1) == (state.board.stagger_index == "odd") else 0.0
    return col + shift, -row * math.sqrt(3) / 2


def _compass(state, frm: int, to: int, points: tuple[str, ...] = COMPASS) -> str:
    (x0, y0), (x1, y1) = _point(state, frm), _point(state, to)
    angle = math.degrees(math.atan2(y1 - y0, x1 - x0)) % 360
    step = 360 / len(points)
    return points[int((angle + step / 2) // step) % len(points)]


def _distance(state, a: int, b: int) -> int:
    ha, hb = state.board.hexes[a], state.board.hexes[b]
    dq, dr = ha.q - hb.q, ha.r - hb.r
    return max(abs(dq), abs(dr), abs(dq + dr))


def _rescue(state, space: int) -> str | None:
    b = state.board
    return f"the {b.rescue[space - b.rescue_base].name} rescue island" if space >= b.rescue_base else None


def _what(state, space: int) -> str:
    """What lies on a space: "the forest tile", "the Piranhas", "the sea"."""
    t = state.terrain[space]
    if t in LAND:
        return f"the {TERRAIN_NAME[t]} tile"
    if t == PIRANHA_T:
        return "the Piranhas"
    return "the water" if state.board.island[space] else "the sea"


def space_name(state, space: int) -> str:
    """A space as the board shows it, from the island's centre: "the forest tile
    2 spaces north-west of the centre", "the sea by the north-east rescue island"."""
    rescue = _rescue(state, space)
    if rescue:
        return rescue
    b = state.board
    what = _what(state, space)
    if space == b.centre:
        return f"{what} at the island's centre"
    if not b.island[space] and b.rescue_of[space]:
        return f"{what} by the {b.rescue[b.rescue_of[space][0]].name} rescue island"
    d = _distance(state, space, b.centre)
    where = _compass(state, b.centre, space)
    alike = [o for o in range(b.size) if o != space and o != b.centre and _distance(state, o, b.centre) == d
             and _what(state, o) == what and _compass(state, b.centre, o) == where
             and not (not b.island[o] and b.rescue_of[o])]
    if alike:
        where = _compass(state, b.centre, space, COMPASS_16)
    return f"{what} just {where} of the centre" if d == 1 else f"{what} {d} spaces {where} of the centre"


def step_words(state, frm: int, to: int) -> str:
    """A step from one space to the next, seen from the piece: "north-east onto
    the beach tile", "west into the sea", "to the north-west rescue island"."""
    rescue = _rescue(state, to)
    if rescue:
        return f"to {rescue}"
    if frm < 0 or frm >= state.board.size or _distance(state, frm, to) != 1:
        return f"to {space_name(state, to)}"
    what = _what(state, to)
    into = "onto" if state.terrain[to] in LAND else "into"
    return f"{_compass(state, frm, to)} {into} {what}"


def plan_words(state, action, colour: Callable[[int], str] = lambda c: COLOURS[c]) -> str | None:
    """A move that picks a place, in the imperative ("place a green adventurer on
    the forest tile 2 spaces north of the centre"); None for one that does not
    (its label says it). `colour` names an adventurer colour as it is drawn."""
    t = type(action)
    sp = lambda s: space_name(state, s)  # noqa: E731
    if t is A.PlaceAdventurer:
        return f"place a {colour(action.colour)} adventurer on {sp(action.space)}"
    if t is A.PlaceRaft:
        return f"place a raft on {sp(action.space)}"
    if t in (A.MoveAdventurer, A.UseDolphin):
        how = "move" if t is A.MoveAdventurer else "ride a Dolphin with"
        return f"{how} a {colour(action.piece // 10)} adventurer {step_words(state, state.loc[action.piece], action.to)}"
    if t in (A.MoveRaft, A.UsePaddles):
        how = "move" if t is A.MoveRaft else "paddle"
        return f"{how} a raft {step_words(state, state.raft_loc[action.raft], action.to)}"
    if t is A.Continue:
        return f"go on to {sp(action.to)}"
    if t is A.SinkTile:
        return f"remove {sp(action.space)}"
    if t is A.UsePiranha:
        return f"put Piranhas on {sp(action.space)}"
    if t is A.CreatureTo:
        return f"send the creature to {sp(action.to)}"
    if t is A.DisplaceTo:
        return f"push the adventurer to {sp(action.to)}"
    if t is A.PlaceEgg:
        return f"lay the egg on {sp(action.space)}"
    return None


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
