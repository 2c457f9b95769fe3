"""The app: one window, one scene stack, one loop, one input path.

Every scene draws on a 1280x720 canvas (`App.screen`); game/screen/window.py opens the
real window once and presents the canvas into it each frame, scaled and
letterboxed, whatever its size. The window changes size or fullscreen only when
the player asks (F11, the settings, dragging its edge); a dragged size is
remembered once the drag settles.

Every event goes the same way: `App.dispatch` handles the few app-wide keys
(F11 / Alt+Enter fullscreen, closing the window), then the scene stack passes it
from the top scene down. Mouse positions become canvas pixels there, before
any scene sees them. Each frame: events, update(dt), draw on the canvas,
present it in the window.

A still screen costs nothing: once the top scene has drawn STILL_FRAMES
frames in a row that it calls still (no tween, no flight, no timer shown, no
computer thinking: Scene.is_still), the loop stops drawing and presenting
and waits for the next event, or for the moment the scene said something is
due (Scene.next_due: a message that goes, a tooltip that opens, a computer's
pause that ends). The time waited then passes for the scene's timers in one
update, before the events that ended the wait. An ambient motion (a target's
glow, the curtain's shimmer: Scene.ambient_motion) runs for AMBIENT_SETTLE
seconds after the last input or movement, then rests where it is (the time
waited passes for timers only: Scene.catch_up) and resumes on the next input. The
wait is made of WAIT_SLICE-long waits, so SIGTERM still ends the loop at once.

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

from rules.core.i18n import _

from . import audio, language, scenes
from .screen import gfx
from .storage import settings as settings_mod
from .art.icon import app_icon
from .audio import Audio
from .storage.crash_log import APP_NAME, log_dir, write_crash_log
from .scene import Scene, SceneStack, make_scene
from .storage.settings import Settings
from .screen.window import open_window

__all__ = ["App", "APP_NAME", "log_dir", "write_crash_log", "scenes"]
TITLE = "Monster Isles"
MAX_DT = 0.1        # a long stall (window dragged, debugger) is not a huge step
FPS = 60
#: frames in a row the top scene must draw still before the loop waits (a
#: scene that follows a change a frame later, as a table follows the turn, shows it)
STILL_FRAMES = 2
#: seconds an ambient motion goes on after the last input or movement
AMBIENT_SETTLE = 3.0
#: the longest single wait for an event: the SIGTERM handler runs between two
WAIT_SLICE = 0.1
#: a due time is waited for this much longer, so the timer has surely run out when the loop wakes
DUE_LATE = 0.002
#: what counts as a person's input (it wakes an ambient motion that rests)
_INPUT_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                           pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT))


class App:
    def __init__(self, *, settings: Settings | None = None, settings_message: str | None = None,
                 strict: bool = False) -> None:
        """strict: let exceptions through instead of showing the error scene
        (the smoke run, the benchmark and most tests want to see them)."""
        pygame.display.init()
        pygame.font.init()
        if settings is None:
            # the system's language first, so a message about a damaged settings file is in it
            language.install(language.resolve(""))
            settings, settings_message = settings_mod.load()
        self.settings = settings
        #: the language every word is read in (game/language.py); settings.language may be "" (the system's)
        self.language = (language.install_pseudo() if language.pseudo_wanted()
                         else language.install(language.resolve(settings.language)))
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
        #: frames drawn and presented (a still screen adds none)
        self.presented = 0
        #: the loop's clocks: now, in seconds; a busy frame's dt (it holds the
        #: loop to FPS); its sleep until an event may be waiting (at most the
        #: seconds given). Tests replace all three.
        self.now: Callable[[], float] = time.monotonic
        self.tick: Callable[[], float] = lambda: self.clock.tick(FPS) / 1000.0
        self.wait_for_event: Callable[[float], None] = self.window.wait_for_event
        self._still_frames = 0
        self._active_at = self.now()
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
            return _("Settings could not be saved ({reason}).").format(reason=exc.strerror or exc)

    def change_settings(self, **changes) -> str | None:
        for key, value in changes.items():
            setattr(self.settings, key, value)
        self.apply_settings()
        return self.save_settings()

    def set_language(self, code: str) -> str | None:
        """Every word is read in `code` from now on, the choice is saved, and the
        scenes on the stack are made again in it (relabel); a problem in words, or None."""
        self.language = language.install(code)
        self.settings.language = code
        problem = self.save_settings()
        self.relabel()
        return problem

    def relabel(self) -> None:
        """The scenes on the stack show the language in use: each that can be made
        again from what it was made with (Scene.remake) is, in its place; the
        others (a table: it words its positions as it draws them) repaint."""
        scenes = self.stack.scenes
        # pictures with words in them (a card's name, a plate, a badge) were made in the
        # old language under keys that do not name it: made again as they are next drawn
        gfx.forget_words()
        #: each scene made again so far, by the old one's id: a scene made from one below
        #: it (a curtain from its table) is made again from the new one (Scene.remake)
        self.remade: dict[int, Scene] = {}
        try:
            for i, scene in enumerate(scenes):
                fresh = scene.remake()
                if fresh is not None and fresh is not scene:
                    self.remade[id(scene)] = fresh
                    self.stack.swap(scene, fresh, top=i == len(scenes) - 1)
                else:
                    scene.relabel()
        finally:
            self.remade = {}

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
        self._still_frames = 0
        if event.type in _INPUT_EVENTS:
            self._active_at = self.now()
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
            still = self.stack.is_still()
        except Exception as exc:
            if self.strict:
                raise
            self.crash(exc)
            still = False
        if still:
            self._still_frames += 1
        else:
            self._still_frames = 0
            self._active_at = self.now()
        self.frames += 1
        self.presented += 1
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
            self.turn()
            if after_first_frame is not None:
                then, after_first_frame = after_first_frame, None
                self.call_safely(then)
        self.flush_sessions()
        self.audio.finish()

    def turn(self) -> None:
        """One pass of the loop: a frame at up to FPS while anything moves or
        is about to; on a still screen, a wait for an event or the next due
        time, then one frame (nothing is drawn while it waits)."""
        if not self.may_rest():
            self.frame(pygame.event.get(), self.tick())
            return
        events, waited = self.wait(self.due_in())
        if self.running:
            # the time waited passes for the timers (Scene.catch_up), not for ambient clocks
            self.call_safely(lambda: self.stack.catch_up(waited))
        if self.running:
            self.clock.tick()           # the next busy frame's dt starts now
            self.frame(events, 0.0)

    def may_rest(self) -> bool:
        """The picture on screen is the still scene as it stands, nothing is
        queued, no ambient motion is still running, and no ambience waits to
        start (game/audio.py decodes it beside the frames)."""
        if (self._still_frames < STILL_FRAMES or pygame.event.peek() or not self.stack.is_still()
                or self.audio.decoding):            # the frames go on until the ambience can start
            return False
        return not (self.stack.ambient_motion() and self.now() - self._active_at < AMBIENT_SETTLE)

    def due_in(self) -> float | None:
        """Seconds until the still screen changes by itself, or None."""
        due = [d for d in (self.stack.next_due(), self.window.resize_due(self.now())) if d is not None]
        return max(DUE_LATE, min(due) + DUE_LATE) if due else None

    def wait(self, timeout: float | None) -> tuple[list[pygame.event.Event], float]:
        """Waits for events for up to `timeout` seconds (None: until one comes),
        WAIT_SLICE at a time, and stops early when the app is told to stop or
        the scene stops being still (a computer's answer, an autosave's
        problem coming from another thread). The events and the seconds waited."""
        start = self.now()
        while self.running:
            left = WAIT_SLICE if timeout is None else min(WAIT_SLICE, timeout - (self.now() - start))
            if left <= 0:
                break
            self.wait_for_event(left)
            events = pygame.event.get()
            if events:
                return events, self.now() - start
            if not self.stack.is_still():
                break
        return [], self.now() - start

    def _stop_on_sigterm(self) -> None:
        """SIGTERM (a logout, a system shutdown, `kill`) ends the loop at the
        end of the frame, and run() then waits for the autosave. SDL's own
        signal handler, on by default, would do as much (its quit event comes
        with the next frame's events, busy or still, and quit() flushes the
        game); this one replaces it, so that the clean close is the app's own
        and holds where SDL catches no signals (SDL_NO_SIGNAL_HANDLERS set, or
        a build of SDL without them): there SIGTERM would end the process at
        once (tests/saves/test_kill.py, tests/saves/test_sigterm.py)."""
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
