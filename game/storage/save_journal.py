"""The journal beside an autosave: what changed since its last full snapshot.

An autosave is two files: `autosave-<game>-<id>.json`, a whole save document
(every move and a snapshot, the same format named saves use), rewritten now and
then; and `autosave-<game>-<id>.journal`, to which each move appends one line,
so a move costs the same at move 500 as at move 10.

A line is `<checksum> <json>\\n`, the checksum being the first 32 hex digits of
the SHA-256 of the JSON text. Its JSON says how the list of moves changes and
where it leads:

    {"gen": the snapshot this line follows, "keep": how many moves stay (fewer
     than before after an undo), "add": [[seat, action], ...] the moves after
     them, "state": SHA-256 of the position reached, "turn", "updated", "over",
     and since 1.3 "note": the turn as data (rules/core/turn_note.py) or null}

A line whose `gen` is not the snapshot's is older than the snapshot (which
already holds its moves: the app was stopped between writing the snapshot and
emptying the journal) and is skipped. A last line without its newline, or whose
checksum fails, is a move cut off as it was written: it is dropped and reported,
nothing else is lost. Any other damage makes the whole autosave unreadable (the
save module sets both files aside). No pygame here.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from rules.core import turn_note as notes
from rules.core.bounded_file import read_tail
from rules.core.i18n import N_, _

from game.storage.save_limits import MAX_ACTIONS, MAX_FILE_BYTES, MAX_SEATS, MAX_STAMP, MAX_TURN, SaveError, read_at_most

SUFFIX = ".journal"
CHECK_LEN = 32
#: how much of a journal's end the save list reads to learn the newest turn
TAIL_BYTES = 64 * 1024
TORN = N_("the last move was cut off as it was being saved, so the game goes on from the move before it")


def journal_path(save_path: Path) -> Path:
    return save_path.with_suffix(SUFFIX)


def canonical(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_digest(state_text: str) -> str:
    """The fingerprint of a position, from its canonical JSON text."""
    return hashlib.sha256(state_text.encode("utf-8")).hexdigest()


def encode_line(payload: dict) -> bytes:
    text = canonical(payload)
    check = hashlib.sha256(text.encode("utf-8")).hexdigest()[:CHECK_LEN]
    return f"{check} {text}\n".encode("utf-8")


@dataclass
class Entry:
    keep: int
    add: list
    state: str
    turn: str
    updated: str
    over: bool
    #: the turn note (None: a line written before 1.3, or by a game without notes)
    note: dict | None = None


@dataclass
class Journal:
    entries: list[Entry] = field(default_factory=list)
    #: why a cut-off last line was dropped (None when there was none)
    torn: str | None = None


def _payload(line: bytes) -> dict | None:
    """The line's JSON if its checksum holds, else None."""
    check, sep, text = line.partition(b" ")
    if not sep or len(check) != CHECK_LEN:
        return None
    if hashlib.sha256(text).hexdigest()[:CHECK_LEN].encode("ascii") != check:
        return None
    try:
        data = json.loads(text.decode("utf-8"))
    except Exception:      # a line that passes its checksum is ours: this is belt and braces
        return None
    return data if isinstance(data, dict) else None


def _is_int(v, lo: int, hi: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _entry(data: dict, number: int) -> Entry:
    keep, add, state = data.get("keep"), data.get("add"), data.get("state")
    turn, updated, over, note = data.get("turn"), data.get("updated"), data.get("over"), data.get("note")
    bad = (not _is_int(keep, 0, MAX_ACTIONS) or not isinstance(add, list) or len(add) > MAX_ACTIONS
           or not isinstance(state, str) or len(state) != 64
           or not isinstance(turn, str) or len(turn) > MAX_TURN
           or not isinstance(updated, str) or len(updated) > MAX_STAMP or not isinstance(over, bool)
           or (note is not None and notes.problem(note) is not None))
    if not bad:
        bad = any(not isinstance(a, list) or len(a) != 2 or not _is_int(a[0], 0, MAX_SEATS - 1)
                  or not isinstance(a[1], dict) for a in add)
    if bad:
        raise SaveError(_("the save's journal is damaged (line {n} is malformed)").format(n=number))
    return Entry(keep, add, state, turn, updated, over, note)


def parse(raw: bytes, gen: str) -> Journal:
    """The lines that follow snapshot `gen`, checked; SaveError if damaged."""
    *complete, tail = raw.split(b"\n")
    out = Journal()
    if tail:
        out.torn = TORN
    for i, line in enumerate(complete):
        data = _payload(line)
        if data is None:
            if i == len(complete) - 1 and not tail:
                out.torn = TORN
                break
            raise SaveError(_("the save's journal is damaged at line {n} (its checksum does not match)").format(n=i + 1))
        if data.get("gen") != gen:
            if out.entries:
                raise SaveError(_("the save's journal is damaged at line {n} (it mixes two saves)").format(n=i + 1))
            continue           # older than the snapshot, which holds these moves already
        out.entries.append(_entry(data, i + 1))
    return out


def read(path: Path, gen: str) -> Journal:
    try:
        raw = read_at_most(path, MAX_FILE_BYTES, _("the save's journal is far larger than any game"))
    except FileNotFoundError:
        return Journal()
    except OSError as exc:
        raise SaveError(_("the save's journal cannot be read ({reason})").format(reason=exc.strerror or exc)) from exc
    return parse(raw, gen)


def newest_entry(path: Path, gen: str) -> Entry | None:
    """The last good line of snapshot `gen` (for the save list: the turn shown
    and whether the game is over), read from the journal's end only. Damage is
    not judged here: loading the save does that."""
    try:
        raw = read_tail(path, TAIL_BYTES)
    except OSError:             # missing, unreadable or not a plain file: loading says why
        return None
    for line in reversed(raw.split(b"\n")):
        data = _payload(line)
        if data is not None and data.get("gen") == gen:
            try:
                return _entry(data, 0)
            except SaveError:
                return None
    return None
