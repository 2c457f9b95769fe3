"""Fast lookup tables derived once from content.py: the engine works on small
ints (card numbers 0..115, type numbers, position numbers) and reads everything
else from the tuples below.
"""
from __future__ import annotations

from rules.core.i18n import N_

from . import content

# -- types ----------------------------------------------------------------------------
TYPE_KEYS = tuple(t[0] for t in content.CARD_TYPES)
T = {k: i for i, k in enumerate(TYPE_KEYS)}
BEETLES, BUTTERFLIES, SPIDERS, DRAGONS, SERPENTS, SWORDS, SPEARS, CHESTS, CONCHES, \
    LANTERNS, RINGS, SCROLLS, STAFFS = range(13)
NUM_PLAIN_TYPES = len(TYPE_KEYS)
NUM_LOCATIONS = len(content.LOCATIONS)
#: every claimable-type number: plain types then one per location
NUM_TYPES = NUM_PLAIN_TYPES + NUM_LOCATIONS
CREATURES = tuple(T[k] for k in content.CREATURE_TYPES)

# -- cards --------------------------------------------------------------------------
_codes: list[str] = []
_type: list[int] = []
_icons: list[int] = []
_magic: list[int] = []
for prefix, tkey, first, last, icons, magic in content.CARD_ROWS:
    for n in range(first, last + 1):
        _codes.append(f"{prefix}-{n:02d}")
        _type.append(T[tkey])
        _icons.append(icons)
        _magic.append(1 if magic else 0)
FIRST_LOCATION_CARD = len(_codes)
for i, loc in enumerate(content.LOCATIONS):
    _codes.append(loc[0])
    _type.append(NUM_PLAIN_TYPES + i)
    _icons.append(0)
    _magic.append(loc[3])

NUM_CARDS = len(_codes)
CARD_CODE = tuple(_codes)
CARD_TYPE = tuple(_type)
CARD_ICONS = tuple(_icons)
CARD_MAGIC = tuple(_magic)
CARD_BY_CODE = {code: i for i, code in enumerate(CARD_CODE)}
ALL_CARDS = frozenset(range(NUM_CARDS))

#: Cards that are interchangeable for every rule (same type, icons and magic)
#: share a kind; the engine offers one choice per kind, the lowest card number.
_kind_of: dict[tuple, int] = {}
CARD_KIND = tuple(_kind_of.setdefault((_type[c], _icons[c], _magic[c]), len(_kind_of))
                  for c in range(NUM_CARDS))
NUM_KINDS = len(_kind_of)

# -- locations ------------------------------------------------------------------------
LOCATION_CODES = tuple(loc[0] for loc in content.LOCATIONS)
LOCATION_NAME = tuple(loc[1] for loc in content.LOCATIONS)
LOCATION_RING_OK = tuple(loc[4] for loc in content.LOCATIONS)
LOCATION_END = tuple(loc[6] for loc in content.LOCATIONS)


def location_card(code: str) -> int:
    return CARD_BY_CODE[code]


SPRING = location_card("LOC-01")
AMETHYST = location_card("LOC-02")
PERCH = location_card("LOC-03")
POOL = location_card("LOC-04")
GROTTO = location_card("LOC-05")
ARCHIVE = location_card("LOC-06")
MIRROR = location_card("LOC-07")
MOONWELL = location_card("LOC-08")
SMUGGLERS = location_card("LOC-09")
BEACON = location_card("LOC-10")
STARWATCH = location_card("LOC-11")
GLOOMROOT = location_card("LOC-12")
MARKET = location_card("LOC-13")
TEMPLE = location_card("LOC-14")

#: flat game-end VP per card (Sealed Archive, Sunken Temple)
LOCATION_FLAT_VP = {CARD_BY_CODE[code]: vp for code, vp in content.LOCATION_VP.items()}

#: May a cursed ring's claim take this card? (Only two locations refuse.)
RING_CLAIMABLE = tuple(
    (not CARD_TYPE[c] >= NUM_PLAIN_TYPES) or LOCATION_RING_OK[CARD_TYPE[c] - NUM_PLAIN_TYPES]
    for c in range(NUM_CARDS))


def is_location(card: int) -> bool:
    return CARD_TYPE[card] >= NUM_PLAIN_TYPES


# -- "when claimed" effects -------------------------------------------------------------
# The effect a card starts when claimed (or when a staff discards it):
# EFFECT_OF[card] is one of the E_* numbers; EFFECT_START gives the decision it
# opens and how many times (a conch: one swap; Echoing Grotto: up to two).
E_NONE, E_DRAGON, E_SERPENT, E_SWAP, E_LOCK, E_STAFF, E_ALL_DRAGONS, E_ALL_SERPENTS, \
    E_SWAPS2, E_LOCKS2, E_EXTRA_CLAIM = range(11)
_TYPE_EFFECT = {"dragon": E_DRAGON, "serpent": E_SERPENT, "swap": E_SWAP, "lock": E_LOCK,
                "staff": E_STAFF}
_LOC_EFFECT = {"": E_NONE, "all_dragons": E_ALL_DRAGONS, "all_serpents": E_ALL_SERPENTS,
               "swaps2": E_SWAPS2, "locks2": E_LOCKS2, "extra_claim": E_EXTRA_CLAIM}
EFFECT_OF = tuple(
    _LOC_EFFECT[content.LOCATIONS[CARD_TYPE[c] - NUM_PLAIN_TYPES][5]] if is_location(c)
    else _TYPE_EFFECT.get(content.TYPE_WHEN_CLAIMED.get(TYPE_KEYS[CARD_TYPE[c]], ""), E_NONE)
    for c in range(NUM_CARDS))

# The decisions an effect opens (A_*), with its number of uses.
A_NONE, A_DRAGON, A_SERPENT, A_SWAP, A_LOCK, A_STAFF, A_EXTRA_CLAIM = range(7)
EFFECT_START = {
    E_DRAGON: (A_DRAGON, 1), E_SERPENT: (A_SERPENT, 1), E_SWAP: (A_SWAP, 1),
    E_LOCK: (A_LOCK, 1), E_STAFF: (A_STAFF, 1), E_SWAPS2: (A_SWAP, 2),
    E_LOCKS2: (A_LOCK, 2), E_EXTRA_CLAIM: (A_EXTRA_CLAIM, 1),
}
EFFECT_WORDS = {
    E_DRAGON: N_("take a dragon"), E_SERPENT: N_("take a serpent"), E_SWAP: N_("swap score cards"),
    E_LOCK: N_("lock or unlock a score card"), E_STAFF: N_("discard a card to reuse its effect"),
    E_ALL_DRAGONS: N_("take every dragon"), E_ALL_SERPENTS: N_("take every serpent"),
    E_SWAPS2: N_("make up to 2 swaps"), E_LOCKS2: N_("lock or unlock up to 2 score cards"),
    E_EXTRA_CLAIM: N_("claim one more type"),
}

# -- score cards --------------------------------------------------------------------------
SCORE_IDS = tuple(s[0] for s in content.SCORE_CARDS)
SCORE_INDEX = {sid: i for i, sid in enumerate(SCORE_IDS)}
SCORE_TYPE = tuple(T[s[1]] for s in content.SCORE_CARDS)
SCORE_SET = tuple(s[2] for s in content.SCORE_CARDS)
SCORE_DIAMOND = tuple(s[3] for s in content.SCORE_CARDS)


# -- island sides ---------------------------------------------------------------------------
class Side:
    """One island side, ready for the engine: VP per position, rows, swap links."""

    __slots__ = ("key", "name", "magic_bonus", "vp", "rows", "cols", "island", "links",
                 "below", "above", "score_cards", "n")

    def __init__(self, key: str, data: dict) -> None:
        self.key = key
        self.name = data["name"]
        self.magic_bonus = data["magic_bonus"]
        self.vp = tuple(p[2] for p in data["positions"])
        self.rows = tuple(p[0] for p in data["positions"])
        self.cols = tuple(p[1] for p in data["positions"])
        self.island = tuple(data["island"])
        self.n = len(self.vp)
        self.links = tuple(sorted((a - 1, b - 1) if a < b else (b - 1, a - 1)
                                  for a, b in data["links"]))
        below: list[list[int]] = [[] for __ in range(self.n)]
        above: list[list[int]] = [[] for __ in range(self.n)]
        for a, b in self.links:
            lo, hi = (a, b) if self.rows[a] < self.rows[b] else (b, a)
            below[lo].append(hi)
            above[hi].append(lo)
        self.below = tuple(tuple(sorted(x)) for x in below)
        self.above = tuple(tuple(sorted(x)) for x in above)
        self.score_cards = tuple(SCORE_INDEX[s] for s in data["score_cards"])


SIDES = {key: Side(key, data) for key, data in content.ISLAND_SIDES.items()}
