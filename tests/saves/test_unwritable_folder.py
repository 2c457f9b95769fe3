"""A data folder that cannot be written: the game still starts and plays, says
once and clearly that it cannot save and why, and keeps a badge in the table's
top bar for as long as it cannot. Two folders are tried: one whose path runs
through a regular file (nothing can be made under it, even by root, which is
who runs the tests), and a read-only disk, simulated by a mocked OSError
(EROFS) on every write, since chmod does not stop root."""
import errno

import pygame
import pytest

from game.storage import atomic_file
from game.app import App
from game.scenes.error import ErrorScene
from game.scenes.title import TitleScene
from game.storage.settings import Settings
from rules.core import Rng, registry

from tests.ui.conftest import click


@pytest.fixture
def folder_under_a_file(profile_dir, monkeypatch):
    blocker = profile_dir / "a-file"
    blocker.write_text("I am a file, not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))
    return "Not a directory"


@pytest.fixture
def read_only_disk(profile_dir, monkeypatch):
    def refuse(*_a, **_k):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(atomic_file.tempfile, "mkstemp", refuse)
    monkeypatch.setattr(atomic_file.Path, "mkdir", refuse)
    return "Read-only file system"


def start_isle_of_monsters(app: App):
    """From the title: the Isle of Monsters tile, then Start game."""
    title = app.stack.top
    assert isinstance(title, TitleScene)
    click(app, title.tiles[0].rect.center)
    click(app, app.stack.top.start_button.rect.center)
    return app.stack.top


def play(app: App, table, moves: int, seed: int = 2) -> None:
    """Plays until `moves` moves in all, then lets any message go."""
    rng = Rng(seed)
    for _ in range(4000):
        if len(table.session.actions) >= moves or table.session.is_over():
            break
        seat = table.input_seat()
        if seat is not None:
            table.play(rng.choice(table.session.state.legal_actions(seat)), seat)
        app.step(1 / 20)
        assert not any(isinstance(s, ErrorScene) for s in app.stack)
    table.session.flush()
    for _ in range(200):                     # long enough for any message to go
        app.step(1 / 20)


@pytest.mark.parametrize("folder", ["folder_under_a_file", "read_only_disk"])
def test_the_game_starts_and_plays_and_keeps_saying_it_cannot_save(request, monkeypatch, folder):
    reason = request.getfixturevalue(folder)
    table_cls = registry.get("isle_of_monsters").load_table_scene()
    said = []
    real_say = table_cls.say
    monkeypatch.setattr(table_cls, "say", lambda self, text, seconds=3.5: (said.append(text),
                                                                         real_say(self, text, seconds)))
    app = App(settings=Settings(animation_speed="instant", recap=False), strict=False)   # not about the recap
    pygame.event.clear()
    app.go_to_title()
    app.step()
    table = start_isle_of_monsters(app)
    play(app, table, 12)
    assert not any(isinstance(s, ErrorScene) for s in app.stack)
    assert len(table.session.actions) >= 12 or table.session.is_over()
    assert reason in table.session.save_problem
    said = [m for m in said if "cannot save" in m.lower()]
    assert len(said) == 1 and reason in said[0]          # said once, with the reason
    assert table.app.stack.top is table and "cannot save" not in table.message.lower()
    assert table.top_bar._key[-1] == table.session.save_problem   # and still in view: the badge
    app.flush_sessions()


def test_the_badge_goes_once_the_game_can_be_saved_again(profile_dir, monkeypatch):
    def refuse(*_a, **_k):
        raise OSError(errno.ENOSPC, "No space left on device")
    app = App(settings=Settings(animation_speed="instant", recap=False), strict=True)
    app.go_to_title()
    app.step()
    with monkeypatch.context() as m:
        m.setattr(atomic_file.tempfile, "mkstemp", refuse)
        table = start_isle_of_monsters(app)
        play(app, table, 2)
        assert "No space left" in table.session.save_problem and table.top_bar._key[-1]
    play(app, table, len(table.session.actions) + 2)
    assert table.session.save_problem is None and table.top_bar._key[-1] is None
    from game.storage import saves
    assert saves.load_save(table.session.autosave_path).state.to_json() == table.session.state.to_json()
