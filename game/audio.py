"""The one sound layer: effects, an ambience and a music piece, and the mixer.

- Effects are short WAV files (assets/sounds/make_sounds.py), loaded once on
  first use. A table names a sound, it never loads a file. The same sound
  starts at most once every MIN_GAP seconds, so a run of like events (computer
  players at "instant" pace, a group of cards flying together) plays it once.
- The ambience loops on a channel of its own; the music streams (pygame's
  music, Ogg Vorbis, assets/sounds/make_music.py). A loop is decoded whole
  (5 MB, 80-100 ms), on a thread of its own, so a table opening does not
  stall its frame; it fades in once decoded. The scene on top of the
  stack says what it wants to hear by its `soundscape` (music, ambience), the
  app calls `follow` each frame, and a change cross-fades. A curtain asks for
  silence, so no music plays while the screen passes between players.
- The mixer: a master volume, then music, effects and ambience volumes, mute,
  and whether sound keeps playing while the window is in the background (off
  by default: then everything pauses when the window loses focus).

Where there is no audio device (a server, a muted container, a broken driver)
the mixer fails to start: then every call here does nothing, quietly. No file
is ever required: a missing or broken sound is silent and the reason kept in
`problem`.
"""
from __future__ import annotations

import threading
import time
from collections import OrderedDict
from typing import Any, Callable, Iterable

import pygame

from rules.core.i18n import _

from .assets import asset_path

#: every effect there is (assets/sounds/<name>.wav)
SOUND_NAMES = (
    "click", "toggle", "refuse", "your_turn", "curtain",
    "card", "card_flip", "cards_swept", "dice", "die_lock", "score", "game_won",
    "iom_food", "iom_capture", "iom_feed", "iom_mature", "iom_scare", "iom_duel", "iom_round",
    "komi_drop", "komi_dice_land", "komi_boss_move", "komi_minion", "komi_crystal", "komi_pylon",
    "komi_damage", "komi_heal", "komi_energy", "komi_buy", "komi_event", "komi_boss_roar", "komi_support",
    "sti_step", "sti_swim", "sti_paddle", "sti_place", "sti_sink", "sti_shark", "sti_whale", "sti_serpent",
    "sti_kraken", "sti_pterodactyl", "sti_kaiju", "sti_piranha", "sti_egg", "sti_volcano", "sti_rescue",
    "sti_lost", "sti_whirlpool",
    "ion_conch", "ion_scroll", "ion_ring", "ion_staff", "ion_lantern", "ion_night_ends",
)
#: the loops (assets/sounds/<name>.ogg)
AMBIENCES = ("amb_sea_and_gulls", "amb_volcano", "amb_surf_and_wind", "amb_night")
MUSIC = ("music_title", "music_isle_of_monsters", "music_king_of_monster_island",
         "music_survive_the_island", "music_isle_of_night")
#: the same effect at most this often (seconds)
MIN_GAP = 0.08
#: and at most this many effects of any kind start in any BURST_WINDOW seconds
#: (computer players at "instant" pace make dozens of events a second)
BURST_LIMIT, BURST_WINDOW = 5, 0.5
#: a change of music or ambience fades over this (milliseconds)
FADE_MS = 1200
#: a scene's music or ambience that is whatever the scene under it plays (game/scene.py)
INHERIT = "inherit"
#: the ambience loops kept decoded once nothing plays them (5 MB each): none, as a
#: loop is decoded beside the frames (_Decoding), so keeping one would save no frame
#: any time, and the smoke run's peak is bounded at 250 MB (tests/release); the
#: tests keep them all (tests/conftest.py), each worker decoding each loop once
KEPT_LOOPS = 0

#: what the process's mixer has decoded, by file: the effects (4 MB in all), and the
#: last KEPT_LOOPS ambience loops; the mixer is the process's, so these are too
_effects: dict[str, pygame.mixer.Sound] = {}
_loops: OrderedDict[str, pygame.mixer.Sound] = OrderedDict()


def _decoded_effect(path: str) -> pygame.mixer.Sound:
    sound = _effects.get(path)
    if sound is None:
        sound = _effects[path] = pygame.mixer.Sound(path)
    return sound


def _kept_loop(path: str) -> pygame.mixer.Sound | None:
    """The loop decoded from `path` if it is kept, now the last one heard."""
    sound = _loops.pop(path, None)
    if sound is not None:
        _loops[path] = sound
    return sound


def _keep_loop(path: str, sound: pygame.mixer.Sound) -> None:
    _loops.pop(path, None)
    _loops[path] = sound
    while len(_loops) > KEPT_LOOPS:
        _loops.popitem(last=False)


class _Decoding:
    """A loop being decoded on a thread of its own (SDL_mixer decodes without
    Python's lock, so the window's frames go on meanwhile)."""

    def __init__(self, name: str, path: str) -> None:
        self.name, self.path = name, path
        self.sound: pygame.mixer.Sound | None = None
        self.error: Exception | None = None
        self._thread = threading.Thread(target=self._decode, name="monster-isles-decode", daemon=True)
        self._thread.start()

    def _decode(self) -> None:
        try:
            self.sound = pygame.mixer.Sound(self.path)
        except (pygame.error, OSError) as exc:
            self.error = exc

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self) -> None:
        self._thread.join()


class Audio:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.available = False
        self.problem: str | None = None
        self.master = 0.8
        self.layers = {"music": 0.6, "effects": 1.0, "ambience": 0.7}
        self.muted = False
        self.in_background = False          # settings: keep playing when not focused
        self.focused = True
        self.clock = clock
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._last_start: dict[str, float] = {}
        self.started: list[tuple[float, str]] = []     # (when, name): what played, for tests and the bench
        self.music: str | None = None
        self.ambience: str | None = None
        self._ambience_sound: pygame.mixer.Sound | None = None
        #: the ambience's loop being decoded, if it is
        self._decoding: _Decoding | None = None
        #: loops still decoding for a scene that no longer wants them (waited for at closing)
        self._dropped: list[_Decoding] = []
        self._ambience_channel: pygame.mixer.Channel | None = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 2, 512)
            self.available = pygame.mixer.get_init() is not None
            if self.available:
                pygame.mixer.set_num_channels(16)
                pygame.mixer.set_reserved(1)
                self._ambience_channel = pygame.mixer.Channel(0)
        except (pygame.error, OSError) as exc:
            self.problem = _("no sound device ({reason})").format(reason=exc)

    # -- the mixer ---------------------------------------------------------------------

    @property
    def volume(self) -> float:
        """The master volume, 0..1 (the Settings' `volume`)."""
        return self.master

    def level(self, layer: str) -> float:
        """What a layer plays at, 0..1, after master, mute and focus."""
        if self.muted or (not self.focused and not self.in_background):
            return 0.0
        return self.master * self.layers[layer]

    def apply(self, settings: Any) -> None:
        def pct(name: str, default: int) -> float:
            return max(0, min(100, int(getattr(settings, name, default)))) / 100
        self.master = pct("volume", 80)
        self.layers = {"music": pct("music_volume", 60), "effects": pct("effects_volume", 100),
                       "ambience": pct("ambience_volume", 70)}
        self.muted = bool(getattr(settings, "mute", False))
        self.in_background = bool(getattr(settings, "sound_in_background", False))
        self._set_loop_volumes()

    def focus(self, focused: bool) -> None:
        """The window gained or lost the keyboard focus."""
        if focused == self.focused:
            return
        self.focused = focused
        if not self.available or self.in_background:
            return
        try:
            if focused:
                pygame.mixer.unpause()
                pygame.mixer.music.unpause()
            else:
                pygame.mixer.pause()
                pygame.mixer.music.pause()
        except pygame.error:
            pass

    def _set_loop_volumes(self) -> None:
        if not self.available:
            return
        try:
            pygame.mixer.music.set_volume(self.level("music"))
            if self._ambience_channel is not None:
                self._ambience_channel.set_volume(self.level("ambience"))
        except pygame.error:
            pass

    # -- effects -----------------------------------------------------------------------

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            try:
                self._sounds[name] = _decoded_effect(str(asset_path("sounds", f"{name}.wav")))
            except (pygame.error, OSError, FileNotFoundError) as exc:   # missing or broken: that sound stays silent
                self._sounds[name] = None
                self.problem = _("could not load {file} ({reason})").format(file=f"{name}.wav", reason=exc)
        return self._sounds[name]

    def preload(self, names: Iterable[str]) -> None:
        """Reads these effects from their files now (a table opening: its moves'
        first sounds then cost no frame a file's reading)."""
        if self.available:
            for name in sorted(names):
                self._sound(name)

    def play(self, name: str) -> bool:
        """Starts an effect; False when it did not (silent, or it just played)."""
        now = self.clock()
        last = self._last_start.get(name)
        if last is not None and now - last < MIN_GAP:
            return False
        recent = [t for t, _ in self.started[-BURST_LIMIT:] if now - t < BURST_WINDOW]
        if len(recent) >= BURST_LIMIT:
            return False
        volume = self.level("effects")
        if not self.available or volume <= 0:
            return False
        snd = self._sound(name)
        if snd is None:
            return False
        try:
            snd.set_volume(volume)
            snd.play()
        except pygame.error:
            return False
        self._last_start[name] = now
        self.started.append((now, name))
        del self.started[:-200]
        return True

    # -- loops -------------------------------------------------------------------------

    def follow(self, scenes: Iterable[Any]) -> None:
        """Plays what the scenes ask for: from the top of the stack down, the
        first scene that names its music (or its ambience) rather than
        inheriting the one under it."""
        music = ambience = INHERIT
        for scene in reversed(list(scenes)):
            if music == INHERIT:
                music = getattr(scene, "music", INHERIT)
            if ambience == INHERIT:
                ambience = getattr(scene, "ambience", INHERIT)
        music = None if music == INHERIT else music
        ambience = None if ambience == INHERIT else ambience
        if music != self.music:
            self._start_music(music)
        if ambience != self.ambience:
            self._start_ambience(ambience)
        if self._decoding is not None and self._decoding.done:
            self._decoded()

    @property
    def decoding(self) -> bool:
        """An ambience loop is being decoded, to start when it is (the app's
        loop keeps its frames going meanwhile, so `follow` sees it done)."""
        return self._decoding is not None

    def finish(self) -> None:
        """The app is closing: the loops still decoding are waited for (never the
        mixer closed under them), not played."""
        for d in [self._decoding, *self._dropped]:
            if d is not None:
                d.wait()
        self._decoding, self._dropped = None, []

    def wait_for_loops(self) -> None:
        """The loop being decoded is decoded and playing (tests)."""
        if self._decoding is not None:
            self._decoding.wait()
            self._decoded()

    def _start_music(self, name: str | None) -> None:
        self.music = name
        if not self.available:
            return
        try:
            if name is None:
                pygame.mixer.music.fadeout(FADE_MS // 2)
                return
            pygame.mixer.music.load(str(asset_path("sounds", f"{name}.ogg")))
            pygame.mixer.music.set_volume(self.level("music"))
            pygame.mixer.music.play(loops=-1, fade_ms=FADE_MS)
        except (pygame.error, OSError, FileNotFoundError) as exc:
            self.problem = _("could not play {file} ({reason})").format(file=f"{name}.ogg", reason=exc)

    def _start_ambience(self, name: str | None) -> None:
        self.ambience = name
        channel = self._ambience_channel
        if not self.available or channel is None:
            return
        if self._decoding is not None:  # a loop still decoding for another scene is not wanted now
            self._dropped = [d for d in self._dropped if not d.done] + [self._decoding]
            self._decoding = None
        try:
            channel.fadeout(FADE_MS // 2)
            self._ambience_sound = None
            if name is None:
                return
            path = str(asset_path("sounds", f"{name}.ogg"))
            sound = _kept_loop(path)
            if sound is None:
                self._decoding = _Decoding(name, path)
            else:
                self._play_ambience(sound)
        except (pygame.error, OSError, FileNotFoundError) as exc:
            self.problem = _("could not play {file} ({reason})").format(file=f"{name}.ogg", reason=exc)

    def _decoded(self) -> None:
        d, self._decoding = self._decoding, None
        if d.error is not None or d.sound is None:
            self.problem = _("could not play {file} ({reason})").format(file=f"{d.name}.ogg", reason=d.error)
            return
        _keep_loop(d.path, d.sound)
        try:
            self._play_ambience(d.sound)
        except pygame.error as exc:
            self.problem = _("could not play {file} ({reason})").format(file=f"{d.name}.ogg", reason=exc)

    def _play_ambience(self, sound: pygame.mixer.Sound) -> None:
        channel = self._ambience_channel
        channel.set_volume(self.level("ambience"))
        channel.play(sound, loops=-1, fade_ms=FADE_MS)
        self._ambience_sound = sound


_current: Audio | None = None


def install(audio: Audio) -> None:
    """Makes `audio` the one `play()` uses (the App installs its own)."""
    global _current
    _current = audio


def preload(names: Iterable[str]) -> None:
    """Reads effects from their files ahead of their first play, if sound can play."""
    if _current is not None:
        _current.preload(names)


def play(name: str) -> None:
    """Plays a sound effect if sound is on; harmless before the app starts."""
    if _current is not None:
        _current.play(name)
