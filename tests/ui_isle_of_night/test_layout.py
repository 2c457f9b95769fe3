"""Where the Isle of Night table puts things, checked as rectangles: every
centre card's left strip (its icon count and magic stars) stays readable in a
fan, a crowded centre stays inside its area and tells its tallies, every type
a player holds has a chip in their row at five players, and the magic leaders
stay inside the bonus strip."""
import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.screen import gfx
from game.tables.isle_of_night import identical
from game.tables.isle_of_night import layout as L
from game.tables.isle_of_night.card_art import STRIP_PAD, STRIP_W
from game.tables.isle_of_night.scenery import bonus_strip
from game.tables.isle_of_night.tableau import previews, shown_chips
from rules.isle_of_night import lookup
from rules.isle_of_night.state import IsleOfNightState

from .conftest import make_session, open_table, settle

CARDS = sorted(lookup.ALL_CARDS)


def _strips_whole(piles) -> bool:
    """Each run of identical cards (one rectangle) leaves its strip in sight, and its ×N badge."""
    for _t, rects in piles:
        runs = L.fanned_runs(rects)
        for run, after in zip(runs, runs[1:]):
            a, b = run[0][1], after[0][1]
            badge = identical.badge_rect(a, len(run))
            if b.x - a.x < STRIP_PAD + STRIP_W or (badge is not None and badge.right > b.x):
                return False
    return True


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(CARDS), unique=True, max_size=40))
def test_every_centre_card_keeps_its_count_and_stars_in_sight_up_to_forty_cards(centre):
    """Fanned open whenever the centre's area can hold the piles open at some
    card size; only a centre that cannot (many locations, each alone, beside
    many types: 31 cards in 18 piles did it) closes fans, and then the table
    writes the tally on each closed pile (test below, and table.py)."""
    piles = L.centre_piles(centre)
    assert sorted(c for _t, rects in piles for c, _r in rects) == sorted(centre)
    if L.closed_piles(piles):
        by_type = L._piles_by_type(centre)
        assert all(L._flow(by_type, size, L.MIN_FAN) is None for size in L.CENTRE_SIZES)
        assert piles == L.crowded_piles(by_type)
    else:
        assert _strips_whole(piles)
    boxes = [rects[0][1].unionall([r for _c, r in rects]) for _t, rects in piles]
    for i, box in enumerate(boxes):
        assert L.CENTRE_AREA.contains(box)
        assert not any(box.colliderect(other) for other in boxes[i + 1:])


def test_a_centre_too_crowded_to_fan_stays_in_its_area_and_names_its_closed_piles():
    centre = CARDS[::2]                     # 58 cards of every type
    piles = L.centre_piles(centre)
    assert sorted(c for _t, rects in piles for c, _r in rects) == sorted(centre)
    assert all(L.CENTRE_AREA.contains(r) for _t, rects in piles for _c, r in rects)
    closed = L.closed_piles(piles)
    assert closed and all(not _strips_whole([piles[k]]) for k in closed)


def test_the_centre_worked_out_once_gives_each_caller_rectangles_of_its_own():
    centre = CARDS[:9]
    first = L.centre_piles(centre)
    first[0][1][0][1].move_ip(500, 500)           # a caller moving a card it was given
    again = L.centre_piles(list(centre))
    assert again != first and again == L.centre_piles(centre)
    assert isinstance(again[0][1][0][1], pygame.Rect)


def _holding_everything(players: int) -> IsleOfNightState:
    """Seat 0 holds one card of every plain type and five locations."""
    mine, seen = [], set()
    for c in CARDS:
        t = lookup.CARD_TYPE[c]
        key = t if t < lookup.NUM_PLAIN_TYPES else "place"
        if t < lookup.NUM_PLAIN_TYPES and key in seen:
            continue
        if key == "place" and sum(1 for m in mine if lookup.CARD_TYPE[m] >= lookup.NUM_PLAIN_TYPES) >= 5:
            continue
        seen.add(key)
        mine.append(c)
    owned = [[lookup.CARD_CODE[c] for c in mine]] + [[] for _ in range(players - 1)]
    return IsleOfNightState.arranged(players=players, owned=owned)


def test_at_five_players_every_type_a_player_holds_has_a_legible_chip_in_their_row():
    state = _holding_everything(5)
    pv = previews(state.view(0))[0]
    row = L.seat_rows(5)[0]
    groups, chips = shown_chips(pv, row)
    rects = [row.chip_rect(i, len(chips)) for i in range(len(chips))]
    assert len(chips) <= row.chip_capacity(len(chips))
    assert {t for t, _c in groups if t < lookup.NUM_PLAIN_TYPES} == \
        {t for t, _c in pv.groups if t < lookup.NUM_PLAIN_TYPES}
    assert sum(len(cards) for _t, cards in groups) == sum(len(cards) for _t, cards in pv.groups)
    for i, r in enumerate(rects):
        assert row.chips_area.contains(r) and r.height >= 24 and r.width >= 40
        assert not any(r.colliderect(o) for o in rects[i + 1:])


def test_with_room_each_location_keeps_its_own_chip():
    state = _holding_everything(3)
    pv = previews(state.view(0))[0]
    groups, _chips = shown_chips(pv, L.seat_rows(3)[0])
    assert groups == pv.groups


def test_the_magic_leaders_stay_left_of_the_lantern_track_however_many_tie(app):
    leaders = tuple((k, name) for k, name in enumerate(("Benedikt", "Marina", "Rocco", "Isla", "Tamsin")))
    alone, five = bonus_strip(5, 3, 8, 4, leaders[:1]), bonus_strip(5, 3, 8, 4, leaders)
    track = pygame.Rect(200, 0, L.BONUS_PANEL.width - 200, L.BONUS_PANEL.height)
    nobody = bonus_strip(5, 3, 8, 0, ())
    for strip in (alone, five):
        assert strip.get_size() == L.BONUS_PANEL.size
        assert pygame.image.tobytes(strip.subsurface(track), "RGBA") == \
            pygame.image.tobytes(nobody.subsurface(track), "RGBA")
    words = pygame.Rect(12, 30, 186, 26)
    assert pygame.image.tobytes(alone.subsurface(words), "RGBA") != pygame.image.tobytes(five.subsurface(words), "RGBA")


def test_each_players_row_shows_their_seat_badge_so_colour_is_never_alone(app, monkeypatch):
    table = open_table(app, make_session("hahah", seed=4, autosave=False))
    settle(app, table)
    drawn = []
    real = gfx.seat_badge
    monkeypatch.setattr(gfx, "seat_badge", lambda colour, size: drawn.append((colour, size)) or real(colour, size))
    table._picture = None           # the table's picture is painted afresh, every row in it
    table.draw(app.screen)
    colours = [cfg.colour for cfg in table.session.seats]
    assert [c for c, size in drawn if size == L.SEAT_BADGE] == colours
    assert len(set(colours)) == 5
