"""One name for each thing in every language: each concept of the glossary
(assets/locale/glossary.toml: its English term, what it is) has one term in each
shipped language's own glossary (assets/locale/<lang>/glossary.toml), and every
message whose English names the concept uses that term in its translation, never
one of the names the glossary avoids ("joueurs virtuels" or "Ordinateur" for the computer players,
"Notre choix" for our ruling, "Reprendre" for Undo)."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from .conftest import ROOT, tool
from .test_catalogue import catalogue, forms, messages, translated

CONCEPTS = ROOT / "assets" / "locale" / "glossary.toml"


def concepts() -> dict:
    with open(CONCEPTS, "rb") as fh:
        return tomllib.load(fh)


def glossary_path(code: str) -> Path:
    return ROOT / "assets" / "locale" / code / "glossary.toml"


def glossary(code: str) -> dict:
    path = glossary_path(code)
    assert path.is_file(), (f"{code} has no glossary: write {path.relative_to(ROOT)} with the term of each "
                            f"concept of {CONCEPTS.relative_to(ROOT)} (start from French's)")
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def off_the_glossary(cat, words: dict, concept_list: dict) -> list[str]:
    """Each translation whose English names a concept but which does not use the
    language's term for it, or uses a name the glossary avoids."""
    found = []
    for name, concept in concept_list.items():
        english = re.compile(concept["english"], re.I)
        other = re.compile(concept["except"], re.I) if concept.get("except") else None
        term = words[name]
        use = re.compile(term["forms"], re.I)
        avoid = re.compile(term["avoid"], re.I) if term.get("avoid") else None
        for msg in messages(cat):
            if not translated(msg):
                continue
            for source, shown in zip(forms(msg.id), forms(msg.string)):
                if not english.search(source) or (other and other.search(source)):
                    continue
                if not use.search(shown) or (avoid and avoid.search(shown)):
                    found.append(f"{name} ({term['term']!r}): {source[:70]!r} -> {shown[:90]!r}")
    return found


def test_every_concept_says_what_it_is_and_how_to_find_it():
    for name, concept in concepts().items():
        assert concept.get("context") and concept.get("english"), name
        re.compile(concept["english"])


@pytest.mark.parametrize("code", tool.languages())
def test_each_language_has_one_term_for_every_concept(code):
    words = glossary(code)
    assert set(words) == set(concepts()), f"{code}'s glossary: {set(concepts()) ^ set(words)}"
    for name, term in words.items():
        assert term.get("term") and term.get("forms"), f"{code} {name}"
        assert re.search(term["forms"], term["term"], re.I), f"{code} {name}: its term is not one of its forms"


@pytest.mark.parametrize("code", tool.languages())
def test_every_message_naming_a_concept_uses_the_language_s_term_for_it(code):
    found = off_the_glossary(catalogue(tool.po_path(code), code), glossary(code), concepts())
    assert not found, f"{len(found)} {code} message(s) off the glossary:\n" + "\n".join(found[:40])


def test_a_concept_translated_outside_the_glossary_is_found(tmp_path):
    target = tmp_path / "fr.po"
    target.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Normal AI"\nmsgstr "Ordinateur normal"\n\n'
        'msgid "Close replay"\nmsgstr "Fermer la rediffusion"\n\n'
        'msgid "A staff\'s replay happens at once."\nmsgstr "L’effet réutilisé par un bâton se produit aussitôt."\n\n'
        'msgid "Undo"\nmsgstr "Reprendre"\n', encoding="utf-8")
    found = off_the_glossary(catalogue(target, "fr"), glossary("fr"), concepts())
    assert len(found) == 2 and found[0].startswith("computer_player") and found[1].startswith("undo"), found
