"""The game log's words for Isle of Monsters beyond one line per event: what a
clean-up draws (the food tokens out of the bag and the creatures off the deck,
a dozen events or more) reads as one line, so the scoring just before it stays
in view. Every other event keeps its own line (its `text()`)."""
from __future__ import annotations

from typing import Sequence

from rules.core.contract import Event, Seat, event_seat

from .actions import CENTRE, a_card
from .events import BagRanShort, CreatureDealt, FoodDrawn
from .content import FOOD_NAMES, FOOD_PLURALS, FOODS

#: the events of drawing, which one line tells together
DRAWS = (FoodDrawn, BagRanShort, CreatureDealt)


def log_lines(events: Sequence[Event], names: Sequence[str]) -> list[tuple[Seat | None, str]]:
    out: list[tuple[Seat | None, str]] = []
    run: list[Event] = []
    for ev in list(events) + [None]:          # None: the end, which closes the last run
        if isinstance(ev, DRAWS):
            run.append(ev)
            continue
        if len(run) == 1:
            out.append((None, run[0].text(names)))
        elif run:
            out.append((None, draws_text(run, names)))
        run = []
        if ev is not None:
            out.append((event_seat(ev), ev.text(names)))
    return out


def draws_text(run: Sequence[Event], names: Sequence[str]) -> str:
    """One line for a run of draws, for example: Drawn from the bag: 2 Menace
    Mushrooms and a Fear Flower to the centre island; a Fear Flower to island 1.
    New creatures: a fire 4 on island 3 and a water 5 on island 4 (no full stop
    at the end, as every log line)."""
    food: dict[int, list[int]] = {}            # place -> count per food, places in drawing order
    for ev in run:
        if isinstance(ev, FoodDrawn):
            food.setdefault(ev.island, [0] * len(FOODS))[FOODS.index(ev.food)] += 1
    sentences = []
    if food:
        parts = [f"{_and(_food_counts(counts))} to {_place(place)}" for place, counts in food.items()]
        sentences.append("Drawn from the bag: " + "; ".join(parts))
    sentences += [ev.text(names) for ev in run if isinstance(ev, BagRanShort)]
    dealt = [f"{a_card(ev.card)} on {_place(ev.island)}" for ev in run if isinstance(ev, CreatureDealt)]
    if dealt:
        sentences.append(("New creatures: " if len(dealt) > 1 else "New creature: ") + _and(dealt))
    return ". ".join(sentences)


def _place(island: int) -> str:
    """Short, as the islands' own labels on the table: "island 2"."""
    return "the centre island" if island == CENTRE else f"island {island + 1}"


def _food_counts(counts: Sequence[int]) -> list[str]:
    return [(f"a {FOOD_NAMES[f]}" if k == 1 else f"{k} {FOOD_PLURALS[f]}")
            for f, k in zip(FOODS, counts) if k]


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
