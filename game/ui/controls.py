"""Toggles, choice pickers and sliders: settings-like controls that hold a value
and report changes through `on_change(value)`. Mouse and keyboard both work:
click / Space toggles, arrows step a choice or a slider."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from rules.core.i18n import _, pgettext

from .. import audio
from ..screen import gfx, theme
from ..screen.theme import C
from .widget import Widget

OnChange = Callable[[Any], None]

TRACK_OFF = (60, 78, 98)
TRACK_ON = (70, 170, 110)


class Toggle(Widget):
    """An on/off switch with its label on the left."""

    def __init__(self, rect, label: str, value: bool, on_change: OnChange | None = None, *,
                 enabled: bool = True, reason: str | None = None, font_size: int = 19,
                 tooltip: str | None = None) -> None:
        super().__init__(rect, enabled=enabled, reason=reason, tooltip=tooltip)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.font_size = font_size
        self.knob = 1.0 if self.value else 0.0

    def set(self, value: bool, notify: bool = True) -> None:
        value = bool(value)
        if value == self.value:
            return
        self.value = value
        if notify and self.on_change is not None:
            self.on_change(value)
        audio.play("toggle")        # after the change: un-muting is heard, muting is not

    def activate(self) -> None:
        self.set(not self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.set(not self.value)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(event.key == pygame.K_RIGHT)
            return True
        return False

    def is_still(self) -> bool:
        return self.knob == (1.0 if self.value else 0.0)

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        if self.knob != target:
            step = dt * 8
            self.knob = min(target, self.knob + step) if target > self.knob else max(target, self.knob - step)

    def switch_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 58, 30)
        r.midright = (self.rect.right - 4, self.rect.centery)
        return r

    def draw(self, surf: pygame.Surface) -> None:
        fg = C.TEXT if self.enabled else C.TEXT_DIM
        if self.label:
            words, size = theme.shrunk(self.label, self.font_size, self.rect.width - 120, "semibold")
            img = theme.text(words, size, fg, "semibold")
            surf.blit(img, img.get_rect(midleft=(self.rect.left, self.rect.centery)))
        sr = self.switch_rect()
        track = theme.lerp_colour(TRACK_OFF, TRACK_ON, self.knob)
        if not self.enabled:
            track = (80, 88, 98)
        edge = C.GOLD if self.hovered and self.enabled else (20, 30, 40)
        surf.blit(gfx.rounded_rect(sr.size, 15, track, edge, 2), sr.topleft)
        kx = sr.left + 15 + (sr.width - 30) * self.knob
        knob = gfx.circle(24, (250, 248, 240), (40, 50, 60), 1)
        surf.blit(knob, knob.get_rect(center=(kx, sr.centery)))
        word = pgettext("switch", "On") if self.value else pgettext("switch", "Off")
        img = theme.text(word, 14, fg, "bold")
        surf.blit(img, img.get_rect(midright=(sr.left - 10, sr.centery)))


class ChoicePicker(Widget):
    """One value from a list of (value, label) pairs.

    look "segments": all choices side by side, the chosen one lit (few, short
    choices). look "cycle": ‹ label › with arrows (many or long choices).
    """

    def __init__(self, rect, choices: Sequence[tuple[Any, str]], value: Any, on_change: OnChange | None = None,
                 *, look: str = "segments", enabled: bool = True, reason: str | None = None,
                 font_size: int = 17, tooltip: str | None = None,
                 disabled_choices: dict[Any, str] | None = None) -> None:
        super().__init__(rect, enabled=enabled, reason=reason, tooltip=tooltip)
        self.choices = list(choices)
        self.value = value
        self.on_change = on_change
        self.look = look
        self.font_size = font_size
        #: choices that cannot be picked now, with why
        self.disabled_choices = dict(disabled_choices or {})
        self._hover_index: int | None = None

    @property
    def index(self) -> int:
        for i, (v, _) in enumerate(self.choices):
            if v == self.value:
                return i
        return 0

    @property
    def label(self) -> str:
        return self.choices[self.index][1] if self.choices else ""

    def set(self, value: Any, notify: bool = True) -> None:
        if value == self.value or value in self.disabled_choices:
            return
        self.value = value
        audio.play("click")
        if notify and self.on_change is not None:
            self.on_change(value)

    def step(self, delta: int) -> None:
        n = len(self.choices)
        if n == 0:
            return
        i = self.index
        for __ in range(n):
            i = (i + delta) % n
            if self.choices[i][0] not in self.disabled_choices:
                self.set(self.choices[i][0])
                return

    def segment_rects(self) -> list[pygame.Rect]:
        n = max(1, len(self.choices))
        out = []
        for i in range(n):
            x0 = self.rect.left + self.rect.width * i // n
            x1 = self.rect.left + self.rect.width * (i + 1) // n
            out.append(pygame.Rect(x0, self.rect.top, x1 - x0, self.rect.height))
        return out

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        s = self.rect.height
        w = min(s, 36)
        return (pygame.Rect(self.rect.left, self.rect.top, w, s),
                pygame.Rect(self.rect.right - w, self.rect.top, w, s))

    def choice_at(self, pos) -> int | None:
        if self.look == "segments":
            for i, r in enumerate(self.segment_rects()):
                if r.collidepoint(pos):
                    return i
        return None

    def activate(self) -> None:
        self.step(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover_index = self.choice_at(event.pos) if self.rect.collidepoint(event.pos) else None
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.look == "segments":
                i = self.choice_at(event.pos)
                if i is not None:
                    self.set(self.choices[i][0])
            else:
                left, right = self.arrow_rects()
                self.step(-1 if event.pos[0] < self.rect.centerx else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.look == "cycle":
            self.step(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def tooltip_text(self) -> str | None:
        if self.enabled and self._hover_index is not None and self.hovered:
            v = self.choices[self._hover_index][0]
            if v in self.disabled_choices:
                return self.disabled_choices[v]
        return super().tooltip_text()

    def draw(self, surf: pygame.Surface) -> None:
        if self.look == "segments":
            self._draw_segments(surf)
        else:
            self._draw_cycle(surf)

    def _draw_segments(self, surf: pygame.Surface) -> None:
        r = self.rect
        edge = C.GOLD if (self.hovered and self.enabled) else (86, 130, 160)
        surf.blit(gfx.rounded_rect(r.size, 10, C.PANEL_DARK, edge, 2), r.topleft)
        for i, (sr, (value, label)) in enumerate(zip(self.segment_rects(), self.choices)):
            chosen = value == self.value
            blocked = value in self.disabled_choices
            inner = sr.inflate(-6, -6)
            if chosen:
                fill = ((252, 216, 122), (232, 166, 70)) if self.enabled else ((120, 126, 134), (100, 106, 114))
                surf.blit(gfx.rounded_rect(inner.size, 8, fill), inner.topleft)
                fg = C.INK
            elif self.enabled and self._hover_index == i and self.hovered and not blocked:
                surf.blit(gfx.rounded_rect(inner.size, 8, (44, 84, 118)), inner.topleft)
                fg = C.TEXT
            else:
                fg = C.TEXT if self.enabled and not blocked else (120, 132, 146)
            words, size = theme.shrunk(label, self.font_size, inner.width - 6, "semibold")
            img = theme.text(words, size, fg, "semibold")
            surf.blit(img, img.get_rect(center=inner.center))

    def _draw_cycle(self, surf: pygame.Surface) -> None:
        r = self.rect
        edge = C.GOLD if (self.hovered and self.enabled) else (86, 130, 160)
        surf.blit(gfx.rounded_rect(r.size, 10, C.PANEL_DARK, edge, 2), r.topleft)
        fg = C.TEXT if self.enabled else C.TEXT_DIM
        left, right = self.arrow_rects()
        for ar, pts in ((left, ((0.62, 0.28), (0.36, 0.5), (0.62, 0.72))),
                        (right, ((0.38, 0.28), (0.64, 0.5), (0.38, 0.72)))):
            poly = [(ar.left + ar.width * x, ar.top + ar.height * y) for x, y in pts]
            pygame.draw.lines(surf, C.GOLD if self.enabled else C.TEXT_DIM, False, poly, 3)
        words, size = theme.shrunk(self.label, self.font_size, r.width - 2 * left.width - 4, "semibold")
        img = theme.text(words, size, fg, "semibold")
        surf.blit(img, img.get_rect(center=r.center))


class Slider(Widget):
    """A whole number from `lo` to `hi`: drag the knob, click the track, or use
    the arrow keys (Shift for bigger steps)."""

    def __init__(self, rect, lo: int, hi: int, value: int, on_change: OnChange | None = None, *,
                 step: int = 1, enabled: bool = True, reason: str | None = None,
                 fmt: Callable[[int], str] = lambda v: _("{percent}%").format(percent=v), tooltip: str | None = None) -> None:
        super().__init__(rect, enabled=enabled, reason=reason, tooltip=tooltip)
        self.lo, self.hi, self.step_size = lo, hi, step
        self.value = max(lo, min(hi, int(value)))
        self.on_change = on_change
        self.fmt = fmt
        self.dragging = False

    def track_rect(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.left + 12, r.centery - 4, r.width - 24 - 64, 8)

    def set(self, value: int, notify: bool = True) -> None:
        value = max(self.lo, min(self.hi, int(round(value / self.step_size) * self.step_size)))
        if value == self.value:
            return
        self.value = value
        if notify and self.on_change is not None:
            self.on_change(value)

    def _value_at(self, x: int) -> int:
        t = self.track_rect()
        frac = (x - t.left) / max(1, t.width)
        return round(self.lo + max(0.0, min(1.0, frac)) * (self.hi - self.lo))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self.pressed = True
            self.set(self._value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set(self._value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.pressed = False
            audio.play("click")
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            big = 10 if event.mod & pygame.KMOD_SHIFT else 1
            self.set(self.value + (self.step_size * big if event.key == pygame.K_RIGHT else -self.step_size * big))
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        t = self.track_rect()
        surf.blit(gfx.rounded_rect(t.size, 4, TRACK_OFF), t.topleft)
        frac = (self.value - self.lo) / max(1, self.hi - self.lo)
        filled = pygame.Rect(t.left, t.top, max(8, int(t.width * frac)), t.height)
        surf.blit(gfx.rounded_rect(filled.size, 4, TRACK_ON if self.enabled else (110, 118, 128)), filled.topleft)
        kx = t.left + t.width * frac
        edge = C.GOLD if (self.hovered or self.dragging) and self.enabled else (40, 50, 60)
        knob = gfx.circle(26, (250, 248, 240), edge, 2)
        surf.blit(knob, knob.get_rect(center=(kx, t.centery)))
        img = theme.text(self.fmt(self.value), 17, C.TEXT if self.enabled else C.TEXT_DIM, "bold")
        surf.blit(img, img.get_rect(midright=(self.rect.right - 4, self.rect.centery)))
