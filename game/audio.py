"""The one sound layer: effects, an ambience and a music piece, and the mixer.

- Effects are short WAV files (assets/sounds/make_sounds.py), loaded once on
  first use. A table names a sound, it never loads a file. The same sound
  starts at most once every MIN_GAP seconds, so a run of like events (computer
  players at "instant" pace, a group of cards flying together) plays it once.
- What plays over a whole game is planned in game/sound_plan.py: a scene's
  music names a programme of pieces, each streamed whole (pygame's music, Ogg
  Vorbis, assets/sounds/make_music.py) with rests between them and a finale as
  the game nears its end (the scene's `finale`); its ambience names a bed that
  loops on a channel of its own and the calls that come over it at random
  moments, each panned to a random side. A bed is decoded whole
  (5 MB, 80-100 ms), on a thread of its own, so a table opening does not
  stall its frame; it fades in once decoded. The scene on top of the
  stack says what it wants to hear by its `soundscape` (music, ambience), the
  app calls `follow` each frame, and a change cross-fades. A curtain asks for
  silence, so no music plays while the screen passes between players.
- The mixer: a master volume, then music, effects and ambience volumes, mute,
  and whether sound keeps playing while the window is in the background (off
  by default: then everything pauses when the window loses focus). A person's
  turn may still be heard then (`alert`: the turn chime, a setting of its own).
- The volcano drop has the room to itself (`DUCKS`): while it sounds the music,
  the ambience and every other effect play well under it.

Where there is no audio device (a server, a muted container, a broken driver)
the mixer fails to start: then every call here does nothing, quietly. No file
is ever required: a missing or broken sound is silent and the reason kept in
`problem`.
"""
from __future__ import annotations

import random
import threading
import time
from collections import OrderedDict
from typing import Any, Callable, Iterable

import pygame

from rules.core.i18n import _

from . import sound_plan
from .assets import asset_path

#: every effect there is (assets/sounds/<name>.wav)
SOUND_NAMES = (
    "click", "toggle", "refuse", "your_turn", "curtain",
    "card", "card_flip", "cards_swept", "dice", "die_lock", "score", "game_won",
    "iom_food", "iom_capture", "iom_feed", "iom_mature", "iom_scare", "iom_duel", "iom_round",
    "komi_drop", "komi_dice_land", "komi_boss_move", "komi_minion", "komi_crystal", "komi_pylon",
    "komi_heal", "komi_energy", "komi_buy", "komi_event", "komi_boss_roar", "komi_support",
    "sti_step", "sti_swim", "sti_paddle", "sti_place", "sti_sink", "sti_shark", "sti_whale", "sti_serpent",
    "sti_kraken", "sti_pterodactyl", "sti_kaiju", "sti_piranha", "sti_egg", "sti_volcano", "sti_rescue",
    "sti_lost", "sti_whirlpool",
    "ion_conch", "ion_scroll", "ion_ring", "ion_staff", "ion_lantern", "ion_night_ends",
    "game_lost", "game_over",
    "komi_boss_power", "komi_boss_beaten", "komi_monster_move", "komi_hurt", "komi_knockout", "komi_minion_down",
    "komi_crystal_lost", "komi_pylon_down", "komi_boss_hurt", "komi_boss_die_out",
    "sti_arrives", "sti_wake", "sti_raft_lost",
)
#: the ambiences a scene may ask for (sound_plan.AMBIENCES: a bed, assets/sounds/<name>.ogg, and its calls)
AMBIENCES = tuple(sound_plan.AMBIENCES)
#: the music a scene may ask for (sound_plan.PROGRAMMES: pieces, assets/sounds/<piece>.ogg)
MUSIC = tuple(sound_plan.PROGRAMMES)
#: effect -> (seconds it has the room for, the gain everything else plays at meanwhile)
DUCKS = {"komi_drop": (2.6, 0.22)}
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
        self._pending_piece: str | None = None
        #: loops still decoding for a scene that no longer wants them (waited for at closing)
        self._dropped: list[_Decoding] = []
        self._ambience_channel: pygame.mixer.Channel | None = None
        #: the music's programme and the ambience's calls, planned (sound_plan)
        self._rng = random.Random()
        self._music_plan: sound_plan.MusicPlan | None = None
        self.piece: str | None = None              # the piece playing, or None in a rest
        self._piece_started = 0.0
        self._next_piece_at: float | None = None   # when the rest ends
        self.finale = False
        self._call_plan: sound_plan.CallPlan | None = None
        self._next_call: tuple[str, float, float] | None = None    # (call, when, side)
        #: until when, and how low, everything but the ducking effect plays
        self._duck_until, self._duck_gain = 0.0, 1.0
        self.room_channel: int | None = None
        self._ducked_channels: list[pygame.mixer.Channel] = []
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

    @property
    def paused(self) -> bool:
        """Nothing plays: the window is in the background and sound does not play on."""
        return not self.focused and not self.in_background

    def level(self, layer: str) -> float:
        """What a layer plays at, 0..1, after master, mute, focus and a duck."""
        if self.muted or self.paused:
            return 0.0
        return self.master * self.layers[layer] * self.duck()

    def duck(self) -> float:
        """The gain the room is left at by an effect that has it to itself (DUCKS)."""
        return self._duck_gain if self.clock() < self._duck_until else 1.0

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
        duck = DUCKS.get(name)
        try:
            snd.set_volume(self.master * self.layers["effects"] if duck else volume)
            channel = snd.play()
        except pygame.error:
            return False
        if duck is not None:
            self._duck_for(now, *duck, keep=channel)
        elif channel is not None and now < self._duck_until:
            self._ducked_channels.append(channel)
        self._last_start[name] = now
        self.started.append((now, name))
        del self.started[:-200]
        return True

    def alert(self, name: str) -> bool:
        """Plays an effect even while the window is in the background and sound
        is paused (a person's turn): at the effects' level, never when muted."""
        if not self.paused:
            return self.play(name)
        if not self.available or self.muted:
            return False
        snd = self._sound(name)
        if snd is None:
            return False
        try:
            snd.set_volume(self.master * self.layers["effects"])
            snd.play()         # a channel started now plays: only those playing were paused
        except pygame.error:
            return False
        self.started.append((self.clock(), name))
        return True

    def _duck_for(self, now: float, seconds: float, gain: float, keep) -> None:
        """Everything but `keep` (the channel of the effect that has the room) plays
        at `gain` for `seconds`: the other effects playing and starting, the loops."""
        self._duck_until, self._duck_gain = now + seconds, gain
        self._ducked_channels = []
        #: the channel that has the room (a Channel is a new object each time it is asked for: by its id)
        self.room_channel = keep.id if keep is not None else None
        if not self.available:
            return
        try:
            for k in range(1, pygame.mixer.get_num_channels()):
                channel = pygame.mixer.Channel(k)
                if channel.get_busy() and k != self.room_channel:
                    channel.set_volume(gain)
                    self._ducked_channels.append(channel)
        except pygame.error:
            pass
        self._set_loop_volumes()

    def _end_duck(self) -> None:
        self._duck_until, self._duck_gain = 0.0, 1.0
        try:
            for channel in self._ducked_channels:
                channel.set_volume(1.0)
        except pygame.error:
            pass
        self._ducked_channels = []
        self._set_loop_volumes()

    # -- loops -------------------------------------------------------------------------

    def follow(self, scenes: Iterable[Any]) -> None:
        """Plays what the scenes ask for: from the top of the stack down, the
        first scene that names its music (or its ambience) rather than
        inheriting the one under it."""
        music = ambience = INHERIT
        finale = False
        for scene in reversed(list(scenes)):
            if music == INHERIT:
                music = getattr(scene, "music", INHERIT)
                finale = bool(getattr(scene, "finale", False))
            if ambience == INHERIT:
                ambience = getattr(scene, "ambience", INHERIT)
        music = None if music == INHERIT else music
        ambience = None if ambience == INHERIT else ambience
        if music != self.music:
            self._start_music(music, finale)
        elif finale != self.finale:
            self._turn_to_finale(finale)
        if ambience != self.ambience:
            self._start_ambience(ambience)
        if self._decoding is not None and self._decoding.done:
            self._decoded()
        if self._duck_until and self.clock() >= self._duck_until:
            self._end_duck()
        if not self.paused:
            self._next_music()
            self._next_ambience_call()

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

    def _start_music(self, name: str | None, finale: bool = False) -> None:
        """A scene's programme (sound_plan.PROGRAMMES): its first piece now, the
        ones after it as each ends and its rest is over (`_next_music`)."""
        self.music, self.finale = name, finale
        programme = sound_plan.PROGRAMMES.get(name) if name is not None else None
        self._music_plan = sound_plan.MusicPlan(programme, self._rng) if programme is not None else None
        self.piece, self._next_piece_at = None, None
        if not self.available:
            return
        try:
            pygame.mixer.music.fadeout(FADE_MS // 2)
        except pygame.error:
            pass
        if self._music_plan is not None:
            self._start_piece(*self._music_plan.next(finale))

    def _turn_to_finale(self, finale: bool) -> None:
        """The game nears its end: the piece playing fades out, the finale comes after a rest."""
        self.finale = finale
        if self._music_plan is None or not finale:
            return
        if self.available:
            try:
                pygame.mixer.music.fadeout(FADE_MS * 2)
            except pygame.error:
                pass
        self.piece, self._next_piece_at = None, None

    def _start_piece(self, piece: str, rest: float) -> None:
        self.piece = None
        self._next_piece_at = self.clock() + rest
        self._pending_piece = piece

    def _next_music(self) -> None:
        """The piece playing goes on; one that ended leaves its rest, then the next begins."""
        if self._music_plan is None or not self.available:
            return
        now = self.clock()
        try:
            if self.piece is not None:
                if pygame.mixer.music.get_busy() or now - self._piece_started < 1.0:
                    return
                self._start_piece(*self._music_plan.next(self.finale))
            if self._next_piece_at is None:
                self._start_piece(*self._music_plan.next(self.finale))
            if now < self._next_piece_at or pygame.mixer.music.get_busy():
                return
            piece = self._pending_piece
            pygame.mixer.music.load(str(asset_path("sounds", f"{piece}.ogg")))
            pygame.mixer.music.set_volume(self.level("music"))
            pygame.mixer.music.play(fade_ms=FADE_MS // 4)
            self.piece, self._piece_started, self._next_piece_at = piece, now, None
            self.started.append((now, piece))
        except (pygame.error, OSError, FileNotFoundError) as exc:
            self.problem = _("could not play {file} ({reason})").format(file=f"{self._pending_piece}.ogg", reason=exc)
            self._music_plan = None

    def _next_ambience_call(self) -> None:
        """A call over the bed when its moment comes (gulls, stones, an owl), from its side."""
        plan = self._call_plan
        if plan is None or not self.available or self._ambience_sound is None:
            return
        now = self.clock()
        if self._next_call is None:
            call, gap, side = plan.next()
            self._next_call = (call, now + gap, side)
            return
        call, when, side = self._next_call
        if now < when:
            return
        self._next_call = None
        snd = self._sound(call)
        if snd is None:
            return
        try:
            level = self.level("ambience")
            snd.set_volume(1.0)
            channel = snd.play()
            if channel is not None:         # panned to its side, at the ambience's level
                channel.set_volume(level * min(1.0, 1 - side), level * min(1.0, 1 + side))
        except pygame.error:
            return
        self.started.append((now, call))

    def _start_ambience(self, name: str | None) -> None:
        self.ambience = name
        amb = sound_plan.AMBIENCES.get(name) if name is not None else None
        self._call_plan = sound_plan.CallPlan(amb, self._rng) if amb is not None and amb.calls else None
        self._next_call = None
        if self._call_plan is not None:
            self.preload(amb.calls)        # read now, never in the frame a call comes
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
            bed = amb.bed if amb is not None else name
            path = str(asset_path("sounds", f"{bed}.ogg"))
            sound = _kept_loop(path)
            if sound is None:
                self._decoding = _Decoding(bed, path)
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


def alert(name: str) -> None:
    """Plays an effect even with the window in the background (Audio.alert)."""
    if _current is not None:
        _current.alert(name)
