"""The game log's lines, built move by move instead of from the whole history
on every move (the base's GameLog rebuilds all of it each time: by the end of a
five-player game that is a few milliseconds a move). Same lines, same
redaction for the seat looking; rebuilt only after an undo or when another
seat looks."""
from __future__ import annotations

from game.table_base import GameLog


class IncrementalLog(GameLog):
    def __init__(self, session) -> None:
        super().__init__(session)
        self._viewer: object = object()
        self._done = 0
        self._last = None
        self._out: list[tuple[int | None, str]] = []

    def lines(self, viewer):
        hist = self.session.history
        fresh = (viewer != self._viewer or len(hist) < self._done
                 or (self._done and hist[self._done - 1] is not self._last))
        if fresh:
            self._viewer = viewer
            self._out = []          # a new list: the table repaints the log from the start
            self._done = 0
        if self._done < len(hist):
            names = self.session.names
            for move in hist[self._done:]:
                for ev in move.events:
                    shown = ev.redact(viewer)
                    if shown is None:
                        continue
                    seat = getattr(shown, "seat", None)
                    self._out.append((seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                                      shown.text(names)))
            self._done = len(hist)
            self._last = hist[-1]
        return self._out
