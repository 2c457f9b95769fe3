"""Save as…: name a save of the game in progress (the autosave goes on too)."""
from __future__ import annotations

import pygame

from rules.core.i18n import _, pgettext

from ..storage import save_limits
from ..screen import theme
from ..scene import register_scene
from ..screen.theme import C
from ..ui import TextInput
from .common import DialogScene

MAX_LABEL = save_limits.MAX_LABEL


@register_scene
class SaveAsDialog(DialogScene):
    name = "save-as"
    width = 560

    def __init__(self, app, table) -> None:
        self.table = table
        session = table.session
        turn = session.state.turn_label()
        game = _(session.info.name)
        default = session.label or (_("{game} — {turn}").format(game=game, turn=turn) if turn else game)
        super().__init__(app, _("Save game as…"), _("Give this save a name you will recognise in the Load list."))
        self.problem = ""
        self.field = self.ui.add(TextInput((self.box.left + 40, self.content_top() + 6, self.width - 80, 46),
                                           default[:MAX_LABEL], self._typed, max_len=MAX_LABEL,
                                           placeholder=_("Name of the save"), on_submit=lambda _t: None))
        self.cancel_button, self.save_button = self.button_row([(_("Cancel"), self.cancel, "secondary"),
                                                                (pgettext("button", "Save"), self.save, "primary")])
        self.ui.set_focus(self.field)       # focused with its text selected: typing replaces it
        self._typed(self.field.text)

    def extra_height(self) -> int:
        return 90

    def _typed(self, text: str) -> None:
        if hasattr(self, "save_button"):
            if text.strip():
                self.save_button.set_enabled(True)
            else:
                self.save_button.set_enabled(False, _("Type a name for the save"))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.ui.focus is self.field):
            self.save()
            return None
        return super().handle_event(event)

    def save(self) -> None:
        label = self.field.text.strip()
        if not label:
            self.problem = _("Type a name for the save.")
            return
        try:
            path = self.table.session.save_as(label)
        except OSError as exc:
            self.problem = _("Could not save: {reason}").format(reason=exc.strerror or exc)
            return
        self.close()
        self.table.say(_("Saved as “{name}” ({file})").format(name=label, file=path.name))

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.problem:
            img = theme.text(theme.fit(self.problem, 16, self.width - 40, "semibold"), 16, C.WARNING, "semibold")
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, self.field.rect.bottom + 10)))
