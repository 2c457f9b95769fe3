"""A save's name on the Load and Replays lists is read in the language of the
list: an autosave is called by its game's name, kept in the save in English
(a catalogue message), so a game saved while the app spoke English is listed
under its French name when the app speaks French; a name a player gave is
theirs in every language."""
from game.storage.saves import SaveRecord
from tests.french import in_french


def record(label: str) -> SaveRecord:
    return SaveRecord(path=None, game_id="isle_of_monsters", game_name="Isle of Monsters", label=label,
                      players=["Ana", "Ben"], turn="", updated=None, autosave=True, ok=True)


def test_an_autosave_made_in_english_is_listed_under_its_french_name():
    with in_french():
        assert record("Isle of Monsters").title == "L’Île aux monstres"
        assert record("").title == "L’Île aux monstres"
    assert record("Isle of Monsters").title == "Isle of Monsters"


def test_a_name_a_player_gave_their_save_stays_theirs_in_every_language():
    with in_french():
        assert record("Sunday with Ben").title == "Sunday with Ben"
