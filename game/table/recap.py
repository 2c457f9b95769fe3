""""Since your last turn": what the other players did since a person last
acted, as that person may read it, summarised for a panel the table shows when
the person comes back to the screen (after the hot-seat curtain).

The lines are the game log's: each move's events redacted for the reader by
the events themselves (`Event.redact`), in the game's words (`log_lines`), so
the recap can never say more than the reader's own log. They are grouped by
the player each line is about (a line about nobody in particular goes with
the player whose move it came from; what befell the reader comes under their
own name, "you"), repeated lines are counted instead of repeated, and each
player gets at most `PER_PLAYER` lines: the newest (where their turn ended up,
what they just did), then "and N earlier" for the rest, which the log keeps.

When it is shown (`worth_showing`): in hot-seat (two people or more), whenever
someone else moved since the person last acted; a person alone against
computer players watches their moves on the table, so only a long stretch of
them (`SOLO_MIN_MOVES` moves, several computer turns at an instant pace, say)
earns a recap.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from rules.core.contract import Seat

from .. import gfx, theme
from ..session import GameSession, Move
from ..theme import C

#: lines shown per player before "and N more"
PER_PLAYER = 3
#: a person alone against computers gets a recap after this many computer moves
SOLO_MIN_MOVES = 8


@dataclass(frozen=True)
class RecapGroup:
    """What one player did: the newest lines, and how many came before them."""

    seat: Seat
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

    @property
    def empty(self) -> bool:
        return not self.groups


def since_last_turn(session: GameSession, seat: Seat, after: Move | None = None) -> Recap:
    """The recap for `seat`: the moves after its own last move (and after
    `after`, the last move an earlier recap covered, while it is still in the
    history), each as `seat` may read it."""
    hist = session.history
    start = 0
    for i in range(len(hist) - 1, -1, -1):
        if hist[i].seat == seat or hist[i] is after:
            start = i + 1
            break
    moves = [m for m in hist[start:] if m.seat != seat]
    words = session.state          # the game's words for its events (the contract's log_lines)
    names = session.names
    by_seat: dict[Seat, list[str]] = {}
    for move in moves:
        shown = [e for e in (ev.redact(seat) for ev in move.events) if e is not None]
        for about, text in words.log_lines(shown, names):
            who = about if isinstance(about, int) and 0 <= about < len(names) else move.seat
            if text:
                by_seat.setdefault(who, []).append(text)
    groups = []
    for who, texts in by_seat.items():
        counted = counted_lines(texts)
        name = f"{names[who]} (you)" if who == seat else names[who]
        groups.append(RecapGroup(who, name, tuple(counted[-PER_PLAYER:]), max(0, len(counted) - PER_PLAYER)))
    return Recap(seat, tuple(groups), len(moves), hist[-1] if hist else None)


def counted_lines(texts: Sequence[str]) -> list[str]:
    """The lines with each run of the same line said once, with its count."""
    out: list[str] = []
    run = 0
    for i, text in enumerate(texts):
        run += 1
        if i + 1 < len(texts) and texts[i + 1] == text:
            continue
        out.append(text if run == 1 else f"{text} (×{run})")
        run = 0
    return out


def worth_showing(recap: Recap, people: int) -> bool:
    """Whether to show the recap: in hot-seat, when anything happened; for a
    person alone against computers, after a long stretch of their moves."""
    if recap.empty:
        return False
    return people >= 2 or recap.moves >= SOLO_MIN_MOVES


# -- the panel ------------------------------------------------------------------------------
TITLE_SIZE = 24
NAME_SIZE = 18
LINE_SIZE = 16
WIDTH = 600
PAD = 24


class RecapPanel:
    """The recap drawn over the board; any click or key puts it away."""

    def __init__(self, recap: Recap, colours: Sequence[int], area: pygame.Rect) -> None:
        self.recap = recap
        self.colours = list(colours)
        self.area = pygame.Rect(area)
        self._picture: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def dismisses(self, event: pygame.event.Event) -> bool:
        """Whether `event` puts the panel away (a click anywhere, any key)."""
        return event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3))

    def rows(self) -> list[tuple[str, object]]:
        """What the panel says, row by row: ("name", group), ("line", text), ("more", text)."""
        out: list[tuple[str, object]] = []
        for group in self.recap.groups:
            out.append(("name", group))
            out.extend(("line", text) for text in group.lines)
            if group.more:
                out.append(("more", f"and {group.more} earlier (the game log has them all)"))
        return out

    def picture(self) -> pygame.Surface:
        if self._picture is None:
            self._picture = self._paint()
            self.rect = self._picture.get_rect(center=self.area.center)
        return self._picture

    def _paint(self) -> pygame.Surface:
        text_w = WIDTH - 2 * PAD - 28
        line_h = theme.line_height(LINE_SIZE, "body", 1.2)
        typeset: list[tuple[str, object, tuple[str, ...]]] = []
        height = PAD + theme.line_height(TITLE_SIZE, "heading", 1.2) + 10
        for kind, what in self.rows():
            if kind == "name":
                typeset.append((kind, what, ()))
                height += 34
            else:
                lines = theme.wrap(str(what), LINE_SIZE, text_w, "italic" if kind == "more" else "body")
                typeset.append((kind, what, lines))
                height += len(lines) * line_h + 2
        height += 16 + theme.line_height(14, "italic", 1.2) + PAD
        height = min(height, self.area.height - 20)
        surf = pygame.Surface((WIDTH, height), pygame.SRCALPHA)
        gfx.panel(surf, pygame.Rect(0, 0, WIDTH, height), fill=((22, 64, 100), (12, 40, 70)),
                  border=C.PANEL_EDGE, radius=18, alpha=246, shadow=False)
        title = theme.text("Since your last turn", TITLE_SIZE, C.SAND, "heading")
        surf.blit(title, (PAD, PAD))
        y = PAD + theme.line_height(TITLE_SIZE, "heading", 1.2) + 10
        foot_h = 16 + theme.line_height(14, "italic", 1.2) + PAD
        bottom = height - foot_h
        for kind, what, lines in typeset:
            if y + (34 if kind == "name" else 0) + line_h * max(1, len(lines)) > bottom:
                break       # a panel taller than the board: the log has the rest
            if kind == "name":
                seat = what.seat
                if 0 <= seat < len(self.colours):
                    surf.blit(gfx.seat_badge(self.colours[seat], 22), (PAD, y + 4))
                surf.blit(theme.text(theme.fit(what.name, NAME_SIZE, text_w, "bold"), NAME_SIZE, C.TEXT, "bold"),
                          (PAD + 30, y + 2))
                y += 34
                continue
            style, colour = ("italic", C.TEXT_DIM) if kind == "more" else ("body", C.TEXT)
            for line in lines:
                surf.blit(theme.text(line, LINE_SIZE, colour, style), (PAD + 28, y))
                y += line_h
            y += 2
        hint = theme.text("Click or press any key to play", 14, C.TEXT_DIM, "italic")
        surf.blit(hint, hint.get_rect(midbottom=(WIDTH // 2, height - PAD + 6)))
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        pic = self.picture()
        gfx.dim(surface, 110)
        surface.blit(pic, self.rect.topleft)
