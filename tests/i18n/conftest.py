"""Languages for the i18n tests: the pseudo-language built from a fresh
extraction of the code (tools/i18n.py extract + pseudo, into a temporary
folder, once a test run), French from assets/locale; and putting English back
after every test, whatever it did."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from rules.core import i18n

ROOT = Path(__file__).resolve().parents[2]


def _load_tool():
    """tools/i18n.py (a script, not a package), as the module i18n_tool."""
    if "i18n_tool" in sys.modules:
        return sys.modules["i18n_tool"]
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = module
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


@pytest.fixture(scope="session")
def template(tmp_path_factory) -> Path:
    """The template of the code as it stands (not the committed .pot, which may lag)."""
    out = tmp_path_factory.mktemp("template") / f"{i18n.DOMAIN}.pot"
    assert tool.extract(out) == 0
    return out


@pytest.fixture(scope="session")
def pseudo_root(template, tmp_path_factory) -> Path:
    """A locale folder holding the pseudo-language (qps) built from that template."""
    root = tmp_path_factory.mktemp("locale")
    tool.pseudo(root, template)
    return root


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.use(None)
