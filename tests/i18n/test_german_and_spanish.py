"""German and Spanish ship complete: every message of the template translated,
none fuzzy, each keeping the English placeholders; the four rules references
state the same numbers as the English; each seat's badge letter is its colour's
initial there and no two seats (nor two creatures' tabs) share one
(German Gelb/Smaragd, Spanish Azul/Dorado: Grün and Amarillo would clash)."""
from __future__ import annotations

import contextlib
import functools
import gettext
import io
import re
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.screen import theme
from rules.core import i18n
from rules.core.i18n import _

from .test_catalogue import PLACEHOLDER, catalogue, forms, messages, translated

ROOT = Path(__file__).resolve().parent.parent.parent
LANGS = ["de", "es"]
#: each seat colour's name in each language (Red, Blue, Yellow, Green, Purple)
COLOUR_NAMES = {"de": ["Rot", "Blau", "Gelb", "Smaragd", "Lila"],
                "es": ["Rojo", "Azul", "Dorado", "Verde", "Morado"]}


def po(lang: str) -> Path:
    return ROOT / "assets" / "locale" / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


@functools.lru_cache(maxsize=None)
def compiled(lang: str) -> gettext.GNUTranslations:
    buf = io.BytesIO()
    write_mo(buf, catalogue(po(lang), lang))
    buf.seek(0)
    return gettext.GNUTranslations(buf)


@contextlib.contextmanager
def in_language(lang: str):
    i18n.use(compiled(lang), lang)
    try:
        yield
    finally:
        i18n.use(None)


def numbers(text: str) -> list[str]:
    return sorted(re.findall(r"\d+", re.sub(r"\{[^{}]*\}", "", text)))


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_of_the_template_is_translated(template, lang):
    cat = catalogue(po(lang), lang)
    missing = [m.id for m in messages(catalogue(template))
               if (have := cat.get(m.id, context=m.context)) is None or not translated(have)]
    assert not missing, f"{len(missing)} messages have no {lang}: {missing[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_each_message_keeps_the_english_placeholders(lang):
    wrong = []
    for msg in messages(catalogue(po(lang), lang)):
        ids = forms(msg.id)
        wanted = set().union(*(set(PLACEHOLDER.findall(i)) for i in ids))
        strings = forms(msg.string)
        if any(not set(PLACEHOLDER.findall(s)) <= wanted for s in strings) \
                or set(PLACEHOLDER.findall(strings[-1])) != wanted:
            wrong.append((msg.id, msg.string))
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_the_plural_rule_has_two_forms(lang):
    cat = catalogue(po(lang), lang)
    assert cat.num_plurals == 2
    assert all(len(m.string) == 2 for m in messages(cat) if m.pluralizable)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_references_state_the_english_numbers(lang):
    cat = catalogue(po(lang), lang)
    wrong = [(m.id, m.string) for m in messages(cat)
             if any(loc.endswith("reference.py") for loc, _line in m.locations)
             and numbers(forms(m.id)[-1]) != numbers(forms(m.string)[-1])]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_each_seat_letter_is_its_colour_names_initial_and_no_two_seats_share_one(lang):
    with in_language(lang):
        names = [_(sc.name) for sc in theme.SEAT_COLOURS]
        letters = [theme.seat_letter(sc) for sc in theme.SEAT_COLOURS]
    assert names == COLOUR_NAMES[lang]
    assert letters == [name[0] for name in names]
    assert len(set(letters)) == len(letters)


@pytest.mark.parametrize("lang", LANGS)
def test_a_creatures_tab_letters_are_its_names_initials_and_stay_apart(lang):
    from game.tables.survive_the_island import creature_art
    from rules.survive_the_island import content
    kinds = list(content.CREATURE_TYPES)
    with in_language(lang):
        tabs = {k: creature_art.tab_letter(k) for k in kinds}
        names = {k: _(content.CREATURE_NAMES[k]) for k in kinds}
    assert len(set(tabs.values())) == len(kinds)
    assert all(names[k].startswith(tabs[k]) for k in kinds), (tabs, names)
