"""At every step of each guided game, the arrow (wherever it bobs) and the
ring round its target cover no drawn words (the font layer's record of what
one frame drew, game/screen/text_record.py), no enabled button, no other target (or,
for a hex's neighbour, whose box overlaps the target's, the point one presses it); the target's own words, inside it, are its own.
Where every arrow would hide something the ring alone shows the target."""
from __future__ import annotations

import pygame
import pytest

from game.screen import text_record
from game.guide import COURSES, start_guided_game
from game.ui import Button
from tests.guide.follow import follow_guide
from tests.table_driver import running_app


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def ring_band(ring: pygame.Rect, target: pygame.Rect) -> list[pygame.Rect]:
    return [pygame.Rect(ring.left, ring.top, ring.w, target.top - ring.top),
            pygame.Rect(ring.left, target.bottom, ring.w, ring.bottom - target.bottom),
            pygame.Rect(ring.left, target.top, target.left - ring.left, target.h),
            pygame.Rect(target.right, target.top, ring.right - target.right, target.h)]


def covered_words(app, table, target) -> list[str]:
    """What the arrow and ring at `target` cover in this frame, in words."""
    with text_record.recording():
        canvas = text_record.TrackedSurface(app.screen.get_size())
        app.stack.draw(canvas)
        inks = list(canvas.inks)
        ring, arrow, _ = table.guide_marks(canvas, target)
    marks = [arrow] + [b for b in ring_band(ring, target.rect) if b.w > 0 and b.h > 0]
    out = []
    for ink in inks:
        box = pygame.Rect(text_record._whole(ink.rect))
        if target.rect.contains(box) or not box.w or not box.h:
            continue                    # the target's own words
        if any(m.colliderect(box) for m in marks):
            out.append(f"{ink.text!r} at {tuple(box)}")
    # another control is hidden when a mark lies on it; one whose box overlaps the target's (a hex's
    # neighbours) only when a mark lies on the place one presses it (its point, a finger's breadth round)
    presses = [pygame.Rect(0, 0, 12, 12).move(t.click_point()[0] - 6, t.click_point()[1] - 6)
               if t.rect.colliderect(target.rect) else t.rect
               for t in table.key_focus.targets if t is not target and t.rect != target.rect]
    presses += [w.rect for w in table.ui.widgets if isinstance(w, Button) and w.visible and w.enabled
                and w.rect != target.rect]
    out += [f"a control at {tuple(c)}" for c in presses if any(m.colliderect(c) for m in marks)]
    return out


@pytest.mark.slow          # each records every text of a frame at every step: 8-13 s a game
@pytest.mark.parametrize("game_id", sorted(COURSES))
def test_the_arrow_and_ring_cover_no_words_and_no_other_control_at_any_step(app, game_id):
    table = start_guided_game(app, game_id)
    problems: dict[str, list[str]] = {}
    looked: set[tuple] = set()

    def watch(table, target):
        step = table.guide.step.name
        if (step, target.key) in looked:
            return
        looked.add((step, target.key))
        hidden = covered_words(app, table, target)
        if hidden:
            problems.setdefault(f"{step} ({target.words})", hidden)
    follow_guide(app, table, "click", watch=watch)
    assert table.guide.finished
    assert not problems, problems
