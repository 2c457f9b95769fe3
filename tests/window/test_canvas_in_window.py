"""The canvas in the window, on the dummy driver: where the canvas shows at any
window size, how a mouse position in the window becomes a canvas position, that
the bars press nothing, that only the player changes the window's size, that a
dragged size is remembered once the drag settles, and that fullscreen is written
to the settings only when the screen really switched."""
from __future__ import annotations

import json

import pygame
import pytest

from game.storage import settings as settings_mod
from game.screen import window as game_window
from game.app import App
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.screen.theme import LOGICAL_SIZE
from game.screen.window import BAR_COLOUR, MIN_SIZE, canvas_rect, canvas_to_window, rel_to_canvas, window_to_canvas
from tests.ui.conftest import app, click, key, post  # noqa: F401  (app is a fixture)

W, H = LOGICAL_SIZE


def saved_settings() -> dict:
    path = settings_mod.settings_path()
    return json.loads(path.read_text())["settings"] if path.exists() else {}


def drag_window_to(app, size) -> None:
    """What the player's hand does: the window's edge moves, not the app."""
    game_window._pygame_window().size = size
    app.step()


@pytest.mark.parametrize("size, rect", [
    ((1280, 720), (0, 0, 1280, 720)),
    ((640, 360), (0, 0, 640, 360)),
    ((960, 540), (0, 0, 960, 540)),
    ((1152, 648), (0, 0, 1152, 648)),
    ((1920, 1080), (0, 0, 1920, 1080)),
    ((1000, 1000), (0, 219, 1000, 562)),       # tall: bars above and below
    ((2000, 720), (360, 0, 1280, 720)),        # wide: bars left and right
    ((800, 600), (0, 75, 800, 450)),
])
def test_the_canvas_shows_as_large_as_fits_with_its_aspect_kept_and_centred(size, rect):
    assert tuple(canvas_rect(size)) == rect


@pytest.mark.parametrize("size", [(640, 360), (960, 540), (1152, 648), (1000, 1000), (1920, 1080), (2560, 1440)])
def test_the_corners_of_the_shown_canvas_are_the_corners_of_the_canvas(size):
    r = canvas_rect(size)
    assert window_to_canvas(r.topleft, size) == (0, 0)
    assert window_to_canvas((r.right - 1, r.top), size)[0] in (W - 1, W - 2)
    assert window_to_canvas((r.left, r.bottom - 1), size)[1] in (H - 1, H - 2)
    right, bottom = window_to_canvas((r.right - 1, r.bottom - 1), size)
    assert W - 2 <= right <= W - 1 and H - 2 <= bottom <= H - 1


@pytest.mark.parametrize("size", [(640, 360), (1000, 1000), (1920, 1080), (1152, 648)])
def test_a_canvas_point_shown_in_the_window_maps_back_to_itself(size):
    tolerance = 0 if canvas_rect(size).width >= W else 2      # shrunk: two canvas pixels share one
    for p in [(0, 0), (640, 360), (1279, 719), (333, 77), (1010, 650)]:
        back = window_to_canvas(canvas_to_window(p, size), size)
        assert abs(back[0] - p[0]) <= tolerance and abs(back[1] - p[1]) <= tolerance


def test_a_position_over_a_bar_lies_outside_the_canvas_not_on_its_edge():
    size = (1000, 1000)
    r = canvas_rect(size)
    assert window_to_canvas((500, r.top - 10), size)[1] < 0
    assert window_to_canvas((500, r.bottom + 10), size)[1] >= H
    wide = (2000, 720)
    assert window_to_canvas((10, 360), wide)[0] < 0
    assert window_to_canvas((1990, 360), wide)[0] >= W


def test_a_motion_in_the_window_is_the_scaled_motion_on_the_canvas():
    assert rel_to_canvas((10, -5), (640, 360)) == (20, -10)
    assert rel_to_canvas((30, 30), (1920, 1080)) == (20, 20)
    assert rel_to_canvas((3, 4), (1280, 720)) == (3, 4)


def test_a_click_at_the_scaled_position_of_a_button_presses_it(app):
    drag_window_to(app, MIN_SIZE)           # the smallest window the player may drag to
    assert app.window.size == MIN_SIZE
    where = canvas_to_window(app.stack.top.buttons["Settings"].rect.center, app.window.size)
    click(app, where)
    assert isinstance(app.stack.top, SettingsScene)


def test_a_click_in_the_bar_under_a_button_presses_nothing(app):
    drag_window_to(app, (1100, 1100))
    quit_button = app.stack.top.buttons["Quit"]
    x, _ = canvas_to_window(quit_button.rect.center, app.window.size)
    click(app, (x, canvas_rect(app.window.size).bottom + 40))
    assert app.running and isinstance(app.stack.top, TitleScene)
    click(app, canvas_to_window(quit_button.rect.center, app.window.size))
    assert not app.running


def test_mouse_events_reach_the_scenes_in_canvas_pixels(app):
    drag_window_to(app, (2560, 1440))
    seen = []
    handle = app.stack.handle_event
    app.stack.handle_event = lambda e: seen.append(e) or handle(e)
    post(pygame.MOUSEMOTION, pos=(1280, 720), rel=(20, 20), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(400, 200), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(400, 200), button=1)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    app.step()
    mouse = [e for e in seen if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    assert [e.pos for e in mouse] == [(640, 360), (200, 100), (200, 100)]
    assert mouse[0].rel == (10, 10)
    assert any(e.type == pygame.MOUSEWHEEL for e in seen)


def test_the_pointer_is_read_in_canvas_pixels(app, monkeypatch):
    drag_window_to(app, (1100, 1100))
    r = canvas_rect((1100, 1100))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (550, r.top))
    assert game_window.pointer() == (640, 0)


def test_where_the_platform_maps_the_mouse_its_events_are_not_mapped_again_and_the_pointer_is_their_last(app, monkeypatch):
    """SDL's renderer has put the position in canvas pixels already (below the
    canvas here: the pointer is over the bar under it), and clamps
    pygame.mouse.get_pos() to the canvas's edge there."""
    drag_window_to(app, (1100, 1100))
    monkeypatch.setattr(app.window, "scaled_by_platform", True)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (640, H - 1))
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, H + 40), rel=(3, 4), buttons=(0, 0, 0))
    assert app.window.to_canvas_event(motion) is motion
    assert game_window.pointer() == (640, H + 40)


def test_the_canvas_is_presented_scaled_between_bars_of_the_palette(app):
    drag_window_to(app, (1280, 1280))
    app.screen.fill((200, 100, 50))
    app.window.present()
    shown = pygame.display.get_surface()
    r = canvas_rect((1280, 1280))
    assert tuple(shown.get_at((640, r.top // 2)))[:3] == BAR_COLOUR
    assert tuple(shown.get_at((640, r.bottom + 5)))[:3] == BAR_COLOUR
    for corner in ((0, r.top), (1279, r.top), (0, r.bottom - 1), (1279, r.bottom - 1)):
        colour = tuple(shown.get_at(corner))[:3]
        assert all(abs(a - b) <= 3 for a, b in zip(colour, (200, 100, 50))), (corner, colour)


def test_a_window_of_the_canvas_size_shows_the_canvas_pixel_for_pixel(app):
    assert app.window.size == LOGICAL_SIZE
    app.screen.fill((10, 20, 30))
    app.screen.fill((250, 10, 90), (1279, 719, 1, 1))
    app.window.present()
    shown = pygame.display.get_surface()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_a_settings_change_never_resizes_the_window(app):
    drag_window_to(app, (1100, 1100))
    click(app, canvas_to_window(app.stack.top.buttons["Settings"].rect.center, (1100, 1100)))
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    click(app, canvas_to_window(scene.mute.switch_rect().center, (1100, 1100)))
    assert app.settings.mute is True
    app.change_settings(volume=30, animation_speed="fast", reduce_motion=True)
    app.step()
    assert app.window.size == (1100, 1100)


def test_the_window_size_picker_resizes_the_window_and_is_remembered(app):
    click(app, app.stack.top.buttons["Settings"].rect.center)
    scene = app.stack.top
    click(app, scene.window_size.arrow_rects()[1].center)
    app.step()
    assert app.window.size == (1600, 900)
    assert saved_settings()["window_size"] == [1600, 900]


def test_a_dragged_size_is_remembered_once_the_drag_settles_not_during_it(app, monkeypatch):
    drag_window_to(app, (1200, 700))
    drag_window_to(app, (1100, 1100))
    assert saved_settings().get("window_size") in (None, [1280, 720])    # still dragging
    monkeypatch.setattr(game_window, "RESIZE_SETTLE", 0.0)
    app.step()
    assert app.settings.window_size == (1100, 1100)
    assert saved_settings()["window_size"] == [1100, 1100]
    assert settings_mod.load()[0].window_size == (1100, 1100)


def test_a_remembered_dragged_size_opens_the_next_window_and_shows_in_the_settings(app, monkeypatch):
    drag_window_to(app, (1100, 1100))
    monkeypatch.setattr(game_window, "RESIZE_SETTLE", 0.0)
    app.step()
    again = App(strict=True)
    again.go_to_title()
    again.step()
    assert again.window.size == (1100, 1100)
    again.open_settings()
    assert again.stack.top.window_size.label == "1100 × 1100"


class SilentWindow:
    """A window whose fullscreen request nobody answers (X with no window manager)."""
    size = (1280, 720)

    def set_fullscreen(self, desktop=False):
        pass

    def set_windowed(self):
        pass


def test_fullscreen_that_nothing_answers_is_neither_shown_nor_written(app, monkeypatch):
    monkeypatch.setattr(game_window, "_pygame_window", SilentWindow)
    key(app, pygame.K_F11)
    assert not app.is_fullscreen()
    assert app.settings.fullscreen is False
    assert saved_settings().get("fullscreen", False) is False
    assert "not available" in (app.display_problem or "")


def test_fullscreen_that_sdl_claims_but_the_screen_does_not_show_is_undone(app, monkeypatch):
    monkeypatch.setattr(game_window, "real_size", lambda: (1280, 720))    # the X server's answer
    key(app, pygame.K_F11)
    assert not app.is_fullscreen()
    assert app.settings.fullscreen is False
    assert saved_settings().get("fullscreen", False) is False


def test_fullscreen_is_written_when_it_happened_and_unwritten_when_it_ends(app):
    key(app, pygame.K_F11)
    assert app.is_fullscreen()                       # the dummy driver can
    assert app.settings.fullscreen is True and saved_settings()["fullscreen"] is True
    app.step()
    assert app.window.size != (1280, 720)            # the desktop's size, canvas scaled into it
    key(app, pygame.K_F11)
    assert not app.is_fullscreen()
    assert app.settings.fullscreen is False and saved_settings()["fullscreen"] is False
    app.step()
    assert app.window.size == (1280, 720)
    assert app.settings.window_size == (1280, 720)   # going fullscreen is not a drag
