"""What a release carries: one version everywhere it is shown, icons rendered
from the window's icon, a desktop entry and AppStream file that name what gets
installed, a licence and a changelog."""
import configparser
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from game.session import GameSession, SeatConfig
from game.version import VERSION
from rules.core import registry

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.monsterisles.MonsterIsles"


def test_the_version_is_a_dotted_number():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)


def test_main_answers_version_with_the_one_version():
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True,
                            timeout=60, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Monster Isles {VERSION}"


def test_a_save_records_the_app_version_that_wrote_it(profile_dir):
    info = registry.get("isle_of_monsters")
    seats = [SeatConfig(name, "human", "normal", k) for k, name in enumerate(("Ana", "Ben"))]
    session = GameSession.new(info, info.default_options(2), seats, seed=3)
    path = session.save_as("Version check")
    document = json.loads(Path(path).read_text(encoding="utf-8"))
    assert document["body"]["app_version"] == VERSION
    assert document["version"] == 1, "the save's own format number is not the app's version"


def test_the_changelog_starts_at_this_version():
    """Its first release is this version; changes not yet released may stand
    above it, under "## Unreleased"."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = re.search(r"^## (?!Unreleased$)(\S+)", text, re.M)
    assert first and first.group(1) == VERSION


def test_the_appstream_file_names_this_version_as_its_newest_release():
    tree = ET.parse(LINUX / f"{APP_ID}.metainfo.xml")
    assert tree.findtext("id") == APP_ID
    releases = tree.findall("releases/release")
    assert releases and releases[0].get("version") == VERSION
    assert tree.find("launchable").text == f"{APP_ID}.desktop"


def test_the_desktop_entry_starts_the_executable_and_shows_an_installed_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    desk = entry["Desktop Entry"]
    spec = (ROOT / "pyinstaller.spec").read_text(encoding="utf-8")
    assert f'name="{desk["Exec"]}"' in spec, "the entry starts a file the build does not make"
    assert desk["Icon"] == APP_ID
    icons = list((LINUX / "icons" / "hicolor").glob(f"*/apps/{APP_ID}.png"))
    assert len(icons) >= 4


def test_the_icon_files_are_the_window_icon_as_drawn_now():
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--check"],
                            capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stderr


def test_the_code_has_a_licence_and_the_fonts_keep_theirs():
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    for name in ("Lato-OFL.txt", "Quicksand-OFL.txt"):
        assert "License: OFL-1.1" in (ROOT / "assets" / "fonts" / name).read_text(encoding="utf-8")
