"""Islands from strangers: an island a player drops into the maps folder is
untrusted. Whatever it holds, it is read or refused with the reason, quickly
(limits are checked before any work), and no file outside its own folder (or
the app's assets) is ever opened while it is listed, checked, started or
resumed: Python's audit hook on "open" watches every file opened."""
from __future__ import annotations

import base64
import os
import shutil
import sys
import time
import zlib
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings, strategies as hs

from game.storage import saves
from rules.core.registry import Option
from rules.survive_the_island import board as board_module
from rules.survive_the_island.board import island_board, island_hash, map_path
from rules.survive_the_island import island_limits
from rules.survive_the_island.island_limits import MAX_MAP_BYTES, png_problem
from rules.survive_the_island.islands import island_problems
from rules.survive_the_island.state import SurviveTheIslandState

from .helpers import options
from .test_islands import STANDARD_TEXT, _played, island

TILESET = map_path().parent / "survive_the_island"
TSX_LINE = 'source="survive_the_island/survive_the_island.tsx"'

_OPENED: list[str] | None = None


def _watch(event: str, args: tuple) -> None:
    if event == "open" and _OPENED is not None and args and isinstance(args[0], (str, bytes, os.PathLike)):
        _OPENED.append(os.fsdecode(args[0]))


sys.addaudithook(_watch)


@contextmanager
def opened_files():
    """Every file opened inside the block, by path as given to open()."""
    global _OPENED
    seen: list[str] = []
    _OPENED = seen
    try:
        yield seen
    finally:
        _OPENED = None


def opened_inside(seen: list[str], folder: Path) -> list[str]:
    folder = folder.resolve()
    return [p for p in seen if Path(os.path.abspath(p)).resolve() == folder
            or folder in Path(os.path.abspath(p)).resolve().parents]


@pytest.fixture(autouse=True)
def fresh_caches():
    board_module._CHECKED.clear()
    board_module._HASHES.clear()
    yield
    board_module._CHECKED.clear()
    board_module._HASHES.clear()


@pytest.fixture
def folders(tmp_path):
    """(the maps folder, a folder beside it the island must never reach)."""
    maps, outside = tmp_path / "maps", tmp_path / "outside"
    maps.mkdir()
    outside.mkdir()
    shutil.copytree(TILESET, outside / "survive_the_island")
    (outside / "secret.txt").write_text("not for islands")
    return maps, outside


def refused(choice: str) -> str:
    (problem,) = island_problems(choice)
    return problem


# -- confined to its folder ------------------------------------------------------------------

def test_a_tileset_named_by_an_absolute_path_outside_the_folder_is_refused_unopened(folders):
    maps, outside = folders
    tsx = outside / "survive_the_island" / "survive_the_island.tsx"
    choice = island(maps, STANDARD_TEXT.replace(TSX_LINE, f'source="{tsx}"'))
    with opened_files() as seen:
        problem = refused(choice)
        with pytest.raises(board_module.BoardError):
            SurviveTheIslandState.new_game(options(3, island=choice), 1)
    assert "absolute path" in problem
    assert opened_inside(seen, outside) == []


def test_a_tileset_that_climbs_out_of_the_folder_is_refused_unopened(folders):
    maps, _outside = folders
    climb = "../" * 40 + "etc/passwd"
    choice = island(maps, STANDARD_TEXT.replace(TSX_LINE, f'source="{climb}"'))
    with opened_files() as seen:
        problem = refused(choice)
    assert "outside the island's folder" in problem
    assert not [p for p in seen if p.endswith("passwd")]


def test_a_tile_picture_outside_the_folder_is_refused_unopened(folders):
    maps, outside = folders
    choice = island(maps)
    tsx = maps / "survive_the_island" / "survive_the_island.tsx"
    tsx.write_text(tsx.read_text().replace('source="sea.png"', 'source="../../outside/survive_the_island/sea.png"'))
    with opened_files() as seen:
        problem = refused(choice)
    assert "sea.png" in problem and "outside the island's folder" in problem
    assert opened_inside(seen, outside) == []


def test_a_link_in_the_folder_that_leads_outside_it_is_refused_unopened(folders):
    maps, outside = folders
    choice = island(maps)
    shutil.rmtree(maps / "survive_the_island")
    (maps / "survive_the_island").symlink_to(outside / "survive_the_island", target_is_directory=True)
    with opened_files() as seen:
        problem = refused(choice)
    assert "outside the island's folder" in problem
    assert opened_inside(seen, outside) == []


def test_an_island_that_is_a_link_to_a_file_elsewhere_is_refused_unopened(folders):
    maps, outside = folders
    real = Path(island(outside, name="elsewhere"))
    (maps / "linked.tmx").symlink_to(real)
    with opened_files() as seen:
        problem = refused(str(maps / "linked.tmx"))
    assert "outside the island's folder" in problem
    assert opened_inside(seen, outside) == []


def test_the_shipped_tile_sheets_may_be_used_from_the_assets_folder(folders):
    maps, _outside = folders
    choice = island(maps, STANDARD_TEXT.replace(TSX_LINE, f'source="{os.path.relpath(TILESET, maps)}/survive_the_island.tsx"'))
    shutil.rmtree(maps / "survive_the_island")
    assert island_problems(choice) == []


# -- pictures that are not pictures ---------------------------------------------------------------

def test_a_tile_picture_that_is_not_a_picture_is_refused_before_a_game_starts(folders):
    maps, _outside = folders
    choice = island(maps)
    (maps / "survive_the_island" / "island.png").write_text("this is not a picture")
    problem = refused(choice)
    assert "island.png" in problem and "not a PNG" in problem


def test_a_tile_picture_cut_short_is_refused(folders):
    maps, _outside = folders
    choice = island(maps)
    png = maps / "survive_the_island" / "island.png"
    png.write_bytes(png.read_bytes()[:200])
    assert "island.png" in refused(choice)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(at=hs.integers(0, 1644), byte=hs.integers(0, 255))
def test_a_damaged_picture_is_refused_or_it_decodes(tmp_path, at, byte):
    raw = bytearray((TILESET / "island.png").read_bytes())
    raw[at % len(raw)] = byte
    problem = png_problem(bytes(raw))
    if problem is None:            # what passes the check, pygame decodes
        path = tmp_path / "x.png"
        path.write_bytes(bytes(raw))
        pygame.image.load(str(path))


def test_a_save_whose_island_picture_broke_since_is_set_aside_with_the_reason(profile_dir):
    choice = island(saves.data_dir())
    path = _played(choice).save_as("On my island")
    board_module._CHECKED.clear()
    (Path(choice).parent / "survive_the_island" / "island.png").write_bytes(b"garbage")
    with pytest.raises(saves.SaveError, match="island.png"):
        saves.load_save(path)
    assert not path.exists()                      # set aside, so Continue does not try it again
    (why,) = saves.unreadable_dir().glob("*.why.txt")
    assert "island.png" in why.read_text()


# -- limits before work --------------------------------------------------------------------------

def test_a_map_of_5000_by_5000_cells_is_refused_before_it_is_read(folders):
    maps, _outside = folders
    text = STANDARD_TEXT.replace('width="11" height="13"', 'width="5000" height="5000"', 1)
    problem = refused(island(maps, text))
    assert "5000 x 5000 cells" in problem


def test_a_layer_that_inflates_far_beyond_its_cells_is_refused_unbounded_inflate_never_runs(folders):
    maps, _outside = folders
    bomb = base64.b64encode(zlib.compress(bytes(8 * 1024 * 1024), 9)).decode()
    start = STANDARD_TEXT.index('<data encoding="csv">')
    end = STANDARD_TEXT.index("</data>", start)
    text = STANDARD_TEXT[:start] + f'<data encoding="base64" compression="zlib">{bomb}' + STANDARD_TEXT[end:]
    problem = refused(island(maps, text))
    assert "inflates to far more than its cells" in problem


def test_an_island_over_the_size_limit_is_refused_without_being_opened(folders):
    maps, _outside = folders
    comment = "<!-- " + "x" * (MAX_MAP_BYTES + 10) + " -->"
    choice = island(maps, STANDARD_TEXT.replace("<properties>", comment + "<properties>", 1))
    with opened_files() as seen:
        problem = refused(choice)
    assert "far larger than any island needs" in problem
    assert [p for p in seen if Path(p).name == "my_island.tmx"] == []


def test_a_2_gb_sparse_island_is_refused_without_being_read_or_hashed(folders, profile_dir):
    maps, _outside = folders
    choice = island(maps)
    with open(choice, "r+b") as fh:
        fh.truncate(2 * 1024 ** 3)
    with opened_files() as seen:
        problem = refused(choice)
        with pytest.raises(board_module.IslandRefused):
            island_hash(Path(choice))
        assert SurviveTheIslandState.resume_problem({"island": choice}, {"island_hash": "x"}) is None
    assert "2048.0 MB" in problem
    assert [p for p in seen if Path(p).name == "my_island.tmx"] == []


# -- a tileset's declared sizes, against its picture, before the map reader walks them --------------

def _sheet_tileset(maps: Path, image: str, tile: str = 'tilewidth="1" tileheight="1"', extra: str = "") -> None:
    """The board tileset made a tile sheet: one picture cut into tiles (the
    map reader walks every tile the declared sizes give)."""
    tsx = maps / "survive_the_island" / "survive_the_island.tsx"
    text = tsx.read_text()
    text = text.replace('tilewidth="56" tileheight="64" tilecount="3" columns="0"', f'{tile} {extra}', 1)
    text = text.replace('<grid orientation="orthogonal" width="1" height="1"/>', image, 1)
    tsx.write_text(text)


def _checked_in_a_child(choice: str) -> str:
    """The island's problems, worked out in a child process that may use 2 GB
    and 60 s (the old check walked ten billion tiles and grew to 10 GB)."""
    import resource
    import subprocess

    def limited():
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
    code = ("import sys; from rules.survive_the_island.islands import island_problems\n"
            "print(island_problems(sys.argv[1]))")
    try:
        done = subprocess.run([sys.executable, "-c", code, choice], cwd=Path(__file__).resolve().parents[2],
                              capture_output=True, text=True, timeout=60, preexec_fn=limited)
    except subprocess.TimeoutExpired:
        pytest.fail("the island's check did not end in 60 s")
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_a_1_kb_tileset_claiming_a_100000_pixel_sheet_of_1_pixel_tiles_is_refused_before_it_is_walked(folders):
    maps, _outside = folders
    choice = island(maps)
    _sheet_tileset(maps, '<image source="sea.png" width="100000" height="100000"/>')
    assert (maps / "survive_the_island" / "survive_the_island.tsx").stat().st_size < 2048
    t0 = time.monotonic()
    problem = _checked_in_a_child(choice)
    assert "100000 pixels wide" in problem and "sea.png" in problem
    assert time.monotonic() - t0 < 30


def test_a_true_sheet_cut_into_more_tiles_than_a_tileset_holds_is_refused(folders):
    maps, _outside = folders
    choice = island(maps)
    pygame.image.save(pygame.Surface((256, 256)), str(maps / "survive_the_island" / "sheet.png"))
    _sheet_tileset(maps, '<image source="sheet.png" width="256" height="256"/>')
    problem = refused(choice)
    assert "65536 tiles" in problem and f"at most {island_limits.MAX_TILES}" in problem


@pytest.mark.parametrize("tile, extra, words", [
    ('tilewidth="0" tileheight="64"', "", "tilewidth of 0"),
    ('tilewidth="56" tileheight="64"', 'spacing="-56"', "spacing of -56"),
    ('tilewidth="56" tileheight="64"', 'margin="99999999"', "margin of 99999999"),
    ('tilewidth="4" tileheight="4"', 'tilecount="999999"', "tilecount of 999999"),
    ('tilewidth="4" tileheight="4"', 'columns="40"', "more tiles than its picture holds"),
])
def test_a_tileset_size_out_of_bounds_is_refused_with_its_name(folders, tile, extra, words):
    maps, _outside = folders
    choice = island(maps)
    _sheet_tileset(maps, '<image source="sea.png" width="56" height="64"/>', tile, extra)
    assert words in refused(choice)


def test_an_embedded_tileset_is_held_to_the_same_sizes(folders):
    maps, _outside = folders
    tsx = (TILESET / "survive_the_island.tsx").read_text()
    body = tsx[tsx.index("<tileset"):].replace('tilewidth="56" tileheight="64"', 'tilewidth="1" tileheight="1"', 1)
    body = body.replace('<grid orientation="orthogonal" width="1" height="1"/>',
                        '<image source="survive_the_island/sea.png" width="100000" height="100000"/>', 1)
    body = body.replace('source="', 'source="survive_the_island/').replace(
        'source="survive_the_island/survive_the_island/', 'source="survive_the_island/')
    text = STANDARD_TEXT.replace(f'<tileset firstgid="1" {TSX_LINE}/>', body.replace("<tileset ", '<tileset firstgid="1" ', 1))
    assert text != STANDARD_TEXT
    problem = _checked_in_a_child(island(maps, text))
    assert "100000 pixels wide" in problem


def test_an_island_that_declares_xml_entities_is_refused(folders):
    maps, _outside = folders
    laughs = ('<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>'
              '<map>&b;</map>')
    assert "entities" in refused(island(maps, laughs))


def test_a_tileset_over_its_size_limit_is_refused_unread(folders):
    maps, _outside = folders
    choice = island(maps)
    tsx = maps / "survive_the_island" / "survive_the_island.tsx"
    with open(tsx, "r+b") as fh:
        fh.truncate(50 * 1024 * 1024)
    with opened_files() as seen:
        problem = refused(choice)
    assert "survive_the_island.tsx" in problem and "far larger" in problem
    assert [p for p in seen if p.endswith(".tsx")] == []


def test_a_deeply_nested_island_is_refused_never_a_crash(folders):
    maps, _outside = folders
    text = STANDARD_TEXT.replace("</map>", "<group>" * 20000 + "</group>" * 20000 + "</map>")
    assert island_problems(island(maps, text))


# -- names --------------------------------------------------------------------------------------

def test_an_island_whose_name_is_not_utf8_is_listed_with_a_replacement_and_refused(folders):
    maps, _outside = folders
    island(maps)
    bad = os.fsdecode(b"\xff\xfe-bad.tmx")
    os.replace(maps / "my_island.tmx", maps / bad)
    opt = Option("island", "Island", "choice", "", choices=(("", "The standard island"),),
                 files_from="maps", file_suffix=".tmx").with_files(maps)
    ((value, label),) = opt.choices[1:]
    label.encode("utf-8")              # shown as text, whatever the bytes were
    assert "\ufffd" in label
    problem = refused(value)
    problem.encode("utf-8")
    assert "not valid UTF-8" in problem


@pytest.mark.parametrize("name", ["two\nlines", "tab\there", "bell\x07", "para\u2029graph"])
def test_an_island_whose_name_holds_a_line_break_is_listed_on_one_line_and_refused(folders, name):
    maps, _outside = folders
    island(maps, name=name)
    opt = Option("island", "Island", "choice", "", choices=(("", "The standard island"),),
                 files_from="maps", file_suffix=".tmx").with_files(maps)
    ((value, label),) = opt.choices[1:]
    assert label.isprintable() and "\ufffd" in label
    problem = refused(value)
    assert problem.isprintable() and "line break" in problem


def test_a_good_island_still_plays_after_every_check(folders):
    maps, _outside = folders
    choice = island(maps)
    with opened_files() as seen:
        assert island_problems(choice) == []
        st = SurviveTheIslandState.new_game(options(3, island=choice), 4)
    assert st.board.size == island_board("")[0].size
    assert opened_inside(seen, folders[1]) == []
