"""The rules contract every game follows (see DESIGN.md, "The rules contract").

A game is a subclass of `GameState`. Everything the app, the saves, the AI and the
tests need goes through these few methods, so each of them is written once:

    State.new_game(options, seed) -> State
    State.opening_events(options, seed) -> [Event, ...] what happened at set-up,
                                                   before anyone's first move
    State.set_up(options, seed)   -> State         the game before those events
    state.to_act()                -> [seat, ...]   who must act now (several in a
                                                   simultaneous step, in seat order)
    state.turn_seat()             -> seat or None  whose turn it is (not always
                                                   who must answer now)
    state.legal_actions(seat)     -> [Action, ...] stable order
    state.apply(seat, action)     -> [Event, ...]  or raises IllegalAction(why)
    state.view(seat)              -> State         what that seat may know
    state.sample_world(rng)       -> State         (on a view) a full state the
                                                   viewer cannot tell from the real one
    state.why_it_stands(seat, action, events) -> None, or why a recent move may
                                                   no longer be taken back
    state.log_lines(events, names) -> [(seat, text), ...] the log's lines for a move
    event.log_turn()              -> LogTurn or None: the turn an event begins
    state.clone(), is_over(), scores(), winners(), returns()
    state.to_json() / State.from_json(data)

Actions and events are frozen dataclasses registered in the game's `Codec`, so they
travel through JSON as {"type": "Capture", "island": 2, ...} and come back equal.
All chance comes from `state.rng` (rules/core/rng.py), which is part of the state.
"""
from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Iterable, Sequence

from .i18n import _
from .rng import Rng
from . import turn_note as notes

Seat = int


class IllegalAction(Exception):
    """An action the rules refuse. The message says why, in words a player reads."""


class CorruptState(ValueError):
    """A saved state that cannot be read back (bad shape, wrong game, bad values)."""


# -- actions and events ----------------------------------------------------------

class Action:
    """Base of every game's actions: subclasses are @dataclass(frozen=True) and
    their fields are JSON-friendly (int, str, bool, None, tuples of those)."""

    def label(self) -> str:
        """A short name for menus and the log; games override for nicer words."""
        fields = ", ".join(f"{f.name}={getattr(self, f.name)!r}"
                           for f in dataclasses.fields(self))  # type: ignore[arg-type]
        return f"{type(self).__name__}({fields})"


class Event:
    """Base of every game's events: what happened, for the log and the animations.

    `private_to` names the one seat allowed to see the event's secret fields (an
    ability tile drawn, a card dealt face down). `redact(seat)` returns what another
    seat sees; the default hides nothing.
    """

    private_to: ClassVar[Seat | None] = None
    #: True for events that show something nobody knew before (a card drawn, a
    #: die rolled, a tile turned, a secret choice revealed): an action that
    #: produced one cannot be undone.
    reveals: ClassVar[bool] = False
    #: True for events that lay out what the players may then take (cards
    #: drawn into the centre, a card turned up in the shop, food drawn onto an
    #: island, a creature dealt onto a pile): "since your last turn" keeps
    #: such a line while any other line of its turn can fold instead.
    offers: ClassVar[bool] = False

    def redact(self, seat: Seat | None) -> "Event | None":
        return self

    def text(self, names: Sequence[str]) -> str:
        return type(self).__name__

    def log_turn(self) -> "LogTurn | None":
        """Whose turn the log is in from this event on, when the event begins
        one (or goes back to one): "since your last turn" gives each line to
        the turn it happened in, not to the seat whose move caused it (the
        last move of a turn often starts the next). None, the default: the
        event happens inside the turn in progress."""
        return None


@dataclasses.dataclass(frozen=True)
class LogTurn:
    """A stretch of the log: a seat's turn (`seat`), or a stretch that is no
    seat's, by its heading ("The Boss Phase"); with neither, what follows
    belongs to whichever turn begins next (a clean-up that readies the next
    round)."""

    seat: Seat | None = None
    heading: str = ""

    @property
    def waits(self) -> bool:
        return self.seat is None and not self.heading


class SeatInColour(int):
    """A log line's seat (an int like any seat) that also says which of the
    seat's colours the line is about, in the game's own numbering: where a
    seat plays more than one colour (Survive the Island with two players),
    the line's badge is the colour of the piece that moved, not the seat's
    first colour. Equal to the plain seat: only the badge reads `colour`."""
    colour: int

    def __new__(cls, seat: Seat, colour: int) -> "SeatInColour":
        obj = super().__new__(cls, seat)
        obj.colour = colour
        return obj

    def __repr__(self) -> str:
        return f"SeatInColour({int(self)}, colour={self.colour})"


def event_seat(event: Event) -> Seat | None:
    """The seat an event is about (its `seat` field), or None."""
    seat = getattr(event, "seat", None)
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_jsonable(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        raise TypeError("nested dataclasses are not allowed in actions or events")
    return value


def _from_jsonable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    return value


class Codec:
    """Names the action and event classes of one game so they round-trip through
    JSON. Use it as a decorator: `@codec.register` over each dataclass."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._by_name: dict[str, type] = {}

    def register(self, cls: type) -> type:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls.__name__} must be a dataclass")
        params = getattr(cls, "__dataclass_params__")
        if not params.frozen:
            raise TypeError(f"{cls.__name__} must be frozen")
        name = cls.__name__
        if name in self._by_name and self._by_name[name] is not cls:
            raise ValueError(f"{name} is registered twice in {self.game_id}")
        self._by_name[name] = cls
        return cls

    def names(self) -> list[str]:
        return sorted(self._by_name)

    def encode(self, obj: Any) -> dict:
        name = type(obj).__name__
        if self._by_name.get(name) is not type(obj):
            raise TypeError(f"{name} is not registered in {self.game_id}")
        out: dict[str, Any] = {"type": name}
        for f in dataclasses.fields(obj):
            out[f.name] = _to_jsonable(getattr(obj, f.name))
        return out

    def decode(self, data: Any) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise CorruptState(f"not an action or event of {self.game_id}: {data!r:.80}")
        cls = self._by_name.get(data["type"])
        if cls is None:
            raise CorruptState(f"{self.game_id} has no action or event called {data['type']!r}")
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                kwargs[f.name] = _from_jsonable(data[f.name])
            elif (f.default is dataclasses.MISSING
                  and f.default_factory is dataclasses.MISSING):  # type: ignore[misc]
                raise CorruptState(f"{data['type']} is missing {f.name!r}")
        extra = set(data) - {"type"} - {f.name for f in dataclasses.fields(cls)}
        if extra:
            raise CorruptState(f"{data['type']} has unknown fields {sorted(extra)}")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise CorruptState(f"{data['type']}: {exc}") from exc


# -- the state ----------------------------------------------------------------------

class GameState:
    """Base class of every game's state. Subclasses implement the methods that
    raise NotImplementedError; the rest have sensible defaults."""

    game_id: ClassVar[str] = ""
    codec: ClassVar[Codec]

    rng: Rng
    #: None in the true state; the viewing seat (or -1 for the public) in a view.
    viewer: Seat | None = None

    # -- making ------------------------------------------------------------------
    @classmethod
    def new_game(cls, options: dict, seed: int) -> "GameState":
        raise NotImplementedError

    @classmethod
    def opening_events(cls, options: dict, seed: int) -> list["Event"]:
        """What happened while the game was set up, before anyone's first move
        (King of Monster Island: the first Boss Phase), as events for the log.
        The same for the same options and seed; none by default."""
        return []

    @classmethod
    def set_up(cls, options: dict, seed: int) -> "GameState":
        """The game as set up, before what opening_events tells happened (a
        table plays those events from here to new_game's position); by
        default new_game's position, as nothing happens at set-up."""
        return cls.new_game(options, seed)

    # -- who acts, and what may they do ---------------------------------------------
    @property
    def num_players(self) -> int:
        raise NotImplementedError

    def to_act(self) -> list[Seat]:
        raise NotImplementedError

    def turn_seat(self) -> Seat | None:
        """Whose turn it is: the seat whose turn the game is in, which is not
        always the seat that must answer now (a player asked to play a card
        during another's turn). None: no seat's turn (a step everyone takes
        at once, or the game is over). Default: the one seat to act."""
        acting = self.to_act()
        return acting[0] if len(acting) == 1 else None

    def legal_actions(self, seat: Seat) -> list[Action]:
        raise NotImplementedError

    @classmethod
    def resume_problem(cls, options: dict, snapshot: dict) -> str | None:
        """Why a game saved with these options and this snapshot cannot go on
        here although the save itself is sound (a board file it was played on is
        missing or has changed), in words; None when it can. Never raises."""
        return None

    def secret_step(self) -> bool:
        """Whether the current step is a secret simultaneous choice: several
        seats choose at once, each hidden from the others until revealed. The
        table hides the screen between people for it and lets computers choose
        at once (there is nothing to follow). Default: no such step."""
        return False

    def why_illegal(self, seat: Seat, action: Action) -> str | None:
        """None if the action is legal now, else the reason in words. The default
        compares with legal_actions; games override to give better reasons."""
        if self.is_over():
            return _("the game is over")
        if seat not in self.to_act():
            return _("it is not your turn")
        if action not in self.legal_actions(seat):
            return _("{action} is not allowed now").format(action=action.label())
        return None

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Check the action, then carry it out and return what happened."""
        if self.viewer is not None:
            raise IllegalAction("a view cannot be played; sample a world first")
        why = self.why_illegal(seat, action)
        if why is not None:
            raise IllegalAction(why)
        return self.apply_trusted(seat, action)

    def apply_trusted(self, seat: Seat, action: Action) -> list[Event]:
        """Carry out an action already known to be legal (the AI's fast path)."""
        raise NotImplementedError

    # -- hidden information --------------------------------------------------------
    def view(self, seat: Seat | None) -> "GameState":
        """What `seat` may know (None: what a spectator may know). A view never
        carries the real RNG state: its future dice are unknown."""
        raise NotImplementedError

    def sample_world(self, rng: Rng) -> "GameState":
        """Called on a view: a complete state consistent with everything the viewer
        knows, with hidden things drawn at random and a fresh RNG. The default suits
        games with no hidden information but the future dice."""
        world = self.clone()
        world.viewer = None
        world.rng = Rng(rng.next64())
        return world

    # -- taking moves back -----------------------------------------------------------
    def why_it_stands(self, seat: Seat, action: Action, events: Sequence[Event]) -> str | None:
        """Whether a recent move may still be taken back (Undo): None if it may,
        else why it stands, as the end of a sentence ("revealed something new").

        Asked on the state as it is now, once for each move an Undo would take
        back (a person's last move and the computer moves after it). The default:
        a move stands once one of its events revealed something (`Event.reveals`).
        A game overrides this when something else makes a move final."""
        if any(ev.reveals for ev in events):
            return _("revealed something new")
        return None

    # -- end -----------------------------------------------------------------------
    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[float]:
        """Points per seat as the rulebook counts them (so far, or final)."""
        raise NotImplementedError

    def score_breakdown(self) -> list[dict[str, float]]:
        """Per seat, where the points came from ({"crowd": 9, "neighbours": 4}),
        for the results screen. Keys are shown as headings, in insertion order."""
        return [{"points": s} for s in self.scores()]

    def why_it_ended(self) -> str:
        """Why the game ended, as one sentence for the results screen ("" if
        the headline says it all, or while the game goes on)."""
        return ""

    def standings(self) -> list[tuple]:
        """Per seat, what places it in the final ranking, higher first: its
        score, then the game's own tie-breaks (fewer turns taken, a duel won).
        Seats with equal standings are tied. The default: the score, and among
        equal scores the winners first."""
        won = set(self.winners())
        return [(s, i in won) for i, s in enumerate(self.scores())]

    def tie_breaks(self, seat: Seat) -> list[tuple[str, float]]:
        """What besides its points places `seat` when scores are equal, as
        (what is counted, how many) for the breakdown of its score on the
        results screen ("Turns taken", 14); none by default."""
        return []

    def winners(self) -> list[Seat]:
        """Seats that won (several on a shared win; all seats when a co-op team
        wins; none when it loses). Meaningful once the game is over."""
        sc = self.scores()
        best = max(sc)
        return [i for i, s in enumerate(sc) if s == best]

    def returns(self) -> list[float]:
        """What each seat got out of the game, in [0, 1], for the AI: 1 shared
        among the winners. Games may add a small margin term."""
        w = self.winners()
        n = self.num_players
        if not w:
            return [0.0] * n
        share = 1.0 / len(w)
        return [share if i in w else 0.0 for i in range(n)]

    # -- copying and saving -----------------------------------------------------------
    def clone(self) -> "GameState":
        raise NotImplementedError

    def to_json(self) -> dict:
        """Plain JSON data (dict, list, str, int, float, bool, None) in new
        containers: nothing in it may share a list or dict with the live state."""
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: dict) -> "GameState":
        raise NotImplementedError

    def encode_action(self, action: Action) -> dict:
        return self.codec.encode(action)

    def decode_action(self, data: dict) -> Action:
        act = self.codec.decode(data)
        if not isinstance(act, Action):
            raise CorruptState(f"{data.get('type')!r} is an event, not an action")
        return act

    # -- words for people ---------------------------------------------------------------
    def turn_note(self) -> dict | None:
        """Where the game stands, as language-free data (rules/core/turn_note.py):
        the message of "Round 3" or "Turn 12: Gigazaur vs Crystal Dragon" and
        its values, names given by their own messages. Saves keep this, and
        the Load list, Continue and the replays read it in the language in use
        when they show it. None: the game has nothing to say."""
        return None

    def turn_label(self) -> str:
        """The turn note in the words of the language in use ("" for none)."""
        note = self.turn_note()
        return notes.read(note) if note else ""

    def describe(self, seat: Seat, action: Action, names: Sequence[str]) -> str:
        """A log line for an action, from the acting seat's side."""
        return _("{player}: {action}").format(player=names[seat], action=action.label())

    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[tuple[Seat | None, str]]:
        """The game log's lines for the events of one move, each already
        redacted for the reader: (the seat a line is about, or None; its text).
        The default gives each event its own line, about its `seat` field if it
        has one; games override to join events that read better as one line."""
        return [(event_seat(ev), ev.text(names)) for ev in events]

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.to_json() == self.to_json()  # type: ignore[union-attr]

    __hash__ = None  # type: ignore[assignment]


def play_random_game(state: GameState, rng: Rng, max_actions: int = 100_000) -> list:
    """Plays random legal actions to the end; returns [(seat, action), ...].
    Used by tests and the arena's throughput figure."""
    history = []
    for __ in range(max_actions):
        if state.is_over():
            return history
        seat = state.to_act()[0]
        acts = state.legal_actions(seat)
        if not acts:
            raise AssertionError(f"{state.game_id}: seat {seat} must act but has no legal action")
        act = rng.choice(acts)
        state.apply(seat, act)
        history.append((seat, act))
    raise AssertionError(f"{state.game_id}: no end after {max_actions} actions")


def replay(cls: type[GameState], options: dict, seed: int,
           actions: Iterable[tuple[Seat, Action]]) -> GameState:
    """new_game then apply each action, checked: what loading a save does."""
    state = cls.new_game(options, seed)
    for seat, act in actions:
        state.apply(seat, act)
    return state
