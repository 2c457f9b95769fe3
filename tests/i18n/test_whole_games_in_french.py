"""Whole games by clicks at every table in French, hot-seat and against the
computer: the app starts with French in its settings (game/language.py puts
the catalogue in place as it does for a player), each game is played from its
first move to the Results scene by each game's own whole-game click driver
(the screen handed over behind the curtain where the game hides its hands), no
error is let pass (the App is strict), and every text the fonts drew on the
way (game/screen/text_record.py) is read against the catalogue's English: none may
be an English message whose French differs."""
from __future__ import annotations

import pygame
import pytest

from game import language
from game.app import App
from game.scenes.results import ResultsScene
from game.storage.settings import Settings
from rules.core import i18n, registry
from rules.core.i18n import _
from tests.table_driver import open_table

from .leftovers import leftovers, report, words_drawn


#: every shipped language (the module keeps its name from when French was the only one)
LANGS = [code for code in language.shipped() if code != language.SOURCE]


@pytest.fixture(params=LANGS)
def app_in_french(profile_dir, request):
    """An app started with a shipped language (French, German...) chosen in its settings,
    at its title: animations and computer players instant, no "since your last turn" panel."""
    app = App(settings=Settings(language=request.param, animation_speed="instant", ai_pace="instant",
                                recap=False), strict=True)
    pygame.event.clear()
    app.go_to_title()
    app.step()
    yield app
    app.flush_sessions()
    i18n.use(None)                      # English again, as every other test expects


# -- each game's own whole-game driver: (session maker, play to the results -> curtains passed) --

def _isle_of_monsters(app, seats, seed):
    from tests.ui_isle_of_monsters.conftest import make_session
    from tests.ui_isle_of_monsters.test_whole_games import play_to_results
    table = open_table(app, make_session(seats, seed=seed, autosave=False))
    play_to_results(app, table, seed=seed)
    return table, table.curtains_seen


def _king_of_monster_island(app, seats, seed):
    from tests.ui_king_of_monster_island.clicks import make_session, play_by_clicks
    table = open_table(app, make_session(seats, seed=seed))
    play_by_clicks(app, table)
    for _frame in range(600):           # the last move's animations, then the results
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(1 / 60, flip=False)
    return table, 0


def _survive_the_island(app, seats, seed):
    from tests.ui_survive_the_island import test_whole_games as whole
    from tests.ui_survive_the_island.clicker import Clicker
    from tests.ui_survive_the_island.conftest import make_session

    class ReadingClicker(Clicker):
        """Its person finds the prompt's buttons by their words in the language in use."""
        def button(self, words: str):
            return super().button(_(words))

    table = open_table(app, make_session(seats, seed=seed))
    english, whole.Clicker = whole.Clicker, ReadingClicker
    try:
        _clicker, curtains, _events = whole.play_to_results(app, table, seed=seed)
    finally:
        whole.Clicker = english
    return table, curtains


def _isle_of_night(app, seats, seed):
    from tests.ui_isle_of_night.conftest import make_session
    from tests.ui_isle_of_night.test_whole_games import play_out
    table = open_table(app, make_session(seats, seed=seed, autosave=False))
    play_out(app, table, seed=seed)
    return table, 0


DRIVERS = {
    "isle_of_monsters": _isle_of_monsters,
    "king_of_monster_island": _king_of_monster_island,
    "survive_the_island": _survive_the_island,
    "isle_of_night": _isle_of_night,
}
#: hot-seat: two people at one screen; against the computer: one person and a Normal
#: computer player (Easy at Survive the Island, as its own whole games play)
SEATS = {"hot-seat": "hh", "against the computer": "ha"}
SEED = 29


@pytest.mark.slow
@pytest.mark.parametrize("how", sorted(SEATS))
@pytest.mark.parametrize("game_id", sorted(DRIVERS))
def test_a_whole_game_by_clicks_reads_in_each_language_to_its_results(app_in_french, game_id, how):
    app = app_in_french
    code = app.language
    assert code in LANGS and i18n.language() == code, "the language's catalogue is in place"
    seats = SEATS[how]
    with words_drawn() as drawn:
        table, curtains = DRIVERS[game_id](app, seats, SEED)
        results = app.stack.top
        assert isinstance(results, ResultsScene), "the game never reached the results"
        assert results.session is table.session and table.session.is_over()
        for _frame in range(120):       # the scores count up, the winner is named
            app.step(1 / 60, flip=False)
    hides_hands = registry.get(game_id).hidden_information
    if seats == "hh" and hides_hands:
        assert curtains > 0, "the screen was handed over behind the curtain"
    else:
        assert curtains == 0
    assert _("Results") in drawn, "the Results scene was drawn in the language"
    found = leftovers(drawn, code)
    assert not found, (f"{len(found)} English text(s) drawn in a {code} game of {game_id} ({how}):\n"
                       + report(found, drawn))


def test_an_english_message_drawn_in_a_french_game_is_a_leftover_and_its_french_or_a_shared_word_is_not():
    drawn = {
        "Résultats", "Boss", "Ana", "12",               # French, a word both languages spell so, a name, a number
        "Results",                                      # an English message
        "Ana passes",                                   # an English message filled with its values
        "Game end: your cursed",                        # a line of a wrapped English sentence
    }
    found = leftovers(drawn)
    assert found == {"Results": "Results", "Ana passes": "{player} passes",
                     "Game end: your cursed": "Game end: your cursed rings cost you nothing."}
    assert "'Ana passes' (of the message '{player} passes')" in report(found)
