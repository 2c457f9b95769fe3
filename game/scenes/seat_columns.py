"""Where the new-game screen's panels and the columns of its seat rows sit.

Every seat row has the seat's own four columns (name, played by, computer
level, colour). A game whose options belong to one seat each (King of Monster
Island: which Monster a seat plays, where it starts; `Option.seat`) gets a
column per kind of such option (`Option.column`), in the seat's own row. Such a
game's seat panel takes room from its options panel (which then holds only the
game-wide options), and the seat's own columns shrink to what their words need.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from rules.core.registry import Option

from ..screen import theme
from rules.core.i18n import N_, _

from ..screen.theme import SEAT_COLOURS

#: the two panels of a game without per-seat options, and of one with them
SEATS_PANEL = pygame.Rect(36, 116, 850, 488)
OPTIONS_PANEL = pygame.Rect(906, 116, 338, 488)
WIDE_SEATS_PANEL = pygame.Rect(24, 116, 936, 488)
NARROW_OPTIONS_PANEL = pygame.Rect(972, 116, 284, 488)

#: who plays a seat, and a computer's level: (value, catalogue message; show it with _())
KINDS = (("human", N_("Person")), ("ai", N_("Computer")), ("remote", N_("Network")))
LEVELS = (("easy", N_("Easy")), ("normal", N_("Normal")), ("hard", N_("Hard")))


def translated(choices) -> list[tuple]:
    """(value, label) pairs with each label in the language in use."""
    return [(value, _(label)) for value, label in choices]

BADGE_X = 22          # the seat badge, from the panel's left
FIRST_X = 64          # the first column, after the badge
RIGHT_PAD = 12
GAP = 5
MORE_GAP = 7          # at most this much more between columns when there is room
FONTS = (16, 15, 14)  # the seat row's words: the largest at which every column fits
ARROWS = 2 * 36 + 8   # a cycle picker's arrows and the room around its label
SEGMENT_PAD = 14      # room around a segment's label
NAME_WIDTHS = (104, 184)


@dataclass(frozen=True)
class Column:
    key: str        # "name", "kind", "level", "colour", or a per-seat option's column heading
    heading: str
    x: int          # from the panel's left
    width: int


@dataclass(frozen=True)
class SeatRow:
    columns: tuple[Column, ...]
    font_size: int

    def column(self, key: str) -> Column:
        return next(c for c in self.columns if c.key == key)


def has_seat_options(options: Sequence[Option]) -> bool:
    return any(o.seat for o in options)


def panels(options: Sequence[Option]) -> tuple[pygame.Rect, pygame.Rect]:
    """(the seats panel, the options panel) for a game with these options."""
    if has_seat_options(options):
        return WIDE_SEATS_PANEL.copy(), NARROW_OPTIONS_PANEL.copy()
    return SEATS_PANEL.copy(), OPTIONS_PANEL.copy()


def kind_cycles(options: Sequence[Option]) -> bool:
    """Who plays a seat is a cycle picker where per-seat options need the row's
    room (three segments would cut a Monster's name), segments elsewhere."""
    return has_seat_options(options)


def choice_labels(opt: Option) -> list[str]:
    if opt.kind == "int":
        return [str(v) for v in range(opt.min, opt.max + 1)]
    return [_(label) for __, label in opt.choices]


def _widest(labels, size: int) -> int:
    font = theme.font(size, "semibold")
    return max(font.size(label)[0] for label in labels)


def _own(size: int, kind_cycles: bool = False) -> list[tuple[str, str, int, int]]:
    """The seat's own columns at this size: (key, heading, narrowest, roomiest).
    With `kind_cycles` who plays the seat is a cycle picker, not segments."""
    kind = (_widest([label for __, label in translated(KINDS)], size) + ARROWS if kind_cycles else
            len(KINDS) * (_widest([label for __, label in translated(KINDS)], size) + SEGMENT_PAD))
    level = len(LEVELS) * (_widest([label for __, label in translated(LEVELS)], size) + SEGMENT_PAD)
    colour = _widest([_(c.name) for c in SEAT_COLOURS], size) + ARROWS
    return [("name", _("Name"), *NAME_WIDTHS), ("kind", _("Played by"), kind, max(kind, 172)),
            ("level", _("Computer level"), level, max(level, 200)),
            ("colour", _("Colour"), colour, max(colour, 160))]


def _seat_columns(options: Sequence[Option], size: int) -> list[tuple[str, int]]:
    """The per-seat option columns among `options`, in their order: (heading, width
    that shows every choice whole in a cycle picker)."""
    widths: dict[str, int] = {}
    for opt in options:
        if opt.seat:
            heading = _(opt.column or opt.label)
            widths[heading] = max(widths.get(heading, 0), _widest(choice_labels(opt), size) + ARROWS)
    return list(widths.items())


def seat_row(panel_width: int, shown: Sequence[Option]) -> SeatRow:
    """The columns of a seat row in a panel this wide, for the options shown now,
    at the largest size at which every word shows whole. The seat's own columns
    take their roomiest width when there is room and shrink toward their
    narrowest when there is not; a per-seat option keeps what its choices need."""
    for size in FONTS:
        own, extra = _own(size, kind_cycles(shown)), _seat_columns(shown, size)
        room = panel_width - FIRST_X - RIGHT_PAD - GAP * (len(own) + len(extra) - 1)
        own_room = room - sum(w for __, w in extra)
        low, high = sum(c[2] for c in own), sum(c[3] for c in own)
        if own_room >= low or size == FONTS[-1]:
            break
    gap = GAP
    if own_room >= high:
        widths = [hi for __, __, __, hi in own]
        gap += min(MORE_GAP, (own_room - high) // (len(own) + len(extra) - 1))   # room to spare: airier
    elif own_room >= low:
        share = (own_room - low) / (high - low)
        widths = [lo + int((hi - lo) * share) for __, __, lo, hi in own]
    else:           # no size fits: the option columns give way (their labels then end in an ellipsis)
        widths = [lo for __, __, lo, __ in own]
        need = sum(w for __, w in extra)
        extra = [(h, int(w * max(0, room - low) / need)) for h, w in extra]
    out, x = [], FIRST_X
    for (key, heading, __, __), width in zip(own, widths):
        out.append(Column(key, heading, x, width))
        x += width + gap
    for heading, width in extra:
        out.append(Column(heading, heading, x, width))
        x += width + gap
    return SeatRow(tuple(out), size)
