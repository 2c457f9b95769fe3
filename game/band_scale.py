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
that land on whole window rows. Columns map the same way, so when enlarging
a band that changed only in the right quarter of the canvas (the log's
column: when it scrolls, every band changes there and nowhere else) is redone
from the split rightwards, with a margin of rows and columns that land whole
(the filter there reads the changed pixels). When shrinking, bands of whole
window rows are scaled whole-width as they are, with their neighbours. Bands
read a margin of rows beyond their edges, so the filter sees what it would see
in the whole picture. Where the window's scale
gives no such bands (a ratio whose denominator is over MAX_STEP rows) the
whole canvas is scaled every frame, as before.
"""
from __future__ import annotations

from fractions import Fraction

import pygame

#: the band height in canvas rows: the smallest multiple of the scale's row step
#: from BAND_ROWS up that divides the canvas's height
BAND_ROWS = 24
#: when enlarging, a band that changed only right of this share of the canvas's
#: width (where every table keeps its log, which scrolls down its whole height)
#: redoes only that side of it
SPLIT = Fraction(3, 4)
#: a ratio needing more canvas rows than this to reach a whole window row gets no bands
MAX_STEP = 48


class Ratio:
    """Window pixels over canvas pixels, in whole numbers: `x * ratio` is the
    window pixel canvas pixel x lands on (rounded down), as int(x * Fraction)
    gives it, at a fraction of Fraction's cost (a frame's bands asked for it
    a few hundred times: a millisecond)."""
    __slots__ = ("numerator", "denominator")

    def __init__(self, window: int, canvas: int) -> None:
        exact = Fraction(window, canvas)
        self.numerator, self.denominator = exact.numerator, exact.denominator

    def __rmul__(self, x: int) -> int:
        return x * self.numerator // self.denominator

    __mul__ = __rmul__


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
        #: the last frame's canvas pixels, as its buffer holds them
        self._last: bytearray | None = None
        self._split: int | None = None
        self._pad: pygame.Surface | None = None
        #: how many bands the last frame redid (a part of), and of how many (for the benchmark and tests)
        self.redone = self.bands = 0

    def forget(self) -> None:
        """The next frame is scaled whole (the target was drawn over or resized)."""
        self._last = None

    def scale(self, canvas: pygame.Surface, target: pygame.Surface) -> list[pygame.Rect] | None:
        """Scales `canvas` into `target` (its size), redoing only what changed.
        Gives the rectangles of `target` that changed ([] when none did), or None
        when it scaled the whole canvas."""
        cw, ch = canvas.get_size()
        tw, th = target.get_size()
        key = (cw, ch, tw, th, canvas.get_bitsize(), target.get_bitsize())
        if key != self._key:
            self._key, self._last = key, None
            self._rows = band_rows(ch, th)
            step = Fraction(tw, cw).denominator          # the split lands on a whole window column
            self._split = int(cw * SPLIT) // step * step if th > ch else None
        rows = self._rows
        if rows is None:
            pygame.transform.smoothscale(canvas, (tw, th), target)
            self.redone = self.bands = 1
            return None
        count = ch // rows
        step = rows * canvas.get_pitch()
        # the canvas's pixels read in place and compared with the last frame's band by band
        # (memcmp, no copy); only the bands that changed are copied into the kept frame
        pixels = canvas.get_buffer()
        view = memoryview(pixels)
        try:
            last = self._last
            fresh = last is None or len(last) != view.nbytes
            if fresh:
                self._last = bytearray(view)
                seen = [True] * count
                kinds = None
            else:
                seen = [not last.startswith(view[k * step:(k + 1) * step], k * step) for k in range(count)]
                if not any(seen):
                    self.bands, self.redone = count, 0
                    return []
                # enlarging: whether each changed band changed left of the split, read before it is kept
                kinds = ([self._kind(canvas, view, last, k) if seen[k] else 0 for k in range(count)]
                         if self._split is not None else None)
                for k in range(count):
                    if seen[k]:
                        last[k * step:(k + 1) * step] = view[k * step:(k + 1) * step]
        finally:
            view.release()
            del pixels          # the canvas is unlocked before anything blits from it
        self.bands = count
        if self._split is not None:
            return self._scale_enlarging(canvas, target, kinds or [2] * count)
        # shrinking: a band's filter reads its neighbours' edge rows, so a changed band redoes them too
        changed = [seen[k] or (k > 0 and seen[k - 1]) or (k + 1 < count and seen[k + 1]) for k in range(count)]
        self.redone = sum(changed)
        ratio = Ratio(th, ch)
        out: list[pygame.Rect] = []
        for k in range(count):
            if changed[k]:
                top, bottom = k * rows, (k + 1) * rows
                self._shrink_rows(canvas, target, top, bottom, ratio)
                out.append(pygame.Rect(0, int(top * ratio), tw, int((bottom - top) * ratio)))
        return None if self.redone == count else out

    # -- enlarging: runs of bands, the log's side apart ----------------------------------------
    def _scale_enlarging(self, canvas: pygame.Surface, target: pygame.Surface,
                         kinds: list[int]) -> list[pygame.Rect] | None:
        """Each band of `kinds`: 0 unchanged, 1 changed only right of the split, 2 changed left of it."""
        cw, ch = canvas.get_size()
        tw, th = target.get_size()
        rows, split = self._rows, self._split
        rx, ry = Ratio(tw, cw), Ratio(th, ch)
        mx, my = rx.denominator, ry.denominator          # a margin that lands on whole window pixels
        count = len(kinds)
        if all(kind == 2 for kind in kinds):
            self._scale_block(canvas, target, 0, ch, 0, cw, rx, ry)
            self.redone = count
            return None
        out: list[pygame.Rect] = []
        touched = [False] * count
        k = 0
        while k < count:
            kind = kinds[k]
            if not kind:
                k += 1
                continue
            first = k
            while k < count and kinds[k] == kind:
                k += 1
            # what the filter reads of the changed pixels: a margin of output either side
            top, bottom = max(0, first * rows - my), min(ch, k * rows + my)
            x0 = 0 if kind == 2 else split - mx
            self._scale_block(canvas, target, top, bottom, x0, cw, rx, ry)
            out.append(pygame.Rect(int(x0 * rx), int(top * ry), tw - int(x0 * rx), int((bottom - top) * ry)))
            for b in range(top // rows, -(-bottom // rows)):
                touched[b] = True
        self.redone = sum(touched)
        return out

    def _kind(self, canvas: pygame.Surface, view: memoryview, last: bytearray, band: int) -> int:
        """A changed band: 2 if it changed left of the split (row by row, stopping
        at the first row that did), else 1 (it changed only right of it)."""
        pitch = canvas.get_pitch()
        width = self._split * canvas.get_bytesize()
        for row in range(band * self._rows, (band + 1) * self._rows):
            a = row * pitch
            if not last.startswith(view[a:a + width], a):
                return 2
        return 1

    def _scale_block(self, canvas: pygame.Surface, target: pygame.Surface, top: int, bottom: int,
                     left: int, right: int, rx: Ratio, ry: Ratio) -> None:
        """Canvas rows [top, bottom) and columns [left, right) into their window
        pixels of `target`, enlarging. The block read has a margin above and to
        the left, on pixels that land whole, and one row and column more than it
        shows, so that D = (L - 1) * ratio: its every window pixel comes out as
        the whole picture has it."""
        cw, ch = canvas.get_size()
        tw, th = target.get_size()
        my, mx = ry.denominator, rx.denominator
        # a block reaching the right or bottom edge reads the last column or row
        # repeated (a copy): only a thin edge of it is scaled from a copy
        if right == cw and right - left > 4 * mx:
            edge = cw - 2 * mx
            self._scale_block(canvas, target, top, bottom, left, edge, rx, ry)
            self._scale_block(canvas, target, top, bottom, edge, right, rx, ry)
            return
        if bottom == ch and bottom - top > 4 * my:
            edge = ch - 2 * my
            self._scale_block(canvas, target, top, edge, left, right, rx, ry)
            self._scale_block(canvas, target, edge, bottom, left, right, rx, ry)
            return
        r0, c0 = max(0, top - my), max(0, left - mx)
        nr, nc = bottom - r0 + 1, right - c0 + 1
        while (nr - 1) % my:
            nr += 1
        while (nc - 1) % mx:
            nc += 1
        high, wide = int((nr - 1) * ry), int((nc - 1) * rx)
        source = self._block(canvas, r0, nr, c0, nc)
        at_x, at_y = int(c0 * rx), int(r0 * ry)
        if at_x + wide <= tw and at_y + high <= th:
            # the margins come out as the whole picture has them: straight in
            pygame.transform.smoothscale(source, (wide, high), target.subsurface((at_x, at_y, wide, high)))
            return
        block = pygame.transform.smoothscale(source, (wide, high))
        target.blit(block, (int(left * rx), int(top * ry)),
                    (int((left - c0) * rx), int((top - r0) * ry), int((right - left) * rx), int((bottom - top) * ry)))

    def _block(self, canvas: pygame.Surface, top: int, rows: int, left: int, cols: int) -> pygame.Surface:
        """Canvas rows [top, top + rows) and columns [left, left + cols), the last row
        and column repeated beyond the canvas's edges where they reach past them
        (as the whole picture is scaled)."""
        cw, ch = canvas.get_size()
        if top + rows <= ch and left + cols <= cw:
            return canvas.subsurface((left, top, cols, rows))
        if self._pad is None or self._pad.get_size() != (cols, rows) or self._pad.get_bitsize() != canvas.get_bitsize():
            self._pad = pygame.Surface((cols, rows), 0, canvas)
        pad = self._pad
        have_w, have_h = min(cols, cw - left), min(rows, ch - top)
        pad.blit(canvas, (0, 0), (left, top, have_w, have_h))
        for x in range(have_w, cols):
            pad.blit(pad, (x, 0), (have_w - 1, 0, 1, have_h))
        for y in range(have_h, rows):
            pad.blit(pad, (0, y), (0, have_h - 1, cols, 1))
        return pad

    # -- shrinking: whole-width bands ---------------------------------------------------------
    def _shrink_rows(self, canvas: pygame.Surface, target: pygame.Surface, top: int, bottom: int,
                     ratio: Ratio) -> None:
        """Canvas rows [top, bottom) into their window rows of `target`, shrinking:
        pygame's box filter gives the same band only band by band, read with a
        margin of rows either side."""
        cw, ch = canvas.get_size()
        tw = target.get_width()
        step = ratio.denominator
        start, end = max(0, top - step), min(ch, bottom + step)
        rows, high = end - start, int((end - start) * ratio)
        band = pygame.transform.smoothscale(canvas.subsurface((0, start, cw, rows)), (tw, high))
        skip = int((top - start) * ratio)
        target.blit(band, (0, int(top * ratio)), (0, skip, tw, int((bottom - top) * ratio)))

