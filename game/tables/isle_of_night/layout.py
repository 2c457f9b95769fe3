"""Where everything sits on the Isle of Night table, as rectangles: the island
card and its score positions (rows and columns exactly as the island side
says), the bonus strip (magic majority, lantern track), the deck, the centre
where drawn cards land (in piles by type), each player's tableau row with its
type chips, the tray of cards to discard from, and the prompt strip with its
choice chips. The drawing, the hit tests and the animations all ask this
module, so a click lands where the thing is drawn."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from rules.isle_of_night import lookup
from rules.isle_of_night.lookup import Side

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
CHIP_W, CHIP_W_WIDE, CHIP_GAP = 46, 58, 3
TRAY_CARD = (56, 78)
ZOOM = (190, 264)
CHOICE_H = 34


def cell_rects(side: Side) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The rectangle of each score position, and of each cell the island card
    covers (a tall island card covers two cells), centred in the grid area."""
    cells = [(r, c) for r, c in zip(side.rows, side.cols)] + list(side.island)
    rows = max(r for r, _c in cells)
    cols = max(c for _r, c in cells)
    gap_x, gap_y = 10, 8
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


#: card sizes the centre tries, largest first, until its piles fit in two rows
CENTRE_SIZES = ((CARD_W, CARD_H), (54, 74), (46, 64))


def centre_piles(centre: list[int]) -> list[tuple[int, list[tuple[int, pygame.Rect]]]]:
    """The centre in piles by type (in type order; the locations, one of a kind
    each, share one fan): per pile its type and each card's rectangle, fanned
    so every card shows, in two rows; the cards shrink and the fans close up
    when the centre is crowded."""
    by_type: dict[int, list[int]] = {}
    for c in centre:
        by_type.setdefault(min(lookup.CARD_TYPE[c], lookup.NUM_PLAIN_TYPES), []).append(c)
    piles = [(t, sorted(by_type[t])) for t in sorted(by_type)]
    for size in CENTRE_SIZES:
        for fan in range(FAN, 5, -2):
            placed = _flow(piles, size, fan)
            if placed is not None:
                return placed
    return _flow(piles, CENTRE_SIZES[-1], 6, force=True)


def _flow(piles, size, fan: int, force: bool = False):
    w0, h0 = size
    out = []
    x, row = CENTRE_AREA.x, 0
    gap = 8
    row_gap = CENTRE_AREA.height - 2 * h0
    for t, cards in piles:
        w = w0 + fan * (len(cards) - 1)
        if x + w > CENTRE_AREA.right and x > CENTRE_AREA.x:
            row += 1
            x = CENTRE_AREA.x
            if row >= 2 and not force:
                return None
        if force:
            fan = max(2, min(fan, (CENTRE_AREA.right - x - w0) // max(1, len(cards) - 1)))
        y = CENTRE_AREA.y + min(row, 1) * (h0 + row_gap)
        rects = [(c, pygame.Rect(x + i * fan, y, w0, h0)) for i, c in enumerate(cards)]
        out.append((t, rects))
        x += w0 + fan * (len(cards) - 1) + gap
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
    name: pygame.Rect
    score: pygame.Rect
    chips_area: pygame.Rect

    def chip_lines(self) -> int:
        return max(1, (self.chips_area.height + 3) // 27)

    def chip_size(self) -> tuple[int, int]:
        """Tall chips (icons above, points below) when a line is 34 px or more,
        else wide ones (points beside the icons)."""
        lines = self.chip_lines()
        h = min(44, (self.chips_area.height - (lines - 1) * 3) // lines)
        return (CHIP_W, h) if h >= 34 else (CHIP_W_WIDE, h)

    def per_line(self) -> int:
        return max(1, (self.chips_area.width + CHIP_GAP) // (self.chip_size()[0] + CHIP_GAP))

    def chip_rect(self, i: int) -> pygame.Rect:
        w, h = self.chip_size()
        line, k = divmod(i, self.per_line())
        return pygame.Rect(self.chips_area.x + k * (w + CHIP_GAP), self.chips_area.y + line * (h + 3), w, h)

    def chip_capacity(self) -> int:
        return self.per_line() * self.chip_lines()


def seat_rows(players: int) -> list[SeatRow]:
    gap = 4
    h = min(112, (TABLEAU_AREA.height - (players - 1) * gap) // players)
    rows = []
    for s in range(players):
        r = pygame.Rect(TABLEAU_AREA.x, TABLEAU_AREA.y + s * (h + gap), TABLEAU_AREA.width, h)
        name = pygame.Rect(r.x + 12, r.y + 4, 132, 20)
        score = pygame.Rect(r.x + 12, r.y + 24, 132, h - 28)
        chips = pygame.Rect(r.x + 148, r.y + 5, r.width - 154, h - 10)
        rows.append(SeatRow(s, r, name, score, chips))
    return rows


def tray_rects(n: int) -> list[pygame.Rect]:
    """Where the cards to choose from sit in the tray (rows of cards)."""
    w, h = TRAY_CARD
    per_line = (TRAY.width - 24 + 8) // (w + 8)
    out = []
    for i in range(n):
        line, k = divmod(i, per_line)
        out.append(pygame.Rect(TRAY.x + 12 + k * (w + 8), TRAY.y + 40 + line * (h + 10), w, h))
    return out


def choice_rects(labels: list[str], size: int = 15) -> list[pygame.Rect]:
    """The prompt strip's choice chips, left to right under the prompt line."""
    out = []
    x = PROMPT.x + 8
    y = PROMPT.y + 28
    for label in labels:
        w = theme.text(label, size, style="semibold").get_width() + 24
        if x + w > PROMPT.right - 8 and x > PROMPT.x + 8:
            x = PROMPT.x + 8
        out.append(pygame.Rect(x, y, w, CHOICE_H))
        x += w + 8
    return out


def zoom_rect(anchor: pygame.Rect, board: pygame.Rect) -> pygame.Rect:
    """Where the large view of a card goes: beside what is hovered, on the board."""
    w, h = ZOOM
    r = pygame.Rect(0, 0, w, h)
    if anchor.right + 12 + w <= board.right:
        r.left = anchor.right + 12
    else:
        r.right = anchor.left - 12
    r.centery = anchor.centery
    r.clamp_ip(board.inflate(-8, -8))
    return r
