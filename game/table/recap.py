""""Since your last turn": what the other players did since a person last
acted, as that person may read it, summarised for a panel the table shows when
the person comes back to the screen (after the hot-seat curtain).

The lines are the game log's: each move's events redacted for the reader by
the events themselves (`Event.redact`), in the game's words (`log_lines`), so
the recap can never say more than the reader's own log. They are grouped by
the turn they happened in, not by the move that caused them (the last move of
a turn often starts the next one): the events say where a turn begins
(`Event.log_turn`), and a stretch that is no seat's, such as King of Monster
Island's Boss Phase, gets its own heading; the start of the reader's own turn
comes under their name, "you". The groups follow the log: one for each turn,
in the log's order (a line of the reader's own turn that ended after they last
moved comes first, under their name). Repeated lines are counted instead of
repeated, and each group shows at most `PER_PLAYER` lines: the newest, under
"and N earlier" at the top of the group for the rest, which the log keeps;
every line since the reader's last turn is shown or counted. A line that
shows what was offered (cards drawn into the centre, a card turned up in the
shop: an event that `offers`) is never folded away while another line of its
group can be, so the claims under it keep what they were taken from. The panel lays
all of it out and scrolls when it is taller than the board. On a person's
first turn it says "Before your first turn".

When it is shown (`turn_begins_for`, `worth_showing`): whenever a person's
own turn (or a step everyone takes at once) begins after someone else moved
in a turn not theirs, in hot-seat and alone against computers alike, and
there is something they may read; never while they answer in another's turn
(`GameState.turn_seat` says whose turn it is). In hot-seat it waits behind
the person's curtain.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from rules.core.contract import LogTurn, Seat
from rules.core.i18n import _, ngettext

from ..screen import gfx, theme
from ..session import GameSession, Move
from ..screen.theme import C

#: lines shown per player before "and N more"
PER_PLAYER = 3


@dataclass(frozen=True)
class RecapGroup:
    """What one player did: the newest lines, and how many came before them."""

    seat: Seat | None   # None: a stretch that is no seat's (the Boss Phase)
    name: str
    lines: tuple[str, ...]
    more: int


@dataclass(frozen=True)
class Recap:
    """What `seat` may read of the moves made since it last acted."""

    seat: Seat
    groups: tuple[RecapGroup, ...]
    moves: int          # the other players' moves it covers
    last: Move | None   # the newest move it covers (the next recap starts after it)
    first: bool = False  # the seat has not moved yet: it comes to its first turn

    @property
    def title(self) -> str:
        return _("Before your first turn") if self.first else _("Since your last turn")

    @property
    def empty(self) -> bool:
        return not self.groups


def since_last_turn(session: GameSession, seat: Seat, after: Move | None = None) -> Recap:
    """The recap for `seat`: the moves after its own last turn (and after
    `after`, the last move an earlier recap covered, while it is still in the
    history), each as `seat` may read it, every line under the turn it
    happened in (`turn_lines`), in the log's order. A move `seat` made in
    another's turn (an answer it was asked for) does not end the stretch: its
    lines are in the recap like everyone else's."""
    hist = session.history
    start = _own_turn_end(hist, seat, after)
    moves = [m for m in hist[start:] if m.seat != seat]
    names = session.names
    runs: list[tuple[Seat | str, list[str], set[str]]] = []
    for key, text, offers in _turn_lines(session, start, seat):
        if not (runs and runs[-1][0] == key):
            runs.append((key, [], set()))       # a new turn's lines: a group of its own, in log order
        runs[-1][1].append(text)
        if offers:
            runs[-1][2].add(text)
    groups = []
    for key, texts, offering in runs:
        counted = counted_lines(texts)
        if isinstance(key, str):
            who, name = None, key
        else:
            who, name = key, (_("{name} (you)").format(name=names[key]) if key == seat else names[key])
        shown = kept_lines(counted, [text in offering for text in _run_texts(texts)])
        groups.append(RecapGroup(who, name, tuple(counted[i] for i in shown), len(counted) - len(shown)))
    first = not any(m.seat == seat for m in hist)
    return Recap(seat, tuple(groups), len(moves), hist[-1] if hist else None, first)


def kept_lines(lines: Sequence[str], offers: Sequence[bool]) -> list[int]:
    """Which of a group's lines the recap shows (their indexes, in the log's
    order): `PER_PLAYER` of them; the others fold into "and N earlier" at the
    top of the group, the oldest first, except that a line showing what was
    offered (`offers[i]`) folds only once no other line is left to fold."""
    fold = len(lines) - min(len(lines), PER_PLAYER)
    order = [i for i in range(len(lines)) if not offers[i]] + [i for i in range(len(lines)) if offers[i]]
    gone = set(order[:fold])
    return [i for i in range(len(lines)) if i not in gone]


def _run_texts(texts: Sequence[str]) -> list[str]:
    """The log line each line of `counted_lines(texts)` says, without its count."""
    return [text for i, text in enumerate(texts) if i + 1 == len(texts) or texts[i + 1] != text]


def _in_own_turn(move: Move, seat: Seat) -> bool:
    """Whether `move` was made in `seat`'s own turn (a position no longer kept
    counts as its own)."""
    before = move.before
    if before is None:
        return True
    whose = before.turn_seat()
    return whose is None or whose == seat


def turn_begins_for(session: GameSession, seat: Seat) -> bool:
    """Whether `seat`, now to act, comes to a turn of its own (or to a step
    everyone takes at once) after someone else moved in a turn not its own:
    the recap's moment. Not while it answers in another's turn, nor when it
    acts again within its own turn after another's answer."""
    whose = session.state.turn_seat()
    if whose is not None and whose != seat:
        return False
    hist = session.history
    return any(m.seat != seat and not _in_own_turn(m, seat) for m in hist[_own_turn_end(hist, seat):])


def _own_turn_end(hist: Sequence[Move], seat: Seat, after: Move | None = None) -> int:
    """Where the stretch since `seat`'s last turn starts: after its last move
    in a turn of its own (or after `after`)."""
    for i in range(len(hist) - 1, -1, -1):
        if hist[i] is after or (hist[i].seat == seat and _in_own_turn(hist[i], seat)):
            return i + 1
    return 0


def turn_lines(session: GameSession, start: int, reader: Seat) -> list[tuple[Seat | str, str]]:
    """The log lines of the moves from `start` on, as `reader` may read them,
    each with the turn it happened in (`_turn_lines`)."""
    return [(key, text) for key, text, _offers in _turn_lines(session, start, reader)]


def _turn_lines(session: GameSession, start: int, reader: Seat) -> list[tuple[Seat | str, str, bool]]:
    """The log lines of the moves from `start` on, as `reader` may read them,
    each with the turn it happened in: a seat, or the heading of a stretch
    that is no seat's (the Boss Phase). An event that begins a turn says so
    (`Event.log_turn`); the turn in progress when the stretch starts is the
    last one an earlier event began. Lines that wait for the next turn (a
    clean-up readying a round) go to the turn that begins next, or to the
    reader's, which is the one beginning now. Where no event has said whose
    turn it is, a line about a seat is that seat's, and any other line the
    mover's. Each line says, third, whether it shows what was offered: it is
    the line of an event that `offers` (a draw into the centre)."""
    hist = session.history
    names = session.names
    words = session.state          # the game's words for its events (the contract's log_lines)
    turn = _turn_before(hist, start)
    out: list[tuple[Seat | str | None, str, bool]] = []
    waiting: list[int] = []        # indexes in `out` of lines waiting for the next turn
    for move in hist[start:]:
        if move.seat == reader and _in_own_turn(move, reader):
            continue            # the reader's own turn: it saw that (only its answers in others' turns are told)
        shown = [e for e in (ev.redact(reader) for ev in move.events) if e is not None]
        for run_turn, events in _runs(shown, turn):
            turn = run_turn
            offered = {text for ev in events if ev.offers for _about, text in words.log_lines([ev], names)}
            for about, text in words.log_lines(events, names):
                if not text:
                    continue
                if turn is None:
                    key = about if isinstance(about, int) and 0 <= about < len(names) else move.seat
                elif turn.waits:
                    waiting.append(len(out))
                    key = None
                else:
                    key = turn.seat if turn.seat is not None else turn.heading
                out.append((key, text, text in offered))
            if turn is not None and not turn.waits and waiting:
                key = turn.seat if turn.seat is not None else turn.heading
                for i in waiting:
                    out[i] = (key,) + out[i][1:]
                waiting = []
    for i in waiting:
        out[i] = (reader,) + out[i][1:]
    return [line for line in out if line[0] is not None]


def _runs(events: Sequence, turn: LogTurn | None) -> list[tuple[LogTurn | None, list]]:
    """The events cut where a turn begins: (the turn each run is in, its events)."""
    runs: list[tuple[LogTurn | None, list]] = []
    for ev in events:
        begins = ev.log_turn()
        if begins is not None and begins != turn:
            turn = begins
            runs.append((turn, []))
        elif not runs:
            runs.append((turn, []))
        runs[-1][1].append(ev)
    return runs


def _turn_before(hist: Sequence[Move], start: int) -> LogTurn | None:
    """The turn in progress before move `start`: the last one an event began."""
    for move in reversed(hist[:start]):
        for ev in reversed(move.events):
            begins = ev.log_turn()
            if begins is not None:
                return begins
    return None


def counted_lines(texts: Sequence[str]) -> list[str]:
    """The lines with each run of the same line said once, with its count."""
    out: list[str] = []
    run = 0
    for i, text in enumerate(texts):
        run += 1
        if i + 1 < len(texts) and texts[i + 1] == text:
            continue
        out.append(text if run == 1 else _("{line} (×{count})").format(line=text, count=run))
        run = 0
    return out


def worth_showing(recap: Recap, people: int) -> bool:
    """Whether to show the recap: whenever anything happened that the
    person may read, in hot-seat and alone against computers alike (the
    setting turns it off). `people` is kept for callers; it changes nothing."""
    return not recap.empty


# -- the panel ------------------------------------------------------------------------------
TITLE_SIZE = 24
NAME_SIZE = 18
LINE_SIZE = 16
WIDTH = 600
PAD = 24


#: how far one wheel notch or arrow key scrolls the panel
SCROLL_STEP = 40
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


class RecapPanel:
    """The recap drawn over the board; any click or key puts it away. All of
    it is laid out: a recap taller than the board scrolls (the wheel, the
    arrow keys, Page Up and Down, Home and End), opening at its end, where
    the newest lines are; nothing is cut off the bottom."""

    def __init__(self, recap: Recap, colours: Sequence[int], area: pygame.Rect) -> None:
        self.recap = recap
        self.colours = list(colours)
        self.area = pygame.Rect(area)
        self._content: pygame.Surface | None = None
        self._frame: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: the part of the content shown: its top, in content pixels
        self.offset = 0
        self.view_h = 0

    def dismisses(self, event: pygame.event.Event) -> bool:
        """Whether `event` puts the panel away: a click anywhere, any key but
        the scrolling ones. A wheel turn or a scrolling key scrolls instead."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * SCROLL_STEP)
            return False
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS and self.scrollable:
            page = max(SCROLL_STEP, self.view_h - SCROLL_STEP)
            self.scroll({pygame.K_UP: -SCROLL_STEP, pygame.K_DOWN: SCROLL_STEP, pygame.K_PAGEUP: -page,
                         pygame.K_PAGEDOWN: page, pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}[event.key])
            return False
        return event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3))

    def rows(self) -> list[tuple[str, object]]:
        """What the panel says, row by row: ("name", group), ("line", text), ("more", text)."""
        out: list[tuple[str, object]] = []
        for group in self.recap.groups:
            out.append(("name", group))
            if group.more:          # the older lines fold at the top, above the newest
                out.append(("more", ngettext("and {n} earlier (the game log has them all)",
                                             "and {n} earlier (the game log has them all)",
                                             group.more).format(n=group.more)))
            out.extend(("line", text) for text in group.lines)
        return out

    # -- scrolling ---------------------------------------------------------------------------
    @property
    def max_offset(self) -> int:
        self.picture()
        return max(0, self._content.get_height() - self.view_h)

    @property
    def scrollable(self) -> bool:
        return self.max_offset > 0

    def scroll(self, by: int) -> None:
        self.offset = max(0, min(self.max_offset, self.offset + by))

    def shown_rows(self) -> list[int]:
        """The indexes of the rows (of `rows()`) wholly in view now."""
        self.picture()
        top, bottom = self.offset, self.offset + self.view_h
        return [i for i, (y0, y1) in enumerate(self._row_spans) if y0 >= top and y1 <= bottom]

    # -- drawing -------------------------------------------------------------------------------
    def picture(self) -> pygame.Surface:
        if self._frame is None:
            self._content = self._paint_content()
            head_h = PAD + theme.line_height(TITLE_SIZE, "heading", 1.2) + 10
            foot_h = 16 + theme.line_height(14, "italic", 1.2) + PAD
            height = min(head_h + self._content.get_height() + foot_h, self.area.height - 20)
            self.view_h = height - head_h - foot_h
            self._view_top = head_h
            self._frame = self._paint_frame(height)
            self.rect = self._frame.get_rect(center=self.area.center)
            self.offset = max(0, self._content.get_height() - self.view_h)    # the newest lines
        return self._frame

    def _paint_content(self) -> pygame.Surface:
        text_w = WIDTH - 2 * PAD - 28
        line_h = theme.line_height(LINE_SIZE, "body", 1.2)
        typeset: list[tuple[str, object, tuple[str, ...]]] = []
        height = 0
        for kind, what in self.rows():
            if kind == "name":
                typeset.append((kind, what, ()))
                height += 34
            else:
                lines = theme.wrap(str(what), LINE_SIZE, text_w, "italic" if kind == "more" else "body")
                typeset.append((kind, what, lines))
                height += len(lines) * line_h + 2
        surf = pygame.Surface((WIDTH, max(1, height)), pygame.SRCALPHA)
        self._row_spans: list[tuple[int, int]] = []
        y = 0
        for kind, what, lines in typeset:
            top = y
            if kind == "name":
                seat = what.seat
                x = PAD
                if seat is not None and 0 <= seat < len(self.colours):
                    surf.blit(gfx.seat_badge(self.colours[seat], 22), (PAD, y + 4))
                    x = PAD + 30
                style, colour = ("bold", C.TEXT) if seat is not None else ("heading", C.SAND)
                surf.blit(theme.text(theme.fit(what.name, NAME_SIZE, WIDTH - x - PAD, style), NAME_SIZE, colour,
                                     style), (x, y + 2))
                y += 34
            else:
                style, colour = ("italic", C.TEXT_DIM) if kind == "more" else ("body", C.TEXT)
                for line in lines:
                    surf.blit(theme.text(line, LINE_SIZE, colour, style), (PAD + 28, y))
                    y += line_h
                y += 2
            self._row_spans.append((top, y))
        return surf

    def _paint_frame(self, height: int) -> pygame.Surface:
        surf = pygame.Surface((WIDTH, height), pygame.SRCALPHA)
        gfx.panel(surf, pygame.Rect(0, 0, WIDTH, height), fill=((22, 64, 100), (12, 40, 70)),
                  border=C.PANEL_EDGE, radius=18, alpha=246, shadow=False)
        title = theme.text(self.recap.title, TITLE_SIZE, C.SAND, "heading")
        surf.blit(title, (PAD, PAD))
        words = (_("Scroll for the rest · click or press another key to play")
                 if self.view_h < self._content.get_height() else _("Click or press any key to play"))
        hint = theme.text(theme.fit(words, 14, WIDTH - 2 * PAD, "italic"), 14, C.TEXT_DIM, "italic")
        surf.blit(hint, hint.get_rect(midbottom=(WIDTH // 2, height - PAD + 6)))
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.picture()
        gfx.dim(surface, 110)
        surface.blit(frame, self.rect.topleft)
        top = self.rect.top + self._view_top
        surface.blit(self._content, (self.rect.left, top), pygame.Rect(0, self.offset, WIDTH, self.view_h))
        if self.offset > 0:         # the lines scrolled away fade out under the title
            surface.blit(_fade(), (self.rect.left + 8, top))
            self._mark(surface, _("More above"), top - 4, "bottomright")
        if self.offset < self.max_offset:
            self._mark(surface, _("More below"), top + self.view_h + 2, "topright")


    def _mark(self, surface: pygame.Surface, words: str, y: int, anchor: str) -> None:
        img = theme.text(words, 14, C.SAND, "semibold")
        surface.blit(img, img.get_rect(**{anchor: (self.rect.right - PAD, y)}))


def _fade() -> pygame.Surface:
    def make() -> pygame.Surface:
        f = pygame.Surface((WIDTH - 16, 22), pygame.SRCALPHA)
        for y in range(22):
            pygame.draw.line(f, (20, 58, 92, int(250 * (1 - y / 22))), (0, y), (WIDTH, y))
        return f
    return gfx.made_once(("recap-fade",), make)
