"""English left in a French screen: the texts the font layer drew
(game/screen/text_record.py) read against the catalogue's English messages.

A drawn text is a leftover when it is an English message (or one filled with
its values: "{name} passes" drawn as "Ana passes") whose French differs, or a
line of three words or more cut out of such a message (a wrapped sentence's
line). English words that French spells the same ("Boss", "Kaiju") are not
leftovers: a message is counted only when its English is no French message's
text."""
from __future__ import annotations

import contextlib
import functools
import re
import sys
from pathlib import Path
from typing import Iterator

from babel.messages.pofile import read_po

from game import language

from game.screen import text_record, theme
from rules.core import i18n

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
WORD = re.compile(r"[A-Za-z\u00c0-\u024f’']+")


def catalogue_path(code: str = "fr") -> Path:
    return language.locale_root() / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


def _forms(value) -> tuple[str, ...]:
    if isinstance(value, (tuple, list)):
        return tuple(v for v in value if v)
    return (value,) if value else ()


def _read(code: str):
    with open(catalogue_path(code), "rb") as fh:
        return read_po(fh, locale=code)


def _texts(code: str) -> list[tuple[str, ...]]:
    """Each message's forms as language `code` writes them (English: the source's,
    "" and untranslated forms left out)."""
    if code == language.SOURCE:
        other = next(c for c in language.shipped() if c != language.SOURCE)
        return [_forms(m.id) for m in _read(other) if m.id]
    return [_forms(m.string) for m in _read(code) if m.id]


@functools.lru_cache(maxsize=16)
def words_of(old: str, new: str) -> tuple[frozenset[str], tuple[tuple[str, re.Pattern], ...]]:
    """The messages of language `old` a screen in `new` must not show: those
    without placeholders, and a pattern for each one with them. A text that is
    also one of `new`'s messages ("Boss", "Kaiju" in English and French) is not
    counted."""
    shown = set()
    for forms in _texts(new):
        shown.update(forms)
    plain, patterns = set(), []
    for forms in _texts(old):
        for text in forms:
            if text in shown or not WORD.search(text):
                continue
            if PLACEHOLDER.search(text):
                literal = PLACEHOLDER.sub(" ", text)
                if sum(len(w) for w in WORD.findall(literal)) < 6:
                    continue            # "{n} ×", "{a}, {b}": no words of its own to see
                parts = [re.escape(p) for p in PLACEHOLDER.split(text)]
                patterns.append((text, re.compile("(?:.+?)".join(parts), re.S)))
            else:
                plain.add(text.strip())
    return frozenset(plain), tuple(patterns)


def english_left(code: str = "fr"):
    """The catalogue's English messages a screen in `code` must not show."""
    return words_of(language.SOURCE, code)


def leftovers(drawn, code: str = "fr", old: str = language.SOURCE) -> dict[str, str]:
    """Each drawn text that is in language `old` (English unless said) on a screen
    in `code`, with the message it comes from."""
    plain, patterns = words_of(old, code)
    found: dict[str, str] = {}
    for text in sorted(drawn):
        t = text.strip()
        if not WORD.search(t):
            continue
        if t in plain:
            found[t] = t
            continue
        hit = next((english for english, pattern in patterns if pattern.fullmatch(t)), None)
        if hit is None and len(WORD.findall(t)) >= 3:
            line = re.compile(r"(?<![A-Za-z\u00c0-\u024f])" + re.escape(t) + r"(?![A-Za-z\u00c0-\u024f])")
            hit = next((e for e in plain if len(e) > len(t) and line.search(e)), None)
            if hit is None:
                hit = next((e for e, _p in patterns if len(e) > len(t) and line.search(e)), None)
        if hit is not None:
            found[t] = hit
    return found


def report(found: dict[str, str], where: dict[str, str] | None = None) -> str:
    lines = []
    for text, english in sorted(found.items()):
        of = "" if text == english else f" (of the message {english!r})"
        at = f"  drawn by {where[text]}" if where and text in where else ""
        lines.append(f"  {text!r}{of}{at}")
    return "\n".join(lines)


#: the font layer and the drawing kit: a text's source is the first caller outside them
_KIT = ("game/screen/theme.py", "game/screen/text_record.py", "game/screen/gfx.py", "game/ui/", "game/table/text",
        "tests/")


def _caller() -> str:
    """file:line of the code that asked for the text (the nearest frame outside the kit)."""
    frame = sys._getframe(2)
    chain = []
    while frame is not None and len(chain) < 2:
        path = frame.f_code.co_filename.replace("\\", "/")
        rel = path.split("/main/")[-1] if "/main/" in path else path
        if (rel.startswith(("game/", "rules/")) and not rel.startswith(_KIT)):
            chain.append(f"{rel}:{frame.f_lineno}")
        frame = frame.f_back
    return " < ".join(chain)


@contextlib.contextmanager
def words_drawn() -> Iterator[dict[str, str]]:
    """Every text the fonts render in the block (the font recorder on, its
    caches emptied first, so a text made earlier is made and seen again), with
    where the code that first asked for it stands (file:line)."""
    drawn: dict[str, str] = {}
    with text_record.recording():
        inner = theme.render_hook

        def hook(surf, words, size, style):
            if words not in drawn:
                drawn[words] = _caller()
            return inner(surf, words, size, style)
        theme.render_hook = hook
        yield drawn
