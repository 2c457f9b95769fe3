"""What a player or a newcomer reads names no commit and no issue: the README, the
docs, CONTRIBUTING, the changelog and the AppStream release notes speak of what the
app does, not of the tracker or the history."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
READ_BY_PEOPLE = sorted([ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md",
                         *ROOT.glob("docs/**/*.md"), *ROOT.glob("packaging/linux/*.xml")])
COMMIT = re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b")
ISSUE = re.compile(r"\b[Ii]ssues? #?\d+|(?<![\w&])#\d+\b")


@pytest.mark.parametrize("path", READ_BY_PEOPLE, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_commit_hash_or_issue_number_in_a_file_people_read(path):
    text = path.read_text(encoding="utf-8")
    found = [m.group(0) for pattern in (COMMIT, ISSUE) for m in pattern.finditer(text)]
    assert not found, f"{path.relative_to(ROOT)} names {found[:5]}"


def test_the_readme_links_only_files_the_repository_holds():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#]+)\)", text)
    missing = [link for link in links if not link.startswith("http") and not (ROOT / link).exists()]
    assert links and not missing, missing


def test_the_readme_stays_short_enough_to_read_in_five_minutes():
    # about 200 words a minute: a thousand words, tables and commands included
    words = len((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert words <= 1000, f"the README is {words} words"


def test_the_readme_runs_every_python_tool_from_the_environment():
    text = (ROOT / "README.md").read_text(encoding="utf-8") + (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    bare = [line.strip() for line in text.splitlines()
            if re.search(r"(^|[\s`(])python3 (?!-m venv)", line)]
    assert not bare, bare
