"""The keyboard focus at a table: the list of what may be pressed now, learned
from the table each frame, and which one of them Tab has reached.

A table lists its clickable targets with `key_targets(view)` (the things it
already lights with game/table/targets.py), each a `KeyTarget`: where it is,
what it is (`key`, kept while the same thing stays on the table) and the words
of what pressing it does. The kit adds the visible buttons. Pressing a board
target is a click at its point through the table's own click handler
(`board_event`), so the keyboard and the mouse take one path; pressing a
button is that button's click.

`KeyFocus` holds the list and the focus: Tab and Shift+Tab step through it, the
ring shows only while keys are being used (the mouse hides it), and a focus
whose thing has left the table is dropped.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable, Sequence

import pygame

from ..screen import gfx, theme
from ..screen.theme import C
from .targets import pulse

#: the ring's light colour: white, so it stands apart from the gold glow of the targets
RING = (255, 255, 255)
#: the dark edge that keeps the ring seen on light cards and sand
RING_EDGE = (16, 22, 40)


@dataclass(frozen=True)
class KeyTarget:
    """One thing the keyboard may press: `rect` on the canvas, `key` what it is
    (the rules' action it plays, or a piece's name), `words` what pressing it
    does, `point` where the click lands (the rect's centre unless the table
    says), `press` a call instead of a click (a button's)."""
    rect: pygame.Rect = field(compare=False)
    key: Hashable
    words: str = ""
    point: tuple[int, int] | None = field(default=None, compare=False)
    press: Callable[[], None] | None = field(default=None, compare=False)

    def click_point(self) -> tuple[int, int]:
        return self.point if self.point is not None else self.rect.center


class KeyFocus:
    def __init__(self) -> None:
        self.targets: list[KeyTarget] = []
        self.current: Hashable | None = None
        #: the ring shows while the keys are in use (a pointer move hides it)
        self.shown = False
        self.clock = 0.0        # seconds, for the ring's pulse

    def learn(self, targets: Sequence[KeyTarget]) -> None:
        """The table's targets of this frame; a focus on something gone is dropped."""
        self.targets = list(targets)
        if self.current is not None and self.focused() is None:
            self.current = None

    def focused(self) -> KeyTarget | None:
        for t in self.targets:
            if t.key == self.current:
                return t
        return None

    def step(self, by: int) -> KeyTarget | None:
        """Tab (+1) or Shift+Tab (-1): the next target, round the list."""
        if not self.targets:
            self.current = None
            return None
        now = self.focused()
        if now is None:
            i = 0 if by > 0 else len(self.targets) - 1
        else:
            i = (self.targets.index(now) + by) % len(self.targets)
        self.current = self.targets[i].key
        self.shown = True
        return self.targets[i]

    def drop(self) -> None:
        self.current = None
        self.shown = False

    def draw(self, surface: pygame.Surface) -> None:
        """The focus ring round the focused target, and what pressing it does."""
        target = self.focused() if self.shown else None
        if target is not None:
            draw_focus(surface, target, self.clock)


def draw_focus(surface: pygame.Surface, target: KeyTarget, clock: float) -> None:
    r = target.rect.inflate(12, 12)
    ring = focus_ring(r.size)
    ring.set_alpha(int(190 + 65 * pulse(clock, 4.0)))
    surface.blit(ring, r.topleft)
    if target.words:
        label = focus_label(target.words)
        place = label.get_rect(midbottom=(r.centerx, r.top - 4))
        if place.top < 64:                 # under the top bar: below the target instead
            place.midtop = (r.centerx, r.bottom + 4)
        place.clamp_ip(surface.get_rect().inflate(-8, -8))
        surface.blit(label, place)


def focus_ring(size) -> pygame.Surface:
    """A white ring with a dark edge on both sides: seen on sea, sand and gold alike."""
    def make():
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(gfx.rounded_outline(size, 12, RING_EDGE, 7), (0, 0))
        inner = (size[0] - 4, size[1] - 4)
        out.blit(gfx.rounded_outline(inner, 10, RING, 3), (2, 2))
        return out
    return gfx.made_once(("key-focus", tuple(size)), make)


def focus_label(words: str) -> pygame.Surface:
    """What the focused target does, on one line or, when long (a move that says
    where it goes), two; only what runs past two lines ends in an ellipsis."""
    def make():
        lines = list(theme.wrap(words, 14, 360, "semibold")) or [words]
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        imgs = [theme.text(theme.fit(line, 14, 360, "semibold"), 14, C.TEXT, "semibold") for line in lines[:2]]
        w, h = max(i.get_width() for i in imgs) + 20, 6 + 18 * len(imgs)
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((w, h), 12, RING_EDGE, RING, 1, alpha=235), (0, 0))
        for k, img in enumerate(imgs):
            out.blit(img, img.get_rect(center=(w // 2, 12 + 18 * k)))
        return out
    return gfx.made_once(("key-focus-words", words), make)
