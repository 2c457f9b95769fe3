"""Where everything sits on the Isle of Night table, as rectangles: the island
card and its score positions (rows and columns exactly as the island side
says), the bonus strip (magic majority, lantern track), the deck, the centre
where drawn cards land (in piles by type), each player's tableau row with its
type chips, the tray of cards to discard from, and the prompt strip with its
choice chips. The drawing, the hit tests and the animations all ask this
module, so a click lands where the thing is drawn."""
from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from game.screen import theme
from rules.isle_of_night import lookup
from rules.isle_of_night.lookup import Side

from .card_art import STRIP_PAD, STRIP_W
from .identical import identical, run_step

GRID_PANEL = pygame.Rect(12, 70, 400, 500)
GRID_AREA = pygame.Rect(22, 112, 380, 450)
BONUS_PANEL = pygame.Rect(12, 576, 400, 62)
DECK = pygame.Rect(428, 92, 60, 84)
CENTRE_PANEL = pygame.Rect(420, 70, 548, 214)
CENTRE_AREA = pygame.Rect(500, 78, 460, 200)
TABLEAU_AREA = pygame.Rect(420, 292, 548, 346)
PROMPT = pygame.Rect(12, 646, 956, 66)
TRAY = pygame.Rect(420, 292, 548, 346)
#: a centre card, and the most a pile fans its cards apart
CARD_W, CARD_H = 64, 86
FAN = 20
CHIP_W, CHIP_W_WIDE, CHIP_W_COMPACT, CHIP_GAP = 46, 58, 44, 3
#: a row with room draws each type a player holds as a small card: its height
#: range, its width (of its height) and the narrowest it may be
TILE_H_MIN, TILE_H_MAX, TILE_ASPECT, TILE_W_MIN = 64, 96, 0.7, 50
SEAT_BADGE = 18
ZOOM = (190, 264)
#: the large view of a score card
SCORE_ZOOM = (180, 220)
CHOICE_H = 34


def cell_rects(side: Side) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The rectangle of each score position, and of each cell the island card
    covers (a tall island card covers two cells), centred in the grid area."""
    cells = [(r, c) for r, c in zip(side.rows, side.cols)] + list(side.island)
    rows = max(r for r, _c in cells)
    cols = max(c for _r, c in cells)
    # the gaps leave room for the swap lines between neighbours (link_segments)
    gap_x, gap_y = (10 if cols > 3 else 24), 14
    w = min(96, (GRID_AREA.width - (cols - 1) * gap_x) // cols)
    h = min(86, (GRID_AREA.height - (rows - 1) * gap_y) // rows)
    total_w = cols * w + (cols - 1) * gap_x
    total_h = rows * h + (rows - 1) * gap_y
    x0 = GRID_AREA.x + (GRID_AREA.width - total_w) // 2
    y0 = GRID_AREA.y + (GRID_AREA.height - total_h) // 2

    def rect(r: int, c: int) -> pygame.Rect:
        return pygame.Rect(x0 + (c - 1) * (w + gap_x), y0 + (r - 1) * (h + gap_y), w, h)
    positions = [rect(r, c) for r, c in zip(side.rows, side.cols)]
    island = [rect(r, c) for r, c in side.island]
    return positions, island


def link_segments(side: Side, positions: list[pygame.Rect]) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Each swap link as the part of the line between two score cards' centres
    that lies outside both cards: from the edge of one to the edge of the other."""
    out = []
    for a, b in side.links:
        ra, rb = positions[a], positions[b]
        p, q = ra.center, rb.center
        t0, t1 = _exit(ra, p, q), 1 - _exit(rb, q, p)
        out.append(((p[0] + (q[0] - p[0]) * t0, p[1] + (q[1] - p[1]) * t0),
                    (p[0] + (q[0] - p[0]) * t1, p[1] + (q[1] - p[1]) * t1)))
    return out


def _exit(r: pygame.Rect, p, q) -> float:
    """How far along p->q (0..1) the line leaves the rectangle r it starts in."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    ts = []
    if dx:
        ts.append((r.width / 2) / abs(dx))
    if dy:
        ts.append((r.height / 2) / abs(dy))
    return min(ts) if ts else 0.0


#: card sizes the centre tries, largest first, until its piles fit
CENTRE_SIZES = ((CARD_W, CARD_H), (54, 74), (46, 64))
#: the closest a fan may close: each card's left strip (its icon count and
#: magic stars, card_art.STRIP_W wide) stays whole with a little air
MIN_FAN = STRIP_PAD + STRIP_W + 2
PILE_GAP, ROW_GAP_MIN = 8, 4
#: the narrowest a location card is drawn in the centre: its name's two lines fit whole
LOCATION_W = CARD_W


def card_width(t: int, w0: int) -> int:
    """How wide a card of type `t` is drawn when the centre's cards are `w0` wide."""
    return max(w0, LOCATION_W) if t >= lookup.NUM_PLAIN_TYPES else w0


def centre_piles(centre: list[int]) -> list[tuple[int, list[tuple[int, pygame.Rect]]]]:
    """_centre_piles, in rectangles of the caller's own (a move asks for the
    centre before and after it two or three times, and the table once more:
    worked out once each, 0.1 ms a time)."""
    return [(t, [(c, pygame.Rect(r)) for c, r in cards]) for t, cards in _centre_piles(tuple(centre))]


@functools.lru_cache(maxsize=16)
def _centre_piles(centre: tuple[int, ...]) -> tuple:
    """The centre in piles by type (in type order; each location, one of a
    kind, lies alone, never under another card, and never narrower than
    LOCATION_W, so its name reads whole without hovering): per pile its type
    and each card's rectangle. Identical cards lie as one (identical.py: the
    same rectangle, the top one carrying ×N); the pile fans its runs so every
    run's left strip (and badge) shows, in as many rows as the centre's height
    holds; the cards shrink and the fans close up (never past MIN_FAN) when
    the centre is crowded. A centre too crowded even then is laid out by
    `crowded_piles`, whose piles say their tally instead."""
    piles = _piles_by_type(list(centre))
    for size in CENTRE_SIZES:
        for fan in range(FAN, MIN_FAN - 1, -2):
            placed = _flow(piles, size, fan)
            if placed is not None:
                return _frozen(placed)
    return _frozen(crowded_piles(piles))


def _frozen(piles) -> tuple:
    """Piles as the cache keeps them: nobody's rectangles."""
    return tuple((t, tuple((c, tuple(r)) for c, r in cards)) for t, cards in piles)


def _piles_by_type(centre: list[int]) -> list[tuple[int, list[list[int]]]]:
    """Per type in the centre (in type order), its cards in runs of identical ones."""
    by_type: dict[int, list[int]] = {}
    for c in centre:
        by_type.setdefault(lookup.CARD_TYPE[c], []).append(c)
    return [(t, identical(sorted(by_type[t]))) for t in sorted(by_type)]


def _fanned(runs: list[list[int]], x: int, top: int, cw: int, h: int, fan: int, badges: bool = True):
    """A pile's cards fanned from x: each run's cards in one rectangle, the
    next run `run_step` further (`fan` further, badges or not, where even
    the badges' room does not fit); and the pile's width."""
    out, dx = [], 0
    for j, run in enumerate(runs):
        out += [(c, pygame.Rect(x + dx, top, cw, h)) for c in run]
        if j < len(runs) - 1:
            dx += run_step(len(run), fan) if badges else fan
    return out, cw + dx


def centre_rows(h: int) -> list[int]:
    """The top of each row of cards `h` high in the centre, spread over its height."""
    n = max(1, (CENTRE_AREA.height + ROW_GAP_MIN) // (h + ROW_GAP_MIN))
    if n == 1:
        return [CENTRE_AREA.y]
    gap = (CENTRE_AREA.height - n * h) // (n - 1)
    return [CENTRE_AREA.y + k * (h + gap) for k in range(n)]


def _flow(piles, size, fan: int):
    w0, h0 = size
    tops = centre_rows(h0)
    out = []
    x, row = CENTRE_AREA.x, 0
    for t, runs in piles:
        cw = card_width(t, w0)
        w = _fanned(runs, 0, 0, cw, h0, fan)[1]
        if x + w > CENTRE_AREA.right and x > CENTRE_AREA.x:
            row += 1
            x = CENTRE_AREA.x
        if row >= len(tops) or x + w > CENTRE_AREA.right:
            return None
        out.append((t, _fanned(runs, x, tops[row], cw, h0, fan)[0]))
        x += w + PILE_GAP
    return out


def crowded_piles(piles):
    """The smallest cards in the most rows, the piles dealt row by row and
    each row's spare width shared by its piles' hidden runs, so a pile's fan
    closes only as far as it must (the table then shows the tally of a pile
    fanned too close on its top card)."""
    w0, h0 = CENTRE_SIZES[-1]
    tops = centre_rows(h0)
    per_row = -(-len(piles) // len(tops))
    out = []
    for row in range(len(tops)):
        these = piles[row * per_row:(row + 1) * per_row]
        spare = CENTRE_AREA.width - sum(card_width(t, w0) for t, _c in these) - (len(these) - 1) * PILE_GAP
        hidden = [run for _t, runs in these for run in runs[:-1]]
        # a run standing for several keeps its badge's room (run_step, wider than any fan) if it can
        badges = spare - sum(run_step(len(run), 0) for run in hidden if len(run) > 1)
        if badges >= 0:
            fan = min(FAN, badges // (sum(len(run) == 1 for run in hidden) or 1))
        else:
            fan = min(FAN, spare // (len(hidden) or 1))
        x = CENTRE_AREA.x
        for t, runs in these:
            cw = card_width(t, w0)
            placed, w = _fanned(runs, x, tops[row], cw, h0, fan, badges >= 0)
            out.append((t, placed))
            x += w + PILE_GAP
    return out


def fanned_runs(rects) -> list[list[tuple[int, pygame.Rect]]]:
    """A pile's (card, rectangle)s in its runs of identical cards (those lying
    in one rectangle), in fan order."""
    runs: list[list[tuple[int, pygame.Rect]]] = []
    for c, r in rects:
        if runs and runs[-1][0][1] == r:
            runs[-1].append((c, r))
        else:
            runs.append([(c, r)])
    return runs


def closed_piles(piles) -> list[int]:
    """The piles (by index) fanned closer than MIN_FAN, whose strips overlap,
    or than a run's ×N badge needs."""
    out = []
    for k, (_t, rects) in enumerate(piles):
        runs = fanned_runs(rects)
        if any(b[0][1].x - a[0][1].x < max(MIN_FAN, run_step(len(a), 0)) for a, b in zip(runs, runs[1:])):
            out.append(k)
    return out


def centre_card_at(piles, pos) -> tuple[int, int] | None:
    """(type, card) of the topmost centre card under `pos`."""
    for _t, rects in reversed(piles):
        for c, r in reversed(rects):
            if r.collidepoint(pos):
                return lookup.CARD_TYPE[c], c
    return None


def centre_spot(piles, card: int) -> pygame.Rect | None:
    for _t, rects in piles:
        for c, r in rects:
            if c == card:
                return r
    return None


@dataclass
class SeatRow:
    seat: int
    rect: pygame.Rect
    badge: pygame.Rect
    name: pygame.Rect
    score: pygame.Rect
    chips_area: pygame.Rect

    def chip_lines(self) -> int:
        return max(1, (self.chips_area.height + 3) // 27)

    def chip_size(self, n: int) -> tuple[int, int]:
        """The chips for `n` types: small cards on one line when the row is
        TILE_H_MIN high or more and they all fit; else tall ones (icons
        above, points below) when a line is 34 px or more, else wide ones
        (points beside the icons), else compact ones (the count over the
        points) when the wide ones would not all fit."""
        h = min(TILE_H_MAX, self.chips_area.height)
        w = min(round(h * TILE_ASPECT), (self.chips_area.width + CHIP_GAP) // max(1, n) - CHIP_GAP)
        if h >= TILE_H_MIN and w >= TILE_W_MIN:
            return (w, h)
        lines = self.chip_lines()
        h = min(44, (self.chips_area.height - (lines - 1) * 3) // lines)
        if h >= 34:
            return (CHIP_W, h)
        if n <= self._per_line(CHIP_W_WIDE) * lines:
            return (CHIP_W_WIDE, h)
        return (CHIP_W_COMPACT, h)

    def _per_line(self, w: int) -> int:
        return max(1, (self.chips_area.width + CHIP_GAP) // (w + CHIP_GAP))

    def chip_rect(self, i: int, n: int) -> pygame.Rect:
        """The i-th of `n` chips."""
        w, h = self.chip_size(n)
        line, k = divmod(i, self._per_line(w))
        if is_tile((w, h)):
            line, k = 0, i
        return pygame.Rect(self.chips_area.x + k * (w + CHIP_GAP), self.chips_area.y + line * (h + 3), w, h)

    def chip_capacity(self, n: int) -> int:
        """How many chips fit when `n` are shown."""
        if is_tile(self.chip_size(n)):
            return n
        return self._per_line(self.chip_size(n)[0]) * self.chip_lines()


def is_tile(size) -> bool:
    """Whether a chip of `size` is drawn as a small card (SeatRow.chip_size)."""
    return size[1] >= TILE_H_MIN


def seat_rows(players: int) -> list[SeatRow]:
    """Each player's row: their badge and name, their score under it, their
    chips to the right (a narrower name column at 5 players, for more chips)."""
    gap = 4
    h = min(112, (TABLEAU_AREA.height - (players - 1) * gap) // players)
    left = 148 if players < 5 else 124
    rows = []
    for s in range(players):
        r = pygame.Rect(TABLEAU_AREA.x, TABLEAU_AREA.y + s * (h + gap), TABLEAU_AREA.width, h)
        badge = pygame.Rect(r.x + 12, r.y + 5, SEAT_BADGE, SEAT_BADGE)
        name = pygame.Rect(badge.right + 5, r.y + 4, left - 16 - SEAT_BADGE - 5, 20)
        score = pygame.Rect(r.x + 12, r.y + 24, left - 16, h - 28)
        chips = pygame.Rect(r.x + left, r.y + 5, r.width - left - 6, h - 10)
        rows.append(SeatRow(s, r, badge, name, score, chips))
    return rows


#: card sizes the discard tray tries, largest first, until all its cards fit
TRAY_SIZES = ((96, 134), (72, 100), (56, 78), (46, 64))


def tray_rects(n: int) -> list[pygame.Rect]:
    """Where the cards to choose from sit in the tray: rows of the largest
    cards that let all `n` fit under its heading."""
    gap = 8
    for w, h in TRAY_SIZES:
        per_line = (TRAY.width - 24 + gap) // (w + gap)
        lines = -(-n // per_line)
        if TRAY.y + 40 + lines * (h + 10) - 10 <= TRAY.bottom - 8:
            break
    out = []
    for i in range(n):
        line, k = divmod(i, per_line)
        out.append(pygame.Rect(TRAY.x + 12 + k * (w + gap), TRAY.y + 40 + line * (h + 10), w, h))
    return out


#: the prompt strip's chip sizes, tried in turn until every chip fits on its one row:
#: (text size, room beside the words, gap between chips)
CHOICE_SIZES = ((15, 24, 8), (14, 18, 6), (13, 12, 6))


def choice_layout(forms: list[list[str]]) -> tuple[list[str], list[pygame.Rect], int]:
    """The prompt strip's choice chips, left to right on one row under the
    prompt line: `forms` are the chips' words, longest first (a ring claim
    has a short form); the first form and size at which every chip fits is
    used (a longer form only at the two larger sizes). If none fits (more choices than the strip holds), the chips share the
    row equally and their shortest words are cut to fit. Returns the words
    shown, the chips and the text size."""
    room = PROMPT.width - 16
    for k, labels in enumerate(forms):
        # a longer form only at the larger sizes: short words read better than small ones
        for size, pad, gap in (CHOICE_SIZES if k == len(forms) - 1 else CHOICE_SIZES[:2]):
            widths = [theme.text(label, size, style="semibold").get_width() + pad for label in labels]
            if sum(widths) + gap * (len(labels) - 1) <= room:
                return list(labels), _row(widths, gap), size
    size, pad, gap = CHOICE_SIZES[-1]
    n = max(1, len(forms[-1]))
    w = (room - gap * (n - 1)) // n
    labels = [theme.fit(label, size, w - pad, "semibold") for label in forms[-1]]
    return labels, _row([w] * n, gap), size


def _row(widths: list[int], gap: int) -> list[pygame.Rect]:
    out = []
    x = PROMPT.x + 8
    for w in widths:
        out.append(pygame.Rect(x, PROMPT.y + 28, w, CHOICE_H))
        x += w + gap
    return out
