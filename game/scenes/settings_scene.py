"""Settings: the language, fullscreen, window size, sound volume and mute on the left; at the
table, animation speed, reduce motion, the computer players' pace, the confirm
step and the "since your last turn" recap on the right. Every change is applied
at once and saved at once; a new language is spoken at once (App.set_language
makes the scenes again in it)."""
from __future__ import annotations

import pygame

from rules.core.i18n import N_, _, pgettext

from .. import audio, language
from ..screen import gfx, theme
from ..scene import register_scene
from ..storage.settings import AI_PACES, ANIMATION_SPEEDS, WINDOW_SIZES, settings_path
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button, ChoicePicker, Slider, Toggle
from .common import PageScene

W, H = LOGICAL_SIZE


def speed_name(speed: str) -> str:
    """An animation speed as it reads (its own context: French agrees it with "vitesse")."""
    return {"slow": pgettext("animation speed", "Slow"), "normal": pgettext("animation speed", "Normal"),
            "fast": pgettext("animation speed", "Fast"), "instant": pgettext("animation speed", "Instant")}[speed]


def pace_name(pace: str) -> str:
    """The computer players' pace as it reads (French agrees it with "rythme")."""
    return {"instant": pgettext("pace", "Instant"), "quick": pgettext("pace", "Quick"),
            "normal": pgettext("pace", "Normal"), "slow": pgettext("pace", "Slow")}[pace]
PANEL = pygame.Rect(40, 112, 1200, 540)
#: two columns, each a heading and rows of label (left) and control (right)
COLUMNS = ((N_("Screen and sound"), PANEL.left + 40), (N_("At the table"), PANEL.centerx + 20))
COLUMN_W = PANEL.width // 2 - 60
CONTROL_DX = 300            # from a column's left to its controls
CONTROL_W = COLUMN_W - CONTROL_DX
FIRST_ROW = PANEL.top + 66
ROW = 62


@register_scene
class SettingsScene(PageScene):
    name = "settings"
    title = N_("Settings")
    subtitle = N_("Changes apply at once and are saved for next time")
    remade_for_language = True

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

        top = row(_("Language"), _("The words of every screen"))
        languages = language.choices()
        # side by side while every language's own name fits its segment; with more, ‹ name ›
        self.language = self.ui.add(ChoicePicker(
            (x(), top, CONTROL_W, 46), languages, app.language, self.set_language, font_size=16,
            look="segments" if len(languages) <= 3 else "cycle"))
        top = row(_("Fullscreen"), _("F11 switches too"))
        self.fullscreen = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.fullscreen, self.set_fullscreen))
        top = row(_("Window size"), _("When not fullscreen"))
        sizes = sorted(set(WINDOW_SIZES) | {tuple(s.window_size)})    # with a size set by dragging
        self.window_size = self.ui.add(ChoicePicker(
            (x(), top, CONTROL_W, 46), [(sz, _("{width} × {height}").format(width=sz[0], height=sz[1])) for sz in sizes],
            tuple(s.window_size), self.set_window_size, look="cycle"))
        top = row(_("Volume"), _("All sound; the mixer sets its parts"))
        self.volume = self.ui.add(Slider((x(), top, CONTROL_W - 84, 46), 0, 100, s.volume,
                                         lambda v: self.change(volume=v), step=5))
        self.test_sound = self.ui.add(Button((x() + CONTROL_W - 74, top + 2, 74, 42), pgettext("button", "Test"),
                                             lambda: audio.play("score"), style="secondary", font_size=17,
                                             tooltip=_("Play a sound at this volume"), sound=None))
        top = row(_("Mute"), _("Silences every sound"))
        self.mute = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.mute, lambda v: self.change(mute=v)))
        top = row(_("Sound mixer"), _("Music, effects, ambience"))
        self.mixer = self.ui.add(Button((x(), top, CONTROL_W, 46), _("Open the mixer"), lambda: self.app.open("sound"),
                                        style="secondary", font_size=18))
        next_column()
        top = row(_("Animation speed"), _("How fast moves are shown; Space skips"))
        self.speed = self.ui.add(ChoicePicker((x(), top, CONTROL_W, 46),
                                              [(v, speed_name(v)) for v in ANIMATION_SPEEDS], s.animation_speed,
                                              lambda v: self.change(animation_speed=v), look="cycle", font_size=16))
        top = row(_("Reduce motion"), _("Things appear in place instead of moving"))
        self.reduce_motion = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.reduce_motion,
                                                lambda v: self.change(reduce_motion=v)))
        top = row(_("Computer players"), _("Their pace: the wait between moves"))
        self.ai_pace = self.ui.add(ChoicePicker((x(), top, CONTROL_W, 46),
                                                [(v, pace_name(v)) for v in AI_PACES], s.ai_pace,
                                                lambda v: self.change(ai_pace=v), look="cycle", font_size=16,
                                                tooltip=_("Instant: as fast as they think; animations keep their speed")))
        top = row(_("Confirm moves"), _("A move waits for Confirm (Enter)"))
        self.confirm_moves = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.confirm_moves,
                                                lambda v: self.change(confirm_moves=v)))
        top = row(_("Since your last turn"), _("What the others did, when you are back"))
        self.recap = self.ui.add(Toggle((x(), top, CONTROL_W, 46), "", s.recap, lambda v: self.change(recap=v)))
        self.done = self.ui.add(Button((PANEL.centerx - 110, PANEL.bottom - 80, 220, 54), _("Done"), self.go_back,
                                       style="primary", font_size=21))
        #: the settings file's place on disk, shown only when asked for
        self.where_button = self.ui.add(Button((PANEL.centerx - 130, PANEL.bottom + 10, 260, 30),
                                               _("Where are these kept?"), self.show_where, style="secondary",
                                               font_size=14, tooltip=_("Show the settings file's folder")))
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
        self.status = _("Saved") if worked else (self.app.display_problem or _("Fullscreen is not available here."))
        self._sync_enabled()

    def set_window_size(self, size) -> None:
        problem = self.app.set_window_size(tuple(size))
        self.status = problem or _("Saved")
        self._sync_enabled()

    def set_language(self, code: str) -> None:
        """Every word in the new language at once: the app makes this page (and the
        others on the stack) again in it."""
        problem = self.app.set_language(code)
        fresh = self.app.stack.top
        if isinstance(fresh, SettingsScene):
            fresh.status = problem or _("Saved")

    def change(self, **changes) -> None:
        problem = self.app.change_settings(**changes)
        self.status = problem or _("Saved")
        self._sync_enabled()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.fullscreen.value != self.app.settings.fullscreen:     # F11 while this is open
            self.fullscreen.value = self.app.settings.fullscreen
            self._sync_enabled()

    def _sync_enabled(self) -> None:
        if self.app.settings.fullscreen:
            self.window_size.set_enabled(False, _("Leave fullscreen to choose a window size"))
        else:
            self.window_size.set_enabled(True)
        if self.app.settings.mute or not self.app.audio.available:
            reason = _("Sound is muted") if self.app.settings.mute else (
                self.app.audio.problem or _("There is no sound device"))
            self.test_sound.set_enabled(False, reason)
        else:
            self.test_sound.set_enabled(True)

    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        gfx.panel(surf, PANEL, fill=((22, 64, 100), (12, 40, 70)), radius=20, alpha=242)
        for heading, left in COLUMNS:
            surf.blit(theme.text(_(heading), 17, C.SAND, "bold"), (left, PANEL.top + 26))
        for label, help_text, left, top in self.rows:
            words, size = theme.shrunk(label, 21, CONTROL_DX - 12, "heading", 15)
            img = theme.text(words, size, C.TEXT, "heading")
            surf.blit(img, img.get_rect(midleft=(left, top + (14 if help_text else 22))))
            if help_text:
                words, size = theme.shrunk(help_text, 14, CONTROL_DX - 12, "italic")
                img = theme.text(words, size, C.TEXT_DIM, "italic")
                surf.blit(img, img.get_rect(midleft=(left, top + 36)))
            pygame.draw.line(surf, (40, 86, 120), (left, top + ROW - 12), (left + COLUMN_W, top + ROW - 12), 1)
        if not self.where_button.visible:
            where = theme.fit(_("Saved in {path}").format(path=settings_path()), 13, PANEL.width - 80, "body")
            img = theme.text(where, 13, C.TEXT_DIM)
            surf.blit(img, img.get_rect(midbottom=(PANEL.centerx, PANEL.bottom + 26)))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.status:
            col = (170, 230, 170) if self.status == _("Saved") else C.WARNING
            # on its own line between the last row and Done, so no button covers it
            img = theme.text(theme.fit(self.status, 15, PANEL.width - 80, "bold"), 15, col, "bold")
            surface.blit(img, img.get_rect(center=(PANEL.centerx, self.done.rect.top - 12)))
