"""Dice to targets: how a person makes King of Monster Island's moves on the
board itself, one click on a thing at a time.

Every legal action the board can show has a *path*: the places clicked to make
it, in order. A die group of the tray first ("die", face) for what the dice
do, then the thing it acts on: a Monster ("monster", seat), a zone ("zone", z),
a free die space of a zone ("space", z), a Support space ("support", z, value),
a Minion ("minion", z, kind), the Boss ("boss", z), a Boss die ("bossdie", d),
a Locked die ("locked", z, face), a market card ("card", slot), an Ally sheet
("ally", ally), a Keep card or Ally power of the acting Monster ("power", id),
a face offered for a Support tile that may show any ("face", face). Actions
with no place on the board (None) are the tray's chips.

`Picker` holds the places clicked so far and how many dice of the picked group
are used; `next_places` says what lights now and which actions each place
leads to. No pygame here: the table turns places into rects."""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.pending import next_task
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.content import ANY_FACE, POWERS, SUPPORT_TILES

#: a counted action's number of dice, by kind
COUNTED = {A.GainFame: "stars", A.Fists: "count", A.BuildSupport: "wrenches"}
#: the face of the dice each resolving action uses
FACE_OF = {A.Heal: "heart", A.GainEnergy: "energy", A.GainFame: "star", A.Fists: "fist", A.FootDamage: "foot",
           A.FootMove: "foot", A.FootKick: "foot", A.BuildSupport: "wrench"}


def dice_count(action) -> int | None:
    field_name = COUNTED.get(type(action))
    return getattr(action, field_name) if field_name else None


def path_of(view, seat: int, action) -> tuple | None:
    """The places clicked, in order, to make `action` (None: a chip)."""
    t = type(action)
    z = view.zone[seat]
    if t in (A.Heal,):
        return (("die", "heart"), ("monster", action.seat))
    if t in (A.GainEnergy, A.GainFame):
        return (("die", FACE_OF[t]), ("monster", seat))
    if t is A.Fists:
        return (("die", "fist"), ("zone", action.zone))
    if t is A.FootDamage:
        return (("die", "foot"), ("zone", z))
    if t is A.FootMove:
        return (("die", "foot"), ("zone", action.zone))
    if t is A.FootKick:
        return (("die", "foot"), ("monster", action.seat), ("zone", action.zone))
    if t is A.BuildSupport:
        return (("die", "wrench"), ("support", z, action.value))
    if t is A.Lock:
        return (("die", action.face), ("space", z))
    if t is A.Unlock:
        return (("locked", action.zone, action.face),)
    if t is A.Hit:
        return ((("boss", action.zone) if action.target == "boss" else ("minion", action.zone, action.target)),)
    if t is A.ActivateSupport:
        tile = SUPPORT_TILES[view.spaces[2 * action.zone + action.value - 3]]
        if tile.face == ANY_FACE:
            return (("support", action.zone, action.value), ("face", action.face))
        return (("support", action.zone, action.value),)
    if t is A.RechargeSupport:
        return (("support", action.zone, action.value),)
    if t is A.UsePower:
        return power_path(view, seat, action)
    if t is A.Buy:
        return (("card", action.slot),)
    if t is A.ChooseAlly:
        return (("ally", action.ally),)
    if t in (A.StealFame, A.ChooseBossDie):
        return (("bossdie", action.die),)
    if t is A.ChooseZone:
        return (("zone", action.zone),)
    if t is A.Push:
        return (("zone", action.zone),)
    if t is A.ChooseMinion:
        task = next_task(view.tasks)
        return (("minion", task[2], action.kind),) if task and task[0] == "minion" else None
    if t is A.ChooseValue:
        return (("support", z, action.value),)
    return None


def power_path(view, seat: int, action) -> tuple:
    """A Keep card's or Ally's power: the card first (or the dice it is paid
    with), then what it acts on, in the order its fields are chosen."""
    pay = POWERS[action.power].action.pay
    first = (("die", pay[1]),) if pay and pay[0] == "face" else ()
    head = first + (("power", action.power),)
    if action.kind:
        head += (("minion", view.zone[seat], action.kind),)
    if action.die >= 0:
        head += (("bossdie", action.die),)
    if action.seat >= 0:
        head += (("monster", action.seat),)
    if action.face:
        head += (("die", action.face),)
    if action.zone >= 0:
        head += (("zone", action.zone),)
    return head


@dataclass
class Options:
    """What one place leads to from the places clicked so far: the actions it
    makes at once (`done`, one a place) or the longer paths it starts."""
    done: object = None
    further: list = field(default_factory=list)


class Picker:
    """The places clicked so far, and the dice of the picked group in use."""

    def __init__(self) -> None:
        self.path: tuple = ()
        #: the tray's dice of the picked group (their indices; the Support die is len(roll))
        self.dice: frozenset[int] = frozenset()

    def clear(self) -> None:
        self.path, self.dice = (), frozenset()

    def next_places(self, view, seat: int, legal: list) -> dict[tuple, Options]:
        """Every place that lights now and what a click on it does."""
        out: dict[tuple, Options] = {}
        counted: dict[tuple, list] = {}
        n = len(self.path)
        for a in legal:
            p = path_of(view, seat, a)
            if p is None or len(p) <= n or p[:n] != self.path:
                continue
            place = p[n]
            opt = out.setdefault(place, Options())
            if len(p) == n + 1:
                if dice_count(a) is not None:
                    counted.setdefault(place, []).append(a)
                else:
                    opt.done = a
            else:
                opt.further.append(a)
        for place, acts in counted.items():
            out[place].done = self.by_count(acts)
        return out

    def by_count(self, acts: list):
        """Of the same move with different numbers of dice: the one using the
        dice picked (else the most it can use of them, else the fewest it needs)."""
        k = len(self.dice) or 1
        exact = [a for a in acts if dice_count(a) == k]
        if exact:
            return exact[0]
        fewer = [a for a in acts if dice_count(a) < k]
        if fewer:
            return max(fewer, key=dice_count)
        return min(acts, key=dice_count)

    def click(self, view, seat: int, legal: list, place: tuple, group: frozenset[int] = frozenset()):
        """A click on `place`: the action it makes (to play), or None (the
        path grew, or the place does nothing now: `self.path` unchanged). A click
        on a place lit only from nothing starts there (another die group, or a
        Minion to hit while a die is picked)."""
        options = self.next_places(view, seat, legal)
        if place not in options and self.path:
            fresh = Picker()
            if place in fresh.next_places(view, seat, legal):
                self.clear()
                options = self.next_places(view, seat, legal)
        opt = options.get(place)
        if opt is None:
            return None
        if opt.done is not None and not opt.further:
            return opt.done
        if place[0] == "die" and not self.path:
            self.dice = group
        self.path = self.path + (place,)
        return None
