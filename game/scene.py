"""Scenes and the scene stack.

The app shows a stack of scenes: the top one has focus; a scene marked
`transparent` (a menu, a dialog) is drawn over the scenes below it. The stack
keeps pause/resume symmetric: a scene is resumed each time it becomes the top
and paused each time it stops being the top, so `resume` and `pause` calls
always alternate, starting with resume.

Events run down a chain of responsibility: the top scene sees each event first;
`handle_event` returns None when it used the event, or the event (possibly a
changed one) to pass it to the scene below. A modal scene returns None for
everything.

Scenes are opened by name: each scene class registers itself here
(`@register_scene`, under its `name`), and whoever opens one asks for it by
that name (`app.open("settings")`, `app.make("curtain", table, seat)`), so no
scene imports another to open it and nothing here imports a scene.
"""
from __future__ import annotations

import gc
from typing import Callable, ClassVar, Iterator, TypeVar

import pygame

from rules.core.i18n import _

from .screen import memory
from .screen.tween import Animator
from .ui.widget import WidgetGroup

MenuItem = tuple[str, Callable[[], None]]

_SCENES: dict[str, Callable[..., "Scene"]] = {}
S = TypeVar("S", bound=type)


def register_scene(cls: S) -> S:
    """Class decorator: the scene can be opened by its `name`."""
    name = cls.name
    if name in _SCENES and _SCENES[name] is not cls:
        raise ValueError(f"two scenes are called {name!r}: {_SCENES[name].__name__} and {cls.__name__}")
    _SCENES[name] = cls
    return cls


def make_scene(name: str, app, *args, **kwargs) -> "Scene":
    """A new scene of the kind registered as `name` (not yet on the stack)."""
    try:
        factory = _SCENES[name]
    except KeyError:
        raise KeyError(f"no scene is registered as {name!r}; registered: {', '.join(sorted(_SCENES))}") from None
    scene = factory(app, *args, **kwargs)
    scene.made_as = (name, args, kwargs)
    return scene


def registered_scenes() -> list[str]:
    return sorted(_SCENES)


class Scene:
    #: registered name (for --screenshot and the smoke run)
    name = "scene"
    #: drawn over the scene below instead of hiding it
    transparent = False
    #: a transparent scene may keep a picture of the (paused, so unchanging)
    #: scenes under it; the stack then does not draw them again
    snapshot: pygame.Surface | None = None
    #: the music and the ambience this scene plays (names in game/audio.py), or
    #: INHERIT: whatever the scene under it plays (a menu over a table)
    music: ClassVar[str | None] = "inherit"
    ambience: ClassVar[str | None] = "inherit"
    #: a change of language makes the scene again from what it was made with
    #: (Scene.remake): true for a page that holds nothing a player made, so
    #: making it again loses nothing
    remade_for_language: ClassVar[bool] = False
    #: (name, args, kwargs) it was made with, when made by name (make_scene)
    made_as: tuple[str, tuple, dict] | None = None

    def __init__(self, app) -> None:
        """app: the App (game/app.py) that shows this scene."""
        self.app = app
        self.ui = WidgetGroup()
        self.anims = Animator(app.settings if app is not None else None)
        self.active = False

    # -- lifecycle (called by the stack) ---------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene covers this one."""
        self.active = False

    def resume(self) -> None:
        """This scene is the top again."""
        self.active = True

    # -- a change of language (App.relabel) ------------------------------------------------
    def remake(self) -> "Scene | None":
        """The scene made again in the language now in use, or None when it
        stays and only repaints (relabel)."""
        if not self.remade_for_language or self.made_as is None:
            return None
        name, args, kwargs = self.made_as
        # a scene made from one that was just made again (a curtain from its table) is
        # made from the new one (App.relabel's remade)
        remade = getattr(self.app, "remade", None) or {}
        args = tuple(remade.get(id(a), a) for a in args)
        kwargs = {k: remade.get(id(v), v) for k, v in kwargs.items()}
        return make_scene(name, self.app, *args, **kwargs)

    def relabel(self) -> None:
        """The scene stays: whatever it painted once is painted again."""
        self.snapshot = None
        invalidate = getattr(self, "invalidate", None)
        if callable(invalidate):
            invalidate()

    # -- per frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Return None when the event was used, or the event to pass it down."""
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return None
        return event

    def update(self, dt: float) -> None:
        self.anims.update(dt)
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw(surface)

    # -- when nothing moves (the app's loop then waits instead of drawing) ---------------
    def is_still(self) -> bool:
        """Whether the next frame would look like the last one if no event came
        (an ambient motion aside: `ambient_motion`). A scene with its own
        clockwork adds to this; the base knows its tweens and its widgets."""
        return not self.anims.moving and self.ui.is_still()

    def next_due(self) -> float | None:
        """Seconds until the still scene changes by itself (a message goes, a
        tooltip opens), or None when only an event can change it."""
        return self.ui.next_due()

    def ambient_motion(self) -> bool:
        """Whether a still scene shows a gentle motion (a glow's pulse) that goes
        on for a few seconds after the last input and then rests."""
        return False

    def catch_up(self, seconds: float) -> None:
        """The app waited `seconds` on this still scene: its timers advance by
        them. A scene with an ambient motion leaves the motion's clock out, so
        the motion resumes where it rested."""
        self.update(seconds)

    # -- the Esc menu --------------------------------------------------------------------
    def menu_title(self) -> str:
        return _("Menu")

    def menu_items(self) -> list[MenuItem]:
        """What the Esc menu offers on this scene (Resume is always added first)."""
        items: list[MenuItem] = []
        if len(self.app.stack) > 1:
            items.append((_("Back"), self.app.stack.pop))
        items.append((_("Settings"), self.app.open_settings))
        items.append((_("Quit to title"), self.app.go_to_title))
        items.append((_("Quit game"), self.app.quit))
        return items

    def open_menu(self) -> None:
        self.app.open("menu", self.menu_title(), self.menu_items())


class SceneStack:
    def __init__(self) -> None:
        self._stack: list[Scene] = []
        self._collect_due = False       # a page closed: collect at the next frame (_let_go)

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self) -> Iterator[Scene]:
        return iter(list(self._stack))

    def __contains__(self, scene: object) -> bool:
        return scene in self._stack

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    @property
    def scenes(self) -> list[Scene]:
        """Bottom to top."""
        return list(self._stack)

    def push(self, scene: Scene) -> Scene:
        if self._stack:
            self._stack[-1].pause()
        self._stack.append(scene)
        scene.enter()
        scene.resume()
        return scene

    def pop(self) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.pause()
        scene.exit()
        self._let_go(scene)
        if self._stack:
            self._stack[-1].resume()
        return scene

    def _let_go(self, scene: Scene) -> None:
        """A page that closed (not an overlay: a menu, a curtain) is collected
        at the start of the next frame, when nothing holds it any more. A scene
        holds reference cycles (its widgets call back into it), so without this
        its pictures waited for the collector's next full pass, which came while
        later pages were being built: the peak memory held several pages at once
        (a smoke run peaked at 283 MB instead of 243). A full pass takes about
        20 ms, once for all the pages closed in a frame."""
        if not scene.transparent:
            self._collect_due = True

    def replace(self, scene: Scene) -> Scene:
        """Swaps the top scene for another (the one below stays paused)."""
        if self._stack:
            old = self._stack.pop()
            old.pause()
            old.exit()
            self._let_go(old)
        self._stack.append(scene)
        scene.enter()
        scene.resume()
        return scene

    def swap(self, old: Scene, new: Scene, top: bool) -> None:
        """`new` takes `old`'s place in the stack (a change of language)."""
        i = self._stack.index(old)
        if old.active:
            old.pause()
        old.exit()
        self._stack[i] = new
        new.enter()
        if top:
            new.resume()
        self._let_go(old)

    def pop_to(self, scene: Scene) -> None:
        """Pops until `scene` is the top."""
        while self._stack and self._stack[-1] is not scene:
            self.pop()

    def reset(self, scene: Scene) -> Scene:
        """Empties the stack and shows `scene` alone."""
        while self._stack:
            self.pop()
        return self.push(scene)

    # -- per frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Offers the event to each scene from the top down until one uses it,
        down to the first opaque scene: what no scene in sight used goes no
        further (a click on a table's empty cloth never reaches the title under
        it). A scene removed while the event travels does not see it."""
        for scene in reversed(list(self._stack)):
            if scene not in self._stack:
                continue
            result = scene.handle_event(event)
            if result is None:
                return None
            event = result
            if not scene.transparent:
                break
        return event

    def update(self, dt: float) -> None:
        if self._collect_due:
            self._collect_due = False
            gc.collect()
            memory.give_back()      # the page's freed heap, back to the system (game/screen/memory.py)
        if self._stack:
            self._stack[-1].update(dt)

    def is_still(self) -> bool:
        """The top scene is still (the ones under it are paused: unchanging)."""
        return not self._collect_due and (self.top is None or self.top.is_still())

    def next_due(self) -> float | None:
        return self.top.next_due() if self.top is not None else None

    def ambient_motion(self) -> bool:
        return self.top is not None and self.top.ambient_motion()

    def catch_up(self, seconds: float) -> None:
        if self.top is not None:
            self.top.catch_up(seconds)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom to top: from the highest opaque scene up
        (or from the highest overlay holding a picture of what is under it)."""
        i = len(self._stack) - 1
        while i > 0 and self._stack[i].transparent and self._stack[i].snapshot is None:
            i -= 1
        return self._stack[max(0, i):]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
