"""A change of language mid-game reaches every word at the table from the next
frame on: at each of the four tables, Menu -> Settings -> another language ->
back (clicked as a person does) and the next frame draws no text of the old
language, the game's name in the header, the buttons, the places' and seats'
names, the menu and the log's earlier lines included (the table is made again
over its session, TableScene.remake). Every shipped language is switched to
from English and back. The font recorder (game/screen/text_record.py) is on from
before the table opens, so a word painted once and kept in a picture is seen
where it lands too."""
from __future__ import annotations

import os

import pygame
import pytest

from game import language

from game.screen import text_record
from game.app import App
from game.scenes.menu import MenuScene
from game.scenes.settings_scene import SettingsScene
from game.storage.settings import Settings
from rules.core import i18n, registry
from rules.core.i18n import _
from tests.table_driver import click

from .leftovers import leftovers, report

GAMES = sorted(registry.GAME_IDS)
OTHERS = [code for code in language.shipped() if code != language.SOURCE]
#: (from, to): English to each shipped language, and each back to English
SWITCHES = [(language.SOURCE, code) for code in OTHERS] + [(code, language.SOURCE) for code in OTHERS]
#: where a run keeps a picture of each switch, when asked (MONSTER_ISLES_SHOTS=folder)
SHOTS = os.environ.get("MONSTER_ISLES_SHOTS")


def step(app: App, frames: int = 2) -> None:
    for __ in range(frames):
        app.step(1 / 60, flip=False)


def switch_by_clicks(app: App, table, to: str) -> None:
    """Menu -> Settings -> `to` -> Done, as a person clicks them, back at the table."""
    click(app, table.menu_button.rect.center)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons[_("Settings")].rect.center)
    page = app.stack.top
    assert isinstance(page, SettingsScene)
    page.language.set(to)                   # as a click on the language's own name does
    step(app)
    page = app.stack.top
    assert isinstance(page, SettingsScene) and app.language == to
    click(app, page.done.rect.center)


@pytest.mark.parametrize("old, new", SWITCHES, ids=[f"{a}-to-{b}" for a, b in SWITCHES])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_language_switch_mid_game_leaves_no_word_of_the_old_language_at_the_table(profile_dir, game_id,
                                                                                      old, new):
    with text_record.recording():
        app = App(settings=Settings(language=old, animation_speed="instant", ai_pace="instant", recap=False),
                  strict=True)
        pygame.event.clear()
        app.go_to_title()
        info = registry.get(game_id)
        session = info.load_table_scene().screenshot_session(1)
        table = app.stack.push(info.load_table_scene()(app, session))
        step(app, 3)
        lines_before = list(table.log.lines(table.viewer))
        assert lines_before, "a game with earlier lines in its log"
        switch_by_clicks(app, table, new)
        step(app, 2)
        table = app.stack.top
        assert table.session is session and not table.session.is_over()
        assert len(table.log.lines(table.viewer)) == len(lines_before)      # the same lines, worded anew
        inks = text_record.canvas_inks(app)
        if SHOTS:
            canvas = pygame.Surface(app.screen.get_size())
            app.stack.draw(canvas)
            pygame.image.save(canvas, os.path.join(SHOTS, f"{game_id}-{old}-to-{new}.png"))
    # a seat's name is the same in every language, though a word of one may spell it ("Isla")
    drawn = {ink.text for ink in inks} - set(session.names)
    assert _(info.name) in drawn, "the header names the game in the new language"
    found = leftovers(drawn, new, old)
    assert not found, (f"{len(found)} text(s) of {old} at {game_id} after switching to {new}:\n"
                       + report(found))
    i18n.use(None)


def test_a_text_of_the_old_language_is_found_in_either_direction():
    code = OTHERS[0]
    settings = language.install(code) and _("Settings")
    i18n.use(None)
    assert leftovers({"Settings", "Ana passes"}, code) == {"Settings": "Settings", "Ana passes": "{player} passes"}
    assert leftovers({settings}, language.SOURCE, code) == {settings: settings}
    assert leftovers({"Settings"}, language.SOURCE, code) == {}


def test_a_switch_behind_the_hot_seat_curtain_keeps_the_curtain_and_whose_turn_it_is(profile_dir):
    from tests.table_driver import curtain_up, new_session, open_table, pass_curtain, settle
    game_id = next(g for g in GAMES if registry.get(g).hidden_information
                   and registry.get(g).load_table_scene().private_views)
    app = App(settings=Settings(language=language.SOURCE, animation_speed="instant", ai_pace="instant",
                                recap=False), strict=True)
    pygame.event.clear()
    app.go_to_title()
    table = open_table(app, new_session(game_id, "hh", autosave=False))
    settle(app, table)
    curtain = curtain_up(app)
    assert curtain is not None, "two people at one screen: the curtain is up first"
    curtain.open_menu()
    step(app)
    app.stack.top.buttons[_("Settings")].on_click()
    step(app)
    app.stack.top.language.set(OTHERS[0])
    step(app)
    app.stack.top.go_back()
    step(app)
    fresh = app.stack.scenes[-2]
    curtain = curtain_up(app)
    assert fresh is not table and fresh.session is table.session
    assert curtain is not None and curtain.table is fresh and fresh.curtain is curtain
    pass_curtain(app)
    assert fresh.curtain is None and fresh.viewer == curtain.seat
    settle(app, fresh)
    assert fresh.input_seat() == curtain.seat
    i18n.use(None)
