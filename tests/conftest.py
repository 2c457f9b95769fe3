"""Test setup shared by every test: no screen, no sound card, no real profile.

The SDL drivers and the platformdirs folders are set here, before any test module
imports pygame or reads a folder, so no test can open a window or touch the
player's own saves and settings.
"""
import atexit
import gc
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# computer players think in the window, a slice per frame, so a test's frames
# replay the same way every time; tests/ui/test_thinking.py turns the helper
# process on where it is what they test
os.environ.setdefault("MONSTER_ISLES_AI_PROCESS", "0")
# the app's first language follows the system's (game/language.py): tests read English
# whatever the machine speaks; tests/i18n chooses its languages itself
os.environ["LANGUAGE"] = "en"

# one profile per process: under pytest-xdist each worker imports this file itself,
# so no two workers ever share a saves folder or a settings file; it goes at exit
_PROFILE = Path(tempfile.mkdtemp(prefix="monster-isles-test-profile-"))
for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[var] = str(_PROFILE / var.lower())
atexit.register(shutil.rmtree, _PROFILE, ignore_errors=True)

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# bytecode: with PYTHONDONTWRITEBYTECODE set (as the environment of some machines
# and containers sets it) nothing is kept compiled, so each worker compiled game/,
# rules/, hypothesis and every test file (pytest's rewritten asserts) afresh, and so
# did each app the tests start as a child process: 15 s of a worker's 16 s of
# collection, 4 s with the compiled files kept. They are kept outside the source tree
# still, beside pytest's own cache, and the child processes are told the same.
if sys.dont_write_bytecode:
    _BYTECODE = ROOT / ".pytest_cache" / "pycache"
    sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"] = str(_BYTECODE)
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

import pytest  # noqa: E402

# a worker's apps share the process's mixer and its decoded sounds (game/audio.py):
# every ambience loop is kept, not only the app's last one, so the tests that open the
# four tables in turn decode each loop once a worker, not at each table (100 ms each);
# tests/ui/test_sound.py proves the app's own bound
from game import audio as _audio  # noqa: E402
_audio.KEPT_LOOPS = len(_audio.AMBIENCES)


@pytest.fixture
def profile_dir(tmp_path, monkeypatch):
    """A fresh platformdirs profile for one test (data, config, state, logs)."""
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path


@pytest.fixture
def renders(monkeypatch):
    """Every text a font renders from now on: what a screen had not made yet."""
    from game.screen import theme
    seen: list[str] = []
    real = theme.Font.render

    def render(self, text, *args, **kw):
        seen.append(str(text))
        return real(self, text, *args, **kw)
    monkeypatch.setattr(theme.Font, "render", render)
    return seen


@pytest.fixture
def made_now(monkeypatch):
    """The keys of the pictures gfx.made_once makes from now on (not those it had kept)."""
    from game.screen import gfx
    made: list = []
    real = gfx.made_once

    def watch(key, make):
        if key not in gfx._made:
            made.append(key)
        return real(key, make)
    monkeypatch.setattr(gfx, "made_once", watch)
    return made


#: seconds a slow test may run before pytest-timeout stops it (pytest.ini holds the
#: quick step's, far shorter): whole games played by clicks take minutes, not hours
SLOW_TIMEOUT = 1800


def pytest_collection_modifyitems(config, items):
    """Each slow test without a timeout of its own gets SLOW_TIMEOUT."""
    for item in items:
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))


def pytest_collection_finish(session):
    """Every test module is imported: what exists now lives as long as this
    worker, so it is collected once and frozen, as the app freezes its start-up
    (game/screen/memory.py settle_start_up). The full collection a closed page asks
    for (game/scene.py) then walks what the running test made, not the whole
    worker's heap: it took about 120 ms a page, a sixth of the suite's time."""
    gc.collect()
    gc.freeze()
