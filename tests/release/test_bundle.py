"""The executable leaves out what the app never uses (pyinstaller.spec, UNUSED):
a smoke run from source with every one of those modules made unimportable
still opens every scene, so leaving them out of the build loses nothing."""
import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: run in the child: refuse to import the given modules, then run main.py --smoke
BLOCKED_SMOKE = """
import runpy, sys
blocked = set(sys.argv[1].split(","))


def is_blocked(name):
    return name in blocked or any(name.startswith(b + ".") for b in blocked)


class Hidden:
    # a finder of the interpreter's that no longer finds the modules left out,
    # as in the executable (so "is numpy there?" is answered no, not an error)
    def __init__(self, finder):
        self.finder = finder

    def find_spec(self, name, path=None, target=None):
        if is_blocked(name) or not hasattr(self.finder, "find_spec"):
            return None
        return self.finder.find_spec(name, path, target)

    def __getattr__(self, attr):
        return getattr(self.finder, attr)


for name in list(sys.modules):
    if is_blocked(name):
        del sys.modules[name]
sys.meta_path[:] = [Hidden(f) for f in sys.meta_path]
sys.argv = ["main.py", "--smoke"]
runpy.run_path("main.py", run_name="__main__")
"""


def left_out() -> list[str]:
    """The UNUSED list of pyinstaller.spec, read from its source."""
    tree = ast.parse((ROOT / "pyinstaller.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "UNUSED" for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError("pyinstaller.spec has no UNUSED list")


def test_the_build_leaves_out_the_modules_it_was_meant_to():
    names = left_out()
    for name in ("numpy", "unicodedata", "_codecs_jp", "tests"):
        assert name in names


def test_the_build_keeps_what_lets_the_platform_scale_the_canvas():
    assert "pygame._sdl2" not in left_out()       # game/screen/window.py: the renderer's letterbox colour


@pytest.mark.slow
def test_the_app_runs_every_scene_without_the_modules_the_build_leaves_out():
    # the tests' own tools are not the app's: the smoke never needs them
    names = [n for n in left_out() if n not in ("tests", "pytest", "hypothesis")]
    out = subprocess.run([sys.executable, "-c", BLOCKED_SMOKE, ",".join(names)], cwd=ROOT, capture_output=True,
                         text=True, timeout=900)
    assert out.returncode == 0, out.stdout[-1500:] + out.stderr[-3000:]
    assert "no errors" in out.stdout


def test_the_build_keeps_what_network_play_imports():
    # zeroconf runs on asyncio and websockets imports ssl: without them the packaged
    # app could neither announce a game on the local network nor host or join one
    for name in ("asyncio", "_asyncio", "ssl", "_ssl", "_hashlib"):
        assert name not in left_out(), name
