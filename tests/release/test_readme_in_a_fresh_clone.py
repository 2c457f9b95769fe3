"""Each fenced command of the README, run as a newcomer would, in a temporary clone of
the repository (slow: it makes a virtual environment). CI runs the Play, Test and
Build commands themselves on its own fresh clone (.ci/run, held equal to the README
by test_readme_commands.py); here the Play command runs as written with --smoke, the
Test command as written on one test file, and the desktop install block as written
with HOME in the clone (a stand-in for the built executable, which the Build step
makes)."""
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def fenced_blocks() -> list[tuple[str, list[str]]]:
    """(heading, lines) of every ``` block of the README, under the ## heading it sits in."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    out, heading = [], ""
    for part in re.split(r"^(## .*)$", text, flags=re.M):
        if part.startswith("## "):
            heading = part[3:].strip()
            continue
        for block in re.findall(r"^```(?:sh)?\n(.*?)^```", part, re.M | re.S):
            out.append((heading, [line for line in block.strip().splitlines() if line.strip()]))
    return out


def test_the_readme_has_its_three_commands_and_the_desktop_install_block():
    headings = [h for h, _ in fenced_blocks()]
    for wanted in ("Play (fresh machine)", "Test (fresh machine)", "Build the double-clickable executable"):
        assert wanted in headings, headings


@pytest.mark.slow
def test_every_fenced_readme_command_works_as_written_in_a_fresh_clone(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(clone)], check=True)
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_STATE_HOME=str(home / "state"), XDG_CACHE_HOME=str(home / "cache"),
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("VIRTUAL_ENV", None)

    def run(command: str) -> None:
        done = subprocess.run(["bash", "-c", "set -euo pipefail; " + command], cwd=clone, env=env,
                              capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, f"{command}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"

    ran = 0
    for heading, lines in fenced_blocks():
        if heading.startswith("Play"):
            run(lines[0] + " --smoke")
        elif heading.startswith("Test"):
            run(lines[0] + " -n 0 -p no:cacheprovider tests/release/test_readme_commands.py")
        elif heading.startswith("Build"):
            if len(lines) == 1:
                continue        # the Build command itself: CI runs it (minutes of PyInstaller)
            (clone / "dist").mkdir(exist_ok=True)
            (clone / "dist" / "MonsterIsles").write_text("#!/bin/sh\necho stand-in\n")
            run(" && ".join(lines).replace("~/", "$HOME/"))
            assert (home / ".local/bin/MonsterIsles").exists()
            assert (home / ".local/share/applications/io.github.monsterisles.MonsterIsles.desktop").exists()
            assert any((home / ".local/share/icons/hicolor").rglob("*.png"))
        else:
            raise AssertionError(f"a fenced block under '{heading}' that no test runs: {lines}")
        ran += 1
    assert ran == 3
