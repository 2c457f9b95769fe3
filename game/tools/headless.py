"""Running without a screen (the smoke run, screenshots, the benchmark): dummy SDL
drivers, set before pygame is imported, and a throw-away profile folder so these
runs never read or write the player's own saves and settings."""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path


def use_dummy_drivers() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def isolate_profile() -> Path:
    """Points platformdirs' folders at a new temporary folder (Linux and macOS
    read the XDG variables; Windows the WIN_PD_OVERRIDE ones)."""
    root = Path(tempfile.mkdtemp(prefix="monster-isles-headless-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)     # throw-away: nothing of a player's is here
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = str(root / var.lower())
    for var in ("WIN_PD_OVERRIDE_LOCAL_APPDATA", "WIN_PD_OVERRIDE_APPDATA"):
        os.environ[var] = str(root / var.lower())
    return root
