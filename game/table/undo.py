"""Undo at the table: the Undo button in the top bar takes back the last move
of the seat now looking, while the session allows it (nothing was revealed,
nobody moved since).

`UndoControl` is a part of TableScene (game/table/scene.py); it expects the
scene's `session`, `viewer`, `anims` and `undo_button`.
"""
from __future__ import annotations

from rules.core.contract import Seat


class UndoControl:
    def undo_seat(self) -> Seat | None:
        hist = self.session.history
        if not hist:
            return None
        return hist[-1].seat

    def _refresh_undo(self) -> None:
        seat = self.undo_seat()
        if seat is None:
            self.undo_button.set_enabled(False, "Nothing to undo yet")
        elif self.anims.busy:
            self.undo_button.set_enabled(False, "Wait for the animation to finish")
        elif seat != self.viewer or self.session.seats[seat].is_ai:
            self.undo_button.set_enabled(False, "Only your own last move can be taken back")
        elif not self.session.can_undo(seat):
            self.undo_button.set_enabled(False, self.session.why_no_undo(seat) or "That move cannot be undone")
        else:
            self.undo_button.set_enabled(True)

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None or seat != self.viewer or not self.session.can_undo(seat):
            self._refresh_undo()
            return
        self.session.undo()
        self._view_key = None
        self._thinker = None
        self.on_undo()
        self._refresh_undo()
        self.say("Move taken back", 1.5)

    def on_undo(self) -> None:
        """Hook: a move was taken back (clear selections)."""
