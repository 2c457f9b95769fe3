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
