"""Following a guided game as a new player does: at each moment the person
must act, press what the guide's arrow points at (by a click at its pixel
through the app's event dispatch, or by Tab and Space), else what Enter
presses, else the first thing one may press; a move waiting on the Confirm bar
is confirmed the same way. Records, for each step, the person's moves made
while it was shown, and the kinds of decision the game offered them."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tests.keys.driver import choices, key, tab_to
from tests.table_driver import click, settle

#: the most moves of the person's a step may stay on the panel
MOST_MOVES = 12


@dataclass
class Followed:
    #: the person's moves made while each step was shown, by step name
    moves_at: dict[str, int] = field(default_factory=dict)
    #: the class names of every action the rules offered the person
    offered: set[str] = field(default_factory=set)
    presses: int = 0


def learner_moves(table) -> int:
    seat = table.guide.seat
    return sum(1 for s, _a in table.session.actions if s == seat)


def press(app, table, target, by: str) -> None:
    if by == "click":
        click(app, target.click_point())
    else:
        tab_to(app, table, target)
        key(app, pygame.K_SPACE)


def confirm(app, table, by: str) -> None:
    if by == "click":
        click(app, table.confirm.confirm_button.rect.center)
    else:
        key(app, pygame.K_RETURN)


def step_once(app, table, by: str, record: Followed, watch=None) -> bool:
    """One press of the follower's; False once the guide has ended or the game left."""
    settle(app, table)
    if table not in app.stack or table.guide is None or table.guide.finished:
        return False
    app.step(flip=False)
    guide = table.guide
    if guide.finished:
        return False
    if table.confirm.planned is not None:
        confirm(app, table, by)
        return True
    seat = table.input_seat()
    if seat is None:
        return True
    record.offered |= {type(a).__name__ for a in table.view.legal_actions(seat)}
    shown = guide.step.name if guide.step is not None else None
    before = learner_moves(table)
    pointed = table.guide_target()
    if watch is not None and pointed is not None:
        watch(table, pointed)
    target = pointed or table.confirm_target() or choices(table)[0]
    press(app, table, target, by)
    record.presses += 1
    if shown is not None and learner_moves(table) > before:
        record.moves_at[shown] = record.moves_at.get(shown, 0) + 1
    return True


def follow_guide(app, table, by: str, limit: int = 700, record: Followed | None = None, watch=None) -> Followed:
    """`watch(table, target)` is called before each press of what the arrow points at."""
    record = record or Followed()
    for _ in range(limit):
        if not step_once(app, table, by, record, watch):
            return record
    raise AssertionError(f"the guide never ended: it reached {table.guide.seen}")


@dataclass
class Lessons:
    """What following a game's lessons found, lesson by lesson (by name)."""
    #: the steps each lesson showed, in the order shown
    seen: dict[str, list[str]] = field(default_factory=dict)
    #: (lesson, step) where a step was shown with nothing pointed at though its words do not say
    #: the player may choose freely
    unpointed: list[tuple[str, str]] = field(default_factory=list)
    #: (lesson, step) where the panel covered what the arrow pointed at
    covered: list[tuple[str, str]] = field(default_factory=list)
    #: (lesson, claim) for each claim the state did not bear out once the lesson was done
    false: list[tuple[str, str]] = field(default_factory=list)
    #: the step numbers the panel showed, in the order shown, by lesson
    numbers: dict[str, list[int]] = field(default_factory=dict)
    tables: list = field(default_factory=list)
    presses: int = 0


def follow_lessons(app, game_id: str, by: str = "click", limit: int = 900, verbose: bool = False) -> Lessons:
    """Takes a game's lessons one after another from the first, by pressing what
    the arrow points at (what Enter presses or the first thing that glows only
    where no step is shown), then the panel's Next lesson; stops once the last
    lesson's steps are done (it plays on)."""
    from game.guide import start_lesson
    from game.table.guide import PANEL
    found = Lessons()
    table = start_lesson(app, game_id, 0)

    def watch(t, target):
        guide = t.guide
        if guide.step is not None and target.rect.colliderect(PANEL):
            found.covered.append((guide.script.name, guide.step.name))

    while True:
        lesson = table.guide.script
        found.tables.append(table)
        record = Followed()
        numbers: list[int] = []
        for _ in range(limit):
            if table.guide is not None and table.guide.finished:
                break
            settle(app, table)
            app.step(flip=False)
            guide = table.guide
            if guide is not None and guide.step is not None and table.input_seat() is not None:
                n = guide.step_number()
                if not numbers or numbers[-1] != n:
                    numbers.append(n)
                if table.guide_target() is None and not guide.step.free and table.confirm.planned is None:
                    found.unpointed.append((lesson.name, guide.step.name))
            if not step_once(app, table, by, record, watch):
                break
        else:
            raise AssertionError(f"lesson {lesson.name} never ended: it reached {table.guide.seen}")
        guide = table.guide
        assert guide is not None and guide.finished, f"lesson {lesson.name} stopped at {guide and guide.seen}"
        found.presses += record.presses
        found.seen[lesson.name] = list(guide.seen)
        found.numbers[lesson.name] = numbers
        for claim in lesson.claims:
            if not claim.holds(guide.done_state):
                found.false.append((lesson.name, claim.says))
        if verbose:
            print(lesson.name, guide.seen, numbers, record.presses)
        if guide.last:
            return found
        app.step(flip=False)
        assert table.next_button.visible, f"lesson {lesson.name} done without a Next lesson button"
        click(app, table.next_button.rect.center)
        new = app.stack.top
        assert new is not table and new.guide is not None, "Next lesson opened no lesson"
        table = new
