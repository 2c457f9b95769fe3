"""Settings persist, apply at once, and a damaged settings file is set aside
(never deleted) with the defaults used and a message shown."""
import json

import pygame

from game.storage import settings as settings_mod
from game.screen import window as game_window
from game.app import App
from game.scenes.common import NoticeDialog
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.storage.settings import Settings
from tests.ui.conftest import click


def open_settings(app):
    click(app, app.stack.top.buttons["Settings"].rect.center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def saved_settings():
    return json.loads(settings_mod.settings_path().read_text())["settings"]


def test_mute_is_saved_and_applied_at_once(app):
    scene = open_settings(app)
    click(app, scene.mute.switch_rect().center)
    assert app.settings.mute is True
    assert app.audio.muted is True
    assert saved_settings()["mute"] is True
    assert settings_mod.load()[0].mute is True


def test_animation_speed_is_saved_and_used_by_the_next_animation(app):
    scene = open_settings(app)
    while scene.speed.value != "instant":          # its arrows step through the speeds
        click(app, scene.speed.arrow_rects()[1].center)
    assert saved_settings()["animation_speed"] == "instant"
    from game.screen.tween import Animator, Tween
    anim = Animator(app.settings)
    anim.queue(Tween(2.0))
    anim.update(0.0)
    assert not anim.busy


def test_the_volume_slider_follows_the_keyboard_and_is_saved(app):
    scene = open_settings(app)
    click(app, scene.volume.track_rect().midleft)
    assert app.settings.volume == 0
    scene.ui.set_focus(scene.volume)
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    app.step()
    assert app.settings.volume == 15
    assert saved_settings()["volume"] == 15
    assert app.audio.volume == 0.15


def test_the_window_size_changes_the_window_not_the_canvas(app):
    scene = open_settings(app)
    click(app, scene.window_size.arrow_rects()[1].center)
    assert app.settings.window_size == (1600, 900)
    assert saved_settings()["window_size"] == [1600, 900]
    app.step()
    assert app.screen.get_size() == (1280, 720)
    assert app.window.size == (1600, 900)


class RefusingWindow:
    """A window whose screen cannot go fullscreen (a remote desktop, a VM)."""
    size = (1280, 720)

    def set_fullscreen(self, desktop=False):
        raise pygame.error("not supported by this video driver")


def test_fullscreen_that_the_screen_refuses_is_not_remembered(app, monkeypatch):
    monkeypatch.setattr(game_window, "_pygame_window", RefusingWindow)
    scene = open_settings(app)
    click(app, scene.fullscreen.switch_rect().center)
    assert not app.is_fullscreen()
    assert app.settings.fullscreen is False
    assert scene.fullscreen.value is False
    assert "not available" in scene.status.lower()
    assert not settings_mod.settings_path().exists() or saved_settings()["fullscreen"] is False


def test_a_new_app_starts_with_the_saved_settings(profile_dir):
    settings_mod.save(Settings(animation_speed="slow", volume=35, reduce_motion=True))
    app = App(strict=True)
    assert app.settings.animation_speed == "slow" and app.settings.volume == 35
    assert app.settings.reduce_motion is True
    assert app.audio.volume == 0.35
    assert app.settings_message is None


def test_a_damaged_settings_file_is_set_aside_and_the_defaults_are_used(profile_dir):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "monster-isles-settings", "version": 1, "settings": {"volume": 3')
    app = App(strict=True)
    assert app.settings == Settings()
    assert not path.exists()
    kept = list(path.parent.glob("settings.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format"')
    app.go_to_title()
    for _ in range(120):        # the notice comes once the title has come in
        app.step()
    notice = app.stack.top
    assert isinstance(notice, NoticeDialog)
    assert "could not be used" in notice.message and kept[0].name in notice.message
    click(app, notice.ok_button.rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_a_settings_value_out_of_range_counts_as_damage(profile_dir):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "monster-isles-settings", "version": 1, "settings": {"volume": 400}}))
    loaded, message = settings_mod.load()
    assert loaded == Settings()
    assert "volume" in message
    assert list(path.parent.glob("settings.json.unreadable-*"))


def test_unknown_settings_from_a_later_version_are_ignored(profile_dir):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "monster-isles-settings", "version": 1,
                                "settings": {"volume": 40, "colour_theme": "night"}}))
    loaded, message = settings_mod.load()
    assert loaded.volume == 40 and message is None


def test_one_bad_setting_keeps_every_good_one_and_names_the_bad_value(profile_dir):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "monster-isles-settings", "version": 1,
                                "settings": {"window_size": [100000, 100000], "volume": 10, "mute": True}}))
    loaded, message = settings_mod.load()
    assert loaded.volume == 10 and loaded.mute is True
    assert loaded.window_size == Settings().window_size
    assert "window size" in message and "[100000, 100000]" in message and "every other setting is kept" in message
    kept = list(path.parent.glob("settings.json.unreadable-*"))
    assert len(kept) == 1 and "100000" in kept[0].read_text()      # the bad value is not lost
    again, message = settings_mod.load()                              # and the good ones stay for the next start
    assert again == loaded and message is None
