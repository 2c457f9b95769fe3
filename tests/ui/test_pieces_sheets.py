"""Every game's contact sheet (issue 27): the pieces a game's pieces.py lists
render, each under a key of its own, and no two different pieces of a game
draw the same picture at a size they share; `--screenshot pieces:GAME_ID`
writes the sheet. A game whose pieces.py is not written yet is skipped with
the reason, but Isle of Monsters and King of Monster Island must have theirs."""
from __future__ import annotations

import hashlib

import pygame
import pytest

from game.tools import pieces_sheet
from game.tools.pieces_sheet import NoPieces, Piece
from game.tools.smoke import screenshot
from rules.core.registry import GAME_IDS

MUST_HAVE = ("isle_of_monsters", "king_of_monster_island")


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))


def pieces_of(game_id: str) -> list[Piece]:
    try:
        return pieces_sheet.game_pieces(game_id)
    except NoPieces as exc:
        if game_id in MUST_HAVE:
            raise
        pytest.skip(str(exc))


def picture(surf: pygame.Surface) -> tuple:
    """A picture's size and a digest of its pixels."""
    return surf.get_size(), hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


@pytest.mark.parametrize("game_id", MUST_HAVE)
def test_isle_of_monsters_and_king_of_monster_island_have_a_contact_sheet(game_id):
    assert pieces_sheet.game_pieces(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_s_contact_sheet_renders_every_piece_at_every_size(game_id):
    pieces = pieces_of(game_id)
    assert pieces and all(p.sizes and p.label and p.group for p in pieces)
    for p in pieces:
        for size in p.sizes:
            assert p.draw(size).get_width() > 0
    sheet = pieces_sheet.sheet(game_id)
    assert sheet.get_width() == 1280 and sheet.get_height() >= 720


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_piece_key_is_unique_within_its_game(game_id):
    keys = [p.key for p in pieces_of(game_id)]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_two_pieces_of_a_game_draw_the_same_picture(game_id):
    seen: dict[tuple, str] = {}
    same = []
    for p in pieces_of(game_id):
        for size in p.sizes:
            pic = (size,) + picture(p.draw(size))
            if pic in seen and seen[pic] != p.key:
                same.append(f"{p.key} and {seen[pic]} at {size} px")
            seen.setdefault(pic, p.key)
    assert same == []


def test_the_same_picture_check_catches_two_pieces_drawn_alike():
    dot = pygame.Surface((8, 8), pygame.SRCALPHA)
    a, b = dot.copy(), dot.copy()
    assert picture(a) == picture(b)
    b.set_at((3, 3), (255, 0, 0, 255))
    assert picture(a) != picture(b)


def test_the_sheet_lays_a_group_s_pieces_in_rows_within_the_canvas(monkeypatch):
    tile = pygame.Surface((300, 40), pygame.SRCALPHA)
    tile.fill((255, 0, 0, 255))
    many = [Piece(f"p{i}", "Group", f"Piece {i}", (40,), lambda size: tile) for i in range(9)]
    monkeypatch.setattr(pieces_sheet, "game_pieces", lambda game_id: many)
    sheet = pieces_sheet.sheet("isle_of_monsters")
    red = pygame.mask.from_threshold(sheet, (255, 0, 0, 255), (1, 1, 1, 255))
    assert red.count() == 9 * 300 * 40                    # every piece is on the sheet, whole
    assert red.get_bounding_rects()[0].right <= 1280 - pieces_sheet.MARGIN
    assert sheet.get_height() > 3 * 40 * 2                # nine 300 px pieces take three rows or more


def test_the_pieces_screenshot_writes_a_game_s_sheet(tmp_path):
    out = tmp_path / "sheet.png"
    assert screenshot("pieces:king_of_monster_island", str(out), 1) == 0
    img = pygame.image.load(str(out))
    assert img.get_width() == 1280 and img.get_height() >= 720


def test_the_pieces_screenshot_of_a_game_without_pieces_says_so(tmp_path, capsys):
    assert screenshot("pieces:no_such_game", str(tmp_path / "x.png"), 1) == 2
    assert "no contact sheet" in capsys.readouterr().err


def test_isle_of_monsters_sheet_holds_every_creature_at_every_card_size_the_table_lays_out():
    from game.tables.isle_of_monsters.layout import CARD_SIZES, HAND_CARD, PILE_CARD
    from rules.isle_of_monsters.content import CARDS
    pieces = {p.key: p for p in pieces_sheet.game_pieces("isle_of_monsters")}
    assert {f"creature:{cid}" for cid in CARDS} | {"card:back"} == set(pieces)
    widths = {w for w, _ in (PILE_CARD, HAND_CARD, *CARD_SIZES.values())}
    assert all(set(p.sizes) == widths for p in pieces.values())
    assert pieces["creature:IM01"].draw(HAND_CARD[0]).get_size() == HAND_CARD


def test_king_of_monster_island_sheet_holds_every_monster_boss_side_minion_crystal_and_pylon():
    from rules.king_of_monster_island.content import BOSSES, KINDS, MONSTERS, SIDES
    keys = {p.key for p in pieces_sheet.game_pieces("king_of_monster_island")}
    assert {f"monster:{m}" for m in MONSTERS} | {f"monster:{m}:down" for m in MONSTERS} <= keys
    assert {f"boss:{b}:{s}" for b in BOSSES for s in SIDES} <= keys
    assert {f"minion:{k}" for k in KINDS} <= keys
    assert {"crystal:left", "crystal:right", "pylon:left", "pylon:right"} <= keys
