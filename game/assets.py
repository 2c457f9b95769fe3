"""Find the app's own files under assets/.

From source the folder sits beside game/ (found from this file's location, never
from the current directory, so the app runs from any folder). In a PyInstaller
build the folder is unpacked under sys._MEIPASS (pyinstaller.spec ships
assets/ as "assets").
"""
from __future__ import annotations

import sys
from pathlib import Path


class MissingAsset(FileNotFoundError):
    """An asset the app needs is not where it should be."""


def assets_root() -> Path:
    """The assets/ folder of this source tree or of the running frozen build."""
    frozen = getattr(sys, "frozen", False) and getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """The path of an existing file (or folder) under assets/, e.g.
    asset_path("maps", "title_island.tmx"). Raises MissingAsset naming the file
    and where it was looked for when it is absent."""
    if not parts:
        raise ValueError("asset_path needs at least one path part")
    root = assets_root()
    path = root.joinpath(*parts)
    if not path.exists():
        shown = "/".join(str(p) for p in parts)
        raise MissingAsset(f"missing asset {shown!r}: looked for {path} "
                           f"(assets folder: {root})")
    return path
