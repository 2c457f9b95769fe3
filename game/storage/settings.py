"""The player's settings: the language, fullscreen, window size, animation speed,
sound volume and mute, reduce motion; at the table: the computer players' pace, whether a
move waits for Confirm, and the "since your last turn" recap.

Stored as JSON in platformdirs.user_config_path("MonsterIsles")/settings.json,
written atomically (the saves module's writer). A file that cannot be read is
moved aside (never deleted) and the defaults are used, with a message for the
player saying what happened and where the old file went. No pygame here.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass, fields
from datetime import datetime
from pathlib import Path

import platformdirs

from rules.core.bounded_file import FileRefused, TooLarge, read_bounded
from rules.core.i18n import N_, _

from game.storage.saves import APP_NAME, SaveError, decode_json, write_json_atomic

FORMAT = "monster-isles-settings"
VERSION = 1

WINDOW_SIZES: tuple[tuple[int, int], ...] = (      # from the window's smallest (game/screen/window.py MIN_SIZE)
    (1056, 594), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
#: a window size set by dragging may be any size within these (width, height);
#: the smallest is half the canvas, still readable
WINDOW_SIZE_LIMITS = ((640, 360), (16384, 16384))
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: how long computer players wait between their moves (apart from the animations)
AI_PACES = ("instant", "quick", "normal", "slow")
#: the mixer's volumes, each 0..100, and how a message names them
VOLUMES = {"volume": N_("volume"), "music_volume": N_("music volume"), "effects_volume": N_("effects volume"),
           "ambience_volume": N_("ambience volume")}
#: a language's code: "fr", "pt_BR" (a catalogue's folder under assets/locale)
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")
#: a settings file is a few hundred bytes; anything near this is not ours
MAX_BYTES = 64 * 1024


@dataclass
class Settings:
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    animation_speed: str = "normal"
    volume: int = 80            # 0..100, the master volume
    mute: bool = False
    music_volume: int = 60      # 0..100 of the master volume, for each layer
    effects_volume: int = 100
    ambience_volume: int = 70
    sound_in_background: bool = False   # keep playing while another window has focus
    turn_chime: bool = True     # a person's turn chimes (and the window asks for attention) in the background
    reduce_motion: bool = False
    ai_pace: str = "normal"
    confirm_moves: bool = False     # a person's move waits for Confirm
    recap: bool = True              # "since your last turn" when a person comes back
    #: the language's code ("fr"); "" until the player picks one: the system's (game/language.py)
    language: str = ""

    def to_json(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return {"format": FORMAT, "version": VERSION, "settings": data}

    def copy(self) -> "Settings":
        return Settings(**asdict(self))


class SettingsError(ValueError):
    """A settings file that cannot be used; the message says why."""


def settings_path() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False) / "settings.json"


def _check(key: str, value) -> object:
    """The value if it is a valid setting, else SettingsError saying why."""
    if key in ("fullscreen", "mute", "reduce_motion", "confirm_moves", "recap", "sound_in_background",
               "turn_chime"):
        if isinstance(value, bool):
            return value
        raise SettingsError(_("{key} should be true or false").format(key=key))
    if key == "window_size":
        if (isinstance(value, list) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                and all(lo <= v <= hi for v, lo, hi in zip(value, *WINDOW_SIZE_LIMITS))):
            return tuple(value)
        lo, hi = WINDOW_SIZE_LIMITS
        raise SettingsError(_("the window size is not two whole numbers from {low} to {high}").format(
            low=f"{lo[0]} × {lo[1]}", high=f"{hi[0]} × {hi[1]}"))
    if key == "language":
        if value == "" or (isinstance(value, str) and LANGUAGE_CODE.fullmatch(value)):
            return value
        raise SettingsError(_("the language is not a language's code (such as fr)"))
    if key == "animation_speed":
        if value in ANIMATION_SPEEDS:
            return value
        raise SettingsError(_("the animation speed is not slow, normal, fast or instant"))
    if key == "ai_pace":
        if value in AI_PACES:
            return value
        raise SettingsError(_("the computer players' pace is not instant, quick, normal or slow"))
    if key in VOLUMES:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100:
            return value
        raise SettingsError(_("the {volume} is not a whole number from 0 to 100").format(volume=_(VOLUMES[key])))
    raise SettingsError(f"unknown setting {key}")  # pragma: no cover - callers skip unknown keys


def parse(raw: bytes) -> Settings:
    """The settings a file holds; SettingsError (in words) for anything else,
    whatever the bytes are, a single bad value included."""
    out, bad = read(raw)
    if bad:
        raise SettingsError("; ".join(bad))
    return out


def read(raw: bytes) -> tuple[Settings, list[str]]:
    """The settings a file holds, and why each value that could not be used
    was left at its default (one bad value costs only itself). SettingsError
    (in words) when the file as a whole is not a settings file."""
    if len(raw) > MAX_BYTES:
        raise SettingsError(_("the file is far larger than any settings file"))
    try:
        doc = decode_json(raw)
    except SaveError as exc:
        raise SettingsError(str(exc)) from exc
    try:
        return _settings_from(doc)
    except SettingsError:
        raise
    except Exception as exc:      # no document of any shape may get past this as a crash
        raise SettingsError(_("it holds a value of the wrong kind ({reason})").format(reason=type(exc).__name__)) from exc


def _settings_from(doc) -> tuple[Settings, list[str]]:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SettingsError(_("it is not a Monster Isles settings file"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SettingsError(_("it is not a Monster Isles settings file"))
    if version > VERSION:
        raise SettingsError(_("it was written by a newer Monster Isles"))
    data = doc.get("settings")
    if not isinstance(data, dict):
        raise SettingsError(_("it holds no settings"))
    out = Settings()
    bad: list[str] = []
    known = {f.name for f in fields(Settings)}
    for key, value in data.items():
        if key not in known:      # unknown keys (from a later version) are ignored
            continue
        try:
            setattr(out, key, _check(key, value))
        except SettingsError as exc:      # named, with the value it had (cut to a readable length)
            bad.append(_("{problem} (it was {value})").format(problem=exc, value=_shown_value(value)))
        except Exception as exc:      # no value of any shape may get past this as a crash
            bad.append(_("{key} holds a value of the wrong kind ({reason})").format(key=key, reason=type(exc).__name__))
    return out, bad


def _shown_value(value) -> str:
    """A setting's value as a message names it: its JSON, at most 40 characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 40 else text[:39] + "…"


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults. The message (or None) tells the
    player when a damaged file was set aside."""
    path = path or settings_path()
    try:
        got, bad = read(read_bounded(path, MAX_BYTES))
    except FileNotFoundError:
        return Settings(), None
    except TooLarge:
        return _unusable(path, _("the file is far larger than any settings file"))
    except FileRefused as exc:       # a named pipe, a device, a folder: set aside, never waited on
        return _unusable(path, exc.strerror)
    except OSError as exc:
        return Settings(), _("Your settings could not be read ({reason}); the defaults are used.").format(
            reason=exc.strerror or exc)
    except SettingsError as exc:
        return _unusable(path, str(exc))
    if not bad:
        return got, None
    # the file is kept as it was (the bad value with it), and the good values
    # are written back at once, so the next start keeps them too
    moved = set_aside(path)
    try:
        save(got, path)
    except OSError:
        pass
    reasons = "; ".join(bad)
    if moved:
        return got, _("A value in your settings file could not be used: {reason}. It is back at its default and "
                      "every other setting is kept. The file as it was is kept as {file}.").format(
            reason=reasons, file=moved.name)
    return got, _("A value in your settings file could not be used: {reason}. It is back at its default and "
                  "every other setting is kept.").format(reason=reasons)


def _unusable(path: Path, reason: str) -> tuple[Settings, str]:
    """The defaults, the file set aside, and the message saying so."""
    moved = set_aside(path)
    if moved:
        return Settings(), _("Your settings file could not be used: {reason}. The defaults are used. "
                             "It was kept as {file}.").format(reason=reason, file=moved.name)
    return Settings(), _("Your settings file could not be used: {reason}. The defaults are used.").format(
        reason=reason)


def set_aside(path: Path) -> Path | None:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    k = 2
    while target.exists():
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{k}")
        k += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def save(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), settings.to_json())
