"""A one-line text field for names: click or Tab to focus, type, Backspace,
Delete, arrows, Home/End; Enter commits. A long text (a name) shrinks a little
to fit; a field made with `scrolls` (a chat message) keeps its size and slides
its text to keep the caret in sight instead.

Gaining the focus by Tab or from the scene selects the whole text, so typing
replaces it (a click places the caret where it lands instead); Ctrl+A selects
all, Shift with the arrows, Home or End extends the selection, and typing,
Backspace or Delete replace what is selected."""
from __future__ import annotations

from typing import Callable

import pygame

from ..screen import gfx, theme
from ..screen.theme import C
from .widget import Widget

#: the caret shows for this part of each second
BLINK_ON = 0.55
#: behind selected text: a light sea blue the dark text stays readable on
SELECTION = (150, 206, 236)


class TextInput(Widget):
    def __init__(self, rect, text: str = "", on_change: Callable[[str], None] | None = None, *,
                 max_len: int = 16, placeholder: str = "", font_size: int = 19,
                 on_submit: Callable[[str], None] | None = None, enabled: bool = True,
                 invalid: bool = False, tooltip: str | None = None, scrolls: bool = False) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip)
        self.text = text[:max_len]
        self.on_change = on_change
        self.on_submit = on_submit
        self.max_len = max_len
        self.placeholder = placeholder
        self.font_size = font_size
        self.caret = len(self.text)
        #: the other end of the selection (the caret is one end); None: nothing selected
        self.anchor: int | None = None
        self.blink = 0.0
        self.invalid = invalid
        self.scrolls = scrolls
        #: how far the text is slid left (a field that scrolls), in pixels
        self.scroll_x = 0
        self._was_focused = False

    def set_text(self, text: str, notify: bool = True) -> None:
        text = text[: self.max_len]
        if text == self.text:
            return
        self.text = text
        self.caret = min(self.caret, len(text))
        self.anchor = None
        if notify and self.on_change is not None:
            self.on_change(text)

    # -- the selection ------------------------------------------------------------------
    def selection(self) -> tuple[int, int] | None:
        """The selected span (start, end), or None when nothing is selected."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return (min(self.anchor, self.caret), max(self.anchor, self.caret))

    def selected_text(self) -> str:
        span = self.selection()
        return self.text[span[0]:span[1]] if span else ""

    def select_all(self) -> None:
        self.anchor = 0
        self.caret = len(self.text)
        self.blink = 0.0

    def _move_caret(self, to: int, extend: bool) -> None:
        """Moves the caret; with Shift the selection grows from where it began."""
        if extend:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            self.anchor = None
        self.caret = max(0, min(len(self.text), to))

    def _cut_selection(self) -> bool:
        """Deletes the selected text (True if there was any)."""
        span = self.selection()
        if span is None:
            return False
        self.caret, self.anchor = span[0], None
        self.set_text(self.text[:span[0]] + self.text[span[1]:])
        return True

    def _insert(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        if not s:
            return
        span = self.selection() or (self.caret, self.caret)
        room = self.max_len - (len(self.text) - (span[1] - span[0]))
        if room <= 0:
            return
        s = s[:room]
        new = self.text[: span[0]] + s + self.text[span[1]:]
        self.caret, self.anchor = span[0] + len(s), None
        self.set_text(new)

    def shown_size(self) -> int:
        """The font size the text is drawn at: smaller for a name too long for the field
        (a field that scrolls keeps its size)."""
        if self.scrolls:
            return self.font_size
        return theme.fit_size(self.text or self.placeholder, self.font_size, self.rect.width - 24,
                              "semibold" if self.text else "italic", min(self.font_size, 12))

    def _caret_from_x(self, x: int) -> int:
        f = theme.font(self.shown_size(), "semibold")
        rel = x - (self.rect.left + 12) + self.scroll_x
        best, best_d = 0, abs(rel)
        for i in range(1, len(self.text) + 1):
            d = abs(f.size(self.text[:i])[0] - rel)
            if d < best_d:
                best, best_d = i, d
        return best

    def activate(self) -> None:
        pass

    def on_focus(self) -> None:
        self.select_all()

    def on_blur(self) -> None:
        if self.on_submit is not None:
            self.on_submit(self.text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._move_caret(self._caret_from_x(event.pos[0]), bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
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
            mod = getattr(event, "mod", 0)
            shift = bool(mod & pygame.KMOD_SHIFT)
            self.blink = 0.0
            if k == pygame.K_a and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.select_all()
                return True
            if k == pygame.K_BACKSPACE:
                if not self._cut_selection() and self.caret > 0:
                    cut = self.caret
                    self.caret -= 1
                    self.set_text(self.text[: cut - 1] + self.text[cut:])
                return True
            if k == pygame.K_DELETE:
                if not self._cut_selection() and self.caret < len(self.text):
                    self.set_text(self.text[: self.caret] + self.text[self.caret + 1:])
                return True
            if k in (pygame.K_LEFT, pygame.K_RIGHT):
                span = self.selection()
                if span is not None and not shift:     # an arrow collapses the selection to its edge
                    self._move_caret(span[0] if k == pygame.K_LEFT else span[1], False)
                else:
                    self._move_caret(self.caret + (-1 if k == pygame.K_LEFT else 1), shift)
                return True
            if k == pygame.K_HOME:
                self._move_caret(0, shift)
                return True
            if k == pygame.K_END:
                self._move_caret(len(self.text), shift)
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

    def is_still(self) -> bool:
        return self.focused == self._was_focused

    def next_due(self) -> float | None:
        """The caret shows for the first BLINK_ON of each second: due when it turns."""
        if not self.focused:
            return None
        return (BLINK_ON - self.blink) if self.blink < BLINK_ON else (1.0 - self.blink)

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

    def _follow_caret(self) -> int:
        """A field that scrolls: slides the text so the caret stays in the field."""
        if not self.scrolls:
            return 0
        f = theme.font(self.font_size, "semibold")
        room = self.rect.width - 24
        at = f.size(self.text[:self.caret])[0]
        whole = f.size(self.text)[0]
        if at - self.scroll_x > room:
            self.scroll_x = at - room
        elif at < self.scroll_x:
            self.scroll_x = max(0, at - room // 3)
        self.scroll_x = max(0, min(self.scroll_x, whole - room))
        return self.scroll_x

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
        x = r.left + 12 - self._follow_caret()
        # a long name (or a longer language's placeholder) shrinks a little before it is cut
        size = self.shown_size()
        if self.text:
            img = theme.text(self.text, size, C.TEXT_DARK, "semibold")
        else:
            img = theme.text(self.placeholder, size, (150, 140, 124), "italic")
        clip = surf.get_clip()
        surf.set_clip(r.inflate(-8, -4))
        span = self.selection() if self.focused else None
        if span is not None and self.text:
            f = theme.font(size, "semibold")
            x0, x1 = x + f.size(self.text[:span[0]])[0], x + f.size(self.text[:span[1]])[0]
            surf.fill(SELECTION, pygame.Rect(x0, r.top + 8, x1 - x0, r.height - 16))
        surf.blit(img, img.get_rect(midleft=(x, r.centery)))
        if self.focused and self.blink < BLINK_ON:
            cx = x + theme.font(size, "semibold").size(self.text[: self.caret])[0]
            pygame.draw.line(surf, C.INK, (cx, r.top + 8), (cx, r.bottom - 8), 2)
        surf.set_clip(clip)
