"""Pictures kept between launches: a picture that takes long to paint from its
sources (the title's island, read from a Tiled map and its tile sheets) is
written once to the player's cache folder and read back at the next launch, as
long as nothing it was painted from has changed.

A kept picture is a small header (a digest of everything it was painted from)
followed by its raw RGB pixels. Anything else in the file (a different digest,
a wrong length, an unreadable file) means "paint it again"; a cache folder that
cannot be written only means the next launch paints it again too. Nothing here
is the player's: the cache folder is ours to overwrite."""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Iterable

import platformdirs
import pygame

from ..atomic_file import write_json_atomic
from ..version import VERSION

APP_NAME = "MonsterIsles"
DIGEST_BYTES = 32


def cache_folder() -> Path:
    return Path(platformdirs.user_cache_path(APP_NAME, appauthor=False)) / "pictures"


def digest_of(name: str, size: tuple[int, int], sources: Iterable[Path]) -> bytes:
    """What a picture was painted from: the app's version, its size and the
    bytes of every source file (so an edited map or tile sheet, or a new
    version of the painting code, paints it again)."""
    h = hashlib.blake2b(digest_size=DIGEST_BYTES)
    h.update(f"{name}|{VERSION}|{size[0]}x{size[1]}".encode())
    for path in sorted(sources):
        h.update(str(path.name).encode())
        try:
            h.update(path.read_bytes())
        except OSError:
            h.update(b"<missing>")
    return h.digest()


def read(name: str, size: tuple[int, int], digest: bytes) -> pygame.Surface | None:
    """The kept picture, or None when there is none that matches."""
    w, h = size
    try:
        data = (cache_folder() / f"{name}.rgb").read_bytes()
    except OSError:
        return None
    if len(data) != DIGEST_BYTES + w * h * 3 or data[:DIGEST_BYTES] != digest:
        return None
    return pygame.image.frombytes(data[DIGEST_BYTES:], size, "RGB")


def keep(name: str, picture: pygame.Surface, digest: bytes) -> bool:
    """Write the picture for the next launch; False when the folder refused."""
    try:
        write_json_atomic(cache_folder() / f"{name}.rgb", digest + pygame.image.tobytes(picture, "RGB"))
    except OSError:
        return False
    return True
