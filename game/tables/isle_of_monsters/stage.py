"""What the table shows while animations play: the view already holds the new
position, so things still in flight are held back here ("this cage is still
empty", "two mushrooms have not landed yet") and released as each flight
lands (the flights, banners and sparkles themselves are the kit's,
game/table/stage.py). Drawing asks the stage; nothing here changes a game state.

Everything in a stage comes from the view before and after a move and from
events already redacted for the seat looking, never from the true state.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.table.stage import Stage


@dataclass
class RevealShow:
    """One scare step face up on the table: who played what (public once revealed)."""
    seats: tuple[int, ...]
    plays: tuple[tuple[str, ...], ...]
    elements: tuple[str, ...]
    totals: tuple[int, ...]
    slide: float = 0.0           # 0: still in the hand, 1: laid down
    flip: float = 0.0            # 0: face down, 1: face up
    crowd: tuple[int, ...] = ()
    crowd_points: int = 0
    crowd_total: int = 0
    crowd_shown: bool = False
    arrows: list[tuple[int, int]] = field(default_factory=list)   # (scarer, scared) shown so far
    leftover: tuple[int, int] | None = None                       # (seat, cards)
    fade: float = 1.0


@dataclass
class DuelShow:
    seats: tuple[int, ...]
    picks: tuple[str, ...] = ()
    flip: float = 0.0
    out: tuple[int, ...] = ()


class IsleStage(Stage):
    """What the Isle of Monsters table still holds back or shows over its seats."""

    def clear(self) -> None:
        super().clear()
        self.hide_cage: Counter = Counter()          # (seat, cage): creature still flying in
        self.ghost_cage: dict = {}                   # (seat, cage) -> CageShown still shown
        self.fed_minus: Counter = Counter()          # (seat, cage, food index): tokens in flight
        self.food_minus: Counter = Counter()         # (place, food index): tokens in flight
        self.pile_ghost: dict = {}                   # island -> (top card, count) still shown
        self.mature_minus: Counter = Counter()       # seat -> creatures still flying to the pile
        self.score_minus: Counter = Counter()        # seat -> points still flying
        self.passed_hide: set = set()
        self.bag_ghost: int | None = None            # where the bag still stands
        self.reveal: RevealShow | None = None
        self.duel: DuelShow | None = None

    def overlay_key(self) -> tuple:
        """The reveal and the duel as they look now (they span several seats)."""
        r, d = self.reveal, self.duel
        return (None if r is None else (id(r), r.slide, r.flip, r.fade, len(r.arrows), r.crowd_shown, r.leftover),
                None if d is None else (id(d), d.flip, d.out, d.picks))
