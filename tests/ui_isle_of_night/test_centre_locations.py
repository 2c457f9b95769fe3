"""Every location card in the centre shows its name without hovering: each
lies alone (no other card over it), inside the centre, wide enough for its
name's two lines to read whole, however crowded the centre is."""
from __future__ import annotations

import pytest

from game.tables.isle_of_night import layout as L
from game.tables.isle_of_night.card_art import name_lines
from rules.core.rng import Rng
from rules.isle_of_night import lookup

LOCATIONS = list(range(lookup.FIRST_LOCATION_CARD, lookup.NUM_CARDS))
PLAIN = list(range(lookup.FIRST_LOCATION_CARD))


def centres() -> list[list[int]]:
    """Centres from sparse to crowded: a few locations among plain cards, all
    of them at once, and random crowds of up to 24 cards."""
    out = [LOCATIONS[:3] + PLAIN[:4], LOCATIONS[:], LOCATIONS[5:9] + PLAIN[::9]]
    rng = Rng(3)
    for n in (6, 10, 16, 24):
        for _ in range(6):
            out.append(rng.sample(LOCATIONS, 1 + rng.randrange(4)) + rng.sample(PLAIN, n))
    return out


@pytest.mark.parametrize("centre", centres())
def test_a_location_in_the_centre_lies_alone_and_its_name_reads_whole(centre):
    piles = L.centre_piles(centre)
    rects = [(c, r) for _t, cards in piles for c, r in cards]
    assert sorted(c for c, _r in rects) == sorted(centre)
    for card, r in rects:
        if card not in LOCATIONS:
            continue
        assert L.CENTRE_AREA.contains(r), f"{lookup.CARD_CODE[card]} runs out of the centre"
        others = [lookup.CARD_CODE[c] for c, o in rects if c != card and o.colliderect(r)]
        assert not others, f"{lookup.CARD_CODE[card]} is covered by {others}"
        name = lookup.LOCATION_NAME[lookup.CARD_TYPE[card] - lookup.NUM_PLAIN_TYPES]
        _size, lines = name_lines(name, r.width - 6)
        assert " ".join(lines) == name, f"{name} reads {lines}"
