"""A game in progress: the options, the seed, who sits where, the true state and
every move so far. The session applies moves (the rules check them), keeps the
action log the saves and the undo are built from, and autosaves after every move.

The autosave is a snapshot document plus a journal of one line per move
(game/storage/save_journal.py), written in order by one background thread, so neither a
slow disk nor a long game stalls a frame; `flush()` waits for it (the crash
handler and Quit call it). No pygame here.
"""
from __future__ import annotations

import os
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core import turn_note as turn_notes
from rules.core.bounded_file import open_regular_for_writing
from rules.core.contract import Action, Event, GameState, IllegalAction, Seat
from rules.core.i18n import _
from rules.core.registry import GameInfo, get as get_game

from .storage import save_journal, saves
from .storage.atomic_file import encode_json

#: How many recent positions the session keeps for undo (a resumed game keeps as many).
UNDO_DEPTH = saves.KEPT_POSITIONS
#: An autosave's journal grows to this many lines, or to half the game's moves
#: if more, before a whole snapshot is written again: a long game writes a few
#: snapshots, so the average write per move stays the same however long it is.
SNAPSHOT_AFTER = 50


#: how a seat is held: a person at this screen, a computer player, a person
#: over the network (game/net: their moves come from the host's connection)
SEAT_KINDS = ("human", "ai", "remote")


@dataclass
class SeatConfig:
    name: str
    kind: str = "human"          # one of SEAT_KINDS
    level: str = "normal"        # "easy", "normal", "hard" (for AI seats)
    colour: int = 0              # index into the theme's seat colours
    #: a network seat (kind "remote", or "ai" while a computer holds it for
    #: its person); its rejoin token, kept by the host's save only
    network: bool = False
    token: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    @property
    def is_remote(self) -> bool:
        return self.kind == "remote"

    @property
    def is_here(self) -> bool:
        """A person at this screen."""
        return self.kind == "human"

    def to_json(self) -> dict:
        out = {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}
        if self.network or self.kind == "remote":
            out["network"] = True
            out["token"] = self.token
        return out

    @classmethod
    def from_json(cls, data: Any) -> "SeatConfig":
        if not isinstance(data, dict):
            raise saves.SaveError(_("the save's seats are damaged"))
        name, kind = data.get("name"), data.get("kind", "human")
        level, colour = data.get("level", "normal"), data.get("colour", 0)
        network, token = data.get("network", False), data.get("token", "")
        if (not isinstance(name, str) or not 0 < len(name) <= saves.MAX_NAME or kind not in SEAT_KINDS
                or level not in ("easy", "normal", "hard", "random")
                or not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < 64
                or not isinstance(network, bool) or not isinstance(token, str) or len(token) > 64):
            raise saves.SaveError(_("the save's seats are damaged"))
        return cls(name, kind, level, colour, network or kind == "remote", token)


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


@dataclass
class _Job:
    """One autosave write: a whole snapshot (the document's `fields` and the
    position's JSON text, joined into the document on the writer's thread) or
    one journal line."""

    path: Path
    fields: dict | None = None
    state_text: str = ""
    line: bytes | None = None
    record: dict | None = None

    @property
    def whole(self) -> bool:
        return self.fields is not None


class _AutosaveWriter:
    """Writes autosaves on a background thread, in order: journal lines are
    appended one by one (none may be skipped); a snapshot makes every older
    job for the same save unnecessary. After a failed write the journal of that
    save is not trusted any more: its later lines are dropped until the session
    (which asks `needs_snapshot`) sends a whole snapshot again."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._jobs: list[_Job] = []
        self._busy = False
        self._thread: threading.Thread | None = None
        self._broken: set[Path] = set()
        #: the newest failure in words, and the save it was writing (None: any)
        self.last_error: str | None = None
        self.last_error_path: Path | None = None

    def submit(self, job: _Job) -> None:
        with self._lock:
            if job.whole:
                self._jobs = [j for j in self._jobs if j.path != job.path]
            self._jobs.append(job)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def problem(self, path: Path) -> str | None:
        """Why the save at `path` is not being written, or None."""
        with self._lock:
            return self.last_error if self.last_error_path in (None, path) else None

    def needs_snapshot(self, path: Path) -> bool:
        with self._lock:
            return path in self._broken

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._jobs:
                    self._lock.notify_all()
                    self._lock.wait(timeout=2.0)
                    if not self._jobs:
                        self._thread = None
                        return
                job = self._jobs.pop(0)
                if not job.whole and job.path in self._broken:
                    continue
                self._busy = True
            try:
                self._write(job)
                with self._lock:
                    self._broken.discard(job.path)
                    if self.last_error_path in (None, job.path):
                        self.last_error = self.last_error_path = None
            except OSError as exc:
                with self._lock:
                    self._broken.add(job.path)
                    self.last_error_path = job.path
                    self.last_error = _("cannot save this game: the saves folder cannot be written ({reason})").format(
                        reason=exc.strerror or exc)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    @staticmethod
    def _write(job: _Job) -> None:
        journal = save_journal.journal_path(job.path)
        if job.whole:
            saves.write_json_atomic(job.path, saves.document_bytes(job.fields, job.state_text))
            # the new snapshot holds every move: the old lines are now stale
            # (skipped when read), and are emptied so the journal stays short
            with open_regular_for_writing(journal, append=False) as fh:
                os.fsync(fh.fileno())
            saves.note_in_index(job.path, job.record or {})
        else:
            # before (a kill mid-line leaves no record offering another game) and
            # after (a listing made meanwhile read the journal without this line)
            saves.note_journal_line(job.path)
            with open_regular_for_writing(journal, append=True) as fh:
                fh.write(job.line or b"")
                fh.flush()
                os.fsync(fh.fileno())
            saves.note_journal_line(job.path)

    def flush(self, timeout: float = 5.0) -> None:
        with self._lock:
            self._lock.wait_for(lambda: not self._jobs and not self._busy, timeout=timeout)


_writer = _AutosaveWriter()


class GameSession:
    #: a joiner's copy of a game hosted elsewhere (game/net/remote_session.py)
    remote = False

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
        #: the journal generation (the snapshot its lines follow); None until
        #: this session's first autosave, which is always a whole snapshot
        self._journal_gen: str | None = None
        self._journal_lines = 0
        #: the moves as the autosave on disk (or queued) has them
        self._saved: list[list] = []
        self._queue_problem: str | None = None
        self._autosave_path: Path | None = None
        #: what happened at set-up (the rules' opening_events) is yet to be
        #: played at the table: true for a game just set up (`new`) until its
        #: table plays it or a move is made; a game resumed from a save opens
        #: as it stands, with the opening in its log only
        self.opening_to_play = False

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
        session.opening_to_play = True
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
            raise saves.SaveError(_("the save's seats do not match its game"))
        actions = [(seat, saved.state.decode_action(a)) for seat, a in saved.actions]
        session = cls(info, saved.options, saved.seed, seats, saved.state, actions=actions,
                      save_id=saved.save_id, created=saved.created)
        session.label = saved.label if not saved.autosave else ""
        befores = [None] * (len(saved.events) - len(saved.befores)) + list(saved.befores)
        for (seat, action, events), before in zip(saved.events, befores):
            session.history.append(Move(seat, action, events, before))
        return session

    # -- who is who -------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def human_seats(self) -> list[Seat]:
        """The seats of the people at this screen (not computers, not network seats)."""
        return [i for i, s in enumerate(self.seats) if s.is_here]

    def remote_seats(self) -> list[Seat]:
        """The seats played over the network now (game/net)."""
        return [i for i, s in enumerate(self.seats) if s.is_remote]

    def ai_seats(self) -> list[Seat]:
        return [i for i, s in enumerate(self.seats) if s.is_ai]

    def is_over(self) -> bool:
        return self.state.is_over()

    def opening_events(self) -> list[Event]:
        """What happened at set-up (the contract's opening_events), unredacted."""
        return type(self.state).opening_events(self.options, self.seed)

    def view_for(self, seat: Seat | None) -> GameState:
        return self.state.view(seat)

    # -- moves ----------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Apply a move (IllegalAction says why it is refused), log it, autosave."""
        before = self.state.clone()
        events = self.state.apply(seat, action)
        self.opening_to_play = False
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
                stands = (_("that move {why}, so it stands").format(why=why) if move is moves[0] else
                          _("{player}'s move after it {why}, so it stands").format(player=self.names[move.seat],
                                                                                   why=why))
                break
        if stands is None and moves[0].before is None:
            stands = _("that move is too far back to undo")
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
    def saved_game(self, *, autosave: bool, actions: list | None = None, **meta) -> saves.SavedGame:
        """The save of this position. `actions` and `meta` (turn, over,
        updated) may be given when already worked out; without `actions` the
        moves are copied and the snapshot made here."""
        return saves.SavedGame(
            game_id=self.info.id, options=self.options, seed=self.seed,
            seats=[s.to_json() for s in self.seats],
            actions=list(self._encoded) if actions is None else actions,
            snapshot=self.state.to_json() if actions is None else {},
            label=(self.label or self.info.name)[:saves.MAX_LABEL],
            autosave=autosave, save_id=self.save_id, created=self.created,
            updated=meta.get("updated") or saves.now_iso(),
            turn=meta.get("turn", self.state.turn_label()[:saves.MAX_TURN]), players=self.names,
            over=meta.get("over", self.state.is_over()),
            turn_note=meta.get("note", self._turn_note()),
        )

    def _turn_note(self) -> dict | None:
        """The position's turn note, the language-free twin of its turn label
        (None if the game gave none the saves could read back: its words stand)."""
        note = self.state.turn_note()
        return note if note is not None and turn_notes.problem(note) is None else None

    @property
    def autosave_path(self) -> Path:
        if self._autosave_path is None:     # worked out once: the folder does not move during a game
            self._autosave_path = saves.autosave_path(self.info.id, self.save_id)
        return self._autosave_path

    def autosave(self) -> None:
        """Queues this position's autosave. On this (the frame's) thread only
        what changed is encoded: the position (whose size does not grow with
        the game) and the new moves; the writer thread joins the document or
        the journal line. Never raises: a save that cannot be written is
        reported in `save_problem` and the game goes on."""
        if not self.autosave_enabled:
            return
        try:
            self._queue_autosave()
        except Exception as exc:     # e.g. the data folder cannot even be named: say so, keep playing
            self._queue_problem = f"cannot save this game: {exc}"

    def _queue_autosave(self) -> None:
        path = self.autosave_path
        state_text = encode_json(self.state.to_json()).decode("utf-8")
        turn, over, updated = self.state.turn_label()[:saves.MAX_TURN], self.state.is_over(), saves.now_iso()
        note = self._turn_note()
        enc, kept = self._encoded, self._saved
        keep = min(len(enc), len(kept))
        while keep and enc[keep - 1] is not kept[keep - 1]:   # moves taken back since the last autosave
            keep -= 1
        whole = (self._journal_gen is None or _writer.needs_snapshot(path)
                 or self._journal_lines >= max(SNAPSHOT_AFTER, len(enc) // 2))
        if whole:
            self._journal_gen = secrets.token_hex(8)
            self._journal_lines = 0
            saved = self.saved_game(autosave=True, actions=list(enc), turn=turn, over=over, updated=updated, note=note)
            saved.journal = self._journal_gen
            job = _Job(path, fields=saved.fields(), state_text=state_text, record=saves.record_fields(saved))
        else:
            self._journal_lines += 1
            job = _Job(path, line=save_journal.encode_line({
                "gen": self._journal_gen, "keep": keep, "add": enc[keep:],
                "state": save_journal.state_digest(state_text), "turn": turn, "note": note, "updated": updated,
                "over": over}))
        del kept[keep:]
        kept.extend(enc[keep:])
        self._queue_problem = None
        _writer.submit(job)

    def seats_changed(self) -> None:
        """A seat's name, kind or token changed (a network seat joined, or was
        handed to a computer): the autosave is written whole again, seats and all."""
        self._journal_gen = None
        self.autosave()

    def flush(self) -> None:
        """Wait until the newest autosave is on disk."""
        _writer.flush()

    @property
    def save_problem(self) -> str | None:
        """Why this game is not being saved, for as long as it is not (the
        table keeps it in view); None while the autosaves are written."""
        if not self.autosave_enabled:
            return None
        return self._queue_problem or _writer.problem(self.autosave_path)

    @property
    def autosave_error(self) -> str | None:
        return self.save_problem

    def save_as(self, label: str) -> Path:
        self.label = (label.strip() or self.info.name)[:saves.MAX_LABEL]
        saved = self.saved_game(autosave=False)
        return saves.write_save(saved)
