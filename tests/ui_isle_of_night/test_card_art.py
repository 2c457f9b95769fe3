"""The Isle of Night pieces look like what they are (issue 27): every card
type has a figure of its own, every location a scene of its own (Mirror Lake
and Moonwell Shrine no longer share a moon), the island card a night island;
each picture is built from parts its table describes, in one palette role
per part, and made once per size; and the figures tell apart by their shape
alone, without colour."""
from __future__ import annotations

import hashlib
import itertools

import pygame
import pytest

from game.tables.isle_of_night import art_parts, card_art, illustrations, pieces
from game.tables.isle_of_night import layout as L
from game.tables.isle_of_night.card_art import card_face, emblem
from rules.isle_of_night import content, lookup

from .conftest import make_session, open_table

#: the smallest a figure is drawn alone (a compact chip), and the sizes of a card's figure
SMALLEST = 18


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.display.init()
    pygame.display.set_mode((64, 64))


def digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


def in_grey(surf: pygame.Surface) -> dict:
    """The pixels a figure covers and how light each is, colour set aside."""
    w, h = surf.get_size()
    out = {}
    for y in range(h):
        for x in range(w):
            r, g, b, a = surf.get_at((x, y))
            if a >= 100:
                out[(x, y)] = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
    return out


def grey_difference(a: dict, b: dict) -> float:
    """How much two figures differ in grey over what either covers: a pixel
    only one covers differs wholly, one both cover by its lightness."""
    cover = a.keys() | b.keys()
    return sum(abs(a[p] - b[p]) if p in a and p in b else 1.0 for p in cover) / len(cover)


def test_every_card_type_and_every_location_is_described_in_the_tables():
    assert set(illustrations.FIGURES) == set(lookup.TYPE_KEYS)
    assert set(illustrations.SCENES) == set(lookup.LOCATION_CODES)


@pytest.mark.parametrize("name,picture", [*illustrations.FIGURES.items(), *illustrations.SCENES.items(),
                                          ("island", illustrations.ISLAND)])
def test_each_part_names_a_colour_of_its_pictures_palette_or_a_figure_to_set_in(name, picture):
    for part in picture.parts:
        if part.kind == "figure":
            assert part.colour in illustrations.FIGURES, (name, part)
        else:
            assert part.colour in picture.palette, (name, part)
    assert picture.parts


def test_no_two_card_types_draw_the_same_figure_at_any_size_the_table_uses():
    for size in pieces.FIGURE_SIZES:
        pictures = {digest(emblem(t, size)) for t in range(lookup.NUM_PLAIN_TYPES)}
        assert len(pictures) == lookup.NUM_PLAIN_TYPES


def test_every_location_has_its_own_scene_mirror_lake_and_moonwell_shrine_too():
    scenes = {code: digest(illustrations.scene(code, (56, 36))) for code in lookup.LOCATION_CODES}
    assert len(set(scenes.values())) == len(scenes)
    assert scenes["LOC-07"] != scenes["LOC-08"]
    faces = {digest(card_face(lookup.location_card(code), 64, 86)) for code in lookup.LOCATION_CODES}
    assert len(faces) == len(lookup.LOCATION_CODES)


def test_the_figures_tell_apart_without_colour_at_the_smallest_size():
    """Seen in grey (as a player who tells no colours apart sees them), any
    two figures differ over a quarter or more of what they cover."""
    greys = {key: in_grey(illustrations.figure(key, SMALLEST)) for key in illustrations.FIGURES}
    for a, b in itertools.combinations(greys, 2):
        diff = grey_difference(greys[a], greys[b])
        assert diff >= 0.25, f"{a} and {b} differ by only {diff:.0%} in grey"


def test_a_figure_is_made_once_per_size_then_only_blitted(monkeypatch):
    painted = []
    real = art_parts.figure_surface
    monkeypatch.setattr(illustrations, "figure_surface",
                        lambda picture, size, figures: painted.append(size) or real(picture, size, figures))
    first = illustrations.figure("beetles", 201)
    assert illustrations.figure("beetles", 201) is first
    assert painted == [201]


def test_a_size_between_the_masters_is_smoothed_from_the_next_one_up_not_painted(monkeypatch):
    illustrations.figure("spears", 48)
    painted = []
    monkeypatch.setattr(illustrations, "figure_surface", lambda *a: painted.append(a) or pytest.fail("painted"))
    for size in (37, 38, 47):
        assert illustrations.figure("spears", size).get_size() == (size, size)
    assert painted == []


def test_the_table_paints_every_figure_and_the_centres_scenes_as_it_opens_not_in_play(app, monkeypatch):
    calls = []
    monkeypatch.setattr(card_art.illustrations, "paint_all", lambda sizes=(): calls.append(sizes))
    open_table(app, make_session("hh", autosave=False))
    location_w = lambda w: L.card_width(lookup.NUM_PLAIN_TYPES, w)        # noqa: E731
    boxes = {card_art._scene_box(w, h) for w, h in L.CENTRE_SIZES}
    boxes |= {card_art._scene_box(location_w(w), h) for w, h in L.CENTRE_SIZES}
    assert calls == [tuple(sorted(boxes))] and len(boxes) > len(L.CENTRE_SIZES)


def test_copies_of_a_card_share_one_face_and_a_location_has_its_own():
    by_look = {}
    for card in lookup.ALL_CARDS:
        t = lookup.CARD_TYPE[card]
        look = card if t >= lookup.NUM_PLAIN_TYPES else (t, lookup.CARD_ICONS[card], lookup.CARD_MAGIC[card])
        by_look.setdefault(look, []).append(card)
    copies = [cards for cards in by_look.values() if len(cards) > 1]
    assert copies, "no two cards look alike: nothing to share"
    for cards in copies:
        assert all(card_face(c, L.CARD_W, L.CARD_H) is card_face(cards[0], L.CARD_W, L.CARD_H) for c in cards)
    locations = [c for c in lookup.ALL_CARDS if lookup.CARD_TYPE[c] >= lookup.NUM_PLAIN_TYPES]
    faces = [pygame.image.tobytes(card_face(c, L.CARD_W, L.CARD_H), "RGBA") for c in locations]
    assert len(set(faces)) == len(locations)


def test_the_table_paints_every_card_face_at_each_of_the_centres_sizes_as_it_opens(app, monkeypatch):
    from game.screen import gfx
    gfx.forget_pictures()                   # none left from an earlier test
    open_table(app, make_session("hh", autosave=False))
    painted = []
    real = pygame.Surface
    monkeypatch.setattr(card_art.pygame, "Surface", lambda *a, **k: painted.append(a) or real(*a, **k))
    for w, h in L.CENTRE_SIZES:             # a crowded centre draws them smaller
        for card in lookup.ALL_CARDS:       # (a location no narrower than its name needs)
            card_face(card, L.card_width(lookup.CARD_TYPE[card], w), h)
    assert painted == [], "a card's face was painted after the table opened"


def test_a_figure_is_painted_twice_as_big_and_smoothed_down(monkeypatch):
    sizes = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale",
                        lambda s, size: sizes.append((s.get_size(), tuple(size))) or real(s, size))
    art_parts.figure_surface(illustrations.FIGURES["dragons"], 40, illustrations.FIGURES)
    assert sizes == [((80, 80), (40, 40))]


def test_a_figure_is_lit_from_the_top_left_and_rimmed_in_ink():
    """The same light on every part: a plain disc comes out lighter up-left
    than down-right, with the ink rim around it."""
    disc = art_parts.Picture({"body": (120, 120, 120)}, (art_parts.oval("body", 0, 0, 0.8, 0.8),))
    s = art_parts.figure_surface(disc, 60, {})
    lum = lambda p: sum(s.get_at(p)[:3])          # noqa: E731
    assert lum((20, 20)) > lum((36, 36))
    assert s.get_at((29, 5))[:3] == pytest.approx(art_parts.INK, abs=30)


def test_the_island_card_is_a_night_island_not_a_word():
    img = illustrations.island((96, 186))
    assert img.get_size() == (96, 186)
    # sky at the top, sea at the foot, the island between: three different colours
    top, foot = img.get_at((48, 10)), img.get_at((48, 180))
    assert top != foot and img.get_at((48, 100)) not in (top, foot)


def test_the_contact_sheet_lists_every_card_type_every_location_and_the_island():
    keys = {p.key for p in pieces.pieces()}
    assert {f"card:{key}" for key, _p, _o in content.CARD_TYPES} <= keys
    assert {f"place:{row[0]}" for row in content.LOCATIONS} <= keys
    assert "island" in keys
    for p in pieces.pieces():
        for size in p.sizes:
            assert p.draw(size).get_width() > 0
