"""Isle of Night content as data: the 116 explore cards, the 14 locations, the 9
score cards and the six island sides (shared/rules/isle_of_night_content.md).

Nothing here computes anything; lookup.py derives the fast lookup arrays the
engine uses from these rows.
"""
from __future__ import annotations

from rules.core.i18n import N_

# -- explore card types --------------------------------------------------------------
# (key, plural name, singular name; the names are catalogue messages). The order fixes the type numbers used by the
# engine: 0 beetles ... 12 magic staffs; each location is a type of its own after
# these (13 + location number).
CARD_TYPES = (
    ("beetles", N_("beetles"), N_("beetle")),
    ("butterflies", N_("butterflies"), N_("butterfly")),
    ("spiders", N_("spiders"), N_("spider")),
    ("dragons", N_("dragons"), N_("dragon")),
    ("serpents", N_("serpents"), N_("serpent")),
    ("swords", N_("swords"), N_("sword")),
    ("spears", N_("spears"), N_("spear")),
    ("chests", N_("treasure chests"), N_("treasure chest")),
    ("conches", N_("conch horns"), N_("conch horn")),
    ("lanterns", N_("lanterns"), N_("lantern")),
    ("rings", N_("cursed rings"), N_("cursed ring")),
    ("scrolls", N_("scrolls"), N_("scroll")),
    ("staffs", N_("magic staffs"), N_("magic staff")),
)

#: The five creature types (Night Market counts these).
CREATURE_TYPES = ("beetles", "butterflies", "spiders", "dragons", "serpents")

# -- the exact card list (content §1.2) -----------------------------------------------
# (code prefix, type key, first number, last number, icons per card, magic symbol)
# Rows are exhaustive: with the 14 locations below they make the 116 cards.
CARD_ROWS = (
    ("BEE", "beetles", 1, 1, 1, True),
    ("BEE", "beetles", 2, 6, 1, False),
    ("BEE", "beetles", 7, 10, 2, False),
    ("BUT", "butterflies", 1, 1, 1, True),
    ("BUT", "butterflies", 2, 3, 1, False),
    ("BUT", "butterflies", 4, 4, 2, True),
    ("BUT", "butterflies", 5, 11, 2, False),
    ("SPI", "spiders", 1, 1, 1, True),
    ("SPI", "spiders", 2, 11, 1, False),
    ("SPI", "spiders", 12, 13, 2, False),
    ("DRA", "dragons", 1, 2, 1, True),
    ("DRA", "dragons", 3, 6, 1, False),
    ("DRA", "dragons", 7, 8, 2, False),
    ("SER", "serpents", 1, 2, 1, True),
    ("SER", "serpents", 3, 6, 1, False),
    ("SER", "serpents", 7, 8, 2, False),
    ("SWO", "swords", 1, 1, 1, True),
    ("SWO", "swords", 2, 8, 1, False),
    ("SPE", "spears", 1, 1, 1, True),
    ("SPE", "spears", 2, 8, 1, False),
    ("CHE", "chests", 1, 1, 1, True),
    ("CHE", "chests", 2, 5, 1, False),
    ("CON", "conches", 1, 6, 1, False),
    ("LAN", "lanterns", 1, 8, 1, False),
    ("RIN", "rings", 1, 2, 1, True),
    ("RIN", "rings", 3, 6, 1, False),
    ("SCR", "scrolls", 1, 1, 1, True),
    ("SCR", "scrolls", 2, 6, 1, False),
    ("STA", "staffs", 1, 5, 1, True),
)

#: What a non-location card does when claimed (content §1.1), by type key.
#: dragon / serpent: may take 1 of them from the centre; swap: one conch swap;
#: lock: one lock or unlock; staff: discard an owned card to use its effect again.
TYPE_WHEN_CLAIMED = {
    "swords": "dragon",
    "spears": "serpent",
    "conches": "swap",
    "scrolls": "lock",
    "staffs": "staff",
}

# -- the 14 locations (content §1.3) -------------------------------------------------
# (code, name, timing, magic symbols, may a ring claim take it, when-claimed effect,
#  game-end effect, card text in our words)
# when-claimed effects: "" none; "all_dragons" / "all_serpents": take every one in
# the centre; "swaps2": up to 2 conch swaps; "locks2": up to 2 locks or unlocks;
# "extra_claim": claim one more type (not a location).
# game-end effects: "" none; "amethyst": +7 if nobody has fewer VP (counted last);
# "no_ring_penalty"; "chest_bonus": +1 per chest; "lantern_bonus": +1 per lantern;
# "best_type_icon": +1 icon of the best scored type; "creature_variety": +1 per
# creature type with 3+ icons; "vp": the flat VP in LOCATION_VP.
LOCATIONS = (
    ("LOC-01", N_("Spring of Visions"), "ongoing", 0, True, "", "",
     N_("From your next turn on, draw 4 explore cards instead of 3.")),
    ("LOC-02", N_("Amethyst Bay"), "game end, last", 0, True, "", "amethyst",
     N_("Counted last: if no other player has fewer VP than you, gain 7 VP.")),
    ("LOC-03", N_("Dragon's Perch"), "when claimed", 0, True, "all_dragons", "",
     N_("When claimed: take every dragon in the centre, no swords needed.")),
    ("LOC-04", N_("Serpent Pool"), "when claimed", 0, True, "all_serpents", "",
     N_("When claimed: take every serpent in the centre, no spears needed.")),
    ("LOC-05", N_("Echoing Grotto"), "when claimed", 1, True, "swaps2", "",
     N_("When claimed: make up to 2 swaps, one after the other, as a conch horn does.")),
    ("LOC-06", N_("Sealed Archive"), "when claimed + game end", 0, True, "locks2", "vp",
     N_("When claimed: lock or unlock up to 2 score cards. Game end: +2 VP.")),
    ("LOC-07", N_("Mirror Lake"), "when claimed", 1, False, "extra_claim", "",
     N_("When claimed: claim one more type this turn by the normal rules; not a location.")),
    ("LOC-08", N_("Moonwell Shrine"), "game end", 0, False, "", "no_ring_penalty",
     N_("Game end: your cursed rings cost you nothing.")),
    ("LOC-09", N_("Smugglers' Cove"), "game end", 0, True, "", "chest_bonus",
     N_("Game end: +1 VP for each treasure chest you own.")),
    ("LOC-10", N_("Beacon Cliffs"), "game end", 0, True, "", "lantern_bonus",
     N_("Game end: +1 VP for each lantern you own.")),
    ("LOC-11", N_("Starwatch Peak"), "-", 2, True, "", "",
     N_("Shows 2 magic symbols; no other effect.")),
    ("LOC-12", N_("Gloomroot Hollow"), "game end", 0, True, "", "best_type_icon",
     N_("Game end: 1 extra icon of the scored type where it gains you the most VP.")),
    ("LOC-13", N_("Night Market"), "game end", 0, True, "", "creature_variety",
     N_("Game end: +1 VP for each creature type of which you own 3 or more icons.")),
    ("LOC-14", N_("Sunken Temple"), "game end", 0, True, "", "vp",
     N_("Game end: +3 VP.")),
)

#: Flat game-end VP of the locations whose game-end effect is "vp".
LOCATION_VP = {"LOC-06": 2, "LOC-14": 3}

# -- scoring numbers (content §0, §1.4, §4) -----------------------------------------
CHEST_VP = 2
LANTERN_VP = 1
RING_VP = -3
RING_LIMIT = 3               # rings a player may claim in one game
AMETHYST_VP = 7
SMUGGLERS_EXTRA = 1          # per chest
BEACON_EXTRA = 1             # per lantern
NIGHT_MARKET_ICONS = 3       # icons of a creature type that count for Night Market
DRAW_PER_TURN = 3
SPRING_DRAW = 4
LANTERNS_TO_END_BASE = 3     # the game ends at 3 + players lanterns claimed

# -- score cards (content §2) -----------------------------------------------------------
# (id, type key, icons per set, diamond)
SCORE_CARDS = (
    ("S1", "beetles", 3, False),
    ("S2", "butterflies", 4, False),
    ("S3", "spiders", 3, False),
    ("S4", "dragons", 2, False),
    ("S5", "serpents", 2, False),
    ("S6", "swords", 2, False),
    ("S7", "spears", 2, False),
    ("S8", "conches", 2, True),
    ("S9", "scrolls", 2, True),
)

# -- island sides (content §3) -------------------------------------------------------
# positions: (row, column, VP per set) for P1, P2, ... in order.
# island: the grid cells the island card covers (row, column); empty when it lies
#         above the grid.
# links: pairs of position numbers (1-based, as printed) that a conch may swap
#        directly; the content file says these lists are authoritative.
# score_cards: the score cards dealt onto this side.
ISLAND_SIDES = {
    "1A": {
        "name": N_("Island 1, side A"),
        "magic_bonus": 5,
        "positions": ((1, 2, 5), (2, 1, 3), (2, 3, 3), (3, 1, 2), (3, 3, 2), (4, 1, 1), (4, 3, 1)),
        "island": (),
        "links": ((1, 2), (1, 3), (2, 4), (2, 5), (3, 4), (3, 5), (4, 6), (4, 7), (5, 6), (5, 7)),
        "score_cards": ("S1", "S2", "S3", "S4", "S5", "S6", "S7"),
    },
    "1B": {
        "name": N_("Island 1, side B"),
        "magic_bonus": 6,
        "positions": ((1, 3, 5), (2, 2, 3), (2, 4, 3), (3, 1, 2), (3, 3, 2), (3, 5, 2),
                      (4, 2, 1), (4, 4, 1), (5, 3, 0)),
        "island": (),
        "links": ((1, 2), (1, 3), (2, 4), (2, 5), (2, 6), (3, 4), (3, 5), (3, 6), (4, 7), (4, 8),
                  (5, 7), (5, 8), (6, 7), (6, 8), (7, 9), (8, 9)),
        "score_cards": ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"),
    },
    "2A": {
        "name": N_("Island 2, side A"),
        "magic_bonus": 5,
        "positions": ((1, 2, 4), (2, 1, 3), (2, 3, 3), (3, 1, 2), (3, 3, 2), (4, 2, 1),
                      (5, 1, 2), (5, 3, 2), (6, 2, 1)),
        "island": ((2, 2), (3, 2)),
        "links": ((1, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5, 6), (6, 7), (6, 8), (7, 9), (8, 9)),
        "score_cards": ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"),
    },
    "2B": {
        "name": N_("Island 2, side B"),
        "magic_bonus": 6,
        "positions": ((1, 1, 3), (1, 2, 5), (1, 3, 3), (2, 1, 2), (2, 3, 2), (3, 1, 1),
                      (3, 2, 2), (3, 3, 1), (4, 2, 1)),
        "island": ((2, 2),),
        "links": ((1, 4), (2, 4), (2, 5), (3, 5), (4, 6), (4, 7), (5, 7), (5, 8), (6, 9), (7, 9),
                  (8, 9)),
        "score_cards": ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"),
    },
    "3A": {
        "name": N_("Island 3, side A"),
        "magic_bonus": 5,
        "positions": ((1, 2, 5), (2, 1, 3), (2, 2, 0), (2, 3, 3), (3, 1, 2), (3, 3, 2),
                      (4, 1, 1), (4, 3, 1), (5, 2, 3)),
        "island": ((3, 2), (4, 2)),
        "links": ((1, 2), (1, 3), (1, 4), (2, 5), (3, 5), (3, 6), (4, 6), (5, 7), (6, 8), (7, 9),
                  (8, 9)),
        "score_cards": ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"),
    },
    "3B": {
        "name": N_("Island 3, side B"),
        "magic_bonus": 6,
        "positions": ((1, 1, 4), (1, 3, 4), (2, 1, 3), (2, 3, 3), (3, 1, 1), (3, 2, 2),
                      (3, 3, 1), (4, 1, 1), (4, 3, 1)),
        "island": ((1, 2),),
        "links": ((1, 3), (2, 4), (3, 5), (3, 6), (3, 7), (4, 5), (4, 6), (4, 7), (5, 8), (5, 9),
                  (6, 8), (6, 9), (7, 8), (7, 9)),
        "score_cards": ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"),
    },
}

#: The side used by the first-game option: Island 1 with the plain score cards.
FIRST_GAME_SIDE = "1A"
