"""Survive the Island's components as data: colours, creatures, piece counts, the
creature die and the island tiles. Rules code reads these tables; nothing here
decides anything. Names are catalogue messages marked with N_: their English
text is also what a save or an event keeps (a creature's name as a cause), so
words.py translates them when they are shown."""
from __future__ import annotations

from rules.core.i18n import N_

# -- players ---------------------------------------------------------------------

#: The five adventurer colours, in seat order: the order the app gives seats their
#: colours (game/screen/theme.py SEAT_COLOURS), so that a seat's adventurers are the colour
#: of its badge in the log and the top bar.
COLOURS = ("red", "blue", "yellow", "green", "purple")
#: Values under the ten adventurers of one colour.
ADVENTURER_VALUES = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)
PER_COLOUR = len(ADVENTURER_VALUES)
#: Colours each seat plays: with 2 players each plays two colours.
COLOURS_OF_SEAT = {
    2: ((0, 2), (1, 3)),
    3: ((0,), (1,), (2,)),
    4: ((0,), (1,), (2,), (3,)),
    5: ((0,), (1,), (2,), (3,), (4,)),
}
RAFTS_TOTAL = 12
RAFTS_PER_PLAYER = 2
RAFT_SEATS = 3
MOVEMENT_POINTS = 3
#: Volcanoes revealed that end the game at once.
VOLCANOES_TO_END = 3

# -- creatures ---------------------------------------------------------------------

SERPENT, SHARK, KAIJU, KRAKEN, PTERODACTYL, WHALE = (
    "sea_serpent", "shark", "kaiju", "kraken", "pterodactyl", "whale")
CREATURE_TYPES = (SERPENT, SHARK, KAIJU, KRAKEN, PTERODACTYL, WHALE)
CREATURE_NAMES = {SERPENT: N_("Sea Serpent"), SHARK: N_("Shark"), KAIJU: N_("Kaiju"), KRAKEN: N_("Kraken"),
                  PTERODACTYL: N_("Pterodactyl"), WHALE: N_("Whale")}
#: A creature inside a sentence, with its article (French nouns have a gender).
CREATURE_A = {SERPENT: N_("a Sea Serpent"), SHARK: N_("a Shark"), KAIJU: N_("a Kaiju"), KRAKEN: N_("a Kraken"),
              PTERODACTYL: N_("a Pterodactyl"), WHALE: N_("a Whale")}
CREATURE_THE = {SERPENT: N_("the Sea Serpent"), SHARK: N_("the Shark"), KAIJU: N_("the Kaiju"),
                KRAKEN: N_("the Kraken"), PTERODACTYL: N_("the Pterodactyl"), WHALE: N_("the Whale")}
RED, GREEN, BLUE = "red", "green", "blue"
CREATURE_COLOUR = {SERPENT: RED, KRAKEN: RED, SHARK: GREEN, PTERODACTYL: GREEN,
                   KAIJU: BLUE, WHALE: BLUE}
TYPES_OF_COLOUR = {RED: (SERPENT, KRAKEN), GREEN: (SHARK, PTERODACTYL), BLUE: (KAIJU, WHALE)}
#: Pieces in play: (only type of its colour, both types of the colour) - Monster Pack table.
PIECES = {SERPENT: (5, 3), KRAKEN: (4, 2), SHARK: (6, 3), PTERODACTYL: (3, 2),
          KAIJU: (2, 2), WHALE: (5, 3)}
#: How far each creature moves over water (and land for the Kaiju); the
#: Pterodactyl flies in straight lines instead.
#: how each creature moves, as a refused destination says it
MOVE_RULES = {
    SERPENT: N_("a Sea Serpent moves exactly one water space"),
    KRAKEN: N_("a Kraken moves exactly one water space"),
    SHARK: N_("a Shark swims one or two water spaces"),
    WHALE: N_("a Whale swims one to three water spaces"),
    KAIJU: N_("a Kaiju moves one or two spaces, over water or land"),
    PTERODACTYL: N_("a Pterodactyl flies in a straight line and lands where at most one adventurer stands"),
}
REACH = {SERPENT: 1, KRAKEN: 1, SHARK: 2, KAIJU: 2, WHALE: 3, PTERODACTYL: 0}
#: Creatures a Repellent can turn away (our ruling: the green and blue ones).
REPELLABLE = frozenset({SHARK, PTERODACTYL, KAIJU, WHALE})
#: The creature die: two faces of each colour (our ruling, as the original game).
DIE_FACES = (RED, RED, GREEN, GREEN, BLUE, BLUE)

# -- island tiles ------------------------------------------------------------------------

BEACH, FOREST, MOUNTAIN = "beach", "forest", "mountain"
TERRAINS = (BEACH, FOREST, MOUNTAIN)          # the order in which the island sinks

# tile backs
GREEN_CREATURE, BLUE_CREATURE, RAFT, WHIRLPOOL, VOLCANO = (
    "green_creature", "blue_creature", "raft", "whirlpool", "volcano")
PIRANHA_EFFECT, EGG = "piranha_effect", "egg"
PADDLES, DOLPHIN, MOVE_CREATURE, CREATURE_DIE, REPELLENT = (
    "paddles", "dolphin", "move_creature", "creature_die", "repellent")
PIRANHA = "piranha"     # the green Piranha ability tiles (not island tiles)

EFFECTS = frozenset({GREEN_CREATURE, BLUE_CREATURE, RAFT, WHIRLPOOL, VOLCANO, PIRANHA_EFFECT, EGG})
ABILITIES = frozenset({PADDLES, DOLPHIN, MOVE_CREATURE, CREATURE_DIE, REPELLENT, PIRANHA})
BACK_NAMES = {
    GREEN_CREATURE: N_("Green Creature"), BLUE_CREATURE: N_("Blue Creature"), RAFT: N_("Raft"),
    WHIRLPOOL: N_("Whirlpool"), VOLCANO: N_("Volcano"), PIRANHA_EFFECT: N_("Piranhas"), EGG: N_("Egg"),
    PADDLES: N_("Paddles"), DOLPHIN: N_("Dolphin"), MOVE_CREATURE: N_("Move a Creature"),
    CREATURE_DIE: N_("Creature Die"), REPELLENT: N_("Repellent"), PIRANHA: N_("Piranha"),
}
#: Why a piece left the board, as an event keeps it (besides a creature's or a
#: tile's name above): the words shown for it.
CAUSES = {"no room": N_("no room"), "whirlpool": N_("whirlpool"), "volcano": N_("volcano")}

#: The 40 island tiles of the base game: terrain -> back -> count.
#: The 8th Mountain is a 4th Whirlpool (our ruling where the sources fall silent).
BASE_TILES = {
    BEACH: {GREEN_CREATURE: 3, BLUE_CREATURE: 3, RAFT: 1, PADDLES: 2, DOLPHIN: 3,
            CREATURE_DIE: 2, REPELLENT: 2},
    FOREST: {GREEN_CREATURE: 3, BLUE_CREATURE: 2, RAFT: 3, WHIRLPOOL: 2, DOLPHIN: 1,
             MOVE_CREATURE: 2, CREATURE_DIE: 2, REPELLENT: 1},
    MOUNTAIN: {WHIRLPOOL: 4, VOLCANO: 4},
}
#: Monster Pack swaps: (terrain, back taken out, back put in).
PIRANHA_SWAP = ((BEACH, CREATURE_DIE, PIRANHA_EFFECT),)
EGG_SWAP = ((BEACH, GREEN_CREATURE, EGG), (BEACH, BLUE_CREATURE, EGG))
#: Green Piranha ability tiles dealt when the Piranha effect tile turns up.
PIRANHA_ABILITY_TILES = 5
EGG_TOKENS = 2


def tile_counts(piranhas: bool, eggs: bool) -> dict[str, dict[str, int]]:
    counts = {t: dict(backs) for t, backs in BASE_TILES.items()}
    swaps = (PIRANHA_SWAP if piranhas else ()) + (EGG_SWAP if eggs else ())
    for terrain, out, into in swaps:
        counts[terrain][out] -= 1
        counts[terrain][into] = counts[terrain].get(into, 0) + 1
    return counts


def creature_pieces(types_in_play: tuple[str, ...]) -> list[str]:
    """One entry per creature piece in play, in the fixed order of CREATURE_TYPES."""
    out = []
    for t in CREATURE_TYPES:
        if t in types_in_play:
            both = all(u in types_in_play for u in TYPES_OF_COLOUR[CREATURE_COLOUR[t]])
            out.extend([t] * PIECES[t][1 if both else 0])
    return out
