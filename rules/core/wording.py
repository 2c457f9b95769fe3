"""Words the rules put together from names, in the language in use."""
from __future__ import annotations

from typing import Sequence

from .i18n import _


def and_list(items: Sequence[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" (in French "Ann, Bob et Cy")."""
    if len(items) < 2:
        return "".join(items)
    return _("{names} and {last}").format(names=", ".join(items[:-1]), last=items[-1])


def capital(text: str) -> str:
    """The sentence with its first letter a capital ("a fire 4 appears" -> "A fire 4 appears")."""
    return text[:1].upper() + text[1:]
