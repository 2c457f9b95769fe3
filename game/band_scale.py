"""Scaling the canvas into the window on the processor, one band of rows at a
time, redoing only the bands whose pixels changed since the last frame.

A table's frame mostly changes where something moves (a die, the pointer's glow,
a card in flight): measured at the four tables, cut into 24 bands of 30 rows,
2 to 6 of them a frame on average. Smooth-scaling the whole 1280x720 canvas to
1920x1080 costs about 2.7 ms of processor a frame; comparing the canvas with the
last one about 0.2 ms, and one band about 0.3.

The bands must join without a seam, so each is scaled exactly as the whole
canvas would be. pygame's smoothscale maps destination row y of a band of L
source rows grown to D rows onto source row y * (L - 1) / D when it enlarges,
and y * L / D when it shrinks. So when enlarging a band is given one row more
than it shows and D = (L - 1) * ratio rows, which maps every window row to
canvas row y / ratio whichever band it falls in (the whole canvas is scaled the
same way, with its last row repeated once below it); bands start on canvas rows
that land on whole window rows. When shrinking, bands of whole window rows are
scaled as they are. Bands read a margin of rows beyond their edges, so the
filter sees what it would see in the whole picture. Where the window's scale
gives no such bands (a ratio whose denominator is over MAX_STEP rows) the
whole canvas is scaled every frame, as before.
"""
from __future__ import annotations

from fractions import Fraction

import pygame

#: the band height in canvas rows: the smallest multiple of the scale's row step
#: from BAND_ROWS up that divides the canvas's height
BAND_ROWS = 24
#: a ratio needing more canvas rows than this to reach a whole window row gets no bands
MAX_STEP = 48


def band_rows(canvas_height: int, window_height: int) -> int | None:
    """The band height for scaling `canvas_height` rows to `window_height`, or
    None when no band height lands every band on whole window rows."""
    step = Fraction(window_height, canvas_height).denominator
    if step > MAX_STEP:
        return None
    for rows in range(step * max(1, -(-BAND_ROWS // step)), canvas_height // 2 + 1, step):
        if canvas_height % rows == 0:
            return rows
    return None


class BandedScaler:
    """Scales a canvas into a target surface, band by band, keeping what the last
    frame's canvas was so that unchanged bands are left as they are."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._last: list[bytes] | None = None
        self._pad: pygame.Surface | None = None
        #: how many bands the last frame redid, and of how many (for the benchmark and tests)
        self.redone = self.bands = 0

    def forget(self) -> None:
        """The next frame is scaled whole (the target was drawn over or resized)."""
        self._last = None

    def scale(self, canvas: pygame.Surface, target: pygame.Surface) -> list[pygame.Rect] | None:
        """Scales `canvas` into `target` (its size), redoing only the changed bands.
        Gives the rectangles of `target` that changed ([] when none did), or None
        when it scaled the whole canvas."""
        cw, ch = canvas.get_size()
        tw, th = target.get_size()
        key = (cw, ch, tw, th, canvas.get_bitsize(), target.get_bitsize())
        if key != self._key:
            self._key, self._last = key, None
            self._rows = band_rows(ch, th)
        rows = self._rows
        if rows is None:
            pygame.transform.smoothscale(canvas, (tw, th), target)
            self.redone = self.bands = 1
            return None
        count = ch // rows
        raw = canvas.get_buffer().raw
        step = rows * canvas.get_pitch()
        now = [raw[k * step:(k + 1) * step] for k in range(count)]      # each band's pixels
        last, self._last = self._last, now
        self.bands = count
        if last is None:
            changed = [True] * count
        else:
            seen = [a != b for a, b in zip(now, last)]
            if not any(seen):
                self.redone = 0
                return []
            # a band's filter reads its neighbours' edge rows: a changed band redoes them too
            changed = [seen[k] or (k > 0 and seen[k - 1]) or (k + 1 < count and seen[k + 1]) for k in range(count)]
        self.redone = sum(changed)
        ratio = Fraction(th, ch)
        out: list[pygame.Rect] = []
        k = 0
        while k < count:
            if not changed[k]:
                k += 1
                continue
            first = k
            # enlarging, a run of bands scales as one (exactly as its bands would);
            # shrinking, pygame's box filter is only the same band by band
            while k < count and changed[k] and (ratio > 1 or k == first):
                k += 1
            top, bottom = first * rows, k * rows
            if ratio > 1 and bottom == ch and bottom - top > rows:
                # only the last band needs its bottom row repeated (a copy): scale it apart
                self._scale_rows(canvas, target, top, bottom - rows, ratio)
                self._scale_rows(canvas, target, bottom - rows, bottom, ratio)
            else:
                self._scale_rows(canvas, target, top, bottom, ratio)
            out.append(pygame.Rect(0, int(top * ratio), tw, int((bottom - top) * ratio)))
        return None if self.redone == count else out

    def _scale_rows(self, canvas: pygame.Surface, target: pygame.Surface, top: int, bottom: int,
                    ratio: Fraction) -> None:
        """Canvas rows [top, bottom) into their window rows of `target`."""
        cw, ch = canvas.get_size()
        tw = target.get_width()
        step = ratio.denominator
        start = max(0, top - step)                    # a margin above, on a row that lands whole
        if ratio > 1:
            rows = bottom - start + 1                 # one row more than shown: D = (rows - 1) * ratio
            while (rows - 1) % step:
                rows += 1
            high = int((rows - 1) * ratio)
            source = self._rows_from(canvas, start, rows)
        else:
            end = min(ch, bottom + step)
            rows, high = end - start, int((end - start) * ratio)
            source = canvas.subsurface((0, start, cw, rows))
        at = int(start * ratio)
        if ratio > 1 and at + high <= target.get_height():
            # enlarging, the margin rows come out as the whole picture has them: straight in
            pygame.transform.smoothscale(source, (tw, high), target.subsurface((0, at, tw, high)))
            return
        band = pygame.transform.smoothscale(source, (tw, high))
        skip = int((top - start) * ratio)
        target.blit(band, (0, int(top * ratio)), (0, skip, tw, int((bottom - top) * ratio)))

    def _rows_from(self, canvas: pygame.Surface, start: int, rows: int) -> pygame.Surface:
        """Canvas rows [start, start + rows), the last canvas row repeated below its
        bottom edge where they reach past it (as the whole picture is scaled)."""
        cw, ch = canvas.get_size()
        if start + rows <= ch:
            return canvas.subsurface((0, start, cw, rows))
        if self._pad is None or self._pad.get_size() != (cw, rows) or self._pad.get_bitsize() != canvas.get_bitsize():
            self._pad = pygame.Surface((cw, rows), 0, canvas)
        pad = self._pad
        pad.blit(canvas, (0, 0), (0, start, cw, ch - start))
        for y in range(ch - start, rows):
            pad.blit(canvas, (0, y), (0, ch - 1, cw, 1))
        return pad
