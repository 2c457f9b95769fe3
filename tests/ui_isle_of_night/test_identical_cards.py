"""Identical cards carry ×N everywhere, by one rule (issue 48: two scrolls and
three rings in the centre were fanned with no ×N, a stack got a "2 cards / 2
icons" label over its art, the tray's ×N badges lay half under the next
card): game/tables/isle_of_night/identical.py groups them, for the centre and
the tray alike; each group lies as one card whose badge is whole in sight,
its ×N at 11 px or more on the canvas."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.screen import text_record
from game.tables.isle_of_night import identical
from game.tables.isle_of_night import layout as L
from rules.isle_of_night import lookup

from .conftest import arranged_session, open_table, settle

CARDS = sorted(lookup.ALL_CARDS)


def code(c: str) -> int:
    return lookup.CARD_BY_CODE[c]


@settings(max_examples=120, deadline=None)
@given(st.lists(st.sampled_from(CARDS), unique=True, max_size=40))
def test_the_centre_groups_its_cards_by_the_one_rule(centre):
    for t, rects in L.centre_piles(centre):
        runs = [[c for c, _r in run] for run in L.fanned_runs(rects)]
        pile = sorted(c for c in centre if lookup.CARD_TYPE[c] == t)
        assert runs == identical.identical(pile)
        # and no two runs share a rectangle: a run is what lies in one
        assert len({tuple(run[0][1]) for run in L.fanned_runs(rects)}) == len(runs)


def test_two_scrolls_and_three_rings_in_the_centre_say_x2_and_x3_whole_and_in_sight(app):
    centre = ["SCR-02", "SCR-03", "RIN-03", "RIN-04", "RIN-05", "RIN-01", "BEE-02", "LAN-01"]
    with text_record.recording():          # on from the start: the table keeps its picture
        table = open_table(app, arranged_session(centre=centre, owned=[[], []]))
        settle(app, table)
        inks = text_record.canvas_inks(app)
    badges = {}
    for _t, rects in table._piles:
        runs = L.fanned_runs(rects)
        for k, run in enumerate(runs):
            r = run[0][1]
            badge = identical.badge_rect(r, len(run))
            if badge is None:
                continue
            badges[lookup.CARD_KIND[run[0][0]]] = len(run)
            assert r.contains(badge)
            # nothing laid over the card covers its badge: not the next card of its fan, nor another pile
            over = [rr for _c, rr in (runs[k + 1] if k + 1 < len(runs) else [])]
            over += [rr for _u, other in table._piles if other is not rects for _c, rr in other]
            assert not any(badge.colliderect(o) for o in over), (run, badge)
    assert badges == {lookup.CARD_KIND[code("SCR-02")]: 2, lookup.CARD_KIND[code("RIN-03")]: 3}
    # the badges are read in the centre: a "×3" elsewhere on the canvas (seen once in CI at
    # (342, 263), size 16, outside the centre) is not one of these cards' badges
    drawn = {i.text: i for i in inks if i.text in ("×2", "×3") and L.CENTRE_AREA.contains(i.rect)}
    assert set(drawn) == {"×2", "×3"}
    for ink in drawn.values():
        assert ink.size >= 11 and not ink.cut, ink


def test_a_pile_of_identical_cards_has_no_tally_over_its_art(app):
    # 46 cards, of ten looks and four locations: fanned one by one they closed into tallies
    centre = ([f"SPI-{k:02}" for k in range(2, 12)] + [f"BUT-{k:02}" for k in range(5, 12)]
              + [f"LAN-{k:02}" for k in range(1, 9)] + [f"SWO-{k:02}" for k in range(2, 9)]
              + [f"CON-{k:02}" for k in range(1, 7)] + [f"STA-{k:02}" for k in range(1, 5)]
              + ["LOC-01", "LOC-02", "LOC-03", "LOC-04"])
    with text_record.recording():
        table = open_table(app, arranged_session(centre=centre, owned=[[], []]))
        settle(app, table)
        inks = text_record.canvas_inks(app)
    assert L.closed_piles(table._piles) == []
    over = [i for i in inks if L.CENTRE_AREA.colliderect(i.rect) and (" card" in i.text or " icon" in i.text)]
    assert not over, f"a tally over a pile: {over}"
