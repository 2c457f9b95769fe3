"""The processor's scaling redoes only the bands of the canvas that changed, and
a picture built band by band over many frames is the picture scaled afresh."""
from __future__ import annotations

import random

import pygame
import pytest

from game.screen.band_scale import SPAN_STEP, BandedScaler, Ratio, band_rows


def _canvas(seed: int) -> pygame.Surface:
    rng = random.Random(seed)
    surf = pygame.Surface((1280, 720))
    for _ in range(300):
        surf.fill([rng.randrange(256) for _ in range(3)],
                  (rng.randrange(1280), rng.randrange(720), rng.randrange(1, 200), rng.randrange(1, 60)))
    return surf


#: the buffers _alike copies a picture into, and the pictures _scaled_afresh scales into,
#: by size: kept for the file, since a new one each frame (8 MB at 1920x1080) cost more
#: in its fresh pages than the copy or the clearing
_COPIES: dict[int, bytearray] = {}
_AFRESH: dict[tuple, pygame.Surface] = {}


def _alike(a: pygame.Surface, b: pygame.Surface) -> bool:
    """The two surfaces hold the same pixels: every byte of their buffers alike
    (the colours and the unused byte beside them) in the same pixel format, so
    alike in RGB too. One copy and one compare of the buffers: converting both
    to RGB bytes took ten times as long, half the file's time."""
    if a.get_size() != b.get_size() or a.get_pitch() != b.get_pitch() or a.get_masks() != b.get_masks():
        return False
    view = a.get_view("1")
    copy = _COPIES.setdefault(view.length, bytearray(view.length))
    copy[:] = view
    del view
    return copy.startswith(b.get_view("1"))


def _scaled_afresh(canvas: pygame.Surface, size) -> pygame.Surface:
    """The canvas scaled by a new scaler into a cleared picture (every byte 0, as a
    new surface's); the same picture for the next call of that size."""
    target = _AFRESH.get(size)
    if target is None:
        target = _AFRESH[size] = pygame.Surface(size)
    target.fill((0, 0, 0))
    BandedScaler().scale(canvas, target)
    return target


def quick(*sizes, slow=()):
    """The sizes a test scales to in the quick step, and those it scales to in the slow step only."""
    return list(sizes) + [pytest.param(size, marks=pytest.mark.slow) for size in slow]


# enlarging with window rows whole every 2, 8 and 15 canvas rows and shrinking by 3/4 in
# the quick step; 1600x900 and 1152x648 (shrinking by 9/10) in the slow step
@pytest.mark.parametrize("size", quick((1920, 1080), (1366, 768), (1440, 810), (960, 540),
                                       slow=[(1600, 900), (1152, 648)]))
def test_a_picture_updated_band_by_band_is_the_picture_scaled_afresh(size):
    pygame.init()
    canvas, target, scaler = _canvas(1), pygame.Surface(size), BandedScaler()
    assert scaler.scale(canvas, target) is None              # the first frame: every band
    rng = random.Random(2)
    corners = [(1279, 719, 1, 1), (0, 0, 1, 1), (1279, 0, 1, 30), (0, 719, 30, 1), (960, 300, 1, 1), (959, 400, 1, 1)]
    for i in range(14):                                       # small changes anywhere, edges, corners and the split
        where = corners[i] if i < len(corners) else (rng.choice([0, 958, 960, 1279, rng.randrange(1280)]),
                                                     rng.choice([0, 359, 700, rng.randrange(720)]),
                                                     rng.choice([1, 40, 300]), rng.randrange(1, 20))
        canvas.fill((rng.randrange(256), 0, 0), where)
        scaler.scale(canvas, target)
        assert _alike(target, _scaled_afresh(canvas, size)), where


def test_an_unchanged_canvas_updates_nothing():
    pygame.init()
    canvas, target, scaler = _canvas(3), pygame.Surface((1920, 1080)), BandedScaler()
    scaler.scale(canvas, target)
    assert scaler.scale(canvas, target) == [] and scaler.redone == 0


def test_a_small_change_redoes_its_columns_and_the_rows_and_columns_the_filter_reads_beside_it():
    pygame.init()
    canvas, target, scaler = _canvas(4), pygame.Surface((1920, 1080)), BandedScaler()
    scaler.scale(canvas, target)
    rows = band_rows(720, 1080)
    canvas.fill((1, 2, 3), (600, rows * 10 + 3, 20, 4))       # inside band 10
    rects = scaler.scale(canvas, target)
    # 1920x1080 lands whole every 2 canvas rows and columns: a margin of 2 each side
    assert scaler.redone == 3 and scaler.bands == 720 // rows
    [r] = rects
    assert (r.top, r.height) == ((rows * 10 - 2) * 3 // 2, (rows + 4) * 3 // 2)
    assert r.left <= 598 * 3 // 2 and r.right >= 622 * 3 // 2 and r.width <= (20 + 4 + 2 * SPAN_STEP) * 3 // 2
    assert _alike(target, _scaled_afresh(canvas, (1920, 1080)))


def test_a_change_down_the_log_column_redoes_only_the_log_column():
    pygame.init()
    canvas, target, scaler = _canvas(7), pygame.Surface((1920, 1080)), BandedScaler()
    scaler.scale(canvas, target)
    canvas.fill((9, 9, 9), (990, 80, 270, 620))                   # the log scrolls
    rects = scaler.scale(canvas, target)
    assert rects and all(r.left >= (990 - 2 - SPAN_STEP) * 3 // 2 and r.right <= 1920 for r in rects)
    assert _alike(target, _scaled_afresh(canvas, (1920, 1080)))


def test_changes_in_two_corners_of_one_band_redo_one_block_across_it_or_two_apart():
    pygame.init()
    canvas, target, scaler = _canvas(9), pygame.Surface((1920, 1080)), BandedScaler()
    scaler.scale(canvas, target)
    rows = band_rows(720, 1080)
    canvas.fill((4, 5, 6), (10, rows * 3, 8, 2))               # band 3, far left
    canvas.fill((4, 5, 6), (1200, rows * 4 + 5, 8, 2))         # band 4, far right
    rects = scaler.scale(canvas, target)
    # two narrow blocks cost less than one across the canvas
    assert len(rects) == 2 and sum(r.width for r in rects) < 200
    assert _alike(target, _scaled_afresh(canvas, (1920, 1080)))


# two scales in the quick step (margins of two canvas rows; columns whole only across the
# canvas), 1600x900 in the slow step
@pytest.mark.parametrize("size", quick((1920, 1080), (1366, 768), slow=[(1600, 900)]))
def test_many_changes_a_frame_anywhere_build_the_picture_scaled_afresh(size):
    pygame.init()
    canvas, target, scaler = _canvas(10), pygame.Surface(size), BandedScaler()
    scaler.scale(canvas, target)
    rng = random.Random(11)
    for _ in range(25):
        for _ in range(rng.randrange(1, 8)):
            w, h = rng.choice([1, 2, 7, 9, 64, 400]), rng.choice([1, 3, 24, 100])
            canvas.fill([rng.randrange(256) for _ in range(3)], (rng.randrange(-w + 1, 1280), rng.randrange(-h + 1, 720), w, h))
        scaler.scale(canvas, target)
        assert _alike(target, _scaled_afresh(canvas, size))


def test_shrinking_redoes_a_changed_band_and_its_neighbours_whole_width():
    pygame.init()
    canvas, target, scaler = _canvas(8), pygame.Surface((960, 540)), BandedScaler()
    scaler.scale(canvas, target)
    rows = band_rows(720, 540)
    canvas.fill((1, 2, 3), (1100, rows * 10 + 3, 20, 4))
    rects = scaler.scale(canvas, target)
    assert scaler.redone == 3 and [r.w for r in rects] == [960, 960, 960]
    assert _alike(target, _scaled_afresh(canvas, (960, 540)))


def test_a_forgotten_picture_is_scaled_whole_again():
    pygame.init()
    canvas, target, scaler = _canvas(5), pygame.Surface((1920, 1080)), BandedScaler()
    scaler.scale(canvas, target)
    target.fill((0, 0, 0))                                    # the window's picture lost (exposed)
    scaler.forget()
    assert scaler.scale(canvas, target) is None
    assert _alike(target, _scaled_afresh(canvas, (1920, 1080)))


def test_a_scale_with_no_whole_row_bands_scales_the_whole_canvas_each_frame():
    assert band_rows(720, 1079) is None
    pygame.init()
    canvas, target, scaler = _canvas(6), pygame.Surface((1918, 1079)), BandedScaler()
    assert scaler.scale(canvas, target) is None
    assert _alike(target, pygame.transform.smoothscale(canvas, (1918, 1079)))


# -- scroll hints: a log that scrolled moves its scaled pixels instead of scaling them again --------

LOG = pygame.Rect(992, 114, 262, 590)


def _log_column(seed: int) -> pygame.Surface:
    """A tall column of entries, as the game log draws them."""
    rng = random.Random(seed)
    column = pygame.Surface((LOG.width, 3000))
    y = 0
    while y < 3000:
        h = rng.randrange(20, 90)
        column.fill([rng.randrange(256) for _ in range(3)], (0, y, LOG.width, h))
        for _ in range(6):
            column.fill([rng.randrange(256) for _ in range(3)],
                        (rng.randrange(LOG.width), y + rng.randrange(h), rng.randrange(1, 40), rng.randrange(1, 5)))
        y += h
    return column


def _show_log(canvas: pygame.Surface, column: pygame.Surface, offset: int) -> None:
    canvas.blit(column, LOG.topleft, (0, offset, LOG.width, LOG.height))


# the scroll hints moved at two scales in the quick step (window rows landing whole every
# 2 and every 8 canvas rows); at 1366x768 (every 15: nearly every hint passed over, as in
# the tests below) and 1600x900 in the slow step
@pytest.mark.parametrize("size", quick((1920, 1080), (1440, 810), slow=[(1600, 900), (1366, 768)]))
def test_a_scrolled_log_with_its_hint_builds_the_picture_scaled_afresh(size):
    pygame.init()
    canvas, target, scaler, column = _canvas(12), pygame.Surface(size), BandedScaler(), _log_column(13)
    offset = 0
    _show_log(canvas, column, offset)
    scaler.scale(canvas, target)
    rng = random.Random(14)
    for i in range(30):
        step = rng.choice([2, 4, 12, 36, 3, 1, 60, 589, 0, -8])    # whole window rows, or not: both hold
        offset = max(0, min(3000 - LOG.height, offset + step))
        before = offset - step
        _show_log(canvas, column, offset)
        if i % 3 == 0:                          # something else changes too, now and then over the log's edge
            canvas.fill((rng.randrange(256), 9, 9), (rng.randrange(900, 1280), rng.randrange(720), 120, rng.randrange(1, 30)))
        scaler.scale(canvas, target, [(LOG, before - offset)])
        assert _alike(target, _scaled_afresh(canvas, size)), (i, step)


def test_a_wrong_scroll_hint_costs_time_and_never_a_pixel():
    pygame.init()
    canvas, target, scaler, column = _canvas(15), pygame.Surface((1920, 1080)), BandedScaler(), _log_column(16)
    _show_log(canvas, column, 100)
    scaler.scale(canvas, target)
    for hint, offset in [(-40, 100), (12, 160), (-2, 90), (-200, 400), (6, 400)]:
        _show_log(canvas, column, offset)
        scaler.scale(canvas, target, [(LOG, hint), (pygame.Rect(0, 0, 400, 300), -4)])
        assert _alike(target, _scaled_afresh(canvas, (1920, 1080))), hint


def test_a_log_scrolled_by_a_new_entry_is_moved_and_only_the_entry_and_the_edges_are_scaled():
    pygame.init()
    canvas, target, column = _canvas(17), pygame.Surface((1920, 1080)), _log_column(18)
    scaled = {}
    for hinted in (False, True):
        scaler = BandedScaler()
        _show_log(canvas, column, 300)
        scaler.scale(canvas, target)
        _show_log(canvas, column, 360)          # a new entry of 60 rows pushed the others up
        area = 0
        original = scaler._scale_block

        def counting(canvas_, target_, top, bottom, left, right, rx, ry):
            nonlocal area
            area += (bottom - top) * (right - left)
            original(canvas_, target_, top, bottom, left, right, rx, ry)
        scaler._scale_block = counting
        rects = scaler.scale(canvas, target, [(LOG, -60)] if hinted else [])
        assert _alike(target, _scaled_afresh(canvas, (1920, 1080)))
        # nothing left of the log's column is touched
        assert rects and all(r.left * 2 // 3 >= LOG.left - 2 - SPAN_STEP for r in rects)
        scaled[hinted] = area
    # the hint leaves the entry's rows and a thin ring: under a quarter of what comparing alone finds
    assert scaled[True] < scaled[False] / 4, scaled


# the scroll ring where comparing cannot help: rows a scroll uncovers that show what they showed.
# (Dropping any one of the ring's margins in _move_scrolled, of the inside or of the ring, changes
# no pixel: each ring piece goes through _scale_block, which writes the window pixels of its own
# margin, a window pixel above and left, and reads a row and a column past its bottom and right,
# so the rows read across an edge are redone either way. Such a mutation is equivalent: no
# comparison can fail on it. A ring that really stops short of the strip's edge fails below.)
@pytest.mark.parametrize("size", quick((1920, 1080), (1440, 810), slow=[(1600, 900)]))
def test_a_scroll_uncovering_rows_alike_to_the_old_still_redoes_the_window_rows_read_across_their_edge(size):
    """A window row is made from the two canvas rows around where it lands, so the
    rows on the edge of what a scroll uncovered read both the moved rows and the new
    ones: the ring around the uncovered rows redoes them. Comparing finds the uncovered
    rows only where they differ from what those rows showed before; here they do not
    (a blank band under the last entry, scrolled into the same blank band), while the
    rows beside them changed, so only the ring can make the picture scaled afresh.
    The log scrolls by one window row and more, up (a new entry) and down."""
    pygame.init()
    rows_step = Ratio(size[1], 720).denominator           # canvas rows to a whole window row
    blank, line = (1, 254, 3), (250, 2, 200)
    canvas, target, scaler, column = _canvas(19), pygame.Surface(size), BandedScaler(), _log_column(20)
    offset = 1000
    _show_log(canvas, column, offset)
    scaler.scale(canvas, target)
    for rows in (rows_step, 2 * rows_step, 3 * rows_step, 5 * rows_step, 12 * rows_step):
        for up in (True, False):
            if up:      # the entries move up: the rows uncovered at the bottom showed the blank band too
                edge = offset + LOG.height - rows                 # the column's first row uncovered, before
                column.fill(line, (0, edge - 1, LOG.width, 1))
                column.fill(blank, (0, edge, LOG.width, 2 * rows))
            else:       # down: the rows uncovered at the top showed the blank band too
                column.fill(blank, (0, offset - rows, LOG.width, 2 * rows))
                column.fill(line, (0, offset + rows, LOG.width, 1))
            _show_log(canvas, column, offset)
            scaler.scale(canvas, target)                         # the band drawn, not yet scrolled
            moved = offset + rows if up else offset - rows
            _show_log(canvas, column, moved)
            scaler.scale(canvas, target, [(LOG, offset - moved)])
            assert _alike(target, _scaled_afresh(canvas, size)), (rows, "up" if up else "down")
            offset = moved
