"""What the Survive the Island table holds back or shows while animations play.
The view already holds the new position, so a piece still travelling is hidden
where it now stands and shown as a ghost where it was until its turn comes; a
tile still to sink stays on the board until its sinking plays. Everything here
comes from views and events already redacted for the seat looking."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pygame

from game.table.stage import Progress, Stage


@dataclass
class SinkingTile(Progress):
    """A tile being removed: it lifts (0-0.3), flips to show its back (0.3-0.65),
    then sinks into the sea (0.65-1)."""
    space: int
    terrain: str
    back: str


@dataclass
class FinalCount(Progress):
    """The end: each seat's rescued adventurers turn face up one by one and
    their values count up."""
    rows: list                  # per seat: [(colour, value), ...] rescued

    def shown(self) -> int:
        """How many adventurers of the longest row are face up now."""
        longest = max((len(r) for r in self.rows), default=0)
        return min(longest, int(self.t * (longest + 1)))


@dataclass
class IslandStage(Stage):
    hidden: Counter = field(default_factory=Counter)
    ghosts: list = field(default_factory=list)          # (image, (x, y))
    ghost_tiles: dict = field(default_factory=dict)     # space -> terrain still standing
    effects: list = field(default_factory=list)         # interactions playing (interactions.py)
    sinking: SinkingTile | None = None
    final: FinalCount | None = None

    def __post_init__(self) -> None:
        Stage.__init__(self)

    def clear(self) -> None:
        super().clear()
        self.hidden = Counter()
        self.ghosts = []
        self.ghost_tiles = {}
        self.effects = []
        self.sinking = None
        self.final = None

    def draw_ghosts(self, surf: pygame.Surface) -> None:
        for image, (x, y) in self.ghosts:
            surf.blit(image, image.get_rect(center=(round(x), round(y))))

    def draw_effects(self, surf: pygame.Surface) -> None:
        for effect in self.effects:
            effect.draw(surf)
