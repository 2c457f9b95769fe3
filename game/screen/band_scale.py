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
each changed band is redone only across the columns it changed in (found to
within SPAN_STEP columns: when the log scrolls, every band changes in the log's
column and nowhere else), as a block with a margin of rows and columns that
land whole (the filter there reads the changed pixels); a band joins the block
above it when scaling them together costs no more than apart. When shrinking,
bands of whole window rows are scaled whole-width as they are, with their
neighbours. Bands read a margin of rows beyond their edges, so the filter sees
what it would see in the whole picture. Where the window's scale
gives no such bands (a ratio whose denominator is over MAX_STEP rows) the
whole canvas is scaled every frame, as before.

A view that scrolled (the game log, when an entry comes) says so
(window.note_scroll): when enlarging, its scaled pixels are moved in the window
by as many whole window rows, the kept canvas moved with them, so that comparing
finds only the rows the scroll uncovered; those and a thin ring the filter reads
across are scaled again (_move_scrolled). A hint whose rows land between
window rows is passed over; one that is wrong costs time, never a pixel.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

import pygame

#: the band height in canvas rows: the smallest multiple of the scale's row step
#: from BAND_ROWS up that divides the canvas's height
BAND_ROWS = 24
#: when enlarging, how closely a changed band's columns are found (in canvas columns)
SPAN_STEP = 8
#: what one block's scaling costs besides its pixels, in pixels (a smoothscale call
#: and its subsurfaces: about 8 µs, what 4000 pixels cost)
BLOCK_COST = 4000
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
        self._enlarging = False
        self._pad: pygame.Surface | None = None
        #: how many bands the last frame redid (a part of), and of how many (for the benchmark and tests)
        self.redone = self.bands = 0

    def forget(self) -> None:
        """The next frame is scaled whole (the target was drawn over or resized)."""
        self._last = None

    def scale(self, canvas: pygame.Surface, target: pygame.Surface,
              scrolls: Sequence[tuple[pygame.Rect, int]] = ()) -> list[pygame.Rect] | None:
        """Scales `canvas` into `target` (its size), redoing only what changed.
        Gives the rectangles of `target` that changed ([] when none did), or None
        when it scaled the whole canvas. `scrolls` are hints: canvas rectangles
        whose content moved down by so many rows since the last frame (a log
        that scrolled); when enlarging, their scaled pixels are moved instead of
        scaled again (see _move_scrolled). What is shown never depends on them."""
        cw, ch = canvas.get_size()
        tw, th = target.get_size()
        key = (cw, ch, tw, th, canvas.get_bitsize(), target.get_bitsize())
        if key != self._key:
            self._key, self._last = key, None
            self._rows = band_rows(ch, th)
            self._enlarging = th > ch
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
        forced: list[pygame.Rect] = []          # canvas rectangles a scroll left to scale again
        moved: list[pygame.Rect] = []           # target rectangles a scroll moved
        try:
            last = self._last
            fresh = last is None or len(last) != view.nbytes
            if fresh:
                self._last = bytearray(view)
                seen = [True] * count
                spans = None
            else:
                if scrolls and self._enlarging and canvas.get_bytesize() == 4:
                    forced, moved = self._move_scrolled(canvas, target, last, scrolls)
                seen = [not last.startswith(view[k * step:(k + 1) * step], k * step) for k in range(count)]
                if not any(seen) and not forced:
                    self.bands, self.redone = count, 0
                    return []
                # enlarging: the columns each changed band changed in, read before it is kept
                spans = self._spans(canvas, view, last, seen) if self._enlarging else None
                for k in range(count):
                    if seen[k]:
                        last[k * step:(k + 1) * step] = view[k * step:(k + 1) * step]
        finally:
            view.release()
            del pixels          # the canvas is unlocked before anything blits from it
        self.bands = count
        if self._enlarging:
            out = self._scale_enlarging(canvas, target, spans or [(0, cw)] * count, forced)
            return None if out is None else out + moved
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

    # -- enlarging: blocks of bands, as wide as what changed in them -----------------------------
    def _scale_enlarging(self, canvas: pygame.Surface, target: pygame.Surface,
                         spans: list[tuple[int, int] | None],
                         forced: Sequence[pygame.Rect] = ()) -> list[pygame.Rect] | None:
        """Each band of `spans`: None unchanged, or the canvas columns [left, right)
        it changed in. Runs of changed bands are scaled as blocks; a band joins the
        block above it when scaling them together costs no more than apart.
        `forced`: canvas rectangles (on whole window pixels) scaled whatever changed."""
        cw, ch = canvas.get_size()
        tw, th = target.get_size()
        rows = self._rows
        rx, ry = Ratio(tw, cw), Ratio(th, ch)
        mx, my = rx.denominator, ry.denominator          # a margin that lands on whole window pixels
        count = len(spans)
        if all(span == (0, cw) for span in spans):
            self._scale_block(canvas, target, 0, ch, 0, cw, rx, ry)
            self.redone = count
            return None

        def cost(first: int, last: int, left: int, right: int) -> int:
            # the pixels a block reads, with its margins, and what a call costs besides (about
            # a band's width of pixels, measured)
            return ((last - first) * rows + 2 * my + 1) * (right - left + 2 * mx + 1) + BLOCK_COST

        blocks: list[list[int]] = []          # [first band, past the last band, left, right]
        for k, span in enumerate(spans):
            if span is None:
                continue
            # the filter reads a changed pixel from the window pixels of the column before it:
            # a margin of a whole window pixel's columns either side
            left = max(0, span[0] // mx * mx - mx)
            right = min(cw, -(-span[1] // mx) * mx + mx)
            if blocks and blocks[-1][1] == k:
                first, _, bl, br = blocks[-1]
                joined = (first, k + 1, min(bl, left), max(br, right))
                if cost(*joined) <= cost(*blocks[-1]) + cost(k, k + 1, left, right):
                    blocks[-1] = list(joined)
                    continue
            blocks.append([k, k + 1, left, right])
        out: list[pygame.Rect] = []
        touched = [False] * count
        for first, past, left, right in blocks:
            # what the filter reads of the changed pixels: a margin of output either side
            top, bottom = max(0, first * rows - my), min(ch, past * rows + my)
            self._scale_block(canvas, target, top, bottom, left, right, rx, ry)
            x0, y0 = int(left * rx), int(top * ry)
            out.append(pygame.Rect(x0, y0, int(right * rx) - x0, int(bottom * ry) - y0))
            for b in range(top // rows, -(-bottom // rows)):
                touched[b] = True
        for r in forced:
            self._scale_block(canvas, target, r.top, r.bottom, r.left, r.right, rx, ry)
            x0, y0 = int(r.left * rx), int(r.top * ry)
            out.append(pygame.Rect(x0, y0, int(r.right * rx) - x0, int(r.bottom * ry) - y0))
            for b in range(r.top // rows, -(-r.bottom // rows)):
                touched[b] = True
        self.redone = sum(touched)
        return out

    def _move_scrolled(self, canvas: pygame.Surface, target: pygame.Surface, last: bytearray,
                       scrolls: Sequence[tuple[pygame.Rect, int]]) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Moves what each scrolled rectangle showed, in the kept canvas and in the
        target, as the canvas moved, so that comparing finds only what is new.

        A window pixel is made from the 2x2 canvas pixels around where it lands;
        moving a rectangle's content by dy canvas rows (a whole number of window
        rows: dy a multiple of the row step) moves the window pixels whose four
        lie inside what moved, before and after, by dy * ratio rows, exactly. The
        ring around them (the rectangle's edges, what the filter reads beyond
        them, and the rows the scroll uncovered) is given back to be scaled again
        from the canvas. Gives (canvas rectangles to scale, target rectangles moved)."""
        cw, ch = canvas.get_size()
        tw, th = target.get_size()
        rx, ry = Ratio(tw, cw), Ratio(th, ch)
        mx, my = rx.denominator, ry.denominator
        forced: list[pygame.Rect] = []
        moved: list[pygame.Rect] = []
        kept = None
        for rect, dy in scrolls:
            r = pygame.Rect(rect).clip(canvas.get_rect())
            if dy == 0 or dy % my or abs(dy) >= r.height:
                continue
            # what moved, where it is now: the rows the scroll did not uncover
            top, bottom = (r.top, r.bottom + dy) if dy < 0 else (r.top + dy, r.bottom)
            # the inside whose window pixels move: a whole window pixel in from every edge
            it, ib = -(-(top + my) // my) * my, (bottom - my) // my * my
            il, ir = -(-(r.left + mx) // mx) * mx, (r.right - mx) // mx * mx
            # the ring scaled again: the rectangle, a window pixel beyond it, on whole window pixels
            ot, ob = max(0, (r.top - my) // my * my), min(ch, -(-(r.bottom + my) // my) * my)
            ol, orr = max(0, (r.left - mx) // mx * mx), min(cw, -(-(r.right + mx) // mx) * mx)
            if ib - it < my or ir - il < mx:
                forced.append(pygame.Rect(ol, ot, orr - ol, ob - ot))
                continue
            if kept is None:
                kept = pygame.image.frombuffer(last, (cw, ch), "BGRA", canvas.get_pitch())
            kept.set_clip(r)
            kept.scroll(0, dy)
            inside = pygame.Rect(int(il * rx), int(it * ry), int(ir * rx) - int(il * rx), int(ib * ry) - int(it * ry))
            shift = dy * ry.numerator // ry.denominator
            area = inside.union(inside.move(0, -shift))
            clip = target.get_clip()
            target.set_clip(area)
            target.scroll(0, shift)
            target.set_clip(clip)
            moved.append(area)
            forced += [pygame.Rect(ol, ot, orr - ol, it - ot), pygame.Rect(ol, ib, orr - ol, ob - ib),
                       pygame.Rect(ol, it, il - ol, ib - it), pygame.Rect(ir, it, orr - ir, ib - it)]
        if kept is not None:
            kept.set_clip(None)
            del kept            # the kept canvas's buffer is let go before it is written again
        return [f for f in forced if f.width > 0 and f.height > 0], moved

    def _spans(self, canvas: pygame.Surface, view: memoryview, last: bytearray,
               seen: list[bool]) -> list[tuple[int, int] | None]:
        """Each band's changed columns (None: it did not change), each looked for
        first where the band above's were."""
        spans: list[tuple[int, int] | None] = []
        above = None
        for k, changed in enumerate(seen):
            above = self._span(canvas, view, last, k, above) if changed else None
            spans.append(above)
        return spans

    def _span(self, canvas: pygame.Surface, view: memoryview, last: bytearray, band: int,
              guess: tuple[int, int] | None = None) -> tuple[int, int]:
        """The canvas columns [left, right) a changed band changed in, to within
        SPAN_STEP columns (wider, never narrower): each row is compared only
        outside what the rows above it already changed, and a row that changed
        there is searched by halves. A row's end beyond `right` and the next
        row's start before `left` lie side by side in the buffer, so one
        compare covers both while neither changed (most rows). `guess`: the
        band above's columns, where a change down a column (the log) begins and ends."""
        cw = canvas.get_width()
        pitch, size = canvas.get_pitch(), canvas.get_bytesize()
        left, right = cw, 0

        def grow_left(a: int) -> int:
            """The row at `a` changed before `left`: where its first change is
            (looked for first where the band above's began)."""
            same, differs = 0, left          # the row's first `same` pixels are unchanged
            if guess is not None and 0 < guess[0] < left:
                if last.startswith(view[a:a + guess[0] * size], a):
                    same = guess[0]
                    if differs - same > SPAN_STEP and not last.startswith(view[a:a + (same + SPAN_STEP) * size], a):
                        differs = same + SPAN_STEP
                else:
                    differs = guess[0]
            while differs - same > SPAN_STEP:
                mid = (same + differs) // 2
                if last.startswith(view[a:a + mid * size], a):
                    same = mid
                else:
                    differs = mid
            return same

        def grow_right(a: int) -> int:
            """The row at `a` changed from `right` on: where its last change ends."""
            end = a + cw * size
            differs, same = max(right, left), cw       # its pixels from `same` on are unchanged
            if guess is not None and differs < guess[1] < cw:
                if last.endswith(view[a + guess[1] * size:end], a, end):
                    same = guess[1]
                    if same - differs > SPAN_STEP and not last.endswith(view[a + (same - SPAN_STEP) * size:end], a, end):
                        differs = same - SPAN_STEP
                else:
                    differs = guess[1]
            while same - differs > SPAN_STEP:
                mid = (same + differs) // 2
                if last.endswith(view[a + mid * size:end], a, end):
                    same = mid
                else:
                    differs = mid
            return same

        first = band * self._rows
        a = first * pitch
        if not last.startswith(view[a:a + left * size], a):       # the band's first row, from its start
            left = grow_left(a)
        for row in range(first + 1, first + self._rows):
            if left == 0 and right == cw:
                break
            b = row * pitch
            # the row above's end (from `right`) and this row's start (up to `left`), in one
            if last.startswith(view[a + right * size:b + left * size], a + right * size):
                a = b
                continue
            if right < cw and not last.endswith(view[a + right * size:a + cw * size], a, a + cw * size):
                right = grow_right(a)
            if left > 0 and not last.startswith(view[b:b + left * size], b):
                left = grow_left(b)
            a = b
        if right < cw and not last.endswith(view[a + right * size:a + cw * size], a, a + cw * size):
            right = grow_right(a)                                   # the band's last row, to its end
        return left, right

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

