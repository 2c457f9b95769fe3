"""The one catalogue: the committed template is the code's messages (a stale .pot
fails), and each shipped language (every folder of assets/locale, so a language
that lands is held to it at once) translates every message of the template, compiles
with no warning, keeps the English placeholders and names this version in its
header; `compile --statistics` counts what is translated; every letter of every
shipped catalogue is in every shipped font; the pseudo-language is what the
layout tests need; merging fragments fills only what is missing and loses
nothing when two people merge at once."""
from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from rules.core import i18n

from .conftest import ROOT, tool

FRENCH = ROOT / "assets" / "locale" / "fr" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
#: every language with a catalogue under assets/locale (English is the source)
LANGS = tool.languages()
FONTS = sorted((ROOT / "assets" / "fonts").glob("*.ttf"))
#: where words are still being put through the catalogue and translated by other
#: hands (issue 29): how many of their messages may still lack French. A count may
#: only go down: a new message comes with its French (tools/i18n.py merge).
STILL_TRANSLATING: dict[str, int] = {}     # none left: every message has its French
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def catalogue(path: Path, locale: str | None = None):
    with open(path, "rb") as fh:
        return read_po(fh, locale=locale)


def messages(cat):
    return [m for m in cat if m.id]


def forms(string) -> list[str]:
    return list(string) if isinstance(string, (list, tuple)) else [string]


def translated(message) -> bool:
    return all(forms(message.string)) and not message.fuzzy


def first(msgid) -> str:
    return msgid[0] if isinstance(msgid, (list, tuple)) else msgid


def places(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


@pytest.fixture(scope="module")
def french():
    return catalogue(FRENCH, "fr")


@pytest.fixture(scope="module", params=LANGS)
def shipped(request):
    """(code, catalogue) of one shipped language."""
    return request.param, catalogue(tool.po_path(request.param), request.param)


# -- each language, complete -------------------------------------------------------------------

def untranslated(template, cat) -> list:
    out = []
    for msg in messages(catalogue(template)):
        have = cat.get(msg.id, context=msg.context)
        if have is None or not translated(have):
            out.append(msg)
    return out


def area(message) -> str | None:
    """The area of STILL_TRANSLATING a message belongs to (all its places in it), or None."""
    for name in STILL_TRANSLATING:
        if all(loc.startswith(name) for loc, _line in message.locations):
            return name
    return None


def test_french_and_english_ship_and_every_language_is_found():
    assert "fr" in LANGS and LANGS == sorted(LANGS)


def test_every_message_of_the_template_is_translated_in_each_language(template, shipped):
    code, cat = shipped
    left = untranslated(template, cat)
    missing = [m for m in left if area(m) is None]
    assert not missing, (f"{len(missing)} messages have no {code} (run tools/i18n.py extract, update, merge):\n"
                         + "\n".join(f"  {m.locations[0][0] if m.locations else '?'}: {first(m.id)!r}"
                                     for m in missing[:40]))
    over = {name: n for name in STILL_TRANSLATING
            if (n := sum(1 for m in left if area(m) == name)) > STILL_TRANSLATING[name]}
    assert not over, f"more messages without {code} than allowed: {over} (allowed {STILL_TRANSLATING})"


@pytest.mark.parametrize("code", LANGS)
def test_each_language_compiles_without_a_warning(tmp_path, code):
    out = subprocess.run(
        [sys.executable, "-c", "from babel.messages.frontend import main; main()", "compile", "--statistics",
         "-D", i18n.DOMAIN, "-l", code, "-i", str(tool.po_path(code)), "-o", str(tmp_path / f"{code}.mo")],
        capture_output=True, text=True, cwd=ROOT)
    said = out.stdout + out.stderr
    assert out.returncode == 0, said
    assert "translated" in said, said
    assert not re.search(r"warning|error", said, re.I), said


def test_each_language_keeps_the_english_placeholders(shipped):
    code, cat = shipped
    wrong = []
    for msg in messages(cat):
        if not translated(msg):
            continue
        if isinstance(msg.id, (list, tuple)):
            wanted = places(msg.id[0]) | places(msg.id[1])
            strings = forms(msg.string)
            # a singular may leave its count out ("la dernière partie"); none may add one, and
            # the plural form names every placeholder
            if any(not places(s) <= wanted for s in strings) or places(strings[-1]) != wanted:
                wrong.append((msg.id, msg.string))
        elif places(msg.string) != places(msg.id):
            wrong.append((msg.id, msg.string))
    assert not wrong, f"{code}:\n" + "\n".join(f"{i!r} -> {s!r}" for i, s in wrong[:30])


def test_each_catalogue_names_this_version_and_its_language_in_its_header(shipped):
    code, cat = shipped
    assert cat.project == "Monster Isles" and cat.version == tool._version(), (
        f"{code}'s header says {cat.project} {cat.version}: run tools/i18n.py update {code}")
    assert str(cat.locale) == code


# -- the template ------------------------------------------------------------------------------

def entries(cat) -> dict:
    """What a template says of each message (not when it was made)."""
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)):
            (sorted({loc for loc, _line in m.locations}), sorted(m.flags), list(m.auto_comments))
            for m in messages(cat)}


def test_the_committed_template_is_the_code_s_messages(template):
    committed, fresh = catalogue(tool.TEMPLATE), catalogue(template)
    assert committed.version == tool._version(), f"the .pot says version {committed.version}"
    old, new = entries(committed), entries(fresh)
    gone = sorted(first(k[1]) for k in old.keys() - new.keys())
    added = sorted(first(k[1]) for k in new.keys() - old.keys())
    moved = sorted(first(k[1]) for k in old.keys() & new.keys() if old[k] != new[k])
    assert not (gone or added or moved), (
        "assets/locale/monster_isles.pot is stale (run tools/i18n.py extract, then update): "
        f"{len(added)} new, {len(gone)} gone, {len(moved)} changed in place or comment; "
        f"new {added[:5]}, gone {gone[:5]}, changed {moved[:5]}")


# -- the statistics ------------------------------------------------------------------------------

def test_the_statistics_count_a_message_only_when_every_form_is_written(tmp_path):
    target = tmp_path / "xx.po"
    target.write_text(po('''\
        msgid "Back"
        msgstr "Retour"

        msgid "Load"
        msgstr ""

        msgid "{n} move"
        msgid_plural "{n} moves"
        msgstr[0] ""
        msgstr[1] ""

        msgid "{n} game"
        msgid_plural "{n} games"
        msgstr[0] "{n} partie"
        msgstr[1] ""

        #, fuzzy
        msgid "Quit"
        msgstr "Quitter"
        '''), encoding="utf-8")
    assert tool.counted(target) == (1, 5)
    assert tool.percent(1, 5) == "20" and tool.percent(2370, 2371) == "99" and tool.percent(0, 0) == "0"


def test_compile_statistics_says_how_much_each_language_translates(capsys, tmp_path):
    assert tool.compile_(True, [LANGS[0]], into=tmp_path) == 0
    done, total = tool.counted(tool.po_path(LANGS[0]))
    assert f"{LANGS[0]}: {done} of {total} messages translated" in capsys.readouterr().out


def test_french_typography_keeps_its_non_breaking_spaces(french):
    """Before ; ! ? a narrow non-breaking space, before : and inside « » a whole one,
    never a plain one (a line would break before the colon), nor a narrow one before
    a colon (about 2 px in the heading font)."""
    wrong = [s for msg in messages(french) if translated(msg) for s in forms(msg.string)
             if re.search(r" [;:!?»]|« |\u202f[:»]|«\u202f", re.sub(r"\{[^{}]*\}", "", s))]
    assert not wrong, "\n".join(repr(s) for s in wrong[:30])


# -- fonts --------------------------------------------------------------------------------------

def shipped_catalogues() -> list[Path]:
    return sorted((ROOT / "assets" / "locale").glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po"))


def test_every_letter_of_every_shipped_catalogue_is_in_every_shipped_font(pseudo_root):
    pygame.font.init()
    letters: dict[str, str] = {}
    paths = shipped_catalogues() + [pseudo_root / tool.PSEUDO / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"]
    for path in paths:
        for msg in messages(catalogue(path)):
            for s in forms(msg.string):
                for ch in s:
                    if ch.isprintable() and not ch.isspace() or ch in "\u00a0\u202f":
                        letters.setdefault(ch, path.parent.parent.name)
    for ch in tool.ACCENTED.values():
        letters.setdefault(ch, tool.PSEUDO)
    assert len(shipped_catalogues()) >= 1 and len(letters) > 60
    missing = []
    for font_path in FONTS:
        font = pygame.font.Font(str(font_path), 20)
        for ch, lang in letters.items():
            if not has_glyph(font, ch):
                missing.append(f"{font_path.name} has no {ch!r} (U+{ord(ch):04X}, in {lang})")
    assert not missing, "\n".join(missing)


#: a character no font here has: what a font draws for a letter it lacks (its box)
NO_SUCH_LETTER = "\U0010FFFD"


def has_glyph(font, ch: str) -> bool:
    """Whether the font draws `ch` itself: a letter it lacks comes out as its box, with
    the box's metrics (pygame's metrics() gives them, never None, for a missing letter)."""
    def drawn(text: str) -> bytes:
        return pygame.image.tobytes(font.render(text, True, (255, 255, 255)), "RGBA")
    return ch in " \u00a0\u202f" or drawn(ch) != drawn(NO_SUCH_LETTER)


def test_a_letter_a_font_lacks_is_found_missing():
    pygame.font.init()
    heading = pygame.font.Font(str(ROOT / "assets" / "fonts" / "Quicksand-Bold.ttf"), 20)
    assert has_glyph(heading, "é") and has_glyph(heading, "ḃ") and not has_glyph(heading, "ɱ")


# -- the pseudo-language ---------------------------------------------------------------------------

def letters_of(text: str) -> str:
    return "".join(ch for ch in PLACEHOLDER.sub("", text) if ch.isalpha())


def test_the_pseudo_language_lengthens_accents_and_marks_every_message(template, pseudo_root):
    pseudo = catalogue(pseudo_root / tool.PSEUDO / "LC_MESSAGES" / f"{i18n.DOMAIN}.po")
    source = messages(catalogue(template))
    assert len(source) > 100
    short, plain, unmarked, lost = [], [], [], []
    for msg in source:
        got = pseudo.get(msg.id, context=msg.context)
        for english, shown in zip(forms(msg.id), forms(got.string)):
            if len(letters_of(english)) >= 8 and len(letters_of(shown)) < 1.35 * len(letters_of(english)):
                short.append(shown)
            if re.search(r"[A-LN-PR-UWYZa-pr-uwyz]", PLACEHOLDER.sub("", shown)):
                plain.append(shown)
            for line in shown.split("\n"):
                if len(english) == 1:       # one letter on a piece stays one letter, accented
                    continue
                if line.strip() and not (line.startswith(tool.OPEN) and line.endswith(tool.CLOSE)):
                    unmarked.append(shown)
            if places(shown) != places(english):
                lost.append(shown)
    assert not short, short[:10]
    assert not plain, plain[:10]
    assert not unmarked, unmarked[:10]
    assert not lost, lost[:10]


def test_a_pseudo_message_still_fills_its_placeholders(pseudo_root):
    tr = __import__("gettext").GNUTranslations(open(pseudo_root / tool.PSEUDO / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo",
                                                    "rb"))
    i18n.use(tr, tool.PSEUDO)
    shown = i18n._("{game} could not be loaded: {reason}").format(game="G", reason="R")
    assert shown.startswith(tool.OPEN) and shown.endswith(tool.CLOSE) and "G" in shown and "R" in shown


# -- merging fragments -------------------------------------------------------------------------------

HEADER = textwrap.dedent('''\
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=2; plural=(n > 1);\\n"

    ''')


def po(entries: str) -> str:
    return HEADER + textwrap.dedent(entries)


def test_merge_fills_what_is_missing_and_keeps_what_is_there(tmp_path):
    target = tmp_path / "fr.po"
    target.write_text(po('''\
        msgid "Back"
        msgstr "Retour"

        msgid "Load"
        msgstr ""

        msgid "{n} move"
        msgid_plural "{n} moves"
        msgstr[0] ""
        msgstr[1] ""
        '''), encoding="utf-8")
    frag = tmp_path / "part.po"
    frag.write_text(po('''\
        msgid "Back"
        msgstr "Arrière"

        msgid "Load"
        msgstr "Charger"

        msgid "{n} move"
        msgid_plural "{n} moves"
        msgstr[0] "{n} coup"
        msgstr[1] "{n} coups"
        '''), encoding="utf-8")
    assert tool.merge([frag], target=target) == 0
    cat = catalogue(target, "fr")
    assert cat.get("Back").string == "Retour"           # not overwritten unless told
    assert cat.get("Load").string == "Charger"
    assert tuple(cat.get(("{n} move", "{n} moves")).string) == ("{n} coup", "{n} coups")
    assert tool.merge([frag], target=target, overwrite=True) == 0
    assert catalogue(target, "fr").get("Back").string == "Arrière"


def test_two_merges_at_once_lose_no_entry(tmp_path):
    n = 120
    target = tmp_path / "fr.po"
    target.write_text(po("".join(f'msgid "word {i}"\nmsgstr ""\n\n' for i in range(n))), encoding="utf-8")
    halves = []
    for part in (0, 1):
        frag = tmp_path / f"part{part}.po"
        frag.write_text(po("".join(f'msgid "word {i}"\nmsgstr "mot {i}"\n\n' for i in range(part, n, 2))),
                        encoding="utf-8")
        halves.append(frag)
    script = ROOT / "tools" / "i18n.py"
    runs = [subprocess.Popen([sys.executable, str(script), "merge", "--catalogue", str(target), str(frag)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE) for frag in halves * 2]
    for run in runs:
        assert run.wait(timeout=120) == 0, run.stderr.read()
    cat = catalogue(target, "fr")
    assert [cat.get(f"word {i}").string for i in range(n)] == [f"mot {i}" for i in range(n)]
