"""What the player sees after a crash, instead of a vanished window: what went
wrong in one line, where the full report was written, that the game in progress
was autosaved, and the way back to the title (or out)."""
from __future__ import annotations

from pathlib import Path

import pygame

from rules.core.i18n import _

from ..screen import gfx, theme
from ..art.canvas import Canvas
from ..scene import Scene, register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button

W, H = LOGICAL_SIZE


def path_lines(path: str, size: int, width: int) -> list[str]:
    """A file path split into lines at its folder separators, never inside a name."""
    sep = "\\" if "\\" in path and "/" not in path else "/"
    parts = path.split(sep)
    lines: list[str] = []
    line = ""
    f = theme.font(size, "bold")
    for i, part in enumerate(parts):
        piece = part + (sep if i < len(parts) - 1 else "")
        if line and f.size(line + piece)[0] > width:
            lines.append(line)
            line = piece
        else:
            line += piece
    if line:
        lines.append(line)
    return lines


@register_scene
class ErrorScene(Scene):
    name = "error"
    remade_for_language = True

    def __init__(self, app, log_path: Path | str | None, summary: str) -> None:
        super().__init__(app)
        self.log_path = Path(log_path) if log_path else None
        self.summary = summary
        self.ui.arrow_focus = "horizontal"
        self.box = pygame.Rect(0, 0, 860, 470)
        self.box.center = (W // 2, H // 2 + 10)
        bw = 240
        y = self.box.bottom - 84
        self.title_button = self.ui.add(Button((self.box.centerx - bw - 10, y, bw, 56), _("Back to title"),
                                               self.app.go_to_title, style="primary"))
        self.quit_button = self.ui.add(Button((self.box.centerx + 10, y, bw, 56), _("Quit"), self.app.quit,
                                              style="danger"))
        self.ui.set_focus(self.title_button)
        self._static: pygame.Surface | None = None

    def menu_items(self):
        return [(_("Back to title"), self.app.go_to_title), (_("Quit game"), self.app.quit)]

    def _paint(self) -> pygame.Surface:
        surf = pygame.Surface(LOGICAL_SIZE).convert()
        cv = Canvas(LOGICAL_SIZE, 1)
        cv.gradient((0, 0, W, H), (44, 22, 34), (16, 10, 20))
        surf.blit(cv.result(), (0, 0))
        surf.blit(gfx.vignette(LOGICAL_SIZE, 160), (0, 0))
        gfx.panel(surf, self.box, fill=((60, 30, 36), (34, 18, 26)), border=(200, 96, 70), radius=20, alpha=250)
        # a small erupting volcano as the emblem
        icon = Canvas((120, 90), 2)
        icon.poly([(6, 88), (46, 26), (74, 26), (114, 88)], (96, 50, 52))
        icon.ellipse((44, 20, 32, 12), (255, 190, 80))
        for x, y, r in ((60, 12, 9), (48, 6, 7), (72, 4, 6)):
            icon.circle((x, y), r, (120, 100, 110))
        icon.line((54, 28), (44, 60), (244, 110, 50), 3)
        icon.line((66, 28), (76, 66), (244, 110, 50), 3)
        img = icon.result()
        surf.blit(img, img.get_rect(midtop=(self.box.centerx, self.box.top + 22)))
        t = theme.text(_("Something went wrong"), 36, C.SAND, "display")
        surf.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.top + 118)))
        inner = pygame.Rect(self.box.left + 50, self.box.top + 172, self.box.width - 100, 200)
        y = inner.top
        y += theme.draw_wrapped(surf, theme.fit(self.summary, 18, inner.width * 2, "semibold"),
                                pygame.Rect(inner.left, y, inner.width, 60), 18, C.WARNING, "semibold",
                                align="center") + 10
        y += theme.draw_wrapped(surf, _("The full report was written to:"), pygame.Rect(inner.left, y, inner.width, 30),
                                17, C.TEXT_DIM, align="center")
        if self.log_path:
            lines = path_lines(str(self.log_path), 16, inner.width)
        else:
            lines = [_("(the report could not be written)")]
        for line in lines:
            img = theme.text(line, 16, C.TEXT, "bold")
            surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
            y += theme.line_height(16, "bold", 1.2)
        y += 10
        theme.draw_wrapped(surf, _("Any game in progress was saved after its last move: "
                                   "Continue on the title screen picks it up again."), pygame.Rect(inner.left, y, inner.width, 60),
                           17, C.TEXT_DIM, align="center")
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is None:
            self._static = self._paint()
        surface.blit(self._static, (0, 0))
        self.ui.draw(surface)
