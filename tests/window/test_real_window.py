"""The app in a real X window (Xvfb, x11 video, with no window manager and under
openbox; the canvas scaled by the processor with SDL's software renderer, and by
SDL's renderer on Xvfb's GL): whatever size the window is given, the whole canvas
shows, scaled with its aspect kept and letterboxed, and a click lands where the
player sees the button. The dummy driver cannot see any of this: this is the test
that catches a window that crops instead of scaling.

Skipped, with the reason, where Xvfb, xdotool, xwininfo or ImageMagick's import
are missing; failed instead when CI is set (CI installs them and must run it).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pygame
import pytest

from game.app import App
from game.scenes.settings_scene import SettingsScene
from game.storage.settings import Settings
from game.screen.theme import LOGICAL_SIZE, C
from game.screen.window import is_software_gl
from tests.window.xsession import (ROOT, SCREEN, AppWindow, WindowManager, XServer, app_env, missing_tools,
                                   render_scene)

W, H = LOGICAL_SIZE
#: real windows under Xvfb, a minute and more of them: the slow step runs them (CI sets CI=true,
#: so there a missing X tool fails them instead of skipping)
pytestmark = pytest.mark.slow

BAR = C.ABYSS
#: mean difference (0..255 levels) below which two pictures show the same scene
SAME_SCENE = 18
#: mean difference of a corner patch below which it shows the same pixels
SAME_CORNER = 10
#: the window opens at 1280x720 (the default): the sizes end on another one, so the
#: last drag is always a change to remember, however fast the sizes go by
#: the smallest the window allows (game/screen/window.py MIN_SIZE), and larger
SIZES = [(1056, 594), (1280, 720), (1100, 1100), (1920, 1080), (1152, 648)]


def need_tools(wm: str | None) -> None:
    missing = missing_tools(wm)
    if missing:
        reason = (f"the real-window test needs {', '.join(missing)} "
                  "(Debian: xvfb xdotool x11-utils imagemagick openbox)")
        if os.environ.get("CI"):
            pytest.fail(reason + "; CI must run this test")
        pytest.skip(reason)


@pytest.fixture(params=[(None, "cpu"), ("openbox", "cpu"), (None, "platform"), ("openbox", "platform")],
                ids=["no-window-manager", "openbox", "no-window-manager-platform-scaled", "openbox-platform-scaled"])
def x_app(request, tmp_path):
    """The app started as a player starts it, on its own X server, the canvas
    scaled by the processor or by SDL's renderer (xsession.app_env)."""
    wm_name, present = request.param
    need_tools(wm_name)
    server = XServer()
    wm = WindowManager(server, wm_name) if wm_name else None
    app = None
    try:
        app = AppWindow(server, tmp_path / "profile", present=present)
        time.sleep(1.0)            # the title's entrance
        yield app
    finally:
        if app is not None:
            app.stop()
        if wm is not None:
            wm.stop()
        server.stop()


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """What the app draws on its canvas, rendered headless (--screenshot)."""
    folder = tmp_path_factory.mktemp("reference")
    return {name: render_scene(name, folder / f"{name}.png") for name in ("title", "settings")}


# -- judging a grab -----------------------------------------------------------------------
def expected_canvas(size: tuple[int, int]) -> pygame.Rect:
    """Where the canvas must show: as large as fits, aspect kept, centred."""
    scale = min(size[0] / W, size[1] / H)
    w, h = round(W * scale), round(H * scale)
    return pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)


def difference(a: pygame.Surface, b: pygame.Surface, thumb=(64, 36)) -> float:
    """Mean difference in colour levels of two pictures shrunk to a thumbnail."""
    ta, tb = pygame.transform.smoothscale(a, thumb), pygame.transform.smoothscale(b, thumb)
    total = 0
    for x in range(thumb[0]):
        for y in range(thumb[1]):
            ca, cb = ta.get_at((x, y)), tb.get_at((x, y))
            total += abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)
    return total / (thumb[0] * thumb[1] * 3)


def is_bar(colour) -> bool:
    return all(abs(a - b) <= 2 for a, b in zip(tuple(colour)[:3], BAR))


def found_edges(grab: pygame.Surface) -> tuple[int, int, int, int]:
    """The canvas's left, top, right, bottom as seen: the first pixels that are
    not bar, scanning in from each side along the middle row and column."""
    w, h = grab.get_size()
    my, mx = h // 2, w // 2
    left = next((x for x in range(w) if not is_bar(grab.get_at((x, my)))), w)
    right = next((x + 1 for x in reversed(range(w)) if not is_bar(grab.get_at((x, my)))), 0)
    top = next((y for y in range(h) if not is_bar(grab.get_at((mx, y)))), h)
    bottom = next((y + 1 for y in reversed(range(h)) if not is_bar(grab.get_at((mx, y)))), 0)
    return left, top, right, bottom


def corner_patches(canvas_view: pygame.Surface) -> list[pygame.Surface]:
    """The four corners of a canvas as it shows (a 1/16 patch each)."""
    w, h = canvas_view.get_size()
    pw, ph = max(4, w // 16), max(4, h // 16)
    return [canvas_view.subsurface((x, y, pw, ph)) for x, y in
            ((0, 0), (w - pw, 0), (0, h - ph), (w - pw, h - ph))]


def canvas_problems(grab: pygame.Surface, ref: pygame.Surface, size: tuple[int, int]) -> list[str]:
    """What is wrong with the window's picture; empty when the whole canvas shows."""
    if grab.get_size() != size:
        return [f"the grab is {grab.get_size()}, the window {size}"]
    want = expected_canvas(size)
    problems = []
    edges = found_edges(grab)
    if any(abs(a - b) > 1 for a, b in zip(edges, (want.left, want.top, want.right, want.bottom))):
        problems.append(f"canvas edges seen at {edges}, expected {want.left, want.top, want.right, want.bottom}")
    bars = [(x, y) for x, y in ((want.left // 2, size[1] // 2), (size[0] - 1 - want.left // 2, size[1] // 2),
                                (size[0] // 2, want.top // 2), (size[0] // 2, size[1] - 1 - want.top // 2))
            if not want.collidepoint(x, y)]
    problems += [f"the bar at {p} is {tuple(grab.get_at(p))[:3]}, not {BAR}"
                 for p in bars if not is_bar(grab.get_at(p))]
    shown = grab.subsurface(want)
    ref_shown = pygame.transform.smoothscale(ref, want.size)
    for name, a, b in zip(("top left", "top right", "bottom left", "bottom right"),
                          corner_patches(shown), corner_patches(ref_shown)):
        d = difference(a, b, (4, 4))
        if d > SAME_CORNER:
            problems.append(f"the {name} corner differs from the canvas by {d:.1f} levels")
    d = difference(shown, ref)
    if d > SAME_SCENE:
        problems.append(f"the picture differs from the canvas by {d:.1f} levels")
    return problems


def wait_for(app: AppWindow, ref: pygame.Surface, size: tuple[int, int], timeout: float = 10.0) -> None:
    """Grabs until the window shows the canvas properly (the app redraws within
    a frame or two; a loaded machine may take longer), or fails saying why."""
    deadline = time.monotonic() + timeout
    time.sleep(0.3)                      # a few frames for the app to present
    while True:
        problems = canvas_problems(app.grab(), ref, size)
        if not problems:
            return
        if time.monotonic() > deadline:
            pytest.fail(f"window {size[0]}x{size[1]}: " + "; ".join(problems) + "\n" + app.output())
        time.sleep(0.25)


def title_buttons() -> dict[str, tuple[int, int]]:
    """Where the title's buttons are on the canvas (the app's own layout, built
    here on the dummy driver), and the settings' Done button."""
    app = App(settings=Settings(), strict=True)
    app.go_to_title()
    where = {name: b.rect.center for name, b in app.stack.top.buttons.items()}
    app.open_settings()
    assert isinstance(app.stack.top, SettingsScene)
    where["Done"] = app.stack.top.done.rect.center
    app.stack.pop()
    return where


def window_pos(canvas_pos, size) -> tuple[int, int]:
    r = expected_canvas(size)
    return (round(r.left + (canvas_pos[0] + 0.5) * r.width / W),
            round(r.top + (canvas_pos[1] + 0.5) * r.height / H))


# -- the tests ----------------------------------------------------------------------------
def test_the_whole_canvas_shows_scaled_and_letterboxed_at_every_window_size(x_app, reference):
    for size in SIZES:
        x_app.resize(*size)
        wait_for(x_app, reference["title"], size)
    time.sleep(1.0)                      # the last drag settles: it is remembered
    assert x_app.settings().get("window_size") == list(SIZES[-1])


def wait_size(app: AppWindow, test, timeout: float = 10.0) -> tuple[int, int]:
    deadline = time.monotonic() + timeout
    while not test(app.size()) and time.monotonic() < deadline:
        time.sleep(0.1)
    return app.size()


def test_fullscreen_and_the_settings_file_agree_with_what_the_screen_shows(x_app, reference, request):
    """With a window manager F11 fills the screen (and the file says so); with
    none, nothing can switch: the window stays and the file never says fullscreen."""
    with_wm = request.node.callspec.id.startswith("openbox")
    x_app.resize(1056, 594)
    wait_for(x_app, reference["title"], (1056, 594))
    x_app.key("F11")
    if not with_wm:
        time.sleep(2.0)
        assert x_app.size() == (1056, 594)
        wait_for(x_app, reference["title"], (1056, 594))
        assert x_app.settings().get("fullscreen", False) is False
        return
    assert wait_size(x_app, lambda s: s == SCREEN) == SCREEN, "F11 did not make the window fill the screen"
    wait_for(x_app, reference["title"], SCREEN)
    assert x_app.settings().get("fullscreen") is True
    x_app.key("F11")
    assert wait_size(x_app, lambda s: s != SCREEN) == (1056, 594), "the second F11 did not bring the window back"
    wait_for(x_app, reference["title"], (1056, 594))
    assert x_app.settings().get("fullscreen") is False


def test_a_click_at_a_scaled_button_presses_it_and_the_bars_press_nothing(x_app, reference):
    buttons = title_buttons()
    size = (1056, 594)
    x_app.resize(*size)
    wait_for(x_app, reference["title"], size)
    x_app.click(*window_pos(buttons["Settings"], size))
    wait_for(x_app, reference["settings"], size)
    x_app.click(*window_pos(buttons["Done"], size))
    wait_for(x_app, reference["title"], size)

    size = (1100, 1100)                  # bars above and below the canvas
    x_app.resize(*size)
    wait_for(x_app, reference["title"], size)
    quit_x = window_pos(buttons["Quit"], size)[0]
    x_app.click(quit_x, expected_canvas(size).bottom + 40)    # in the bar under Quit
    time.sleep(1.0)
    assert x_app.proc.poll() is None, "a click in the bar below Quit quit the game"
    wait_for(x_app, reference["title"], size)
    x_app.click(*window_pos(buttons["Quit"], size))
    assert x_app.wait_exit(15) == 0, "clicking the scaled Quit button did not quit\n" + x_app.output()


def test_a_click_at_the_drawn_place_of_a_button_in_a_1920x1080_window_presses_it(x_app, reference):
    buttons = title_buttons()
    size = (1920, 1080)
    x_app.resize(*size)
    wait_for(x_app, reference["title"], size)
    x_app.click(*window_pos(buttons["Settings"], size))
    wait_for(x_app, reference["settings"], size)
    x_app.click(*window_pos(buttons["Done"], size))
    wait_for(x_app, reference["title"], size)


#: run in an app's process on the X server: how it presents a drawn title in a 1920x1080 window
PRESENTING = """
import json, pygame
from game.app import App
calls = []
for name in ("smoothscale", "scale"):
    real = getattr(pygame.transform, name)
    setattr(pygame.transform, name, lambda *a, _real=real, _name=name, **k: calls.append(_name) or _real(*a, **k))
app = App(strict=True)
app.window.resize((1920, 1080))
app.go_to_title()
for _ in range(3):
    app.step()
calls.clear()                     # what the title's own drawing scaled while it was being made
app.step()
print(json.dumps({"platform": app.window.scaled_by_platform, "size": list(app.window.size),
                  "screen_is_display": app.screen is pygame.display.get_surface(), "scaled": calls}))
"""


def presenting(server: XServer, present: str, tmp_path, child: str = PRESENTING,
               env_extra: dict[str, str] | None = None) -> dict:
    env = app_env(server, present)
    env.update(env_extra or {})
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / present / var.lower())
    done = subprocess.run([sys.executable, "-c", child], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_canvas_is_presented_without_a_processor_scale_where_the_platform_scales(tmp_path):
    """With SDL's renderer taken (on Xvfb's GL, asked for by hand) it stretches
    the canvas: a frame in a 1920x1080 window calls no pygame scale at all, and
    the scenes draw on the display surface itself; with SDL's software renderer
    (the platform refuses to be fast) the processor scales it as before."""
    need_tools(None)
    server = XServer()
    try:
        gl, software = presenting(server, "platform", tmp_path), presenting(server, "cpu", tmp_path)
    finally:
        server.stop()
    assert gl == {"platform": True, "size": [1920, 1080], "screen_is_display": True, "scaled": []}
    assert software["platform"] is False and software["size"] == [1920, 1080]
    assert software["screen_is_display"] is False and "smoothscale" in software["scaled"]


#: run in an app's process on the X server: 90 whole-canvas frames at 1920x1080, and the
#: processor ticks of the process's threads that Mesa's llvmpipe runs, against its main one
SOFTWARE_GL_FRAMES = """
import json, os, pygame
import game.screen.window as window
seen = []
real = window.gl_renderer
window.gl_renderer = lambda: seen.append(real()) or seen[-1]
from game.app import App

def ticks():
    mine, gl = 0, 0
    for task in os.listdir("/proc/self/task"):
        with open(f"/proc/self/task/{task}/comm") as f:
            name = f.read().strip()
        with open(f"/proc/self/task/{task}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        used = int(fields[11]) + int(fields[12])
        if name.startswith("llvmpipe"):
            gl += used
        elif int(task) == os.getpid():
            mine += used
    return mine, gl

app = App(strict=True)
app.window.resize((1920, 1080))
app.go_to_title()
for _ in range(3):
    app.step()
before = ticks()
for i in range(90):
    app.window.canvas.fill((40 + i, 90, 160 - i))
    app.window.present()
after = ticks()
print(json.dumps({"platform": app.window.scaled_by_platform, "gl": seen[-1] if seen else None,
                  "main": after[0] - before[0], "llvmpipe": after[1] - before[1]}))
"""


def test_on_a_software_opengl_the_app_scales_the_canvas_itself_and_llvmpipe_stays_idle(tmp_path):
    """Xvfb's OpenGL is Mesa's llvmpipe, a rasteriser on the processor: left to
    choose (no MONSTER_ISLES_PRESENT, no SDL_RENDER_DRIVER), the app refuses the
    SCALED window on it, and a plain window's pixels go through the X server's
    shared memory, not a texture llvmpipe draws: 90 whole-canvas frames at
    1920x1080 leave llvmpipe's threads next to no processor time (SDL's default
    framebuffer gave them more than the app's own thread). The same with SDL's
    software renderer asked for, whose refused SCALED window had already taken
    that framebuffer before the app could say how to make it."""
    need_tools(None)
    server = XServer()
    try:
        chosen = presenting(server, "default", tmp_path, SOFTWARE_GL_FRAMES)
        software = presenting(server, "cpu", tmp_path, SOFTWARE_GL_FRAMES)
    finally:
        server.stop()
    if not is_software_gl(chosen["gl"]):
        pytest.skip(f"this X server's OpenGL is {chosen['gl']!r}, not a software rasteriser")
    for run in (chosen, software):
        assert run["platform"] is False
        assert run["main"] > 0
        assert run["llvmpipe"] <= max(2, run["main"] // 10), run
