"""A one-line text field for names: click or Tab to focus, type, Backspace,
Delete, arrows, Home/End; Enter commits."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import gfx, theme
from ..theme import C
from .widget import Widget


class TextInput(Widget):
    def __init__(self, rect, text: str = "", on_change: Callable[[str], None] | None = None, *,
                 max_len: int = 16, placeholder: str = "", font_size: int = 19,
                 on_submit: Callable[[str], None] | None = None, enabled: bool = True,
                 invalid: bool = False, tooltip: str | None = None) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip)
        self.text = text[:max_len]
        self.on_change = on_change
        self.on_submit = on_submit
        self.max_len = max_len
        self.placeholder = placeholder
        self.font_size = font_size
        self.caret = len(self.text)
        self.blink = 0.0
        self.invalid = invalid
        self._was_focused = False

    def set_text(self, text: str, notify: bool = True) -> None:
        text = text[: self.max_len]
        if text == self.text:
            return
        self.text = text
        self.caret = min(self.caret, len(text))
        if notify and self.on_change is not None:
            self.on_change(text)

    def _insert(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        room = self.max_len - len(self.text)
        if room <= 0 or not s:
            return
        s = s[:room]
        new = self.text[: self.caret] + s + self.text[self.caret:]
        self.caret += len(s)
        self.set_text(new)

    def _caret_from_x(self, x: int) -> int:
        f = theme.font(self.font_size, "semibold")
        rel = x - (self.rect.left + 12)
        best, best_d = 0, abs(rel)
        for i in range(1, len(self.text) + 1):
            d = abs(f.size(self.text[:i])[0] - rel)
            if d < best_d:
                best, best_d = i, d
        return best

    def activate(self) -> None:
        pass

    def on_blur(self) -> None:
        if self.on_submit is not None:
            self.on_submit(self.text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.caret = self._caret_from_x(event.pos[0])
            self.blink = 0.0
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self._insert(event.text)
            self.blink = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            self.blink = 0.0
            if k == pygame.K_BACKSPACE:
                if self.caret > 0:
                    cut = self.caret
                    self.caret -= 1
                    self.set_text(self.text[: cut - 1] + self.text[cut:])
                return True
            if k == pygame.K_DELETE:
                if self.caret < len(self.text):
                    self.set_text(self.text[: self.caret] + self.text[self.caret + 1:])
                return True
            if k == pygame.K_LEFT:
                self.caret = max(0, self.caret - 1)
                return True
            if k == pygame.K_RIGHT:
                self.caret = min(len(self.text), self.caret + 1)
                return True
            if k == pygame.K_HOME:
                self.caret = 0
                return True
            if k == pygame.K_END:
                self.caret = len(self.text)
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit is not None:
                    self.on_submit(self.text)
                return True
            if k == pygame.K_SPACE:
                return True   # the TEXTINPUT event that follows types the space
            if k in (pygame.K_UP, pygame.K_DOWN):
                return False
            # printable keys arrive as TEXTINPUT; swallow their KEYDOWN
            return bool(event.unicode and event.unicode.isprintable())
        return False

    def update(self, dt: float) -> None:
        if self.focused != self._was_focused:
            self._was_focused = self.focused
            try:
                if self.focused:
                    pygame.key.start_text_input()
                    pygame.key.set_text_input_rect(self.rect)
            except pygame.error:
                pass
        if self.focused:
            self.blink = (self.blink + dt) % 1.0

    def draw(self, surf: pygame.Surface) -> None:
        r = self.rect
        if self.invalid:
            edge = C.LAVA
        elif self.focused:
            edge = C.GOLD
        elif self.hovered and self.enabled:
            edge = (150, 200, 224)
        else:
            edge = (86, 130, 160)
        fill = (250, 244, 228) if self.enabled else (170, 170, 166)
        surf.blit(gfx.rounded_rect(r.size, 8, fill, edge, 2), r.topleft)
        x = r.left + 12
        if self.text:
            img = theme.text(self.text, self.font_size, C.TEXT_DARK, "semibold")
        else:
            img = theme.text(self.placeholder, self.font_size, (150, 140, 124), "italic")
        clip = surf.get_clip()
        surf.set_clip(r.inflate(-8, -4))
        surf.blit(img, img.get_rect(midleft=(x, r.centery)))
        if self.focused and self.blink < 0.55:
            cx = x + theme.font(self.font_size, "semibold").size(self.text[: self.caret])[0]
            pygame.draw.line(surf, C.INK, (cx, r.top + 8), (cx, r.bottom - 8), 2)
        surf.set_clip(clip)
