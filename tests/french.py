"""The shipped French catalogue, for tests that look at a table in French:
read from assets/locale/fr/LC_MESSAGES/monster_isles.po with Babel and
compiled in memory, then installed with rules.core.i18n.use() for the block
(English again after it, as every other test expects)."""
from __future__ import annotations

import contextlib
import functools
import gettext
import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from rules.core import i18n

CATALOGUE = Path(__file__).resolve().parent.parent / "assets" / "locale" / "fr" / "LC_MESSAGES" / "monster_isles.po"


@functools.lru_cache(maxsize=1)
def french() -> gettext.GNUTranslations:
    with open(CATALOGUE, "rb") as fh:
        catalog = read_po(fh, locale="fr")
    buf = io.BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


@contextlib.contextmanager
def in_french():
    """Every message read in the block is read through the French catalogue."""
    i18n.use(french(), "fr")
    try:
        yield
    finally:
        i18n.use(None)
