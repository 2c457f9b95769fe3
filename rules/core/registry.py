"""The registry of games: what the title, the new-game scene, the saves, the arena
and the tests ask about a game, so none of them needs per-game code.

Each game package defines `INFO = GameInfo(...)` in its `__init__.py`. The list of
packages below is explicit (no folder scanning), so a frozen build sees them all.
A package that fails to import is reported, not fatal: the title shows the error.
"""
from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Sequence

from .agents import RandomAgent
from .i18n import N_, _

GAME_IDS = (
    "isle_of_monsters",
    "king_of_monster_island",
    "survive_the_island",
    "isle_of_night",
)

#: The display names are known even when a package is missing or broken. They
#: are catalogue messages: show one with `_(DISPLAY_NAMES[game_id])`, as every
#: GameInfo's name, tagline and Option words.
DISPLAY_NAMES = {
    "isle_of_monsters": N_("Isle of Monsters"),
    "king_of_monster_island": N_("King of Monster Island"),
    "survive_the_island": N_("Survive the Island"),
    "isle_of_night": N_("Isle of Night"),
}

AI_LEVELS = ("easy", "normal", "hard")
#: A computer player's level as a player reads it (a catalogue message: `_()` it).
AI_LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("Random")}
ARENA_LEVELS = ("random",) + AI_LEVELS


@dataclass(frozen=True)
class Option:
    """One game option, drawn by the new-game scene from this description alone.

    kind: "choice" (one of `choices`, pairs of (value, label)), "bool", or "int"
    (between `min` and `max`). `show_if` hides the option unless another option has
    one of the given values: {"variant": ("advanced",)}.

    `files_from` (with `file_suffix`) names a folder of the app's data folder whose
    files are further choices, by their path: the app passes that folder to
    `with_files` (the rules never look for it). Any such path is then valid here;
    the game's validate_extra says whether the file itself will do.

    `seat` (1-based) marks an option that belongs to one seat (which Monster
    seat 2 plays): the new-game screen shows it in that seat's row, in a column
    headed `column`. 0: the option is the whole game's.
    """

    key: str
    label: str
    kind: str
    default: Any
    choices: tuple = ()
    help: str = ""
    min: int = 0
    max: int = 0
    show_if: dict = field(default_factory=dict)
    files_from: str = ""
    file_suffix: str = ""
    seat: int = 0
    column: str = ""

    def valid(self, value: Any) -> bool:
        if self.kind == "choice":
            if self.files_from and isinstance(value, str) and value.lower().endswith(self.file_suffix):
                return True
            return any(value == v for v, __ in self.choices)
        if self.kind == "bool":
            return isinstance(value, bool)
        if self.kind == "int":
            return isinstance(value, int) and not isinstance(value, bool) and self.min <= value <= self.max
        return False


    def with_files(self, folder: Path) -> "Option":
        """This option with the files of `folder` (its files_from folder) added to
        its choices, each labelled with its name; a missing folder adds none."""
        if not self.files_from:
            return self
        try:
            files = sorted(p for p in folder.iterdir() if p.is_file() and p.name.lower().endswith(self.file_suffix))
        except OSError:
            files = []
        # a name that is not UTF-8 is shown with the replacement character (the file is refused when checked)
        extra = tuple((str(p), shown_name(p.name[: len(p.name) - len(self.file_suffix)].replace("_", " ")))
                      for p in files)
        return replace(self, choices=tuple(self.choices) + extra)


#: characters no name may show: a line break (which broke the island picker's
#: row in two), a tab, and every other control character
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def shown_name(name: str) -> str:
    """A file name as it can be shown and written down on one line: bytes
    that are not UTF-8 (which Python keeps as surrogates) and control
    characters (a line break, a tab) become the replacement character."""
    return _CONTROL.sub("\ufffd", name.encode("utf-8", "surrogateescape").decode("utf-8", "replace"))


@dataclass(frozen=True)
class GameInfo:
    """What a game tells the rest of the app about itself.

    state_class: "module:Class" of its GameState subclass.
    make_agent:  "module:function" with signature (level, seat, seed) -> Agent.
    table_scene: "module:Class" of its pygame table, or None until it has one.
    rules_text:  "module:NAME" of the in-app rules reference (a list of
                 (heading, paragraphs) sections, in our own words, or a function
                 that returns it in the language in use), or None.
    """

    id: str
    #: name, tagline and the Options' words are catalogue messages marked with
    #: N_ where the game writes them: the display shows them with `_()`.
    name: str
    tagline: str
    min_players: int
    max_players: int
    state_class: str
    make_agent: str
    options: tuple[Option, ...] = ()
    table_scene: str | None = None
    rules_text: str | None = None
    #: extra checks on a whole option set: returns the problems, in words
    validate_extra: Callable[[dict], list[str]] | None = None
    #: True when every seat is on one team against the game (co-op)
    cooperative: bool = False
    #: whether a solo seat count (1 player) is allowed at the table
    solo_ok: bool = False
    #: True when a seat holds something other seats must not see (hands, secret
    #: choices, tile values): hot-seat play then shows a "Pass to NAME" curtain
    hidden_information: bool = True

    # -- options ---------------------------------------------------------------
    def default_options(self, players: int | None = None) -> dict:
        opts = {o.key: o.default for o in self.options}
        opts["players"] = players if players is not None else self.min_players
        return opts

    def visible_options(self, options: dict) -> list[Option]:
        out = []
        for o in self.options:
            if all(options.get(k) in vals for k, vals in o.show_if.items()):
                out.append(o)
        return out

    def problems(self, options: dict) -> list[str]:
        """Why these options cannot start a game (empty when they can)."""
        out = []
        n = options.get("players")
        if not isinstance(n, int) or not self.min_players <= n <= self.max_players:
            out.append(_("{game} is for {low} to {high} players").format(
                game=_(self.name), low=self.min_players, high=self.max_players))
        for o in self.options:
            # an option missing (a save from before the option existed) takes its default
            if o.key in options and not o.valid(options[o.key]):
                out.append(_("{option}: {value} is not a choice").format(option=_(o.label), value=repr(options[o.key])))
        if not out and self.validate_extra is not None:
            out.extend(self.validate_extra(options))
        return out

    # -- the parts, loaded on demand -----------------------------------------------
    def load_state_class(self):
        return _resolve(self.state_class)

    def agent(self, level: str, seat: int, seed: int):
        if level == "random":
            return RandomAgent(seed)
        return _resolve(self.make_agent)(level, seat, seed)

    def load_table_scene(self):
        return _resolve(self.table_scene) if self.table_scene else None

    def load_rules_text(self) -> Sequence[tuple[str, Sequence[str]]]:
        """The rules reference in the language in use: its headings and
        paragraphs are catalogue messages, marked where they are written; a
        reference that counts from the game's tables is a function that says
        it in the language in use."""
        sections = _resolve(self.rules_text) if self.rules_text else ()
        if callable(sections):
            sections = sections()
        return [(_(heading), [_(p) for p in paragraphs]) for heading, paragraphs in sections]

    @property
    def playable(self) -> bool:
        """A person can play it in the app: it has a table that loads."""
        return self.table_scene is not None and self.table_problem() is None

    def table_problem(self) -> str | None:
        """Why the table cannot be opened (None when it can): not built yet, or
        its module fails to import (the error, for the title tile)."""
        if self.table_scene is None:
            return _("its table is not built yet")
        if self.table_scene not in _table_errors:
            try:
                _resolve(self.table_scene)
                _table_errors[self.table_scene] = None
            except Exception as exc:  # a broken table must not take the app down
                _table_errors[self.table_scene] = f"{type(exc).__name__}: {exc}"
        error = _table_errors[self.table_scene]
        return None if error is None else _("its table fails to load ({error})").format(error=error)


def _resolve(path: str):
    module, __, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


_cache: dict[str, GameInfo] = {}
_errors: dict[str, str] = {}
_table_errors: dict[str, str | None] = {}


def get(game_id: str) -> GameInfo:
    """The GameInfo of a game; KeyError (with the reason) when it is not available."""
    if game_id not in GAME_IDS:
        raise KeyError(f"there is no game called {game_id!r}")
    if game_id not in _cache and game_id not in _errors:
        try:
            module = importlib.import_module(f"rules.{game_id}")
            info = getattr(module, "INFO")
            if not isinstance(info, GameInfo) or info.id != game_id:
                raise TypeError(f"rules.{game_id}.INFO is not the GameInfo of {game_id}")
            _cache[game_id] = info
        except Exception as exc:  # a broken game must not take the app down
            _errors[game_id] = f"{type(exc).__name__}: {exc}"
    if game_id in _errors:
        raise KeyError(_errors[game_id])
    return _cache[game_id]


def available() -> list[GameInfo]:
    """Every game whose rules load, in the fixed order of GAME_IDS."""
    out = []
    for gid in GAME_IDS:
        try:
            out.append(get(gid))
        except KeyError:
            pass
    return out


def load_error(game_id: str) -> str | None:
    try:
        get(game_id)
    except KeyError as exc:
        return str(exc.args[0]) if exc.args else _("unavailable")
    return None
