"""The table kit's parts on their own: the choreographer's lookup table (an
event's class, or a base class, picks its animation; runs of 'together'
events play as one group), a tween's on_start, and a message that finds its
place when a button is in the way."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.table.animations import Choreographer
from game.table.hints import place_message
from game.table.stage import Stage
from game.screen.tween import Animator, Tween
from rules.core.contract import Event


@dataclass(frozen=True)
class Drawn(Event):
    n: int


@dataclass(frozen=True)
class Scored(Event):
    seat: int


@dataclass(frozen=True)
class BigScore(Scored):
    pass


@dataclass(frozen=True)
class Unseen(Event):
    pass


class Recorder(Choreographer):
    def __init__(self) -> None:
        super().__init__(Animator(), Stage())
        self.calls: list[tuple[str, int]] = []
        self.finished: list = []

    def drawn(self, ev, before, after) -> Tween:
        self.calls.append(("drawn", self.group_index()))
        return Tween(1.0)

    def scored(self, ev, before, after) -> None:
        self.calls.append(("scored", ev.seat))
        self.queue(Tween(1.0))

    def finish_move(self, events) -> None:
        self.finished.append(len(events))

    animations = {Drawn: drawn, Scored: scored}
    together = frozenset({Drawn})


def queued_groups(anims: Animator) -> list[int]:
    return [len(anims._current)] + [len(g) for g in anims._groups]


def test_runs_of_together_events_play_as_one_group_and_others_one_by_one():
    c = Recorder()
    c.play([Drawn(1), Drawn(2), Drawn(3), Scored(0), Unseen(), Drawn(4), BigScore(1)], None, None)
    assert c.calls == [("drawn", 0), ("drawn", 1), ("drawn", 2), ("scored", 0), ("drawn", 0), ("scored", 1)]
    assert queued_groups(c.anims) == [3, 1, 1, 1]        # the run of three flies together
    assert c.finished == [7]


def test_an_event_without_an_animation_queues_nothing():
    c = Recorder()
    c.play([Unseen()], None, None)
    assert not c.anims.busy and c.calls == []


def test_a_tween_starts_after_its_delay_and_a_skip_still_starts_it():
    log = []
    tw = Tween(1.0, lambda v: log.append(("at", v)), delay=0.5, on_start=lambda: log.append("start"),
               on_done=lambda: log.append("done"))
    tw.start(1.0, False)
    tw.update(0.25)
    assert log == []                                  # nothing before its delay
    tw.update(0.5)
    assert log[0] == "start" and log[1][0] == "at"
    skipped = []
    tw2 = Tween(1.0, delay=5.0, on_start=lambda: skipped.append("start"), on_done=lambda: skipped.append("done"))
    tw2.start(1.0, False)
    tw2.finish()
    assert skipped == ["start", "done"]


def test_a_message_with_no_room_above_a_button_goes_below_it():
    area = pygame.Rect(0, 60, 976, 660)
    wide = pygame.Rect(0, 70, 976, 200)               # a button across the top of the board
    layout = place_message("Nothing fits above this", (488, 200), area, [wide])
    assert area.contains(layout.rect) and not layout.rect.colliderect(wide)
    assert layout.rect.top >= wide.bottom
