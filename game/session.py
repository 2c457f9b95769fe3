"""A game in progress: the options, the seed, who sits where, the true state and
every move so far. The session applies moves (the rules check them), keeps the
action log the saves and the undo are built from, and autosaves after every move.

The autosave is written by one background thread that always writes the newest
position, so a slow disk never stalls a frame; `flush()` waits for it (the crash
handler and Quit call it). No pygame here.
"""
from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core.contract import Action, Event, GameState, IllegalAction, Seat
from rules.core.registry import GameInfo, get as get_game

from . import saves

#: How many recent positions the session keeps for undo.
UNDO_DEPTH = 64


@dataclass
class SeatConfig:
    name: str
    kind: str = "human"          # "human" or "ai"
    level: str = "normal"        # "easy", "normal", "hard" (for AI seats)
    colour: int = 0              # index into the theme's seat colours

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @classmethod
    def from_json(cls, data: Any) -> "SeatConfig":
        if not isinstance(data, dict):
            raise saves.SaveError("the save's seats are damaged")
        name, kind = data.get("name"), data.get("kind", "human")
        level, colour = data.get("level", "normal"), data.get("colour", 0)
        if (not isinstance(name, str) or kind not in ("human", "ai")
                or level not in ("easy", "normal", "hard", "random")
                or not isinstance(colour, int) or isinstance(colour, bool)):
            raise saves.SaveError("the save's seats are damaged")
        return cls(name, kind, level, colour)


@dataclass
class Move:
    """One applied move, with what it caused and the position before it."""

    seat: Seat
    action: Action
    events: list[Event]
    before: GameState | None


@dataclass(frozen=True)
class TakeBack:
    """What one Undo takes back: `seat`'s move (a person's) and the computer
    moves after it, in order; `stands` says why it may not (None: it may)."""

    seat: Seat
    moves: tuple[Move, ...]
    stands: str | None

    @property
    def computer_moves(self) -> tuple[Move, ...]:
        return self.moves[1:]


class _AutosaveWriter:
    """Writes the newest autosave document on a background thread; if moves come
    faster than the disk, the older pending documents are simply skipped."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: tuple[Path, bytes] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None

    def submit(self, path: Path, doc: bytes) -> None:
        with self._lock:
            self._pending = (path, doc)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._pending is None:
                    self._lock.notify_all()
                    self._lock.wait(timeout=2.0)
                    if self._pending is None:
                        self._thread = None
                        return
                path, doc = self._pending
                self._pending = None
                self._busy = True
            try:
                saves.write_json_atomic(path, doc)
                self.last_error = None
            except OSError as exc:
                self.last_error = f"could not autosave: {exc.strerror or exc}"
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def flush(self, timeout: float = 5.0) -> None:
        with self._lock:
            self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout=timeout)


_writer = _AutosaveWriter()


class GameSession:
    def __init__(self, info: GameInfo, options: dict, seed: int, seats: list[SeatConfig],
                 state: GameState, *, actions: list[tuple[Seat, Action]] | None = None,
                 save_id: str | None = None, created: str | None = None,
                 autosave_enabled: bool = True) -> None:
        self.info = info
        self.options = dict(options)
        self.seed = seed
        self.seats = list(seats)
        self.state = state
        self.actions: list[tuple[Seat, Action]] = list(actions or [])
        self._encoded: list[list] = [[s, state.encode_action(a)] for s, a in self.actions]
        self.history: list[Move] = []
        self.save_id = save_id or f"{secrets.token_hex(4)}"
        self.created = created or saves.now_iso()
        self.autosave_enabled = autosave_enabled
        self.label = ""

    # -- making -------------------------------------------------------------------
    @classmethod
    def new(cls, info: GameInfo, options: dict, seats: list[SeatConfig], seed: int | None = None,
            autosave_enabled: bool = True) -> "GameSession":
        opts = dict(options)
        opts["players"] = len(seats)
        problems = info.problems(opts)
        if problems:
            raise ValueError("; ".join(problems))
        if seed is None:
            seed = secrets.randbits(62)
        state = info.load_state_class().new_game(opts, seed)
        session = cls(info, opts, seed, seats, state, autosave_enabled=autosave_enabled)
        session.autosave()
        return session

    @classmethod
    def from_save(cls, saved: saves.SavedGame) -> "GameSession":
        """From a loaded save (saves.load_save has replayed and checked it)."""
        if saved.state is None:
            saves.replay_save(saved)
        info = get_game(saved.game_id)
        seats = [SeatConfig.from_json(s) for s in saved.seats]
        if len(seats) != saved.state.num_players:
            raise saves.SaveError("the save's seats do not match its game")
        actions = [(seat, saved.state.decode_action(a)) for seat, a in saved.actions]
        session = cls(info, saved.options, saved.seed, seats, saved.state, actions=actions,
                      save_id=saved.save_id if saved.autosave else None, created=saved.created)
        session.label = saved.label if not saved.autosave else ""
        for seat, action, events in saved.events:
            session.history.append(Move(seat, action, events, None))
        return session

    # -- who is who -------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def human_seats(self) -> list[Seat]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def ai_seats(self) -> list[Seat]:
        return [i for i, s in enumerate(self.seats) if s.is_ai]

    def is_over(self) -> bool:
        return self.state.is_over()

    def view_for(self, seat: Seat | None) -> GameState:
        return self.state.view(seat)

    # -- moves ----------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Apply a move (IllegalAction says why it is refused), log it, autosave."""
        before = self.state.clone()
        events = self.state.apply(seat, action)
        self.actions.append((seat, action))
        self._encoded.append([seat, self.state.encode_action(action)])
        self.history.append(Move(seat, action, events, before))
        if len(self.history) > UNDO_DEPTH:
            self.history[-UNDO_DEPTH - 1].before = None
        self.autosave()
        return events

    # -- taking back ---------------------------------------------------------------------
    def take_back(self) -> "TakeBack | None":
        """What one Undo would take back now: the last move a person made, with
        every computer move that followed it (the computer answers at once, so
        a person's move alone would almost never be the last one). None when no
        person has moved in the moves this session remembers.

        It may be taken back while none of those moves stands by the rules
        (`state.why_it_stands`: by default, while none revealed anything) and
        the position before the person's move is still kept. No other person
        has moved since: that would be the last person's move."""
        first = len(self.history) - 1
        while first >= 0 and self.seats[self.history[first].seat].is_ai:
            first -= 1
        if first < 0:
            return None
        moves = tuple(self.history[first:])
        mover = moves[0].seat
        stands = None
        for move in moves:
            why = self.state.why_it_stands(move.seat, move.action, move.events)
            if why is not None:
                who = ("that move" if move is moves[0]
                       else f"{self.names[move.seat]}'s move after it")
                stands = f"{who} {why}, so it stands"
                break
        if stands is None and moves[0].before is None:
            stands = "that move is too far back to undo"
        return TakeBack(mover, moves, stands)

    def can_undo(self, seat: Seat) -> bool:
        """Whether `seat`'s last move (and the computer moves after it) may be taken back now."""
        tb = self.take_back()
        return tb is not None and tb.seat == seat and tb.stands is None

    def why_no_undo(self, seat: Seat) -> str | None:
        tb = self.take_back()
        if tb is None:
            return "nothing to undo yet"
        if tb.seat != seat:
            return "only your own last move can be taken back"
        return tb.stands

    def undo(self) -> "TakeBack":
        """Takes back the person's last move and the computer moves after it
        (see take_back); IllegalAction says why when it stands."""
        tb = self.take_back()
        if tb is None:
            raise IllegalAction("nothing to undo yet")
        if tb.stands is not None:
            raise IllegalAction(tb.stands)
        n = len(tb.moves)
        del self.history[-n:]
        del self.actions[-n:]
        del self._encoded[-n:]
        self.state = tb.moves[0].before
        self.autosave()
        return tb

    # -- saving ------------------------------------------------------------------------------
    def saved_game(self, *, autosave: bool) -> saves.SavedGame:
        return saves.SavedGame(
            game_id=self.info.id, options=self.options, seed=self.seed,
            seats=[s.to_json() for s in self.seats], actions=list(self._encoded),
            snapshot=self.state.to_json(), label=self.label or f"{self.info.name}",
            autosave=autosave, save_id=self.save_id, created=self.created,
            updated=saves.now_iso(), turn=self.state.turn_label(), players=self.names,
            over=self.state.is_over(),
        )

    @property
    def autosave_path(self) -> Path:
        return saves.autosave_path(self.info.id, self.save_id)

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        # serialised here, on the caller's thread: the live state keeps changing
        _writer.submit(self.autosave_path, saves.encode_json(saves.document(self.saved_game(autosave=True))))

    def flush(self) -> None:
        """Wait until the newest autosave is on disk."""
        _writer.flush()

    @property
    def autosave_error(self) -> str | None:
        return _writer.last_error

    def save_as(self, label: str) -> Path:
        self.label = label.strip() or self.info.name
        saved = self.saved_game(autosave=False)
        return saves.write_save(saved)
