"""Buttons: hover, pressed, disabled (with the reason shown) and keyboard focus.

Each face (style x state x label) is drawn once, antialiased, and cached.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from .. import audio
from ..screen import gfx, theme
from ..screen.theme import C, Colour
from .widget import Widget

# (top, bottom, border, text) per style and state
STYLES: dict[str, dict[str, tuple[Colour, Colour, Colour, Colour]]] = {
    "primary": {
        "normal": ((252, 216, 122), (232, 166, 70), (140, 88, 30), C.INK),
        "hover": ((255, 228, 150), (242, 182, 88), (160, 100, 34), C.INK),
        "pressed": ((226, 160, 66), (210, 140, 56), (120, 74, 24), C.INK),
    },
    "secondary": {
        "normal": ((40, 104, 148), (22, 66, 106), (112, 172, 204), C.TEXT),
        "hover": ((54, 126, 172), (30, 82, 126), (150, 204, 228), (255, 255, 255)),
        "pressed": ((20, 62, 100), (18, 54, 90), (96, 150, 180), C.TEXT),
    },
    "danger": {
        "normal": ((232, 100, 70), (190, 58, 42), (110, 30, 20), (255, 248, 240)),
        "hover": ((244, 122, 88), (206, 70, 50), (130, 36, 24), (255, 255, 255)),
        "pressed": ((186, 56, 40), (170, 50, 36), (100, 26, 18), (255, 240, 230)),
    },
    "jungle": {
        "normal": ((84, 168, 96), (40, 122, 70), (18, 66, 40), (255, 255, 250)),
        "hover": ((104, 188, 112), (52, 140, 82), (22, 78, 46), (255, 255, 255)),
        "pressed": ((40, 120, 68), (36, 108, 62), (16, 58, 36), (240, 250, 240)),
    },
}
DISABLED = ((96, 106, 118), (76, 84, 96), (118, 128, 140), (184, 190, 198))
DEPTH = 4


@lru_cache(maxsize=512)
def button_face(size: tuple[int, int], style: str, state: str, label: str, sublabel: str,
                font_size: int, radius: int) -> pygame.Surface:
    """The whole button picture: its lower edge, its body and its text."""
    w, h = size
    if state == "disabled":
        top, bottom, border, fg = DISABLED
    else:
        top, bottom, border, fg = STYLES[style][state]
    out = pygame.Surface((w, h + DEPTH), pygame.SRCALPHA)
    press = 2 if state == "pressed" else 0
    edge = theme.darken(bottom, 0.35)
    out.blit(gfx.rounded_rect((w, h), radius, edge), (0, DEPTH))
    out.blit(gfx.rounded_rect((w, h), radius, (top, bottom), border, 2), (0, press))
    # a soft highlight along the top
    hl = gfx.rounded_rect((w - 12, max(4, h // 3)), max(2, radius - 4), (255, 255, 255), alpha=38)
    out.blit(hl, (6, 4 + press))
    cx = w // 2
    words, size = theme.shrunk(label, font_size, w - 20, "heading", max(theme.SMALLEST_TEXT, round(font_size * 0.72)))
    if sublabel:
        main = theme.text(words, size, fg, "heading")
        sub_words, sub_size = theme.shrunk(sublabel, 13, w - 20, "semibold", 11)
        sub = theme.text(sub_words, sub_size, theme.lerp_colour(fg, top, 0.25), "semibold")
        total = main.get_height() + sub.get_height() - 4
        y = (h - total) // 2 + press
        out.blit(main, main.get_rect(midtop=(cx, y)))
        out.blit(sub, sub.get_rect(midtop=(cx, y + main.get_height() - 4)))
    else:
        main = theme.text(words, size, fg, "heading")
        out.blit(main, main.get_rect(center=(cx, h // 2 + press)))
    return out


class Button(Widget):
    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None, *,
                 style: str = "secondary", font_size: int = 20, sublabel: str = "",
                 enabled: bool = True, reason: str | None = None, show_reason: str = "tooltip",
                 tooltip: str | None = None, radius: int = 12, hotkey: int | None = None,
                 sound: str | None = "click") -> None:
        super().__init__(rect, enabled=enabled, reason=reason, tooltip=tooltip)
        self.label = label
        self.sublabel = sublabel
        self.on_click = on_click
        self.style = style
        self.font_size = font_size
        self.show_reason = show_reason   # "tooltip" or "below"
        self.radius = radius
        self.hotkey = hotkey
        self.sound = sound
        self.clicks = 0

    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed and self.hovered:
            return "pressed"
        if self.hovered or self.focused:
            return "hover"
        return "normal"

    def click(self) -> None:
        if not self.enabled:
            return
        self.clicks += 1
        if self.sound:
            audio.play(self.sound)
        if self.on_click is not None:
            self.on_click()

    def activate(self) -> None:
        self.click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled or not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            self.hovered = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.click()
            return True
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.click()
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        face = button_face(self.rect.size, self.style, self.state(), self.label, self.sublabel,
                           self.font_size, self.radius)
        surf.blit(face, self.rect.topleft)
        if not self.enabled and self.reason and self.show_reason == "below":
            width = max(self.rect.width + 80, 220)
            lines = theme.wrap(self.reason, 14, width, "italic")
            y = self.rect.bottom + DEPTH + 6
            for line in lines[:3]:
                img = theme.text_shadowed(line, 14, C.WARNING, style="italic", offset=1)
                surf.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
                y += theme.line_height(14, "italic", 1.1)

    def tooltip_text(self) -> str | None:
        if not self.enabled and self.reason and self.show_reason == "below":
            return None
        return super().tooltip_text()
