"""What a save may hold: the limits the app itself writes within, so anything
beyond them in a file was not written by us and is refused before it reaches a
font, the word-wrapper or the rules. Also the error every save reader raises.
No pygame here."""
from __future__ import annotations

import os
import re
from pathlib import Path

#: a seat's name: as long as the new-game screen lets one type
MAX_NAME = 16
#: a save's name: as long as Save as… lets one type
MAX_LABEL = 40
#: a game's turn label ("Turn 12: Gigazaur vs the Boss"): the longest any game makes is far shorter
MAX_TURN = 80
#: seats at one table (no game seats more than 6)
MAX_SEATS = 8
#: moves in one game (the longest random game of any of the four is under 400)
MAX_ACTIONS = 100_000
#: an ISO time stamp
MAX_STAMP = 40
#: no save or journal the app writes comes near this
MAX_FILE_BYTES = 64 * 1024 * 1024
#: save ids are made by secrets.token_hex and name the autosave's file
SAVE_ID = re.compile(r"[0-9a-f]{1,32}\Z")
GAME_ID = re.compile(r"[a-z0-9_]{1,40}\Z")


class SaveError(Exception):
    """A save that cannot be used; the message says why, for the player."""


def read_at_most(path: Path, limit: int, too_big: str) -> bytes:
    """A file's bytes, never more than `limit` of them read: SaveError(too_big)
    when it holds more (judged by its size first, so a huge or sparse file is
    not read at all), OSError when it cannot be read."""
    with open(path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        if size > limit:
            raise SaveError(too_big)
        # read(n) makes an n-byte buffer before it reads: asking for the limit
        # (64 MB for a save) held 64 MB at every read, however small the file.
        # Ask for its size and a byte more; a file that grew since is read on,
        # each piece no larger than what came so far, to the limit and a byte.
        raw = fh.read(size + 1)
        while size < len(raw) <= limit:
            more = fh.read(min(len(raw), limit + 1 - len(raw)))
            if not more:
                break
            raw += more
    if len(raw) > limit:                    # it grew past the limit since
        raise SaveError(too_big)
    return raw
