"""Turning a move's events into animations: the kit's part.

A table's choreographer subclasses `Choreographer`. It queues tweens on the
scene's one Animator (game/tween.py), so the animation speed, reduce-motion and
skip (Space or a click) apply to every animation; while any is queued the
table holds input and the computer players back. The helpers here make the
animations every table has: a picture flying along an arc (`flight`), big
words across the board (`banner`).
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import audio
from ..tween import Animator, Tween, ease_in_out_cubic, linear
from .stage import Banner, Flight, Stage

#: Seconds a banner stays on the board.
BANNER_TIME = 1.25


class Choreographer:
    """Builds the tweens for one move on a table."""

    def __init__(self, anims: Animator, stage: Stage) -> None:
        self.anims = anims
        self.stage = stage

    def queue(self, *tweens: Tween) -> None:
        """Adds a group of tweens that play together, after every earlier group."""
        self.anims.queue(*tweens)

    def flight(self, image: pygame.Surface, start, end, duration: float, *, arc: float = 40,
               scale_to: float = 1.0, delay: float = 0.0, sound: str | None = None,
               on_start: Callable[[], None] | None = None, on_land: Callable[[], None] | None = None,
               ease=ease_in_out_cubic) -> Tween:
        """A tween that flies `image` from `start` to `end` (shown only while
        it flies; `sound` plays as it takes off)."""
        f = Flight(image, start, end, arc=arc, scale_to=scale_to)

        def begin() -> None:
            self.stage.flights.append(f)
            if sound:
                audio.play(sound)
            if on_start is not None:
                on_start()

        def land() -> None:
            if f in self.stage.flights:
                self.stage.flights.remove(f)
            if on_land is not None:
                on_land()
        return Tween(duration, f.update, on_start=begin, on_done=land, delay=delay, ease=ease)

    def banner(self, title: str, subtitle: str = "", seconds: float = BANNER_TIME) -> None:
        """Queues big words across the board for `seconds`."""
        b = Banner(title, subtitle)

        def begin() -> None:
            self.stage.banners.append(b)

        def end() -> None:
            if b in self.stage.banners:
                self.stage.banners.remove(b)
        self.queue(Tween(seconds, b.update, on_start=begin, on_done=end, ease=linear, motion=False))
