"""Words the kit and the tables put together from names, in the language in use."""
from __future__ import annotations

from typing import Sequence

from rules.core.i18n import _


def and_list(names: Sequence[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" (in French "Ann, Bob et Cy")."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
