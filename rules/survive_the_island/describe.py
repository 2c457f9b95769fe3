"""Words for actions, as a player reads them: the log's line for a move
(describe_action) and the words a table shows for a move it is about to make
(plan_words: the Confirm bar, the keys' ring). Values never appear: the log is
on a shared screen. Every line is one catalogue sentence (rules/core/i18n.py),
so it reads in the language in use when it is made. Places are named as the board shows them, by what lies
there and where it lies from the island's centre or from the piece that moves
("the forest tile 2 spaces north-west of the centre", "north-east onto the
beach tile"), never by a grid code the board does not print."""
from __future__ import annotations

import math
from typing import Callable, Sequence

from rules.core.i18n import _, ngettext

from . import actions as A
from .common import LAND, PIRANHA_T, TERRAIN_NAME
from .words import a_creature, adventurer_colour, compass, rescue_island, the_creature, tile_the

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
    return rescue_island(b.rescue[space - b.rescue_base].name) if space >= b.rescue_base else None


def _what(state, space: int) -> str:
    """What lies on a space: "the forest tile", "the Piranhas", "the sea"."""
    t = state.terrain[space]
    if t in LAND:
        return tile_the(TERRAIN_NAME[t])
    if t == PIRANHA_T:
        return _("the Piranhas")
    return _("the water") if state.board.island[space] else _("the sea")


def space_name(state, space: int) -> str:
    """A space as the board shows it, from the island's centre: "the forest tile
    2 spaces north-west of the centre", "the sea by the north-east rescue island"."""
    rescue = _rescue(state, space)
    if rescue:
        return rescue
    b = state.board
    what = _what(state, space)
    if space == b.centre:
        return _("{what} at the island's centre").format(what=what)
    if not b.island[space] and b.rescue_of[space]:
        return _("{what} by {island}").format(what=what, island=rescue_island(b.rescue[b.rescue_of[space][0]].name))
    d = _distance(state, space, b.centre)
    where = _compass(state, b.centre, space)
    alike = [o for o in range(b.size) if o != space and o != b.centre and _distance(state, o, b.centre) == d
             and _what(state, o) == what and _compass(state, b.centre, o) == where
             and not (not b.island[o] and b.rescue_of[o])]
    if alike:
        where = _compass(state, b.centre, space, COMPASS_16)
    if d == 1:
        return _("{what} just {direction} of the centre").format(what=what, direction=compass(where))
    return ngettext("{what} {n} space {direction} of the centre", "{what} {n} spaces {direction} of the centre",
                    d).format(what=what, n=d, direction=compass(where))


def step_words(state, frm: int, to: int) -> str:
    """A step from one space to the next, seen from the piece: "north-east onto
    the beach tile", "west into the sea", "to the north-west rescue island"."""
    rescue = _rescue(state, to)
    if rescue:
        return _("to {place}").format(place=rescue)
    if frm < 0 or frm >= state.board.size or _distance(state, frm, to) != 1:
        return _("to {place}").format(place=space_name(state, to))
    what = _what(state, to)
    direction = compass(_compass(state, frm, to))
    if state.terrain[to] in LAND:
        return _("{direction} onto {what}").format(direction=direction, what=what)
    return _("{direction} into {what}").format(direction=direction, what=what)


def plan_words(state, action, colour: Callable[[int], str] = adventurer_colour) -> str | None:
    """A move that picks a place, in the imperative ("place a green adventurer on
    the forest tile 2 spaces north of the centre"); None for one that does not
    (its label says it). `colour` names an adventurer colour as it is drawn."""
    t = type(action)
    sp = lambda s: space_name(state, s)  # noqa: E731
    if t is A.PlaceAdventurer:
        return _("place a {colour} adventurer on {place}").format(colour=colour(action.colour), place=sp(action.space))
    if t is A.PlaceRaft:
        return _("place a raft on {place}").format(place=sp(action.space))
    if t in (A.MoveAdventurer, A.UseDolphin):
        step = step_words(state, state.loc[action.piece], action.to)
        if t is A.MoveAdventurer:
            return _("move a {colour} adventurer {step}").format(colour=colour(action.piece // 10), step=step)
        return _("ride a Dolphin with a {colour} adventurer {step}").format(colour=colour(action.piece // 10),
                                                                         step=step)
    if t in (A.MoveRaft, A.UsePaddles):
        step = step_words(state, state.raft_loc[action.raft], action.to)
        if t is A.MoveRaft:
            return _("move a raft {step}").format(step=step)
        return _("paddle a raft {step}").format(step=step)
    if t is A.Continue:
        return _("go on to {place}").format(place=sp(action.to))
    if t is A.SinkTile:
        return _("remove {place}").format(place=sp(action.space))
    if t is A.UsePiranha:
        return _("put Piranhas on {place}").format(place=sp(action.space))
    if t is A.CreatureTo:
        return _("send the creature to {place}").format(place=sp(action.to))
    if t is A.DisplaceTo:
        return _("push the adventurer to {place}").format(place=sp(action.to))
    if t is A.PlaceEgg:
        return _("lay the egg on {place}").format(place=sp(action.space))
    return None


def describe_action(state, seat: int, action, names: Sequence[str]) -> str:
    who = names[seat]
    t = type(action)
    sp = lambda s: space_name(state, s)  # noqa: E731
    if t is A.PlaceAdventurer:
        return _("{player} places a {colour} adventurer on {place}.").format(
            player=who, colour=adventurer_colour(action.colour), place=sp(action.space))
    if t is A.PlaceRaft:
        return _("{player} places a raft on {place}.").format(player=who, place=sp(action.space))
    if t is A.MoveAdventurer:
        return _("{player} moves a {colour} adventurer to {place}.").format(
            player=who, colour=adventurer_colour(action.piece // 10), place=sp(action.to))
    if t is A.MoveRaft:
        return _("{player} moves a raft to {place}.").format(player=who, place=sp(action.to))
    if t is A.EndActions:
        return _("{player} ends the action phase.").format(player=who)
    if t is A.UsePaddles:
        return _("{player} paddles a raft to {place}.").format(player=who, place=sp(action.to))
    if t is A.UseDolphin:
        return _("{player} rides a dolphin to {place}.").format(player=who, place=sp(action.to))
    if t is A.UseMoveCreature:
        return _("{player} uses Move a Creature on {creature}.").format(
            player=who, creature=a_creature(state.cr_type[action.creature]))
    if t is A.UseCreatureDie:
        return _("{player} rolls the creature die (ability).").format(player=who)
    if t is A.UsePiranha:
        return _("{player} puts Piranhas on {place}.").format(player=who, place=sp(action.space))
    if t is A.Continue:
        return _("{player} goes on to {place}.").format(player=who, place=sp(action.to))
    if t is A.Stop:
        return _("{player} stops.").format(player=who)
    if t is A.SinkTile:
        return _("{player} removes the tile on {place}.").format(player=who, place=sp(action.space))
    if t is A.ChooseCreature:
        return _("{player} chooses {creature}.").format(player=who, creature=a_creature(state.cr_type[action.creature]))
    if t is A.ActsFirst:
        return _("{player} lets {creature} act first.").format(
            player=who, creature=the_creature(state.cr_type[action.creature]))
    if t is A.CreatureTo:
        return _("{player} sends the creature to {place}.").format(player=who, place=sp(action.to))
    if t is A.KrakenTarget:
        return _("{player} lets the Kraken take a {colour} adventurer.").format(
            player=who, colour=adventurer_colour(action.piece // 10))
    if t is A.DisplaceTo:
        return _("{player} pushes an adventurer to {place}.").format(player=who, place=sp(action.to))
    if t is A.Board:
        return _("{player} lets a {colour} swimmer aboard.").format(player=who,
                                                                    colour=adventurer_colour(action.piece // 10))
    if t is A.ChooseRaft:
        return _("{player} brings an empty raft.").format(player=who)
    if t is A.PlaceEgg:
        return _("{player} lays the egg on {place}.").format(player=who, place=sp(action.space))
    if t is A.PlayRepellent:
        return _("{player} plays Repellent!").format(player=who)
    if t is A.DeclineRepellent:
        return _("{player} does not play Repellent.").format(player=who)
    return _("{player}: {action}").format(player=who, action=action.label())
