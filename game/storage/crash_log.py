"""The crash log: when something breaks, the traceback and a little context
are written to a file in the player's log folder (platformdirs), and the error
scene names the file."""
from __future__ import annotations

import platform
import traceback
from datetime import datetime
from pathlib import Path
from typing import Iterable

import platformdirs
import pygame

APP_NAME = "MonsterIsles"


def log_dir() -> Path:
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def write_crash_log(exc: BaseException, scenes: Iterable[str] = ()) -> Path:
    """Writes the traceback and a little context; returns the file's path."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    body = "\n".join([
        f"Monster Isles crashed at {datetime.now().isoformat(timespec='seconds')}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}",
        f"Scenes (bottom to top): {', '.join(scenes) or '-'}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
    ])
    for folder in (log_dir(), Path(platformdirs.user_cache_path(APP_NAME, appauthor=False))):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"crash-{stamp}.log"
            path.write_text(body, encoding="utf-8")
            return path
        except OSError:
            continue
    raise exc
