"""The one way the app reads a file it did not just write: a save, the saves
folder's index and Continue record, an autosave's journal, the settings, what
New game remembers, the statistics, the history, an island and its tilesets and
pictures, a language's catalogue.

Such a file may be anything a profile can hold: a named pipe (FIFO), whose
plain open() waits for ever for a writer; a link to /dev/zero or another
device, which never ends; a folder; a file far larger than anything the app
writes. So the file is opened without waiting (O_NONBLOCK: a FIFO opens at once
instead of blocking), looked at through the open handle (fstat, so what is
checked is what is read, even if the name is swapped meanwhile), refused unless
it is a plain file, refused when larger than the caller's limit (judged by its
size first, so a huge or sparse file is not read at all), and never read past
that limit. A refusal is a `FileRefused`, an OSError whose `strerror` says in
words what the file is and why it was set aside.

No pygame here: the rules read islands through it too.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from .i18n import N_, _

#: flags of every open here: never wait (a FIFO), never become the terminal's
#: owner (a tty), binary on Windows, not inherited by a child process
_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
          | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))

#: what a file that is not a plain one is, by its kind (the words of a refusal)
KINDS = ((stat.S_ISFIFO, N_("it is a named pipe, not a plain file")),
         (stat.S_ISCHR, N_("it is a device, not a plain file")),
         (stat.S_ISBLK, N_("it is a device, not a plain file")),
         (stat.S_ISSOCK, N_("it is a socket, not a plain file")),
         (stat.S_ISDIR, N_("it is a folder, not a plain file")))


class FileRefused(OSError):
    """A file that was not read: not a plain file, or larger than its limit.
    `strerror` says why, in words (str() says the same)."""

    def __init__(self, reason: str, filename: str | None = None) -> None:
        super().__init__(None, reason, filename)

    def __str__(self) -> str:
        return self.strerror


class TooLarge(FileRefused):
    """A plain file larger than the limit it was read with."""


def size_words(n: int) -> str:
    """A size as a player reads it: "3 KB", "1.5 MB", "7.0 GB"."""
    if n >= 1024 ** 3:
        return f"{n / 1024 ** 3:.1f} GB"
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    return f"{max(1, n // 1024)} KB" if n >= 1024 else f"{n} B"


def _kind_problem(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    for test, words in KINDS:
        if test(mode):
            return _(words)
    return _("it is not a plain file")


def open_regular(path: Path | str):
    """The file at `path` opened for reading in binary, if it is a plain file
    (after following links); FileRefused saying what it is otherwise,
    FileNotFoundError / OSError as open() raises them. Never waits."""
    return _open_regular(path)[0]


def _open_regular(path: Path | str) -> tuple:
    """open_regular, and what fstat said of the file as it was opened."""
    fd = os.open(path, _FLAGS)
    try:
        st = os.fstat(fd)
        problem = _kind_problem(st.st_mode)
        if problem:
            raise FileRefused(problem, str(path))
        fh = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    return fh, st


def read_bounded(path: Path | str, limit: int) -> bytes:
    """A plain file's bytes, never more than `limit` of them read: TooLarge
    when it holds more, FileRefused when it is not a plain file, OSError when
    it cannot be opened."""
    fh, st = _open_regular(path)
    with fh:
        size = st.st_size
        if size > limit:
            raise TooLarge(_("it is {size}, larger than any such file (at most {limit})").format(
                size=size_words(size), limit=size_words(limit)), str(path))
        # read(n) makes an n-byte buffer before it reads: ask for the size and
        # a byte more; a file that grew since is read on, each piece no larger
        # than what came so far, to the limit and a byte
        raw = fh.read(size + 1)
        while size < len(raw) <= limit:
            more = fh.read(min(len(raw), limit + 1 - len(raw)))
            if not more:
                break
            raw += more
    if len(raw) > limit:                    # it grew past the limit since
        raise TooLarge(_("it grew past {limit} while it was read").format(limit=size_words(limit)), str(path))
    return raw


def read_tail(path: Path | str, count: int) -> bytes:
    """The last `count` bytes (or fewer) of a plain file; FileRefused or
    OSError as read_bounded."""
    fh, st = _open_regular(path)
    with fh:
        size = st.st_size
        fh.seek(max(0, size - count))
        return fh.read(count)


def read_head(path: Path | str, count: int) -> bytes:
    """The first `count` bytes (or fewer) of a plain file, however long it is;
    FileRefused or OSError as read_bounded."""
    with open_regular(path) as fh:
        return fh.read(count)


def read_text_bounded(path: Path | str, limit: int) -> str:
    """A plain file's text (UTF-8), as read_bounded; UnicodeDecodeError when it is not text."""
    return read_bounded(path, limit).decode("utf-8")


def open_regular_for_writing(path: Path | str, append: bool):
    """A plain file opened to be written in binary (made when missing; emptied
    first unless `append`), never waiting: a named pipe with no reader, which a
    plain open() would wait on for ever, is an OSError (ENXIO), and anything
    else that is not a plain file is a FileRefused."""
    flags = (os.O_WRONLY | os.O_CREAT | (os.O_APPEND if append else os.O_TRUNC) | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
    fd = os.open(path, flags, 0o666)
    try:
        problem = _kind_problem(os.fstat(fd).st_mode)
        if problem:
            raise FileRefused(problem, str(path))
        fh = os.fdopen(fd, "ab" if append else "wb")
    except BaseException:
        os.close(fd)
        raise
    return fh
