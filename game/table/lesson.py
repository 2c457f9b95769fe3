"""What a lesson of Learn to play is made of, as data: a prepared game (seed,
seats, options, the position it is set to, the opponents' scripted moves), the
rules reference's sections it teaches, the claims its words make that the
state must bear out, and its steps. A step says when it comes (a test on the view of the
person playing and the kinds of their legal actions: phase, pending choice,
what may be done), which of their moves it teaches (a step is done once they
made one, however it was made), when the game can no longer reach it (then it
is skipped, with a sentence), what the guide panel says, and what the arrow
points at (the kinds of the table's targets, best first). Pure: no pygame."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from rules.core.i18n import N_

#: when(view, seat, kinds): kinds are the class names of the seat's legal actions
Trigger = Callable[[object, int, frozenset], bool]
#: a test on the true state alone (the guide's bookkeeping, never drawn)
StateTest = Callable[[object], bool]


@dataclass(frozen=True)
class GuideStep:
    """The words (title, text, skip_text) are marked with N_ and translated where shown."""
    name: str
    title: str
    text: str
    when: Trigger
    #: the kinds of target the arrow points at, the first kind found first
    #: (a target's kind: its action's class name, or the first word of its key, or a whole
    #: key, "adv=4"); a kind may be worked out from the learner's view: kind(view) -> str or None
    point: tuple = ()
    #: the kinds of the person's move that do the step (empty: the kinds `when` names)
    teaches: tuple[str, ...] = ()
    #: the steps that must be done before this one comes (a later turn's move, say)
    after: tuple[str, ...] = ()
    #: instead of `teaches`: a test on the person's move (a claim of one type, say)
    by: Callable[[object], bool] | None = None
    #: the step is done once this holds on the state, whatever was played (a move that makes it moot)
    done: StateTest | None = None
    #: the game can no longer offer this step: it is skipped, and `skip_text` says so
    gone: StateTest | None = None
    skip_text: str = ""
    #: the step's words say the player may choose freely (its arrow may find nothing to point at)
    free: bool = False

    def taught_by(self) -> frozenset:
        return frozenset(self.teaches or getattr(self.when, "names", ()))

    def does(self, action) -> bool:
        """Whether the person's `action` does this step."""
        if self.by is not None:
            return self.by(action)
        return type(action).__name__ in self.taught_by()


#: prepare(state): sets the fresh game's state to the lesson's position (a stacked deck, chosen
#: dice, placed pieces); the rules' own state, changed before anyone moves
Prepare = Callable[[object], None]
#: opponent(view, seat, legal) -> the scripted move of a computer player, or None (its own choice)
Opponent = Callable[[object, int, list], object]


@dataclass(frozen=True)
class Claim:
    """A statement of a lesson's words that the state can show: `holds(state)`
    must be true once the lesson is done (a test plays each lesson and checks).
    `says` names it in a test's message, in English: it is never shown."""
    says: str
    holds: StateTest


@dataclass(frozen=True)
class Lesson:
    game_id: str
    seed: int
    #: one letter a seat: "h" the person learning, "a" a computer player (Easy)
    seats: str
    steps: tuple[GuideStep, ...]
    #: the words once every step has come
    end_text: str
    options: dict = field(default_factory=dict)
    #: the lesson's own name (a key, never shown) and its title (shown)
    name: str = "lesson"
    title: str = ""
    #: the English headings of the rules reference's sections the lesson teaches
    sections: tuple[str, ...] = ()
    prepare: Prepare | None = None
    opponent: Opponent | None = None
    claims: tuple[Claim, ...] = ()
    #: the panel's words before the first step comes (what the others, or the game, do first)
    opening: str = N_("The computer players are moving; your first step comes in a moment.")
    #: the kinds of decision the steps' words explain though no step waits for one (a choice
    #: that follows a taught move, a way to say no)
    also: tuple[str, ...] = ()
    #: played for everyone before the guide begins (a long set-up the guide
    #: only explains), as a test on the state: sensible moves until it holds
    ready: Callable[[object], bool] | None = None
    #: the last lesson: once its steps are done the game plays on to its end
    plays_on: bool = False

    def step_names(self) -> list[str]:
        return [s.name for s in self.steps]

    def learner(self) -> int:
        return self.seats.index("h")


def kinds_of(legal) -> frozenset:
    return frozenset(type(a).__name__ for a in legal)


class has:
    """The step comes when any of these kinds of action is legal (and, unless the
    step says otherwise, a move of one of them does it)."""

    def __init__(self, *names: str) -> None:
        self.names = tuple(names)

    def __call__(self, view, seat, kinds) -> bool:
        return any(n in kinds for n in self.names)


def when_all(*tests: Trigger) -> Trigger:
    return lambda view, seat, kinds: all(t(view, seat, kinds) for t in tests)


def take_position(state, laid) -> None:
    """Makes `state` the position `laid` (a state of the same game laid out by
    hand: a lesson's prepared position), every field of it, slots included."""
    names = set(getattr(laid, "__dict__", {}))
    for cls in type(laid).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names |= {slots} if isinstance(slots, str) else set(slots)
    for name in names - {"__dict__", "__weakref__"}:
        if hasattr(laid, name):
            setattr(state, name, getattr(laid, name))
