"""The saves folder's index: what the title and Load show of each save (game,
name, players, turn, date, finished), so listing the saves does not read and
checksum every file; and, beside it, what Continue offers, so the title reads
one small file whatever the number of saves.

Both are caches, never the truth. Each index entry carries the size and
modification time of the save file and of its journal, and an entry whose files
no longer match is read again from the files (so an index that is missing,
damaged, stale or edited by hand costs a re-read, never a wrong or hidden save).
The Continue record carries the stamps (device, inode, modification time) of the
saves folder and of its unreadable/ folder, which change whenever a file is
added, removed, renamed or moved into place there, and the stamps of the save
it offers: when any differs, the title lists the folder instead. Loading a save
always reads and checks the save itself.

The caches live in a folder of their own, `saves/.index/` (`saves.cache` and
`continue.cache`), so that writing them never changes the saves folder's own
stamp. They are JSON documents written like every other file (temporary file,
then moved into place), and only where the folder is writable. No pygame here.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

from rules.core import turn_note as notes

from game.storage.atomic_file import write_json_atomic
from game.storage.save_limits import GAME_ID, MAX_LABEL, MAX_NAME, MAX_SEATS, MAX_STAMP, MAX_TURN, SAVE_ID, read_at_most

FOLDER = ".index"
NAME = "saves.cache"
CONTINUE = "continue.cache"
FORMAT = "monster-isles-save-index"
CONTINUE_FORMAT = "monster-isles-continue"
#: 3: a record holds its turn note ("note", language-free; None for a save made before 1.3)
VERSION = 3
MAX_BYTES = 8 * 1024 * 1024
#: a record as stored: field -> type ("gen": the journal generation of an
#: autosave's snapshot, "" for none, so the title can read the journal's end alone)
FIELDS = {"game_id": str, "label": str, "players": list, "turn": str, "note": (dict, type(None)),
          "updated": str, "autosave": bool, "over": bool, "gen": str}
#: a file name the Continue record may name: a plain name in its folder
PLAIN_NAME = re.compile(r"(?!\.\.?\Z)[^/\\\x00]{1,255}\Z")


def index_dir(folder: Path) -> Path:
    """Where the caches of the saves folder `folder` live."""
    return folder / FOLDER


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
            and all(isinstance(p, str) and len(p) <= MAX_NAME for p in rec["players"])
            and (rec["gen"] == "" or bool(SAVE_ID.match(rec["gen"])))
            and (rec["note"] is None or notes.problem(rec["note"]) is None))


def _good_stamp(s) -> bool:
    return s is None or (isinstance(s, list) and len(s) == 2
                         and all(isinstance(v, int) and not isinstance(v, bool) for v in s))


def _read(path: Path, form: str) -> dict | None:
    """A cache document of format `form`, None when missing, damaged or not ours."""
    try:
        doc = json.loads(read_at_most(path, MAX_BYTES, "not an index of ours").decode("utf-8"))
    except Exception:       # missing, unreadable or damaged: it is rebuilt from the files
        return None
    if not isinstance(doc, dict) or doc.get("format") != form or doc.get("version") != VERSION:
        return None
    return doc


def _good_entry(entry) -> bool:
    return (isinstance(entry, dict) and set(entry) == {"save", "journal", "record"}
            and _good_stamp(entry["save"]) and entry["save"] is not None
            and _good_stamp(entry["journal"]) and _good_record(entry["record"]))


def load(folder: Path) -> dict[str, dict]:
    """The index's entries by file name: {"save": stamp, "journal": stamp,
    "record": {...}}; entries that are not well formed are left out."""
    doc = _read(index_dir(folder) / NAME, FORMAT)
    if doc is None:
        return {}
    entries = doc.get("entries")
    if not isinstance(entries, dict):
        return {}
    out = {}
    for name, entry in entries.items():
        if _good_entry(entry):
            out[name] = entry
    return out


def store(folder: Path, entries: dict[str, dict]) -> None:
    """Writes the index (callers ignore an OSError: it is only a cache)."""
    write_json_atomic(index_dir(folder) / NAME, {"format": FORMAT, "version": VERSION, "entries": entries})


# -- what Continue offers -------------------------------------------------------------

def folder_stamp(path: Path) -> list[int] | None:
    """[device, inode, mtime in ns] of a folder, None if it is not one."""
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_dev, st.st_ino, st.st_mtime_ns]


def folder_stamps(folder: Path, aside: str) -> list:
    """The stamps of the saves folder and of its folder of set-aside files."""
    return [folder_stamp(folder), folder_stamp(folder / aside)]


def _good_folder_stamp(s) -> bool:
    return s is None or (isinstance(s, list) and len(s) == 3
                         and all(isinstance(v, int) and not isinstance(v, bool) for v in s))


def _good_choice(doc: dict, aside: str) -> bool:
    folders, game, broken = doc.get("folders"), doc.get("game"), doc.get("broken")
    if not (isinstance(folders, list) and len(folders) == 2 and all(_good_folder_stamp(s) for s in folders)):
        return False
    if game is not None and not (isinstance(game, dict) and set(game) == {"name", "entry"}
                                 and isinstance(game["name"], str) and PLAIN_NAME.match(game["name"])
                                 and _good_entry(game["entry"])):
        return False
    return broken is None or (isinstance(broken, dict) and set(broken) == {"where", "name", "reason", "updated"}
                              and broken["where"] in ("", aside)
                              and isinstance(broken["name"], str) and bool(PLAIN_NAME.match(broken["name"]))
                              and isinstance(broken["reason"], str) and len(broken["reason"]) <= 600
                              and isinstance(broken["updated"], str) and len(broken["updated"]) <= MAX_STAMP)


def load_choice(folder: Path, aside: str) -> dict | None:
    """The Continue record: {"folders": folder_stamps when it was made, "game":
    None or {"name", "entry": an index entry}, "broken": None or {"where": ""
    or the unreadable folder's name, "name", "reason", "updated"}}; None when
    missing or not well formed."""
    doc = _read(index_dir(folder) / CONTINUE, CONTINUE_FORMAT)
    return doc if doc is not None and _good_choice(doc, aside) else None


def store_choice(folder: Path, folders: list, game: dict | None, broken: dict | None) -> None:
    """Writes the Continue record (OSError if it cannot be: callers ignore it)."""
    write_json_atomic(index_dir(folder) / CONTINUE, {"format": CONTINUE_FORMAT, "version": VERSION,
                                                     "folders": folders, "game": game, "broken": broken})


def drop_choice(folder: Path) -> None:
    """Removes a Continue record that can no longer be kept right (the next
    title lists the folder and writes it again)."""
    try:
        (index_dir(folder) / CONTINUE).unlink()
    except OSError:
        pass


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


def update(folder: Path, name: str, entry: dict | None) -> dict[str, dict] | None:
    """Puts one entry in (or takes it out, entry None): after each snapshot
    write and each named save, so the next listing reads nothing again.
    Returns the entries as written, None if the index could not be written."""
    entries = load(folder)
    if entry is None:
        entries.pop(name, None)
    else:
        entries[name] = entry
    try:
        store(folder, entries)
    except OSError:
        return None
    return entries

