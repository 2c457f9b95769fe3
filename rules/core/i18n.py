"""The words a player reads, in the language the app chose.

Every sentence the rules produce (event lines, refusals, end reasons, the rules
reference, content names) is marked with these functions, the standard
library's gettext forms, so that Babel can extract it into the one catalogue
(`assets/locale/monster_isles.pot`). The rules never choose a language and know
nothing of the display: the app installs a translation with `use()` and every
later call reads through it; until then the English source text is returned.

- `_(message)`: a whole sentence; placeholders are named (`{monster}`) and
  filled by the caller with `.format(...)` after translation.
- `ngettext(singular, plural, n)`: a sentence whose form depends on a count
  (French says "0 point", English "0 points").
- `pgettext(context, message)`: one English word with two meanings.
- `npgettext(context, singular, plural, n)`: both.
- `N_(message)`: marks a message in a content table (a card's name) without
  translating it there; the display translates it when it shows it, so a
  change of language reaches names made at import time.

Saves, replays and statistics keep ids and numbers, never these words.
"""
from __future__ import annotations

import gettext as _gettext

#: the gettext domain of the one catalogue (assets/locale/<lang>/LC_MESSAGES/<DOMAIN>.mo)
DOMAIN = "monster_isles"

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


def use(translation: _gettext.NullTranslations | None, language: str = "en") -> None:
    """Read every later message through `translation` (None: the English source)."""
    global _translation, _language
    _translation = translation if translation is not None else _gettext.NullTranslations()
    _language = language


def language() -> str:
    """The code of the language in use ("en", "fr", ...)."""
    return _language


def _(message: str) -> str:
    return _translation.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translation.pgettext(context, message) if message else message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translation.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark only: the message is translated where it is shown, with `_()`."""
    return message


def named(table, key: str) -> str:
    """The message a content table (of `N_` marks) holds for `key`, in the
    language in use; the key itself when the table does not know it (a save
    from a newer version, say), so a name is never an error."""
    return _(table[key]) if key in table else key
