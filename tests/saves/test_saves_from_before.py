"""Saves written before the games shared one copy/save helper still load.

before_one_save_shape/ holds one autosave per game, written by the code as it was
before every state carried {"game", "format"}: Isle of Monsters and Isle of Night
tagged themselves "version": 1 (Isle of Night's score grid was saved as "layout"),
Survive the Island had no tag at all. Each must replay, match its snapshot, and
save again in the current format.
"""
import shutil
from pathlib import Path

import pytest

from game.storage import saves
from rules.core import CorruptState, registry

BEFORE = Path(__file__).parent / "before_one_save_shape"


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_save_written_before_the_shared_save_shape_still_loads(game_id, profile_dir, tmp_path):
    path = tmp_path / f"{game_id}.json"
    shutil.copy(BEFORE / f"{game_id}.json", path)
    loaded = saves.load_save(path)
    assert loaded.game_id == game_id
    assert len(loaded.actions) == 40 and len(loaded.events) == 40
    again = loaded.state.to_json()
    assert again["game"] == game_id and again["format"] == type(loaded.state).save_format
    assert "version" not in again
    assert type(loaded.state).from_json(again) == loaded.state
    assert path.exists(), "a save that loads is never set aside"


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_save_in_a_format_this_version_does_not_know_is_refused_in_words(game_id):
    cls = registry.get(game_id).load_state_class()
    data = cls.new_game(registry.get(game_id).default_options(3), 1).to_json()
    data["format"] = cls.save_format + 1
    with pytest.raises(CorruptState, match=f"format {cls.save_format + 1}.*reads format {cls.save_format}"):
        cls.from_json(data)


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_another_games_state_is_refused_in_words(game_id):
    cls = registry.get(game_id).load_state_class()
    other = next(g for g in registry.GAME_IDS if g != game_id)
    data = registry.get(other).load_state_class().new_game(registry.get(other).default_options(3), 1).to_json()
    with pytest.raises(CorruptState, match=f"'{other}' game"):
        cls.from_json(data)
