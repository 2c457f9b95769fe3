"""The history of finished games: every game played to its end is kept in
platformdirs' data folder, history/, one save document a game (the same
document as a save: options, seed, seats, every move, the final position), so
it can be replayed move by move and the statistics can be rebuilt from it.

Files are written, listed, checked and set aside exactly as saves are
(game/storage/saves.py: atomic writes, the index, hostile files moved to
history/unreadable/ with the reason): this module only says where and when.

A game is kept once: its file is named after the game, its save id and a
digest of its moves, so finishing it, resuming the finished autosave and
finishing it again, or reaching the results twice keeps one file (a different
ending played from an earlier named save of the same game is another game).

The history keeps the newest CAP games. When a new game pushes older ones
out, they are removed and the removal is written down (history/dropped.note:
how many, when, which), and the replay list says so; their statistics stay
(game/storage/stats_file.py). The player deletes entries from the replay list, after
a confirmation. No pygame here.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from rules.core import registry
from rules.core.bounded_file import read_bounded
from rules.core.i18n import _, ngettext
from rules.core.wording import listed

from .. import language
from ..storage import save_index, saves
from ..storage.atomic_file import encode_json, write_json_atomic
from ..session import GameSession

#: how many finished games the history keeps (the newest)
CAP = 200
FOLDER = "history"
DROPPED = "dropped.note"
DROPPED_FORMAT = "monster-isles-history-dropped"
#: how many dropped games the note names (the count covers them all)
DROPPED_NAMED = 20
#: a note names DROPPED_NAMED games of under 200 characters: a few KB; more is not ours
DROPPED_MAX_BYTES = 64 * 1024


def history_dir() -> Path:
    return saves.data_dir() / FOLDER


def game_key(game_id: str, save_id: str, actions: list) -> str:
    """The name of a finished game in the history (and in the statistics)."""
    digest = hashlib.sha256(encode_json(actions)).hexdigest()[:10]
    return f"{game_id}-{save_id}-{digest}"


def entry_path(key: str) -> Path:
    return history_dir() / f"{key}.json"


@dataclass
class Kept:
    """What keeping a finished game did."""

    key: str
    path: Path
    #: False when the game was already in the history
    new: bool
    #: the games the cap pushed out (their labels)
    dropped: list[str] = field(default_factory=list)
    #: why it could not be kept (a full or read-only disk), else None
    problem: str | None = None


def keep_finished(session: GameSession, cap: int = CAP) -> Kept:
    """Keeps a game that is over in the history, once. Never raises: a disk
    that cannot be written is reported in `problem` and costs nothing else."""
    saved = session.saved_game(autosave=False)
    key = game_key(saved.game_id, saved.save_id, saved.actions)
    path = entry_path(key)
    if path.exists():
        return Kept(key, path, False)
    saved.label = session.info.name
    saved.updated = saves.now_iso()
    try:
        saves.write_save(saved, path)
        dropped = enforce_cap(cap, keep=path)
    except OSError as exc:
        return Kept(key, path, False, problem=_("this game could not be kept in the history ({reason})").format(
            reason=exc.strerror or exc))
    return Kept(key, path, True, dropped)


def list_entries(newest: int | None = CAP) -> list[saves.SaveRecord]:
    """The history, newest first; unreadable files last, with the reason
    (set aside into history/unreadable/ where the folder is writable). Only
    the `newest` games are listed (None: all): the order is known from the
    index and the files' dates without opening any, so a history that could
    not be pruned (a read-only folder) still lists in the time of its newest
    CAP, not of ten thousand. Files not of the app's naming are always listed
    (and so set aside)."""
    folder = history_dir()
    if newest is None:
        return saves.list_saves(folder)
    aged = _by_age(folder)
    ours = [name for _when, name, _rec in aged]
    strangers = {n for n in save_index.scan(folder) if n.endswith(".json") and not KEY_NAME.match(n)}
    return saves.list_saves(folder, only=set(ours[:newest]) | strangers)


#: a history file's name as the app makes it (game_key + ".json")
KEY_NAME = re.compile(r"[a-z0-9_]{1,40}-[0-9a-f]{1,32}-[0-9a-f]{10}\.json\Z")


def _by_age(folder: Path) -> list[tuple[datetime, str, dict | None]]:
    """Each history file of the app's naming, newest first, with its index
    record when the index holds it as it is (its date then), else None (its
    file's date then). No file is opened."""
    files = save_index.scan(folder)
    index = save_index.load(folder)
    out = []
    for name, stamp in files.items():
        if not KEY_NAME.match(name):
            continue
        entry = index.get(name)
        record = entry["record"] if entry is not None and entry["save"] == stamp else None
        when = saves._parse_time(record["updated"]) if record is not None else None
        if when is None:
            when = datetime.fromtimestamp(stamp[1] / 1e9, timezone.utc)
        out.append((when, name, record))
    out.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return out


def prune_on_start(cap: int = CAP) -> list[str]:
    """At start (off the frame, main.py): the promise of the newest `cap`
    games kept, whatever the history held when the app was closed (copied
    in, or left by a version without the cap). Never raises."""
    try:
        if not saves.folder_writable(history_dir()):
            return []
        return enforce_cap(cap)
    except Exception:        # the history is never a reason the app cannot start
        return []


def delete_entry(path: Path | str) -> None:
    """Removes a game the player chose to delete (the list asked first)."""
    saves.delete_save(path)


def describe(rec: saves.SaveRecord) -> str:
    when = language.day(rec.updated.astimezone()) if rec.updated else _("an unknown day")
    return _("{game} · {players} · {day}").format(game=_(rec.game_name), players=listed(rec.players), day=when)


def enforce_cap(cap: int = CAP, keep: Path | None = None) -> list[str]:
    """Removes the oldest games beyond `cap` (never `keep`, the game just
    kept; only finished games of the app's naming are ever in the history, a
    save in progress never), writes down what went, and returns their labels.
    OSError if the note cannot be written (then nothing was removed).

    The order comes from the index and the files' dates, no file is opened,
    and the index is written once at the end: 10,000 games are pruned in the
    time of a folder listing and 9,800 removals, not 9,800 rewrites of the
    index (delete_entry writes it at each)."""
    folder = history_dir()
    aged = [t for t in _by_age(folder) if folder / t[1] != keep]
    extra = aged[cap - 1 if keep is not None else cap:]
    if not extra:
        return []
    labels = [_label(when, name, record) for when, name, record in extra]
    note = dropped_note()
    count = (note.count if note else 0) + len(extra)
    names = (labels + (note.names if note else []))[:DROPPED_NAMED]
    write_json_atomic(history_dir() / DROPPED, {"format": DROPPED_FORMAT, "version": 1, "count": count,
                                                "last": saves.now_iso(), "cap": cap, "names": names})
    gone = set()
    for _when, name, _record in extra:
        try:
            (folder / name).unlink()
            gone.add(name)
        except OSError:
            continue
        try:
            (folder / f"{name}.why.txt").unlink()
        except OSError:
            pass
    entries = save_index.load(folder)
    if any(name in entries for name in gone):
        try:
            save_index.store(folder, {n: e for n, e in entries.items() if n not in gone})
        except OSError:              # only a cache: the next listing puts it right
            pass
    return labels


def _label(when: datetime, name: str, record: dict | None) -> str:
    """How the note names a game the cap removed (describe's words; a game
    not in the index by its game and day)."""
    game = registry.DISPLAY_NAMES.get(name.split("-", 1)[0], name.split("-", 1)[0])
    day = language.day(when.astimezone())
    if record is None:
        return _("{game} · {day}").format(game=_(game), day=day)
    return _("{game} · {players} · {day}").format(game=_(game), players=", ".join(record["players"]), day=day)


@dataclass(frozen=True)
class DroppedNote:
    """What the cap has removed so far."""

    count: int
    last: datetime | None
    cap: int
    names: list[str]

    def words(self) -> str:
        kept = ngettext("The history keeps the newest {n} finished game.",
                        "The history keeps the newest {n} finished games.", self.cap).format(n=self.cap)
        if self.last:
            removed = ngettext("{count} older game was removed to make room (last on {day}).",
                               "{count} older games were removed to make room (last on {day}).", self.count)
        else:
            removed = ngettext("{count} older game was removed to make room.",
                               "{count} older games were removed to make room.", self.count)
        removed = removed.format(count=self.count, day=language.day(self.last.astimezone()) if self.last else "")
        return _("{kept} {removed} Their statistics are kept.").format(kept=kept, removed=removed)


def dropped_note() -> DroppedNote | None:
    """What the cap removed, or None when it removed nothing. A note that
    cannot be read is set aside (never lost) and says so itself."""
    path = history_dir() / DROPPED
    if not path.exists():
        return None
    try:
        raw = read_bounded(path, DROPPED_MAX_BYTES)      # never more than a note can be
        doc = json.loads(raw.decode("utf-8"))
        count, cap, names, last = doc["count"], doc["cap"], doc["names"], doc["last"]
        if (doc.get("format") != DROPPED_FORMAT or not isinstance(count, int) or isinstance(count, bool)
                or count < 1 or not isinstance(cap, int) or cap < 1 or not isinstance(names, list)
                or not all(isinstance(n, str) and len(n) < 200 for n in names) or not isinstance(last, str)):
            raise ValueError("not a note of ours")
    except (OSError, ValueError, KeyError, TypeError, RecursionError, MemoryError):
        try:
            saves.set_aside(path, "the note of games the history cap removed could not be read")
        except OSError:
            pass
        return DroppedNote(1, None, CAP, [_("(the note of removed games was damaged and set aside)")])
    try:
        when = datetime.fromisoformat(last)
        when = when if when.tzinfo else when.replace(tzinfo=timezone.utc)
    except ValueError:
        when = None
    return DroppedNote(count, when, cap, names[:DROPPED_NAMED])
