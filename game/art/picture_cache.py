"""Pictures kept between launches: a picture that takes long to paint from its
sources (the title's island, read from a Tiled map and its tile sheets) is
written once to the player's cache folder and read back at the next launch, as
long as nothing it was painted from has changed.

A kept picture is a small header (a digest of everything it was painted from)
followed by its raw RGB pixels. Anything else in the file (a different digest,
a wrong length, an unreadable file) means "paint it again"; a cache folder that
cannot be written only means the next launch paints it again too. Nothing here
is the player's: the cache folder is ours to overwrite.

A frozen build also carries its pictures already painted (packaging/paint_pictures.py,
run by pyinstaller.spec, writes them in this form into the bundle's
assets/painted/), so even its first launch reads instead of painting. They are
read only when nothing kept in the cache folder matches, and only if their digest
is the one the running build computes."""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Iterable

import platformdirs
import pygame

from rules.core.bounded_file import read_bounded

from ..assets import assets_root
from ..storage.atomic_file import write_json_atomic
from ..version import VERSION

APP_NAME = "MonsterIsles"
DIGEST_BYTES = 32
#: a map or tile sheet a picture is painted from (the shipped ones are far smaller)
MAX_SOURCE_BYTES = 64 * 1024 * 1024
#: where each picture shown in this process came from, for the smoke run to
#: report ("painted" when read() found none)
_origins: dict[str, str] = {}


def cache_folder() -> Path:
    return Path(platformdirs.user_cache_path(APP_NAME, appauthor=False)) / "pictures"


def shipped_folder() -> Path:
    """Where a frozen build carries its painted pictures (absent from source)."""
    return assets_root() / "painted"


def digest_of(name: str, size: tuple[int, int], sources: Iterable[Path]) -> bytes:
    """What a picture was painted from: the app's version, its size and the
    bytes of every source file (so an edited map or tile sheet, or a new
    version of the painting code, paints it again)."""
    h = hashlib.blake2b(digest_size=DIGEST_BYTES)
    h.update(f"{name}|{VERSION}|{size[0]}x{size[1]}".encode())
    for path in sorted(sources):
        h.update(str(path.name).encode())
        try:
            h.update(read_bounded(path, MAX_SOURCE_BYTES))
        except OSError:
            h.update(b"<missing>")
    return h.digest()


def read(name: str, size: tuple[int, int], digest: bytes) -> pygame.Surface | None:
    """The kept picture (from the cache folder, else the one the build
    shipped), or None when there is none that matches."""
    for origin, folder in (("kept in the cache folder", cache_folder()), ("shipped in the build", shipped_folder())):
        data = _matching(folder / f"{name}.rgb", size, digest)
        if data is not None:
            _origins[name] = origin
            return pygame.image.frombytes(data[DIGEST_BYTES:], size, "RGB")
    _origins[name] = "painted"
    return None


def origin(name: str) -> str:
    """Where this process's picture `name` came from: "kept in the cache
    folder", "shipped in the build", "painted", or "not shown yet"."""
    return _origins.get(name, "not shown yet")


def _matching(path: Path, size: tuple[int, int], digest: bytes) -> bytes | None:
    w, h = size
    try:
        data = read_bounded(path, DIGEST_BYTES + w * h * 3)
    except OSError:             # missing, not a plain file, or not the size of this picture
        return None
    if len(data) != DIGEST_BYTES + w * h * 3 or data[:DIGEST_BYTES] != digest:
        return None
    return data


def keep(name: str, picture: pygame.Surface, digest: bytes, folder: Path | None = None) -> bool:
    """Write the picture for the next launch (into `folder`, by default the
    cache folder); False when the folder refused."""
    try:
        write_json_atomic((folder or cache_folder()) / f"{name}.rgb", digest + pygame.image.tobytes(picture, "RGB"))
    except OSError:
        return False
    return True
