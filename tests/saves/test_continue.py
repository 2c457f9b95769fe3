"""Continue resumes the newest game in progress, and only that: when the newest
autosave cannot be read it says so (and why) and offers Load, never opening
another game unasked; it never offers a finished game; and a named save loaded
and played on goes on in that game's one autosave, not a second one beside it."""
import json

from game.storage import save_journal, saves
from game.scenes.common import ConfirmDialog
from game.scenes.load import LoadScene, resume_save
from game.scenes.title import TitleScene
from game.session import GameSession, SeatConfig
from rules.core import Rng, registry
from tests.ui.conftest import click

SEATS = [SeatConfig("Ana"), SeatConfig("Ben", "ai", "easy", 1)]


def game(moves, seed=1, to_the_end=False):
    info = registry.get("isle_of_monsters")
    s = GameSession.new(info, info.default_options(2), SEATS, seed=seed)
    rng = Rng(seed)
    while not s.is_over() and (to_the_end or len(s.actions) < moves):
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush()
    return s


def title_of(app) -> TitleScene:
    app.go_to_title()
    app.step()
    return app.stack.top


def test_continue_offers_the_newest_game_in_progress(app):
    game(3, seed=1)
    newer = game(5, seed=2)
    title = title_of(app)
    assert title.newest.path == newer.autosave_path and title.broken is None
    click(app, title.buttons["Continue"].rect.center)
    assert app.stack.top.session.state.to_json() == newer.state.to_json()


def test_a_broken_newest_autosave_is_reported_with_load_offered_and_no_other_game_opened(app):
    game(3, seed=1)
    newest = game(5, seed=2)
    newest.autosave_path.write_text('{"format": "monster-isles-save", "vers')
    title = title_of(app)
    cont = title.buttons["Continue"]
    assert cont.enabled and "unreadable" in cont.sublabel.lower()
    click(app, cont.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and "newest game could not be read" in dialog.title
    assert "cut short" in dialog.message and "nothing was deleted" in dialog.message
    assert not any(getattr(s, "session", None) for s in app.stack)      # no game opened
    click(app, dialog.confirm_button.rect.center)
    assert isinstance(app.stack.top, LoadScene)


def test_a_newest_autosave_that_fails_its_replay_is_reported_the_same_way(app):
    game(3, seed=1)
    newest = game(5, seed=2)
    journal = save_journal.journal_path(newest.autosave_path)
    lines = journal.read_bytes().splitlines()
    payload = json.loads(lines[-1].split(b" ", 1)[1])
    payload["add"] = [[0, {"type": "NoSuchMove"}]]
    lines[-1] = save_journal.encode_line(payload).rstrip(b"\n")
    journal.write_bytes(b"\n".join(lines) + b"\n")
    title = title_of(app)
    click(app, title.buttons["Continue"].rect.center)         # the list could not tell; the replay does
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and "could not be read" in dialog.title
    assert not any(getattr(s, "session", None) for s in app.stack)
    dialog.cancel()
    app.step()
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.broken is not None      # still says so, still no game


def test_continue_never_offers_a_finished_game(app):
    older = game(4, seed=3)
    finished = game(0, seed=4, to_the_end=True)
    assert finished.is_over()
    title = title_of(app)
    assert title.newest.path == older.autosave_path
    older.autosave_path.unlink()
    save_journal.journal_path(older.autosave_path).unlink()
    title = title_of(app)
    assert title.newest is None and not title.buttons["Continue"].enabled


def test_a_named_save_played_on_continues_in_the_one_autosave_of_its_game(app):
    s = game(4, seed=5)
    named = s.save_as("Before lunch")
    game_play = game(2, seed=6)             # another game, so there is something beside it
    assert resume_save(app, named)
    table = app.stack.top
    rng = Rng(8)
    for _ in range(3):
        seat = table.session.state.to_act()[0]
        table.session.apply(seat, rng.choice(table.session.state.legal_actions(seat)))
    table.session.flush()
    autosaves = sorted(p.name for p in saves.saves_dir().glob("autosave-*.json"))
    assert autosaves == sorted([s.autosave_path.name, game_play.autosave_path.name])
    loaded = saves.load_save(s.autosave_path)
    assert loaded.state.to_json() == table.session.state.to_json() and len(loaded.actions) == 7
    assert named.exists()                   # the named save itself is kept as it was
