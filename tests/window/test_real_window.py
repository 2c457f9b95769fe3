"""The app in a real X window (Xvfb, x11 video, software rendering, with no window
manager and under openbox): whatever size the window is given, the whole canvas
shows, scaled with its aspect kept and letterboxed, and a click lands where the
player sees the button. The dummy driver cannot see any of this: this is the test
that catches a window that crops instead of scaling.

Skipped, with the reason, where Xvfb, xdotool, xwininfo or ImageMagick's import
are missing; failed instead when CI is set (CI installs them and must run it).
"""
from __future__ import annotations

import os
import time

import pygame
import pytest

from game.app import App
from game.scenes.settings_scene import SettingsScene
from game.settings import Settings
from game.theme import LOGICAL_SIZE, C
from tests.window.xsession import SCREEN, AppWindow, WindowManager, XServer, missing_tools, render_scene

W, H = LOGICAL_SIZE
BAR = C.ABYSS
#: mean difference (0..255 levels) below which two pictures show the same scene
SAME_SCENE = 18
#: mean difference of a corner patch below which it shows the same pixels
SAME_CORNER = 10
#: the window opens at 1280x720 (the default): the sizes end on another one, so the
#: last drag is always a change to remember, however fast the sizes go by
#: the smallest the window allows (game/window.py MIN_SIZE), and larger
SIZES = [(1056, 594), (1280, 720), (1100, 1100), (1920, 1080), (1152, 648)]


def need_tools(wm: str | None) -> None:
    missing = missing_tools(wm)
    if missing:
        reason = (f"the real-window test needs {', '.join(missing)} "
                  "(Debian: xvfb xdotool x11-utils imagemagick openbox)")
        if os.environ.get("CI"):
            pytest.fail(reason + "; CI must run this test")
        pytest.skip(reason)


@pytest.fixture(params=[None, "openbox"], ids=["no-window-manager", "openbox"])
def x_app(request, tmp_path):
    """The app started as a player starts it, on its own X server."""
    need_tools(request.param)
    server = XServer()
    wm = WindowManager(server, request.param) if request.param else None
    app = None
    try:
        app = AppWindow(server, tmp_path / "profile")
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
    with_wm = "openbox" in request.node.callspec.id
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
