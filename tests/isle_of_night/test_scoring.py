"""Final scoring, step by step (content §4), and the winner's tie-breaks."""
import pytest

from rules.isle_of_night.scoring import BREAKDOWN_KEYS

from .helpers import arranged

# Side 1A in order: P1 beetles 5 VP (sets of 3), P2 butterflies 3 (4), P3 spiders 3 (3),
# P4 dragons 2 (2), P5 serpents 2 (2), P6 swords 1 (2), P7 spears 1 (2); magic bonus 5.


def scored(owned, **kw):
    kw.setdefault("centre", ["BEE-06"])
    st = arranged(players=len(owned), owned=owned, **kw)
    return st, st.score_breakdown(), st.scores()


def test_the_breakdown_has_the_seven_steps_in_order():
    _st, parts, _sc = scored([[], []])
    assert list(parts[0]) == list(BREAKDOWN_KEYS)


def test_sets_count_icons_by_the_score_card_times_the_position_vp():
    # 2-icon beetle + 2 single beetles = 4 icons: one set of 3 at 5 VP, one icon left over
    _st, parts, _ = scored([["BEE-07", "BEE-02", "BEE-03"], []])
    assert parts[0]["Sets"] == 5
    _st, parts, _ = scored([["BEE-07", "BEE-08", "BEE-02", "BEE-03", "BEE-04"], []])
    assert parts[0]["Sets"] == 10                     # 7 icons: two sets


def test_set_value_follows_the_position_not_the_card():
    owned = [["DRA-07"], []]                          # one dragon set
    _st, parts, _ = scored(owned)
    assert parts[0]["Sets"] == 2                      # dragons in P4 (2 VP)
    _st, parts, _ = scored(owned, score_grid=["S4", "S2", "S3", "S1", "S5", "S6", "S7"])
    assert parts[0]["Sets"] == 5                      # dragons moved to P1


def test_a_zero_vp_position_scores_nothing():
    score_grid = ["S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S1"]     # beetles in P9 (0 VP)
    _st, parts, _ = scored([["BEE-07", "BEE-08"], []], side="1B", score_grid=score_grid)
    assert parts[0]["Sets"] == 0


def test_conches_and_scrolls_score_sets_only_where_their_diamond_cards_are_in_play():
    owned = [["CON-01", "CON-02", "SCR-02", "SCR-03"], []]
    _st, parts, _ = scored(owned)                    # 1A: no S8 / S9
    assert parts[0]["Sets"] == 0
    _st, parts, _ = scored(owned, side="1B")          # S8 in P8 (1 VP), S9 in P9 (0 VP)
    assert parts[0]["Sets"] == 1


def test_treasure_chests_are_two_each_and_smugglers_cove_adds_one_each_under_places():
    _st, parts, _ = scored([["CHE-02", "CHE-03"], []])
    assert parts[0]["Chests"] == 4 and parts[0]["Places"] == 0
    _st, parts, sc = scored([["CHE-02", "CHE-03", "LOC-09"], []])
    assert parts[0]["Chests"] == 4 and parts[0]["Places"] == 2     # the Cove's bonus is the place's
    assert sc[0] == 6


def test_lanterns_are_one_each_and_beacon_cliffs_adds_one_each_under_places():
    _st, parts, _ = scored([["LAN-01", "LAN-02", "LAN-03"], []])
    assert parts[0]["Lanterns"] == 3 and parts[0]["Places"] == 0
    _st, parts, sc = scored([["LAN-01", "LAN-02", "LAN-03", "LOC-10"], []])
    assert parts[0]["Lanterns"] == 3 and parts[0]["Places"] == 3   # Beacon Cliffs' bonus is the place's
    assert sc[0] == 6


def test_cursed_rings_cost_three_each_and_nothing_with_moonwell_shrine():
    _st, parts, _ = scored([["RIN-03", "RIN-04"], []])
    assert parts[0]["Rings"] == -6
    _st, parts, _ = scored([["RIN-03", "RIN-04", "LOC-08"], []])
    assert parts[0]["Rings"] == 0


def test_totals_can_be_negative():
    _st, _parts, sc = scored([["RIN-03", "RIN-04"], []])
    assert sc[0] == -6


def test_sunken_temple_and_sealed_archive_score_flat_vp():
    _st, parts, _ = scored([["LOC-14"], ["LOC-06"]])
    assert parts[0]["Places"] == 3 and parts[1]["Places"] == 2


def test_night_market_pays_per_creature_type_with_three_icons():
    owned = [["LOC-13", "BEE-07", "BEE-02", "BUT-05", "BUT-06", "SPI-02", "SPI-03", "DRA-07"], []]
    _st, parts, _ = scored(owned)
    assert parts[0]["Places"] == 2                 # beetles 3, butterflies 4; spiders 2, dragons 2


def test_night_market_does_not_count_gloomroot_hollows_icon():
    owned = [["LOC-13", "LOC-12", "SPI-02", "SPI-03"], []]
    _st, parts, _ = scored(owned)
    assert parts[0]["Places"] == 0
    assert parts[0]["Sets"] == 3                      # but Gloomroot completes the spider set


def test_gloomroot_hollow_picks_the_type_that_gains_the_most():
    # two spiders (P3, 3 VP, sets of 3) and one dragon (P4, 2 VP, sets of 2): spiders gain 3
    _st, parts, _ = scored([["LOC-12", "SPI-02", "SPI-03", "DRA-03"], []])
    assert parts[0]["Sets"] == 3
    # with the dragons in P1 (5 VP) the dragon set is worth more
    _st, parts, _ = scored([["LOC-12", "SPI-02", "SPI-03", "DRA-03"], []],
                           score_grid=["S4", "S2", "S3", "S1", "S5", "S6", "S7"])
    assert parts[0]["Sets"] == 5


def test_starwatch_peak_shows_two_magic_symbols():
    st, parts, _ = scored([["LOC-11"], ["BEE-01"]])
    assert st.magic_counts() == [2, 1]
    assert parts[0]["Magic"] == 5 and parts[1]["Magic"] == 0


def test_everyone_tied_for_most_magic_gains_the_bonus():
    st, parts, _ = scored([["BEE-01"], ["SPI-01"], ["BEE-02"]])
    assert [p["Magic"] for p in parts] == [5, 5, 0]


def test_nobody_gains_the_magic_bonus_without_a_symbol():
    _st, parts, _ = scored([["BEE-02"], ["BEE-03"]])
    assert [p["Magic"] for p in parts] == [0, 0]


def test_b_sides_pay_six_for_magic():
    _st, parts, _ = scored([["STA-01"], []], side="2B")
    assert parts[0]["Magic"] == 6


def test_amethyst_bay_pays_seven_when_nobody_has_fewer_vp():
    _st, parts, sc = scored([["LOC-02"], ["CHE-02"]])
    assert parts[0]["Bay"] == 7 and sc == [7, 2]


def test_amethyst_bay_pays_on_a_tie_for_fewest():
    _st, parts, sc = scored([["LOC-02", "CHE-02"], ["CHE-03"], ["CHE-04", "CHE-05"]])
    assert parts[0]["Bay"] == 7 and sc == [9, 2, 4]


def test_amethyst_bay_does_not_pay_when_someone_has_fewer():
    _st, parts, sc = scored([["LOC-02", "CHE-02"], ["LAN-01"]])
    assert parts[0]["Bay"] == 0 and sc == [2, 1]


def test_amethyst_bay_is_counted_after_the_magic_bonus():
    # Ann 2 VP of chests; Tom 1 lantern + the magic bonus (5) = 6: Ann has fewest, so it pays
    _st, parts, sc = scored([["LOC-02", "CHE-02"], ["LAN-01", "BEE-01"]])
    assert parts[0]["Bay"] == 7 and sc == [9, 6]


# -- winners -----------------------------------------------------------------------------------

def test_the_highest_total_wins():
    st, _parts, sc = scored([["CHE-02"], ["CHE-03", "CHE-04"], []])
    assert st.winners() == [1]


def test_a_tie_goes_to_the_player_who_took_fewer_turns():
    st, _parts, sc = scored([["CHE-02"], ["CHE-03"], []], turns_taken=[5, 4, 4], current=0)
    assert sc[0] == sc[1] and st.winners() == [1]


def test_players_still_tied_share_the_win():
    # Ann: chest 2 + lantern 1 + magic 5 = 8; Tom: 3 lanterns + magic 5 = 8; 2 symbols each
    st, _parts, sc = scored([["STA-01", "STA-02", "CHE-02", "LAN-01"],
                             ["STA-03", "STA-04", "LAN-02", "LAN-03", "LAN-04"]], turns_taken=[3, 3])
    assert sc == [8, 8] and st.magic_counts() == [2, 2]
    assert st.winners() == [0, 1]


def test_more_magic_symbols_break_a_tie_of_equal_turns():
    # Ann: 3 symbols, the magic bonus 5 + a chest 2 = 7; Tom: 2 symbols, 3 chests + a lantern = 7
    st, parts, sc = scored([["STA-01", "STA-02", "STA-03", "CHE-02"],
                            ["STA-04", "STA-05", "CHE-03", "CHE-04", "CHE-05", "LAN-01"]],
                           turns_taken=[3, 3])
    assert sc == [7, 7] and st.magic_counts() == [3, 2]
    assert st.winners() == [0]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_scores_are_given_for_every_seat(players):
    st, parts, sc = scored([[] for _ in range(players)])
    assert len(parts) == len(sc) == players


# one complete set (and one icon short of it) for every score card, on side 1B where all nine
# are in play: S1 P1 5, S2 P2 3, S3 P3 3, S4 P4 2, S5 P5 2, S6 P6 2, S7 P7 1, S8 P8 1, S9 P9 0
@pytest.mark.parametrize("score_card, full_set, vp", [
    ("S1", ["BEE-07", "BEE-02"], 5),
    ("S2", ["BUT-05", "BUT-06"], 3),
    ("S3", ["SPI-02", "SPI-03", "SPI-04"], 3),
    ("S4", ["DRA-03", "DRA-04"], 2),
    ("S5", ["SER-07"], 2),
    ("S6", ["SWO-02", "SWO-03"], 2),
    ("S7", ["SPE-02", "SPE-03"], 1),
    ("S8", ["CON-01", "CON-02"], 1),
    ("S9", ["SCR-02", "SCR-03"], 0),
])
def test_every_score_card_pays_its_position_for_a_complete_set(score_card, full_set, vp):
    score_grid = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"]
    _st, parts, _ = scored([full_set, []], side="1B", score_grid=score_grid)
    assert parts[0]["Sets"] == vp
    short = list(full_set[:-1])                       # one card short of the set
    _st, parts, _ = scored([short, []], side="1B", score_grid=score_grid)
    assert parts[0]["Sets"] == 0
