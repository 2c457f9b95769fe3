"""What a guided first game is made of, as data: a fixed game (seed, seats,
options) and its steps. A step says when it comes (a test on the view of the
person playing and the kinds of their legal actions: phase, pending choice,
what may be done), what the guide panel says, and what the arrow points at
(the kinds of the table's targets, best first). Pure: no pygame."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

#: when(view, seat, kinds): kinds are the class names of the seat's legal actions
Trigger = Callable[[object, int, frozenset], bool]


@dataclass(frozen=True)
class GuideStep:
    name: str
    title: str
    text: str
    when: Trigger
    #: the kinds of target the arrow points at, the first kind found first
    #: (a target's kind: its action's class name, or the first word of its key)
    point: tuple[str, ...] = ()


@dataclass(frozen=True)
class GuideScript:
    game_id: str
    seed: int
    #: one letter a seat: "h" the person learning, "a" a computer player (Easy)
    seats: str
    steps: tuple[GuideStep, ...]
    #: the words once every step has come
    end_text: str
    options: dict = field(default_factory=dict)
    #: played for everyone before the guide begins (a long set-up the guide
    #: only explains), as a test on the state: sensible moves until it holds
    ready: Callable[[object], bool] | None = None

    def step_names(self) -> list[str]:
        return [s.name for s in self.steps]


def kinds_of(legal) -> frozenset:
    return frozenset(type(a).__name__ for a in legal)


def has(*names: str) -> Trigger:
    """The step comes when any of these kinds of action is legal."""
    wanted = set(names)
    return lambda view, seat, kinds: bool(wanted & kinds)
