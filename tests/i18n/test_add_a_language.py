"""CONTRIBUTING.md's steps for adding a language work as written, from a fresh clone:
the checkout as it stands is cloned into a temporary folder (with the changes
not yet committed laid over it), given the environment these tests run in as
its `.venv`, and the commands of the README's new-language block are run there
one by one for its example language (Swedish, `sv`), the new catalogue's
messages and glossary written between `init` and `compile` as a translator
would (here each message kept in English, which every test of a language
accepts); then `compile --statistics` counts every message translated,
Settings offers the language by its own name and the README's test command
passes for it."""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from .conftest import ROOT

README = ROOT / "CONTRIBUTING.md"   # the README links it for contributors


def new_language_steps() -> tuple[str, list[str]]:
    """(the example language's code, the commands) of the README's new-language block."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Adding a language"):]
    section = section[:section.index("\n## ", 3)]
    for block in re.findall(r"```\n(.*?)```", section, re.S):
        commands = [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]
        init = next((c for c in commands if " init " in c), None)
        if init:
            return init.split()[-1], commands
    raise AssertionError("the README's 'Adding a language' has no block with `tools/i18n.py init`")


def test_the_readme_s_new_language_block_uses_the_environment_and_the_tool():
    code, commands = new_language_steps()
    assert re.fullmatch(r"[a-z]{2,3}", code) and code not in os.listdir(ROOT / "assets" / "locale")
    assert all(c.startswith(".venv/bin/python ") for c in commands), commands
    assert "python3 tools" not in README.read_text(encoding="utf-8")


def fresh_clone(dest: Path) -> None:
    """A clone of the checkout, with what is changed and not yet committed laid over it."""
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(dest)], check=True)
    changed = subprocess.run(["git", "ls-files", "-m", "-o", "-d", "--exclude-standard", "-z"], cwd=ROOT,
                             capture_output=True, check=True).stdout.decode().split("\0")
    for rel in filter(None, changed):
        source, target = ROOT / rel, dest / rel
        if source.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
        elif target.exists():
            target.unlink()
    (dest / ".venv").symlink_to(Path(sys.prefix), target_is_directory=True)


def translate(dest: Path, code: str) -> None:
    """What a translator does between `init` and `compile`: every msgstr written
    (here the English kept, each plural form too) and the language's glossary."""
    po = dest / "assets" / "locale" / code / "LC_MESSAGES" / "monster_isles.po"
    with open(po, "rb") as fh:
        cat = read_po(fh, locale=code)
    for msg in cat:
        if msg.id:
            msg.string = (tuple([msg.id[0]] + [msg.id[1]] * (cat.num_plurals - 1))
                          if isinstance(msg.id, (list, tuple)) else msg.id)
    with open(po, "wb") as fh:
        write_po(fh, cat, width=100)
    with open(dest / "assets" / "locale" / "glossary.toml", "rb") as fh:
        concepts = tomllib.load(fh)
    lines = [f"# {code}: one term for each thing (its words are the English ones here)"]
    for name, concept in concepts.items():
        lines += ["", f"[{name}]", f"term = {name!r}".replace("_", " "), f"forms = '{concept['english']}|{name.replace('_', ' ')}'"]
    (dest / "assets" / "locale" / code / "glossary.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def run(dest: Path, command: str, *more: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "MONSTER_ISLES"))}
    done = subprocess.run([*shlex.split(command), *more], cwd=dest, capture_output=True, text=True, env=env,
                          timeout=1800)
    said = done.stdout + done.stderr
    assert done.returncode == 0, f"`{command}` failed in the fresh clone:\n{said[-4000:]}"
    return said


@pytest.mark.slow
def test_a_new_language_added_by_the_readme_s_steps_from_a_fresh_clone_passes_the_tests(tmp_path):
    code, commands = new_language_steps()
    dest = tmp_path / "clone"
    fresh_clone(dest)
    translated = False
    for command in commands:
        if " -m pytest" in command:
            # the language's own tests (every test parametrized over the shipped languages)
            said = run(dest, command, "-k", code, "-n", "2", "-p", "no:cacheprovider")
            assert re.search(r"\d+ passed", said), said[-2000:]
            continue
        if " compile" in command and not translated:
            translate(dest, code)
            translated = True
        said = run(dest, command)
        if " init " in command:
            assert (dest / "assets" / "locale" / code / "LC_MESSAGES" / "monster_isles.po").is_file()
        if "--statistics" in command:
            m = re.search(rf"{code}: (\d+) of (\d+) messages translated \(100 %\)", said)
            assert m and m.group(1) == m.group(2) and int(m.group(2)) > 1000, said
    assert translated
    offered = run(dest, ".venv/bin/python -c", "from game import language; print(dict(language.choices()))")
    assert f"'{code}': 'Svenska'" in offered, offered
