"""What the New game screen remembers: the last choices a game was started
with, per game (the number of players; each seat's name, who plays it, the
computer's level and colour; the game's options), kept in new_game.json beside
the settings file and written atomically. Read back checked: a choice that no
longer fits (an option the game no longer has, a value out of its range, an
island file gone) is left at its default, and a file that cannot be read is
as if nothing were remembered (it is rewritten at the next start)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.core.i18n import _
from rules.core.registry import GameInfo, Option

from game.storage import save_limits
from game.storage.save_limits import read_at_most
from game.storage.saves import SaveError, decode_json, write_json_atomic
from game.storage.settings import settings_path
from game.screen.theme import SEAT_COLOURS

KINDS = ("human", "ai", "remote")
LEVELS = ("easy", "normal", "hard")
#: the choices of every game are a few KB; anything near this is not ours
MAX_BYTES = 256 * 1024


def memory_path() -> Path:
    return settings_path().with_name("new_game.json")


def _read(path: Path) -> dict:
    try:
        doc = decode_json(read_at_most(path, MAX_BYTES, _("it is far larger than any such file")))
    except (OSError, SaveError):      # missing, not a plain file, too large or damaged: nothing remembered
        return {}
    return doc if isinstance(doc, dict) else {}


def _fits(opt: Option, value: Any) -> bool:
    if opt.kind == "bool":
        return isinstance(value, bool)
    if opt.kind == "int":
        return isinstance(value, int) and not isinstance(value, bool) and opt.min <= value <= opt.max
    return any(value == v for v, _label in opt.choices)


def _seat(raw: Any, default: dict) -> dict:
    if not isinstance(raw, dict):
        return dict(default)
    seat = dict(default)
    name = raw.get("name")
    if isinstance(name, str) and name.strip() and len(name) <= save_limits.MAX_NAME:
        seat["name"] = name
    if raw.get("kind") in KINDS:
        seat["kind"] = raw["kind"]
    if raw.get("level") in LEVELS:
        seat["level"] = raw["level"]
    colour = raw.get("colour")
    if isinstance(colour, int) and not isinstance(colour, bool) and 0 <= colour < len(SEAT_COLOURS):
        seat["colour"] = colour
    return seat


def remembered(info: GameInfo, players: int, seats: list[dict], options: dict,
               path: Path | None = None) -> tuple[int, list[dict], dict]:
    """The game's last choices over the defaults given (players, seats, options):
    each remembered choice that still fits replaces its default."""
    doc = _read(path or memory_path()).get(info.id)
    if not isinstance(doc, dict):
        return players, seats, options
    n = doc.get("players")
    if isinstance(n, int) and not isinstance(n, bool) and info.min_players <= n <= info.max_players:
        players = n
    raw_seats = doc.get("seats")
    if isinstance(raw_seats, list):
        seats = [_seat(raw_seats[i] if i < len(raw_seats) else None, d) for i, d in enumerate(seats)]
    raw_opts = doc.get("options")
    if isinstance(raw_opts, dict):
        options = dict(options)
        for opt in info.options:
            if opt.key in raw_opts and _fits(opt, raw_opts[opt.key]):
                options[opt.key] = raw_opts[opt.key]
    return players, seats, options


def remember(info: GameInfo, players: int, seats: list[dict], options: dict,
             path: Path | None = None) -> str | None:
    """Keeps these as the game's last choices; the reason in words when the file
    cannot be written (the game starts all the same)."""
    path = path or memory_path()
    doc = _read(path)
    doc[info.id] = {"players": players,
                    "seats": [{k: s[k] for k in ("name", "kind", "level", "colour")} for s in seats],
                    "options": {o.key: options[o.key] for o in info.options if o.key in options}}
    try:
        write_json_atomic(path, doc)
    except (OSError, SaveError) as exc:
        return _("the choices could not be remembered ({reason})").format(reason=exc)
    return None
