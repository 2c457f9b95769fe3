"""The shipped French catalogue, installed for a test, and a check that a line
reads as French: no English word left over, no placeholder left unfilled."""
from __future__ import annotations

import contextlib
import gettext
import io
import re
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from rules.core import i18n

CATALOGUE = Path(__file__).resolve().parents[2] / "assets" / "locale" / "fr" / "LC_MESSAGES" / "monster_isles.po"

#: English words that never appear in a French sentence of these games
ENGLISH = frozenset("""the an is are and of from with your you it its this that there their
moves removes claims draws swaps takes chooses lets adventurer adventurers raft rafts creature
tile tiles turn island card cards none not now first which where choose""".split())


def french() -> gettext.GNUTranslations:
    with CATALOGUE.open("rb") as f:
        catalog = read_po(f, locale="fr")
    buf = io.BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


@contextlib.contextmanager
def in_french():
    i18n.use(french(), "fr")
    try:
        yield
    finally:
        i18n.use(None)


def english_leftovers(text: str, names=()) -> list[str]:
    """The English words (and unfilled {placeholders}) in a line said in French;
    the players' own names are theirs, whatever the language."""
    for name in names:
        text = text.replace(name, " ")
    bad = re.findall(r"\{\w*\}", text)
    return bad + [w for w in re.findall(r"[A-Za-z']+", text) if w.lower() in ENGLISH]
