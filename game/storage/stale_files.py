"""One sweep of every folder the app writes, for the temporary files a killed
write left behind (atomic_file.remove_stale_temps: only names of our own
pattern, only ones untouched for STALE_TEMP_SECONDS; a temporary file never
holds anything the player lacks, the file it was replacing is still whole).

The app runs it once after the title's first frame; listing saves also sweeps
the folder it lists. A folder that is missing or cannot be written is left
alone. No pygame here beyond what the picture cache imports.
"""
from __future__ import annotations

from pathlib import Path

from game.storage import save_index, saves, settings, stats_file
from game.art import picture_cache
from game.storage.atomic_file import remove_stale_temps
from game.history import store as history


def app_folders() -> list[Path]:
    """Every folder the app writes a file in (through atomic_file)."""
    out = []
    for folder in (saves.saves_dir(), history.history_dir(), stats_file.stats_path().parent):
        out += [folder, save_index.index_dir(folder), folder / saves.UNREADABLE]
    out += [settings.settings_path().parent, picture_cache.cache_folder()]
    return out


def sweep_stale_files(now: float | None = None) -> list[Path]:
    """Removes the stale temporary files of our own naming from every folder
    the app writes; returns what went. Never raises."""
    gone: list[Path] = []
    for folder in app_folders():
        try:
            if saves.folder_writable(folder):
                gone += remove_stale_temps(folder, now)
        except Exception:        # a folder that cannot be looked at keeps its files
            continue
    return gone
