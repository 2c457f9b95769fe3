"""A player's row uses its room (issue 27): where the row is tall enough,
the cards a player holds are drawn as small cards, one per type, each with
its figure (a location, its scene), its ×icons and the stack of cards under
it, filling the row's height; every player's cards are drawn to whoever
looks, as before (all of them are open); when the types are too many for
small cards, the row falls back to the chips."""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.screen import gfx
from game.tables.isle_of_night import layout as L
from game.tables.isle_of_night import tableau
from game.tables.isle_of_night.tableau import Group, previews, shown_chips, tile_image
from rules.isle_of_night import lookup
from rules.isle_of_night.state import IsleOfNightState

from .conftest import arranged_session, open_table, settle


def _codes(*types: int, each: int = 1) -> list[str]:
    """`each` cards of every type in `types` (a location type gives its one card)."""
    out = []
    for t in types:
        cards = [c for c in sorted(lookup.ALL_CARDS) if lookup.CARD_TYPE[c] == t][:each]
        out += [lookup.CARD_CODE[c] for c in cards]
    return out


def test_with_room_each_type_a_player_holds_is_a_small_card_as_tall_as_the_row():
    held = _codes(lookup.T["beetles"], lookup.T["lanterns"], lookup.T["swords"], lookup.NUM_PLAIN_TYPES + 3, each=2)
    state = IsleOfNightState.arranged(players=3, owned=[held, [], []])
    row = L.seat_rows(3)[0]
    groups, chips = shown_chips(previews(state.view(0))[0], row)
    assert len(chips) == 4
    size = row.chip_size(len(chips))
    assert L.is_tile(size) and size[1] >= 0.9 * row.chips_area.height
    rects = [row.chip_rect(i, len(chips)) for i in range(len(chips))]
    assert all(row.chips_area.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_four_players_rows_draw_small_cards_too_and_five_keep_the_chips():
    for players, tiles in ((2, True), (3, True), (4, True), (5, False)):
        row = L.seat_rows(players)[0]
        assert L.is_tile(row.chip_size(5)) is tiles, players


def test_more_types_than_small_cards_fit_fall_back_to_the_chips_every_type_in_sight():
    held = _codes(*range(lookup.NUM_PLAIN_TYPES))
    state = IsleOfNightState.arranged(players=3, owned=[held, [], []])
    row = L.seat_rows(3)[0]
    groups, chips = shown_chips(previews(state.view(0))[0], row)
    assert not L.is_tile(row.chip_size(len(chips)))
    assert len(chips) <= row.chip_capacity(len(chips))


def test_a_small_card_shows_the_stack_of_cards_under_it(app):
    one = tile_image(Group(lookup.T["spiders"], 1, -1, 0, cards=1), (67, 96))
    three = tile_image(Group(lookup.T["spiders"], 3, -1, 0, cards=3), (67, 96))
    # the top card of a stack sits lower and narrower, the edges of the others above and to its right
    assert one.get_at((64, 2))[3] > 0 and one.get_at((2, 94))[3] > 0
    assert three.get_at((2, 4))[3] == 0 and three.get_at((64, 2))[3] > 0


def test_a_small_card_draws_its_types_figure_and_a_location_its_scene(app, monkeypatch):
    gfx.forget_pictures()                   # none made by a table an earlier test opened
    drawn, scenes = [], []
    real_emblem, real_scene = tableau.emblem, tableau.illustrations.scene
    monkeypatch.setattr(tableau, "emblem", lambda t, size: drawn.append(t) or real_emblem(t, size))
    monkeypatch.setattr(tableau.illustrations, "scene",
                        lambda code, size, radius=6: scenes.append(code) or real_scene(code, size, radius))
    tile_image(Group(lookup.T["dragons"], 2, 1, 4, cards=2), (51, 73))
    tile_image(Group(lookup.NUM_PLAIN_TYPES + 6, 0, -1, 0), (51, 73))
    assert drawn == [lookup.T["dragons"]] and scenes == ["LOC-07"]


def test_every_players_cards_are_drawn_whoever_looks(app, monkeypatch):
    """Everything a player holds is open: each row draws each of its types,
    for the seat looking and for the others alike."""
    owned = [_codes(lookup.T["beetles"], lookup.T["chests"]), _codes(lookup.T["rings"]),
             _codes(lookup.T["staffs"], lookup.NUM_PLAIN_TYPES + 1)]
    table = open_table(app, arranged_session("hhh", owned=owned))
    settle(app, table)
    shown = []
    real = tableau.tile_image
    monkeypatch.setattr(tableau, "tile_image", lambda chip, size: shown.append(chip.kind) or real(chip, size))
    expected = sorted(lookup.CARD_TYPE[lookup.CARD_BY_CODE[c]] for seat in owned for c in seat)
    for viewer in range(3):
        table.viewer = viewer
        table._key = None
        shown.clear()
        table._picture = None       # the table's picture is painted afresh, every row in it
        table.draw(pygame.Surface((1280, 720)))
        assert sorted(shown) == expected


def test_the_kept_table_picture_is_the_table_drawn_afresh_and_a_change_repaints_its_row(app):
    """The still table is one picture painted part by part: a frame from the
    kept picture is, pixel for pixel, the table painted anew; a row whose
    player's score changes is painted again, and only it."""
    owned = [_codes(lookup.T["beetles"], lookup.T["chests"]), _codes(lookup.T["rings"]),
             _codes(lookup.T["staffs"], lookup.NUM_PLAIN_TYPES + 1)]
    table = open_table(app, arranged_session("hhh", owned=owned))
    settle(app, table)
    kept = pygame.Surface((1280, 720))
    table.draw(kept)
    table.draw(kept)                    # from the kept picture
    painted = table._picture.repaints
    table._picture = None
    gfx.forget_pictures()
    fresh = pygame.Surface((1280, 720))
    table.draw(fresh)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
    before = [pygame.image.tobytes(kept.subsurface(row.rect), "RGB") for row in table.rows]
    painted = table._picture.repaints
    table._previews[1] = replace(table._previews[1], total=table._previews[1].total + 7)
    table.refresh = lambda view: None   # keep the changed preview for this frame
    table.draw(kept)
    after = [pygame.image.tobytes(kept.subsurface(row.rect), "RGB") for row in table.rows]
    assert [a != b for a, b in zip(before, after)] == [False, True, False]
    assert table._picture.repaints == painted + 1


def test_a_small_card_is_kept_when_only_its_words_change(app):
    """A swap on the island changes what every player's sets pay: the small
    cards under the words stay as they were, and only the words are new."""
    spiders = lookup.T["spiders"]
    card = tile_image(Group(spiders, 3, 1, 2, cards=2), (67, 96))
    assert tile_image(Group(spiders, 4, 2, 6, cards=2), (67, 96)) is card
    assert tile_image(Group(spiders, 4, 2, 6, cards=3), (67, 96)) is not card        # a deeper stack
    assert tile_image(Group(spiders, 4, -1, 0, cards=2), (67, 96)) is not card       # no score card: room for the figure


def test_a_small_cards_words_are_its_count_and_what_its_sets_pay(app, monkeypatch):
    words = []
    real = tableau.theme.text
    monkeypatch.setattr(tableau.theme, "text", lambda s, *a, **k: words.append(s) or real(s, *a, **k))
    surface = pygame.Surface((200, 200))
    tableau.draw_tile_words(surface, Group(lookup.T["spiders"], 5, 2, 6, cards=2), pygame.Rect(10, 10, 67, 96))
    tableau.draw_tile_words(surface, Group(lookup.T["beetles"], 2, -1, 0, cards=1), pygame.Rect(10, 10, 67, 96))
    tableau.draw_tile_words(surface, Group(lookup.NUM_PLAIN_TYPES + 2, 0, -1, 0), pygame.Rect(10, 10, 67, 96))
    assert words == ["×5", "+6", "×2"]              # a location's name is on its card


def test_a_location_in_the_centre_has_its_small_card_made_in_still_frames_before_a_claim(app, made_now):
    """A location's small card took 3 to 5 ms of the frame its claim landed
    in: while it lies in the centre, the table makes it, a step a frame, in
    frames where nothing moves, at the size the row of the player to claim
    would draw it, and not in the frame the position came in."""
    gfx.forget_pictures()
    table = open_table(app, arranged_session("hh", centre=["LOC-05", "BEE-02"]))
    settle(app, table)
    kind = lookup.CARD_TYPE[lookup.CARD_BY_CODE["LOC-05"]]
    row = table.rows[table.view.current]
    size = row.chip_size(len(shown_chips(table._previews[table.view.current], row)[1]) + 1)
    assert L.is_tile(size)
    for _ in range(60):                     # a still frame a step (what is made already costs no step's time)
        app.step(1 / 60)
        if not table._ahead:
            break
    assert not table._ahead
    made = made_now
    made.clear()                            # only what is made from here on
    surface = pygame.Surface((1280, 720))
    tableau.draw_seat_row(surface, row, replace(table._previews[table.view.current],
                                                chips=table._previews[table.view.current].chips
                                                + (Group(kind, 0, -1, 0),)), "x", 0, True)
    assert not [k for k in made if k[0] in ("ion-tile", "ion-scene")]


def test_the_frame_a_position_comes_in_makes_no_coming_small_card(app):
    """Nor does it make what a claim brings: a step a frame, from the next one."""
    table = open_table(app, arranged_session("hh", centre=["LOC-05", "BEE-02"]))
    settle(app, table)
    table._key = None                         # a new position: the next frame is the one it comes in
    table.draw(pygame.Surface((1280, 720)))
    steps = len(table._ahead)                 # all left for the frames after: the location's scene and card last
    assert steps >= 2
    table.draw(pygame.Surface((1280, 720)))
    assert len(table._ahead) == steps - 1


def test_a_chip_is_kept_when_only_its_words_change(app):
    """As a small card: a crowded row's chip stays as it was when a swap changes what its sets pay."""
    from game.tables.isle_of_night.tableau import chip_image
    beetles = lookup.T["beetles"]
    chip = chip_image(Group(beetles, 3, 1, 5), (44, 26))
    assert chip_image(Group(beetles, 4, 2, 10), (44, 26)) is chip
    assert chip_image(Group(lookup.T["spiders"], 4, 2, 10), (44, 26)) is not chip
    place = Group(lookup.NUM_PLAIN_TYPES + 1, 2, -1, 0, places=2)
    assert chip_image(place, (44, 26)) is not chip_image(replace(place, places=3), (44, 26))    # a place's count is on it


def test_a_row_about_to_crowd_into_chips_has_its_chips_made_in_still_frames(app, made_now):
    """Seven types in a two-player row are small cards, eight are chips: with
    the player to claim holding seven, every chip the row would then draw is
    made in still frames, so the claim's frame makes none."""
    from game.tables.isle_of_night.tableau import chip_image
    gfx.forget_pictures()
    seven = ["BEE-02", "BUT-02", "SPI-02", "SWO-02", "SPE-02", "SCR-02", "CHE-02"]
    table = open_table(app, arranged_session("hh", owned=[seven, []], centre=["LAN-02", "BEE-03"]))
    settle(app, table)
    row = table.rows[table.view.current]
    assert table.view.current == 0 and L.is_tile(row.chip_size(7)) and not L.is_tile(row.chip_size(8))
    for _ in range(60):
        app.step(1 / 60)
        if not table._ahead:
            break
    made_now.clear()
    kinds = {lookup.CARD_TYPE[lookup.CARD_BY_CODE[c]] for c in seven + ["LAN-02"]}
    for kind in kinds:
        chip_image(Group(kind, 3, 1, 2), row.chip_size(8))
    assert made_now == []
