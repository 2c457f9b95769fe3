"""Names in scripts the bundled fonts lack (an island or a player named in
Arabic, Hebrew, Greek...) are drawn in the fallback font, DejaVu Sans, at the
same size, not as a row of boxes; the font ships with its licence."""
from __future__ import annotations

import pygame

from game.screen import theme
from game.assets import asset_path


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_a_name_in_arabic_is_drawn_in_the_fallback_font_not_as_boxes():
    pygame.font.init()
    name = "جزيرة بسمة"
    lato = pygame.font.Font(str(asset_path("fonts", theme.FONT_FILES["body"])), 24)
    dejavu = pygame.font.Font(str(asset_path("fonts", theme.FALLBACK_FILE)), 24)
    assert not theme.has_letters(str(asset_path("fonts", theme.FONT_FILES["body"])), name)
    drawn = theme.font(24).render(name, True, (255, 255, 255))
    assert _pixels(drawn) == _pixels(dejavu.render(name, True, (255, 255, 255)))
    assert _pixels(drawn) != _pixels(lato.render(name, True, (255, 255, 255)))     # Lato's boxes
    assert theme.font(24).size(name) == dejavu.size(name)                        # measured as drawn


def test_latin_letters_stay_in_the_bundled_fonts():
    pygame.font.init()
    lato = pygame.font.Font(str(asset_path("fonts", theme.FONT_FILES["body"])), 24)
    for words in ("Ana", "Élodie, Jürgen, Łucja", "Île des monstres"):
        assert _pixels(theme.font(24).render(words, True, (0, 0, 0))) == _pixels(lato.render(words, True, (0, 0, 0)))


def test_the_fallback_font_ships_with_its_licence():
    assert asset_path("fonts", theme.FALLBACK_FILE).is_file()
    assert "Bitstream Vera" in asset_path("fonts", "DejaVu-LICENSE.txt").read_text(encoding="utf-8")
