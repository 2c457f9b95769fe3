"""Writing a file so that a crash leaves either the old file or the new one,
never half of one (saves, the save index, settings). No pygame here."""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

#: how old a temporary file of ours must be before a listing may remove it
#: (a write in progress takes milliseconds; another copy of the app writing
#: at this moment is never this slow)
STALE_TEMP_SECONDS = 600.0
#: the temporary names write_json_atomic makes: ".<file name>.<8 random>.tmp"
TEMP_NAME = re.compile(r"\..+\.[A-Za-z0-9_]{8}\.tmp\Z")


def encode_json(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def write_json_atomic(path: Path | str, data: Any) -> None:
    """Write JSON to `path`: serialise first (or take bytes already
    serialised), write a temporary file beside it, flush it to disk, then move
    it into place."""
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
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    if os.name == "posix":
        try:
            dfd = os.open(folder, os.O_RDONLY)
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


def remove_stale_temps(folder: Path, now: float | None = None) -> list[Path]:
    """Removes the temporary files a write killed midway left behind: only
    names of our own pattern, only ones untouched for STALE_TEMP_SECONDS (a
    temporary file never holds anything the player lacks: the file it was
    replacing is still whole). Returns what was removed."""
    now = time.time() if now is None else now
    gone = []
    try:
        candidates = [p for p in folder.iterdir() if TEMP_NAME.match(p.name)]
    except OSError:
        return gone
    for p in candidates:
        try:
            if p.is_file() and now - p.stat().st_mtime > STALE_TEMP_SECONDS:
                p.unlink()
                gone.append(p)
        except OSError:
            pass
    return gone
