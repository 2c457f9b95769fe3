"""What the Isle of Night table holds back while animations play: the view
already holds the new position, so drawn cards still flying from the deck are
not yet in their pile, two score cards sliding past each other leave their
positions empty, and a card turning over is drawn part way through its flip
(the flights and banners themselves are the kit's, game/table/stage.py)."""
from __future__ import annotations

from game.table.stage import Stage


class NightStage(Stage):
    def clear(self) -> None:
        super().clear()
        self.landing: set[int] = set()          # centre cards still in the air
        self.sliding: set[int] = set()          # score positions whose cards are sliding
        self.flips: dict[int, tuple[float, bool]] = {}   # position -> (progress, locking)
