"""Where a saved game stands is kept as data (a turn note: a catalogue message
and its values, names by their own messages), so the Load list, Continue and
the replays read it in the language in use when they show it: a game saved
while the app spoke French lists in English words after switching, and the
other way round. A save made before there were notes keeps its words, shown
as they were stored; a note that is not one the rules could write is refused
in words, and the file is set aside, not lost."""
import json
import shutil
from pathlib import Path

import pytest

from game.storage import save_journal, saves
from game.session import GameSession, SeatConfig
from rules.core import Rng, registry
from rules.core import turn_note as notes
from tests.french import in_french

SEATS = [SeatConfig("Ana"), SeatConfig("Ben")]
FIXTURES = Path(__file__).resolve().parent.parent / "saves" / "fixtures"


def play(s: GameSession, moves: int, seed: int = 3) -> None:
    rng = Rng(seed)
    for __ in range(moves):
        if s.is_over():
            break
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush()


def new_game(game_id: str, moves: int) -> GameSession:
    info = registry.get(game_id)
    s = GameSession.new(info, info.default_options(2), SEATS, seed=5)
    play(s, moves)
    return s


def listed(path: Path) -> saves.SaveRecord:
    return next(r for r in saves.list_saves() if r.path == path)


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
@pytest.mark.parametrize("moves", [0, 9])       # 9: the autosave's newest turn is in its journal
def test_a_game_saved_in_french_lists_in_english_words_and_back(game_id, moves, profile_dir):
    with in_french():
        s = new_game(game_id, moves)
        french = s.state.turn_label()
        named = saves.write_save(s.saved_game(autosave=False))
    english = s.state.turn_label()
    assert french != english, "the test needs a turn label that French words differently"
    for path in (s.autosave_path, named):
        for __ in range(2):                           # read from the files, then from the index
            rec = listed(path)
            assert rec.turn == french, "the words stored are those of the language it was saved in"
            assert rec.turn_text == english
            with in_french():
                assert listed(path).turn_text == french
    assert saves.continue_choice().game.turn_text == english


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_game_saved_in_english_lists_in_french_words(game_id, profile_dir):
    s = new_game(game_id, 5)
    english = s.state.turn_label()
    with in_french():
        french = s.state.turn_label()
        assert listed(s.autosave_path).turn_text == french != english
        assert saves.continue_choice().game.turn_text == french


def test_a_monster_and_a_boss_in_a_turn_note_are_names_read_in_the_language_of_the_list(profile_dir):
    s = new_game("king_of_monster_island", 3)
    note = s.state.turn_note()
    assert note["msg"] == "Turn {turn}: {monster} vs {boss}"
    values = note["values"]
    assert values["turn"] == s.state.turn
    assert values["monster"] == {"msg": s.state.monster_name(s.state.active)}     # English: the message itself
    assert values["boss"] == {"msg": s.state.boss_name()}
    with in_french():
        text = listed(s.autosave_path).turn_text
        assert text == s.state.turn_label() and s.state.boss_name() in text and s.state.monster_name(
            s.state.active) in text


def test_a_save_made_before_turn_notes_shows_its_words_as_stored(profile_dir):
    folder = saves.ensure_saves_dir()
    for name in ("v1-named-isle_of_monsters.json", "v1-autosave-survive_the_island.json"):
        shutil.copy(FIXTURES / name, folder / name)
        body = json.loads((FIXTURES / name).read_text(encoding="utf-8"))["body"]
        assert "turn_note" not in body
        with in_french():
            rec = listed(folder / name)
            assert rec.ok and rec.note is None and rec.turn_text == body["turn"]
        assert listed(folder / name).turn_text == body["turn"]
        assert saves.load_save(folder / name).turn == body["turn"]


def test_old_words_in_french_stay_french_on_the_english_list(profile_dir):
    """A save of 1.2 made in French holds only French words: they are the
    player's, shown as they are rather than lost or refused."""
    s = new_game("isle_of_monsters", 4)
    saved = s.saved_game(autosave=False)
    saved.turn, saved.turn_note = "Manche 2, frayeur 1", None
    path = saves.write_save(saved)
    assert "turn_note" not in json.loads(path.read_text(encoding="utf-8"))["body"]
    assert listed(path).turn_text == "Manche 2, frayeur 1"
    assert saves.load_save(path).state is not None


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_every_turn_note_a_game_makes_is_well_formed_survives_json_and_reads_as_its_label(game_id):
    info = registry.get(game_id)
    for seed in (1, 2):
        state = info.load_state_class().new_game(info.default_options(3 if seed == 1 else 2), seed)
        rng = Rng(seed)
        for step in range(400):
            note = state.turn_note()
            assert notes.problem(note) is None, (note, notes.problem(note))
            back = json.loads(json.dumps(note))
            assert back == note and notes.read(back) == state.turn_label()
            if step % 25 == 0:
                with in_french():
                    assert notes.read(back) == state.turn_label()
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_a_turn_note_goes_through_the_document_the_journal_and_the_index_unchanged(profile_dir):
    s = new_game("king_of_monster_island", 6)
    note = s.state.turn_note()
    doc = saves.parse_document(json.dumps(saves.document(s.saved_game(autosave=False))).encode("utf-8"))
    assert doc.turn_note == note
    line = save_journal.encode_line({"gen": "ab", "keep": 0, "add": [], "state": "0" * 64, "turn": "x",
                                     "note": note, "updated": "2026", "over": False})
    assert save_journal.parse(line, "ab").entries[0].note == note
    old_line = save_journal.encode_line({"gen": "ab", "keep": 0, "add": [], "state": "0" * 64, "turn": "x",
                                         "updated": "2026", "over": False})
    assert save_journal.parse(old_line, "ab").entries[0].note is None
    listed(s.autosave_path)
    assert listed(s.autosave_path).note == note        # the second from the index


@pytest.mark.parametrize("bad", [
    {"msg": "Turn {turn.__class__}", "values": {"turn": 1}},
    {"msg": "Turn {turn!r}", "values": {"turn": 1}},
    {"msg": "Turn {turn:>999999}", "values": {"turn": 1}},
    {"msg": "Turn {turn}", "values": {}},
    {"msg": "Turn {turn}", "values": {"turn": "twelve"}},
    {"msg": "Turn {turn}", "values": {"turn": True}},
    {"msg": "Turn {turn}", "values": {"turn": 10 ** 30}},
    {"msg": "Turn {turn}", "values": {"turn": {"msg": "{x}"}}},
    {"msg": "x" * 500, "values": {}},
    {"msg": "Turn", "values": {}, "extra": 1},
    "Turn 3",
])
def test_a_save_whose_turn_note_is_not_one_the_rules_write_is_refused_in_words_and_set_aside(bad, profile_dir):
    s = new_game("isle_of_monsters", 2)
    saved = s.saved_game(autosave=False)
    saved.turn_note = bad
    path = saves.write_save(saved)          # a body the digest vouches for: made on purpose
    assert notes.problem(bad) is not None
    with pytest.raises(saves.SaveError, match="turn note is malformed"):
        saves.load_save(path)
    assert not path.exists()
    aside = list((saves.saves_dir() / saves.UNREADABLE).glob("*.json"))
    assert len(aside) == 1 and json.loads(aside[0].read_text(encoding="utf-8"))["body"]["turn_note"] == bad


def test_a_note_of_a_message_this_version_does_not_know_reads_as_its_english_text():
    note = {"msg": "Turn {turn}, night {night}", "values": {"turn": 4, "night": 2}}
    assert notes.problem(note) is None
    with in_french():
        assert notes.read(note) == "Turn 4, night 2"


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_replays_rounds_are_named_in_the_language_in_use_when_shown(game_id, profile_dir):
    from game.history.replay import Replay
    s = new_game(game_id, 150)
    with in_french():
        replay = Replay.from_session(s)           # made while the app spoke French
        french = [r.label for r in replay.rounds]
    english = [r.label for r in replay.rounds]    # the same replay, read after switching
    assert len(replay.rounds) > 1 and french != english
    again = Replay.from_session(s)
    assert [r.label for r in again.rounds] == english and [r.move for r in again.rounds] == [
        r.move for r in replay.rounds], "the rounds start at the same moves in either language"
