"""Saves: one autosave per game in progress, plus named saves a player makes.

A save is a JSON document (never pickle) in the platform's data folder,
platformdirs.user_data_path("MonsterIsles")/saves:

    {"format": "monster-isles-save", "version": 1, "digest": sha256 of the body,
     "body": {"game_id", "options", "seed", "seats", "actions": [[seat, action]...],
              "snapshot": state.to_json(), "label", "autosave", "save_id",
              "created", "updated", "turn", "players", "over", "app_version"}}

Loading replays the actions from the options and the seed, checked move by move,
and compares the result with the snapshot: a file that was cut short, garbled,
written by another program or by a newer Monster Isles, or edited by hand, is
refused with the reason in words and moved aside into saves/unreadable/ (with a
note saying why) — never deleted, and never a crash.

Every file is written whole to a temporary file in the same folder, flushed to
disk and moved over the old one (os.replace), so a crash mid-write leaves the
previous save intact. No pygame here.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "MonsterIsles"
APP_VERSION = "1.0"
FORMAT = "monster-isles-save"
VERSION = 1
#: Upgrades of older save documents: MIGRATIONS[v](body) -> body at version v + 1.
MIGRATIONS: dict[int, Any] = {}
UNREADABLE = "unreadable"


class SaveError(Exception):
    """A save that cannot be used; the message says why, for the player."""


# -- folders ----------------------------------------------------------------------

def data_dir() -> Path:
    return platformdirs.user_data_path(APP_NAME, appauthor=False, ensure_exists=True)


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def unreadable_dir() -> Path:
    path = saves_dir() / UNREADABLE
    path.mkdir(parents=True, exist_ok=True)
    return path


# -- writing files safely ------------------------------------------------------------

def encode_json(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def write_json_atomic(path: Path | str, data: Any) -> None:
    """Write JSON to `path` so that a crash leaves either the old file or the new
    one, never half of one: serialise first (or take bytes already serialised),
    write a temporary file beside it, flush it to disk, then move it into place."""
    path = Path(path)
    payload = data if isinstance(data, bytes) else encode_json(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        _replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    if os.name == "posix":
        try:
            dfd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass


def _replace(src: str, dst: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target for a moment:
    # retry a few times on those errors only, never delete-then-rename.
    for attempt in range(10):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == 9:
                raise
            time.sleep(0.05)


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
    path: Path | None = None
    state: Any = None
    events: list = field(default_factory=list)

    def body(self) -> dict:
        return {
            "game_id": self.game_id, "options": self.options, "seed": self.seed,
            "seats": self.seats, "actions": self.actions, "snapshot": self.snapshot,
            "label": self.label, "autosave": self.autosave, "save_id": self.save_id,
            "created": self.created, "updated": self.updated, "turn": self.turn,
            "players": self.players, "over": self.over, "app_version": APP_VERSION,
        }


def _digest(body: dict) -> str:
    canon = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()


def document(saved: SavedGame) -> dict:
    body = saved.body()
    return {"format": FORMAT, "version": VERSION, "digest": _digest(body), "body": body}


def now_iso() -> str:
    # milliseconds, so two saves in the same second still sort newest first
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def write_save(saved: SavedGame, path: Path | str | None = None) -> Path:
    path = Path(path) if path is not None else (saved.path or new_save_path(saved))
    write_json_atomic(path, document(saved))
    saved.path = path
    return path


def slug(text: str) -> str:
    s = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return s[:40] or "save"


def autosave_path(game_id: str, save_id: str) -> Path:
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


def read_document(path: Path) -> SavedGame:
    """Read and check a save's envelope (not yet its moves). SaveError says why not."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"the file cannot be read ({exc.strerror or exc})") from exc
    if not raw.strip():
        raise SaveError("the file is empty")
    try:
        doc = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError("the file is not text: it is damaged or not a save") from exc
    except json.JSONDecodeError as exc:
        raise SaveError(f"the file is damaged or cut short (bad JSON at line {exc.lineno})") from exc
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("this is not a Monster Isles save")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(f"it was made by a newer Monster Isles (save format {version}; "
                        f"this version reads up to {VERSION})")
    body = doc.get("body")
    if not isinstance(body, dict):
        raise SaveError("the save has no game in it")
    if doc.get("digest") != _digest(body):
        raise SaveError("the file was changed outside the game (its checksum does not match)")
    while version < VERSION:
        upgrade = MIGRATIONS.get(version)
        if upgrade is None:
            raise SaveError(f"save format {version} can no longer be read")
        body = upgrade(body)
        version += 1
    for key, typ in _BODY_FIELDS.items():
        val = body.get(key)
        if not isinstance(val, typ) or (typ is int and isinstance(val, bool)):
            raise SaveError(f"the save is damaged ({key!r} is missing or wrong)")
    for entry in body["actions"]:
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                or not isinstance(entry[1], dict)):
            raise SaveError("the save is damaged (a move is malformed)")
    fields = {k: body[k] for k in _BODY_FIELDS}
    return SavedGame(**fields, path=path)


def replay_save(saved: SavedGame) -> SavedGame:
    """Rebuild the game by replaying every move from the options and seed, and
    check it against the snapshot. Fills saved.state and saved.events."""
    from rules.core import registry
    from rules.core.contract import CorruptState, IllegalAction

    try:
        info = registry.get(saved.game_id)
    except KeyError as exc:
        raise SaveError(f"it is a game this version does not know ({saved.game_id})") from exc
    cls = info.load_state_class()
    problems = info.problems(saved.options)
    if problems:
        raise SaveError("its game options are not valid: " + "; ".join(problems))
    try:
        state = cls.new_game(saved.options, saved.seed)
        events: list = []
        for i, (seat, act_json) in enumerate(saved.actions):
            action = state.decode_action(act_json)
            try:
                events.append((seat, action, state.apply(seat, action)))
            except IllegalAction as exc:
                raise SaveError(f"move {i + 1} is not legal in that game ({exc}): "
                                "the file was changed or damaged") from exc
        snapshot = cls.from_json(saved.snapshot)     # read (and upgraded) by the game
    except SaveError:
        raise
    except CorruptState as exc:
        raise SaveError(f"the save is damaged ({exc})") from exc
    except Exception as exc:  # a rules error on foreign data must not crash the app
        raise SaveError(f"the save could not be replayed ({type(exc).__name__}: {exc})") from exc
    if state != snapshot:
        raise SaveError("the moves do not lead to the saved position: the file was changed or damaged")
    saved.state = state
    saved.events = events
    return saved


def set_aside(path: Path, reason: str) -> Path:
    """Move an unreadable file into saves/unreadable/ with a note saying why."""
    target_dir = unreadable_dir()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = target_dir / f"{path.stem}.{stamp}{path.suffix or '.json'}"
    k = 2
    while target.exists():
        target = target_dir / f"{path.stem}.{stamp}-{k}{path.suffix or '.json'}"
        k += 1
    os.replace(path, target)
    target.with_name(target.name + ".why.txt").write_text(reason + "\n", encoding="utf-8")
    return target


def load_save(path: Path | str) -> SavedGame:
    """Read, check and replay a save. On failure the file is moved aside (never
    deleted) and SaveError says why."""
    path = Path(path)
    try:
        return replay_save(read_document(path))
    except SaveError as exc:
        if path.exists() and path.parent.name != UNREADABLE:
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


def _parse_time(text: str) -> datetime | None:
    try:
        dt = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def _game_name(game_id: str) -> str:
    from rules.core import registry
    return registry.DISPLAY_NAMES.get(game_id, game_id)


def list_saves() -> list[SaveRecord]:
    """Every save, newest first; unreadable files last, with the reason. A file
    found unreadable here is moved aside at once (and still listed)."""
    good: list[SaveRecord] = []
    bad: list[SaveRecord] = []
    for path in sorted(saves_dir().glob("*.json")):
        try:
            s = read_document(path)
        except SaveError as exc:
            try:
                set_aside(path, str(exc))     # listed below, from its new place
            except OSError:
                bad.append(SaveRecord(path, "", path.name, path.stem, [], "", None, False, False, str(exc)))
            continue
        good.append(SaveRecord(path, s.game_id, _game_name(s.game_id), s.label, list(s.players), s.turn,
                               _parse_time(s.updated), s.autosave, True, None, s.over))
    for path in sorted(unreadable_dir().glob("*.json")):
        note = path.with_name(path.name + ".why.txt")
        try:
            reason = note.read_text(encoding="utf-8").strip()
        except OSError:
            reason = "set aside as unreadable"
        updated = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
        bad.append(SaveRecord(path, "", path.name, path.stem, [], "", updated, False, False, reason))
    epoch = datetime.min.replace(tzinfo=timezone.utc)
    good.sort(key=lambda r: r.updated or epoch, reverse=True)
    return good + bad


def newest(unfinished_only: bool = True) -> SaveRecord | None:
    """The save Continue resumes: the newest readable one of a game not over."""
    for rec in list_saves():
        if rec.ok and not (unfinished_only and rec.over):
            return rec
    return None


def delete_save(path: Path | str) -> None:
    """Remove a save the player asked to delete (the UI confirms first)."""
    path = Path(path)
    path.unlink()
    note = path.with_name(path.name + ".why.txt")
    if note.exists():
        note.unlink()
