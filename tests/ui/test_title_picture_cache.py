"""The title's island is painted once and kept in the cache folder: the next
launch reads it back while the map, its tile sheets and the painting code are
unchanged, and paints it again whenever anything it came from changed, or the
kept file is damaged, or the folder refuses it. A frozen build ships the
picture painted at build time and shows it at its first launch."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.art import backdrop, picture_cache
from game.screen.theme import LOGICAL_SIZE

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
    monkeypatch.setattr(backdrop, "_title_sources", lambda with_code=True: sources + [tile_sheet])
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


@pytest.fixture
def frozen_build(fresh, tmp_path, monkeypatch):
    """This process run as a frozen build whose bundle ships pictures in tmp_path."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(picture_cache, "shipped_folder", lambda: tmp_path)
    return tmp_path


def test_a_frozen_build_shows_the_picture_it_shipped_without_painting_or_writing_the_cache(frozen_build, fresh):
    shipped = backdrop.paint_title_picture(SIZE)
    picture_cache.keep("title_backdrop", shipped, backdrop.title_digest(SIZE, frozen=True), frozen_build)
    fresh.clear()
    shown = launch()
    assert fresh == []
    assert same_pixels(shown, shipped)
    assert not (picture_cache.cache_folder() / "title_backdrop.rgb").exists()


def test_a_shipped_picture_painted_from_other_sources_is_painted_again(frozen_build, fresh):
    shipped = backdrop.paint_title_picture(SIZE)
    picture_cache.keep("title_backdrop", shipped, backdrop.title_digest(SIZE, frozen=False), frozen_build)
    fresh.clear()
    launch()
    assert fresh == [SIZE]


def test_the_build_script_paints_the_title_under_the_digest_a_frozen_build_computes(tmp_path):
    script = Path(__file__).resolve().parents[2] / "packaging" / "paint_pictures.py"
    subprocess.run([sys.executable, str(script), str(tmp_path)], check=True, capture_output=True, timeout=120)
    data = (tmp_path / "title_backdrop.rgb").read_bytes()
    w, h = LOGICAL_SIZE
    assert len(data) == picture_cache.DIGEST_BYTES + w * h * 3
    assert data[:picture_cache.DIGEST_BYTES] == backdrop.title_digest(LOGICAL_SIZE, frozen=True)
    if sys.platform != "win32":     # readable by whoever runs the build, not only its builder
        assert (tmp_path / "title_backdrop.rgb").stat().st_mode & 0o044 == 0o044
