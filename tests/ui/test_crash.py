"""A crash anywhere in a frame writes a log with the traceback and shows an error
scene naming that file, with ways back to the title and out."""
import platformdirs
import pygame

from game import scene as scene_mod
from game.app import App
from game.scene import Scene
from game.scenes.error import ErrorScene
from game.scenes.title import TitleScene
from game.session import GameSession, SeatConfig
from game.storage.settings import Settings
from tests.ui.conftest import click, key
from tests.ui.toy_table import TOY_INFO, ToyTable


class Exploding(Scene):
    def __init__(self, app, where):
        super().__init__(app)
        self.where = where

    def update(self, dt):
        if self.where == "update":
            raise ZeroDivisionError("the volcano divided by zero")

    def draw(self, surface):
        if self.where == "draw":
            raise KeyError("no such monster")

    def handle_event(self, event):
        if self.where == "event" and event.type == pygame.KEYDOWN:
            raise ValueError("a key too far")
        return event


def crash_app(profile_dir):
    app = App(settings=Settings(), strict=False)
    pygame.event.clear()
    app.go_to_title()
    return app


def test_a_crash_in_update_writes_a_log_and_shows_the_error_scene(profile_dir):
    app = crash_app(profile_dir)
    app.stack.push(Exploding(app, "update"))
    app.step()
    scene = app.stack.top
    assert isinstance(scene, ErrorScene)
    assert len(app.stack) == 1
    log = scene.log_path
    assert log.parent == platformdirs.user_log_path("MonsterIsles", appauthor=False)
    text = log.read_text()
    assert "Traceback" in text and "ZeroDivisionError: the volcano divided by zero" in text
    assert "Exploding" in text
    assert "ZeroDivisionError" in scene.summary
    app.step()      # the error scene draws fine


def test_crashes_in_drawing_and_in_event_handling_are_caught_too(profile_dir):
    app = crash_app(profile_dir)
    app.stack.push(Exploding(app, "draw"))
    app.step()
    assert isinstance(app.stack.top, ErrorScene) and "KeyError" in app.stack.top.log_path.read_text()
    app.go_to_title()
    app.stack.push(Exploding(app, "event"))
    key(app, pygame.K_a)
    assert isinstance(app.stack.top, ErrorScene) and "a key too far" in app.stack.top.log_path.read_text()


def test_the_error_scene_leads_back_to_the_title(profile_dir):
    app = crash_app(profile_dir)
    app.stack.push(Exploding(app, "update"))
    app.step()
    click(app, app.stack.top.title_button.rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_the_error_scene_can_quit(profile_dir):
    app = crash_app(profile_dir)
    app.stack.push(Exploding(app, "update"))
    app.step()
    click(app, app.stack.top.quit_button.rect.center)
    assert not app.running


def test_a_crash_mid_game_leaves_the_game_autosaved(profile_dir, monkeypatch):
    from rules.core import registry
    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS + ("secret_bids",))
    monkeypatch.setitem(registry._cache, "secret_bids", TOY_INFO)
    app = crash_app(profile_dir)
    session = GameSession.new(TOY_INFO, {"cards": 5}, [SeatConfig("Ana"), SeatConfig("Robo", "ai", colour=1)],
                             seed=3)
    table = app.stack.push(ToyTable(app, session))
    table.hold_ai(60.0)
    session.apply(0, session.state.legal_actions(0)[0])

    def broken(surface, view):
        raise RuntimeError("the board fell into the sea")
    table.draw_board = broken
    app.step()
    assert isinstance(app.stack.top, ErrorScene)
    from game.storage import saves
    rec = saves.newest()
    assert rec is not None and rec.game_id == "secret_bids"
    assert len(saves.load_save(rec.path).actions) == 1


def test_strict_mode_lets_the_exception_through(profile_dir):
    app = App(settings=Settings(), strict=True)
    app.stack.reset(Exploding(app, "update"))
    try:
        app.step()
    except ZeroDivisionError:
        pass
    else:
        raise AssertionError("strict mode swallowed the exception")


def test_a_crash_on_the_way_back_from_the_error_scene_shows_a_new_error_scene(profile_dir, monkeypatch):
    app = crash_app(profile_dir)
    app.stack.push(Exploding(app, "update"))
    app.step()
    first = app.stack.top

    def broken_title():
        raise OSError("the title fell into the sea")
    monkeypatch.setattr(app, "go_to_title", broken_title)
    first.title_button.on_click = app.go_to_title
    click(app, first.title_button.rect.center)
    second = app.stack.top
    assert isinstance(second, ErrorScene) and second is not first
    assert "the title fell into the sea" in second.log_path.read_text()


def test_an_error_scene_that_keeps_failing_gives_up_loudly(profile_dir, monkeypatch):
    app = crash_app(profile_dir)

    class BrokenError(ErrorScene):
        def draw(self, surface):
            raise RuntimeError("even the error scene is broken")
    monkeypatch.setitem(scene_mod._SCENES, "error", BrokenError)   # the app opens "error" by name
    app.stack.push(Exploding(app, "update"))
    raised = False
    try:
        for _ in range(5):
            app.step()
    except RuntimeError:
        raised = True
    assert raised
