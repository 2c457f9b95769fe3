"""Handing freed memory back to the system.

A table's pictures are many small and middling surfaces; when a page closes and
is collected, glibc's allocator keeps the freed heap for later instead of
returning it, so the process's resident size only ever climbs from page to page
(a smoke run held 17 MB of freed heap at its end). `give_back()` asks the
allocator to return what is free (glibc's malloc_trim), once, after a closed
page is collected (game/scene.py). The app's threads (the ambience decoder, the
save writer) share the one heap (glibc's M_ARENA_MAX of 1), so what they free is
trimmed with the rest. Elsewhere (Windows, macOS, musl) it does nothing: their
allocators return large frees by themselves.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys

from game.screen import gfx, theme

#: glibc's mallopt setting for how many heap arenas the process's threads may have
M_ARENA_MAX = -8

_trim = None
if sys.platform.startswith("linux"):
    try:
        _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        _trim = getattr(_libc, "malloc_trim", None)
        # one heap for every thread: a thread's first allocations otherwise get an
        # arena of its own, which keeps what it freed (the ambience decoder's 5 MB
        # of sound, game/audio.py, stayed there: the smoke run's peak 230 -> 240 MB)
        _mallopt = getattr(_libc, "mallopt", None)
        if _mallopt is not None:
            _mallopt(M_ARENA_MAX, 1)
    except OSError:
        _trim = None


def settle_start_up() -> None:
    """The app is built and no page is open yet: what exists now (the modules,
    the fonts, the app and its window) lives as long as the process, so it is
    collected once and then frozen (gc.freeze): the full collection a closed
    page asks for (game/scene.py) walks only what was made since. It walked
    all of it before, about 20 ms of the frame after a page closed; frozen it
    takes 6 to 15. A page is never built before this, so no page is frozen."""
    gc.collect()
    gc.freeze()


def give_back() -> bool:
    """Returns freed heap to the system where the allocator can; True if it did."""
    if _trim is None:
        return False
    return bool(_trim(0))


def forget_pictures(package: str) -> None:
    """A table closed: every kept picture and text goes (gfx's caches, the
    font layer's), and the caches of the table's own modules (`package`, e.g.
    "game.tables.isle_of_night"), so visiting the four games does not keep the
    pictures of all four (a smoke run held 56 MB of other tables' pictures)."""
    gfx.forget_pictures()
    theme.forget_texts()
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                value.cache_clear()
