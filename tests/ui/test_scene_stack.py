"""The scene stack: push/pop/replace keep pause and resume symmetric, transparent
scenes draw over the ones below, and events really travel down the chain."""
import gc
import weakref

import pygame

from game.screen import memory
from game.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, transparent=False, passes=True):
        super().__init__(None)
        self.name = name
        self.log = log
        self.transparent = transparent
        self.passes = passes
        self.seen = []

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        super().pause()
        self.log.append(f"{self.name}.pause")

    def resume(self):
        super().resume()
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        self.seen.append(event.type)
        return event if self.passes else None

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def _calls(log, name):
    return [e.split(".")[1] for e in log if e.startswith(name + ".") and not e.endswith("draw")]


def test_pause_and_resume_alternate_for_every_scene():
    log = []
    stack = SceneStack()
    a, b, c, d = (Recorder(n, log) for n in "abcd")
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.push(d)
    stack.pop()
    stack.pop()
    stack.reset(Recorder("e", log))
    for name in "abcd":
        calls = [x for x in _calls(log, name) if x in ("pause", "resume")]
        assert calls, name
        assert calls[0] == "resume"
        assert all(calls[i] != calls[i + 1] for i in range(len(calls) - 1)), (name, calls)
        assert calls[-1] == "pause"
    assert _calls(log, "a") == ["enter", "resume", "pause", "resume", "pause", "exit"]
    assert _calls(log, "b") == ["enter", "resume", "pause", "exit"]


def test_replace_swaps_only_the_top_scene():
    log = []
    stack = SceneStack()
    a, b, c = (Recorder(n, log) for n in "abc")
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.replace(c)
    assert stack.scenes == [a, c]
    assert log == ["b.pause", "b.exit", "c.enter", "c.resume"]


def test_an_event_passed_on_by_a_transparent_scene_reaches_the_scene_below():
    log = []
    stack = SceneStack()
    bottom = Recorder("bottom", log, passes=False)
    top = Recorder("top", log, transparent=True, passes=True)
    stack.push(bottom)
    stack.push(top)
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    assert stack.handle_event(ev) is None
    assert top.seen == [pygame.KEYDOWN]
    assert bottom.seen == [pygame.KEYDOWN]


def test_an_event_used_by_the_top_scene_goes_no_further():
    log = []
    stack = SceneStack()
    bottom = Recorder("bottom", log)
    top = Recorder("top", log, passes=False)
    stack.push(bottom)
    stack.push(top)
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert top.seen and not bottom.seen


def test_an_opaque_scene_that_does_not_use_an_event_keeps_it_from_the_scenes_it_hides():
    """A click on a table's empty cloth never reaches the title under it."""
    stack = SceneStack()
    hidden, table, menu = Recorder("title", []), Recorder("table", []), Recorder("menu", [], transparent=True)
    for scene in (hidden, table, menu):
        stack.push(scene)
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(547, 674), button=1)
    assert stack.handle_event(ev) is ev
    assert menu.seen == table.seen == [pygame.MOUSEBUTTONDOWN]
    assert hidden.seen == []


def test_an_event_nobody_uses_comes_back_from_the_chain():
    stack = SceneStack()
    for n in "abc":
        stack.push(Recorder(n, [], transparent=n != "a"))
    ev = pygame.event.Event(pygame.USEREVENT, x=1)
    assert stack.handle_event(ev) is ev
    assert all(s.seen == [pygame.USEREVENT] for s in stack)


def test_a_scene_removed_while_an_event_travels_does_not_see_it():
    log = []
    stack = SceneStack()
    bottom = Recorder("bottom", log)
    middle = Recorder("middle", log)

    class Closer(Recorder):
        def handle_event(self, event):
            self.seen.append(event.type)
            stack.pop()          # closes itself
            stack.pop()          # and the middle scene
            return event

    stack.push(bottom)
    stack.push(middle)
    stack.push(Closer("top", log, transparent=True))
    stack.handle_event(pygame.event.Event(pygame.USEREVENT))
    assert middle.seen == []
    assert bottom.seen == [pygame.USEREVENT]


def test_transparent_scenes_draw_over_the_scene_below_and_opaque_ones_hide_it():
    log = []
    stack = SceneStack()
    stack.push(Recorder("base", log))
    stack.push(Recorder("page", log))
    stack.push(Recorder("menu", log, transparent=True))
    stack.push(Recorder("dialog", log, transparent=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["page.draw", "menu.draw", "dialog.draw"]


def test_only_the_top_scene_updates():
    class Ticker(Recorder):
        def update(self, dt):
            self.log.append(f"{self.name}.update")

    log = []
    stack = SceneStack()
    stack.push(Ticker("under", log))
    stack.push(Ticker("over", log, transparent=True))
    log.clear()
    stack.update(0.016)
    assert log == ["over.update"]


class Page(Scene):
    """A page holding a picture and a cycle back to itself, as real pages do
    (their buttons' callbacks are their own methods)."""

    def __init__(self, transparent=False):
        super().__init__(None)
        self.transparent = transparent
        self.picture = pygame.Surface((64, 64))
        self.me = self


def _closed_with_collector_off(close):
    """Whether a page closed by `close(stack)` is gone by the next frame, with
    the automatic collector off (so only the stack's own collection frees it)."""
    stack = SceneStack()
    stack.push(Page())
    page = Page()
    stack.push(page)
    gone = weakref.ref(page)
    del page
    was = gc.isenabled()
    gc.disable()
    try:
        close(stack)
        stack.update(1 / 60)
        return gone() is None
    finally:
        if was:
            gc.enable()


def test_a_closed_page_lets_go_of_its_pictures_by_the_next_frame_by_pop_replace_and_reset():
    assert _closed_with_collector_off(lambda st: st.pop())
    assert _closed_with_collector_off(lambda st: st.replace(Page()))
    assert _closed_with_collector_off(lambda st: st.reset(Page()))


def test_a_page_opened_after_the_start_up_is_frozen_still_lets_go_when_it_closes():
    before = gc.get_freeze_count()
    memory.settle_start_up()
    assert gc.get_freeze_count() >= before
    assert _closed_with_collector_off(lambda st: st.pop())
    assert _closed_with_collector_off(lambda st: st.reset(Page()))


def test_closing_an_overlay_does_not_stop_for_a_collection():
    stack = SceneStack()
    stack.push(Page())
    stack.push(Page(transparent=True))
    passes = gc.get_stats()[2]["collections"]
    stack.pop()
    stack.update(1 / 60)
    assert gc.get_stats()[2]["collections"] == passes


def test_the_loop_calls_its_after_first_frame_work_once_the_first_frame_is_drawn(app):
    """main.py starts the computer players' helper this way, so its start-up
    does not hold up the title's first frame."""
    calls = []
    frames_before = app.frames

    def after():
        calls.append(app.frames - frames_before)
        if len(calls) == 1:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(after_first_frame=after)
    assert calls == [1]


def test_a_click_on_a_tables_cloth_where_the_title_has_a_button_stays_at_the_table(profile_dir):
    """The title lies under every table it opened: a click on the table where
    nothing takes it (here, the cloth over the title's Replays button) does
    nothing, instead of opening the Replays page over the game."""
    from tests.table_driver import click, new_session, open_table, running_app
    for app in running_app():
        title = app.stack.top
        replays = title.buttons["Replays"].rect
        table = open_table(app, new_session("king_of_monster_island", "ha", autosave=False))
        for _ in range(600):                # past the opening Boss Phase, to the person's roll
            if not table.anims.busy and table.input_seat() is not None:
                break
            app.step(0.1)
        assert table.input_seat() is not None
        spot = (replays.centerx, replays.top + 4)      # between the tray's buttons and its edge: no control
        assert not any(w.rect.collidepoint(spot) for w in table.ui.widgets if w.visible)
        click(app, spot, frames=3)
        assert app.stack.top is table
