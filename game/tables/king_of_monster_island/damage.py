"""The Damage a Monster has resolved and not yet spent, as King of Monster
Island's table shows it: how much waits in which zone, what it can still hit
(from the rules' own Hit actions), and how much a move would lose (the rules
drop waiting Damage when the Monster moves, or when it is done with its dice).

What a move would lose is found by playing it on a copy of the view (a sampled
world, as the computer players do), never on the game."""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import IllegalAction, Rng
from rules.core.pending import next_task
from rules.core.i18n import _, ngettext
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.actions import target_name
from rules.king_of_monster_island.content import ZONES


@dataclass(frozen=True)
class Waiting:
    """Damage waiting in one zone: in all, the most one Minion may take, and
    the targets it can reach ("the Boss", "a Builder")."""
    zone: int
    points: int
    biggest: int
    reach: tuple[str, ...]


def card_damage(view) -> tuple[int, int]:
    """A card's Damage waiting to be allocated (a pending "alloc" choice): (zone, points), or (-1, 0)."""
    task = next_task(view.tasks)
    if task and task[0] == "alloc":
        return task[2], task[3]
    return -1, 0


def waiting_in(view, z: int) -> int:
    """All the Damage waiting in zone z: the dice's and a card's."""
    zone, points = card_damage(view)
    return view.damage_waiting(z) + (points if zone == z else 0)


def waiting(view, seat) -> list[Waiting]:
    """The Damage `seat` has waiting, zone by zone (none outside its Monster Phase):
    the dice's, and a card's while it waits to be allocated."""
    out = []
    legal = view.legal_actions(seat) if seat is not None and seat in view.to_act() else []
    card_zone, card_points = card_damage(view)
    for z in range(ZONES):
        points = waiting_in(view, z)
        if points:
            reach = []
            for a in legal:
                if isinstance(a, A.Hit) and a.zone == z and target_name(a.target) not in reach:
                    reach.append(target_name(a.target))
            biggest = max(view.biggest_group(z), card_points if z == card_zone else 0)
            out.append(Waiting(z, points, biggest, tuple(reach)))
    return out


def lost_by(view, seat, action) -> int:
    """How much of the waiting Damage `action` would lose (0: none, or none waits)."""
    before = [waiting_in(view, z) for z in range(ZONES)]
    if not any(before) or isinstance(action, A.Hit):
        return 0
    try:
        world = view.sample_world(Rng(0))
        world.apply(seat, action)
    except IllegalAction:
        return 0
    return sum(max(0, b - waiting_in(world, z)) for z, b in enumerate(before))


def summary(spots: list[Waiting]) -> list[str]:
    """The lines the tray shows: how much waits where, what it can hit, and
    what loses it."""
    if not spots:
        return []
    where = ", ".join(_("{n} in zone {number}").format(n=w.points, number=w.zone + 1) for w in spots)
    groups = [w for w in spots if w.biggest < w.points]
    first = (_("Damage to spend: {where} (one group at most {n})").format(where=where, n=groups[0].biggest)
             if groups else _("Damage to spend: {where}").format(where=where))
    reach = [r for w in spots for r in w.reach]
    second = (_("Can hit {targets}").format(targets=", ".join(dict.fromkeys(reach))) if reach
              else _("Nothing in reach can be hit"))
    return [first, second, _("Moving or Done with dice loses it")]


def warning(points: int) -> str:
    return ngettext("the {n} Damage waiting is lost", "the {n} Damage waiting is lost", points).format(n=points)

