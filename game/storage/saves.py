"""Saves: one autosave per game in progress, plus named saves a player makes.

A save is a JSON document (never pickle) in the platform's data folder,
platformdirs.user_data_path("MonsterIsles")/saves:

    {"format": "monster-isles-save", "version": 1, "digest": sha256 of the body,
     "body": {"game_id", "options", "seed", "seats", "actions": [[seat, action]...],
              "snapshot": state.to_json(), "label", "autosave", "save_id",
              "created", "updated", "turn", "players", "over", "app_version",
              and, since 1.3, "turn_note"}}

"turn" is where the game stood, in words of the language it was saved in;
"turn_note" is the same as language-free data (rules/core/turn_note.py), read
in the language of the list whenever it is shown. A save without a note (made
before 1.3) shows its words as stored. The note is an addition older versions
pass over (they read the words), so it needs no new format version.

Loading replays the actions from the options and the seed, checked move by move,
and compares the result with the snapshot: a file that was cut short, garbled,
written by another program or by a newer Monster Isles, or edited by hand, is
refused with the reason in words and moved aside into saves/unreadable/ (with a
note saying why) — never deleted, and never a crash.

An autosave also has a journal beside it, one checksummed line per move
(game/storage/save_journal.py), so a move's autosave costs the same however long the
game; loading replays the journal's moves as strictly as the document's. Load
reads the folder's index (game/storage/save_index.py) rather than every file, and the
title reads what Continue offers from a record kept beside the index (put right
by every write, delete and set-aside here, and believed only while the folders
and the offered save are as they were), so its cost does not grow with the
number of saves. Every field read is checked against the limits the app writes within
(game/storage/save_limits.py): anything a file holds ends as a save or as a file set
aside with the reason.

Every document is written whole to a temporary file in the same folder, flushed
to disk and moved over the old one (os.replace), so a crash mid-write leaves the
previous save intact. Nothing here writes while only listing, except removing
the stale temporary files of our own naming that a killed write left (where the
folder is writable), setting aside files found unreadable, and refreshing the
index. No pygame here.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs

from rules.core import registry
from rules.core import turn_note as notes
from rules.core.bounded_file import read_head
from rules.core.contract import CorruptState, IllegalAction
from rules.core.i18n import N_, _, ngettext
from rules.core.registry import shown_name

from game.storage import save_index, save_journal
from game.storage.atomic_file import remove_stale_temps, write_json_atomic
from game.storage.save_limits import (GAME_ID, MAX_ACTIONS, MAX_FILE_BYTES, MAX_LABEL, MAX_NAME, MAX_SEATS, MAX_STAMP,
                          MAX_TURN, SAVE_ID, SaveError, read_at_most)
from game.version import VERSION as APP_VERSION

APP_NAME = "MonsterIsles"
FORMAT = "monster-isles-save"
VERSION = 1
#: Upgrades of older save documents: MIGRATIONS[v](body) -> body at version v + 1.
MIGRATIONS: dict[int, Any] = {}
UNREADABLE = "unreadable"
#: why a save whose file name is not text is set aside (under a name that is)
NAME_NOT_TEXT = N_("its file name is not valid UTF-8 text or holds a line break or another control character, "
                   "so it was given one that can be shown")


class CannotResume(SaveError):
    """A sound save that cannot go on here (the island it was played on is
    missing or changed): refused with the reason and left where it is."""


# -- folders ----------------------------------------------------------------------
# Working out a folder never creates it (listing must work on a read-only disk);
# writers create what they need, inside their own error handling.

def data_dir() -> Path:
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def saves_dir() -> Path:
    return data_dir() / "saves"


def ensure_saves_dir() -> Path:
    """The saves folder, made if missing (OSError if it cannot be)."""
    path = saves_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def unreadable_dir() -> Path:
    return saves_dir() / UNREADABLE


def folder_problem(folder: Path | None = None) -> str | None:
    """Why the saves folder (or `folder`) cannot be listed, in words; None
    when it can, or is simply not there yet (listing it then shows nothing,
    which without this would read as "no saved games")."""
    folder = saves_dir() if folder is None else folder
    try:
        with os.scandir(folder):
            return None
    except FileNotFoundError:
        return None
    except OSError as exc:
        return exc.strerror or str(exc)


def folder_writable(folder: Path) -> bool:
    """Whether files can be made in `folder` (False when it is missing)."""
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


# -- the document ---------------------------------------------------------------------

@dataclass
class SavedGame:
    """A save as the app uses it. After load_save, `state` is the replayed game and
    `events` what happened along the way (for the log)."""

    game_id: str
    options: dict
    seed: int
    seats: list[dict]
    actions: list[list]              # [[seat, action as JSON], ...]
    snapshot: dict
    label: str = ""
    autosave: bool = False
    save_id: str = ""
    created: str = ""
    updated: str = ""
    turn: str = ""
    players: list[str] = field(default_factory=list)
    over: bool = False
    #: `turn` as language-free data (rules/core/turn_note.py); None in saves made before 1.3
    turn_note: dict | None = None
    #: the journal generation this snapshot starts (autosaves; "" for none)
    journal: str = ""
    path: Path | None = None
    state: Any = None
    events: list = field(default_factory=list)
    #: move count -> SHA-256 of the position the replay must reach there
    checkpoints: dict[int, str] = field(default_factory=dict)
    #: how many moves the document's snapshot follows (its checkpoint's key)
    snapshot_at: int = 0
    #: something the player should hear about a save that did load (a cut-off last move)
    note: str | None = None
    #: after the replay: the position before each of the last KEPT_POSITIONS moves
    #: (oldest first), so Undo offers after a resume what it offered before
    befores: list = field(default_factory=list)

    def fields(self) -> dict:
        """Every body field but the snapshot."""
        out = {
            "game_id": self.game_id, "options": self.options, "seed": self.seed,
            "seats": self.seats, "actions": self.actions,
            "label": self.label, "autosave": self.autosave, "save_id": self.save_id,
            "created": self.created, "updated": self.updated, "turn": self.turn,
            "players": self.players, "over": self.over, "app_version": APP_VERSION,
        }
        if self.journal:
            out["journal"] = self.journal
        if self.turn_note is not None:
            out["turn_note"] = self.turn_note
        return out

    def body(self) -> dict:
        return {**self.fields(), "snapshot": self.snapshot}


def _digest(body: dict) -> str:
    canon = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()


def document(saved: SavedGame) -> dict:
    body = saved.body()
    return {"format": FORMAT, "version": VERSION, "digest": _digest(body), "body": body}


def document_bytes(fields: dict, snapshot_text: str) -> bytes:
    """The same document as `document`, built around a snapshot already
    encoded (canonically) by the caller: the body's canonical text is its
    sorted fields, so it is joined here rather than encoded again."""
    parts = [f"{json.dumps(k, ensure_ascii=False)}:"
             f"{snapshot_text if k == 'snapshot' else save_journal.canonical(fields[k])}"
             for k in sorted([*fields, "snapshot"])]
    body = "{" + ",".join(parts) + "}"
    digest = hashlib.sha256(body.encode("utf-8")).hexdigest()
    return (f'{{"body":{body},"digest":"{digest}","format":"{FORMAT}","version":{VERSION}}}').encode("utf-8")


def now_iso() -> str:
    # milliseconds, so two saves in the same second still sort newest first
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def write_save(saved: SavedGame, path: Path | str | None = None) -> Path:
    path = Path(path) if path is not None else (saved.path or new_save_path(saved))
    write_json_atomic(path, document(saved))
    saved.path = path
    note_in_index(path, record_fields(saved))
    return path


def slug(text: str) -> str:
    s = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return s[:40] or "save"


def autosave_path(game_id: str, save_id: str) -> Path:
    """Only works out the name (the writer makes the folder when it writes)."""
    return saves_dir() / f"autosave-{game_id}-{save_id}.json"


def new_save_path(saved: SavedGame) -> Path:
    if saved.autosave:
        return autosave_path(saved.game_id, saved.save_id)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = saves_dir() / f"{slug(saved.label)}-{stamp}.json"
    path, k = base, 2
    while path.exists():
        path = base.with_name(f"{base.stem}-{k}.json")
        k += 1
    return path


# -- reading -------------------------------------------------------------------------------

_BODY_FIELDS = {
    "game_id": str, "options": dict, "seed": int, "seats": list, "actions": list,
    "snapshot": dict, "label": str, "autosave": bool, "save_id": str, "created": str,
    "updated": str, "turn": str, "players": list, "over": bool,
}


def decode_json(raw: bytes) -> Any:
    """JSON from a file's bytes; SaveError (in words) for anything that is not."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(_("the file is not text: it is damaged or not ours")) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(_("the file is damaged or cut short (bad JSON at line {line})").format(line=exc.lineno)) from exc
    except RecursionError as exc:
        raise SaveError(_("the file is damaged (its data is nested far deeper than anything we write)")) from exc
    except (ValueError, MemoryError) as exc:     # e.g. a number of a million digits
        raise SaveError(_("the file is damaged ({reason})").format(reason=type(exc).__name__)) from exc


def _limit_problem(body: dict) -> str | None:
    """What in a well-typed body is beyond what the app ever writes, or None."""
    if not GAME_ID.match(body["game_id"]):
        return _("'game_id' is not the name of a game")
    if not SAVE_ID.match(body["save_id"]):
        return _("'save_id' is not one the app makes")
    if len(body["label"]) > MAX_LABEL:
        return _("its name is longer than {n} characters").format(n=MAX_LABEL)
    if len(body["turn"]) > MAX_TURN:
        return _("its turn label is far too long")
    if len(body["created"]) > MAX_STAMP or len(body["updated"]) > MAX_STAMP:
        return _("its dates are not dates")
    for key in ("players", "seats"):
        if not 1 <= len(body[key]) <= MAX_SEATS:
            return ngettext("{key} holds {n} entry", "{key} holds {n} entries", len(body[key])).format(
                key=repr(key), n=len(body[key]))
    if any(not isinstance(p, str) or len(p) > MAX_NAME for p in body["players"]):
        return _("a player's name is not text of up to {n} characters").format(n=MAX_NAME)
    if len(body["actions"]) > MAX_ACTIONS:
        return _("it holds more moves than any game has")
    gen = body.get("journal", "")
    if not isinstance(gen, str) or (gen and not SAVE_ID.match(gen)):
        return _("'journal' is malformed")
    if "turn_note" in body and notes.problem(body["turn_note"]):
        return _("its turn note is malformed")
    return None


def read_document(path: Path) -> SavedGame:
    """Read and check a save's envelope (not yet its moves). SaveError says why not."""
    try:
        raw = read_at_most(path, MAX_FILE_BYTES, _("the file is far larger than any save"))
    except OSError as exc:
        raise SaveError(_("the file cannot be read ({reason})").format(reason=exc.strerror or exc)) from exc
    return parse_document(raw, path)


def parse_document(raw: bytes, path: Path | None = None) -> SavedGame:
    if not raw.strip():
        raise SaveError(_("the file is empty"))
    doc = decode_json(raw)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(_("this is not a Monster Isles save"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(_("the save has no format version"))
    if version > VERSION:
        raise SaveError(_("it was made by a newer Monster Isles (save format {version}; "
                          "this version reads up to {newest})").format(version=version, newest=VERSION))
    body = doc.get("body")
    if not isinstance(body, dict):
        raise SaveError(_("the save has no game in it"))
    try:
        digest = _digest(body)
    except Exception as exc:   # what json.loads could build, dumps can write back: this is belt and braces
        raise SaveError(_("the save is damaged ({reason})").format(reason=type(exc).__name__)) from exc
    if doc.get("digest") != digest:
        raise SaveError(_("the file was changed outside the game (its checksum does not match)"))
    while version < VERSION:
        upgrade = MIGRATIONS.get(version)
        if upgrade is None:
            raise SaveError(_("save format {version} can no longer be read").format(version=version))
        body = upgrade(body)
        version += 1
    for key, typ in _BODY_FIELDS.items():
        val = body.get(key)
        if not isinstance(val, typ) or (typ is int and isinstance(val, bool)):
            raise SaveError(_("the save is damaged ({key} is missing or wrong)").format(key=repr(key)))
    problem = _limit_problem(body)
    if problem:
        raise SaveError(_("the save is damaged ({reason})").format(reason=problem))
    for entry in body["actions"]:
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                or isinstance(entry[0], bool) or not 0 <= entry[0] < MAX_SEATS or not isinstance(entry[1], dict)):
            raise SaveError(_("the save is damaged (a move is malformed)"))
    fields = {k: body[k] for k in _BODY_FIELDS}
    saved = SavedGame(**fields, journal=body.get("journal", ""), turn_note=body.get("turn_note"), path=path)
    saved.snapshot_at = len(saved.actions)
    saved.checkpoints = {saved.snapshot_at: save_journal.state_digest(save_journal.canonical(saved.snapshot))}
    return saved


def apply_journal(saved: SavedGame, journal: save_journal.Journal) -> SavedGame:
    """The moves of the journal's lines, on top of the document's; each line's
    position becomes a checkpoint of the replay (while no later line undoes it)."""
    actions = list(saved.actions)
    checkpoints = dict(saved.checkpoints)
    for n, e in enumerate(journal.entries, start=1):
        if e.keep > len(actions):
            raise SaveError(_("the save's journal is damaged (line {n} follows moves that are not there)").format(n=n))
        del actions[e.keep:]
        checkpoints = {k: d for k, d in checkpoints.items() if k <= e.keep}
        actions.extend(e.add)
        if len(actions) > MAX_ACTIONS:
            raise SaveError(_("the save holds more moves than any game has"))
        checkpoints[len(actions)] = e.state
    if journal.entries:
        last = journal.entries[-1]
        saved.turn, saved.turn_note, saved.updated, saved.over = last.turn, last.note, last.updated, last.over
    saved.actions = actions
    saved.checkpoints = checkpoints
    saved.note = journal.torn
    return saved


#: how many positions before the newest moves a replay keeps (the session's undo depth)
KEPT_POSITIONS = 64


def _position(state) -> str:
    return save_journal.state_digest(save_journal.canonical(state.to_json()))


def replay_save(saved: SavedGame) -> SavedGame:
    """Rebuild the game by replaying every move from the options and seed,
    checked move by move, and check it against the snapshot (and, for an
    autosave with a journal, each position the journal recorded). Fills
    saved.state, saved.events and saved.snapshot."""
    try:
        info = registry.get(saved.game_id)
    except KeyError as exc:
        raise SaveError(_("it is a game this version does not know ({game})").format(game=saved.game_id)) from exc
    cls = info.load_state_class()
    why = cls.resume_problem(saved.options, saved.snapshot)
    if why:
        raise CannotResume(why)
    try:
        problems = info.problems(saved.options)
    except Exception as exc:    # options of the wrong shape
        raise SaveError(_("its game options are not valid ({reason})").format(reason=type(exc).__name__)) from exc
    if problems:
        raise SaveError(_("its game options are not valid: {problems}").format(problems="; ".join(problems)[:300]))
    checks = dict(saved.checkpoints or {})
    try:
        # the document's snapshot as the game reads it: a snapshot written in an
        # older format is upgraded by the game, and the replay must reach that
        at = saved.snapshot_at
        if checks.get(at) == save_journal.state_digest(save_journal.canonical(saved.snapshot)):
            checks[at] = _position(cls.from_json(saved.snapshot))
        state = cls.new_game(saved.options, saved.seed)
        events: list = []
        befores: list = []
        for i, (seat, act_json) in enumerate(saved.actions):
            if i in checks and _position(state) != checks[i]:
                raise SaveError(_("the moves do not lead to the saved position: the file was changed or damaged"))
            action = state.decode_action(act_json)
            if i >= len(saved.actions) - KEPT_POSITIONS:
                befores.append(state.clone())
            try:
                events.append((seat, action, state.apply(seat, action)))
            except IllegalAction as exc:
                raise SaveError(_("move {n} is not legal in that game ({reason}): the file was changed or damaged")
                                .format(n=i + 1, reason=str(exc)[:200])) from exc
        final = state.to_json()
    except SaveError:
        raise
    except CorruptState as exc:
        raise SaveError(_("the save is damaged ({reason})").format(reason=str(exc)[:200])) from exc
    except Exception as exc:  # a rules error on foreign data must not crash the app
        raise SaveError(_("the save could not be replayed ({reason})").format(
            reason=f"{type(exc).__name__}: {str(exc)[:200]}")) from exc
    n = len(saved.actions)
    if n in checks and save_journal.state_digest(save_journal.canonical(final)) != checks[n]:
        raise SaveError(_("the moves do not lead to the saved position: the file was changed or damaged"))
    saved.state = state
    saved.events = events
    saved.befores = befores
    saved.snapshot = final
    return saved


def _aside_name(target_dir: Path, path: Path, stamp: str) -> Path:
    """A free name in the set-aside folder: the file's own (as text: bytes that
    are not UTF-8 become the replacement character), the time and a number."""
    suffix = shown_name(path.suffix) or ".json"
    stem = shown_name(path.stem)
    target = target_dir / f"{stem}.{stamp}{suffix}"
    k = 2
    while target.exists() or target.with_suffix(save_journal.SUFFIX).exists():
        target = target_dir / f"{stem}.{stamp}-{k}{suffix}"
        k += 1
    return target


def set_aside(path: Path, reason: str) -> Path:
    """Move an unreadable file (and an autosave's journal with it) into
    saves/unreadable/ with a note saying why. OSError if it cannot be moved."""
    target = _move_aside(path, reason)
    follow_change(path.parent)
    return target


def _try_move_aside(path: Path, reason: str) -> bool:
    """_move_aside, saying whether it could be done."""
    try:
        _move_aside(path, reason)
    except OSError:
        return False
    return True


def _move_aside(path: Path, reason: str) -> Path:
    """set_aside, leaving the Continue record to the caller (a listing writes
    it once at its end)."""
    target_dir = path.parent / UNREADABLE
    target_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = _aside_name(target_dir, path, stamp)
    if path.exists():
        os.replace(path, target)
        target.with_name(target.name + ".why.txt").write_text(reason + "\n", encoding="utf-8")
    journal = save_journal.journal_path(path)
    if path.suffix == ".json" and journal.exists():
        moved = target.with_suffix(save_journal.SUFFIX)
        os.replace(journal, moved)
        moved.with_name(moved.name + ".why.txt").write_text(
            _("the journal of {file}, set aside with it: {reason}").format(file=path.name, reason=reason) + "\n",
            encoding="utf-8")
    save_index.update(path.parent, path.name, None)
    return target


def load_save(path: Path | str) -> SavedGame:
    """Read, check and replay a save (with its journal, for an autosave). On
    failure the file is moved aside (never deleted) and SaveError says why.
    saved.note tells of a cut-off last move that was dropped."""
    path = Path(path)
    try:
        saved = read_document(path)
        if saved.journal:
            apply_journal(saved, save_journal.read(save_journal.journal_path(path), saved.journal))
        return replay_save(saved)
    except SaveError as exc:
        if path.parent.name != UNREADABLE and not isinstance(exc, CannotResume):
            try:
                set_aside(path, str(exc))
            except OSError:
                pass
        raise


# -- listing ---------------------------------------------------------------------------------

@dataclass
class SaveRecord:
    path: Path
    game_id: str
    game_name: str
    label: str
    players: list[str]
    turn: str
    updated: datetime | None
    autosave: bool
    ok: bool
    problem: str | None = None
    over: bool = False
    #: `turn` as data (rules/core/turn_note.py), None for a save made before 1.3
    note: dict | None = None

    @property
    def turn_text(self) -> str:
        """Where the game stands, in the language of the list: its turn note
        read now, or, for a save made before there were notes, its words as
        they were stored."""
        if self.note is not None and notes.problem(self.note) is None:
            return notes.read(self.note)
        return self.turn

    @property
    def title(self) -> str:
        """What the save is called on the Load list, in the language in use:
        the name a player gave it (Save as), else the game's name, which an
        autosave keeps in the English of its registry entry (a catalogue
        message), so it is read in the language of the list, not of the save."""
        if not self.label or self.label == self.game_name:
            return _(self.game_name)
        return self.label


def _parse_time(text: str) -> datetime | None:
    try:
        dt = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def _game_name(game_id: str) -> str:
    return registry.DISPLAY_NAMES.get(game_id, game_id)


def record_fields(saved: SavedGame) -> dict:
    return {"game_id": saved.game_id, "label": saved.label, "players": list(saved.players), "turn": saved.turn,
            "note": saved.turn_note, "updated": saved.updated, "autosave": saved.autosave, "over": saved.over,
            "gen": saved.journal}


def index_entry(path: Path, record: dict) -> dict:
    return {"save": save_index.stamp(path), "journal": save_index.stamp(save_journal.journal_path(path)),
            "record": record}


def note_in_index(path: Path, record: dict) -> None:
    """Brings the index and the Continue record up to date after writing a
    save (never fails)."""
    try:
        save_index.update(path.parent, path.name, index_entry(path, record))
        follow_change(path.parent)
    except Exception:        # the index is a cache: a failure costs a re-read at the next listing
        pass


def _record(path: Path, fields: dict) -> SaveRecord:
    return SaveRecord(path, fields["game_id"], _game_name(fields["game_id"]), fields["label"],
                      list(fields["players"]), fields["turn"], _parse_time(fields["updated"]),
                      fields["autosave"], True, None, fields["over"], fields["note"])


def _read_fields(path: Path) -> dict:
    """What the list shows of one save, from its files (SaveError if unreadable)."""
    saved = read_document(path)
    if saved.journal:
        last = save_journal.newest_entry(save_journal.journal_path(path), saved.journal)
        if last is not None:
            saved.turn, saved.turn_note, saved.updated, saved.over = last.turn, last.note, last.updated, last.over
    return record_fields(saved)


def _unreadable(path: Path, reason: str, updated: datetime | None = None) -> SaveRecord:
    if updated is None:
        try:
            updated = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
        except OSError:
            updated = None
    return SaveRecord(path, "", shown_name(path.name), shown_name(path.stem), [], "", updated, False, False, reason)


def _aside_records(folder: Path, wanted=lambda name: True) -> list[SaveRecord]:
    """The files set aside in folder/unreadable/ (those whose name is `wanted`),
    each with the reason its note gives; a journal set aside with its save is
    shown with it."""
    aside = folder / UNREADABLE
    out: list[SaveRecord] = []
    if not aside.is_dir():
        return out
    for path in sorted([*aside.glob("*.json"), *aside.glob("*" + save_journal.SUFFIX)]):
        if not wanted(path.name):
            continue
        if path.suffix == save_journal.SUFFIX and path.with_suffix(".json").exists():
            continue          # shown with its save
        note = path.with_name(path.name + ".why.txt")
        try:
            reason = read_head(note, 4 * 600).decode("utf-8", "replace")[:600].strip()
        except (OSError, UnicodeDecodeError):
            reason = _("set aside as unreadable")
        out.append(_unreadable(path, reason or _("set aside as unreadable")))
    return out


def list_saves(folder: Path | None = None, only: set[str] | None = None) -> list[SaveRecord]:
    """Every save, newest first; unreadable files last, with the reason
    (`folder`: another folder of save documents, e.g. the game history;
    `only`: the names of the files to list, the others left as they are and
    kept in the index as they were: the history lists its newest this way).

    Listing reads the index and only the files that changed since it was
    written. It never needs to write: on a read-only folder every save still
    shows and an unreadable one is listed where it is. Where the folder is
    writable it also moves a file found unreadable aside at once (and still
    lists it), refreshes the index, and removes stale temporary files of our
    own naming that a killed write left behind (the one deletion here: such a
    file is never the player's, see atomic_file.remove_stale_temps)."""
    folder = saves_dir() if folder is None else folder
    before = save_index.folder_stamps(folder, UNREADABLE)
    good: list[SaveRecord] = []
    bad: list[SaveRecord] = []
    writable = indexed = False
    if folder.is_dir():
        writable = folder_writable(folder)
        if writable:
            remove_stale_temps(folder)
            remove_stale_temps(save_index.index_dir(folder))
        index = save_index.load(folder)
        files = save_index.scan(folder)
        fresh: dict[str, dict] = {}
        if only is not None:          # the files not listed keep their entries as they were
            fresh = {n: e for n, e in index.items() if n not in only and e["save"] == files.get(n)}
            files = {n: s for n, s in files.items() if n in only or (
                n.endswith(save_journal.SUFFIX) and n[:-len(save_journal.SUFFIX)] + ".json" in only)}
        reread = False
        for name in sorted(n for n in files if n.endswith(".json")):
            path = folder / name
            if shown_name(name) != name:          # never written into the index as it is
                reread = True
                if not (writable and _try_move_aside(path, _(NAME_NOT_TEXT))):
                    bad.append(_unreadable(path, _(NAME_NOT_TEXT)))
                continue
            entry = index.get(name)
            if (entry is not None and entry["save"] == files[name]
                    and entry["journal"] == files.get(name[:-5] + save_journal.SUFFIX)):
                fresh[name] = entry
                good.append(_record(path, entry["record"]))
                continue
            reread = True
            try:
                fields = _read_fields(path)
            except SaveError as exc:
                moved = False
                if writable:
                    try:
                        _move_aside(path, str(exc))     # listed below, from its new place
                        moved = True
                    except OSError:
                        pass
                if not moved:
                    bad.append(_unreadable(path, str(exc)))
                continue
            fresh[path.name] = index_entry(path, fields)
            good.append(_record(path, fields))
        for name in sorted(n for n in files if n.endswith(save_journal.SUFFIX)):
            journal = folder / name
            if name[:-len(save_journal.SUFFIX)] + ".json" not in files:
                reason = _("a journal of moves whose save is missing")
                try:
                    if not writable:
                        raise OSError
                    _move_aside(journal, reason)
                except OSError:
                    bad.append(_unreadable(journal, reason))
        indexed = True
        if writable and (reread or len(fresh) != len(index)):
            try:
                save_index.store(folder, fresh)
            except (OSError, ValueError):      # ValueError: a name that cannot be written down
                indexed = False
        index = fresh
    bad += _aside_records(folder)
    epoch = datetime.min.replace(tzinfo=timezone.utc)
    good.sort(key=lambda r: r.updated or epoch, reverse=True)
    records = good + bad
    if writable and indexed and only is None:
        # what Continue offers, for the next title, if nothing changed while listing
        if save_index.folder_stamps(folder, UNREADABLE) == before:
            game, broken = _choice_parts(records)
            _store_choice(folder, before, game, index, broken)
        else:
            save_index.drop_choice(folder)
    return records


def newest(unfinished_only: bool = True) -> SaveRecord | None:
    """The newest readable save of a game not over."""
    for rec in list_saves():
        if rec.ok and not (unfinished_only and rec.over):
            return rec
    return None


@dataclass
class ContinueChoice:
    """What Continue offers: the newest game in progress, or, when the newest
    autosave could not be read, that one (to say so, and offer Load)."""

    game: SaveRecord | None
    broken: SaveRecord | None = None


def _is_autosave_name(name: str) -> bool:
    return name.startswith("autosave-")


def _choice_parts(records: list[SaveRecord]) -> tuple[SaveRecord | None, SaveRecord | None]:
    """From a list as list_saves makes it (newest first): the newest game in
    progress, and the newest autosave that could not be read."""
    epoch = datetime.min.replace(tzinfo=timezone.utc)
    game = next((r for r in records if r.ok and not r.over), None)
    broken = [r for r in records if not r.ok and _is_autosave_name(r.path.name)]
    return game, max(broken, key=lambda r: r.updated or epoch, default=None)


def _choose(game: SaveRecord | None, worst: SaveRecord | None) -> ContinueChoice:
    epoch = datetime.min.replace(tzinfo=timezone.utc)
    if worst is not None and (game is None or (worst.updated or epoch) > (game.updated or epoch)):
        return ContinueChoice(None, worst)
    return ContinueChoice(game)


def continue_choice(records: list[SaveRecord] | None = None) -> ContinueChoice:
    """What Continue offers. Without `records`, from the Continue record when
    it is still right (a few stats and one small file, however many saves),
    else from a listing of the folder (which writes the record again)."""
    if records is None:
        cached = _cached_choice(saves_dir())
        if cached is not None:
            return cached
        records = list_saves()
    return _choose(*_choice_parts(records))


# -- the Continue record (save_index keeps it) ---------------------------------------------------

def _store_choice(folder: Path, folders: list, game: SaveRecord | None, index: dict[str, dict],
                  broken: SaveRecord | None) -> None:
    """Writes what Continue offers, made when the folders had the stamps
    `folders` (never fails: without it the title lists the folder)."""
    try:
        game_part = None
        if game is not None:
            entry = index.get(game.path.name)
            if entry is None:          # listed but not indexed: nothing to keep it right by
                save_index.drop_choice(folder)
                return
            game_part = {"name": game.path.name, "entry": entry}
        broken_part = None
        if broken is not None:
            broken_part = {"where": "" if broken.path.parent == folder else UNREADABLE,
                           "name": broken.path.name, "reason": (broken.problem or "")[:600],
                           "updated": broken.updated.isoformat() if broken.updated else ""}
        save_index.store_choice(folder, folders, game_part, broken_part)
    except Exception:           # a full disk, or anything that cannot be written down: the title lists
        save_index.drop_choice(folder)


def follow_change(folder: Path) -> None:
    """After the app wrote, removed or set aside a save in `folder` (and put
    the index right): writes what Continue offers from the index, when every
    save in the folder is in it as it is on disk (else drops the record, and
    the next title lists the folder). Costs a look at each file's size and
    date, none is opened but the journals that grew since they were indexed.
    Never fails."""
    try:
        if folder != saves_dir() or not folder_writable(folder):
            return       # a save written elsewhere (Continue offers only the saves folder's)
        before = save_index.folder_stamps(folder, UNREADABLE)
        files = save_index.scan(folder)
        index = save_index.load(folder)
        names = {n for n in files if n.endswith(".json")}
        if names != set(index) or any(index[n]["save"] != files[n] for n in names):
            save_index.drop_choice(folder)
            return
        good = []
        for name in sorted(names):
            rec = index[name]["record"]
            if files.get(name[:-5] + save_journal.SUFFIX) != index[name]["journal"]:
                rec = _with_journal(folder / name, rec)
            good.append(_record(folder / name, rec))
        orphans = [n for n in files if n.endswith(save_journal.SUFFIX) and n[:-len(save_journal.SUFFIX)] + ".json"
                   not in files]
        if orphans:                  # a journal without its save: the next listing sets it aside
            save_index.drop_choice(folder)
            return
        epoch = datetime.min.replace(tzinfo=timezone.utc)
        good.sort(key=lambda r: r.updated or epoch, reverse=True)
        game, broken = _choice_parts(good + _aside_records(folder, _is_autosave_name))
        if save_index.folder_stamps(folder, UNREADABLE) != before:
            save_index.drop_choice(folder)
            return
        _store_choice(folder, before, game, index, broken)
    except Exception:          # a cache: without it the title lists the folder
        save_index.drop_choice(folder)


#: the game the Continue record offers, by the record's path and stamp (so a
#: move's journal line costs one stat of the record, not a read)
_offered: dict[tuple, str] = {}


def note_journal_line(path: Path) -> None:
    """After a move's line was added to the journal of the autosave at `path`
    (which changes no folder's stamp): that game is now the newest, so a
    Continue record offering another is dropped, and the next title lists the
    folder. Never fails."""
    try:
        folder = path.parent
        record = save_index.index_dir(folder) / save_index.CONTINUE
        st = save_index.stamp(record)
        if st is None:
            return
        key = (str(record), *st)
        name = _offered.get(key)
        if name is None:
            doc = save_index.load_choice(folder, UNREADABLE)
            name = doc["game"]["name"] if doc is not None and doc["game"] is not None else ""
            _offered.clear()
            _offered[key] = name
        if name != path.name:
            save_index.drop_choice(folder)
    except Exception:          # a cache: without it the title lists the folder
        pass


def _with_journal(path: Path, record: dict) -> dict:
    """An indexed record with the turn, date and end of the newest line of its
    journal (which grows by a line a move without the index being written)."""
    if not record["gen"]:
        return record
    last = save_journal.newest_entry(save_journal.journal_path(path), record["gen"])
    if last is None:
        return record
    return {**record, "turn": last.turn, "note": last.note, "updated": last.updated, "over": last.over}


def _cached_choice(folder: Path) -> ContinueChoice | None:
    """What Continue offers, from the Continue record, if it is still right:
    the folders' stamps are those it was made with (no file was added, removed,
    renamed or set aside since) and the save it offers is as it was indexed
    (but for its journal's new lines, of which the newest is read). None: list
    the folder."""
    doc = save_index.load_choice(folder, UNREADABLE)
    if doc is None or doc["folders"] != save_index.folder_stamps(folder, UNREADABLE):
        return None
    game = None
    if doc["game"] is not None:
        path = folder / doc["game"]["name"]
        entry = doc["game"]["entry"]
        if save_index.stamp(path) != entry["save"]:
            return None
        record = entry["record"]
        if save_index.stamp(save_journal.journal_path(path)) != entry["journal"]:
            record = _with_journal(path, record)
            if record["over"]:         # it ended: which game comes next needs the list
                return None
        game = _record(path, record)
    broken = None
    if doc["broken"] is not None:
        b = doc["broken"]
        where = folder / b["where"] if b["where"] else folder
        broken = _unreadable(where / b["name"], b["reason"] or _("set aside as unreadable"), _parse_time(b["updated"]))
    return _choose(game, broken)


def delete_save(path: Path | str) -> None:
    """Remove a save the player asked to delete (the UI confirms first), with
    its journal and notes."""
    path = Path(path)
    path.unlink()
    extra = [path.with_name(path.name + ".why.txt")]
    if path.suffix == ".json":
        journal = save_journal.journal_path(path)
        extra += [journal, journal.with_name(journal.name + ".why.txt")]
    for p in extra:
        if p.exists():
            p.unlink()
    folder = path.parent.parent if path.parent.name == UNREADABLE else path.parent
    if path.parent.name != UNREADABLE:
        save_index.update(folder, path.name, None)
    follow_change(folder)
