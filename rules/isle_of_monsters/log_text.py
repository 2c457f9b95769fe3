"""The game log's words for Isle of Monsters beyond one line per event: what a
clean-up draws (the food tokens out of the bag and the creatures off the deck,
a dozen events or more) reads as one line, so the scoring just before it stays
in view. Every other event keeps its own line (its `text()`)."""
from __future__ import annotations

from typing import Sequence

from rules.core.contract import Event, Seat, event_seat

from rules.core.i18n import _, ngettext, pgettext
from rules.core.wording import and_list

from .actions import a_card, place_name
from .events import BagRanShort, CreatureDealt, FoodDrawn
from .content import FOODS, food_name

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
        parts = [_("{foods} to {place}").format(foods=and_list(_food_counts(counts)), place=place_name(place))
                 for place, counts in food.items()]
        sentences.append(_("Drawn from the bag: {draws}").format(draws=pgettext("separator", "; ").join(parts)))
    sentences += [ev.text(names) for ev in run if isinstance(ev, BagRanShort)]
    dealt = [_("{a_card} on {place}").format(a_card=a_card(ev.card), place=place_name(ev.island))
             for ev in run if isinstance(ev, CreatureDealt)]
    if dealt:
        sentences.append(ngettext("New creature: {creatures}", "New creatures: {creatures}",
                                  len(dealt)).format(creatures=and_list(dealt)))
    return ". ".join(sentences)


def _food_counts(counts: Sequence[int]) -> list[str]:
    return [food_name(f, k) for f, k in zip(FOODS, counts) if k]
