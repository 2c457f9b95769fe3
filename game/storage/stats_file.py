"""The statistics file: statistics/statistics.json in platformdirs' data
folder, holding a summary of every game finished (game/storage/stats.py) and the ids
of the games started, per game. It is written whole, atomically
(game/storage/atomic_file.py), after each game started or finished.

It outlives the history's cap, so it is the lifetime record; and it can be
rebuilt from the history (every game the history still holds, plus the games
in progress in the saves folder) when it is lost. A file that cannot be read
is set aside into statistics/unreadable/ with the reason (the saves' own
set-aside, game/storage/saves.py), never deleted or overwritten, and the figures are
rebuilt from the history; the statistics scene says so. No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rules.core.bounded_file import FileRefused
from rules.core.i18n import _, ngettext
from rules.core import registry

from game.storage import saves
from game.storage.atomic_file import write_json_atomic
from game.history import store as history
from game.storage.save_limits import MAX_FILE_BYTES, SAVE_ID, SaveError, read_at_most
from game.session import GameSession
from game.storage.stats import GameSummary, summary_of

FOLDER = "statistics"
NAME = "statistics.json"
FORMAT = "monster-isles-statistics"
VERSION = 1
#: no statistics file holds more games than this
MAX_GAMES = 200_000


def stats_path() -> Path:
    return saves.data_dir() / FOLDER / NAME


@dataclass
class Statistics:
    games: list[GameSummary] = field(default_factory=list)
    #: per game, the save ids of the games started
    started: dict[str, list[str]] = field(default_factory=dict)

    def keys(self) -> set[str]:
        return {g.key for g in self.games}

    def started_count(self, game_id: str) -> int:
        return len(set(self.started.get(game_id, [])))

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "games": [g.to_json() for g in self.games],
                "started": {k: list(v) for k, v in self.started.items()}}

    @classmethod
    def from_json(cls, doc) -> "Statistics":
        """SaveError, in words, for anything the app never writes."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise SaveError(_("it is not a Monster Isles statistics file"))
        version = doc.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise SaveError(_("it has no format version"))
        if version > VERSION:
            raise SaveError(_("it was written by a newer Monster Isles (format {version})").format(version=version))
        games, started = doc.get("games"), doc.get("started")
        if not isinstance(games, list) or len(games) > MAX_GAMES or not isinstance(started, dict):
            raise SaveError(_("it is damaged (its games are missing)"))
        try:
            out = cls([GameSummary.from_json(g) for g in games])
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError, MemoryError) as exc:
            raise SaveError(_("it is damaged ({reason})").format(reason=exc)) from exc
        for gid, ids in started.items():
            if (not isinstance(gid, str) or gid not in registry.GAME_IDS or not isinstance(ids, list)
                    or len(ids) > MAX_GAMES or not all(isinstance(i, str) and SAVE_ID.match(i) for i in ids)):
                raise SaveError(_("it is damaged (its games started are malformed)"))
            out.started[gid] = list(ids)
        return out


def save(stats: Statistics) -> None:
    """OSError if it cannot be written (the old file is then intact)."""
    write_json_atomic(stats_path(), stats.to_json())


def load() -> tuple[Statistics, str | None]:
    """The statistics, and a message for the player when something about the
    file had to be dealt with (it was damaged and set aside, or lost, and the
    figures were rebuilt from the history). Never raises."""
    path = stats_path()
    if not path.exists():
        stats = rebuild()
        if not stats.games:
            return stats, None
        message = ngettext("The statistics file was missing, so the figures were rebuilt from the "
                           "{n} game in the history.",
                           "The statistics file was missing, so the figures were rebuilt from the "
                           "{n} games in the history.", len(stats.games)).format(n=len(stats.games))
        return stats, message + _store(stats)
    try:
        raw = read_at_most(path, MAX_FILE_BYTES, _("it is far larger than any statistics file"))
        return Statistics.from_json(saves.decode_json(raw)), None
    except (SaveError, OSError) as exc:
        why = str(exc) if isinstance(exc, (SaveError, FileRefused)) else _("it cannot be read ({reason})").format(
            reason=exc.strerror or exc)
    try:
        saves.set_aside(path, why)
        where = _("It was set aside in the statistics/unreadable folder; nothing was deleted.")
    except OSError:
        where = _("It was left where it is.")
    stats = rebuild()
    message = ngettext("The statistics file could not be read: {reason}. {where} The figures were rebuilt from the "
                       "{n} game in the history (games older than those are not counted).",
                       "The statistics file could not be read: {reason}. {where} The figures were rebuilt from the "
                       "{n} games in the history (games older than those are not counted).",
                       len(stats.games)).format(reason=why, where=where, n=len(stats.games))
    return stats, message + _store(stats)


def _store(stats: Statistics) -> str:
    try:
        save(stats)
        return ""
    except OSError as exc:
        return " " + _("They could not be written ({reason}).").format(reason=exc.strerror or exc)


def rebuild() -> Statistics:
    """The statistics of every game the history still holds, and the games
    started that are still in the saves folder."""
    stats = Statistics()
    try:
        records = history.list_entries()
    except OSError:
        records = []
    for rec in reversed(records):            # oldest first, as played
        if not rec.ok:
            continue
        try:
            saved = saves.read_document(rec.path)
            info = registry.get(saved.game_id)
            state = info.load_state_class().from_json(saved.snapshot)
            if not state.is_over():
                continue
            stats.games.append(summary_of(rec.path.stem, saved.game_id, saved.save_id, saved.updated,
                                          saved.seats, state, len(saved.actions), info.cooperative))
        except Exception:        # a file the history listed but that does not read back: not counted
            continue
        stats.started.setdefault(saved.game_id, []).append(saved.save_id)
    try:
        names = [p.name for p in saves.saves_dir().glob("autosave-*.json")]
    except OSError:
        names = []
    for name in names:
        gid, _, sid = name[len("autosave-"):-len(".json")].rpartition("-")
        if gid in registry.GAME_IDS and SAVE_ID.match(sid) and sid not in stats.started.get(gid, []):
            stats.started.setdefault(gid, []).append(sid)
    return stats


# -- what the table tells the statistics ------------------------------------------------------

def note_started(session: GameSession) -> str | None:
    """A new game was set up. Returns a problem in words, or None; never
    raises (the statistics must never stop a game)."""
    try:
        return _note_started(session)
    except Exception as exc:
        return _("the statistics could not be updated ({reason})").format(reason=type(exc).__name__)


def _note_started(session: GameSession) -> str | None:
    stats, _ = load()
    ids = stats.started.setdefault(session.info.id, [])
    if session.save_id in ids:
        return None
    ids.append(session.save_id)
    return _problem(stats)


def note_finished(session: GameSession, kept: history.Kept) -> str | None:
    """A game is over (kept in the history as `kept`): counted once."""
    stats, _ = load()
    if kept.key in stats.keys():
        return None
    saved = session.saved_game(autosave=False)
    stats.games.append(summary_of(kept.key, saved.game_id, saved.save_id, saves.now_iso(), saved.seats,
                                  session.state, len(saved.actions), session.info.cooperative))
    ids = stats.started.setdefault(session.info.id, [])
    if session.save_id not in ids:
        ids.append(session.save_id)
    return _problem(stats)


def _problem(stats: Statistics) -> str | None:
    try:
        save(stats)
        return None
    except OSError as exc:
        return _("the statistics could not be written ({reason})").format(reason=exc.strerror or exc)


def game_over(session: GameSession) -> str | None:
    """Keeps a finished game: in the history (once) and in the statistics
    (once). Never raises; returns what went wrong, in words, or None."""
    if not session.is_over():
        return None
    kept = history.keep_finished(session)
    try:
        problem = note_finished(session, kept)
    except Exception as exc:   # the statistics must never stop the results
        problem = _("the statistics could not be updated ({reason})").format(reason=type(exc).__name__)
    return kept.problem or problem
