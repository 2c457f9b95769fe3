"""The still part of a table as one picture (game/table/picture.py): a part
is painted again only when what it shows changes, and a part restored from
the static picture takes back every pixel it had, where it is and where it
was, so nothing it showed is left behind when it shrinks or goes."""
from __future__ import annotations

import pygame

from game.table.picture import Part, TablePicture

STATIC = (10, 20, 30)

def _picture() -> TablePicture:
    static = pygame.Surface((100, 60))
    static.fill(STATIC)
    return TablePicture(static, pygame.Rect(0, 0, 100, 60))

def _part(name, rect, key, colour) -> Part:
    rect = pygame.Rect(rect)
    return Part(name, rect, key, lambda s: s.fill(colour, rect))

def test_a_part_whose_key_is_unchanged_is_not_painted_again():
    pic = _picture()
    parts = [_part("a", (0, 0, 40, 40), 1, (200, 0, 0)), _part("b", (50, 0, 40, 40), 1, (0, 200, 0))]
    pic.update(parts, None, None)
    painted = pic.repaints
    pic.update(parts, None, None)
    assert pic.repaints == painted
    parts[1] = _part("b", (50, 0, 40, 40), 2, (0, 0, 200))
    pic.update(parts, None, None)
    assert pic.repaints == painted + 1
    assert pic.surface.get_at((60, 10))[:3] == (0, 0, 200) and pic.surface.get_at((10, 10))[:3] == (200, 0, 0)

def test_a_part_that_goes_leaves_the_static_picture_and_repaints_what_it_covered():
    """A tray over the rows: while it is out the rows under it draw nothing;
    when it goes (its rectangle now empty) all it covered is the static picture
    again, gaps between the rows too, and the rows are painted again."""
    pic = _picture()
    tray = pygame.Rect(0, 0, 100, 60)
    rows = [Part("row 0", pygame.Rect(0, 0, 100, 25), "under the tray", lambda s: None),
            Part("row 1", pygame.Rect(0, 35, 100, 25), "under the tray", lambda s: None)]
    pic.update(rows + [_part("tray", tray, "out", (250, 250, 0))], None, None)
    assert pic.surface.get_at((50, 30))[:3] == (250, 250, 0)
    shown = [_part("row 0", (0, 0, 100, 25), "shown", (200, 0, 0)),
             _part("row 1", (0, 35, 100, 25), "shown", (0, 200, 0))]
    pic.update(shown + [Part("tray", pygame.Rect(0, 0, 0, 0), None, lambda s: None)], None, None)
    assert pic.surface.get_at((50, 30))[:3] == STATIC            # the gap between the rows
    assert pic.surface.get_at((50, 10))[:3] == (200, 0, 0) and pic.surface.get_at((50, 50))[:3] == (0, 200, 0)
    painted = pic.repaints
    shown[1] = _part("row 1", (0, 35, 100, 25), "changed", (0, 0, 200))
    pic.update(shown + [Part("tray", pygame.Rect(0, 0, 0, 0), None, lambda s: None)], None, None)
    assert pic.repaints == painted + 1          # the empty tray overlaps no row: only row 1


def test_a_kept_region_paints_once_a_key_and_gives_back_what_it_painted():
    from game.table.picture import KeptRegion
    region, area = KeptRegion(), pygame.Rect(10, 10, 30, 20)
    surface = pygame.Surface((100, 60))
    colours = iter([(200, 0, 0), (0, 0, 200)])

    def paint(s):
        s.fill(next(colours), area)
    region.draw(surface, area, "one", paint)
    surface.fill(STATIC)                                # the next frame starts from the cloth
    region.draw(surface, area, "one", paint)
    assert region.paints == 1 and surface.get_at((15, 15))[:3] == (200, 0, 0)
    assert surface.get_at((5, 5))[:3] == STATIC         # only its area is given back
    region.draw(surface, area, "two", paint)
    assert region.paints == 2 and surface.get_at((15, 15))[:3] == (0, 0, 200)


def test_a_kept_region_with_no_key_paints_every_time():
    from game.table.picture import KeptRegion
    region, surface = KeptRegion(), pygame.Surface((50, 50))
    for _ in range(3):
        region.draw(surface, pygame.Rect(0, 0, 10, 10), None, lambda s: s.fill((1, 2, 3)))
    assert region.paints == 3


def test_same_compares_by_identity_never_by_value():
    from game.table.picture import Same

    class Costly:
        def __eq__(self, other):
            raise AssertionError("compared by value")
    a, b = Costly(), Costly()
    assert Same(a) == Same(a) and not (Same(a) == Same(b)) and (Same(a), 1) != (Same(b), 1)
