"""The guided first game at a table: the guide panel that explains each step as
it comes, and the arrow at what to press.

The steps are data (game/guide/: a `GuideScript` per game). The guide follows
the game: while the person learning must act, the next step of the script
comes as soon as its trigger holds on their view, and a step gives way to the
next only once they have made a move (so each step is read before it goes).
The arrow points at the table's key target (game/table/focus.py) of the first
kind the step names; the kit's glow already lights every legal one. The game
itself is the real one, under the real rules; the guide only talks and points.

`GuideControl` is a part of TableScene; it expects the scene's `ui`, `session`,
`view`, `input_seat()`, `anims` and `key_focus`.
"""
from __future__ import annotations

import math

import pygame

from .. import gfx, theme
from ..guide.script import GuideScript, GuideStep, kinds_of
from ..theme import C
from ..ui import Button
from .areas import LOG_RECT
from .focus import KeyTarget, focus_ring

PANEL = pygame.Rect(LOG_RECT.x + 8, LOG_RECT.y + 8, LOG_RECT.w - 16, 300)
TEXT_SIZE = 15
ARROW = (20, 22)


def target_kind(target: KeyTarget) -> str:
    """A target's kind: the class name of its action, the first word of its key,
    or "button:" and a button's words."""
    key = target.key
    if isinstance(key, tuple) and key and key[0] == "button":
        return f"button:{target.words}"
    if isinstance(key, tuple) and key and isinstance(key[0], str):
        return key[0]
    return type(key).__name__


class Guide:
    """Where a guided game has got to in its script."""

    def __init__(self, script: GuideScript) -> None:
        self.script = script
        self.index = -1                 # the step shown (-1: none yet)
        self.moves_at_step = 0          # the moves made when it came
        self.seen: list[str] = []
        self.finished = False           # every step came, and a move was made after the last
        #: the step shown no longer fits the position (a move was made; the next has not come)
        self.waiting = False

    @property
    def step(self) -> GuideStep | None:
        return self.script.steps[self.index] if self.index >= 0 else None

    def follow(self, view, seat: int, legal, moves: int) -> None:
        """The person learning must act (nothing moves): the next step comes
        when its trigger holds and a move was made since this one came."""
        if self.finished:
            return
        if self.index >= 0 and moves <= self.moves_at_step:
            return
        if self.index + 1 >= len(self.script.steps):
            self.finished = True
            return
        kinds = kinds_of(legal)
        nxt = self.script.steps[self.index + 1]
        if nxt.when(view, seat, kinds):
            self.index += 1
            self.moves_at_step = moves
            self.seen.append(nxt.name)
            self.waiting = False
        else:
            self.waiting = self.index >= 0 and not self.step.when(view, seat, kinds)

    def pointed(self, targets: list[KeyTarget]) -> KeyTarget | None:
        """The target the arrow points at: the first of the step's kinds found."""
        step = self.step
        if step is None or self.finished:
            return None
        for kind in step.point:
            for t in targets:
                if target_kind(t) == kind:
                    return t
        return None

    def words(self) -> tuple[str, str]:
        """The panel's title and text now."""
        if self.finished:
            return "You know the round", self.script.end_text
        step = self.step
        if step is None:
            return "Learn to play", "The computer players are moving; your first step comes in a moment."
        if self.waiting:
            nxt = self.script.steps[self.index + 1]
            return "Play on", (f"Play as you like for now: what glows may be chosen. The next step, "
                               f"\"{nxt.title}\", comes as soon as the game offers it.")
        return step.title, step.text


class GuideControl:
    def init_guide(self) -> None:
        self.guide: Guide | None = None
        self.guide_button = self.ui.add(Button((PANEL.right - 112, PANEL.bottom - 40, 102, 30), "Guide off",
                                               self.guide_off, style="secondary", font_size=15,
                                               tooltip="Switch the guide off and play the game on as usual"))
        self.guide_button.visible = False

    def start_guide(self, script: GuideScript) -> None:
        self.guide = Guide(script)
        self.guide_button.visible = True

    def guide_off(self) -> None:
        self.guide = None
        self.guide_button.visible = False

    def follow_guide(self) -> None:
        guide = self.guide
        if guide is None:
            return
        seat = self.input_seat()
        if seat is not None and not self.anims.busy:
            view = self.view
            guide.follow(view, seat, view.legal_actions(seat), len(self.session.actions))
        if guide.finished:
            self.guide_button.label = "Close guide"

    def guide_target(self) -> KeyTarget | None:
        """What the arrow points at now (None: no guide, or nothing to point at)."""
        if self.guide is None or self.input_seat() is None or self.anims.busy:
            return None
        return self.guide.pointed(self.key_focus.targets)

    def draw_guide(self, surface: pygame.Surface, clock: float) -> None:
        guide = self.guide
        if guide is None:
            return
        target = self.guide_target()
        if target is not None:
            draw_arrow(surface, target.rect, clock)
        title, text = guide.words()
        gfx.panel(surface, PANEL, fill=((40, 34, 18), (24, 20, 10)), border=C.GOLD, radius=14, alpha=255)
        n = len(guide.script.steps)
        count = "" if guide.finished else f"Step {max(1, guide.index + 1)} of {n}"
        head = theme.text(theme.fit(title, 19, PANEL.w - 90, "heading"), 19, C.GOLD, "heading")
        surface.blit(head, (PANEL.x + 12, PANEL.y + 10))
        if count:
            c = theme.text(count, 13, C.TEXT_DIM, "semibold")
            surface.blit(c, c.get_rect(topright=(PANEL.right - 12, PANEL.y + 14)))
        area = pygame.Rect(PANEL.x + 12, PANEL.y + 42, PANEL.w - 24, PANEL.h - 92)
        theme.draw_wrapped(surface, text, area, TEXT_SIZE, C.TEXT)
        self.guide_button.draw(surface)         # over the panel (it lies over the log)


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, clock: float) -> None:
    """The white ring round the target and a small gold arrow over it (under it,
    when the target is near the top), bobbing."""
    ring_rect = rect.inflate(12, 12)
    surface.blit(focus_ring(ring_rect.size), ring_rect.topleft)
    bob = 4 * math.sin(clock * 5)
    w, h = ARROW
    down = rect.top - h - 8 > 64
    tip_y = rect.top - 4 - bob if down else rect.bottom + 4 + bob
    base_y = tip_y - h if down else tip_y + h
    x = rect.centerx
    points = [(x, tip_y), (x - w / 2, base_y + (h * 0.45 if down else -h * 0.45)),
              (x - w / 5, base_y + (h * 0.45 if down else -h * 0.45)), (x - w / 5, base_y),
              (x + w / 5, base_y), (x + w / 5, base_y + (h * 0.45 if down else -h * 0.45)),
              (x + w / 2, base_y + (h * 0.45 if down else -h * 0.45))]
    pygame.draw.polygon(surface, C.GOLD, points)
    pygame.draw.polygon(surface, C.INK, points, 2)
