"""A game rebuilt move by move for its replay: the position after any move,
the moves' events, the log as it read then, and where each round starts.

What a replay may show follows the rules contract: a game that is over is
open (everything that was hidden may be seen: every position is the true
state, every event unredacted); a game still in progress (a save) shows only
what a spectator may see (`state.view(None)`, events `redact(None)`). The
positions are rebuilt from the options, the seed and the moves, each move
checked by the rules, as loading a save does. No pygame here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from rules.core import turn_note as notes
from rules.core.contract import Action, Event, GameState, Seat
from rules.core.registry import GameInfo, get as get_game
from rules.core.i18n import _
from rules.core.rng import Rng

from ..storage import saves
from ..session import GameSession, Move, SeatConfig


#: how often a replay keeps a whole copy of the position
CHECKPOINT_EVERY = 16


def _round_part(turn_words: str) -> str:
    """A turn label's round, without what changes inside it ("Turn 3, lanterns
    2 of 6" and "Turn 3: A vs B" are both in "Turn 3")."""
    return re.split(r"[,:]", turn_words)[0].strip()


@dataclass(frozen=True)
class Round:
    """Where a round (the game's own turn label) starts: after `move` moves.
    It keeps the game's turn note, read when it is shown, so its name is in
    the language in use then (`words`: a game that gives no note)."""

    note: dict | None
    move: int
    words: str = ""

    @property
    def label(self) -> str:
        return _round_part(notes.read(self.note) if self.note else self.words) or _("Start")


class Replay:
    def __init__(self, info: GameInfo, options: dict, seed: int, seats: Sequence[SeatConfig],
                 actions: Sequence[tuple[Seat, Action]], *, open_: bool, title: str = "") -> None:
        self.info = info
        self.options = dict(options)
        self.seed = seed
        self.seats = list(seats)
        #: True when the game is over: everything may be seen
        self.open = open_
        self.title = title or info.name
        #: what it was made from (again(): the same replay in another language)
        self._made_from = (info, dict(options), seed, list(seats), list(actions), open_, title)
        cls = info.load_state_class()
        state = cls.new_game(self.options, seed)
        self._opening = cls.opening_events(self.options, seed)     # what set-up played (the log's first lines)
        # A copy of the position every CHECKPOINT_EVERY moves, not after every
        # move: a position between two is rebuilt from the one before it (a
        # long game's replay held hundreds of copies, tens of MB)
        self._checkpoints: dict[int, GameState] = {0: state.clone()}
        labels = [self._turn(state)]
        self.moves: list[Move] = []
        for k, (seat, action) in enumerate(actions, 1):
            events = state.apply(seat, action)
            self.moves.append(Move(seat, action, events, None))
            labels.append(self._turn(state))
            if k % CHECKPOINT_EVERY == 0:
                self._checkpoints[k] = state.clone()
        self._words = state             # the game's words for its events (the contract's log_lines)
        self._cursor: tuple[int, GameState] = (len(self.moves), state)
        self.rounds = self._rounds(labels)
        self._lines: list[tuple[Seat | None, str]] | None = None
        self._line_ends: list[int] = []

    # -- making ---------------------------------------------------------------------------
    def again(self) -> "Replay":
        """The same replay made again: its round names and log lines in the language now in use."""
        info, options, seed, seats, actions, open_, title = self._made_from
        return type(self)(info, options, seed, seats, actions, open_=open_, title=title)

    @classmethod
    def from_saved(cls, saved: saves.SavedGame) -> "Replay":
        """From a save or a history entry (saves.load_save checked it): open
        when the game in it is over, a spectator's replay while it goes on."""
        info = get_game(saved.game_id)
        state_cls = info.load_state_class()
        probe = state_cls.new_game(saved.options, saved.seed)
        actions = [(seat, probe.decode_action(a)) for seat, a in saved.actions]
        seats = [SeatConfig.from_json(s) for s in saved.seats]
        over = saved.state.is_over() if saved.state is not None else saved.over
        return cls(info, saved.options, saved.seed, seats, actions, open_=over, title=saved.label)

    @classmethod
    def from_session(cls, session: GameSession) -> "Replay":
        return cls(session.info, session.options, session.seed, session.seats, session.actions,
                   open_=session.is_over())

    # -- reading ----------------------------------------------------------------------------
    def __len__(self) -> int:
        """How many moves the game has."""
        return len(self.moves)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def state_at(self, k: int) -> GameState:
        """The true position after the first k moves (a reader must not change
        it; a later call never changes one already handed out)."""
        if not 0 <= k <= len(self.moves):
            raise IndexError(f"a replay of {len(self.moves)} moves has no position {k}")
        at, state = self._cursor
        if at == k:
            return state
        start = k - k % CHECKPOINT_EVERY
        if not start <= at <= k:
            at, state = start, self._checkpoints[start]
        for i in range(at, k):
            state = state.clone()
            move = self.moves[i]
            state.apply(move.seat, move.action)
        self._cursor = (k, state)
        return state

    def view_at(self, k: int, seat: Seat | None = None) -> GameState:
        """What the replay shows after k moves: in an open replay the true
        position, seen from `seat`'s place; otherwise the spectator's view."""
        state = self.state_at(k)
        if not self.open:
            return state.view(None)
        v = state.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        return v

    def shown_events(self, k: int) -> list[Event]:
        """The events of move k (1-based: the move that leads to position k),
        as the replay may show them."""
        events = self.moves[k - 1].events
        if self.open:
            return list(events)
        return [e for e in (ev.redact(None) for ev in events) if e is not None]

    def lines_to(self, k: int) -> list[tuple[Seat | None, str]]:
        """The log after k moves, as the replay may show it (worked out once)."""
        if self._lines is None:
            opening = self._opening if self.open else [e for e in (ev.redact(None) for ev in self._opening)
                                                         if e is not None]
            self._lines = list(self._words.log_lines(opening, self.names)) if opening else []
            self._line_ends = [len(self._lines)]
            for i in range(1, len(self) + 1):
                self._lines.extend(self._words.log_lines(self.shown_events(i), self.names))
                self._line_ends.append(len(self._lines))
        return self._lines[:self._line_ends[k]]

    # -- rounds -------------------------------------------------------------------------------
    @staticmethod
    def _turn(state: GameState) -> tuple[dict | None, str]:
        """A position's turn note (words only for a game that gives none)."""
        note = state.turn_note()
        return (note, "") if note else (None, state.turn_label())

    @staticmethod
    def _rounds(turns: Sequence[tuple[dict | None, str]]) -> list[Round]:
        """Where each round starts, from the turn note after each move; rounds
        are told apart by the note's English source, whatever the language."""
        out: list[Round] = []
        last = None
        for k, (note, words) in enumerate(turns):
            key = _round_part(notes.source(note) if note else words)
            if key != last:
                out.append(Round(note, k, words))
                last = key
        return out

    def round_of(self, k: int) -> int:
        """The index (in `rounds`) of the round position k is in."""
        i = 0
        for j, r in enumerate(self.rounds):
            if r.move <= k:
                i = j
        return i

    def next_round(self, k: int) -> int:
        """Where the round after position k's starts (the end if none)."""
        i = self.round_of(k)
        return self.rounds[i + 1].move if i + 1 < len(self.rounds) else len(self)

    def previous_round(self, k: int) -> int:
        """The start of position k's round, or of the round before when k is at its start."""
        i = self.round_of(k)
        start = self.rounds[i].move
        if k > start:
            return start
        return self.rounds[i - 1].move if i > 0 else 0
