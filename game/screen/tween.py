"""The one animation system: tweens, and a queue of them that gates input and AI.

A `Tween` runs for a duration and reports an eased progress 0..1 to a callback
(or moves an attribute from one value to another). Durations are scaled by the
player's animation speed (slow / normal / fast / instant); with reduce motion on,
tweens that move things jump to their end, and only short fades remain.

Each scene owns an `Animator` with two lanes:
- the queue: groups of tweens that play one group after another (a card flies,
  then the score pops). While anything is queued the animator is `busy`, and the
  scene holds back input and AI turns. Space or a click calls `skip()`, which
  finishes everything queued at once (every end callback still runs, in order).
- ambient tweens: hover glows, idle bobbing. They never gate anything and are
  not skipped.
"""
from __future__ import annotations

import math
from collections import deque
from typing import Any, Callable, Iterable

#: Duration multipliers for the animation-speed setting.
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
#: The longest a fade may take with reduce motion on.
REDUCED_FADE = 0.12


# -- easing ------------------------------------------------------------------------

def linear(t: float) -> float:
    return t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def pulse(t: float) -> float:
    """0 -> 1 -> 0, smoothly (for flashes and glows)."""
    return math.sin(math.pi * t)


def lerp(a: Any, b: Any, t: float) -> Any:
    if isinstance(a, (tuple, list)):
        return type(a)(lerp(x, y, t) for x, y in zip(a, b))
    return a + (b - a) * t


# -- tweens ------------------------------------------------------------------------------

class Tween:
    """Progress from 0 to 1 over `duration` seconds (after `delay`), eased.

    motion: True when the tween moves or scales something on screen (reduce
    motion then makes it jump to its end); False for fades and colour changes.
    on_start: called once, the moment the tween really begins (after its
    delay; at the latest when it is finished early by a skip). A tween with
    an on_start reports no progress before it begins (a flight waiting for
    its turn is not drawn at its start point yet).
    """

    def __init__(self, duration: float, on_update: Callable[[float], None] | None = None, *,
                 ease: Callable[[float], float] = ease_out_cubic, delay: float = 0.0,
                 on_done: Callable[[], None] | None = None, motion: bool = True,
                 on_start: Callable[[], None] | None = None) -> None:
        self.base_duration = max(0.0, duration)
        self.base_delay = max(0.0, delay)
        self.duration = self.base_duration
        self.delay = self.base_delay
        self.on_update = on_update
        self.on_done = on_done
        self.on_start = on_start
        self.begun = False
        self.ease = ease
        self.motion = motion
        self.elapsed = 0.0
        self.value = 0.0
        self.started = False
        self.done = False

    @classmethod
    def attr(cls, obj: Any, name: str, start: Any, end: Any, duration: float, **kw) -> "Tween":
        """Moves obj.name from start to end (numbers or tuples of numbers)."""
        def set_value(t: float) -> None:
            setattr(obj, name, lerp(start, end, t))
        return cls(duration, set_value, **kw)

    def start(self, speed_factor: float, reduce_motion: bool) -> None:
        self.duration = self.base_duration * speed_factor
        self.delay = self.base_delay * speed_factor
        if reduce_motion:
            if self.motion:
                self.duration = 0.0
                self.delay = min(self.delay, REDUCED_FADE)
            else:
                self.duration = min(self.duration, REDUCED_FADE)
        self.started = True
        self._report(0.0)

    def update(self, dt: float) -> bool:
        """Advances; True once finished."""
        if self.done:
            return True
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        if self.duration <= 0 or t >= self.duration:
            self.finish()
            return True
        self._report(self.ease(t / self.duration))
        return False

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self._begin()
        self._report(self.ease(1.0))
        if self.on_done is not None:
            self.on_done()

    def _begin(self) -> None:
        if not self.begun:
            self.begun = True
            if self.on_start is not None:
                self.on_start()

    def _report(self, value: float) -> None:
        self.value = value
        if self.elapsed >= self.delay:
            self._begin()
        if self.on_update is not None and (self.begun or self.on_start is None):
            self.on_update(value)


class Wait(Tween):
    """A pause in the queue (scaled by the speed setting like any tween)."""

    def __init__(self, duration: float) -> None:
        super().__init__(duration, motion=False)

    def start(self, speed_factor: float, reduce_motion: bool) -> None:
        super().start(speed_factor, False)


class Call(Tween):
    """Runs a function when the queue reaches it."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__(0.0, on_done=fn, motion=False)


class Animator:
    """A scene's animations: a gating queue of tween groups, plus ambient tweens.

    `settings` is read when each tween starts (an object with `animation_speed`
    and `reduce_motion`), so a change in Settings applies at once.
    """

    def __init__(self, settings: Any = None) -> None:
        self.settings = settings
        self._groups: deque[list[Tween]] = deque()
        self._current: list[Tween] = []
        self._ambient: list[Tween] = []
        self.skipping = False

    # -- settings ----------------------------------------------------------------
    def _factor(self) -> tuple[float, bool]:
        speed = getattr(self.settings, "animation_speed", "normal")
        reduce = bool(getattr(self.settings, "reduce_motion", False))
        return SPEED_FACTORS.get(speed, 1.0), reduce

    # -- adding ----------------------------------------------------------------------
    def queue(self, *tweens: Tween) -> None:
        """Adds a group of tweens that play together, after every earlier group."""
        if tweens:
            self._groups.append(list(tweens))
            if not self._current:
                self._next_group()

    def queue_many(self, groups: Iterable[Iterable[Tween]]) -> None:
        for g in groups:
            self.queue(*g)

    def then(self, fn: Callable[[], None]) -> None:
        self.queue(Call(fn))

    def play(self, tween: Tween) -> Tween:
        """Starts an ambient tween now (never gates input, never skipped)."""
        f, reduce = self._factor()
        tween.start(f, reduce)
        self._ambient.append(tween)
        return tween

    # -- state -------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while queued animations remain: hold input and AI back."""
        return bool(self._current or self._groups)

    @property
    def moving(self) -> bool:
        """True while any tween runs, queued or ambient: the picture changes
        from frame to frame (the app's loop draws; game/app.py)."""
        return bool(self._current or self._groups or self._ambient)

    def _next_group(self) -> None:
        f, reduce = self._factor()
        while not self._current and self._groups:
            group = self._groups.popleft()
            for tw in group:
                tw.start(f, reduce)
            # zero-length tweens (calls, instant speed) finish straight away
            self._current = [tw for tw in group if not (tw.duration <= 0 and tw.delay <= 0 and tw.update(0.0))]

    def update(self, dt: float) -> None:
        if self._ambient:
            self._ambient = [tw for tw in self._ambient if not tw.update(dt)]
        if self._current:
            self._current = [tw for tw in self._current if not tw.update(dt)]
            if not self._current:
                self._next_group()

    def skip(self) -> None:
        """Finishes every queued tween now, in order (end callbacks run;
        `skipping` is True meanwhile, so what they would sound stays silent)."""
        self.skipping = True
        try:
            while self._current or self._groups:
                for tw in self._current:
                    tw.finish()
                self._current = []
                if self._groups:
                    group = self._groups.popleft()
                    f, reduce = self._factor()
                    for tw in group:
                        tw.start(f, reduce)
                    self._current = group
        finally:
            self.skipping = False

    def clear(self) -> None:
        """Drops everything without running end callbacks."""
        self._groups.clear()
        self._current = []
        self._ambient = []
