"""A seat's badge carries its colour's initial in the language in use, and no
two seats share a letter in any shipped language (French: Rouge, Bleu, Jaune,
Vert, Prune)."""
from __future__ import annotations

import pygame

from game import gfx, theme
from rules.core.i18n import _
from tests.french import in_french


def _letters() -> list[str]:
    return [theme.seat_letter(sc) for sc in theme.SEAT_COLOURS]


def test_each_seat_letter_is_its_colour_names_initial_in_english():
    assert _letters() == [_(sc.name)[0] for sc in theme.SEAT_COLOURS] == ["R", "B", "Y", "G", "P"]


def test_each_seat_letter_is_its_colour_names_initial_in_french():
    with in_french():
        names = [_(sc.name) for sc in theme.SEAT_COLOURS]
        assert names == ["Rouge", "Bleu", "Jaune", "Vert", "Prune"]
        assert _letters() == [name[0] for name in names]


def test_no_two_seats_share_a_letter_in_either_language():
    assert len(set(_letters())) == len(theme.SEAT_COLOURS)
    with in_french():
        assert len(set(_letters())) == len(theme.SEAT_COLOURS)


def test_a_badge_drawn_after_a_change_of_language_carries_the_new_letter():
    pygame.init()
    yellow = 2
    english = pygame.image.tobytes(gfx.seat_badge(yellow, 40), "RGBA")
    with in_french():
        french = pygame.image.tobytes(gfx.seat_badge(yellow, 40), "RGBA")
    assert english != french                                     # Y became J
    assert pygame.image.tobytes(gfx.seat_badge(yellow, 40), "RGBA") == english
