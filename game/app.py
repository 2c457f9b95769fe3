"""The app: one window, one scene stack, one loop, one input path.

The window is opened once, with a 1280x720 logical canvas that SDL scales to
whatever size the window has (pygame.SCALED | pygame.RESIZABLE); it is never
re-created (a second set_mode with SCALED is known to break, see ANCHORS A4a):
fullscreen is toggled and the window resized on the existing window.

Every event goes the same way: `App.dispatch` handles the few app-wide keys
(F11 / Alt+Enter fullscreen, closing the window), then the scene stack passes it
from the top scene down. Each frame: events, update(dt), draw, flip.

A crash anywhere in that frame (an uncaught exception) writes a log with the
traceback to platformdirs' user log folder and replaces the whole stack with an
error scene that names the file. The game in progress is already autosaved by
its session after every move; the crash handler also waits for that write.
"""
from __future__ import annotations

import platform
import signal
import time
import traceback
import warnings
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterable

import platformdirs
import pygame

from . import audio, settings as settings_mod
from .audio import Audio
from .scene import SceneStack
from .settings import Settings
from .theme import LOGICAL_SIZE

APP_NAME = "MonsterIsles"
TITLE = "Monster Isles"
MAX_DT = 0.1        # a long stall (window dragged, debugger) is not a huge step
FPS = 60


def log_dir() -> Path:
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def write_crash_log(exc: BaseException, scenes: Iterable[str] = ()) -> Path:
    """Writes the traceback and a little context; returns the file's path."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    body = "\n".join([
        f"Monster Isles crashed at {datetime.now().isoformat(timespec='seconds')}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}",
        f"Scenes (bottom to top): {', '.join(scenes) or '-'}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
    ])
    for folder in (log_dir(), Path(platformdirs.user_cache_path(APP_NAME, appauthor=False))):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"crash-{stamp}.log"
            path.write_text(body, encoding="utf-8")
            return path
        except OSError:
            continue
    raise exc


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
        self.screen = self._open_window()
        pygame.display.set_caption(TITLE)
        self._set_icon()
        self._allow_small_windows()
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
    @staticmethod
    def _open_window() -> pygame.Surface:
        """The one set_mode of the process: a window already open at the logical
        size (a second App in the same process, as in tests) is reused."""
        existing = pygame.display.get_surface()
        if existing is not None and existing.get_size() == LOGICAL_SIZE:
            return existing
        with warnings.catch_warnings():
            # the dummy driver (tests, CI, --smoke) has no GPU renderer; that is fine
            warnings.filterwarnings("ignore", message="no fast renderer available")
            return pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)

    def _set_icon(self) -> None:
        from .art.icon import app_icon
        try:
            pygame.display.set_icon(app_icon(64))
        except pygame.error:
            pass

    def _allow_small_windows(self) -> None:
        """SCALED makes the logical size the window's minimum; half of it is
        still readable, and small screens need it."""
        win = self.window()
        if win is not None:
            try:
                win.minimum_size = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
            except (pygame.error, ValueError, TypeError):
                pass

    def window(self) -> pygame.Window | None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return None

    def is_fullscreen(self) -> bool:
        try:
            return bool(pygame.display.is_fullscreen())
        except (pygame.error, AttributeError):
            return False

    def _apply_fullscreen(self) -> None:
        want = bool(self.settings.fullscreen)
        if want == self.is_fullscreen():
            return
        try:
            pygame.display.toggle_fullscreen()
            self.display_problem = None
        except pygame.error as exc:   # the dummy driver (tests, CI) cannot do it
            self.display_problem = f"Fullscreen is not available here ({exc})."

    def _apply_window_size(self) -> None:
        if self.is_fullscreen():
            return
        win = self.window()
        if win is None:
            return
        w, h = self.settings.window_size
        try:
            # never larger than the screen (the dummy driver's "screen" is made up)
            desk = pygame.display.get_desktop_sizes()[0]
            scale = min(1.0, desk[0] * 0.95 / w, desk[1] * 0.9 / h)
            if scale < 1.0 and pygame.display.get_driver() != "dummy":
                w, h = int(w * scale), int(h * scale)
        except (pygame.error, IndexError):
            pass
        if tuple(win.size) != (w, h):
            try:
                win.size = (w, h)
                win.position = pygame.WINDOWPOS_CENTERED
            except (pygame.error, ValueError, TypeError):
                pass

    def apply_settings(self, initial: bool = False) -> None:
        """Makes the current settings take effect at once."""
        self._apply_fullscreen()
        self._apply_window_size()
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

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.settings.fullscreen)
        if self.settings.fullscreen and not self.is_fullscreen():
            self.settings.fullscreen = False   # it did not happen: do not remember it

    # -- navigation helpers used by many scenes ----------------------------------------------
    def open_settings(self) -> None:
        from .scenes.settings_scene import SettingsScene
        self.stack.push(SettingsScene(self))

    def open_rules(self, game_id: str | None = None) -> None:
        from .scenes.rules_scene import RulesScene
        self.stack.push(RulesScene(self, game_id))

    def go_to_title(self) -> None:
        from .scenes.title import TitleScene
        self.stack.reset(TitleScene(self))

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
        if event.type == pygame.QUIT:
            self.quit()
            return
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
            self.stack.update(min(dt, MAX_DT))
            self.stack.draw(self.screen)
        except Exception as exc:
            if self.strict:
                raise
            self.crash(exc)
        self.frames += 1
        if flip:
            pygame.display.flip()

    def step(self, dt: float = 1 / FPS, flip: bool = True) -> None:
        """One frame with the events waiting in pygame's queue (tests use this)."""
        self.frame(pygame.event.get(), dt, flip)

    def run(self) -> None:
        self._stop_on_sigterm()
        self.clock.tick()
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(pygame.event.get(), dt)
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
        from .scenes.error import ErrorScene
        now = time.monotonic()
        self._crashes = [t for t in self._crashes if now - t < 2.0] + [now]
        if len(self._crashes) >= 3 and isinstance(self.stack.top, ErrorScene):
            raise exc     # crashing over and over, even on the error scene: give up loudly
        names = [type(s).__name__ for s in self.stack]
        self.flush_sessions()
        path = write_crash_log(exc, names)
        self.last_crash_log = path
        summary = f"{type(exc).__name__}: {exc}"
        self.stack.reset(ErrorScene(self, path, summary))

    def call_safely(self, fn: Callable[[], None]) -> None:
        """Runs fn as part of a frame (a crash in it becomes the error scene)."""
        try:
            fn()
        except Exception as exc:
            if self.strict:
                raise
            self.crash(exc)
