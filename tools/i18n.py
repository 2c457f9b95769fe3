#!/usr/bin/env python3
"""The one catalogue's tool: Babel's own commands with this project's paths.

    .venv/bin/python tools/i18n.py extract            every marked message -> assets/locale/monster_isles.pot
    .venv/bin/python tools/i18n.py update [LANG]      the template's messages into each (or one) language's .po
    .venv/bin/python tools/i18n.py init LANG          start a new language's .po from the template
    .venv/bin/python tools/i18n.py compile            each .po -> its .mo beside it (--statistics: how much
                                                      each language translates; --into DIR: under
                                                      DIR/<lang>/LC_MESSAGES/, as pyinstaller.spec does)
    .venv/bin/python tools/i18n.py pseudo [--out DIR] the pseudo-language (qps), for layout tests: every
                                                      message ~40 % longer, accented, between [ and ]
    .venv/bin/python tools/i18n.py merge [--lang LANG] [--overwrite] [FRAGMENT.po ...]
                                                      fill a catalogue's untranslated entries from PO
                                                      fragments (default: French, every /tmp/i18n/fr/*.po)

The template names each message's files, not their lines (--add-location
file), so it goes stale only when a message or where it is used changes, and
tests/i18n fails then. Each catalogue's header carries the version of
game/version.py.

The keywords and the files read are babel.cfg's. The .mo files are not kept in
git: the app compiles a missing or older one at start from a source checkout
(game/language.py), and pyinstaller.spec compiles them into the executable.
Every command that writes a .po holds one file lock (fcntl), so two people
merging at once cannot lose each other's entries.
"""
from __future__ import annotations

import argparse
import contextlib
import fcntl
import io
import os
import re
import sys
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
DOMAIN = "monster_isles"           # rules/core/i18n.py DOMAIN
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
MAPPING = ROOT / "babel.cfg"
FRAGMENTS = Path("/tmp/i18n/fr")
#: the pseudo-language's code (a private-use code, never offered to players: it is not under assets/)
PSEUDO = "qps"
PSEUDO_DIR = ROOT / "build" / "locale"
#: every command that writes a catalogue takes this lock first (one per checkout)
LOCK = Path(tempfile.gettempdir()) / ("monster_isles_i18n_" + re.sub(r"\W", "_", str(ROOT)) + ".lock")


def babel(*args: str, quiet: bool = True) -> int:
    """Babel's own command line (pybabel ARGS), run in this process from the
    checkout's root (so the template names files as game/app.py)."""
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        return CommandLineInterface().run(["pybabel", *(["--quiet"] if quiet else []), *args]) or 0
    finally:
        os.chdir(here)


@contextlib.contextmanager
def locked():
    """Hold the catalogues' lock (waits for whoever has it)."""
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    with open(LOCK, "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def languages() -> list[str]:
    """The codes of the languages with a catalogue (assets/locale/<code>/LC_MESSAGES/monster_isles.po)."""
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


# -- the commands ------------------------------------------------------------------------------

def extract(output: Path = TEMPLATE) -> int:
    output.parent.mkdir(parents=True, exist_ok=True)
    return babel("extract", "-F", str(MAPPING), "-o", str(output), "--sort-by-file",
                 "--project", "Monster Isles", "--version", _version(), "--copyright-holder", "Monster Isles",
                 "--width", "100", "--add-location", "file", "--input-dirs", ".")


def update(langs: list[str]) -> int:
    status = 0
    with locked():
        for lang in langs or languages():
            status |= babel("update", "-D", DOMAIN, "-i", str(TEMPLATE), "-d", str(LOCALE), "-l", lang,
                            "--width", "100", "--no-fuzzy-matching")
            _set_header(po_path(lang))
    return status


#: the plural rule each language's catalogue keeps (gettext's usual one; CLDR's newer
#: rules give French a third form for millions, which no sentence here needs)
PLURALS = {"fr": "nplurals=2; plural=(n > 1);", "es": "nplurals=2; plural=(n != 1);",
           "it": "nplurals=2; plural=(n != 1);", "pt": "nplurals=2; plural=(n > 1);"}


def init(lang: str) -> int:
    with locked():
        status = babel("init", "-D", DOMAIN, "-i", str(TEMPLATE), "-d", str(LOCALE), "-l", lang, "--width", "100")
        if lang in PLURALS:
            _set_plurals(po_path(lang), PLURALS[lang])
        _set_header(po_path(lang))
        return status


def compile_(statistics: bool, langs: list[str] | None = None, into: Path | None = None) -> int:
    """Each language's .mo beside its .po, or under `into`/<lang>/LC_MESSAGES/ (the build's copy)."""
    status = 0
    for lang in langs or languages():
        args = ["compile", "-D", DOMAIN, "-d", str(LOCALE), "-l", lang]
        if into is not None:
            out = into / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
            out.parent.mkdir(parents=True, exist_ok=True)
            args += ["-i", str(po_path(lang)), "-o", str(out)]
        status |= babel(*args, quiet=True)
        if statistics:
            done, total = counted(po_path(lang))
            print(f"{lang}: {done} of {total} messages translated ({percent(done, total)} %)")
    return status


def counted(path: Path) -> tuple[int, int]:
    """(messages translated, messages) in the catalogue at `path`: a message counts
    when every one of its forms is written and it is not fuzzy (Babel's own
    --statistics counts a plural entry whose forms are all empty as translated)."""
    with open(path, "rb") as fh:
        cat = read_po(fh)
    messages = [m for m in cat if m.id]
    return sum(1 for m in messages if _translated(m.string) and not m.fuzzy), len(messages)


def percent(done: int, total: int) -> str:
    """A share as a whole percent, never rounded up to 100 while one is missing."""
    if not total:
        return "0"
    share = 100 * done // total
    return str(share)


def pseudo(out_dir: Path = PSEUDO_DIR, template: Path = TEMPLATE) -> Path:
    """The pseudo-language's .po and .mo under out_dir/qps/LC_MESSAGES/; the .mo's path."""
    with open(template, "rb") as fh:
        pot = read_po(fh)
    cat = Catalog(locale=None, domain=DOMAIN, project="Monster Isles", version=pot.version)
    cat._num_plurals, cat._plural_expr = 2, "(n != 1)"
    for msg in pot:
        if not msg.id:
            continue
        if isinstance(msg.id, (list, tuple)):
            string = tuple(pseudo_text(part) for part in msg.id)
        else:
            string = pseudo_text(msg.id)
        cat.add(msg.id, string, context=msg.context, flags=msg.flags)
    folder = out_dir / PSEUDO / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / f"{DOMAIN}.po", "wb") as fh:
        write_po(fh, cat, width=100)
    with open(folder / f"{DOMAIN}.mo", "wb") as fh:
        write_mo(fh, cat)
    return folder / f"{DOMAIN}.mo"


def merge(fragments: list[Path], lang: str = "fr", overwrite: bool = False, target: Path | None = None) -> int:
    """Fill `lang`'s catalogue (or `target`) from the fragments: its untranslated (or
    fuzzy) entries only, unless `overwrite`. Prints what it did; 0 when it was written."""
    target = target or po_path(lang)
    if not target.exists():
        print(f"{target} does not exist: run `tools/i18n.py init {lang}` (or update) first", file=sys.stderr)
        return 1
    with locked():
        with open(target, "rb") as fh:
            cat = read_po(fh, locale=lang)
        filled = kept = unknown = conflicts = 0
        missing: list[str] = []
        for path in fragments:
            try:
                with open(path, "rb") as fh:
                    frag = read_po(fh, locale=lang)
            except Exception as exc:            # one broken fragment must not stop the others
                print(f"{path}: cannot be read ({exc}); skipped", file=sys.stderr)
                continue
            for msg in frag:
                if not msg.id or not _translated(msg.string):
                    continue
                have = cat.get(msg.id, context=msg.context)
                if have is None:
                    unknown += 1
                    missing.append(f"{path.name}: {msg.context + ' | ' if msg.context else ''}{_first(msg.id)}")
                    continue
                if isinstance(have.id, (list, tuple)) != isinstance(msg.id, (list, tuple)):
                    conflicts += 1
                    print(f"{path.name}: {_first(msg.id)!r} is plural in one file and not in the other; skipped",
                          file=sys.stderr)
                    continue
                if _translated(have.string) and not have.fuzzy and not overwrite:
                    if not _same(have.string, msg.string, lang):
                        kept += 1
                    continue
                have.string = msg.string
                have.flags.discard("fuzzy")
                filled += 1
        spaced = _typeset(cat) if lang == "fr" else 0
        buf = io.BytesIO()
        write_po(buf, cat, width=100)
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_bytes(buf.getvalue())
        tmp.replace(target)
    print(f"merge: {filled} filled from {len(fragments)} fragment(s); {kept} already translated differently "
          f"(kept; --overwrite replaces them); {unknown} not in the template yet (run extract and update)"
          + (f"; {conflicts} plural conflicts" if conflicts else "")
          + (f"; {spaced} given French non-breaking spaces" if spaced else ""))
    for line in missing[:20]:
        print("  not in the template:", line)
    if len(missing) > 20:
        print(f"  ... and {len(missing) - 20} more")
    return 0


# -- the pseudo-language -------------------------------------------------------------------------

#: the pseudo-language's markers: every message begins with OPEN and ends with CLOSE
OPEN, CLOSE = "[", "]"
#: each ASCII letter's accented twin, only letters every shipped font draws (Quicksand has
#: no ƀ, ɱ nor Ƒ: their boxes were the pseudo-language's; tests/i18n checks each font's glyphs)
ACCENTED = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áḃçđéƒĝĥíĵķĺḿñóþqŕšţúvŵxýžÁßÇĐÉḞĜĤÍĴĶĹMÑÓÞQŔŠŢÚVŴXÝŽ"))
#: what is kept as it is: a placeholder ({name}, {n:>2}), a key name in <...>
_KEEP = re.compile(r"\{[^{}]*\}|\{\{|\}\}|%\([a-z_]+\)[sd]|%[sd]")
#: one letter in this many is doubled: with the markers, ~40 % longer
_EVERY = 2.4


def pseudo_text(text: str) -> str:
    """`text` in the pseudo-language: [accented, about 40 % longer], its placeholders kept.
    A message of one character (a colour's letter on a piece) is only accented: in
    every real language it is one letter too, drawn in a box made for one."""
    if len(text) == 1:
        return ACCENTED.get(text, text)
    out: list[str] = []
    pos, count = 0, 1.0
    for m in list(_KEEP.finditer(text)) + [None]:
        end = m.start() if m else len(text)
        for ch in text[pos:end]:
            twin = ACCENTED.get(ch)
            if twin is None:
                out.append(ch)
                continue
            out.append(twin)
            count += 1
            if count >= _EVERY:
                count -= _EVERY
                out.append(twin if ch.lower() in "aeiouy" else ACCENTED.get("e" if ch.islower() else "E"))
        if m:
            out.append(m.group(0))
            pos = m.end()
    lines = "".join(out).split("\n")
    return "\n".join(f"{OPEN}{line}{CLOSE}" if line.strip() else line for line in lines)


def _set_header(path: Path) -> None:
    """The catalogue's header with this version (game/version.py) and its language's
    own name in Language-Team: Babel's init writes the template's version and update
    never changes it."""
    with open(path, "rb") as fh:
        cat = read_po(fh)
    cat.project, cat.version = "Monster Isles", _version()
    with open(path, "wb") as fh:
        write_po(fh, cat, width=100)


def _set_plurals(path: Path, rule: str) -> None:
    """The catalogue at `path` with the plural rule `rule`, each plural entry with as many forms."""
    m = re.match(r"nplurals=(\d+); plural=(.*);$", rule)
    with open(path, "rb") as fh:
        cat = read_po(fh)
    cat._num_plurals, cat._plural_expr = int(m.group(1)), m.group(2)
    for msg in cat:
        if msg.id and msg.pluralizable:
            forms = list(msg.string or ())[:cat.num_plurals]
            msg.string = tuple(forms + [""] * (cat.num_plurals - len(forms)))
    with open(path, "wb") as fh:
        write_po(fh, cat, width=100)


#: French typography: a narrow non-breaking space (U+202F) before ; ! ? and a whole one
#: (U+00A0) before : and inside « » (the narrow one is about 2 px in the heading font,
#: too little before a colon)
_NARROW = re.compile(r"[ \u00a0\u202f]([;!?])")
_WHOLE = re.compile(r"[ \u00a0\u202f]([:»])")
_AFTER = re.compile(r"«[ \u00a0\u202f]")


def _french_spacing(text: str) -> str:
    parts = re.split(r"(\{[^{}]*\})", text)
    return "".join(part if part.startswith("{") else
                   _AFTER.sub("«\u00a0", _WHOLE.sub("\u00a0\\1", _NARROW.sub("\u202f\\1", part)))
                   for part in parts)


def _same(a, b, lang: str) -> bool:
    """Two translations say the same (for French, once both are spaced alike)."""
    if lang != "fr":
        return a == b
    return [_french_spacing(x) for x in _forms(a)] == [_french_spacing(x) for x in _forms(b)]


def _forms(string) -> list[str]:
    return list(string) if isinstance(string, (list, tuple)) else [string]


def _typeset(cat: Catalog) -> int:
    """Every French string with French spacing (a plain space there would let a line
    break before a colon); how many were changed. Placeholders are left alone."""
    changed = 0
    fix = _french_spacing
    for msg in cat:
        if not msg.id or not msg.string:
            continue
        if isinstance(msg.string, (list, tuple)):
            new = tuple(fix(x) for x in msg.string)
        else:
            new = fix(msg.string)
        if new != msg.string:
            msg.string = new
            changed += 1
    return changed


# -- helpers -------------------------------------------------------------------------------------

def _translated(string) -> bool:
    if isinstance(string, (list, tuple)):
        return all(string)
    return bool(string)


def _first(msgid) -> str:
    return msgid[0] if isinstance(msgid, (list, tuple)) else msgid


def _version() -> str:
    text = (ROOT / "game" / "version.py").read_text(encoding="utf-8")
    m = re.search(r'VERSION\s*=\s*"([^"]+)"', text)
    return m.group(1) if m else "0"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tools/i18n.py", description="Monster Isles' catalogue (Babel)")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("extract", help="every marked message into the template (.pot)")
    u = sub.add_parser("update", help="the template's messages into each language's .po")
    u.add_argument("langs", nargs="*")
    i = sub.add_parser("init", help="a new language's .po from the template")
    i.add_argument("lang")
    c = sub.add_parser("compile", help="each .po into its .mo")
    c.add_argument("--statistics", action="store_true", help="how many messages each language translates")
    c.add_argument("--into", type=Path, help="write the .mo files under this folder (the build's), not beside the .po")
    c.add_argument("langs", nargs="*")
    ps = sub.add_parser("pseudo", help="the pseudo-language (qps) for layout tests")
    ps.add_argument("--out", type=Path, default=PSEUDO_DIR, help=f"its folder (default {PSEUDO_DIR})")
    m = sub.add_parser("merge", help="fill a catalogue (French unless --lang) from PO fragments")
    m.add_argument("fragments", nargs="*", type=Path)
    m.add_argument("--lang", default="fr")
    m.add_argument("--overwrite", action="store_true", help="replace translations the catalogue already has")
    m.add_argument("--catalogue", type=Path, help="the .po to fill (default: the language's own)")
    args = p.parse_args(argv)
    if args.command == "extract":
        return extract()
    if args.command == "update":
        return update(args.langs)
    if args.command == "init":
        return init(args.lang)
    if args.command == "compile":
        return compile_(args.statistics, args.langs, args.into)
    if args.command == "pseudo":
        print(pseudo(args.out))
        return 0
    fragments = args.fragments or sorted(FRAGMENTS.glob("*.po"))
    return merge(fragments, args.lang, args.overwrite, args.catalogue)


if __name__ == "__main__":
    sys.exit(main())
