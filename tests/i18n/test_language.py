"""The language setting: the shipped languages are found and offered by their own
names, the first start follows the system's language when there is a catalogue
for it, a source checkout compiles a missing or older catalogue, a settings file
from before the setting still loads, Settings switch the language at once (the
pages are made again in it), and a game saved in English loads and reads in
French (saves keep ids and numbers, never words)."""
from __future__ import annotations

import json
import os
import shutil
import time

import pygame
import pytest

from game import language

from game.storage import saves
from game.storage import settings as settings_mod
from game.app import App
from game.scenes.results import ResultsScene, headline
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.session import GameSession, SeatConfig
from game.storage.settings import Settings
from rules.core import i18n, registry
from rules.core.i18n import _
from rules.core.rng import Rng

from .conftest import ROOT


def test_the_shipped_languages_are_english_and_each_catalogue_under_assets_locale():
    codes = language.shipped()
    assert codes[0] == "en" and "fr" in codes
    assert "qps" not in codes          # the pseudo-language is for tests, never offered


#: every language that ships a catalogue
OTHERS = [code for code in language.shipped() if code != language.SOURCE]


def test_each_language_is_offered_by_its_own_name():
    offered = dict(language.choices())
    assert offered["fr"] == "Français" and offered["en"] == "English"
    assert all(offered[code] != code for code in OTHERS), offered


def test_a_language_not_named_in_the_table_is_named_by_its_locale_data(monkeypatch):
    monkeypatch.setattr(language, "NAMES", {"en": "English"})
    assert language.name("fr") == "Français" and language.name("de") == "Deutsch"
    assert language.name("sv") == "Svenska"
    assert language.name("zz-not-a-code") == "zz-not-a-code"


@pytest.mark.parametrize("environ, wanted", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA.UTF-8"}, "fr"),
    ({"LANGUAGE": "fr:en", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LC_ALL": "fr_BE.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, "en"),          # no German catalogue: English
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANGUAGE": "de:fr"}, "fr"),            # the first that has a catalogue
])
def test_the_first_start_follows_the_system_language_when_a_catalogue_exists(environ, wanted):
    assert language.system_language(["en", "fr"], environ) == wanted


def test_a_chosen_language_wins_and_a_missing_one_falls_back_to_english(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "fr")
    assert language.resolve("") == "fr"
    assert language.resolve("en") == "en"
    assert language.resolve("xx") == "en"


def test_installing_french_reads_every_word_in_french():
    assert language.install("fr") == "fr"
    assert i18n.language() == "fr" and _("Settings") == "Réglages"
    assert language.install("en") == "en" and _("Settings") == "Settings"


def test_a_source_checkout_compiles_a_missing_or_older_catalogue(tmp_path):
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / f"{i18n.DOMAIN}.po"
    shutil.copy(ROOT / "assets" / "locale" / "fr" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po", po)
    mo = folder / f"{i18n.DOMAIN}.mo"
    assert not mo.exists()
    assert language.catalogue("fr", tmp_path).gettext("Settings") == "Réglages"
    assert mo.exists()                              # written beside the .po for the next start
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Réglages"', 'msgstr "Paramètres"'),
                  encoding="utf-8")
    later = mo.stat().st_mtime + 5
    os.utime(po, (later, later))                    # the .po is newer than its .mo
    assert language.catalogue("fr", tmp_path).gettext("Settings") == "Paramètres"


def test_a_broken_catalogue_leaves_the_app_in_english(tmp_path):
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / f"{i18n.DOMAIN}.mo").write_bytes(b"not a catalogue")
    assert language.catalogue("fr", tmp_path) is None
    assert language.install("fr", tmp_path) == "en"


def test_dates_are_written_in_the_language_in_use():
    from datetime import datetime
    when = datetime(2026, 12, 2, 14, 5)
    assert language.day(when) == "2 Dec 2026"
    language.install("fr")
    assert language.day(when) == "2 déc. 2026"
    assert language.day_and_time(when) == "2 déc. 2026 à 14 h 05"


# -- the setting ---------------------------------------------------------------------------------

def test_a_settings_file_from_before_the_language_setting_still_loads(profile_dir):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": settings_mod.FORMAT, "version": 1,
                                "settings": {"mute": True, "volume": 40}}), encoding="utf-8")
    loaded, message = settings_mod.load()
    assert message is None and loaded.mute and loaded.language == ""


def test_a_language_setting_that_is_not_a_code_counts_as_damage(profile_dir):
    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": settings_mod.FORMAT, "version": 1,
                                "settings": {"language": "../../etc"}}), encoding="utf-8")
    loaded, message = settings_mod.load()
    assert loaded.language == "" and "language" in message


def test_the_app_starts_in_the_language_its_settings_name(profile_dir):
    app = App(settings=Settings(language="fr"), strict=True)
    assert app.language == "fr" and _("Quit") == "Quitter"
    App(settings=Settings(language="en"), strict=True)
    assert _("Quit") == "Quit"


def start(settings: Settings) -> App:
    app = App(settings=settings, strict=True)
    pygame.event.clear()
    app.go_to_title()
    app.step()
    return app


@pytest.mark.parametrize("code", OTHERS)
def test_settings_offer_each_language_and_switch_at_once(profile_dir, code):
    words = language.catalogue(code)
    app = start(Settings(language="en"))
    app.open_settings()
    app.step()
    page = app.stack.top
    assert isinstance(page, SettingsScene)
    assert [label for _code, label in page.language.choices] == [language.name(c) for c in language.shipped()]
    page.language.set(code)                          # as a click on the language's own name does
    app.step()
    title, fresh = app.stack.scenes
    assert isinstance(fresh, SettingsScene) and fresh is not page      # made again, in the new language
    assert isinstance(title, TitleScene) and title.buttons["Quit"].label == words.gettext("Quit")
    assert app.language == code == i18n.language()
    assert fresh.done.label == words.gettext("Done") and fresh.status == words.gettext("Saved")
    assert settings_mod.load()[0].language == code          # and kept for the next start
    fresh.go_back()
    app.step()
    assert app.stack.top is title


def test_the_esc_menu_over_a_page_is_made_again_in_the_new_language(profile_dir):
    app = start(Settings(language="en"))
    app.open("load")
    app.stack.top.open_menu()
    app.step()
    app.set_language("fr")
    menu = app.stack.top
    assert list(menu.buttons) == ["Reprendre", "Retour", "Réglages", "Retour au titre", "Quitter le jeu"]
    assert menu.snapshot is None


# -- saves stay language-free ------------------------------------------------------------------------

def finished_game(seed: int = 3) -> GameSession:
    info = registry.get("isle_of_monsters")
    seats = [SeatConfig("Ana", "human", "normal", 0), SeatConfig("Robin", "ai", "easy", 1)]
    session = GameSession.new(info, info.default_options(2), seats, seed=seed)
    rng = Rng(seed)
    while not session.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    session.flush()
    return session


def saved_document(path) -> dict:
    body = json.loads(path.read_text(encoding="utf-8"))["body"]
    return {k: v for k, v in body.items() if k not in ("updated", "created", "turn", "save_id")}


def test_a_game_saved_in_english_loads_and_reads_in_french(profile_dir):
    language.install("en")
    session = finished_game()
    english = session.save_as("Ana's game")
    in_english = headline(session)
    language.install("fr")
    french = GameSession.new(session.info, dict(session.options), list(session.seats), seed=session.seed)
    for seat, action in session.actions:
        french.apply(seat, action)
    again = french.save_as("Ana's game")
    # the same game saved in either language is the same data (the turn label aside: a
    # display cache the next save rewrites)
    assert saved_document(english)["actions"] == saved_document(again)["actions"]
    assert saved_document(english) == {**saved_document(again), "label": "Ana's game"}
    loaded = GameSession.from_save(saves.load_save(english))
    assert loaded.is_over() and loaded.state.winners() == session.state.winners()
    in_french = headline(loaded)
    assert in_french != in_english and ("gagne" in in_french or "Personne" in in_french
                                        or "Victoire partagée" in in_french)


# -- the pseudo-language, for looking ------------------------------------------------------------------

@pytest.mark.parametrize("value, wanted", [("1", True), ("yes", True), ("", False), ("0", False)])
def test_the_pseudo_language_is_asked_for_by_an_environment_variable(value, wanted):
    assert language.pseudo_wanted({language.PSEUDO_ENV: value}) is wanted
    assert language.pseudo_wanted({}) is False


def test_the_app_speaks_the_pseudo_language_when_asked_and_offers_it_in_settings(profile_dir, monkeypatch,
                                                                                 tmp_path):
    built = []
    real = language.install_pseudo
    monkeypatch.setattr(language, "install_pseudo", lambda root=None: built.append(1) or real(tmp_path))
    monkeypatch.setenv(language.PSEUDO_ENV, "1")
    app = start(Settings(language="fr"))
    assert built and app.language == language.PSEUDO == i18n.language()
    assert (tmp_path / language.PSEUDO / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").is_file()
    quit_label = app.stack.top.buttons["Quit"].label
    assert quit_label.startswith("[") and quit_label.endswith("]") and quit_label != "[Quit]"
    app.open_settings()
    app.step()
    page = app.stack.top
    assert (language.PSEUDO, language.PSEUDO_NAME) in page.language.choices
    page.language.set("en")                      # and back to a shipped language
    assert i18n.language() == "en" and language.PSEUDO not in dict(language.choices())
