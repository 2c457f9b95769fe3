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
            draw_arrow(surface, target.rect, clock,
                       [t.rect for t in self.key_focus.targets if t is not target and t.rect != target.rect])
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


#: the sides an arrow may point from, in the order they are tried: from above
#: (pointing down), below, the right and the left; each a unit step away from the target
ARROW_SIDES = ((0, -1), (0, 1), (1, 0), (-1, 0))
#: the top bar: an arrow from above must stay under it
TOP_BAR = 64


def arrow_side(rect: pygame.Rect, avoid: list[pygame.Rect], screen: pygame.Rect) -> tuple[int, int]:
    """The side the arrow points from: the first of ARROW_SIDES whose arrow
    covers none of the other things one may press (`avoid`) and stays on the
    screen (under the top bar); if every side covers something, the side that
    covers the least of them."""
    def box(side) -> pygame.Rect:            # the arrow, with a little room along its length
        return arrow_box(rect, side, 0.0).inflate((0, 8) if side[1] else (8, 0))

    def covered(side) -> int:
        b = box(side)
        return sum(c.width * c.height for c in (b.clip(r) for r in avoid))

    room = pygame.Rect(screen.left, screen.top + TOP_BAR, screen.width, screen.height - TOP_BAR)
    on_screen = [side for side in ARROW_SIDES if room.contains(box(side))] or [ARROW_SIDES[1]]
    # ARROW_SIDES' order breaks ties: min keeps the first of equals
    return min(on_screen, key=covered)


def arrow_box(rect: pygame.Rect, side: tuple[int, int], bob: float) -> pygame.Rect:
    """Where the arrow lies when it points at `rect` from `side`."""
    w, h = ARROW
    dx, dy = side
    if dy:
        tip = (rect.centerx, rect.top - 4 - bob if dy < 0 else rect.bottom + 4 + bob)
        return pygame.Rect(int(tip[0] - w / 2), int(tip[1] - h if dy < 0 else tip[1]), w, h)
    tip = (rect.right + 4 + bob if dx > 0 else rect.left - 4 - bob, rect.centery)
    return pygame.Rect(int(tip[0] if dx > 0 else tip[0] - h), int(tip[1] - w / 2), h, w)


def arrow_points(rect: pygame.Rect, side: tuple[int, int], bob: float) -> list[tuple[float, float]]:
    """The arrow's outline: its tip at the target's edge on `side`, its tail away from it."""
    w, h = ARROW
    dx, dy = side
    if dy:
        tip_x, tip_y = rect.centerx, (rect.top - 4 - bob if dy < 0 else rect.bottom + 4 + bob)
    else:
        tip_x, tip_y = (rect.right + 4 + bob if dx > 0 else rect.left - 4 - bob), rect.centery
    # the outline pointing down (tip at 0, 0, tail up), then turned to face the target from `side`
    shape = [(0, 0), (-w / 2, -h * 0.55), (-w / 5, -h * 0.55), (-w / 5, -h), (w / 5, -h), (w / 5, -h * 0.55),
             (w / 2, -h * 0.55)]
    px, py = -dx, -dy              # the way the arrow points: towards the target
    # a point `a` across and `b` along the down-pointing shape, along (px, py) instead
    return [(tip_x + a * py + b * px, tip_y - a * px + b * py) for a, b in shape]


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, clock: float,
               avoid: list[pygame.Rect] | None = None) -> None:
    """The white ring round the target and a small gold arrow pointing at it
    from the first side where it hides nothing else one may press (above it,
    else below, right, left), bobbing."""
    ring_rect = rect.inflate(12, 12)
    surface.blit(focus_ring(ring_rect.size), ring_rect.topleft)
    side = arrow_side(rect, avoid or [], surface.get_rect())
    bob = 4 * math.sin(clock * 5)
    points = arrow_points(rect, side, bob)
    pygame.draw.polygon(surface, C.GOLD, points)
    pygame.draw.polygon(surface, C.INK, points, 2)
