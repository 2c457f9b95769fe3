"""The title screen: four game tiles that never pretend, Continue that only
continues a real save, and Esc opening a menu on every scene."""
import dataclasses
import time

import pygame
import pytest

from game.storage import saves
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.session import GameSession, SeatConfig
from rules.core import registry
from tests.ui.conftest import click, frames, key
from tests.ui.toy_table import ToyTable, toy_registered  # noqa: F401


def entrance_over(app) -> None:
    """The title's entrance played out (the logo and the tiles rising: under a
    second), in frames of a tenth of a second (the app's longest step)."""
    frames(app, 12, dt=0.1)


def test_the_title_shows_the_four_games_in_order(app):
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert [t.game_id for t in title.tiles] == list(registry.GAME_IDS)


def test_a_game_without_a_table_says_so_and_cannot_be_started(app):
    title = app.stack.top
    entrance_over(app)
    for tile in title.tiles:
        if tile.info is not None and tile.info.table_scene is None:
            assert tile.status == "coming" and not tile.enabled
            assert "table" in tile.reason
            click(app, tile.rect.center)
            assert app.stack.top is title
        elif tile.info is None:
            assert tile.status == "error" and not tile.enabled and tile.error


def test_a_game_that_fails_to_load_shows_the_error_on_its_tile(app, monkeypatch):
    monkeypatch.setitem(registry._errors, "isle_of_night", "ImportError: no module named nightmare")
    monkeypatch.delitem(registry._cache, "isle_of_night", raising=False)
    app.go_to_title()
    tile = next(t for t in app.stack.top.tiles if t.game_id == "isle_of_night")
    assert tile.status == "error" and not tile.enabled
    assert "nightmare" in tile.reason


def test_a_game_whose_table_fails_to_load_shows_the_error_when_clicked_and_cannot_start(app, monkeypatch):
    info = registry.get("isle_of_monsters")
    broken = dataclasses.replace(info, table_scene="game.tables.no_such_table:Table")
    monkeypatch.setitem(registry._cache, "isle_of_monsters", broken)
    app.go_to_title()
    title = app.stack.top
    entrance_over(app)
    tile = next(t for t in title.tiles if t.game_id == "isle_of_monsters")
    click(app, tile.rect.center)               # the table is loaded on the click, not to draw the title
    assert app.stack.top is title
    assert tile.status == "error" and not tile.enabled
    assert "no_such_table" in tile.reason and "no_such_table" in title.notice
    assert not broken.playable and "fails to load" in broken.table_problem()


def test_the_title_imports_no_table_before_its_first_frame(app, monkeypatch):
    imported = []
    real = registry._resolve
    monkeypatch.setattr(registry, "_table_errors", {})        # nothing known yet of any table
    monkeypatch.setattr(registry, "_resolve", lambda path: imported.append(path) or real(path))
    app.go_to_title()
    frames(app, 2)
    assert [p for p in imported if p.startswith("game.tables.")] == []


def test_a_playable_tile_opens_the_new_game_scene(app, toy_registered, monkeypatch):
    monkeypatch.setattr(registry, "GAME_IDS", ("secret_bids",) + registry.GAME_IDS[:3])
    app.go_to_title()
    entrance_over(app)
    tile = app.stack.top.tiles[0]
    assert tile.status == "play" and tile.enabled
    click(app, tile.rect.center)
    assert isinstance(app.stack.top, NewGameScene) and app.stack.top.info.id == "secret_bids"


def test_continue_is_disabled_with_a_reason_when_there_is_no_save(app):
    cont = app.stack.top.buttons["Continue"]
    assert not cont.enabled
    assert cont.reason == "No game in progress to continue"
    click(app, cont.rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_continue_resumes_the_newest_game(app, toy_registered):
    seats = [SeatConfig("Ana"), SeatConfig("Robo", "ai", colour=1)]
    older = GameSession.new(toy_registered, {"cards": 5}, seats, seed=1)
    older.flush()
    stamp = saves.now_iso()    # save times are kept to the millisecond: the newer is later
    while saves.now_iso() == stamp:
        time.sleep(0.001)
    newer = GameSession.new(toy_registered, {"cards": 4}, seats, seed=2)
    newer.apply(0, newer.state.legal_actions(0)[0])
    newer.flush()
    app.go_to_title()
    cont = app.stack.top.buttons["Continue"]
    assert cont.enabled and "Secret Bids" in cont.sublabel
    click(app, cont.rect.center)
    table = app.stack.top
    assert isinstance(table, ToyTable)
    # the saved bid, then (a bid is a secret choice) the computer's bid at once
    assert table.session.seed == 2 and table.session.actions[:len(newer.actions)] == newer.actions


@pytest.mark.parametrize("label, scene", [("Load", LoadScene), ("Settings", SettingsScene), ("Rules", RulesScene)])
def test_the_title_buttons_open_their_scenes(app, label, scene):
    click(app, app.stack.top.buttons[label].rect.center)
    assert isinstance(app.stack.top, scene)
    click(app, app.stack.top.back_button.rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_escape_opens_the_menu_and_escape_closes_it(app):
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.transparent
    assert list(menu.buttons) == ["Resume", "Settings", "Rules", "Quit game"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_escape_on_a_page_with_a_back_button_goes_back_as_the_button_does(app):
    for opener in ("Load", "Settings", "Rules", "Replays", "Statistics"):
        click(app, app.stack.top.buttons[opener].rect.center)
        page = app.stack.top
        assert page is not None and hasattr(page, "back_button"), opener
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, TitleScene), f"Esc on {opener} opened {type(app.stack.top).__name__}"


def test_quit_ends_the_app(app):
    click(app, app.stack.top.buttons["Quit"].rect.center)
    assert not app.running


def test_keyboard_alone_reaches_the_settings(app):
    entrance_over(app)
    key(app, pygame.K_DOWN)              # to the row of buttons
    for _ in range(6):
        if app.stack.top.ui.focus is app.stack.top.buttons["Settings"]:
            break
        key(app, pygame.K_RIGHT)
    assert app.stack.top.ui.focus is app.stack.top.buttons["Settings"]
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)


def test_f11_asks_for_fullscreen_and_the_dummy_driver_refusal_is_harmless(app):
    key(app, pygame.K_F11)
    assert app.running
    assert app.settings.fullscreen is False or app.is_fullscreen()


@pytest.fixture
def a_game_without_its_table(app, monkeypatch):
    """Every game has its table now: one is made to lack it, as a game whose
    table is still being built would, and the title is built afresh."""
    import dataclasses
    info = registry.get("isle_of_night")
    monkeypatch.setitem(registry._cache, info.id, dataclasses.replace(info, table_scene=None))
    app.go_to_title()
    return info


def test_clicking_a_game_whose_table_is_not_built_says_so_in_words_on_the_title(app, a_game_without_its_table):
    title = app.stack.top
    entrance_over(app)
    coming = [t for t in title.tiles if t.status == "coming"]
    assert [t.info.id for t in coming] == [a_game_without_its_table.id]
    for tile in coming:
        assert tile.info.table_scene is None                   # the tile is honest about it
        before = pygame.image.tobytes(app.screen, "RGB")
        click(app, tile.rect.center)
        assert app.stack.top is title                          # nothing opened...
        assert tile.info.name in title.notice and "table is still being built" in title.notice
        assert pygame.image.tobytes(app.screen, "RGB") != before    # ...and the words are on screen
        assert title.notice_rect.bottom <= title.buttons["Continue"].rect.top
        assert title.notice_rect.top >= tile.rect.bottom
        assert tile.tooltip_text() is None                   # no tooltip repeating it over the notice
    assert title.notice_button.visible
    click(app, title.notice_button.rect.center)              # the notice leads to the game's rules
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.game_id == coming[-1].game_id


def test_the_notice_about_a_game_that_cannot_start_goes_away_by_itself(app, a_game_without_its_table):
    title = app.stack.top
    entrance_over(app)
    tile = next(t for t in title.tiles if not t.enabled)
    click(app, tile.rect.center)
    assert title.notice
    frames(app, 50, dt=0.1)
    assert title.notice, "the notice stays up for a while"
    frames(app, 20, dt=0.1)
    assert not title.notice and not title.notice_button.visible
