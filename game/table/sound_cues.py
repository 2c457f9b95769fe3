"""What a table's events sound like: the kit's part.

Each table lists, in its own `sounds.py`, a sound for every event class a
player should notice (`CUES`: event class -> a sound's name, or a function of
the event that picks one from a table, such as the creature that attacked) and
the classes that are silent on purpose, each with its reason (`SILENT`).
The choreographer starts an event's sound when that event's animation starts
(game/table/animations.py), so a sound is never heard before the table shows
what made it; game/audio.py keeps a run of like sounds from machine-gunning.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Union

from rules.core.contract import Event

Cue = Union[str, Callable[[Event], "str | None"]]


@dataclass(frozen=True)
class SoundTable:
    cues: Mapping[type, Cue] = field(default_factory=dict)
    #: event class -> why it makes no sound
    silent: Mapping[type, str] = field(default_factory=dict)
    #: every sound the cues that are functions may pick
    picks: frozenset[str] = frozenset()

    def names(self) -> frozenset[str]:
        """Every sound this table's events can make (loaded when the table opens)."""
        return frozenset(c for c in self.cues.values() if isinstance(c, str)) | self.picks

    def sound_for(self, event: Event) -> str | None:
        """The sound an event makes (its own class's or a base class's), or None."""
        for kind in type(event).__mro__:
            cue = self.cues.get(kind)
            if cue is not None:
                return cue(event) if callable(cue) else cue
            if kind in self.silent:
                return None
        return None

    def covers(self, kind: type) -> bool:
        return kind in self.cues or kind in self.silent


#: a table that has said nothing yet: every event silent
NO_SOUNDS = SoundTable()
