"""Words the rules put together from names, in the language in use."""
from __future__ import annotations

from typing import Sequence

from .i18n import _, pgettext


def listed(items: Sequence[str]) -> str:
    """Items one after the other with the language's separator ("4, 5, 6"), not a
    ", ".join: each language writes its own (the catalogue's "{item}, {next}")."""
    items = list(items)
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        # TRANSLATORS: between two items of a list (a comma and a space in English)
        out = pgettext("list", "{item}, {next}").format(item=out, next=item)
    return out


def and_list(items: Sequence[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" (in French "Ann, Bob et Cy")."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("{names} and {last}").format(names=listed(items[:-1]), last=items[-1])


def groups_list(items: Sequence[str]) -> str:
    """Groups that hold commas of their own, one after the other: "row 1: 4, 5; row 2: 6"
    in English, with each language's own separator (French spaces its semicolon)."""
    items = list(items)
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        # TRANSLATORS: between two groups of a list, each of which may hold commas ("; " in English)
        out = pgettext("list of groups", "{item}; {next}").format(item=out, next=item)
    return out


def capital(text: str) -> str:
    """The sentence with its first letter a capital ("a fire 4 appears" -> "A fire 4 appears")."""
    return text[:1].upper() + text[1:]
