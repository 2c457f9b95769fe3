"""The README's Play, Test and Build commands work on a fresh Debian or Ubuntu,
whose pip refuses to install outside a virtual environment: each makes one
(`.venv`) and uses only its Python, and CI (.ci/run) runs each exactly as written,
so a command that stops working stops CI."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV = "python3 -m venv .venv && "


def readme_command(heading: str) -> str:
    """The one line of the first sh block under the README's `## heading...`."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(rf"^## {re.escape(heading)}.*?^```sh\n(.*?)^```", text, re.M | re.S)
    assert section, f"README.md has no sh block under '## {heading}'"
    lines = section.group(1).strip().splitlines()
    assert len(lines) == 1, f"the README's {heading} command is more than one line: {lines}"
    return lines[0]


def ci_lines() -> list[str]:
    return (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("heading", ["Play", "Test", "Build"])
def test_each_readme_command_makes_a_virtual_environment_and_uses_only_its_python(heading):
    command = readme_command(heading)
    assert command.startswith(VENV), command
    for step in command[len(VENV):].split(" && "):
        assert step.startswith(".venv/bin/python "), f"'{step}' does not run the environment's Python"


@pytest.mark.parametrize("heading, ci_adds", [("Play", " --smoke"), ("Test", ""), ("Build", "")])
def test_ci_runs_each_readme_command_as_written(heading, ci_adds):
    # `|| exit $?`: set -e does not stop on a failure inside an && list
    wanted = readme_command(heading) + ci_adds + " || exit $?"
    assert wanted in ci_lines(), f".ci/run does not run the README's {heading} command: {wanted}"


def commands_run(line: str) -> list[str]:
    """The first word of each command a line of shell runs."""
    parts = re.split(r"&&|\|\||[;|]|\$\(|^\s*\(|\bthen\b|\bdo\b", line)
    return [words[0] for words in (part.split() for part in parts) if words]


def test_ci_runs_no_python_tool_from_outside_the_environment():
    tools = re.compile(r"(python|pip|pytest|pyinstaller|pyi-)", re.I)
    outside = [line for line in ci_lines() if not line.lstrip().startswith("#")
               for word in commands_run(line.replace(VENV, ""))
               if tools.match(word)]
    assert outside == [], outside
