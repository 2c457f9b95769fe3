"""The game log: the lines a viewer may read, built from the session's move
history (each event redacted for the viewer by the event itself), and the
panel down the right of the table that shows them, newest at the bottom.

The log does not run ahead of the table: while a move is animated (`hold`),
its lines come as its events are shown (`reveal`, called from the animation
queue by the choreographer's play_move), so a roll's faces are written when
the dice land, not while they tumble. A line the game joins from several
events is written once all of them are shown."""
from __future__ import annotations

from typing import Callable

import pygame

from rules.core.contract import Seat
from rules.core.i18n import _, language

from ..screen import gfx, theme
from ..session import GameSession, Move
from ..screen.theme import C
from ..ui import StackView, WidgetGroup
from .areas import LOG_BG, LOG_RECT, LOG_W


class GameLog:
    """The log lines a viewer may read, built from the session's move history.
    Each line: (seat or None, text). Private parts of events are redacted for
    the viewer by the event itself. Lines are added move by move; the whole log
    is rebuilt only when the viewer changes or a move is taken back."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self._viewer: object = object()
        self._done = 0
        self._last = None
        self._lines: list[tuple[int | None, str]] = []
        self._opening_events: list | None = None     # worked out once, when first shown
        #: the move being animated and how many of its events the table shows so far
        self._held: tuple[Move, int] | None = None
        self._with_held: tuple[tuple, list[tuple[int | None, str]]] | None = None
        self._opening_move: Move | None = None
        #: the held move's whole lines, by (move, viewer); whether the table drew a frame since the hold
        self._coming: tuple[tuple, list[tuple[int | None, str]]] | None = None
        self._drawn_since_hold = False

    def no_opening(self) -> None:
        """The game opens on a position of its own (a lesson's): what happened
        at its seed's set-up is not in its log."""
        self._opening_events = []
        self._opening_move = None
        self._viewer = object()         # the lines are made afresh

    def opening_move(self) -> Move:
        """What happened at set-up (the contract's opening_events: King of
        Monster Island's first Boss Phase) as one move of nobody's, which a
        table may play as it plays a move (TableScene.animate_opening)."""
        if self._opening_move is None:
            self._opening(None)
            self._opening_move = Move(-1, None, list(self._opening_events or ()), None)  # type: ignore[arg-type]
        return self._opening_move

    # -- keeping pace with the table -------------------------------------------------------------
    def hold(self, move: Move) -> None:
        """`move` is about to be animated: none of its lines yet."""
        self._held = (move, 0)
        self._drawn_since_hold = False

    def coming(self, viewer: Seat | None) -> list[tuple[int, int | None, str]]:
        """The lines the move being animated will write, each as (its place in
        the log, seat, text), for the panel to typeset ahead (LogPanel.prepare);
        none in the frame the move is held in, which has the move's whole
        table to draw, nor for what happened at set-up."""
        held = self._held
        if not self._drawn_since_hold:
            self._drawn_since_hold = True
            return []
        hist = self.session.history
        if held is None or not hist or hist[-1] is not held[0]:
            return []
        key = (id(held[0]), viewer)
        if self._coming is None or self._coming[0] != key:
            self._coming = (key, self._move_lines(held[0].events, viewer))
        base = len(self._lines) if self._done == len(hist) - 1 and self._viewer == viewer else None
        if base is None:
            return []
        return [(base + j, seat, text) for j, (seat, text) in enumerate(self._coming[1])]

    def reveal(self, move: Move, count: int) -> None:
        """The table now shows the first `count` of `move`'s events."""
        if self._held is not None and self._held[0] is move:
            self._held = None if count >= len(move.events) else (move, max(count, self._held[1]))

    def release(self) -> None:
        """Every line at once (the animations are over, or were dropped)."""
        self._held = None

    @property
    def holding(self) -> bool:
        return self._held is not None

    def lines(self, viewer: Seat | None) -> list[tuple[int | None, str]]:
        hist = self.session.history
        held = self._held
        if held is not None and held[0] is self._opening_move:
            if not hist:            # set-up is being played: only what the table has shown of it
                key = ("opening", held[1], viewer)
                if self._with_held is None or self._with_held[0] != key:
                    self._with_held = (key, self._shown_lines(held[0], held[1], viewer))
                return self._with_held[1]
            held = self._held = None
        if held is not None and (not hist or hist[-1] is not held[0]):
            held = self._held = None        # taken back, or another move came: no longer animated
        end = len(hist) - 1 if held is not None else len(hist)
        fresh = (viewer != self._viewer or end < self._done
                 or (self._done and hist[self._done - 1] is not self._last))
        if fresh:
            self._viewer = viewer
            # a new list: the table repaints the log from the start, with what
            # happened at set-up (King of Monster Island's first Boss Phase) first
            self._lines = self._opening(viewer)
            self._done = 0
        if self._done < end:
            for move in hist[self._done:end]:
                self._lines.extend(self._move_lines(move.events, viewer))
            self._done = end
            self._last = hist[end - 1]
        if held is None:
            return self._lines
        key = (id(self._lines), len(self._lines), id(held[0]), held[1], viewer)
        if self._with_held is None or self._with_held[0] != key:
            self._with_held = (key, self._lines + self._shown_lines(held[0], held[1], viewer))
        return self._with_held[1]

    def _move_lines(self, events, viewer: Seat | None) -> list[tuple[int | None, str]]:
        shown = [e for e in (ev.redact(viewer) for ev in events) if e is not None]
        # the game's words for its events (the contract's log_lines)
        return list(self.session.state.log_lines(shown, self.session.names))

    def _shown_lines(self, move: Move, count: int, viewer: Seat | None) -> list[tuple[int | None, str]]:
        """The lines of the move's first `count` events that are whole: those
        the whole move has too, in the same place (a joined line waits)."""
        if count <= 0:
            return []
        whole = self._move_lines(move.events, viewer)
        part = self._move_lines(move.events[:count], viewer)
        n = 0
        while n < len(part) and n < len(whole) and part[n] == whole[n]:
            n += 1
        return whole[:n]


    def _opening(self, viewer: Seat | None) -> list[tuple[int | None, str]]:
        if self._opening_events is None:
            self._opening_events = self.session.opening_events()
        shown = [e for e in (ev.redact(viewer) for ev in self._opening_events) if e is not None]
        return list(self.session.state.log_lines(shown, self.session.names)) if shown else []


class LogPanel:
    """The log down the right of the table: a scrolling list of typeset lines
    (each with the badge of its seat), typeset once each. `badge_colour` gives
    a line's badge from what the line is about (TableScene.line_badge: the
    seat's colour, or the colour of the piece that moved where a seat plays
    two); the badge is part of what a line is, when lines are compared."""

    def __init__(self, ui: WidgetGroup, session: GameSession, screen: pygame.Surface,
                 badge_colour: Callable[[Seat | None], int | None]) -> None:
        self.session = session
        self.screen = screen
        self.badge_colour = badge_colour
        self.view = ui.add(StackView(pygame.Rect(LOG_RECT.left + 16, LOG_RECT.top + 54,
                                                 LOG_W - 24, LOG_RECT.height - 64), gap=4))
        self.view.focusable = False
        self.top = 0                # how far under the log's top its heading starts (see set_top)
        self.bottom = 0             # how far above the log's foot its lines end (see set_bottom)
        self._key: tuple | None = None
        #: the lines shown, each as (its badge's colour or None, text)
        self._shown: list[tuple[int | None, str]] = []
        #: entries typeset before their line is written, by (place in the log, badge colour, text)
        self._ahead: dict[tuple[int, int | None, str], pygame.Surface] = {}

    def _badged(self, lines) -> list[tuple[int | None, str]]:
        return [(self.badge_colour(seat), text) for seat, text in lines]

    def set_top(self, top: int) -> None:
        """Starts the log's heading and lines `top` under its usual top (a lesson's
        panel lies above them), or back at it (0); the newest line stays in sight."""
        self.top = top
        self._place()

    def set_bottom(self, bottom: int) -> None:
        """Ends the log's lines `bottom` above the column's foot (what lies under
        them there: the chat, a replay's controls), or at it (0); the newest line
        stays in sight."""
        self.bottom = bottom
        self._place()

    def _place(self) -> None:
        self.view.rect = pygame.Rect(LOG_RECT.left + 16, LOG_RECT.top + 54 + self.top, LOG_W - 24,
                                     LOG_RECT.height - 64 - self.top - self.bottom)
        self.view.scroll_to(self.view.max_offset, smooth=False)

    def draw(self, surface: pygame.Surface, lines: list[tuple[int | None, str]]) -> None:
        """The panel behind the lines (the lines are the StackView widget's)."""
        key = (id(lines), len(lines))
        if key != self._key:
            self._key = key
            shown = self._shown
            n = len(shown)
            badged = self._badged(lines)
            if len(badged) >= n and badged[:n] == shown:
                # the usual case: new lines at the end; only they are typeset
                self.view.extend([self._entry(i, colour, text) for i, (colour, text)
                                  in enumerate(badged[n:], start=n)])
            else:   # undo, or another seat looking: typeset afresh
                self._ahead.clear()
                self.view.set_pieces([self._entry(i, colour, text) for i, (colour, text)
                                      in enumerate(badged)])
            self._shown = badged
            self.view.scroll_to(self.view.max_offset, smooth=False)
        surface.blit(_log_panel(self.top), LOG_RECT.topleft)

    def draw_fade(self, surface: pygame.Surface) -> None:
        """Over the lines: those scrolled away fade out under the heading."""
        if self.view.offset > 0:
            surface.blit(_log_fade(), (self.view.rect.left, self.view.rect.top))

    def prepare(self, coming: list[tuple[int, int | None, str]]) -> None:
        """Typesets the first of the `coming` lines (GameLog.coming) neither
        written nor typeset yet, one a frame while a move is animated, so that the frame a line
        is written in only shows it (wrapping and rendering a line of two or
        three rows is 0.5 to 1.5 ms of a frame)."""
        for index, seat, text in coming:
            item = (index, self.badge_colour(seat), text)
            if item[0] >= len(self._shown) and item not in self._ahead:
                if len(self._ahead) >= 32:        # lines typeset for a move that was taken back
                    self._ahead.clear()
                self._ahead[item] = self._typeset(*item)
                return

    def _entry(self, index: int, colour: int | None, text: str) -> pygame.Surface:
        """One log line: typeset ahead, or now."""
        ahead = self._ahead.pop((index, colour, text), None)
        return ahead if ahead is not None else self._typeset(index, colour, text)

    def _typeset(self, index: int, colour: int | None, text: str) -> pygame.Surface:
        """One log line (wrapped), with the badge of seat colour `colour`
        (None: no badge): an opaque strip."""
        width = self.view.rect.width - 16
        size = 15
        lh = theme.line_height(size, "body", 1.2)
        wrapped = theme.wrap(text, size, width - 26)
        # a whole number of 4 rows (with the gap of 4): a new entry scrolls the log by a
        # number of canvas rows that lands on whole window rows at 1920x1080 and 1600x900,
        # so the window moves the scaled log instead of scaling it again (window.note_scroll)
        h = -(-(len(wrapped) * lh + 6) // 4) * 4
        surf = pygame.Surface((width + 4, h), 0, self.screen)   # the screen's format: no convert
        surf.fill(LOG_BG)
        if index % 2 == 0:
            surf.blit(gfx.rounded_rect((width + 4, h), 6, (255, 255, 255), alpha=14), (0, 0))
        if colour is not None:
            surf.blit(gfx.seat_badge(colour, 18), (2, 4))
        y = 3
        for line in wrapped:
            surf.blit(theme.text(line, size, C.TEXT), (26, y))
            y += lh
        return surf


def _log_fade() -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((LOG_W - 40, 18), pygame.SRCALPHA)
        for y in range(18):
            pygame.draw.line(s, LOG_BG + (int(255 * (1 - y / 18)),), (0, y), (LOG_W, y))
        return s
    return gfx.made_once(("log-fade",), make)


def _log_panel(top: int = 0) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface(LOG_RECT.size).convert()
        s.fill(LOG_BG)
        pygame.draw.line(s, (86, 150, 178), (0, 0), (0, LOG_RECT.height), 2)
        t = theme.text(_("Game log"), 18, C.SAND, "heading")
        s.blit(t, (16, 14 + top))
        return s
    return gfx.made_once(("log-panel", language(), top), make)

