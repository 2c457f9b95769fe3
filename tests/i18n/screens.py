"""Reading a frame's words in a language (the font recorder, game/screen/text_record.py):
what is cut (by an edge, a clip or an ellipsis), what overlaps another text, and,
in the pseudo-language, what was drawn without its markers: a word that did not
go through the catalogue."""
from __future__ import annotations

import re
from dataclasses import dataclass

import contextlib

from game import language

from game.screen import text_record, theme
from game.names import AI_NAMES
from game.scenes import catalogue

from .conftest import tool

#: words the app draws that are not messages: the players' names of the seeded
#: positions, each language's own name, and what is shown as it is (file paths, an
#: exception's words)
NAMES = {"Robin", "Ana", *AI_NAMES, *language.NAMES.values(), language.PSEUDO_NAME}
AS_IS = re.compile(r"[/\\]|\.(json|log|tmx|png|txt|ogg|wav)\b|Error\b|Exception\b")
#: an ASCII letter that the pseudo-language always accents (q, v, x, M, Q, V, X stay as they are)
ACCENTED_AWAY = re.compile(r"[A-LN-PR-UWYZa-pr-uwyz]")
#: two texts overlap when they share more than this part of the smaller one
OVERLAP = 0.3


@dataclass(frozen=True)
class Finding:
    where: str
    what: str           # "cut", "overlap", "unmarked", "shrunk A->B px"
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


#: a text a language's words made smaller, down to this size or under, is found "shrunk"
#: (a help line at 11 px where its page gives 14): shorter words are due. A heading that
#: gives up a few pixels of its size (23 to 17) is still read with ease.
SHRUNK = 12


@contextlib.contextmanager
def shrinking():
    """Records each text theme.fit_size (and theme.shrunk through it) made smaller
    while on: {text: (size asked for, size given)}."""
    made: dict[str, tuple[int, int]] = {}
    real = theme.fit_size

    def fit_size(s, size, width, style="body", smallest=theme.SMALLEST_TEXT):
        got = real(s, size, width, style, smallest)
        if got < size:
            made[s.strip()] = (size, got)
        return got
    theme.fit_size = fit_size
    try:
        yield made
    finally:
        theme.fit_size = real


def read(inks, where: str, lang: str, whole_messages: frozenset[str] = frozenset(),
         shrunk: dict[str, tuple[int, int]] | None = None) -> set[Finding]:
    """What is wrong with one frame's texts in language `lang` ("qps" or a real one;
    `whole_messages`: its translations, an ellipsis at the end of one is its own;
    `shrunk`: the texts made smaller to fit, which a real language must not shrink
    to SHRUNK px or under)."""
    found: set[Finding] = set()
    shown = [i for i in inks if i.text.strip()]
    for ink in shown:
        text = ink.text.strip()
        ellipsis = text.endswith("…") and (lang == tool.PSEUDO or text not in whole_messages)
        if ink.cut or ellipsis:
            found.add(Finding(where, "cut", text, _rect(ink)))
        if shrunk and lang != tool.PSEUDO and text in shrunk and shrunk[text][1] <= SHRUNK:
            asked, got = shrunk[text]
            found.add(Finding(where, f"shrunk {asked}->{got} px", text, _rect(ink)))
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
    """One scene's findings; `name` may name a game's own page ("results:isle_of_night")."""
    page, _colon, game_id = name.partition(":") if not name.startswith("guide:") else (name, "", "")
    with shrinking() as shrunk:
        catalogue.open_scene(app, page, seed, game_id=game_id or None)
        for __ in range(3):
            app.step(1 / 60, flip=False)
        inks = text_record.canvas_inks(app)
    return read(inks, f"{name} (seed {seed}, {lang})", lang, whole_messages, shrunk)


def report(found: set[Finding]) -> str:
    return "\n".join(f.line() for f in sorted(found, key=lambda f: (f.what, f.where, f.text)))
