"""Where things are on the Isle of Monsters table, as points and rectangles:
the piles, the food stacks, the cages and their feeding spaces, each seat's
score, mature pile and bag spot, the deck, the played cards, the crowd. Built
once from the layout and the islands; the animations and the hit tests ask it
(nothing here knows the scene)."""
from __future__ import annotations

import pygame

from .creature_art import feeding_space_radius, space_centres
from .islands import Islands
from .layout import TableLayout


class TableGeometry:
    def __init__(self, layout: TableLayout, islands: Islands) -> None:
        self.layout = layout
        self.islands = islands

    def pile_rect(self, island: int) -> pygame.Rect:
        return self.islands.geometry[island].pile

    def pile_point(self, island: int) -> tuple[int, int]:
        """A point on a pile's top card that no food token covers (its upper part)."""
        r = self.pile_rect(island)
        return (r.centerx, r.top + 16)

    def cage_rect(self, seat: int, cage: int) -> pygame.Rect:
        return self.layout.seats[seat].cages[cage]

    def stack_centre(self, place: int, food: str) -> tuple[int, int]:
        return self.islands.geometry[place].food[food]

    def stack_rect(self, place: int, food: str, count: int) -> pygame.Rect:
        """The rectangle of a stack of `count` tokens."""
        return self.islands.stack_rect(place, food, count)

    def token_size(self, place: int) -> int:
        return self.islands.token[place]

    def space_centre(self, seat: int, cage: int, card: str, food: str, k: int) -> tuple[tuple[int, int], int]:
        """The k-th feeding space for `food` on the creature in a cage, and its diameter."""
        rect = self.cage_rect(seat, cage)
        spots = [(x, y) for x, y, f in space_centres(card, rect.width, rect.height) if f == food]
        x, y = spots[max(0, min(k, len(spots) - 1))]
        return (round(rect.x + x), round(rect.y + y)), round(feeding_space_radius(rect.width) * 2) + 1

    def score_centre(self, seat: int) -> tuple[int, int]:
        return self.layout.seats[seat].score

    def mature_rect(self, seat: int) -> pygame.Rect:
        return self.layout.seats[seat].mature

    def bag_centre(self, seat: int) -> tuple[int, int]:
        return self.layout.seats[seat].bag

    def deck_rect(self) -> pygame.Rect:
        return self.layout.deck

    def played_rect(self, seat: int) -> pygame.Rect:
        return self.layout.seats[seat].played

    def crowd_centre(self) -> tuple[int, int]:
        c = self.layout.plan.centre
        return (c.cx, c.cy)
