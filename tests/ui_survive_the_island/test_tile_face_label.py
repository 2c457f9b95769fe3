"""A turned tile's face names it whole (issue 48: "Blue Cr…" was cut at
10 px): every back and ability name is set at 11 px or more, on one line or
two, each line inside the hexagon at its height, never with "…", in English
and in French; the face drawn shows its name's ink."""
from __future__ import annotations

import pytest

from game.screen import theme
from rules.survive_the_island import content
from tests.french import in_french

from .conftest import make_session, open_table

BACKS = sorted(content.BACK_NAMES) + ["ability"]


def _check(table):
    w, h = table.geo.hex_w, table.geo.hex_h
    for back in BACKS:
        lines, size, ys = table.back_label(back)
        assert size >= 11, (back, size)
        assert 1 <= len(lines) <= 2 and not any("…" in x for x in lines), (back, lines)
        for line, y in zip(lines, ys):
            lw, lh = theme.font(size, "semibold").size(line)
            bottom = y + lh / 2                                     # below the hexagon's centre
            # a pointy-top hexagon: full width down to h/4 from the centre, then narrowing to its tip
            room = w - 4 if bottom <= h / 4 else (w - 4) * (h / 2 - bottom) / (h / 4)
            assert lw <= room, (back, line, lw, room)
        face = table.tile_back_face(back)
        cy = face.get_height() // 2
        ink = sum(1 for x in range(face.get_width()) for y in range(cy + ys[-1] - 3, cy + ys[-1] + 4)
                  if face.get_at((x, y)).a == 255 and sum(tuple(face.get_at((x, y)))[:3]) < 300)
        assert ink > 10, back           # the name's dark ink is on the face, where the layout says


def test_every_turned_tiles_name_is_whole_at_11_px_or_more(app):
    _check(open_table(app, make_session("hh")))


def test_every_turned_tiles_name_is_whole_in_french(app):
    with in_french():
        _check(open_table(app, make_session("hh")))
