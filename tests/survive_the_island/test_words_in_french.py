"""Survive the Island reads in French with the French catalogue installed:
every event line, move line, label, refusal, turn and end reason of random
games, with every placeholder filled; and a game played in French saves the
same state as in English (saves hold no words)."""
from __future__ import annotations

import re
import shutil

from rules.core import Rng
from rules.core.i18n import _, ngettext
from rules.survive_the_island import INFO, reference
from rules.survive_the_island.board import map_path
from rules.survive_the_island.describe import plan_words
from rules.survive_the_island.islands import island_problems
from rules.survive_the_island.state import SurviveTheIslandState
from tests.core.french import english_leftovers, in_french
from tests.survive_the_island.helpers import EVERYTHING, options, random_positions

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


def _words_of_a_random_game(opts: dict, seed: int) -> list[str]:
    out = []
    seen_actions = []
    for st, seat, act in random_positions(opts, seed):
        if seat is None:
            out += [st.why_it_ended(), st.turn_label()] + [_(k) for part in st.score_breakdown() for k in part]
            break
        out.append(st.turn_label())
        legal = st.legal_actions(seat)
        out += [a.label() for a in legal[:6]]
        out += [w for w in (plan_words(st, a) for a in legal[:6]) if w]
        out.append(st.describe(seat, act, NAMES))
        out += [st.why_illegal(seat, a) or "" for a in seen_actions[-8:] if a not in legal]
        seen_actions.append(act)
        events = st.clone().apply(seat, act)
        out += [text for _seat, text in st.clone().log_lines(events, NAMES)]
        out += [ev.text(NAMES) for ev in events]
    return [w for w in out if w]


def test_every_line_of_random_games_reads_in_french():
    with in_french():
        for players, opts, seed in ((2, options(2), 3), (4, options(4, **EVERYTHING), 11), (5, options(5, **EVERYTHING), 5)):
            for line in _words_of_a_random_game(opts, seed):
                assert not english_leftovers(line, NAMES), line


def test_the_same_game_reads_in_english_without_the_catalogue():
    lines = _words_of_a_random_game(options(3), 7)
    assert any("adventurer" in line for line in lines)
    with in_french():
        french = _words_of_a_random_game(options(3), 7)
    assert len(french) == len(lines) and any("aventurier" in line for line in french)


def test_a_count_of_spaces_is_singular_for_0_and_1_in_french():
    msg = ("{what} {n} space {direction} of the centre", "{what} {n} spaces {direction} of the centre")
    with in_french():
        words = [ngettext(*msg, n).format(what="la mer", n=n, direction="au nord") for n in (0, 1, 2)]
    assert words == ["la mer à 0 case au nord du centre", "la mer à 1 case au nord du centre",
                     "la mer à 2 cases au nord du centre"]
    assert ngettext(*msg, 0).endswith("spaces {direction} of the centre")


def test_a_game_played_in_french_saves_the_same_state_as_in_english():
    def played(seed: int) -> dict:
        st = SurviveTheIslandState.new_game(options(3, **EVERYTHING), seed)
        rng = Rng(seed)
        for __ in range(400):
            if st.is_over():
                break
            seat = st.to_act()[0]
            act = rng.choice(st.legal_actions(seat))
            events = st.apply(seat, act)
            st.log_lines(events, NAMES)
            st.describe(seat, act, NAMES)
        return st.to_json()

    english = played(9)
    with in_french():
        assert played(9) == english


def test_the_rules_reference_and_the_options_read_in_french():
    with in_french():
        sections = INFO.load_rules_text()
        assert len(sections) == len(reference.RULES_REFERENCE)
        words = [w for heading, paragraphs in sections for w in [heading, *paragraphs]]
        words += [_(INFO.name), _(INFO.tagline)] + [_(o.label) for o in INFO.options] + [_(o.help) for o in INFO.options]
        words += [_(label) for o in INFO.options for __, label in o.choices]
        for text in words:
            assert not english_leftovers(text), text


def _island(folder, text: str, name: str) -> str:
    """An island file in `folder` with the board's tileset beside it (as test_islands lays one)."""
    maps = map_path().parent
    if not (folder / "survive_the_island").exists():
        shutil.copytree(maps / "survive_the_island", folder / "survive_the_island")
    path = folder / f"{name}.tmx"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_an_island_that_does_not_fit_the_rules_says_why_in_french(tmp_path):
    standard = map_path().read_text(encoding="utf-8")
    no_south_east = re.sub(r'\s*<object id="4" name="south-east" [^>]*/>', "", standard)
    no_south_east = re.sub(r'\s*<object id="\d+" name="south-east landing".*?</object>', "", no_south_east, flags=re.S)
    no_serpent = re.sub(r'\s*<object id="18" name="north-west" type="sea_serpent".*?</object>', "",
                        standard, flags=re.S)
    with in_french():
        problems = (island_problems(_island(tmp_path, no_south_east, "sans_sud_est"))
                    + island_problems(_island(tmp_path, no_serpent, "sans_serpent"))
                    + island_problems(_island(tmp_path, "<map", "abimee")))
    assert any("il manque une île de secours" in p for p in problems), problems
    assert any("cases de départ «\u00a0Serpent de mer\u00a0»" in p for p in problems), problems
    for problem in problems:
        assert problem.startswith("Île ") and not english_leftovers(problem), problem
