"""Isle of Monsters content as data: the 40 creature cards, foods, elements, the
scare cycle and the set-up table by player count.

The card list is the project's own (shared/rules/isle_of_monsters_cards.md); the
rulebook gives only its shape. Elements and foods are different things: an
element is a creature's type (fire, earth, water), a food is a token colour
(yellow mushroom, blue berry, pink flower). Never name a creature by a colour.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.i18n import N_, _, ngettext

# -- foods --------------------------------------------------------------------------
#: Food kinds in a fixed order; state arrays of food counts use this order.
FOODS = ("mushroom", "berry", "flower")
FOOD_INDEX = {f: i for i, f in enumerate(FOODS)}
#: A food's name (a catalogue message: show it with `_(FOOD_NAMES[food])`, or `food_name`).
FOOD_NAMES = {"mushroom": N_("Menace Mushroom"), "berry": N_("Bone-Chill Berry"), "flower": N_("Fear Flower")}
FOOD_PLURALS = {"mushroom": N_("Menace Mushrooms"), "berry": N_("Bone-Chill Berries"), "flower": N_("Fear Flowers")}
#: The printed colour of each food (the rulebook's card anatomy calls pink "purple").
FOOD_COLOURS = {"mushroom": "yellow", "berry": "blue", "flower": "pink"}
_COLOUR_TO_FOOD = {"yellow": "mushroom", "blue": "berry", "pink": "flower"}
TOKENS_PER_FOOD = 15


def food_name(food: str, k: int = 0) -> str:
    """A food as a player reads it: its name (k=0), or k tokens of it with the
    article or count a sentence wants: "a Fear Flower", "2 Fear Flowers"."""
    if k <= 0:
        return _(FOOD_NAMES[food])
    if food == "mushroom":
        text = ngettext("a Menace Mushroom", "{n} Menace Mushrooms", k)
    elif food == "berry":
        text = ngettext("a Bone-Chill Berry", "{n} Bone-Chill Berries", k)
    else:
        text = ngettext("a Fear Flower", "{n} Fear Flowers", k)
    return text.format(n=k)

# -- elements -------------------------------------------------------------------------
ELEMENTS = ("fire", "earth", "water")
#: Each element scares exactly one other (the icon in a card's top right corner).
SCARES = {"fire": "earth", "earth": "water", "water": "fire"}

# -- cages ------------------------------------------------------------------------------
CAGES_PER_BOARD = 3


@dataclass(frozen=True)
class Creature:
    id: str
    element: str
    value: int
    spaces: tuple[str, ...]          # foods of its feeding spaces, in print order
    #: feeding spaces per food, in FOODS order (worked out from `spaces`)
    needs: tuple[int, int, int] = field(init=False)
    food_total: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "needs", tuple(self.spaces.count(f) for f in FOODS))
        object.__setattr__(self, "food_total", len(self.spaces))

    @property
    def scares(self) -> str:
        return SCARES[self.element]

    def name(self) -> str:
        """The card as a player reads it ("fire 4")."""
        return card_name(self.id)


def card_name(card: str) -> str:
    """"fire 4": a creature by its element and scare value."""
    c = CARDS[card]
    if c.element == "fire":
        return _("fire {value}").format(value=c.value)
    if c.element == "earth":
        return _("earth {value}").format(value=c.value)
    return _("water {value}").format(value=c.value)


# id, element, scare value, feeding spaces by colour in print order (card file §3)
_CARD_ROWS = (
    ("IM01", "fire", 1, "yellow"),
    ("IM02", "fire", 2, "yellow pink"),
    ("IM03", "fire", 2, "blue blue"),
    ("IM04", "fire", 3, "pink pink"),
    ("IM05", "fire", 3, "yellow blue"),
    ("IM06", "fire", 4, "yellow blue pink"),
    ("IM07", "fire", 4, "blue pink pink"),
    ("IM08", "fire", 5, "yellow yellow blue"),
    ("IM09", "fire", 6, "yellow blue pink pink"),
    ("IM10", "fire", 6, "yellow yellow blue blue"),
    ("IM11", "fire", 7, "yellow blue blue pink pink"),
    ("IM12", "fire", 8, "yellow yellow blue pink pink"),
    ("IM13", "fire", 9, "yellow yellow blue blue pink pink"),
    ("IM14", "earth", 1, "pink"),
    ("IM15", "earth", 1, "yellow"),
    ("IM16", "earth", 2, "blue blue"),
    ("IM17", "earth", 2, "yellow pink"),
    ("IM18", "earth", 3, "blue pink"),
    ("IM19", "earth", 3, "yellow blue"),
    ("IM20", "earth", 4, "yellow blue pink"),
    ("IM21", "earth", 4, "yellow pink pink"),
    ("IM22", "earth", 5, "blue blue pink"),
    ("IM23", "earth", 5, "yellow yellow pink"),
    ("IM24", "earth", 6, "yellow yellow blue pink"),
    ("IM25", "earth", 7, "yellow yellow blue blue pink"),
    ("IM26", "earth", 8, "yellow blue blue pink pink"),
    ("IM27", "earth", 9, "yellow yellow blue blue pink pink"),
    ("IM28", "water", 1, "blue"),
    ("IM29", "water", 2, "yellow blue"),
    ("IM30", "water", 2, "pink pink"),
    ("IM31", "water", 3, "yellow yellow"),
    ("IM32", "water", 3, "blue pink"),
    ("IM33", "water", 4, "yellow blue pink"),
    ("IM34", "water", 4, "yellow yellow pink"),
    ("IM35", "water", 5, "blue blue pink"),
    ("IM36", "water", 6, "yellow yellow blue pink"),
    ("IM37", "water", 6, "blue blue pink pink"),
    ("IM38", "water", 7, "yellow yellow blue pink pink"),
    ("IM39", "water", 8, "yellow yellow blue blue pink"),
    ("IM40", "water", 9, "yellow yellow blue blue pink pink"),
)

CARDS: dict[str, Creature] = {
    cid: Creature(cid, element, value, tuple(_COLOUR_TO_FOOD[c] for c in colours.split()))
    for cid, element, value, colours in _CARD_ROWS
}
CARD_IDS: tuple[str, ...] = tuple(CARDS)

# -- set-up by player count (rulebook set-up table) ----------------------------------------


@dataclass(frozen=True)
class Setup:
    players: int
    outer_islands: int
    boards_per_player: int
    remove_values: tuple[int, ...]   # values taken out of the game before shuffling (seen)
    remove_random: int               # cards taken out at random after shuffling (unseen)
    pile_size: int                   # cards dealt to each outer island


SETUPS = {
    2: Setup(2, 2, 2, (6, 7, 8, 9), 0, 8),
    3: Setup(3, 3, 1, (), 1, 6),
    4: Setup(4, 4, 1, (), 0, 4),
    5: Setup(5, 5, 1, (), 0, 3),
}

#: Food drawn to each outer island at set-up and at every clean-up.
FOOD_PER_OUTER_ISLAND = 2
