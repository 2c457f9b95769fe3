"""What plays over a whole evening: each table's music as several pieces with
rests between them, its ambience as a bed under calls at random moments, and
a finale as the game nears its end. No pygame here: game/audio.py plays what
this plans, and assets/sounds/check_sounds.py simulates a 40-minute game with
the same planner to prove no minute of it repeats another.

- A table's music (`PROGRAMMES`, by the name its scene asks for) is a few
  pieces, each played whole, then a rest of a random length; the next piece is
  never the one just heard. Once the game nears its end (the table says when:
  sound_cues.SoundTable.near_end) the finale's pieces take over, the piece then
  playing fading out after a short rest.
- A table's ambience (`AMBIENCES`) is a bed, a loop of water, wind or
  crickets without a voice in it, and the calls (gulls, stones, an owl) that
  come at random intervals from random sides.
"""
from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Programme:
    """A table's music: `pieces` in a random order, never one twice running,
    `finale` near the game's end; a rest of `rest` seconds (low, high) between two."""
    pieces: tuple[str, ...]
    finale: tuple[str, ...] = ()
    rest: tuple[float, float] = (6.0, 18.0)


@dataclass(frozen=True)
class Ambience:
    """A bed loop and the calls over it, one every `gap` seconds (low, high)."""
    bed: str
    calls: tuple[str, ...] = ()
    gap: tuple[float, float] = (4.0, 14.0)


#: the music a scene asks for -> its pieces (assets/sounds/<piece>.ogg)
PROGRAMMES: dict[str, Programme] = {
    # the title and its pages: one piece, again after a breath
    "music_title": Programme(("music_title",), rest=(2.0, 5.0)),
    "music_isle_of_monsters": Programme(
        ("music_iom_shore", "music_iom_market", "music_iom_lullaby"), ("music_iom_finale",)),
    "music_king_of_monster_island": Programme(
        ("music_komi_march", "music_komi_embers", "music_komi_stomp"), ("music_komi_finale",)),
    "music_survive_the_island": Programme(
        ("music_sti_breeze", "music_sti_drift", "music_sti_paddle"), ("music_sti_finale",)),
    "music_isle_of_night": Programme(
        ("music_ion_stars", "music_ion_tide", "music_ion_moth"), ("music_ion_finale",), rest=(8.0, 22.0)),
}

#: the ambience a scene asks for -> its bed (assets/sounds/<bed>.ogg) and calls (<call>.wav)
AMBIENCES: dict[str, Ambience] = {
    "amb_sea_and_gulls": Ambience("amb_sea_and_gulls", ("amb_gull_1", "amb_gull_2", "amb_gull_3"), (5.0, 16.0)),
    "amb_volcano": Ambience("amb_volcano", ("amb_stones_1", "amb_stones_2", "amb_vent"), (6.0, 18.0)),
    "amb_surf_and_wind": Ambience("amb_surf_and_wind", ("amb_gull_2", "amb_gust", "amb_gull_3"), (7.0, 20.0)),
    "amb_night": Ambience("amb_night", ("amb_owl", "amb_frog", "amb_owl_far"), (8.0, 22.0)),
}


def piece_files() -> tuple[str, ...]:
    """Every music piece there is (assets/sounds/<name>.ogg)."""
    return tuple(dict.fromkeys(p for prog in PROGRAMMES.values() for p in prog.pieces + prog.finale))


def bed_files() -> tuple[str, ...]:
    return tuple(dict.fromkeys(a.bed for a in AMBIENCES.values()))


def call_files() -> tuple[str, ...]:
    """Every ambience call there is (assets/sounds/<name>.wav)."""
    return tuple(dict.fromkeys(c for a in AMBIENCES.values() for c in a.calls))


class MusicPlan:
    """Which piece comes next and after how long a rest."""

    def __init__(self, programme: Programme, rng: random.Random) -> None:
        self.programme = programme
        self.rng = rng
        self.last: str | None = None

    def next(self, finale: bool) -> tuple[str, float]:
        """(the next piece, the rest before it, in seconds)."""
        pool = self.programme.finale if finale and self.programme.finale else self.programme.pieces
        choices = [p for p in pool if p != self.last] or list(pool)
        piece = self.rng.choice(choices)
        rest = self.rng.uniform(*self.programme.rest) if self.last is not None else 0.0
        self.last = piece
        return piece, rest


class CallPlan:
    """Which ambience call comes next, after how long, from which side (-1..1)."""

    def __init__(self, ambience: Ambience, rng: random.Random) -> None:
        self.ambience = ambience
        self.rng = rng
        self.last: str | None = None

    def next(self) -> tuple[str, float, float]:
        calls = self.ambience.calls
        choices = [c for c in calls if c != self.last] or list(calls)
        call = self.rng.choice(choices)
        self.last = call
        return call, self.rng.uniform(*self.ambience.gap), self.rng.uniform(-0.8, 0.8)


def schedule(music: str, ambience: str, lengths: dict[str, float], minutes: float = 40.0,
             finale_from: float = 0.85, seed: int = 1) -> list[tuple[float, float, str]]:
    """What a game of `minutes` plays, as (start, length, name), the bed's loops
    included, planned as game/audio.py plans it; the game nears its end after
    `finale_from` of its length. `lengths`: each file's seconds."""
    end = minutes * 60
    out: list[tuple[float, float, str]] = []
    plan = MusicPlan(PROGRAMMES[music], random.Random(seed))
    t = 0.0
    while t < end:
        piece, rest = plan.next(t >= finale_from * end)
        t += rest
        out.append((t, lengths[piece], piece))
        t += lengths[piece]
    amb = AMBIENCES[ambience]
    bed = lengths[amb.bed]
    out += [(k * bed, bed, amb.bed) for k in range(int(end // bed) + 1)]
    calls = CallPlan(amb, random.Random(seed + 1))
    t = 0.0
    while True:
        call, gap, side = calls.next()
        t += gap
        if t >= end:
            break
        out.append((t, lengths[call], f"{call}@{side:+.2f}"))
    return sorted(out)


def repeated_stretch(timeline: list[tuple[float, float, str]], end: float, stretch: float = 60.0,
                     step: float = 1.0) -> tuple[float, float] | None:
    """Two starts of `stretch` seconds that hear exactly the same (every sound
    in them at the same offset), or None. Offsets are compared to a tenth of a second."""
    seen: dict[tuple, float] = {}
    t = 0.0
    while t + stretch <= end:
        heard = tuple(sorted((name, round(start - t, 1)) for start, length, name in timeline
                             if start < t + stretch and start + length > t))
        if heard in seen:
            return seen[heard], t
        seen[heard] = t
        t += step
    return None
