"""A seat's badge, and an adventurer seen by another seat, carries its colour's
initial in the language in use, and no two seats share a letter in any shipped
language (French: Rouge, Bleu, Jaune, Vert, Prune); a creature's tab letters
are its French name's too (Requin R, Baleine B)."""
from __future__ import annotations

import pygame

from game.screen import gfx, theme
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


def test_an_adventurer_seen_by_another_seat_carries_its_colours_french_initial():
    from game.tables.survive_the_island import art
    pygame.init()
    english = pygame.image.tobytes(art.adventurer("yellow", 0, 30), "RGBA")
    with in_french():
        french = pygame.image.tobytes(art.adventurer("yellow", 0, 30), "RGBA")
        assert theme.colour_letter(art.ADVENTURER_LETTER["yellow"]) == "J"
        assert theme.colour_letter(art.ADVENTURER_LETTER["green"]) == "V"
    assert english != french


def test_a_creatures_tab_letters_follow_the_language_and_stay_apart():
    from game.tables.survive_the_island import creature_art
    from rules.survive_the_island import content
    kinds = list(content.CREATURE_TYPES)
    english = [creature_art.tab_letter(k) for k in kinds]
    assert len(set(english)) == len(kinds)
    with in_french():
        french = {k: creature_art.tab_letter(k) for k in kinds}
        names = {k: _(content.CREATURE_NAMES[k]) for k in kinds}
    assert len(set(french.values())) == len(kinds)
    assert french[content.SHARK] == "R" and french[content.WHALE] == "B"      # Requin, Baleine
    assert all(name.startswith(french[k][0]) for k, name in names.items())      # Serpent de mer, Ptérodactyle...
