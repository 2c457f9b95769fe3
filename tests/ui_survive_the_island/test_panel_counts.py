"""A player's panel keeps its counts whole: on one line when they fit, broken
between two counts (never inside one) when a longer language needs two."""
from __future__ import annotations

from game.screen import theme
from game.tables.survive_the_island.panels import count_lines

ENGLISH = "On the island 10  ·  Rescued 0  ·  Lost 0"
LONGER = "[Óñé ţĥéé íšéĺááñđé 10  ·  Ŕéšéçúúéđ 0  ·  ĹÉóšéţ 0]"     # the pseudo-language's


def test_counts_that_fit_stay_on_one_line_as_written(app):
    assert count_lines(ENGLISH, 14, 255) == (ENGLISH,)


def test_longer_counts_break_between_two_counts_and_every_line_fits(app):
    lines = count_lines(LONGER, 14, 255)
    assert lines == ("[Óñé ţĥéé íšéĺááñđé 10  ·  Ŕéšéçúúéđ 0", "ĹÉóšéţ 0]")
    assert all(theme.font(14).size(line)[0] <= 255 for line in lines)


def test_a_narrow_panel_gives_each_count_its_own_line(app):
    assert count_lines(ENGLISH, 14, 110) == ("On the island 10", "Rescued 0", "Lost 0")
