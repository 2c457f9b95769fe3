"""The sound mixer, opened from Settings: the master volume, then how loud the
music, the effects and each table's ambience play under it, mute, and whether
sound goes on while another window has the focus. Every change is heard and
saved at once; each layer has a button that plays a sample of it."""
from __future__ import annotations

import pygame

from rules.core.i18n import N_, _, pgettext

from .. import audio
from ..screen import gfx, theme
from ..scene import register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button, Slider, Toggle
from .common import PageScene

W, H = LOGICAL_SIZE
PANEL = pygame.Rect(240, 110, 800, 570)
LABEL_X = PANEL.left + 48
CONTROL_X = PANEL.left + 380
CONTROL_W = PANEL.right - 48 - CONTROL_X
FIRST_ROW = PANEL.top + 28
ROW = 60
#: the room a row's Test button takes at its right: every slider's track is as long,
#: a Test button or not
TEST_W = 84

#: (setting, label, help, what its Test button plays)
LAYERS = (
    ("volume", N_("Master volume"), N_("Everything below is a part of this"), "score"),
    ("music_volume", N_("Music"), N_("The title's theme and each game's piece"), None),
    ("effects_volume", N_("Effects"), N_("Dice, cards, creatures, the volcano"), "komi_drop"),
    ("ambience_volume", N_("Ambience"), N_("The sea, the volcano, the night"), None),
)


@register_scene
class SoundScene(PageScene):
    name = "sound"
    title = N_("Sound")
    subtitle = N_("Changes are heard and saved at once")

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.status = ""
        self.ui.arrow_focus = None
        self.rows: list[tuple[str, str, int]] = []
        self.sliders: dict[str, Slider] = {}
        self.tests: list[Button] = []
        top = FIRST_ROW
        for key, label, help_text, sample in LAYERS:
            self.rows.append((_(label), _(help_text), top))
            width = CONTROL_W - TEST_W
            self.sliders[key] = self.ui.add(Slider((CONTROL_X, top, width, 46), 0, 100, getattr(s, key),
                                                   lambda v, key=key: self.change(**{key: v}), step=5))
            if sample:
                self.tests.append(self.ui.add(Button((CONTROL_X + CONTROL_W - 74, top + 2, 74, 42), pgettext("button", "Test"),
                                                     lambda sample=sample: audio.play(sample), style="secondary",
                                                     font_size=17, tooltip=_("Play a sound at this volume"),
                                                     sound=None)))
            top += ROW
        self.rows.append((_("Mute"), _("Silences every sound"), top))
        self.mute = self.ui.add(Toggle((CONTROL_X, top, CONTROL_W, 46), "", s.mute, lambda v: self.change(mute=v)))
        top += ROW
        self.rows.append((_("In the background"), _("Play on while another window is in front"), top))
        self.background = self.ui.add(Toggle((CONTROL_X, top, CONTROL_W, 46), "", s.sound_in_background,
                                             lambda v: self.change(sound_in_background=v)))
        top += ROW
        self.rows.append((_("Turn chime"), _("A chime and a flash when your turn comes"),
                          top))
        self.turn_chime = self.ui.add(Toggle((CONTROL_X, top, CONTROL_W, 46), "", s.turn_chime,
                                             lambda v: self.change(turn_chime=v)))
        self.done = self.ui.add(Button((PANEL.centerx - 110, PANEL.bottom - 74, 220, 54), _("Done"), self.go_back,
                                       style="primary", font_size=21))
        self._sync_enabled()

    def change(self, **changes) -> None:
        problem = self.app.change_settings(**changes)
        self.status = problem or _("Saved")
        self._sync_enabled()

    def _sync_enabled(self) -> None:
        a = self.app.audio
        if self.app.settings.mute or not a.available:
            reason = _("Sound is muted") if self.app.settings.mute else (a.problem or _("There is no sound device"))
            for b in self.tests:
                b.set_enabled(False, reason)
        else:
            for b in self.tests:
                b.set_enabled(True)

    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        gfx.panel(surf, PANEL, fill=((22, 64, 100), (12, 40, 70)), radius=20, alpha=242)
        for label, help_text, top in self.rows:
            words, size = theme.shrunk(label, 21, CONTROL_X - LABEL_X - 12, "heading", 15)
            img = theme.text(words, size, C.TEXT, "heading")
            surf.blit(img, img.get_rect(midleft=(LABEL_X, top + 14)))
            words, size = theme.shrunk(help_text, 14, CONTROL_X - LABEL_X - 12, "italic")
            img = theme.text(words, size, C.TEXT_DIM, "italic")
            surf.blit(img, img.get_rect(midleft=(LABEL_X, top + 36)))
            pygame.draw.line(surf, (40, 86, 120), (LABEL_X, top + ROW - 10), (PANEL.right - 48, top + ROW - 10), 1)

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.status:
            col = (170, 230, 170) if self.status == _("Saved") else C.WARNING
            img = theme.text(theme.fit(self.status, 15, PANEL.width - 80, "bold"), 15, col, "bold")
            surface.blit(img, img.get_rect(center=(PANEL.centerx, self.done.rect.top - 12)))
