"""Turning a move's events into animations: the kit's part.

A table's choreographer subclasses `Choreographer` and fills its lookup
table, `animations`: event class -> handler(self, event, before, after), where
before and after are the views of the seat looking on either side of the move.
A handler queues tweens on the scene's one Animator (game/screen/tween.py), so the
animation speed, reduce-motion and skip (Space or a click) apply to every
animation; while any is queued the table holds input and the computer players
back. Event classes listed in `together` fly as one group while they come one
after another (food drawn for every island at once): their handler returns
one Tween, and `group_index()` says how many came before it (to stagger them).

The helpers here make the animations every table has: a picture flying along
an arc (`flight`), big words across the board (`banner`).

The log keeps pace with the table (`play_move`): after each event's
animations (a group's, for events that fly together) the queue holds a call
saying how many of the move's events the table has shown, so the log writes
an event's line when its animation lands, not while the dice still tumble;
at once with reduce motion or instant animations, and when Space skips (a
skip runs every call, in order).
"""
from __future__ import annotations

from typing import Callable, ClassVar, Iterable, Sequence

import pygame

from rules.core.contract import Event, GameState

from .. import audio
from ..screen.tween import Animator, Call, Tween, ease_in_out_cubic, linear
from .sound_cues import NO_SOUNDS, SoundTable
from .stage import Banner, Flight, Stage

#: Seconds a banner stays on the board.
BANNER_TIME = 1.25


Handler = Callable[["Choreographer", Event, "GameState | None", GameState], "Tween | None"]


class Choreographer:
    """Builds the tweens for one move on a table."""

    #: event class -> handler(self, event, before, after) that queues its animation
    animations: ClassVar[dict[type, Handler]] = {}
    #: event classes whose runs of consecutive events play as one group
    together: ClassVar[frozenset[type]] = frozenset()
    #: event class -> its sound, started as the event's animation starts (game/table/sound_cues.py)
    sounds: ClassVar[SoundTable] = NO_SOUNDS
    #: the sounds the table's animations play themselves (audio.play), besides its events'
    own_sounds: ClassVar[frozenset[str]] = frozenset()
    #: the human seats at the table: who hears the game's end as a win or a loss
    people: frozenset[int] = frozenset()

    def __init__(self, anims: Animator, stage: Stage) -> None:
        self.anims = anims
        self.stage = stage
        self._group: list[Tween] = []
        self._group_kind: type | None = None
        #: shown(k): the table now shows the move's first k events (None: nobody asks)
        self._shown: Callable[[int], None] | None = None
        self._group_end = 0

    def banners(self, view: GameState) -> Iterable[tuple[str, str | None]]:
        """The banners this table shows turn after turn, as (title, subtitle) in
        words; a subtitle None when its words change from turn to turn (a
        table makes each banner's parts when it opens, so no turn's frame waits
        for them)."""
        return ()

    def sound_names(self) -> frozenset[str]:
        """Every sound a move at this table can play (loaded when it opens)."""
        return self.sounds.names() | self.own_sounds

    def play_move(self, events: Sequence[Event], before: GameState | None, after: GameState,
                  shown: Callable[[int], None]) -> None:
        """`play`, saying as the animations go how many of the events the
        table has shown: shown(k) runs once the k-th event's animation has
        landed (the log writes its line then), and shown(len(events)) last."""
        self._shown = shown
        try:
            self.play(events, before, after)
        finally:
            self._shown = None
        self.anims.queue(Call(lambda: shown(len(events))))

    def play(self, events: Sequence[Event], before: GameState | None, after: GameState) -> None:
        """Queues the animations of one move's events (already redacted for
        the seat looking), in order; then `finish_move`."""
        self._group, self._group_kind = [], None
        for i, ev in enumerate(events):
            kind, handler = self.handler_for(ev)
            if kind is not self._group_kind:
                self._close_group()
            cue = self.sound_of(ev, after)
            if cue is not None:
                self.anims.then(lambda cue=cue: None if self.anims.skipping else audio.play(cue))
            if handler is None:
                self._mark_shown(i + 1)
                continue
            if kind in self.together:
                self._group_kind = kind
                tween = handler(self, ev, before, after)
                if tween is not None:
                    self._group.append(tween)
                self._group_end = i + 1
            else:
                handler(self, ev, before, after)
                self._mark_shown(i + 1)
        self._close_group()
        self.finish_move(events)

    def sound_of(self, ev: Event, after: GameState | None) -> str | None:
        """The event's sound: the game's end by who won among the people here
        (sound_cues.SoundTable.end_sound), any other event by its class."""
        if self.sounds.ending(ev):
            winners = after.winners() if after is not None and after.is_over() else ()
            return self.sounds.end_sound(winners, self.people)
        return self.sounds.sound_for(ev)

    def handler_for(self, ev: Event) -> tuple[type | None, Handler | None]:
        """The event's class in the lookup table (its own or a base class's)."""
        for kind in type(ev).__mro__:
            handler = self.animations.get(kind)
            if handler is not None:
                return kind, handler
        return None, None

    def group_index(self) -> int:
        """How many tweens the group now being built already holds."""
        return len(self._group)

    def _close_group(self) -> None:
        if self._group:
            self.queue(*self._group)
        if self._group_kind is not None:
            self._mark_shown(self._group_end)
        self._group, self._group_kind = [], None

    def _mark_shown(self, count: int) -> None:
        """After what is queued so far, the table shows the move's first `count` events."""
        shown = self._shown
        if shown is not None:
            self.anims.queue(Call(lambda: shown(count)))

    def finish_move(self, events: Sequence[Event]) -> None:
        """Hook: after all of a move's events (a table may queue a closing step)."""

    def queue(self, *tweens: Tween) -> None:
        """Adds a group of tweens that play together, after every earlier group."""
        self.anims.queue(*tweens)

    def flight(self, image: pygame.Surface, start, end, duration: float, *, arc: float = 40,
               scale_to: float = 1.0, delay: float = 0.0, sound: str | None = None,
               on_start: Callable[[], None] | None = None, on_land: Callable[[], None] | None = None,
               ease=ease_in_out_cubic) -> Tween:
        """A tween that flies `image` from `start` to `end` (shown only while
        it flies; `sound` plays as it takes off)."""
        return self.fly(Flight(image, start, end, arc=arc, scale_to=scale_to), duration, delay=delay, sound=sound,
                        on_start=on_start, on_land=on_land, ease=ease)

    def fly(self, f: Flight, duration: float, *, delay: float = 0.0, sound: str | None = None,
            on_start: Callable[[], None] | None = None, on_land: Callable[[], None] | None = None,
            ease=ease_in_out_cubic) -> Tween:
        """A tween that moves a table's own Flight (a subclass that walks or
        spins), shown only while its tween runs, like `flight`'s."""
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
