"""Languages for the i18n tests: the pseudo-language built from a fresh
extraction of the code (tools/i18n.py extract + pseudo, into a temporary
folder, once a test run), French from assets/locale; and putting English back
after every test, whatever it did."""
from __future__ import annotations

import contextlib
import fcntl
import importlib.util
import shutil
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


@contextlib.contextmanager
def _once_a_run(tmp_path_factory, worker_id: str, name: str):
    """A folder `name` made once a test run: under pytest-xdist the workers share the
    run's temporary folder's parent, and the first to come makes it while the others
    wait (the extraction took 3 s of each worker that read the i18n tests). Yields
    the folder and whether it is still to be made."""
    if worker_id == "master":
        yield tmp_path_factory.mktemp(name), True
        return
    shared = tmp_path_factory.getbasetemp().parent
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = shared / f"{name}.done"
        folder = shared / name
        if done.exists():
            yield folder, False
            return
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        yield folder, True
        done.touch()


@pytest.fixture(scope="session")
def template(tmp_path_factory, worker_id) -> Path:
    """The template of the code as it stands (not the committed .pot, which may lag),
    extracted once a test run."""
    with _once_a_run(tmp_path_factory, worker_id, "i18n-template") as (folder, to_make):
        out = folder / f"{i18n.DOMAIN}.pot"
        if to_make:
            assert tool.extract(out) == 0
    return out


@pytest.fixture(scope="session")
def pseudo_root(template, tmp_path_factory, worker_id) -> Path:
    """A locale folder holding the pseudo-language (qps) built from that template, once a test run."""
    with _once_a_run(tmp_path_factory, worker_id, "i18n-locale") as (root, to_make):
        if to_make:
            tool.pseudo(root, template)
    return root


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.use(None)
