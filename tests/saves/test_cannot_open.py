"""A game that cannot open is set aside, not retried: when a save's island
picture broke since it was played, or its table cannot be built at all,
Continue sets the autosave aside with the reason and says so once; the next
Continue finds nothing to crash on."""
from __future__ import annotations

from pathlib import Path

from game.storage import saves
from game.scenes.load import resume_save
from tests.survive_the_island.test_islands import _played, island


def continue_game(app) -> tuple[bool, list[str]]:
    told: list[str] = []
    ok = resume_save(app, saves.continue_choice().game.path, on_broken=lambda why, aside=True: told.append(why))
    return ok, told


def test_continue_sets_aside_a_game_whose_island_picture_broke_and_says_so_once(app):
    choice = island(saves.data_dir())
    path = _played(choice).autosave_path
    (Path(choice).parent / "survive_the_island" / "sea.png").write_text("not a picture")
    ok, told = continue_game(app)
    assert not ok and len(told) == 1 and "sea.png" in told[0]
    assert app.stack.top.name == "title"
    assert not path.exists()
    assert saves.continue_choice().game is None           # nothing left to retry


def test_continue_sets_aside_a_game_whose_table_cannot_be_built(app, monkeypatch):
    choice = island(saves.data_dir())
    session = _played(choice)
    path = session.autosave_path
    table_cls = session.info.load_table_scene()

    def broken(self, *a, **k):
        raise ValueError("a picture of the island cannot be drawn")
    monkeypatch.setattr(table_cls, "__init__", broken)
    ok, told = continue_game(app)
    assert not ok and "its table could not be built" in told[0] and "cannot be drawn" in told[0]
    assert app.stack.top.name == "title" and not path.exists()
    (why,) = saves.unreadable_dir().glob("autosave-*.json.why.txt")
    assert "table could not be built" in why.read_text()
    assert saves.continue_choice().game is None
