"""The keys overlay (F1 or ? at a table): the keys of the table now open, in a
box over the dimmed table. Any key or click closes it; the table waits under it
(it is paused, like under the menu).

The table hands it the title and its lines, (keys, what they do), so this scene
knows nothing of tables."""
from __future__ import annotations

import pygame

from rules.core.i18n import _

from ..screen import gfx, theme
from ..scene import Scene, register_scene
from ..screen.theme import C, LOGICAL_SIZE

W, H = LOGICAL_SIZE
BOX_W = 820
KEY_COL = 236
LINE = 15
GAP = 8


@register_scene
class KeysHelpScene(Scene):
    name = "keys"
    transparent = True

    def __init__(self, app, title: str, lines: list[tuple[str, str]]) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.rows = [(keys, theme.wrap(words, LINE, BOX_W - KEY_COL - 60, "body")) for keys, words in self.lines]
        lh = theme.line_height(LINE)
        height = 110 + sum(len(w) * lh + GAP for _k, w in self.rows) + 40
        self.box = pygame.Rect(0, 0, BOX_W, min(H - 40, height))
        self.box.center = (W // 2, H // 2)

    def close(self) -> None:
        if self in self.app.stack:
            self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.close()
        return None     # modal

    def draw(self, surface: pygame.Surface) -> None:
        if self.snapshot is None:
            gfx.dim(surface, 150)
            self.draw_box(surface)
            self.snapshot = surface.copy()
        else:
            surface.blit(self.snapshot, (0, 0))

    def draw_box(self, surface: pygame.Surface) -> None:
        box = self.box
        gfx.panel(surface, box, fill=((22, 64, 100), (12, 40, 70)), border=C.PANEL_EDGE, radius=20, alpha=250)
        t = theme.text(theme.fit(_("Keys: {table}").format(table=self.title), 28, box.w - 40, "heading"), 28, C.SAND, "heading")
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.top + 22)))
        lh = theme.line_height(LINE)
        y = box.top + 78
        for keys, lines in self.rows:
            k = theme.text(theme.fit(keys, LINE, KEY_COL - 10, "bold"), LINE, C.GOLD, "bold")
            surface.blit(k, (box.x + 30, y))
            for j, line in enumerate(lines):
                surface.blit(theme.text(line, LINE, C.TEXT), (box.x + 30 + KEY_COL, y + j * lh))
            y += len(lines) * lh + GAP
        foot = theme.text(_("Any key or a click closes this"), 14, C.TEXT_DIM, "italic")
        surface.blit(foot, foot.get_rect(midbottom=(box.centerx, box.bottom - 14)))
