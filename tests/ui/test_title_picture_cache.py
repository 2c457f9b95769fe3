"""The title's island is painted once and kept in the cache folder: the next
launch reads it back while the map, its tile sheets and the painting code are
unchanged, and paints it again whenever anything it came from changed, or the
kept file is damaged, or the folder refuses it."""
from __future__ import annotations

import pygame
import pytest

from game.art import backdrop, picture_cache

SIZE = (320, 180)


@pytest.fixture
def fresh(profile_dir, monkeypatch):
    pygame.display.init()
    backdrop.title_backdrop.cache_clear()
    painted = []
    real_paint = backdrop._paint_title

    def counting_paint(size):
        painted.append(size)
        return real_paint(size)

    monkeypatch.setattr(backdrop, "_paint_title", counting_paint)
    yield painted
    backdrop.title_backdrop.cache_clear()


def launch() -> pygame.Surface:
    """What a new launch sees: no picture in memory yet."""
    backdrop.title_backdrop.cache_clear()
    return backdrop.title_backdrop(SIZE)


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_the_second_launch_reads_the_kept_picture_and_it_is_the_painted_one(fresh):
    first = launch()
    second = launch()
    assert fresh == [SIZE]
    assert same_pixels(first, second)


def test_a_changed_source_file_paints_the_picture_again(fresh, tmp_path, monkeypatch):
    tile_sheet = tmp_path / "sheet.tsx"
    tile_sheet.write_text("one")
    sources = backdrop._title_sources()
    monkeypatch.setattr(backdrop, "_title_sources", lambda: sources + [tile_sheet])
    launch()
    launch()
    assert fresh == [SIZE]
    tile_sheet.write_text("two")
    launch()
    assert fresh == [SIZE, SIZE]


@pytest.mark.parametrize("damage", [b"", b"\x00" * 40, None])
def test_a_damaged_kept_picture_is_painted_again_and_replaced(fresh, damage):
    painted = launch()
    kept = picture_cache.cache_folder() / "title_backdrop.rgb"
    data = kept.read_bytes()
    if damage is None:          # right length, wrong digest
        kept.write_bytes(bytes([data[0] ^ 0xFF]) + data[1:])
    else:
        kept.write_bytes(damage)
    again = launch()
    assert fresh == [SIZE, SIZE]
    assert same_pixels(painted, again)
    assert kept.read_bytes() == data


def test_a_cache_folder_that_cannot_be_written_still_shows_the_island(fresh, monkeypatch):
    def refuse(path, data):
        raise PermissionError(13, "read-only file system", str(path))

    monkeypatch.setattr(picture_cache, "write_json_atomic", refuse)
    first = launch()
    second = launch()
    assert fresh == [SIZE, SIZE]
    assert same_pixels(first, second)


def test_a_broken_map_is_not_kept_so_it_is_reported_at_every_launch(fresh, monkeypatch):
    monkeypatch.setattr(backdrop, "TITLE_MAP", ("maps", "no_such_island.tmx"))
    backdrop._problems.clear()
    launch()
    assert backdrop._problems.get(SIZE)
    assert not (picture_cache.cache_folder() / "title_backdrop.rgb").exists()
    backdrop._problems.clear()
