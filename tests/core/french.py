"""The shipped French catalogue, installed for a test, and a check that a line
reads as French: no English word left over, no placeholder left unfilled."""
from __future__ import annotations

import re

from tests.french import french, in_french      # the one way a test reads the shipped French

__all__ = ["english_leftovers", "french", "in_french"]

#: English words that never appear in a French sentence of these games
ENGLISH = frozenset("""the an is are and of from with your you it its this that there their
moves removes claims draws swaps takes chooses lets adventurer adventurers raft rafts creature
tile tiles turn island card cards none not now first which where choose""".split())


def english_leftovers(text: str, names=()) -> list[str]:
    """The English words (and unfilled {placeholders}) in a line said in French;
    the players' own names are theirs, whatever the language."""
    for name in names:
        text = text.replace(name, " ")
    bad = re.findall(r"\{\w*\}", text)
    return bad + [w for w in re.findall(r"[A-Za-z']+", text) if w.lower() in ENGLISH]
