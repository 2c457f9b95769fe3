"""Settings: fullscreen, window size, sound volume and mute on the left; at the
table, animation speed, reduce motion, the computer players' pace, the confirm
step and the "since your last turn" recap on the right. Every change is applied
at once and saved at once."""
from __future__ import annotations

import pygame

from .. import audio, gfx, theme
from ..scene import register_scene
from ..settings import AI_PACES, ANIMATION_SPEEDS, WINDOW_SIZES, settings_path
from ..theme import C, LOGICAL_SIZE
from ..ui import Button, ChoicePicker, Slider, Toggle
from .common import PageScene

W, H = LOGICAL_SIZE
PANEL = pygame.Rect(40, 112, 1200, 540)
#: two columns, each a heading and rows of label (left) and control (right)
COLUMNS = (("Screen and sound", PANEL.left + 40), ("At the table", PANEL.centerx + 20))
COLUMN_W = PANEL.width // 2 - 60
CONTROL_DX = 260            # from a column's left to its controls
CONTROL_W = COLUMN_W - CONTROL_DX
FIRST_ROW = PANEL.top + 66
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
        self.rows: list[tuple[str, str, int, int]] = []     # label, help, column's left, row's top
        column = [0, FIRST_ROW]      # the column's index, and the next row's top in it

        def row(label: str, help_text: str) -> int:
            top = column[1]
            self.rows.append((label, help_text, COLUMNS[column[0]][1], top))
            column[1] += ROW
            return top

        def next_column() -> None:
            column[:] = [column[0] + 1, FIRST_ROW]

        def x() -> int:
            return COLUMNS[column[0]][1] + CONTROL_DX

        top = row("Fullscreen", "F11 switches too")
        self.fullscreen = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.fullscreen, self.set_fullscreen))
        top = row("Window size", "When not fullscreen")
        sizes = sorted(set(WINDOW_SIZES) | {tuple(s.window_size)})    # with a size set by dragging
        self.window_size = self.ui.add(ChoicePicker(
            (x(), top, CONTROL_W, 46), [(sz, f"{sz[0]} × {sz[1]}") for sz in sizes],
            tuple(s.window_size), self.set_window_size, look="cycle"))
        top = row("Volume", "All sound; the mixer sets its parts")
        self.volume = self.ui.add(Slider((x(), top, CONTROL_W - 84, 46), 0, 100, s.volume,
                                         lambda v: self.change(volume=v), step=5))
        self.test_sound = self.ui.add(Button((x() + CONTROL_W - 74, top + 2, 74, 42), "Test",
                                             lambda: audio.play("score"), style="secondary", font_size=17,
                                             tooltip="Play a sound at this volume", sound=None))
        top = row("Mute", "Silences every sound")
        self.mute = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.mute, lambda v: self.change(mute=v)))
        top = row("Sound mixer", "Music, effects, ambience")
        self.mixer = self.ui.add(Button((x(), top, CONTROL_W, 46), "Open the mixer", lambda: self.app.open("sound"),
                                        style="secondary", font_size=18))
        next_column()
        top = row("Animation speed", "How fast moves are shown; Space skips")
        self.speed = self.ui.add(ChoicePicker((x(), top, CONTROL_W, 46),
                                              [(v, v.capitalize()) for v in ANIMATION_SPEEDS], s.animation_speed,
                                              lambda v: self.change(animation_speed=v), font_size=16))
        top = row("Reduce motion", "Things appear in place instead of moving")
        self.reduce_motion = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.reduce_motion,
                                                lambda v: self.change(reduce_motion=v)))
        top = row("Computer players", "Their pace: the wait between moves")
        self.ai_pace = self.ui.add(ChoicePicker((x(), top, CONTROL_W, 46),
                                                [(v, v.capitalize()) for v in AI_PACES], s.ai_pace,
                                                lambda v: self.change(ai_pace=v), font_size=16,
                                                tooltip="Instant: as fast as they think; animations keep their speed"))
        top = row("Confirm moves", "A move waits for Confirm (Enter)")
        self.confirm_moves = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.confirm_moves,
                                                lambda v: self.change(confirm_moves=v)))
        top = row("Since your last turn", "What the others did, when you are back")
        self.recap = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.recap, lambda v: self.change(recap=v)))
        self.done = self.ui.add(Button((PANEL.centerx - 110, PANEL.bottom - 80, 220, 54), "Done", self.go_back,
                                       style="primary", font_size=21))
        #: the settings file's place on disk, shown only when asked for
        self.where_button = self.ui.add(Button((PANEL.centerx - 130, PANEL.bottom + 10, 260, 30),
                                               "Where are these kept?", self.show_where, style="secondary",
                                               font_size=14, tooltip="Show the settings file's folder"))
        self._sync_enabled()

    def show_where(self) -> None:
        self.where_button.visible = False
        self.invalidate()

    def resume(self) -> None:
        super().resume()
        s = self.app.settings            # the mixer may have changed these
        self.volume.set(s.volume, notify=False)
        self.mute.value = s.mute
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
        for heading, left in COLUMNS:
            surf.blit(theme.text(heading, 17, C.SAND, "bold"), (left, PANEL.top + 26))
        for label, help_text, left, top in self.rows:
            surf.blit(theme.text(theme.fit(label, 21, CONTROL_DX - 12, "heading"), 21, C.TEXT, "heading"),
                      (left, top + (2 if help_text else 10)))
            if help_text:
                surf.blit(theme.text(theme.fit(help_text, 14, CONTROL_DX - 12, "italic"), 14, C.TEXT_DIM, "italic"),
                          (left, top + 28))
            pygame.draw.line(surf, (40, 86, 120), (left, top + ROW - 12), (left + COLUMN_W, top + ROW - 12), 1)
        if not self.where_button.visible:
            where = theme.fit(f"Saved in {settings_path()}", 13, PANEL.width - 80, "body")
            img = theme.text(where, 13, C.TEXT_DIM)
            surf.blit(img, img.get_rect(midbottom=(PANEL.centerx, PANEL.bottom + 26)))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.status:
            col = (170, 230, 170) if self.status == "Saved" else C.WARNING
            # on its own line between the last row and Done, so no button covers it
            img = theme.text(theme.fit(self.status, 15, PANEL.width - 80, "bold"), 15, col, "bold")
            surface.blit(img, img.get_rect(center=(PANEL.centerx, self.done.rect.top - 12)))
