"""Settings: fullscreen, window size, animation speed, reduce motion, sound volume
and mute. Every change is applied at once and saved at once."""
from __future__ import annotations

import pygame

from .. import audio, gfx, theme
from ..scene import register_scene
from ..settings import ANIMATION_SPEEDS, WINDOW_SIZES, settings_path
from ..theme import C, LOGICAL_SIZE
from ..ui import Button, ChoicePicker, Slider, Toggle
from .common import PageScene

W, H = LOGICAL_SIZE
PANEL = pygame.Rect(240, 112, 800, 540)
LABEL_X = PANEL.left + 40
CONTROL_X = PANEL.left + 380
CONTROL_W = 380
ROW = 68


@register_scene
class SettingsScene(PageScene):
    name = "settings"
    title = "Settings"
    subtitle = "Changes apply at once and are saved for next time"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.status = ""
        self.ui.arrow_focus = None
        y = PANEL.top + 40
        self.rows: list[tuple[str, str, int]] = []

        def row(label: str, help_text: str) -> int:
            nonlocal y
            top = y
            self.rows.append((label, help_text, top))
            y += ROW
            return top

        top = row("Fullscreen", "F11 switches too")
        self.fullscreen = self.ui.add(Toggle((CONTROL_X, top, CONTROL_W, 46), "", s.fullscreen,
                                             self.set_fullscreen))
        top = row("Window size", "When not fullscreen")
        sizes = sorted(set(WINDOW_SIZES) | {tuple(s.window_size)})    # with a size set by dragging
        self.window_size = self.ui.add(ChoicePicker(
            (CONTROL_X, top, CONTROL_W, 46), [(sz, f"{sz[0]} × {sz[1]}") for sz in sizes],
            tuple(s.window_size), self.set_window_size, look="cycle"))
        top = row("Animation speed", "How fast moves are shown; Space skips")
        self.speed = self.ui.add(ChoicePicker((CONTROL_X, top, CONTROL_W, 46),
                                              [(v, v.capitalize()) for v in ANIMATION_SPEEDS], s.animation_speed,
                                              lambda v: self.change(animation_speed=v), font_size=16))
        top = row("Reduce motion", "Things appear in place instead of moving")
        self.reduce_motion = self.ui.add(Toggle((CONTROL_X, top, CONTROL_W, 46), "", s.reduce_motion,
                                                lambda v: self.change(reduce_motion=v)))
        top = row("Sound volume", "")
        self.volume = self.ui.add(Slider((CONTROL_X, top, CONTROL_W - 84, 46), 0, 100, s.volume,
                                         lambda v: self.change(volume=v), step=5))
        self.test_sound = self.ui.add(Button((CONTROL_X + CONTROL_W - 74, top + 2, 74, 42), "Test",
                                             lambda: audio.play("score"), style="secondary", font_size=17,
                                             tooltip="Play a sound at this volume", sound=None))
        top = row("Mute", "Silences every sound")
        self.mute = self.ui.add(Toggle((CONTROL_X, top, CONTROL_W, 46), "", s.mute, lambda v: self.change(mute=v)))
        self.done = self.ui.add(Button((PANEL.centerx - 110, PANEL.bottom - 80, 220, 54), "Done", self.go_back,
                                       style="primary", font_size=21))
        self._sync_enabled()

    def set_fullscreen(self, value: bool) -> None:
        worked = self.app.set_fullscreen(value)
        self.fullscreen.value = self.app.settings.fullscreen    # what the screen shows
        self.status = "Saved" if worked else (self.app.display_problem or "Fullscreen is not available here.")
        self._sync_enabled()

    def set_window_size(self, size) -> None:
        problem = self.app.set_window_size(tuple(size))
        self.status = problem or "Saved"
        self._sync_enabled()

    def change(self, **changes) -> None:
        problem = self.app.change_settings(**changes)
        self.status = problem or "Saved"
        self._sync_enabled()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.fullscreen.value != self.app.settings.fullscreen:     # F11 while this is open
            self.fullscreen.value = self.app.settings.fullscreen
            self._sync_enabled()

    def _sync_enabled(self) -> None:
        if self.app.settings.fullscreen:
            self.window_size.set_enabled(False, "Leave fullscreen to choose a window size")
        else:
            self.window_size.set_enabled(True)
        if self.app.settings.mute or not self.app.audio.available:
            reason = "Sound is muted" if self.app.settings.mute else (
                self.app.audio.problem or "There is no sound device")
            self.test_sound.set_enabled(False, reason)
        else:
            self.test_sound.set_enabled(True)

    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        gfx.panel(surf, PANEL, fill=((22, 64, 100), (12, 40, 70)), radius=20, alpha=242)
        for label, help_text, top in self.rows:
            surf.blit(theme.text(label, 21, C.TEXT, "heading"), (LABEL_X, top + (2 if help_text else 10)))
            if help_text:
                surf.blit(theme.text(help_text, 14, C.TEXT_DIM, "italic"), (LABEL_X, top + 28))
            pygame.draw.line(surf, (40, 86, 120), (LABEL_X, top + ROW - 12), (PANEL.right - 40, top + ROW - 12), 1)
        where = theme.fit(f"Saved in {settings_path()}", 13, PANEL.width - 80, "body")
        img = theme.text(where, 13, C.TEXT_DIM)
        surf.blit(img, img.get_rect(midbottom=(PANEL.centerx, PANEL.bottom + 26)))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.status:
            col = (170, 230, 170) if self.status == "Saved" else C.WARNING
            # on its own line between the last row and Done, so no button covers it
            img = theme.text(theme.fit(self.status, 15, PANEL.width - 80, "bold"), 15, col, "bold")
            surface.blit(img, img.get_rect(center=(PANEL.centerx, self.done.rect.top - 12)))
