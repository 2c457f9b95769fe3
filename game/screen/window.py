"""The real window and the canvas shown in it.

Every scene draws on one 1280x720 canvas (theme.LOGICAL_SIZE). The window can be
any size: each frame `present` puts the whole canvas into it, scaled with its
aspect kept and centred, with bars of the palette's darkest blue on the two
sides that are left over (letterbox). There are two ways to do it, chosen once
when the window opens (`scaled_by_platform` says which):

- By the platform, where SDL has a fast renderer (OpenGL, Direct3D, Metal on a
  GPU): the window is pygame's SCALED one, the
  display surface itself is the canvas, and SDL's renderer stretches it into the
  window with linear filtering (SDL_RENDER_SCALE_QUALITY "linear"; pygame's own
  switch "SDL_HINT_RENDER_SCALE_QUALITY" turns off its whole-number-only
  scaling, which would leave a 1920x1080 window showing the canvas at 1x in
  wide bars). The renderer clears to BAR_COLOUR, so its letterbox is ours, and
  SDL maps the mouse into canvas pixels itself. A frame is one upload of the
  canvas (3.7 MB) whatever the window's size; the processor scales nothing.
- By the processor everywhere else (SDL's software renderer, whose linear
  stretch is 2.7 times slower than pygame's smoothscale: no GPU, the dummy
  driver, SDL_RENDER_DRIVER=software, or no pygame._sdl2 to give the renderer
  our bar colour; and an OpenGL that is a software rasteriser, Mesa's llvmpipe
  on a machine without a GPU driver, which stretches on the processor too, on
  threads of its own: an Isle of Monsters table playing itself at 1920x1080 cost
  the process 142 % of a core that way against 24 % scaled by the processor):
  a plain resizable window whose surface is SDL's own framebuffer, and the
  canvas scaled into it as below. On X11 that framebuffer is the X server's
  shared memory (SDL_FRAMEBUFFER_ACCELERATION "0"): SDL's default there is a
  texture drawn by its OpenGL renderer, which is llvmpipe again where there is
  no GPU (129 % of a core for the same table). MONSTER_ISLES_PRESENT ("cpu" or
  "platform") chooses one by hand, to compare them (game/bench.py); "platform"
  takes the SCALED window on a software OpenGL too.

Scaling on the processor: smoothscale for every fractional scale (nearest-neighbour drops whole
pixel rows of text when shrinking and doubles uneven ones when growing), plain
scale for a whole-number enlargement (2x, 3x: crisp and cheapest). The scaled
picture is written straight into the window's surface (a subsurface of the
letterboxed rectangle), so a frame has no extra copy; at a fractional scale only
the bands of rows that changed since the last frame are scaled again and pushed
to the screen (game/screen/band_scale.py). The scaling alone, 100
runs (CPU ms, mean): 1920x1080 smoothscale 2.4, scale 0.9; 640x360 smoothscale
1.3, scale 0.1; the straight blit at 1280x720 0.2. Whole frames, `python3 -m
game.bench --cpu --frames 300 --window WxH`, mean / p99 ms: title 0.9 / 1.8 at
1280x720, 3.4 / 5.2 at 1920x1080, 1.6 / 3.6 at 640x360; the Isle of Monsters
table 1.7 / 3.2, 4.6 / 7.1, 2.9 / 4.6: far inside a 16.7 ms frame, so the
sharper smoothscale is worth its cost.

Mouse positions arrive in window pixels; `to_canvas_event` turns them into canvas
pixels in one place before any scene sees them, and `pointer()` is the one way to
read where the pointer is now. A position over a bar maps outside the canvas
(x < 0, y >= 720...), where nothing can be hit. When the platform scales, SDL has
already mapped the events (and would clamp pygame.mouse.get_pos() to the canvas's
edge over a bar), so `to_canvas_event` passes them on as they are and `pointer()`
is the last position they carried.

On a still screen the app's loop sleeps in `wait_for_event` until an event
may be waiting: on X11 on the socket of SDL's own connection (costing nothing),
elsewhere looking every POLL seconds.

Fullscreen is the desktop's own resolution (the monitor's mode is never changed)
with the canvas scaled into it. `set_fullscreen` reports what the screen really
did, so the caller writes the setting only when the switch worked.

A window size the player sets by dragging is reported by `settled_size` once no
resize has come for RESIZE_SETTLE seconds (the app remembers it then, not on
every event of the drag); sizes the app asked for itself are not reported.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import sys
import time
import warnings

import pygame

try:
    from pygame._sdl2.video import Renderer     # to give SDL's renderer the bars' colour
except ImportError:
    Renderer = None

from rules.core.i18n import _

from game.screen.band_scale import BandedScaler
from game.screen.theme import LOGICAL_SIZE, C

#: the window events after which the whole window is drawn again
_REPAINT_EVENTS = frozenset((pygame.VIDEORESIZE, pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                             pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED, pygame.WINDOWSIZECHANGED,
                             pygame.WINDOWRESIZED, pygame.WINDOWDISPLAYCHANGED))

#: the smallest window: the canvas at 0.825, so the smallest text (11 canvas px,
#: theme.SMALLEST_TEXT) is 9 screen px or more (at 960x540, 0.75, it was 8)
MIN_SIZE = (1056, 594)
#: seconds without a resize event after which a dragged size counts as chosen
RESIZE_SETTLE = 0.5
#: the letterbox bars
BAR_COLOUR = C.ABYSS
#: seconds a window manager may take to make the window cover the screen
FULLSCREEN_WAIT = 0.5
#: never open a window larger than this share of the desktop
DESKTOP_SHARE = (0.95, 0.9)

_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
#: "cpu" or "platform": who scales the canvas, by hand (default: the platform where it is fast)
PRESENT_ENV = "MONSTER_ISLES_PRESENT"
#: what SDL must be told before the SCALED window opens: stretch with linear filtering
#: (SDL's own hint), at any scale, not only whole-number ones (pygame reads this name)
SCALE_HINTS = {"SDL_RENDER_SCALE_QUALITY": "linear", "SDL_HINT_RENDER_SCALE_QUALITY": "1"}
#: what pygame says when the SCALED window's renderer is SDL's software one
SOFTWARE_RENDERER = "no fast renderer available"
#: what an OpenGL renderer's name says when it rasterises on the processor (Mesa's)
SOFTWARE_GL = ("llvmpipe", "softpipe", "swrast", "software rasterizer")
#: SDL's hint for how a plain window's pixels reach an X11 screen: "0" is the X
#: server's shared memory, not a texture drawn by SDL's OpenGL renderer
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"
#: glGetString's name for the renderer's name
GL_RENDERER = 0x1F01
#: where the windowing system cannot be waited on, how often a wait looks for events
POLL = 0.01


def canvas_rect(window_size: tuple[int, int], canvas_size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Rect:
    """Where the canvas shows in a window of `window_size`: as large as fits with
    its aspect kept, centred (the rest is the bars)."""
    ww, wh = window_size
    cw, ch = canvas_size
    if (ww, wh) == (cw, ch):
        return pygame.Rect(0, 0, cw, ch)
    scale = min(ww / cw, wh / ch)
    w, h = max(1, min(ww, round(cw * scale))), max(1, min(wh, round(ch * scale)))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def window_to_canvas(pos, window_size: tuple[int, int],
                     canvas_size: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """A window pixel as a canvas pixel. Over a bar the result lies outside the
    canvas (it is not clamped to the edge, so a bar never presses an edge button)."""
    r = canvas_rect(window_size, canvas_size)
    if r.size == canvas_size:
        return int(pos[0]) - r.left, int(pos[1]) - r.top
    x = (pos[0] - r.left) * canvas_size[0] / r.width
    y = (pos[1] - r.top) * canvas_size[1] / r.height
    return int(x // 1), int(y // 1)


def canvas_to_window(pos, window_size: tuple[int, int],
                     canvas_size: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """A canvas pixel's centre as a window pixel (where to click to press it)."""
    r = canvas_rect(window_size, canvas_size)
    return (int(r.left + (pos[0] + 0.5) * r.width / canvas_size[0]),
            int(r.top + (pos[1] + 0.5) * r.height / canvas_size[1]))


def rel_to_canvas(rel, window_size: tuple[int, int],
                  canvas_size: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """A motion (MOUSEMOTION.rel) in window pixels as canvas pixels."""
    r = canvas_rect(window_size, canvas_size)
    return (round(rel[0] * canvas_size[0] / r.width), round(rel[1] * canvas_size[1] / r.height))


class _X11:
    """Asks the X server itself how large our window is. SDL's own answer is
    what it asked for: with no window manager, SDL reports fullscreen while the
    window stays as it was (nobody handles the fullscreen request)."""

    def __init__(self) -> None:
        self.lib = None
        self.display = None
        name = ctypes.util.find_library("X11")
        if name is None:
            return
        try:
            lib = ctypes.CDLL(name)
            lib.XOpenDisplay.restype = ctypes.c_void_p
            lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
            u, i = ctypes.c_uint, ctypes.c_int
            lib.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                         ctypes.POINTER(i), ctypes.POINTER(i), ctypes.POINTER(u),
                                         ctypes.POINTER(u), ctypes.POINTER(u), ctypes.POINTER(u)]
            self.display = lib.XOpenDisplay(None)
            self.lib = lib if self.display else None
        except (OSError, AttributeError):
            self.lib = None

    def size(self, window_id: int) -> tuple[int, int] | None:
        if self.lib is None:
            return None
        root, x, y = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_int()
        w, h, border, depth = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
        if not self.lib.XGetGeometry(self.display, window_id, ctypes.byref(root), ctypes.byref(x), ctypes.byref(y),
                                     ctypes.byref(w), ctypes.byref(h), ctypes.byref(border), ctypes.byref(depth)):
            return None
        return w.value, h.value


_x11: _X11 | None = None


def real_size() -> tuple[int, int] | None:
    """The window's size as the windowing system shows it, where it can be
    asked (X11); None elsewhere (Windows and macOS switch when SDL says so)."""
    global _x11
    try:
        if pygame.display.get_driver() != "x11":
            return None
        window_id = pygame.display.get_wm_info().get("window")
    except pygame.error:
        return None
    if not window_id:
        return None
    if _x11 is None:
        _x11 = _X11()
    return _x11.size(int(window_id))


def x11_event_fd() -> int | None:
    """The socket SDL's X11 connection reads its events from (a wait can sleep
    on it until one comes); None on any other windowing system."""
    try:
        if pygame.display.get_driver() != "x11":
            return None
        capsule = pygame.display.get_wm_info().get("display")
        name = ctypes.util.find_library("X11")
        if capsule is None or name is None:
            return None
        get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
        get_pointer.restype = ctypes.c_void_p
        get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
        lib = ctypes.CDLL(name)
        lib.XConnectionNumber.argtypes = [ctypes.c_void_p]
        fd = lib.XConnectionNumber(get_pointer(capsule, b"display"))
        return fd if fd >= 0 else None
    except (pygame.error, OSError, AttributeError, ValueError, TypeError):
        return None


def _pygame_window() -> pygame.Window | None:
    """The display module's window (fetched afresh: set_mode may replace it)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # "use Window.get_surface": we keep display.get_surface
            return pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None


def is_software_gl(renderer: str | None) -> bool:
    """Whether an OpenGL renderer's name is that of a rasteriser running on the
    processor (Mesa's llvmpipe, softpipe, swrast), not a GPU's."""
    return bool(renderer) and any(name in renderer.lower() for name in SOFTWARE_GL)


def gl_renderer() -> str | None:
    """The name of the OpenGL the current context draws with (glGetString), or
    None where there is none to ask: no libGL, no current context (SDL's
    renderer is not OpenGL), or not Linux, where a GPU-less OpenGL is common."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        name = ctypes.util.find_library("GL")
        if name is None:
            return None
        lib = ctypes.CDLL(name)
        lib.glGetString.restype = ctypes.c_char_p
        lib.glGetString.argtypes = [ctypes.c_uint]
        said = lib.glGetString(GL_RENDERER)
    except (OSError, AttributeError, ValueError):
        return None
    return said.decode("utf-8", "replace") if said else None


#: whether the display module's window is pygame's SCALED one (it outlives a Window: tests open several)
_scaled_by_platform = False


def _open_scaled(size: tuple[int, int], on_software_gl: bool = False) -> pygame.Surface | None:
    """The SCALED window, `size` large, its renderer clearing to BAR_COLOUR; None
    where the platform would scale on the processor (then the display is left in
    SCALED mode for the caller's set_mode to replace). `on_software_gl`: take it
    on an OpenGL that rasterises on the processor too (by hand, to compare)."""
    if Renderer is None:                # a bundle without it: the bars could not be ours
        return None
    for name, value in SCALE_HINTS.items():
        os.environ.setdefault(name, value)
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        try:
            surface = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE | pygame.HIDDEN)
        except pygame.error:
            return None
    if any(SOFTWARE_RENDERER in str(w.message) for w in said):
        return None
    if not on_software_gl and is_software_gl(gl_renderer()):
        return None
    win = _pygame_window()
    if win is None:
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            Renderer.from_window(win).draw_color = (*BAR_COLOUR, 255)
        win.minimum_size = MIN_SIZE         # pygame makes the canvas's size the smallest
        win.size = size
        win.position = pygame.WINDOWPOS_CENTERED
        win.show()
    except (pygame.error, ValueError, TypeError, AttributeError):
        return None
    return surface


#: hints for the next frame shown: (surface, canvas rectangle, rows its content moved down)
MAX_SCROLLS = 8
_scrolls: list[tuple[pygame.Surface, pygame.Rect, int]] = []


def note_scroll(surface: pygame.Surface, rect: pygame.Rect, dy: int) -> None:
    """Says that what `surface` shows in `rect` moved down `dy` rows since it was
    last drawn (a log that scrolled). When the processor enlarges the canvas,
    the next frame moves those scaled pixels instead of scaling them again
    (game/screen/band_scale.py); a hint that turns out wrong costs time, never a pixel."""
    for i, (s, r, d) in enumerate(_scrolls):
        if s is surface and r == rect:
            _scrolls[i] = (s, r, d + dy)
            return
    _scrolls.append((surface, pygame.Rect(rect), dy))
    del _scrolls[:-MAX_SCROLLS]     # drawn off the screen, frame after frame, with none shown: the latest


class Window:
    """The one window of the process and the canvas the scenes draw on."""

    def __init__(self, size: tuple[int, int], title: str = "") -> None:
        self._expected: tuple[int, int] | None = None
        self._resized_at: float | None = None
        #: the processor's scaling, redoing only the canvas's changed bands (game/screen/band_scale.py)
        self._banded = BandedScaler()
        self._banded_size: tuple | None = None
        #: the last mouse position an event carried (canvas pixels), when the platform scales
        self._pointer: tuple[int, int] | None = None
        self.scaled_by_platform = _scaled_by_platform      # a window already open keeps its way
        display = self._open(self.fit_to_desktop(size))
        #: whether SDL's renderer stretches the canvas into the window (else the processor does)
        self.scaled_by_platform = _scaled_by_platform
        #: what every scene draws on (the window's pixel format: blits need no conversion);
        #: when the platform scales, the display surface itself
        self.canvas = display if self.scaled_by_platform else pygame.Surface(LOGICAL_SIZE, 0, display)
        if title:
            pygame.display.set_caption(title)
        win = _pygame_window()
        if win is not None:
            try:
                win.minimum_size = MIN_SIZE
            except (pygame.error, ValueError, TypeError):
                pass

    # -- opening and sizing ---------------------------------------------------------------
    def _open(self, size: tuple[int, int]) -> pygame.Surface:
        """The one set_mode of the process; a window already open (a second App in
        one process, as in tests) is made windowed and given `size` instead."""
        existing = pygame.display.get_surface()
        if existing is not None:
            if self.is_fullscreen():
                win = _pygame_window()
                if win is not None:
                    win.set_windowed()
            self.resize(size, centre=False)
            return pygame.display.get_surface()
        global _scaled_by_platform
        self._expected = tuple(size)
        wanted = os.environ.get(PRESENT_ENV, "").strip().lower()
        if pygame.display.get_driver() == "x11":
            # the X server's shared memory for a plain window's pixels, not a GL
            # texture; set before SCALED is tried: pygame's SCALED on SDL's software
            # renderer takes the window's framebuffer, and SDL asks the hint only once
            os.environ.setdefault(FRAMEBUFFER_HINT, "0")
        if wanted != "cpu":
            surface = _open_scaled(size, on_software_gl=wanted == "platform")
            if surface is not None:
                _scaled_by_platform = True
                return surface
        _scaled_by_platform = False
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @staticmethod
    def fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
        """`size`, shrunk (aspect kept) to fit the desktop; the dummy driver's
        desktop is made up and not a limit."""
        w, h = int(size[0]), int(size[1])
        try:
            if pygame.display.get_driver() == "dummy":
                return w, h
            desk = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return w, h
        scale = min(1.0, desk[0] * DESKTOP_SHARE[0] / w, desk[1] * DESKTOP_SHARE[1] / h)
        if scale < 1.0:
            w, h = max(MIN_SIZE[0], int(w * scale)), max(MIN_SIZE[1], int(h * scale))
        return w, h

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in screen pixels."""
        surface = pygame.display.get_surface()
        if surface is None:
            return LOGICAL_SIZE
        if self.scaled_by_platform:      # the surface is the canvas: the window is what SDL says
            return tuple(pygame.display.get_window_size())
        return tuple(surface.get_size())

    def resize(self, size: tuple[int, int], centre: bool = True) -> None:
        """Gives the (windowed) window `size`, shrunk to fit the desktop."""
        if self.is_fullscreen():
            return
        win = _pygame_window()
        if win is None:
            return
        size = self.fit_to_desktop(size)
        if tuple(win.size) == size:
            return
        self._expected = size
        self._banded.forget()
        try:
            win.size = size
            if centre:
                win.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, ValueError, TypeError):
            pass

    # -- attention ------------------------------------------------------------------------
    #: how often the window asked for attention (the urgency hint), for tests
    attention_asked = 0

    def demand_attention(self) -> None:
        """The window asks the desktop for the person's attention (its urgency
        hint: a taskbar entry that flashes until the window is focused)."""
        self.attention_asked += 1
        win = _pygame_window()
        if win is None:
            return
        try:
            win.flash(pygame.FLASH_UNTIL_FOCUSED)
        except (pygame.error, AttributeError):
            pass        # a platform without the hint: the chime alone

    # -- fullscreen -----------------------------------------------------------------------
    @staticmethod
    def is_fullscreen() -> bool:
        try:
            return bool(pygame.display.is_fullscreen())
        except (pygame.error, AttributeError):
            return False

    def set_fullscreen(self, on: bool) -> str | None:
        """Switches; returns None when the screen now shows what was asked, or
        the problem in words (then nothing changed)."""
        if on == self.is_fullscreen():
            return None
        win = _pygame_window()
        if win is None:
            return _("Fullscreen is not available here (there is no window).")
        self._banded.forget()
        try:
            if on:
                win.set_fullscreen(desktop=True)
            else:
                win.set_windowed()
        except pygame.error as exc:
            return _("Fullscreen is not available here ({reason}).").format(reason=exc)
        if on and not self._fills_screen():
            win.set_windowed()          # SDL thinks it switched; the screen did not: undo
            return _("Fullscreen is not available here: the screen did not switch (no window manager?).")
        if self.is_fullscreen() != on:
            return ("Fullscreen is not available here (the screen did not switch)." if on
                    else "The window could not leave fullscreen.")
        self._expected = None if on else tuple(win.size)
        return None

    def _fills_screen(self, wait: float = FULLSCREEN_WAIT) -> bool:
        """Whether the window really has the size SDL gave it for fullscreen (the
        whole of its display); a window manager may take a moment to resize it."""
        if not self.is_fullscreen():
            return False
        win = _pygame_window()
        if win is None:
            return False
        deadline = time.monotonic() + wait
        while True:
            seen = real_size()
            if seen is None or seen == tuple(win.size):
                return True
            if time.monotonic() > deadline:
                return False
            time.sleep(0.02)

    # -- each frame -----------------------------------------------------------------------
    def present(self, flip: bool = True) -> None:
        """Puts the canvas into the window (scaled, letterboxed) and shows it."""
        # the scroll hints are of the frame shown now, and of no later one
        scrolls = [(rect, dy) for surface, rect, dy in _scrolls if surface is self.canvas]
        _scrolls.clear()
        display = pygame.display.get_surface()
        if display is None:
            return
        if self.scaled_by_platform:      # the canvas is the display surface: SDL scales it as it shows it
            if flip:
                pygame.display.flip()
            return
        size = display.get_size()
        changed = None          # the window's rectangles that changed, when not all of it
        if size == LOGICAL_SIZE:
            display.blit(self.canvas, (0, 0))
        else:
            r = canvas_rect(size)
            self._paint_bars(display, r)
            target = display.subsurface(r)
            k = r.width // LOGICAL_SIZE[0]
            if k >= 2 and r.size == (LOGICAL_SIZE[0] * k, LOGICAL_SIZE[1] * k):
                pygame.transform.scale(self.canvas, r.size, target)
            else:
                if (size, id(display)) != self._banded_size:      # a new window surface: every band
                    self._banded.forget()
                    self._banded_size = (size, id(display))
                changed = self._banded.scale(self.canvas, target, scrolls)
                if changed is not None:
                    changed = [band.move(r.topleft) for band in changed]
        if flip:
            if changed is None:
                pygame.display.flip()
            elif changed:
                pygame.display.update(changed)

    @staticmethod
    def _paint_bars(display: pygame.Surface, r: pygame.Rect) -> None:
        w, h = display.get_size()
        if r.left > 0:
            display.fill(BAR_COLOUR, (0, 0, r.left, h))
            display.fill(BAR_COLOUR, (r.right, 0, w - r.right, h))
        if r.top > 0:
            display.fill(BAR_COLOUR, (0, 0, w, r.top))
            display.fill(BAR_COLOUR, (0, r.bottom, w, h - r.bottom))

    # -- waiting for input ----------------------------------------------------------------
    def wait_for_event(self, seconds: float) -> None:
        """Sleeps up to `seconds`, or until an event is waiting (the app's loop
        on a still screen). On X11 it sleeps on the connection's socket, costing
        nothing; elsewhere it looks every POLL seconds."""
        if not hasattr(self, "_event_fd"):
            self._event_fd = x11_event_fd()
        if pygame.event.peek():
            return
        if self._event_fd is not None:
            try:
                select.select([self._event_fd], [], [], seconds)
                return
            except (OSError, ValueError):
                self._event_fd = None
        deadline = time.monotonic() + seconds
        while not pygame.event.peek():
            left = deadline - time.monotonic()
            if left <= 0:
                return
            time.sleep(min(left, POLL))

    # -- input ----------------------------------------------------------------------------
    def to_canvas_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position (and motion) in canvas pixels; any
        other event as it is."""
        if event.type not in _MOUSE_EVENTS or "pos" not in event.dict:
            return event
        if self.scaled_by_platform:      # SDL mapped it already
            self._pointer = (int(event.pos[0]), int(event.pos[1]))
            return event
        size = self.size
        if size == LOGICAL_SIZE:
            return event
        attrs = dict(event.dict)
        attrs["pos"] = window_to_canvas(event.pos, size)
        if "rel" in attrs:
            attrs["rel"] = rel_to_canvas(event.rel, size)
        return pygame.event.Event(event.type, attrs)

    def pointer(self) -> tuple[int, int]:
        """Where the pointer is, in canvas pixels."""
        if self.scaled_by_platform:
            return self._pointer if self._pointer is not None else tuple(pygame.mouse.get_pos())
        return window_to_canvas(pygame.mouse.get_pos(), self.size)

    # -- remembering a dragged size -------------------------------------------------------
    def note_event(self, event: pygame.event.Event, now: float | None = None) -> None:
        """Call with every event: notices the window being resized, or shown
        again (its whole picture is then put back, not only what changed)."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized_at = time.monotonic() if now is None else now
        if event.type in _REPAINT_EVENTS:
            self._banded.forget()

    def resize_due(self, now: float | None = None) -> float | None:
        """Seconds until a drag's size counts as chosen (settled_size), or None."""
        if self._resized_at is None:
            return None
        now = time.monotonic() if now is None else now
        return max(0.0, RESIZE_SETTLE - (now - self._resized_at))

    def settled_size(self, now: float | None = None) -> tuple[int, int] | None:
        """A window size the player has chosen by dragging, once the drag has
        settled (asked once: then forgotten); None otherwise."""
        if self._resized_at is None:
            return None
        now = time.monotonic() if now is None else now
        if now - self._resized_at < RESIZE_SETTLE:
            return None
        self._resized_at = None
        size = self.size
        if self.is_fullscreen() or size == self._expected:
            return None
        self._expected = size
        return size


_current: Window | None = None


def open_window(size: tuple[int, int], title: str = "") -> Window:
    """Opens (or reuses) the window; `pointer()` then reads through it."""
    global _current
    _current = Window(size, title)
    return _current


def pointer() -> tuple[int, int]:
    """The pointer's position in canvas pixels (the one way to ask: scenes and
    widgets never read pygame.mouse.get_pos() themselves)."""
    if _current is None:
        return tuple(pygame.mouse.get_pos())
    return _current.pointer()
