"""Colour is never alone, and the colours that tell things apart stay apart
for people with the common colour-vision deficiencies: the seat palette, the
foods and the elements, under typical vision and simulated protanopia,
deuteranopia and tritanopia (Machado et al. 2009), every pair at least
THRESHOLD apart in CIEDE2000; and every seat has its own shape and letter.

THRESHOLD: 12 CIEDE2000 units, about five times a just-noticeable difference
(about 2.3): two small marks that far apart read as different colours at a
glance, not as two shades of one."""
import pytest

from game.screen import colour_vision as cv
from game.screen import theme
from game.draw.icons import ELEMENT_COLOURS, FOOD_COLOURS
from game.tables.king_of_monster_island.figures import MONSTER_LOOKS

THRESHOLD = 12.0


def test_the_colour_difference_matches_the_published_ciede2000_test_pairs():
    # Sharma, Wu and Dalal (2005), table 1: pairs 1, 7 and 17
    assert cv.delta_e2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert cv.delta_e2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert cv.delta_e2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)


def test_white_is_white_in_cielab_and_greys_stay_grey_for_every_vision():
    assert cv.to_lab((255, 255, 255)) == pytest.approx((100, 0, 0), abs=1e-3)
    for vision in cv.VISIONS:
        for g in (0, 90, 200, 255):
            assert cv.difference((g, g, g), cv.simulate((g, g, g), vision)) < 1.0


def test_the_simulation_confuses_what_each_deficiency_is_known_to_confuse():
    red, green = (200, 40, 40), (60, 150, 40)
    blue, violet = (40, 90, 220), (110, 60, 220)
    for vision in ("protanopia", "deuteranopia"):
        assert cv.difference(red, green, vision) < cv.difference(red, green) / 2
        assert cv.difference(blue, violet, vision) < cv.difference(blue, violet) / 2
    yellow, pink = (240, 220, 60), (240, 160, 180)
    assert cv.difference(yellow, pink, "tritanopia") < cv.difference(yellow, pink) / 2


#: the colours that name a thing (a seat's dark shade is only its badge's rim)
PALETTES = {
    "seats": {sc.name: sc.rgb for sc in theme.SEAT_COLOURS},
    "foods": {k: light for k, (light, _dark) in FOOD_COLOURS.items()},
    "food shades": {k: dark for k, (_light, dark) in FOOD_COLOURS.items()},
    "elements": {k: light for k, (light, _dark) in ELEMENT_COLOURS.items()},
    "element shades": {k: dark for k, (_light, dark) in ELEMENT_COLOURS.items()},
    "King of Monster Island's Monsters": {k: rgb for k, (rgb, _shape, _letters) in MONSTER_LOOKS.items()},
}


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_every_pair_stays_distinguishable_under_every_common_colour_vision_deficiency(palette):
    diff, vision, a, b = cv.closest_pair(PALETTES[palette])
    assert diff >= THRESHOLD, f"{palette}: {a} and {b} are only {diff:.1f} apart for {vision}"


def test_every_seat_has_its_own_shape_and_letter_beside_its_colour():
    assert len({sc.shape for sc in theme.SEAT_COLOURS}) == len(theme.SEAT_COLOURS)
    assert len({sc.letter for sc in theme.SEAT_COLOURS}) == len(theme.SEAT_COLOURS)


def _luminance(rgb) -> float:
    r, g, b = (cv._to_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_white_letter_on_each_seat_badge_reads_at_three_to_one():
    for sc in theme.SEAT_COLOURS:
        if sc.name == "Yellow":            # its badge letter is dark
            assert (_luminance(sc.rgb) + 0.05) / (_luminance(sc.dark) + 0.05) >= 3.0
        else:
            assert 1.05 / (_luminance(sc.rgb) + 0.05) >= 3.0, sc.name
