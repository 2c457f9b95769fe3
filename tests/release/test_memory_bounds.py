"""The pictures the app keeps are kept within budgets of bytes: a cache lets
its least recently used surfaces go rather than grow with every scene and table
opened, and a step of a drawing (a supersampled gradient) is not kept at all."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.screen import gfx

ROOT = Path(__file__).resolve().parents[2]


def surface(kb: int) -> pygame.Surface:
    return pygame.Surface((256, kb), pygame.SRCALPHA)      # 256 px x 4 bytes: 1 KB a row


def test_a_surface_cache_lets_the_least_recently_used_go_to_stay_within_its_budget():
    cache = gfx.SurfaceCache(100 * 1024)
    made = []
    for key in "abc":
        cache.get(key, lambda k=key: made.append(k) or surface(40))
    assert made == ["a", "b", "c"] and "a" not in cache and cache.bytes <= cache.budget
    cache.get("b", lambda: made.append("b again") or surface(40))          # b is used: c goes next
    cache.get("d", lambda: made.append("d") or surface(40))
    assert "b" in cache and "c" not in cache and "d" in cache
    assert made == ["a", "b", "c", "d"] and cache.bytes == 80 * 1024


def test_the_newest_surface_is_kept_even_when_it_alone_is_over_the_budget():
    cache = gfx.SurfaceCache(10 * 1024)
    cache.get("small", lambda: surface(4))
    big = cache.get("big", lambda: surface(40))
    assert list(cache._items) == ["big"] and cache.get("big", lambda: surface(1)) is big


def test_a_cached_function_draws_once_per_arguments_and_its_cache_weighs_what_it_holds():
    calls = []

    @gfx.kept_within(64 * 1024)
    def tile(kb: int, colour=(1, 2, 3)):
        calls.append((kb, colour))
        s = surface(kb)
        s.fill(colour)
        return s
    assert tile(16) is tile(16) and tile(16, colour=(9, 9, 9)) is not tile(16)
    assert calls == [(16, (1, 2, 3)), (16, (9, 9, 9))]
    assert tile.cache.bytes == 32 * 1024
    tile(48)
    assert tile.cache.bytes <= 64 * 1024 and len(calls) == 3


def test_made_once_gives_back_the_same_picture_while_it_is_kept():
    first = gfx.made_once(("test-made-once",), lambda: surface(2))
    assert gfx.made_once(("test-made-once",), lambda: surface(3)) is first


def test_a_gradient_panel_keeps_its_picture_but_not_the_supersampled_gradient_it_was_drawn_from():
    size = (611, 403)
    panel = gfx.rounded_rect(size, 12, ((10, 20, 30), (40, 50, 60)), (0, 0, 0), 2)
    assert panel.get_size() == size
    kept_sizes = [key[0] for key in gfx.vertical_gradient.cache._items]
    assert (size[0] * gfx.SS, size[1] * gfx.SS) not in kept_sizes


def test_a_picture_made_once_from_a_gradient_does_not_keep_the_gradient_too():
    from game.table.stage import banner_back
    from game.table.top_bar import TopBar
    from game.tables.isle_of_monsters.hand import tray
    from game.tables.isle_of_night.scenery import night_backdrop
    gfx.forget_pictures()
    made = [night_backdrop(), tray(), banner_back(640, 104), TopBar("Isle of Night")._plain_bar()]
    kept_sizes = [key[0] for key in gfx.vertical_gradient.cache._items]
    assert not {m.get_size() for m in made} & set(kept_sizes), kept_sizes


def test_every_picture_cache_of_the_shared_drawing_has_a_byte_budget():
    counted = [name for name, fn in vars(gfx).items() if hasattr(fn, "cache_info")]
    assert counted == [], f"{counted} keep a count of surfaces, not a budget of bytes"


@pytest.mark.slow
def test_a_smoke_run_peaks_under_250_mb(tmp_path):
    # a profile of its own, as a new player's: the suite's shared profile holds
    # whatever the tests before this one saved (a run after the whole-game tests
    # found their saves and history there)
    env = dict(os.environ, **{var: str(tmp_path / var.lower()) for var in
                              ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")})
    out = subprocess.run([sys.executable, "main.py", "--smoke"], cwd=ROOT, capture_output=True, text=True,
                         timeout=900, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    peak = re.search(r"no errors; peak memory (\d+) MB", out.stdout)
    # every page's running peak, so a failure says which page climbed
    pages = "\n".join(line for line in out.stdout.splitlines() if "peak memory" in line)
    assert peak and int(peak.group(1)) < 250, pages


def test_closing_a_table_lets_go_of_the_pictures_it_kept():
    """Visiting the four games one after another kept every table's pictures
    (56 MB of other tables' pictures at a smoke run's end): a closed table's
    pictures, texts and its own modules' caches go, to be drawn again when needed."""
    from game.screen import theme
    from tests.table_driver import new_session, open_table, running_app
    for app in running_app():
        table = open_table(app, new_session("isle_of_monsters", "hh", seed=3))
        app.step(1 / 60)
        own = [f for name, module in list(sys.modules.items()) if name.startswith("game.tables.isle_of_monsters")
               for f in vars(module).values() if hasattr(f, "cache_info") and hasattr(f, "cache_clear")]
        assert sum(cache.bytes for cache in gfx.SurfaceCache._every) > 0 and theme._text_cache
        assert any(f.cache_info().currsize for f in own)
        app.stack.pop_to(app.stack.scenes[0])
        assert table not in app.stack
        assert sum(cache.bytes for cache in gfx.SurfaceCache._every) == 0
        assert not theme._text_cache
        assert all(f.cache_info().currsize == 0 for f in own)


def test_the_smoke_runs_peak_is_its_own_not_the_peak_of_the_process_that_started_it(tmp_path):
    """ru_maxrss survives exec: a smoke run started by a pytest worker that had
    grown to 383 MB reported 383 MB from its first page (CI's slow step). A
    parent holding 400 MB starts a smoke-sized child that must not report it."""
    script = ("import sys; sys.path.insert(0, %r)\n"
              "from game.tools.smoke import peak_megabytes\n"
              "print(round(peak_megabytes()))\n") % str(ROOT)
    parent = ("import subprocess, sys\n"
              "ballast = bytearray(400 * 1024 * 1024)\n"
              "for i in range(0, len(ballast), 4096): ballast[i] = 1\n"
              "print(subprocess.run([sys.executable, '-c', %r], capture_output=True, text=True).stdout)\n") % script
    out = subprocess.run([sys.executable, "-c", parent], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-1000:]
    assert int(out.stdout.split()[0]) < 200, out.stdout
