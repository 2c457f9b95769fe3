"""The saves folder's index: what the title and Load show of each save (game,
name, players, turn, date, finished), so listing the saves does not read and
checksum every file.

It is a cache, never the truth: each entry carries the size and modification
time of the save file and of its journal, and an entry whose files no longer
match is read again from the files (so an index that is missing, damaged, stale
or edited by hand costs a re-read, never a wrong or hidden save). Loading a save
always reads and checks the save itself. The index is `saves/index.cache`, a
JSON document written like every other file (temporary file, then moved into
place); it is only written where the folder is writable. No pygame here.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from .atomic_file import write_json_atomic
from .save_limits import GAME_ID, MAX_LABEL, MAX_NAME, MAX_SEATS, MAX_STAMP, MAX_TURN

NAME = "index.cache"
FORMAT = "monster-isles-save-index"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
#: a record as stored: field -> type
FIELDS = {"game_id": str, "label": str, "players": list, "turn": str, "updated": str, "autosave": bool,
          "over": bool}


def stamp(path: Path) -> list[int] | None:
    """[size, mtime in ns] of a file, None if it is not there."""
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


def _good_record(rec) -> bool:
    if not isinstance(rec, dict) or set(rec) != set(FIELDS):
        return False
    if any(not isinstance(rec[k], t) for k, t in FIELDS.items()):
        return False
    return (bool(GAME_ID.match(rec["game_id"])) and len(rec["label"]) <= MAX_LABEL
            and len(rec["turn"]) <= MAX_TURN and len(rec["updated"]) <= MAX_STAMP
            and len(rec["players"]) <= MAX_SEATS
            and all(isinstance(p, str) and len(p) <= MAX_NAME for p in rec["players"]))


def _good_stamp(s) -> bool:
    return s is None or (isinstance(s, list) and len(s) == 2
                         and all(isinstance(v, int) and not isinstance(v, bool) for v in s))


def load(folder: Path) -> dict[str, dict]:
    """The index's entries by file name: {"save": stamp, "journal": stamp,
    "record": {...}}; entries that are not well formed are left out."""
    path = folder / NAME
    try:
        if path.stat().st_size > MAX_BYTES:
            return {}
        doc = json.loads(path.read_bytes().decode("utf-8"))
    except Exception:       # missing, unreadable or damaged: it is rebuilt from the files
        return {}
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
        return {}
    entries = doc.get("entries")
    if not isinstance(entries, dict):
        return {}
    out = {}
    for name, entry in entries.items():
        if (isinstance(entry, dict) and set(entry) == {"save", "journal", "record"}
                and _good_stamp(entry["save"]) and entry["save"] is not None
                and _good_stamp(entry["journal"]) and _good_record(entry["record"])):
            out[name] = entry
    return out


def store(folder: Path, entries: dict[str, dict]) -> None:
    """Writes the index (callers ignore an OSError: it is only a cache)."""
    write_json_atomic(folder / NAME, {"format": FORMAT, "version": VERSION, "entries": entries})


def scan(folder: Path) -> dict[str, list[int]]:
    """The stamp of every file in `folder`, by name, in one pass."""
    out: dict[str, list[int]] = {}
    try:
        with os.scandir(folder) as entries:
            for e in entries:
                try:
                    if e.is_file():
                        st = e.stat()
                        out[e.name] = [st.st_size, st.st_mtime_ns]
                except OSError:
                    continue
    except OSError:
        pass
    return out


def update(folder: Path, name: str, entry: dict | None) -> None:
    """Puts one entry in (or takes it out, entry None): after each snapshot
    write and each named save, so the next listing reads nothing again."""
    entries = load(folder)
    if entry is None:
        entries.pop(name, None)
    else:
        entries[name] = entry
    try:
        store(folder, entries)
    except OSError:
        pass


def is_index(path: Path) -> bool:
    return path.name == NAME or (path.name.startswith(f".{NAME}.") and path.name.endswith(".tmp"))

