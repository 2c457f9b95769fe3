"""Every piece of King of Monster Island content is drawn, legibly: each Power
card's whole text reads on its market strip and every card's in its large view, the
sheets show every power, and the symbols of the die faces differ in shape, not
only in colour (the Minions are figures: test_figures.py)."""
from __future__ import annotations

import pygame
import pytest

from game.tables.king_of_monster_island import cards, faces
from game.tables.king_of_monster_island.layout import (CARD_H, CARD_W, DECK_RECT, LARGE_CARD, MARKET_PANEL,
                                                       card_rect)
from rules.king_of_monster_island.content import (ALLIES, ALLY_POWERS, ANY_FACE, BOSS_POWERS, BOSS_SIDES,
                                                  CARDS, FACES, MARKET_SIZE, SUPPORT_TILES)

#: the smallest text a player can read on the market's strips at 1280x720, and
#: on the large view a hovered card shows
READABLE = 11
READABLE_LARGE = 14


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))


@pytest.mark.parametrize("card_id", sorted(c for c in CARDS if not CARDS[c].event))
def test_every_power_cards_whole_text_reads_in_the_market(card_id):
    card = CARDS[card_id]
    body = cards.strip_rects(CARD_W, CARD_H)["body"]
    size, lines, fits = cards.fitted(card.text, body.w, body.h, cards.STRIP_TEXT[0], "body", READABLE)
    assert fits, f"{card.name}: {len(lines)} lines at {size}px"
    assert " ".join(lines).split() == card.text.split()     # no word lost or cut
    assert cards.market_strip(card_id, CARD_W, CARD_H).get_size() == (CARD_W, CARD_H)


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_every_cards_whole_text_reads_in_its_large_view(card_id):
    card = CARDS[card_id]
    w, h = LARGE_CARD
    body = cards.card_rects(w, h, card.event, card.text)["body"]
    size, lines, fits = cards.fitted(card.text, body.w, body.h, cards.body_size(w), "body", READABLE_LARGE)
    assert fits, f"{card.name}: {len(lines)} lines at {size}px"
    assert " ".join(lines).split() == card.text.split()
    assert cards.power_card(card_id, w, h).get_size() == LARGE_CARD


def test_the_markets_cards_lie_inside_the_market_one_under_another():
    rects = [card_rect(slot) for slot in range(MARKET_SIZE)]
    assert all(MARKET_PANEL.contains(r) for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert not DECK_RECT.colliderect(rects[0]) and MARKET_PANEL.contains(DECK_RECT)


def _shape(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 60)


def _overlap_ratio(a: pygame.Surface, b: pygame.Surface) -> float:
    ma, mb = _shape(a), _shape(b)
    both = ma.overlap_area(mb, (0, 0))
    return both / max(1, max(ma.count(), mb.count()))


@pytest.mark.parametrize("pair", [(a, b) for i, a in enumerate(FACES + (ANY_FACE,))
                                  for b in (FACES + (ANY_FACE,))[i + 1:]])
def test_die_faces_differ_in_shape(pair):
    a, b = (faces.face_icon(f, 48) for f in pair)
    assert _overlap_ratio(a, b) < 0.85


@pytest.mark.parametrize("boss", sorted(BOSS_POWERS))
def test_the_boss_sheet_lights_the_powers_its_fame_reached(boss):
    fames = [p.fame for p in BOSS_POWERS[boss]]
    for fame in (0, fames[2], fames[-1]):
        lit = cards.active_boss_powers(boss, fame)
        assert lit == [f <= fame for f in fames]
        assert lit[0]                           # the permanent power is always on
    side = next(s for (b, s) in BOSS_SIDES if b == boss)
    low = cards.boss_sheet(boss, side, 320, 360, 0)
    high = cards.boss_sheet(boss, side, 320, 360, fames[-1])
    assert pygame.image.tobytes(low, "RGBA") != pygame.image.tobytes(high, "RGBA")


@pytest.mark.parametrize("ally", ALLIES)
def test_every_ally_sheet_draws_its_four_powers(ally):
    assert len(ALLY_POWERS[ally]) == 4
    sheets = [pygame.image.tobytes(cards.ally_sheet(ally, 300, 300, n), "RGBA") for n in range(5)]
    assert len(set(sheets)) == 5                # each unlock changes what is lit


def test_a_support_tile_face_down_hides_its_face():
    tile = next(iter(SUPPORT_TILES))
    up = cards.support_tile(tile, 48, face_up=True)
    down = cards.support_tile(tile, 48, face_up=False)
    other = next(t for t in SUPPORT_TILES if SUPPORT_TILES[t].value == SUPPORT_TILES[tile].value and t != tile)
    assert pygame.image.tobytes(up, "RGBA") != pygame.image.tobytes(down, "RGBA")
    # face down, two tiles of the same value look the same: nothing is given away
    assert (pygame.image.tobytes(down, "RGBA")
            == pygame.image.tobytes(cards.support_tile(other, 48, face_up=False), "RGBA"))
