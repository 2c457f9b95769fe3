"""Where a game stands, as data rather than words: a turn note.

A save, the Load list, the Continue button and the replays show "Turn 12:
Gigazaur vs Crystal Dragon". Words made when the game was saved are in the
language of that moment, so a game saved in French would read in French
after switching to English. A turn note keeps the message and its values
instead, and is read in the language in use when it is shown:

    {"msg": "Turn {turn}: {monster} vs {boss}",
     "values": {"turn": 12, "monster": {"msg": "Gigazaur"}, "boss": {"msg": "Crystal Dragon"}}}

`msg` is a catalogue message (the English source text, marked with `N_` where
it is written); each value is a whole number or a name given by its own
catalogue message ({"msg": ...}), so the reader translates the names too. A
message the catalogue does not know (a save from a newer version) reads as its
English text, never as an error.

A note comes from a file, so `problem()` checks it against the limits the
rules write within before anything formats it: only plain `{name}` fields,
each with its value, no attribute or index look-ups, no format specs. No pygame
here, and no choice of language: `read()` reads through rules.core.i18n.
"""
from __future__ import annotations

import re
import string

from .i18n import _

#: a message's length in a note (the longest the rules write is under 60)
MAX_MSG = 120
#: values in one note
MAX_VALUES = 8
#: a whole number in a note (turns, rounds, lanterns)
MAX_NUMBER = 10 ** 9
_NAME = re.compile(r"[a-z_][a-z0-9_]{0,31}\Z")


def note(msg: str, **values) -> dict:
    """A note of `msg` (an N_-marked message) with its values: whole numbers,
    or names given as `name(message)`."""
    return {"msg": msg, "values": dict(values)}


def name(msg: str) -> dict:
    """A value that is itself a name, by its catalogue message."""
    return {"msg": msg}


def _fields(template: str) -> list[tuple[str, str, str | None]] | None:
    """The (field, spec, conversion) of each replacement field, None if the
    template does not parse."""
    try:
        return [(f, spec or "", conv) for _lit, f, spec, conv in string.Formatter().parse(template) if f is not None]
    except ValueError:
        return None


def _template_problem(template: str, values: dict) -> str | None:
    fields = _fields(template)
    if fields is None:
        return "its message is not a message"
    for f, spec, conv in fields:
        if not _NAME.match(f) or spec or conv:
            return "its message has a field that is not a plain name"
        if f not in values:
            return "its message names a value it does not hold"
    return None


def problem(data) -> str | None:
    """Why `data` is not a turn note the rules could have written (in English,
    for a log or an error's detail), or None when it is one."""
    if not isinstance(data, dict) or set(data) != {"msg", "values"}:
        return "it is not a note"
    msg, values = data["msg"], data["values"]
    if not isinstance(msg, str) or not msg or len(msg) > MAX_MSG:
        return "its message is not text of a sensible length"
    if not isinstance(values, dict) or len(values) > MAX_VALUES:
        return "its values are malformed"
    for key, val in values.items():
        if not isinstance(key, str) or not _NAME.match(key):
            return "a value's name is malformed"
        if isinstance(val, int) and not isinstance(val, bool):
            if abs(val) > MAX_NUMBER:
                return "a number is far too large"
        elif isinstance(val, dict) and set(val) == {"msg"} and isinstance(val["msg"], str):
            if not val["msg"] or len(val["msg"]) > MAX_MSG or _fields(val["msg"]) != []:
                return "a name is not a plain message"
        else:
            return "a value is neither a number nor a name"
    return _template_problem(msg, values)


def _format(template: str, values: dict) -> str:
    return template.format(**{k: _(v["msg"]) if isinstance(v, dict) else v for k, v in values.items()})


def source(data: dict) -> str:
    """A (well-formed) note in the English of its messages, whatever the
    language in use: to compare two notes as words, never to show."""
    return data["msg"].format(**{k: v["msg"] if isinstance(v, dict) else v for k, v in data["values"].items()})


def read(data: dict) -> str:
    """A (well-formed: see `problem`) note in the words of the language in use.
    A translation whose fields do not match its message is read in English."""
    translated = _(data["msg"])
    if translated != data["msg"] and _template_problem(translated, data["values"]):
        translated = data["msg"]
    try:
        return _format(translated, data["values"])
    except (KeyError, IndexError, ValueError):
        return _format(data["msg"], data["values"])
