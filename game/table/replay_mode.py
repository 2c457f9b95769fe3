"""The replay mode of every table: a game's own table (the registered
TableScene class) drawn read-only at any move of a replay
(game/history/replay.py), so a replay needs no second renderer.

`replay_table(TableClass)(app, replay)` is the table with `ReplayMode` in
front of it: nobody's clicks count (no seat is ever the input seat), no
computer thinks, no curtain comes down, no results open, nothing is saved,
Undo never shows. `go_to(k)` shows the position after k moves (a step
forward plays that move's animations; any other jump shows the position as it
stands). What is shown is what the replay may show: a game that is over is
open (the true position, seen from the place of `viewer`, and the log
unredacted); a game in progress shows the spectator's view and log.

The table's own drawing, layout and animations are used unchanged.
"""
from __future__ import annotations

import pygame

from rules.core.contract import GameState, Seat
from rules.core.i18n import _


from ..history.replay import Replay
from ..session import GameSession
from .areas import LOG_RECT


class ReplayMode:
    replaying = True
    #: called when the table's Menu button or Esc asks for the menu
    replay_menu = None
    #: where the replay's controls go: the foot of the log column (the log ends above)
    controls_rect = pygame.Rect(LOG_RECT.left, 436, LOG_RECT.width, LOG_RECT.bottom - 436)

    def __init__(self, app, replay: Replay) -> None:
        self.replay = replay
        self.at = 0
        session = GameSession(replay.info, replay.options, replay.seed, replay.seats, replay.state_at(0),
                              autosave_enabled=False)
        super().__init__(app, session)
        self.viewer = self.first_viewer()
        self.log_panel.set_bottom(LOG_RECT.bottom - self.controls_rect.top + 8 - 10)

    def _initial_viewer(self) -> Seat | None:
        return self.first_viewer()

    def remake(self) -> None:
        """A change of language: the replay scene that holds this table makes itself
        again, with a table of its own (game/scenes/replay.py)."""
        return None

    def first_viewer(self) -> Seat | None:
        """Whose place an open replay is seen from at first: the first
        person's, else seat 0; nobody's in a spectator's replay."""
        if not self.replay.open:
            return None
        people = [i for i, s in enumerate(self.replay.seats) if not s.is_ai]
        return people[0] if people else 0

    # -- moving through the game -------------------------------------------------------------
    def go_to(self, k: int) -> None:
        """Shows the position after k moves; one step forward is animated."""
        k = max(0, min(len(self.replay), k))
        step = k == self.at + 1
        self.at = k
        self.session.state = self.replay.state_at(k)
        self.session.actions = [(m.seat, m.action) for m in self.replay.moves[:k]]
        self.session.history = self.replay.moves[:k]
        self._view_key = None
        if step:
            move = self.replay.moves[k - 1]
            self.animate(move.seat, move.action, move.events)
        else:
            self.anims.skip()
            self.on_undo()
            self._last_view = None

    def look_from(self, seat: Seat | None) -> None:
        """An open replay is seen from another seat's place."""
        if self.replay.open:
            self.set_viewer(seat)

    # -- input off ---------------------------------------------------------------------------
    def input_seat(self) -> Seat | None:
        return None

    def human_to_act(self) -> Seat | None:
        return None

    def waiting_reason(self) -> str:
        return ""

    def advance(self, dt: float) -> None:
        """Only messages expire: no turns, no computer players, no results."""
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""

    def _refresh_undo(self) -> None:
        self.undo_button.visible = False

    def open_menu(self) -> None:
        if self.replay_menu is not None:
            self.replay_menu()

    # -- what is shown -----------------------------------------------------------------------
    @property
    def view(self) -> GameState:
        key = (self.at, self.viewer)
        if key != self._view_key or self._view is None:
            self._view = self.replay.view_at(self.at, self.viewer)
            self._view_key = key
        return self._view

    def animate(self, seat: Seat, action, events) -> None:
        """A step forward plays the move's animations, from the view before it."""
        after = self.view
        if self.choreo is not None:
            self.choreo.play(self.replay.shown_events(self.at), self._last_view, after)
        self._last_view = after

    def shown_lines(self) -> list[tuple[Seat | None, str]]:
        """The log as it read after the move shown (one list per move, so the
        panel typesets only when it changes)."""
        if getattr(self, "_lines_at", None) != self.at:
            self._lines_at = self.at
            self._lines = self.replay.lines_to(self.at)
        return self._lines

    def draw_log(self, surface) -> None:
        self.log_panel.draw(surface, self.shown_lines())

    def turn_text(self) -> str:
        return _("Replay · {turn}").format(turn=super().turn_text())



_made: dict[type, type] = {}


def replay_table(table_cls: type) -> type:
    """The game's table class with the replay mode in front (made once)."""
    made = _made.get(table_cls)
    if made is None:
        made = type(f"Replay{table_cls.__name__}", (ReplayMode, table_cls), {"name": "replay-table"})
        _made[table_cls] = made
    return made
