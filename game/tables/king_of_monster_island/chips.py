"""Where King of Monster Island's choices stay put under the pointer.

The actions that end a step, and the market's sweep, each have a button of
their own that never moves (the bottom row of the tray: Keep this Roll, Done
with dice, Sweep, End the turn; the roll button right of the dice): a second
click at the same spot never lands on the next step's ending. Every other
choice is a chip in the grid above that row; a chip keeps its slot for as long
as its step lasts (the phase, or the pending choice, of one Monster's turn),
and when it is no longer offered its slot holds it, drawn disabled, instead of
the chips after it moving up. A choice that cannot be taken back (it rolls,
draws or reveals something) never takes a slot another choice held a moment
ago. No pygame drawing here: the table draws what `ChipSlots.arrange` says."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable

from rules.core.i18n import ngettext
from rules.king_of_monster_island import actions as A


@dataclass(frozen=True)
class MarkDie:
    """A click on a die of the Roll: marks it for the reroll (the table's own
    selection; the reroll itself is one RerollDice action)."""
    die: int


@dataclass(frozen=True)
class RerollMarked:
    """The button that rerolls the marked dice."""
    count: int

    def label(self) -> str:
        return ngettext("Reroll the {n} marked die", "Reroll the {n} marked dice", self.count).format(n=self.count)



#: the bottom row of the tray, a slot each, left to right
FIXED_ROW = (A.StopRolling, A.EndResolve, A.Sweep, A.EndTurn)
#: the button right of the dice: rolling them at the start, then rerolling the marked ones
ROLL_BUTTON = (A.BeginMonsterPhase, RerollMarked)
#: the order chips first come in
CHIP_ORDER = (A.Heal, A.GainEnergy, A.GainFame, A.Fists, A.FootDamage, A.FootKick,
              A.BuildSupport, A.Lock, A.Unlock, A.ActivateSupport, A.RechargeSupport, A.UsePower,
              A.DropVirtual, A.ChooseAlly, A.StealFame, A.ChooseMinion, A.ChooseBossDie, A.ChooseValue,
              A.ChooseFace, A.Push, A.PayPenalty, A.Accept, A.Done)


def chip_order(action) -> int:
    return CHIP_ORDER.index(type(action)) if type(action) in CHIP_ORDER else len(CHIP_ORDER)


def fixed_slot(action) -> int | None:
    """The bottom-row slot of a step's ending or the sweep (None: a grid chip)."""
    for i, kind in enumerate(FIXED_ROW):
        if isinstance(action, kind):
            return i
    return None


def on_roll_button(action) -> bool:
    return isinstance(action, ROLL_BUTTON)


class ChipSlots:
    """The grid's slots, remembered step by step through one Monster's turn."""

    def __init__(self) -> None:
        self.turn: Hashable = None
        self.step: Hashable = None
        #: step -> action -> slot (the whole turn's steps: a step comes back after a choice)
        self.memory: dict[Hashable, dict[object, int]] = {}
        #: the slots the step shown a moment ago held (a final choice keeps off them)
        self.recent: frozenset[int] = frozenset()

    def arrange(self, turn: Hashable, step: Hashable, actions: Iterable,
                final: Callable[[object], bool]) -> list[tuple[int, object, bool]]:
        """(slot, action, offered) for every chip of this step, by slot: the
        offered `actions` and the ones offered earlier in the step (not any more)."""
        if turn != self.turn:
            self.turn, self.memory = turn, {}
        if step != self.step:
            held = self.memory.get(self.step, {})
            self.recent = frozenset(held.values())
            self.step = step
        slots = self.memory.setdefault(step, {})
        offered = list(actions)
        used = set(slots.values())
        for a in sorted((a for a in offered if a not in slots), key=chip_order):
            avoid = used | self.recent if final(a) else used
            i = 0
            while i in avoid:
                i += 1
            slots[a] = i
            used.add(i)
        live = set(offered)
        return sorted(((i, a, a in live) for a, i in slots.items()), key=lambda t: t[0])
