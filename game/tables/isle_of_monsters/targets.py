"""What the seat now acting may click, from its view's legal actions: the piles
it may capture from, the food stacks it may take, and — once a pile or a food
is picked — the cages (and feeding spaces) it may go to. Everything that
glows on the table comes from here; nothing is decided here that the rules
did not say."""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.isle_of_monsters.actions import CENTRE, Capture, Feed
from rules.isle_of_monsters.content import FOOD_INDEX

Pick = tuple  # ("pile", island) or ("food", place, food)


@dataclass
class Targets:
    piles: set[int] = field(default_factory=set)
    stacks: set[tuple[int, str]] = field(default_factory=set)
    cages: list[int] = field(default_factory=list)
    #: (cage, food, index among that food's spaces) of the space a token would fill
    spaces: list[tuple[int, str, int]] = field(default_factory=list)


def capture_cages(view, seat: int, island: int) -> list[int]:
    """Every cage a creature from `island` may go to (the rules list only the
    first empty one, as cages are alike; any empty allowed cage is legal)."""
    return [c for c in range(len(view.cages[seat])) if view.why_illegal(seat, Capture(island, c)) is None]


def feed_cages(legal, place: int, food: str) -> list[int]:
    return sorted({a.cage for a in legal if isinstance(a, Feed) and a.source == place and a.food == food})


def find_targets(view, seat: int, pick: Pick | None) -> Targets:
    legal = view.legal_actions(seat)
    out = Targets()
    if pick is None:
        out.piles = {a.island for a in legal if isinstance(a, Capture)}
        out.stacks = {(a.source, a.food) for a in legal if isinstance(a, Feed)}
        return out
    if pick[0] == "pile":
        out.cages = capture_cages(view, seat, pick[1])
        return out
    _, place, food = pick
    out.cages = feed_cages(legal, place, food)
    fi = FOOD_INDEX[food]
    for cage in out.cages:
        out.spaces.append((cage, food, view.fed[seat][cage][fi]))
    return out


def capture_refusal(view, seat: int, island: int) -> Capture:
    """The capture whose refusal best explains why this pile cannot be taken:
    into the first cage the island's creatures may go to."""
    allowed = list(view.allowed_cages(seat, island)) if island in view.reachable(seat) else [0]
    return Capture(island, allowed[0])


def feed_refusal(view, seat: int, place: int, food: str) -> Feed:
    """The feed whose refusal best explains why this food cannot be taken: to
    the first creature on a board the food may feed."""
    allowed = list(view.allowed_cages(seat, place)) if place == CENTRE or place in view.reachable(seat) \
        else list(range(len(view.cages[seat])))
    with_creature = [c for c in allowed if view.cages[seat][c] is not None]
    anywhere = [c for c in range(len(view.cages[seat])) if view.cages[seat][c] is not None]
    cage = (with_creature or anywhere or [0])[0]
    return Feed(place, food, cage)


def has_creatures(view, seat: int) -> bool:
    return any(c is not None for c in view.cages[seat])
