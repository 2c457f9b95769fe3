"""What a table's events sound like: the kit's part.

Each table lists, in its own `sounds.py`, a sound for every event class a
player should notice (`CUES`: event class -> a sound's name, or a function of
the event that picks one from a table, such as the creature that attacked) and
the classes that are silent on purpose, each with its reason (`SILENT`).
The choreographer starts an event's sound when that event's animation starts
(game/table/animations.py), so a sound is never heard before the table shows
what made it; game/audio.py keeps a run of like sounds from machine-gunning.

The end of a game is heard by who is at the table (`ends`, `end_sound`): a
person playing alone hears whether they won or lost; several people hear a win
when all of them won, a loss when none did, and otherwise the neutral end
(hot-seat rivals: one screen cannot cheer one and mourn the other); a table of
computers only, the neutral end. A person's turn is not an event's sound: the
turn control plays it (game/table/turns.py), one rule for every table.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Collection, Mapping, Optional, Union

from rules.core.contract import Event, GameState, Seat

Cue = Union[str, Callable[[Event], "str | None"]]

#: how the end of a game sounds: won, lost, or neither (see `end_sound`)
END_SOUNDS = {"won": "game_won", "lost": "game_lost", "over": "game_over"}


def end_outcome(winners: Collection[Seat], people: Collection[Seat]) -> str:
    """"won", "lost" or "over": what the people at the table hear at the end."""
    people = set(people)
    if not people:
        return "over"
    won = people & set(winners)
    if won == people:
        return "won"
    return "lost" if not won else "over"


@dataclass(frozen=True)
class SoundTable:
    cues: Mapping[type, Cue] = field(default_factory=dict)
    #: event class -> why it makes no sound
    silent: Mapping[type, str] = field(default_factory=dict)
    #: every sound the cues that are functions may pick
    picks: frozenset[str] = frozenset()
    #: the event classes that end the game: heard by who won (`end_sound`)
    ends: frozenset[type] = frozenset()
    #: won / lost / over -> its sound, at this table
    end_sounds: Mapping[str, str] = field(default_factory=lambda: dict(END_SOUNDS))
    #: whether a game (a view of it) nears its end: the music turns to its finale
    near_end: Optional[Callable[[GameState], bool]] = None

    def names(self) -> frozenset[str]:
        """Every sound this table's events can make (loaded when the table opens)."""
        ends = frozenset(self.end_sounds.values()) if self.ends else frozenset()
        return frozenset(c for c in self.cues.values() if isinstance(c, str)) | self.picks | ends

    def end_sound(self, winners: Collection[Seat], people: Collection[Seat]) -> str:
        """The sound of the game's end for `people` (the human seats), given its winners."""
        return self.end_sounds[end_outcome(winners, people)]

    def ending(self, event: Event) -> bool:
        return any(kind in self.ends for kind in type(event).__mro__)

    def nearing_end(self, state: GameState | None) -> bool:
        return bool(self.near_end is not None and state is not None and not state.is_over()
                    and self.near_end(state))

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
        return kind in self.cues or kind in self.silent or kind in self.ends


#: a table that has said nothing yet: every event silent
NO_SOUNDS = SoundTable()
