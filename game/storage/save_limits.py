"""What a save may hold: the limits the app itself writes within, so anything
beyond them in a file was not written by us and is refused before it reaches a
font, the word-wrapper or the rules. Also the error every save reader raises.
No pygame here."""
from __future__ import annotations

import re
from pathlib import Path

from rules.core.bounded_file import TooLarge, read_bounded

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
    """A file's bytes through the one bounded reader (rules/core/bounded_file.py):
    never more than `limit` of them read, SaveError(too_big) when it holds more,
    FileRefused (an OSError, in words) when it is not a plain file (a named
    pipe, a device, a folder), OSError when it cannot be read."""
    try:
        return read_bounded(path, limit)
    except TooLarge as exc:
        raise SaveError(too_big) from exc
