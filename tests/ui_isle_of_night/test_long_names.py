"""A location's name too long for its card, as a longer language writes it,
reads whole: a word wider than the card is broken with a hyphen between
syllables rather than cut by an ellipsis, and a name that fits is left alone."""
from __future__ import annotations

from game.screen import theme
from game.tables.isle_of_night import layout as L
from game.tables.isle_of_night.card_art import name_lines
from rules.isle_of_night import lookup


def test_a_word_wider_than_the_card_is_broken_with_a_hyphen_between_syllables():
    size, lines = name_lines("Baie d’Améthyste", L.LOCATION_W - 6, most=3)
    assert lines == ("Baie", "d’Amé-", "thyste")
    assert all(theme.font(size, "semibold").size(line)[0] <= L.LOCATION_W - 6 for line in lines)


def test_a_long_word_needing_more_lines_than_the_card_holds_still_ends_in_an_ellipsis():
    _size, lines = name_lines("Supercalifragilisticexpialidocious", 40, most=2)
    assert len(lines) <= 2 and lines[-1].endswith("…")


def test_an_english_name_that_fits_is_never_hyphenated():
    for name in lookup.LOCATION_NAME:
        _size, lines = name_lines(name, L.LOCATION_W - 6, most=3)
        assert " ".join(lines) == name, f"{name} reads {lines}"
