"""The guide's arrow points at what to press from a side where it hides
nothing else one may press and no drawn words: above it when there is room,
else below, to the right or to the left, shorter where the long arrow would
cover something, and on the screen under the top bar; its ring round the
target slims where words sit close."""
from __future__ import annotations

import pygame

from game.screen import theme
from game.table.guide import (ARROW, LENGTHS, OWN_EDGE, arrow_box, arrow_points, arrow_side, ink, place_marks, ring_margin,
                              swept_box)

SCREEN = pygame.Rect(0, 0, 1280, 720)
TARGET = pygame.Rect(420, 600, 190, 28)


def side(rect, avoid, surface=None):
    return arrow_side(rect, avoid, SCREEN, surface)[0]


def table_with_words(*where: tuple[str, tuple[int, int]]) -> pygame.Surface:
    surf = pygame.Surface(SCREEN.size)
    surf.fill((30, 70, 100))
    for words, pos in where:
        surf.blit(theme.text(words, 15, (240, 230, 200), "semibold"), pos)
    return surf


def test_the_arrow_points_down_from_above_when_nothing_is_there():
    assert arrow_side(TARGET, [], SCREEN) == ((0, -1), LENGTHS[0])


def test_a_button_just_above_sends_the_arrow_to_a_free_side():
    above = TARGET.move(0, -36)
    below = TARGET.move(0, 36)
    assert side(TARGET, [above]) == (0, 1)
    assert side(TARGET, [above, below]) == (1, 0)
    assert side(TARGET, [above, below, TARGET.move(200, 0)]) == (-1, 0)


def test_words_drawn_just_above_send_the_arrow_below():
    surf = table_with_words(("6 cards", (TARGET.centerx - 20, TARGET.top - 22)))
    assert ink(surf, pygame.Rect(TARGET.centerx - 20, TARGET.top - 22, 50, 18)) > 0
    assert side(TARGET, [], surf) == (0, 1)
    box = swept_box(TARGET, *arrow_side(TARGET, [], SCREEN, surf))
    assert ink(surf, box) == 0


def test_a_smooth_table_holds_no_ink():
    surf = pygame.Surface((200, 100))
    for y in range(100):
        pygame.draw.line(surf, (20 + y // 2, 60, 90 + y // 3), (0, y), (200, y))
    assert ink(surf, surf.get_rect()) == 0


def test_where_only_a_short_arrow_is_free_the_arrow_is_short():
    # words 20 px above and below, a button on each side: the long arrow reaches the words, the short does not
    words = table_with_words(("Purple Reign", (TARGET.centerx - 40, TARGET.top - 4 - 4 - LENGTHS[0] - 6)),
                             ("Purple Reign", (TARGET.centerx - 40, TARGET.bottom + 4 + 4 + LENGTHS[0] - 10)))
    buttons = [TARGET.move(TARGET.w + 6, 0), TARGET.move(-TARGET.w - 6, 0)]
    (s, length) = arrow_side(TARGET, buttons, SCREEN, words)
    assert length < LENGTHS[0]
    assert ink(words, swept_box(TARGET, s, length)) == 0


def test_under_the_top_bar_the_arrow_comes_from_below():
    near_top = pygame.Rect(600, 70, 80, 30)
    assert side(near_top, []) == (0, 1)


def test_hemmed_in_on_every_side_the_arrow_hides_the_least():
    neighbours = [TARGET.move(0, -36), TARGET.move(0, 36), TARGET.move(200, 0),
                  pygame.Rect(TARGET.left - 60, TARGET.top - 4, 50, 36)]      # the left one reaches closest
    best = arrow_side(TARGET, neighbours, SCREEN)
    hidden = lambda option: sum(swept_box(TARGET, *option).clip(r).width * swept_box(TARGET, *option).clip(r).height
                                for r in neighbours)
    assert hidden(best) == min(hidden((s, n)) for n in LENGTHS for s in ((0, -1), (0, 1), (1, 0), (-1, 0)))


def test_the_ring_slims_where_a_label_sits_close_under_the_target():
    pile = pygame.Rect(300, 300, 80, 100)
    assert ring_margin(table_with_words(), pile, []) == 6
    label = table_with_words(("6 cards", (pile.centerx - 25, pile.bottom)))
    assert ring_margin(label, pile, []) < 6
    margin = place_marks(label, pile, [])[2]
    ring = pile.inflate(2 * margin, 2 * margin)
    # the band past the target's own outline holds no words
    assert margin <= OWN_EDGE or ink(label, pygame.Rect(ring.left, pile.bottom + OWN_EDGE, ring.w, margin - OWN_EDGE)) == 0


def test_the_arrows_tip_touches_the_target_and_its_outline_stays_in_its_box():
    for s in ((0, -1), (0, 1), (1, 0), (-1, 0)):
        for length in LENGTHS:
            points = arrow_points(TARGET, s, 0.0, length)
            box = arrow_box(TARGET, s, 0.0, length).inflate(2, 2)
            assert all(box.collidepoint(x, y) or (x, y) == points[0] for x, y in points[1:])
            tip = pygame.Vector2(points[0])
            assert tip.distance_to(pygame.Vector2(TARGET.center)) < max(TARGET.w, TARGET.h) / 2 + 6
            assert max(arrow_box(TARGET, s, 0.0, length).size) == max(ARROW[0], length)
