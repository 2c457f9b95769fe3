"""Reading a frame's words in a language (the font recorder, game/text_record.py):
what is cut (by an edge, a clip or an ellipsis), what overlaps another text, and,
in the pseudo-language, what was drawn without its markers: a word that did not
go through the catalogue."""
from __future__ import annotations

import re
from dataclasses import dataclass

from game import language, text_record
from game.names import AI_NAMES
from game.scenes import catalogue

from .conftest import tool

#: words the app draws that are not messages: the players' names of the seeded
#: positions, each language's own name, and what is shown as it is (file paths, an
#: exception's words)
NAMES = {"Robin", "Ana", *AI_NAMES, *language.NAMES.values()}
AS_IS = re.compile(r"[/\\]|\.(json|log|tmx|png|txt|ogg|wav)\b|Error\b|Exception\b")
#: an ASCII letter that the pseudo-language always accents (q, v, x, M, Q, V, X stay as they are)
ACCENTED_AWAY = re.compile(r"[A-LN-PR-UWYZa-pr-uwyz]")
#: two texts overlap when they share more than this part of the smaller one
OVERLAP = 0.3


@dataclass(frozen=True)
class Finding:
    where: str
    what: str           # "cut", "overlap", "unmarked"
    text: str
    rect: tuple[int, int, int, int]

    def line(self) -> str:
        return f"{self.what}: {self.text[:70]!r} at {self.rect} ({self.where})"


def _rect(ink) -> tuple[int, int, int, int]:
    return tuple(int(v) for v in ink.rect)


def unmarked(text: str) -> bool:
    """A text with a word the pseudo-language did not touch (not a name, not shown as it is)."""
    if AS_IS.search(text):
        return False
    rest = text
    for name in NAMES:
        rest = rest.replace(name, " ")
    return any(len(word) >= 2 and ACCENTED_AWAY.search(word) for word in re.findall(r"[A-Za-z]+", rest))


def read(inks, where: str, lang: str, whole_messages: frozenset[str] = frozenset()) -> set[Finding]:
    """What is wrong with one frame's texts in language `lang` ("qps" or a real one;
    `whole_messages`: its translations, an ellipsis at the end of one is its own)."""
    found: set[Finding] = set()
    shown = [i for i in inks if i.text.strip()]
    for ink in shown:
        text = ink.text.strip()
        ellipsis = text.endswith("…") and (lang == tool.PSEUDO or text not in whole_messages)
        if ink.cut or ellipsis:
            found.add(Finding(where, "cut", text, _rect(ink)))
        if lang == tool.PSEUDO and unmarked(text):
            found.add(Finding(where, "unmarked", text, _rect(ink)))
    for i, a in enumerate(shown):
        ax, ay, aw, ah = a.rect
        for b in shown[i + 1:]:
            if a.text == b.text:
                continue        # a shadow, an outline: one text drawn twice
            bx, by, bw, bh = b.rect
            w = min(ax + aw, bx + bw) - max(ax, bx)
            h = min(ay + ah, by + bh) - max(ay, by)
            if w > 0 and h > 0 and w * h > OVERLAP * min(aw * ah, bw * bh):
                found.add(Finding(where, "overlap", f"{a.text.strip()} / {b.text.strip()}", _rect(a)))
    return found


def read_scene(app, name: str, seed: int, lang: str, whole_messages: frozenset[str] = frozenset()) -> set[Finding]:
    catalogue.open_scene(app, name, seed)
    for __ in range(3):
        app.step(1 / 60, flip=False)
    return read(text_record.canvas_inks(app), f"{name} (seed {seed}, {lang})", lang, whole_messages)


def report(found: set[Finding]) -> str:
    return "\n".join(f.line() for f in sorted(found, key=lambda f: (f.what, f.where, f.text)))
