"""The language the app speaks: which are shipped, which one to start in, and
putting its catalogue in place (rules/core/i18n.py reads every word through it).

A language is shipped when assets/locale/<code>/LC_MESSAGES/monster_isles.po
(a source checkout) or .mo (the executable) is there; English is the source
text and needs none. Each is offered by its own name ("Français").

The compiled catalogue (.mo) is what gettext reads. The executable ships them
compiled (pyinstaller.spec runs `tools/i18n.py compile --into`); a source
checkout keeps only the .po files in git, so here a missing .mo, or one older
than its .po, is compiled with Babel at start and written beside the .po (in
memory only when that folder cannot be written). Without Babel an existing .mo
is used as it is, else the app speaks English and says why in the log.

The first start follows the system's language (LANGUAGE, LC_ALL, LC_MESSAGES,
LANG, then the locale module) when a catalogue exists for it, else English;
once the player picks one in Settings that is kept (settings.language).
No pygame here.
"""
from __future__ import annotations

import gettext
import importlib.util
import io
import locale
import logging
import os
import sys
from datetime import datetime
from pathlib import Path

from rules.core import i18n
from rules.core.bounded_file import read_bounded
from rules.core.i18n import _, pgettext

from .assets import assets_root

log = logging.getLogger(__name__)

#: a language's catalogue (.po or .mo) is well under 1 MB; anything near this is not ours
MAX_CATALOGUE_BYTES = 16 * 1024 * 1024

#: the source language: every message is written in it, no catalogue needed
SOURCE = "en"
#: each language's name in itself (how Settings offers it), for the languages named here;
#: another is named by Babel's locale data (name()), so a new language needs no line here
NAMES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español", "it": "Italiano",
         "nl": "Nederlands", "pt": "Português", "pl": "Polski"}


#: set (to anything but "" or "0"), the app speaks the pseudo-language (tools/i18n.py pseudo:
#: every message longer, accented, between [ and ]) whatever the settings say, to look for
#: words that overflow or skip the catalogue; a source checkout only
PSEUDO_ENV = "MONSTER_ISLES_PSEUDO"
#: the pseudo-language's code (tools/i18n.py PSEUDO) and its name in the language list
PSEUDO = "qps"
PSEUDO_NAME = "[Pseudo]"


def locale_root() -> Path:
    return assets_root() / "locale"


def shipped(root: Path | None = None) -> list[str]:
    """English and the code of every language with a catalogue, English first."""
    root = root or locale_root()
    found = set()
    if root.is_dir():
        for folder in root.iterdir():
            messages = folder / "LC_MESSAGES"
            if any((messages / f"{i18n.DOMAIN}{ext}").is_file() for ext in (".po", ".mo")):
                found.add(folder.name)
    found.discard(SOURCE)
    return [SOURCE] + sorted(found)


def name(code: str) -> str:
    """The language's name in itself ("Français"): NAMES's, else Babel's (its first
    letter a capital, as a choice in a list), else its code."""
    if code in NAMES:
        return NAMES[code]
    try:
        from babel import Locale
        own = Locale.parse(code).get_display_name(code)
    except Exception:            # no Babel (a build without it), or a code it does not know
        return code
    return own[:1].upper() + own[1:] if own else code


def choices(root: Path | None = None) -> list[tuple[str, str]]:
    """(code, own name) of each shipped language, as Settings offers them (and the
    pseudo-language while it is spoken, so its own setting shows)."""
    offered = [(code, name(code)) for code in shipped(root)]
    if i18n.language() == PSEUDO:
        offered.append((PSEUDO, PSEUDO_NAME))
    return offered


def pseudo_wanted(environ=None) -> bool:
    """Whether the environment asks for the pseudo-language (PSEUDO_ENV)."""
    environ = os.environ if environ is None else environ
    return environ.get(PSEUDO_ENV, "") not in ("", "0") and not getattr(sys, "frozen", False)


def install_pseudo(root: Path | None = None) -> str:
    """The pseudo-language in place, built first (tools/i18n.py pseudo: extract into a
    template under build/, then the catalogue beside it) when missing or older than the
    committed template; the language used (English, said in the log, when it cannot be
    built: no Babel)."""
    checkout = Path(__file__).resolve().parent.parent
    root = root or checkout / "build" / "locale"
    mo = root / PSEUDO / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    template = locale_root() / f"{i18n.DOMAIN}.pot"
    if not mo.is_file() or (template.is_file() and mo.stat().st_mtime < template.stat().st_mtime):
        try:
            spec = importlib.util.spec_from_file_location("i18n_tool", checkout / "tools" / "i18n.py")
            tool = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(tool)
            tool.pseudo(root, template)
        except Exception as exc:            # no Babel, no tools/ folder: English, and why
            log.warning("the pseudo-language cannot be built (%s); English is used", exc)
            return install(SOURCE)
    with open(mo, "rb") as fh:
        i18n.use(gettext.GNUTranslations(fh), PSEUDO)
    return PSEUDO


def system_language(available: list[str] | None = None, environ=None) -> str:
    """The system's language when a catalogue exists for it, else English."""
    available = available if available is not None else shipped()
    environ = os.environ if environ is None else environ
    wanted: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var, "")
        if value:
            wanted.extend(part for part in value.split(":") if part)
            if var != "LANGUAGE":
                break           # the first of LC_ALL, LC_MESSAGES, LANG that is set decides
    if not wanted:
        try:
            code = locale.getlocale()[0]
        except (ValueError, TypeError):
            code = None
        if code:
            wanted.append(code)
    for value in wanted:
        code = value.split(".")[0].split("@")[0]
        if code in ("C", "POSIX"):
            return SOURCE
        for candidate in (code, code.split("_")[0].split("-")[0]):
            if candidate in available:
                return candidate
    return SOURCE


def resolve(setting: str, available: list[str] | None = None) -> str:
    """The language to speak for the setting: the one chosen if it is shipped,
    the system's when none was chosen (""), English when the chosen one is gone."""
    available = available if available is not None else shipped()
    if not setting:
        return system_language(available)
    return setting if setting in available else SOURCE


def catalogue(code: str, root: Path | None = None) -> gettext.NullTranslations | None:
    """The language's translations (None for English or a language with no usable catalogue)."""
    if code == SOURCE:
        return None
    root = root or locale_root()
    folder = root / code / "LC_MESSAGES"
    po, mo = folder / f"{i18n.DOMAIN}.po", folder / f"{i18n.DOMAIN}.mo"
    frozen = getattr(sys, "frozen", False)
    if not frozen and po.is_file() and (not mo.is_file() or mo.stat().st_mtime < po.stat().st_mtime):
        data = _compiled(po)
        if data is not None:
            _write_beside(mo, data)
            return gettext.GNUTranslations(io.BytesIO(data))
    if mo.is_file():
        try:
            return gettext.GNUTranslations(io.BytesIO(read_bounded(mo, MAX_CATALOGUE_BYTES)))
        except Exception as exc:      # cut short (struct.error), damaged, not a plain file: English, never a dead app
            log.warning("the %s catalogue %s cannot be read (%s: %s)", code, mo, type(exc).__name__, exc)
        data = _compiled(po) if not frozen and po.is_file() else None
        if data is not None:              # a source checkout: its .po is the truth, compiled again
            _write_beside(mo, data)
            return gettext.GNUTranslations(io.BytesIO(data))
        log.warning("English is used instead of %s", code)
    return None


def install(code: str, root: Path | None = None) -> str:
    """Every later word is read in `code` (English when it has no catalogue); the language used."""
    if code == PSEUDO and root is None:
        return install_pseudo()
    translation = catalogue(code, root)
    used = code if translation is not None else SOURCE
    i18n.use(translation, used)
    return used


def _compiled(po: Path) -> bytes | None:
    """The .po compiled to .mo bytes with Babel, or None (no Babel, or a broken file)."""
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:
        log.warning("Babel is not installed, so %s cannot be compiled (pip install -r requirements.txt)", po)
        return None
    try:
        cat = read_po(io.BytesIO(read_bounded(po, MAX_CATALOGUE_BYTES)))
        out = io.BytesIO()
        write_mo(out, cat)
        return out.getvalue()
    except Exception as exc:        # a broken catalogue must not stop the app
        log.warning("%s cannot be compiled (%s)", po, exc)
        return None


def _write_beside(mo: Path, data: bytes) -> None:
    tmp = mo.with_name(f"{mo.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, mo)
    except OSError:                 # a read-only checkout: compiled in memory at each start
        try:
            tmp.unlink()
        except OSError:
            pass


# -- dates, in the language in use -------------------------------------------------------------

def month(n: int) -> str:
    """The month's short name (1..12) in the language in use."""
    return {
        1: pgettext("month", "Jan"), 2: pgettext("month", "Feb"), 3: pgettext("month", "Mar"),
        4: pgettext("month", "Apr"), 5: pgettext("month", "May"), 6: pgettext("month", "Jun"),
        7: pgettext("month", "Jul"), 8: pgettext("month", "Aug"), 9: pgettext("month", "Sep"),
        10: pgettext("month", "Oct"), 11: pgettext("month", "Nov"), 12: pgettext("month", "Dec"),
    }[n]


def day(when: datetime) -> str:
    """A day as a player reads it: "2 Dec 2026" ("2 déc. 2026")."""
    return _("{day} {month} {year}").format(day=when.day, month=month(when.month), year=when.year)


def day_and_time(when: datetime) -> str:
    """A day and its time: "2 Dec 2026 14:05" ("2 déc. 2026 à 14:05")."""
    return _("{day} {month} {year} {hour:02d}:{minute:02d}").format(
        day=when.day, month=month(when.month), year=when.year, hour=when.hour, minute=when.minute)
