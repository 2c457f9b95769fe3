"""Islands players make in Tiled: the app reads them with the game's own map
reader, refuses one that does not fit the rules with the reason in words (never a
crash, whatever the file holds), reads Tiled 1.8, 1.9 and 1.10 files alike, and a
save refuses to go on when the island it was played on is missing or changed."""
import json
import os
import re
import time
import shutil
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as hs

from game.storage import saves
from game.session import GameSession, SeatConfig
from rules.core import CorruptState, Rng, registry
from rules.survive_the_island import INFO
from rules.survive_the_island import board as board_module
from rules.survive_the_island.board import STANDARD, island_board, map_path, read_board
from rules.survive_the_island.islands import ISLAND_TILES, island_problems, tile_counts
from rules.survive_the_island.state import SurviveTheIslandState

from tests.ui.conftest import app  # noqa: F401  (a fixture, used by name)

from .helpers import options

MAPS = map_path().parent
STANDARD_TEXT = map_path().read_text(encoding="utf-8")


def island(folder: Path, text: str = STANDARD_TEXT, name: str = "my_island") -> str:
    """An island file in `folder`, with the board tileset beside it, as a player
    copies it; returns the island option's value."""
    if not (folder / "survive_the_island").exists():
        shutil.copytree(MAPS / "survive_the_island", folder / "survive_the_island")
    path = folder / f"{name}.tmx"
    path.write_text(text, encoding="utf-8")
    return str(path)


def same_board(a, b) -> bool:
    return (a.hexes, a.island, a.neighbours, a.rescue, a.starts, a.centre) == \
        (b.hexes, b.island, b.neighbours, b.rescue, b.starts, b.centre)


# -- what fits ---------------------------------------------------------------------------------

def test_the_standard_island_fits_the_rules():
    assert island_problems(STANDARD) == []
    assert INFO.problems(INFO.default_options(3)) == []


def test_a_copy_of_the_island_plays_like_the_standard_one(tmp_path):
    choice = island(tmp_path)
    assert island_problems(choice) == []
    st = SurviveTheIslandState.new_game(options(3, island=choice), 5)
    std = SurviveTheIslandState.new_game(options(3), 5)
    assert same_board(st.board, std.board) and st.terrain == std.terrain


@pytest.mark.parametrize("version", ["1.8", "1.9", "1.10"])
def test_a_map_saved_by_tiled_1_8_1_9_or_1_10_reads_the_same(tmp_path, version):
    text = STANDARD_TEXT.replace('version="1.8" tiledversion="1.8.2"',
                                 f'version="{version}" tiledversion="{version}.0"')
    if version == "1.9":                 # Tiled 1.9 writes an object's type as class=
        text = re.sub(r'(<object [^>]*?) type="', r'\1 class="', text)
        assert ' class="sea_serpent"' in text and not re.search(r'<object [^>]* type="', text)
    b = read_board(island(tmp_path, text))
    assert same_board(b, island_board(STANDARD)[0])
    assert {s.kind for s in b.starts} == {"sea_serpent", "kraken"}


def test_an_island_without_forty_island_hexes_is_refused_with_the_count(tmp_path):
    # the first island hex of the terrain layer (tile 2) becomes sea (tile 1)
    text = STANDARD_TEXT.replace("1,1,1,2,2,2,2,1,1,1,0,", "1,1,1,1,2,2,2,1,1,1,0,", 1)
    (problem,) = island_problems(island(tmp_path, text))
    assert f"{ISLAND_TILES - 1} island hexes" in problem and str(ISLAND_TILES) in problem
    assert problem.startswith("Island my island:")


def test_an_island_with_a_rescue_island_missing_is_refused(tmp_path):
    text = re.sub(r'\s*<object id="4" name="south-east" [^>]*/>', "", STANDARD_TEXT)
    text = re.sub(r'\s*<object id="\d+" name="south-east landing".*?</object>', "", text, flags=re.S)
    problems = island_problems(island(tmp_path, text))
    assert any("a rescue island is missing" in p and "3 of the 4" in p for p in problems), problems


def test_an_island_with_too_few_serpent_starts_is_refused(tmp_path):
    text = re.sub(r'\s*<object id="18" name="north-west" type="sea_serpent".*?</object>', "", STANDARD_TEXT,
                  flags=re.S)
    problems = island_problems(island(tmp_path, text))
    assert any("Sea Serpent start spaces" in p for p in problems), problems


def test_a_tileset_whose_tile_count_does_not_match_is_refused(tmp_path):
    choice = island(tmp_path)
    tsx = tmp_path / "survive_the_island" / "survive_the_island.tsx"
    tsx.write_text(tsx.read_text().replace('tilecount="3"', 'tilecount="7"'))
    problems = island_problems(choice)
    assert any("declares 7 tiles but holds 3" in p for p in problems), problems


def test_a_missing_island_file_is_refused_as_missing(tmp_path):
    (problem,) = island_problems(str(tmp_path / "gone.tmx"))
    assert "gone" in problem and "missing" in problem


def test_a_missing_tileset_is_refused_as_missing(tmp_path):
    path = tmp_path / "lonely.tmx"
    path.write_text(STANDARD_TEXT)
    (problem,) = island_problems(str(path))
    assert "missing" in problem


def test_the_new_game_screen_gets_the_reason_through_the_game_options(tmp_path):
    text = STANDARD_TEXT.replace("1,1,1,2,2,2,2,1,1,1,0,", "1,1,1,1,2,2,2,1,1,1,0,", 1)
    opts = dict(INFO.default_options(3), island=island(tmp_path, text))
    assert any("island hexes" in p for p in INFO.problems(opts))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=hs.binary(max_size=400))
def test_any_bytes_give_reasons_never_a_crash(tmp_path, data):
    path = tmp_path / "any.tmx"
    path.write_bytes(data)
    problems = island_problems(str(path))
    assert problems and all(isinstance(p, str) and p for p in problems)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=hs.integers(0, len(STANDARD_TEXT)), length=hs.integers(0, 60),
       insert=hs.text(alphabet='<>/="0123456789 -abcdefghijklmnopqrstuvwxyz,.\n', max_size=30))
def test_any_edit_of_the_map_gives_a_game_or_reasons_never_a_crash(tmp_path, cut, length, insert):
    text = STANDARD_TEXT[:cut] + insert + STANDARD_TEXT[cut + length:]
    choice = island(tmp_path, text)
    problems = island_problems(choice)
    assert all(isinstance(p, str) and p for p in problems)
    if not problems:
        st = SurviveTheIslandState.new_game(options(3, island=choice), 1)
        assert sum(st.board.island) == ISLAND_TILES


# -- the tilesets we ship -------------------------------------------------------------------------

SHIPPED_TILESETS = sorted(MAPS.glob("tilesets/*.tsx")) + sorted(MAPS.glob("*/*.tsx"))


@pytest.mark.parametrize("tsx", SHIPPED_TILESETS, ids=lambda p: p.name)
def test_each_shipped_tileset_declares_the_tiles_tiled_will_count(tsx):
    declared, real = tile_counts(ElementTree.parse(tsx).getroot())
    assert declared == real


@pytest.mark.parametrize("tmx", sorted(MAPS.glob("*.tmx")), ids=lambda p: p.name)
def test_each_shipped_map_numbers_its_tilesets_as_tiled_would(tmx):
    root = ElementTree.parse(tmx).getroot()
    gid = 1
    for ts in root.findall("tileset"):
        assert int(ts.get("firstgid")) == gid, (tmx.name, ts.get("source"))
        gid += tile_counts(ElementTree.parse(tmx.parent / ts.get("source")).getroot())[1]


def test_the_tiled_project_declares_the_values_the_rules_accept():
    project = json.loads((MAPS / "monster_isles.tiled-project").read_text())
    types = {t["name"]: t for t in project["propertyTypes"]}
    assert types["kind"]["type"] == "enum" and set(types["kind"]["values"]) == {"sea", "island", "rescue"}
    classes = {n for n, t in types.items() if t["type"] == "class" and "object" in t.get("useAs", [])}
    assert {"rescue_island", "landing", "sea_serpent", "kraken"} <= classes
    assert {m["name"] for m in types["sea_serpent"]["members"]} == {"with_both"}
    assert {m["name"] for m in types["landing"]["members"]} == {"island"}
    root = ElementTree.parse(MAPS / "survive_the_island" / "survive_the_island.tsx").getroot()
    for prop in root.iter("property"):
        assert prop.get("propertytype") == "kind" and prop.get("value") in types["kind"]["values"]


# -- the option and the new-game screen ---------------------------------------------------------

def test_the_island_option_lists_the_maps_found_in_a_folder(tmp_path):
    island(tmp_path, name="coral_reef")
    (tmp_path / "notes.txt").write_text("not a map")
    opt = [o for o in INFO.options if o.key == "island"][0]
    assert opt.files_from == "maps"
    found = opt.with_files(tmp_path).choices
    assert found[0] == (STANDARD, "The standard island")
    assert found[1:] == ((str(tmp_path / "coral_reef.tmx"), "coral reef"),)
    assert opt.with_files(tmp_path / "nowhere").choices == opt.choices


def test_the_new_game_screen_lists_the_islands_in_the_maps_folder(app):
    from game.scenes.new_game import NewGameScene
    folder = saves.data_dir() / "maps"
    folder.mkdir(parents=True)
    choice = island(folder, name="coral_reef")
    scene = app.stack.push(NewGameScene(app, registry.get("survive_the_island")))
    picker = scene.option_widgets["island"]
    assert (choice, "coral reef") in list(picker.choices)


# -- saves ------------------------------------------------------------------------------------------

SEATS = [SeatConfig("Nykki"), SeatConfig("Cameron", kind="ai", level="easy", colour=1)]


def _played(choice, moves=30):
    opts = dict(INFO.default_options(2), island=choice)
    s = GameSession.new(registry.get("survive_the_island"), opts, SEATS, seed=4)
    rng = Rng(4)
    for _ in range(moves):
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush()
    return s


def test_a_save_records_the_island_and_loads_while_it_is_unchanged(profile_dir):
    choice = island(saves.data_dir())
    s = _played(choice)
    path = s.save_as("On my island")
    body = json.loads(path.read_text())["body"]
    assert body["options"]["island"] == choice and body["snapshot"]["island_hash"]
    again = GameSession.from_save(saves.load_save(path))
    assert again.state.to_json() == s.state.to_json()


def test_a_save_whose_island_changed_is_refused_with_that_reason_and_kept(profile_dir):
    choice = island(saves.data_dir())
    path = _played(choice).save_as("On my island")
    Path(choice).write_text(STANDARD_TEXT.replace("1,1,1,2,2,2,2,1,1,1,0,", "1,1,1,2,2,2,2,2,1,1,0,", 1))
    with pytest.raises(saves.SaveError, match="has changed"):
        saves.load_save(path)
    assert path.exists(), "a save refused for its island stays where it is"


def test_a_save_whose_island_is_missing_is_refused_with_that_reason_and_kept(profile_dir):
    choice = island(saves.data_dir())
    path = _played(choice).save_as("On my island")
    Path(choice).unlink()
    with pytest.raises(saves.SaveError, match="is missing"):
        saves.load_save(path)
    assert path.exists()


def test_a_position_whose_island_changed_is_not_read_as_that_game(tmp_path):
    choice = island(tmp_path)
    data = SurviveTheIslandState.new_game(options(3, island=choice), 2).to_json()
    Path(choice).write_text(STANDARD_TEXT + "\n")
    with pytest.raises(CorruptState, match="has changed"):
        SurviveTheIslandState.from_json(data)


def test_a_position_saved_before_islands_reads_as_the_standard_island():
    data = SurviveTheIslandState.new_game(options(3), 2).to_json()
    del data["island"], data["island_hash"]
    st = SurviveTheIslandState.from_json(data)
    assert st.island == STANDARD and same_board(st.board, island_board(STANDARD)[0])


def test_options_saved_before_the_island_option_play_the_standard_island():
    opts = INFO.default_options(3)
    del opts["island"]
    assert INFO.problems(opts) == []
    assert SurviveTheIslandState.new_game(opts, 1).island == STANDARD


# -- the island's hash, cached by the files' size and times -------------------------------------

def settled(choice: str) -> list[Path]:
    """The island's files as a player's are: last changed an hour ago."""
    files = board_module.island_files(Path(choice))
    old = time.time_ns() - 3600 * 10 ** 9
    for f in files:
        os.utime(f, ns=(old, old))
    return files


def count_reads(monkeypatch) -> list:
    reads = []
    digest = board_module._digest

    def counted(files):
        reads.append(files)
        return digest(files)
    monkeypatch.setattr(board_module, "_digest", counted)
    return reads


def test_loading_a_position_again_reads_no_island_file_while_it_is_unchanged(tmp_path, monkeypatch):
    choice = island(tmp_path)
    data = SurviveTheIslandState.new_game(options(3, island=choice), 2).to_json()
    settled(choice)
    reads = count_reads(monkeypatch)
    for _ in range(5):
        SurviveTheIslandState.from_json(data)
    assert len(reads) == 1, "the island's bytes were hashed at every load"


def test_an_island_edited_to_the_same_size_and_time_is_still_found_changed(tmp_path):
    choice = island(tmp_path)
    data = SurviveTheIslandState.new_game(options(3, island=choice), 2).to_json()
    settled(choice)
    SurviveTheIslandState.from_json(data)                   # hashed once and cached
    path = Path(choice)
    st = path.stat()
    edited = STANDARD_TEXT.replace("1,1,1,2,2,2,2,1,1,1,0,", "1,1,1,2,2,2,2,2,1,1,0,", 1)
    assert len(edited) == len(STANDARD_TEXT) and edited != STANDARD_TEXT
    path.write_text(edited, encoding="utf-8")
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))      # the edit keeps size and time
    assert path.stat().st_mtime_ns == st.st_mtime_ns and path.stat().st_size == st.st_size
    with pytest.raises(CorruptState, match="has changed"):
        SurviveTheIslandState.from_json(data)


def test_a_tileset_edited_after_loading_is_found_changed(tmp_path):
    choice = island(tmp_path)
    data = SurviveTheIslandState.new_game(options(3, island=choice), 2).to_json()
    tileset = settled(choice)[1]
    SurviveTheIslandState.from_json(data)
    tileset.write_text(tileset.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    with pytest.raises(CorruptState, match="has changed"):
        SurviveTheIslandState.from_json(data)


def test_an_island_just_written_is_hashed_again_until_its_time_stamp_can_tell_edits(tmp_path, monkeypatch):
    choice = island(tmp_path)
    files = board_module.island_files(Path(choice))
    now = time.time_ns()
    for f in files:
        os.utime(f, ns=(now, now))
    reads = count_reads(monkeypatch)
    for _ in range(3):
        board_module.island_hash(Path(choice))
    assert len(reads) == 3
