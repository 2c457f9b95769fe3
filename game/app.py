"""The app: one window, one scene stack, one loop, one input path.

Every scene draws on a 1280x720 canvas (`App.screen`); game/window.py opens the
real window once and presents the canvas into it each frame, scaled and
letterboxed, whatever its size. The window changes size or fullscreen only when
the player asks (F11, the settings, dragging its edge); a dragged size is
remembered once the drag settles.

Every event goes the same way: `App.dispatch` handles the few app-wide keys
(F11 / Alt+Enter fullscreen, closing the window), then the scene stack passes it
from the top scene down. Mouse positions become canvas pixels there, before
any scene sees them. Each frame: events, update(dt), draw on the canvas,
present it in the window.

A crash anywhere in that frame (an uncaught exception) writes a log with the
traceback to platformdirs' user log folder and replaces the whole stack with an
error scene that names the file. The game in progress is already autosaved by
its session after every move; the crash handler also waits for that write.
"""
from __future__ import annotations

import signal
import time
from pathlib import Path
from typing import Callable, Iterable

import pygame

from . import audio, scenes, settings as settings_mod
from .art.icon import app_icon
from .audio import Audio
from .crash_log import APP_NAME, log_dir, write_crash_log
from .scene import Scene, SceneStack, make_scene
from .settings import Settings
from .window import open_window

__all__ = ["App", "APP_NAME", "log_dir", "write_crash_log", "scenes"]
TITLE = "Monster Isles"
MAX_DT = 0.1        # a long stall (window dragged, debugger) is not a huge step
FPS = 60


class App:
    def __init__(self, *, settings: Settings | None = None, settings_message: str | None = None,
                 strict: bool = False) -> None:
        """strict: let exceptions through instead of showing the error scene
        (the smoke run, the benchmark and most tests want to see them)."""
        pygame.display.init()
        pygame.font.init()
        if settings is None:
            settings, settings_message = settings_mod.load()
        self.settings = settings
        #: a message for the player about the settings file (shown on the title)
        self.settings_message = settings_message
        #: the real window; `screen` is the 1280x720 canvas every scene draws on
        self.window = open_window(settings.window_size, TITLE)
        self.screen = self.window.canvas
        self._set_icon()
        self.audio = Audio()
        audio.install(self.audio)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.strict = strict
        self.running = True
        self.display_problem: str | None = None
        self.last_crash_log: Path | None = None
        self.frames = 0
        self._crashes: list[float] = []
        self.apply_settings(initial=True)

    # -- the window ---------------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(app_icon(64))
        except pygame.error:
            pass

    def is_fullscreen(self) -> bool:
        return self.window.is_fullscreen()

    def set_fullscreen(self, on: bool) -> bool:
        """Switches fullscreen on or off; the setting (and the file) then say what
        the screen really shows, and are written only when that changed.
        Returns whether the screen shows what was asked."""
        problem = self.window.set_fullscreen(on)
        self.display_problem = problem
        shown = self.window.is_fullscreen()
        if self.settings.fullscreen != shown:
            self.settings.fullscreen = shown
            self.save_settings()
        return problem is None

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.window.is_fullscreen())

    def set_window_size(self, size: tuple[int, int]) -> str | None:
        """The player picked a window size: the window takes it (when not
        fullscreen) and it is remembered."""
        self.window.resize(tuple(size))
        return self.change_settings(window_size=tuple(size))

    def remember_window_size(self) -> None:
        """A size set by dragging the window's edge is kept, once the drag settled."""
        size = self.window.settled_size()
        if size is not None and tuple(self.settings.window_size) != size:
            self.settings.window_size = size
            self.save_settings()

    def apply_settings(self, initial: bool = False) -> None:
        """Makes the current settings take effect at once. The window is left as
        it is (its size and fullscreen change only when the player asks)."""
        if initial and self.settings.fullscreen:
            self.set_fullscreen(True)
        self.audio.apply(self.settings)

    def save_settings(self) -> str | None:
        """Writes the settings file; returns a problem in words, or None."""
        try:
            settings_mod.save(self.settings)
            return None
        except OSError as exc:
            return f"Settings could not be saved ({exc.strerror or exc})."

    def change_settings(self, **changes) -> str | None:
        for key, value in changes.items():
            setattr(self.settings, key, value)
        self.apply_settings()
        return self.save_settings()

    # -- opening scenes by name (game/scene.py's registry) --------------------------------------
    def make(self, name: str, *args, **kwargs) -> Scene:
        """A new scene of the kind registered as `name`, for this app."""
        return make_scene(name, self, *args, **kwargs)

    def open(self, name: str, *args, **kwargs) -> Scene:
        """Opens the scene registered as `name` over the current one."""
        return self.stack.push(self.make(name, *args, **kwargs))

    def open_settings(self) -> None:
        self.open("settings")

    def open_rules(self, game_id: str | None = None) -> None:
        self.open("rules", game_id)

    def go_to_title(self) -> None:
        self.stack.reset(self.make("title"))

    def quit(self) -> None:
        self.flush_sessions()
        self.running = False

    def flush_sessions(self) -> None:
        for scene in self.stack:
            session = getattr(scene, "session", None)
            if session is not None:
                try:
                    session.flush()
                except Exception:  # a failing disk must not stop the quit or the crash screen
                    pass

    # -- one frame ---------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Every event comes here first; mouse positions become canvas pixels."""
        self.window.note_event(event)
        event = self.window.to_canvas_event(event)
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST):
            self.audio.focus(event.type == pygame.WINDOWFOCUSGAINED)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT):
                self.toggle_fullscreen()
                return
        self.stack.handle_event(event)

    def frame(self, events: Iterable[pygame.event.Event], dt: float, flip: bool = True) -> None:
        """Events, update, draw (and flip). A crash becomes the error scene."""
        try:
            for event in events:
                self.dispatch(event)
                if not self.running:
                    return
            self.remember_window_size()
            self.stack.update(min(dt, MAX_DT))
            self.audio.follow(self.stack)
            self.stack.draw(self.screen)
        except Exception as exc:
            if self.strict:
                raise
            self.crash(exc)
        self.frames += 1
        self.window.present(flip)

    def step(self, dt: float = 1 / FPS, flip: bool = True) -> None:
        """One frame with the events waiting in pygame's queue (tests use this)."""
        self.frame(pygame.event.get(), dt, flip)

    def run(self, after_first_frame: Callable[[], None] | None = None) -> None:
        """The loop, until the player quits. after_first_frame: called once the
        first frame is on the screen (work the first frame need not wait for)."""
        self._stop_on_sigterm()
        self.clock.tick()
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(pygame.event.get(), dt)
            if after_first_frame is not None:
                then, after_first_frame = after_first_frame, None
                self.call_safely(then)
        self.flush_sessions()

    def _stop_on_sigterm(self) -> None:
        """SIGTERM (a logout, a system shutdown, `kill`) ends the loop at the
        end of the frame, and run() then waits for the autosave: SDL alone only
        queues a quit event that a busy frame may never reach."""
        try:
            signal.signal(signal.SIGTERM, lambda _sig, _frame: setattr(self, "running", False))
        except (ValueError, OSError, AttributeError):   # not the main thread, or no SIGTERM here
            pass

    # -- when something breaks ---------------------------------------------------------------
    def crash(self, exc: BaseException) -> None:
        now = time.monotonic()
        self._crashes = [t for t in self._crashes if now - t < 2.0] + [now]
        if len(self._crashes) >= 3 and getattr(self.stack.top, "name", None) == "error":
            raise exc     # crashing over and over, even on the error scene: give up loudly
        names = [type(s).__name__ for s in self.stack]
        self.flush_sessions()
        path = write_crash_log(exc, names)
        self.last_crash_log = path
        summary = f"{type(exc).__name__}: {exc}"
        self.stack.reset(self.make("error", path, summary))

    def call_safely(self, fn: Callable[[], None]) -> None:
        """Runs fn as part of a frame (a crash in it becomes the error scene)."""
        try:
            fn()
        except Exception as exc:
            if self.strict:
                raise
            self.crash(exc)
