"""Languages for the i18n tests: the pseudo-language built from a fresh
extraction of the code (tools/i18n.py extract + pseudo, into a temporary
folder, once a test run), French from assets/locale; and putting English back
after every test, whatever it did."""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib.util
import os
import pickle
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


#: what Babel found in each source file at the last extraction, by the file's bytes and
#: what it was asked for (kept beside the bytecode, outside the source tree)
EXTRACTED = ROOT / ".pytest_cache" / "i18n-extracted.pickle"


@contextlib.contextmanager
def _files_read_once(monkeypatch):
    """While on, Babel reads a source file's messages afresh only when the file or what
    it is asked for changed since the last extraction: tokenizing the app's 250 files was
    2-3 s of every test run (the first i18n test's), and an edit changes a few. What it
    returns for a file is a function of these alone (the file's bytes and name, the method,
    the keywords, comment tags and options, Babel's version), so the template the tool
    writes is the same, byte for byte but its creation date."""
    import babel
    from babel.messages import extract as babel_extract
    try:
        with open(EXTRACTED, "rb") as fh:
            known = pickle.load(fh)
        if not isinstance(known, dict):
            known = {}
    except Exception:          # none yet, or unreadable: every file is read
        known = {}
    used: dict[str, bytes] = {}
    real = babel_extract.extract_from_file

    def extract_from_file(method, filename, keywords=babel_extract.DEFAULT_KEYWORDS, comment_tags=(),
                          options=None, strip_comment_tags=False):
        try:
            with open(filename, "rb") as fh:
                asked = pickle.dumps((str(filename), method, sorted(keywords.items(), key=repr),
                                      list(comment_tags), sorted((options or {}).items(), key=repr),
                                      strip_comment_tags, babel.__version__))
                key = hashlib.sha256(asked + fh.read()).hexdigest()
        except Exception:      # a method that is not a name, say: read as Babel reads it
            return real(method, filename, keywords, comment_tags, options, strip_comment_tags)
        found = known.get(key)
        if found is None:
            found = pickle.dumps(real(method, filename, keywords, comment_tags, options, strip_comment_tags))
        used[key] = found
        return pickle.loads(found)          # a copy of its own, whatever Babel does with it

    monkeypatch.setattr(babel_extract, "extract_from_file", extract_from_file)
    yield
    EXTRACTED.parent.mkdir(parents=True, exist_ok=True)
    part = EXTRACTED.with_name(f"{EXTRACTED.name}.{os.getpid()}")
    with open(part, "wb") as fh:
        pickle.dump(used, fh)
    os.replace(part, EXTRACTED)


@pytest.fixture(scope="session")
def template(tmp_path_factory, worker_id) -> Path:
    """The template of the code as it stands (not the committed .pot, which may lag),
    extracted once a test run, each file read again only if it changed (_files_read_once)."""
    with _once_a_run(tmp_path_factory, worker_id, "i18n-template") as (folder, to_make):
        out = folder / f"{i18n.DOMAIN}.pot"
        if to_make:
            with pytest.MonkeyPatch.context() as mp, _files_read_once(mp):
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
