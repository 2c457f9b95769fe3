"""The app's loop draws and presents only what changed (game/app.py): on a still
screen it waits for the next event or the next due time instead of ticking at
60 Hz. The loop runs here on a made-up clock (App.now, App.tick and
App.wait_for_event replaced), so nothing depends on how fast the machine is."""
from __future__ import annotations

import pygame
import pytest

from game.app import AMBIENT_SETTLE, App, WAIT_SLICE
from game.scenes.catalogue import open_scene
from game.storage.settings import Settings
from game.screen.tween import Tween
from game.ui.widget import TOOLTIP_DELAY


class FakeTime:
    """The loop's clocks on made-up time: a busy frame takes 1/60 s, a wait
    lasts its whole timeout unless an event is due before it ends."""

    def __init__(self, app: App) -> None:
        self.t = 0.0
        self.app = app
        self.events: list[tuple[float, pygame.event.Event]] = []
        self.waits: list[float] = []
        self.stop_at: float | None = None
        app.now = lambda: self.t
        app.tick = self.tick
        app.wait_for_event = self.wait
        app._active_at = self.t

    def tick(self) -> float:
        self.t += 1 / 60
        self._deliver()
        return 1 / 60

    def wait(self, seconds: float) -> None:
        self.waits.append(seconds)
        end = self.t + seconds
        due = [at for at, _ in self.events if at <= end]
        self.t = min(due) if due else end
        self._deliver()
        if self.stop_at is not None and self.t >= self.stop_at:
            self.app.running = False        # as the SIGTERM handler does

    def post_at(self, at: float, event_type: int, **attrs) -> None:
        self.events.append((at, pygame.event.Event(event_type, **attrs)))

    def _deliver(self) -> None:
        for at, ev in [e for e in self.events if e[0] <= self.t]:
            pygame.event.post(ev)
            self.events.remove((at, ev))

    def run_for(self, seconds: float, limit: int = 20000) -> int:
        """Turns the loop for `seconds` of made-up time; the frames presented."""
        start, before = self.t, self.app.presented
        self.app.running = True
        self.stop_at = start + seconds
        for _ in range(limit):
            if self.t >= start + seconds or not self.app.running:
                break
            self.app.turn()
        self.stop_at = None
        self.app.running = True
        return self.app.presented - before


@pytest.fixture
def loop(profile_dir):
    app = App(settings=Settings(), strict=True)
    pygame.event.clear()
    fake = FakeTime(app)
    yield app, fake
    app.flush_sessions()


def settle(fake: FakeTime, seconds: float = 5.0) -> None:
    fake.run_for(seconds)


def test_a_still_title_is_neither_drawn_nor_presented(loop):
    app, fake = loop
    app.go_to_title()
    settle(fake)            # the entrance's tweens end
    assert app.stack.is_still()
    assert fake.run_for(30.0) == 0


def test_the_entrance_tweens_are_drawn_every_frame_until_they_end(loop):
    app, fake = loop
    app.go_to_title()
    assert fake.run_for(0.5) >= 29      # 60 frames a second while the logo comes in


def test_a_running_tween_is_drawn_every_frame_and_keeps_its_length(loop):
    app, fake = loop
    app.go_to_title()
    settle(fake)
    seen: list[float] = []
    app.stack.top.anims.play(Tween(1.0, seen.append))
    shown = fake.run_for(1.5)
    assert 60 <= shown <= 64          # a frame each 1/60 s for the second it runs, then still
    assert seen[-1] == pytest.approx(1.0)
    assert fake.run_for(10.0) == 0


def test_an_event_wakes_the_waiting_loop_and_is_drawn(loop):
    app, fake = loop
    app.go_to_title()
    settle(fake)
    cont = app.stack.top.buttons["Settings"]
    fake.post_at(fake.t + 4.0, pygame.MOUSEMOTION, pos=cont.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    shown = fake.run_for(8.0)
    assert cont.hovered
    assert 1 <= shown <= 4                  # the hover is drawn, then the loop rests again
    assert fake.run_for(10.0) == 0


def test_a_hover_that_changes_the_picture_is_drawn_and_its_tooltip_opens_on_time(loop):
    app, fake = loop
    open_scene(app, "new-game")
    settle(fake)
    group = app.stack.top.ui
    tipped = next(w for w in group.widgets if w.visible and w.tooltip_text())
    fake.post_at(fake.t + 1.0, pygame.MOUSEMOTION, pos=tipped.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    fake.run_for(1.1)
    assert group._hover is tipped and app.stack.next_due() is not None
    before = app.presented
    fake.run_for(1.0)                       # the tooltip opens once its delay is over: a frame is due
    assert group._hover_time >= TOOLTIP_DELAY
    assert app.presented > before


def test_the_waiting_loop_wakes_when_a_timer_the_scene_shows_is_due(loop):
    app, fake = loop
    table = open_scene(app, "isle_of_monsters")
    settle(fake, AMBIENT_SETTLE + 3)
    drawn: list[float] = []
    present = app.window.present
    app.window.present = lambda flip=True: (drawn.append(fake.t), present(flip))
    table.say("Not now", 3.5)
    start = fake.t
    fake.run_for(6.0)
    assert table.message == ""              # gone when due, not at the next event
    assert drawn and all(t < start + 0.1 or t >= start + 3.5 for t in drawn)
    assert any(start + 3.5 <= t < start + 3.6 for t in drawn)
    assert len(drawn) <= 4


def test_every_wait_is_short_so_a_sigterm_stops_the_loop_at_once(loop):
    app, fake = loop
    app.go_to_title()
    settle(fake)
    fake.waits.clear()
    fake.run_for(5.0)
    assert fake.waits and max(fake.waits) <= WAIT_SLICE + 1e-9
    app.running = False                      # what the SIGTERM handler sets
    presented = app.presented
    app.turn()
    assert app.presented == presented


def test_a_glow_runs_a_few_seconds_after_input_then_rests_where_it_was(loop):
    app, fake = loop
    table = open_scene(app, "isle_of_monsters")
    assert table.ambient_motion()
    fake.post_at(fake.t + 0.1, pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0))
    shown = fake.run_for(AMBIENT_SETTLE - 0.5)
    assert shown >= 60 * (AMBIENT_SETTLE - 1)        # the pulse is drawn at full rate
    fake.run_for(1.5)
    clock = table.clock
    assert fake.run_for(20.0) == 0                   # then it rests
    assert table.clock == clock                      # its clock did not count the wait
    fake.post_at(fake.t + 0.5, pygame.MOUSEMOTION, pos=(310, 300), rel=(0, 0), buttons=(0, 0, 0))
    assert fake.run_for(1.5) >= 50                   # and resumes on input
    assert table.clock - clock < 1.5


def test_computer_players_keep_their_pace_while_the_loop_waits(loop):
    app, fake = loop
    info_table = open_scene(app, "isle_of_monsters")
    cls = type(info_table)
    table = app.stack.push(cls(app, cls.bench_session(1)))     # every seat a computer
    moves = len(table.session.actions)
    pause = table.scaled_ai_pause()
    table.anims.skip()
    table._ai_wait = pause
    app.step()
    app.step()                       # two still frames: the loop may rest during the pause
    app._active_at = fake.t - AMBIENT_SETTLE   # (and the glows have settled)
    fake.waits.clear()
    fake.run_for(pause * 0.9)
    assert len(table.session.actions) == moves      # not before its pause is over
    assert fake.waits                               # and the loop rested through it
    fake.run_for(pause * 0.1 + 5.0)
    assert len(table.session.actions) > moves        # and it played once it was
