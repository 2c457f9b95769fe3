"""Sound effects through pygame.mixer, with the volume and mute from Settings.

Where there is no audio device (a server, a muted container, a broken driver)
the mixer fails to start: then every call here does nothing, quietly. The sounds
are made by assets/sounds/make_sounds.py.
"""
from __future__ import annotations

from typing import Any

import pygame

from .assets import asset_path

SOUND_NAMES = ("click", "card", "dice", "score")


class Audio:
    def __init__(self) -> None:
        self.available = False
        self.problem: str | None = None
        self.volume = 0.8
        self.muted = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._loaded = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 2, 512)
            self.available = pygame.mixer.get_init() is not None
        except (pygame.error, OSError) as exc:
            self.problem = f"no sound device ({exc})"

    def _load(self) -> None:
        self._loaded = True
        if not self.available:
            return
        for name in SOUND_NAMES:
            try:
                path = asset_path("sounds", f"{name}.wav")
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError) as exc:     # a missing or broken file: that sound stays silent
                self.problem = f"could not load {name}.wav ({exc})"

    def apply(self, settings: Any) -> None:
        self.volume = max(0, min(100, int(getattr(settings, "volume", 80)))) / 100
        self.muted = bool(getattr(settings, "mute", False))

    def play(self, name: str) -> None:
        if not self.available or self.muted or self.volume <= 0:
            return
        if not self._loaded:
            self._load()
        snd = self._sounds.get(name)
        if snd is None:
            return
        try:
            snd.set_volume(self.volume)
            snd.play()
        except pygame.error:
            pass


_current: Audio | None = None


def install(audio: Audio) -> None:
    """Makes `audio` the one `play()` uses (the App installs its own)."""
    global _current
    _current = audio


def play(name: str) -> None:
    """Plays a sound effect if sound is on; harmless before the app starts."""
    if _current is not None:
        _current.play(name)
