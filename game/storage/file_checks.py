"""Checks of the files a player dropped into the data folder (Survive the
Island's islands), off the frame thread.

Reading a stranger's file may take time, and the frame loop must never wait for
it: the New game screen lists the files at once and asks here for the problems
of the one chosen. The first ask starts the check on a worker thread and says
"checking"; the screen asks again each frame until the answer is in. A check
that takes longer than SLOW_SECONDS is refused as too large or too slow to read
(its thread ends on its own: every size an island declares, its tilesets'
tile sizes, counts and sheet sizes against the real pictures included, is held
to the rules' limits before the map reader walks any of it, so no check does
unbounded work; rules/survive_the_island/island_limits.py). An answer is
kept while the file's size and time stay as they were.

What a file's problems are is the game's own validation (GameInfo.problems),
asked with that file chosen, less what the same set-up says with the option's
default: so the rules stay the one judge of a file. No drawing here.
"""
from __future__ import annotations

import os
import threading
import time
from typing import Any

from rules.core.i18n import _
from rules.core.registry import GameInfo, Option, shown_name

#: how long a file's check may take before it is refused
SLOW_SECONDS = 5.0


def file_value(opt: Option, value: Any) -> bool:
    """Whether `value` of option `opt` names a file a player dropped in (rather
    than one of the option's own choices)."""
    return bool(opt.files_from) and isinstance(value, str) and value.lower().endswith(opt.file_suffix)


def _stamp(path: str) -> tuple:
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return ()
    return (st.st_size, st.st_mtime_ns, st.st_ino)


class _Check:
    def __init__(self) -> None:
        self.started = time.monotonic()
        self.problems: list[str] | None = None
        #: it ran out of time, and the screen was told
        self.late = False


class FileChecks:
    """The checks of one game's file options, for one New game screen."""

    def __init__(self, info: GameInfo, slow_seconds: float | None = None) -> None:
        self.info = info
        self.slow_seconds = SLOW_SECONDS if slow_seconds is None else slow_seconds
        self._checks: dict[tuple, _Check] = {}
        self._lock = threading.Lock()
        #: answers that came in since the screen last looked (it validates again then)
        self._news = False

    def problems(self, options: dict) -> list[str]:
        """Why this set-up cannot start, in words: the game's own validation,
        with each dropped-in file's part answered from its check on the worker
        thread (a "checking" line while it runs). Never waits."""
        files = [o for o in self.info.options if o.files_from and file_value(o, options.get(o.key))]
        if not files:
            return self.info.problems(options)
        plain = {**options, **{o.key: o.default for o in files}}
        out = self.info.problems(plain)
        for opt in files:
            out += self._file_problems(opt, options, plain)
        return out

    def _file_problems(self, opt: Option, options: dict, plain: dict) -> list[str]:
        value = options[opt.key]
        key = (opt.key, value, _stamp(value))
        with self._lock:
            check = self._checks.get(key)
            if check is None:
                check = self._checks[key] = _Check()
                threading.Thread(target=self._run, args=(check, opt.key, value, plain), daemon=True,
                                 name=f"check {opt.key}").start()
            problems = check.problems
        if problems is not None:
            return problems
        name = shown_name(os.path.basename(value))
        if time.monotonic() - check.started > self.slow_seconds:
            return [_("{option} {file}: too large or too slow to read").format(option=_(opt.label), file=name)]
        return [_("{option} {file}: checking it…").format(option=_(opt.label), file=name)]

    def _run(self, check: _Check, key: str, value: str, plain: dict) -> None:
        try:
            base = self.info.problems(plain)
            found = [p for p in self.info.problems({**plain, key: value}) if p not in base]
        except Exception as exc:       # the rules never raise on a file; this is belt and braces
            found = [_("{file}: it cannot be read ({reason})").format(file=shown_name(os.path.basename(value)),
                                                                      reason=type(exc).__name__)]
        with self._lock:
            check.problems = found
            self._news = True

    def busy(self) -> bool:
        """Whether a check is running or has news the screen has not taken yet
        (the screen keeps drawing until it has shown the end)."""
        with self._lock:
            return self._news or any(c.problems is None and not c.late for c in self._checks.values())

    def news(self) -> bool:
        """Whether an answer came in (or a check ran out of time) since the last call."""
        with self._lock:
            now = time.monotonic()
            late = [c for c in self._checks.values()
                    if c.problems is None and now - c.started > self.slow_seconds and not c.late]
            for c in late:
                c.late = True
            news, self._news = self._news or bool(late), False
            return news
