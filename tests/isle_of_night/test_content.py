"""The content tables match the content file: 116 cards, 14 locations, 9 score
cards, six island sides with their swap links."""
from collections import Counter

import pytest

from rules.isle_of_night import content
from rules.isle_of_night import lookup


def test_the_deck_has_116_explore_cards_with_unique_codes():
    assert lookup.NUM_CARDS == 116
    assert len(set(lookup.CARD_CODE)) == 116


@pytest.mark.parametrize("key, cards, icons, magic_cards", [
    ("beetles", 10, 14, 1), ("butterflies", 11, 19, 2), ("spiders", 13, 15, 1),
    ("dragons", 8, 10, 2), ("serpents", 8, 10, 2), ("swords", 8, 8, 1), ("spears", 8, 8, 1),
    ("chests", 5, 5, 1), ("conches", 6, 6, 0), ("lanterns", 8, 8, 0), ("rings", 6, 6, 2),
    ("scrolls", 6, 6, 1), ("staffs", 5, 5, 5),
])
def test_each_type_has_its_copies_icons_and_magic_symbols(key, cards, icons, magic_cards):
    t = lookup.T[key]
    mine = [c for c in range(lookup.NUM_CARDS) if lookup.CARD_TYPE[c] == t]
    assert len(mine) == cards
    assert sum(lookup.CARD_ICONS[c] for c in mine) == icons
    assert sum(1 for c in mine if lookup.CARD_MAGIC[c]) == magic_cards


def test_two_icon_cards_are_where_the_list_puts_them():
    two = {lookup.CARD_CODE[c] for c in range(lookup.NUM_CARDS) if lookup.CARD_ICONS[c] == 2}
    expected = ({f"BEE-{n:02d}" for n in range(7, 11)} | {"BUT-04"} |
                {f"BUT-{n:02d}" for n in range(5, 12)} | {"SPI-12", "SPI-13"} |
                {"DRA-07", "DRA-08", "SER-07", "SER-08"})
    assert two == expected


def test_magic_symbols_total_23_on_22_cards():
    assert sum(lookup.CARD_MAGIC) == 23
    assert sum(1 for m in lookup.CARD_MAGIC if m) == 22


def test_fourteen_locations_each_its_own_type():
    locs = [c for c in range(lookup.NUM_CARDS) if lookup.is_location(c)]
    assert len(locs) == 14
    assert len({lookup.CARD_TYPE[c] for c in locs}) == 14
    assert lookup.NUM_TYPES == 13 + 14


def test_location_magic_symbols_are_3_cards_and_4_symbols():
    locs = [c for c in range(lookup.NUM_CARDS) if lookup.is_location(c)]
    assert sum(1 for c in locs if lookup.CARD_MAGIC[c]) == 3
    assert sum(lookup.CARD_MAGIC[c] for c in locs) == 4
    assert lookup.CARD_MAGIC[lookup.STARWATCH] == 2


def test_only_mirror_lake_and_moonwell_shrine_refuse_ring_claims():
    refused = {lookup.CARD_CODE[c] for c in range(lookup.NUM_CARDS) if not lookup.RING_CLAIMABLE[c]}
    assert refused == {"LOC-07", "LOC-08"}


def test_when_claimed_effects_are_on_the_right_cards():
    by_code = {lookup.CARD_CODE[c]: lookup.EFFECT_OF[c] for c in range(lookup.NUM_CARDS)}
    assert by_code["SWO-01"] == lookup.E_DRAGON and by_code["SPE-08"] == lookup.E_SERPENT
    assert by_code["CON-03"] == lookup.E_SWAP and by_code["SCR-02"] == lookup.E_LOCK
    assert by_code["STA-05"] == lookup.E_STAFF
    assert by_code["LOC-03"] == lookup.E_ALL_DRAGONS and by_code["LOC-04"] == lookup.E_ALL_SERPENTS
    assert by_code["LOC-05"] == lookup.E_SWAPS2 and by_code["LOC-06"] == lookup.E_LOCKS2
    assert by_code["LOC-07"] == lookup.E_EXTRA_CLAIM
    with_effect = {code for code, e in by_code.items() if e}
    assert len(with_effect) == 8 + 8 + 6 + 6 + 5 + 5


def test_score_cards_name_a_type_and_a_set_size():
    assert lookup.SCORE_IDS == ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9")
    assert [lookup.SCORE_SET[i] for i in range(9)] == [3, 4, 3, 2, 2, 2, 2, 2, 2]
    assert [i for i in range(9) if lookup.SCORE_DIAMOND[i]] == [7, 8]
    assert [lookup.SCORE_TYPE[i] for i in range(9)] == [lookup.BEETLES, lookup.BUTTERFLIES, lookup.SPIDERS, lookup.DRAGONS,
                                                  lookup.SERPENTS, lookup.SWORDS, lookup.SPEARS, lookup.CONCHES,
                                                  lookup.SCROLLS]


@pytest.mark.parametrize("key, vps, bonus", [
    ("1A", (5, 3, 3, 2, 2, 1, 1), 5),
    ("1B", (5, 3, 3, 2, 2, 2, 1, 1, 0), 6),
    ("2A", (4, 3, 3, 2, 2, 1, 2, 2, 1), 5),
    ("2B", (3, 5, 3, 2, 2, 1, 2, 1, 1), 6),
    ("3A", (5, 3, 0, 3, 2, 2, 1, 1, 3), 5),
    ("3B", (4, 4, 3, 3, 1, 2, 1, 1, 1), 6),
])
def test_island_sides_pay_what_the_summary_says(key, vps, bonus):
    side = lookup.SIDES[key]
    assert side.vp == vps
    assert side.magic_bonus == bonus
    expected_cards = 7 if key == "1A" else 9
    assert len(side.score_cards) == side.n == expected_cards


@pytest.mark.parametrize("key", sorted(content.ISLAND_SIDES))
def test_swap_links_join_adjacent_rows_not_across_the_island_card(key):
    """The printed link lists agree with the reading rule of content §3.1."""
    side = lookup.SIDES[key]
    derived = set()
    for a in range(side.n):
        for b in range(a + 1, side.n):
            ra, rb = side.rows[a], side.rows[b]
            if abs(ra - rb) != 1:
                continue
            lo, hi = sorted((side.cols[a], side.cols[b]))
            blocked = any(r in (ra, rb) and lo < c < hi for r, c in side.island)
            if not blocked:
                derived.add((a, b))
    assert set(side.links) == derived


def test_the_card_kinds_group_only_identical_cards():
    groups = Counter(lookup.CARD_KIND)
    assert lookup.NUM_KINDS == 43
    for c in range(lookup.NUM_CARDS):
        for d in range(lookup.NUM_CARDS):
            same = (lookup.CARD_TYPE[c], lookup.CARD_ICONS[c], lookup.CARD_MAGIC[c]) == \
                (lookup.CARD_TYPE[d], lookup.CARD_ICONS[d], lookup.CARD_MAGIC[d])
            assert (lookup.CARD_KIND[c] == lookup.CARD_KIND[d]) == same
    assert sum(groups.values()) == 116
