"""Load: saves listed with their details, unreadable files shown with the reason
and moved aside (never deleted), Delete asks first, Load resumes at the table."""
import pygame

from game.storage import saves
from game.scenes.common import ConfirmDialog, NoticeDialog
from game.scenes.load import LoadScene
from game.session import GameSession, SeatConfig
from tests.ui.conftest import click, key
from tests.ui.toy_table import ToyTable, toy_registered  # noqa: F401

SEATS = [SeatConfig("Nykki"), SeatConfig("Robo", "ai", colour=3)]


def open_load(app):
    click(app, app.stack.top.buttons["Load"].rect.center)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    return scene


def make_save(info, label="Before lunch"):
    s = GameSession.new(info, {"cards": 5}, SEATS, seed=4)
    s.apply(0, s.state.legal_actions(0)[0])
    s.flush()
    return s, s.save_as(label)


def test_a_corrupt_save_shows_as_unreadable_and_is_moved_aside_not_deleted(app):
    bad = saves.ensure_saves_dir() / "wrecked.json"
    bad.write_text('{"format": "monster-isles-save", "version": 1, "body": {"game_id": "isl')
    scene = open_load(app)
    assert len(scene.records) == 1
    rec = scene.records[0]
    assert not rec.ok and "damaged" in rec.problem
    assert not bad.exists()
    moved = list(saves.unreadable_dir().glob("wrecked*.json"))
    assert len(moved) == 1 and moved[0].read_text().startswith('{"format"')
    assert not scene.load_button.enabled
    assert "cannot be read" in scene.load_button.reason


def test_saves_are_listed_with_game_players_turn_and_whether_autosaved(app, toy_registered):
    make_save(toy_registered)
    scene = open_load(app)
    labels = {(r.label, r.autosave) for r in scene.records}
    assert ("Before lunch", False) in labels and any(a for _, a in labels)
    named = next(r for r in scene.records if not r.autosave)
    assert named.game_name == "Secret Bids" and named.players == ["Nykki", "Robo"]
    app.step()


def test_load_resumes_the_game_at_its_table(app, toy_registered):
    session, path = make_save(toy_registered)
    scene = open_load(app)
    i = next(i for i, r in enumerate(scene.records) if r.path == path)
    click(app, scene.list.row_rect(i).center)
    click(app, scene.load_button.rect.center)
    table = app.stack.top
    assert isinstance(table, ToyTable)
    # the saved moves, then (a bid is a secret choice) the computer's bid at once
    n = len(session.actions)
    assert table.session.actions[:n] == session.actions
    assert all(seat == 1 for seat, _ in table.session.actions[n:])
    assert table.session.label == "Before lunch"


def test_delete_asks_first_and_cancel_keeps_the_file(app, toy_registered):
    _, path = make_save(toy_registered)
    scene = open_load(app)
    i = next(i for i, r in enumerate(scene.records) if r.path == path)
    click(app, scene.list.row_rect(i).center)
    click(app, scene.delete_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert path.exists()
    key(app, pygame.K_ESCAPE)             # cancel
    assert app.stack.top is scene and path.exists()
    click(app, scene.delete_button.rect.center)
    click(app, app.stack.top.confirm_button.rect.center)
    assert not path.exists()
    assert all(r.path != path for r in scene.records)


def test_a_save_that_fails_its_replay_is_explained_and_set_aside(app, toy_registered):
    _, path = make_save(toy_registered)
    scene = open_load(app)
    doc = path.read_text().replace('"Nykki"', '"Nikki"')    # edited by hand: the checksum fails
    path.write_text(doc)
    i = next(i for i, r in enumerate(scene.records) if r.path == path)
    scene.list.select(i)
    scene._sync()
    click(app, scene.load_button.rect.center)
    notice = app.stack.top
    assert isinstance(notice, NoticeDialog)
    assert "changed outside the game" in notice.message and "nothing was deleted" in notice.message
    assert not path.exists()
    assert list(saves.unreadable_dir().glob(path.stem + "*"))
    click(app, notice.ok_button.rect.center)
    assert app.stack.top is scene
    assert any(not r.ok for r in scene.records)


def test_an_empty_list_says_how_saves_come_about(app):
    scene = open_load(app)
    assert scene.records == []
    assert not scene.load_button.enabled and not scene.delete_button.enabled
    app.step()


def test_a_save_of_a_game_without_a_table_is_kept_but_cannot_be_loaded_yet(app, toy_registered, monkeypatch):
    from rules.core import registry
    make_save(toy_registered)
    no_table = registry.GameInfo(**{**toy_registered.__dict__, "table_scene": None})
    monkeypatch.setitem(registry._cache, "secret_bids", no_table)
    scene = open_load(app)
    scene.list.select(0)
    scene._sync()
    assert not scene.load_button.enabled
    assert "still being built" in scene.load_button.reason


def test_games_in_progress_are_listed_before_finished_ones_even_older(app, toy_registered):
    from tests.replay.conftest import finished
    session, path = make_save(toy_registered)
    done = finished("isle_of_night", "haa", seed=2)
    scene = open_load(app)
    over = [r.over for r in scene.records]
    assert any(over) and not all(over)
    assert over == sorted(over)                   # no finished game above one in progress
    assert scene.records[0].updated <= max(r.updated for r in scene.records if r.over)
    assert done.state.is_over()
