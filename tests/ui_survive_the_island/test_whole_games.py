"""Whole games of Survive the Island on the real table, every human move made
by clicking, from set-up to the results, for every Monster Pack combination:
the base game, each Monster Pack creature, Piranhas and Eggs added to it on
its own, the Monster Pack creatures alone (every base creature off) and
everything together; at 2 players with two colours each, 3 and 5 players,
hot-seat and mixed with computer players, all in the slow step: each combination
at a spread of table sizes and again at 2 players with two colours each or at 5
mixed. The default suite clicks the end of the game with everything together to
the results (its last moves, from where the Normal players would have got)."""
from __future__ import annotations

import pytest

from game.scenes.results import ResultsScene
from rules.survive_the_island import actions as A
from rules.survive_the_island import content
from rules.survive_the_island import events as E

from tests.table_driver import near_the_end

from .clicker import Clicker
from .conftest import ALL_CREATURES, MONSTER_PACK, curtain_up, make_session, open_table, pass_curtain

BASE_CREATURES = (content.SERPENT, content.SHARK, content.KAIJU)
#: combination -> the options it sets over the defaults (the base game)
COMBINATIONS = {
    "base": {},
    "kraken": {"creature_kraken": True},
    "pterodactyl": {"creature_pterodactyl": True},
    "whale": {"creature_whale": True},
    "piranhas": {"piranhas": True},
    "eggs": {"eggs": True},
    "monster_pack_creatures_alone": dict(ALL_CREATURES, **{f"creature_{t}": False for t in BASE_CREATURES}),
    "everything": MONSTER_PACK,
}
#: what a combination must show in its game: an event that only it can make
SIGN_OF = {
    "kraken": lambda ev: isinstance(ev, (E.CreatureMoved, E.CreaturePlaced)) and ev.kind == content.KRAKEN,
    "pterodactyl": lambda ev: isinstance(ev, (E.CreatureMoved, E.CreaturePlaced)) and ev.kind == content.PTERODACTYL,
    "whale": lambda ev: isinstance(ev, (E.CreatureMoved, E.CreaturePlaced)) and ev.kind == content.WHALE,
    "piranhas": lambda ev: isinstance(ev, E.PiranhasDealt),
    "eggs": lambda ev: isinstance(ev, E.TileSunk) and ev.back == content.EGG,
}
#: the slow suite's tables: letters are seats, h a person and a a computer player
#: (2 people with two colours each, and 5 mixed; the default suite's spread adds
#: 2 mixed, 3 mixed and 3 hot-seat; 3 mixed and 5 hot-seat at every combination
#: were left out to keep CI within its 20 minutes), each combination at one of them
TABLES = ("hh", "hahaa")
#: each combination once, table sizes and seats spread over them, in the slow step
#: (the eight were a tenth of the suite's time); the default suite clicks the last
#: MOVES_LEFT moves of IN_THE_DEFAULT_SUITE's game
QUICK = {"base": "hh", "kraken": "ha", "pterodactyl": "hah", "whale": "ah", "piranhas": "ha",
         "eggs": "aha", "monster_pack_creatures_alone": "hhh", "everything": "haa"}
IN_THE_DEFAULT_SUITE = "everything"
MOVES_LEFT = 40


def play_to_results(app, table, seed: int = 0, limit: int = 200000):
    clicker = Clicker(app, table, seed=seed)
    curtains = 0
    events = []
    animate = table.animate

    def seen(seat, action, evs):
        events.extend(evs)
        return animate(seat, action, evs)
    table.animate = seen
    for _ in range(limit):
        if isinstance(app.stack.top, ResultsScene):
            break
        if curtain_up(app) is not None:
            curtains += 1
            pass_curtain(app)
            continue
        if table.input_seat() is not None and not table.anims.busy:
            clicker.act()
            continue
        app.step(1 / 60, flip=False)
    results = app.stack.top
    assert isinstance(results, ResultsScene), "the game never reached the results"
    session = table.session
    assert session.is_over()
    assert results.scores == list(session.state.scores())
    assert results.breakdown == list(session.state.score_breakdown())
    return clicker, curtains, events


def play_combination(app, combination: str, seats: str, seed: int, moves_left: int | None = None):
    """The whole game by clicks; with `moves_left`, only its end (near_the_end)."""
    options = COMBINATIONS[combination]
    session = make_session(seats, seed=seed, options=options)
    wanted = {t for t in content.CREATURE_TYPES
              if options.get(f"creature_{t}", t in BASE_CREATURES)}
    assert set(session.state.cr_type) == wanted, "the creatures in play are the combination's"
    if seats in ("hh", "ha", "ah"):
        assert session.state.colours_of_seat == ((0, 2), (1, 3))        # two colours each
    if moves_left is not None:
        near_the_end(session, moves_left)
    table = open_table(app, session)
    clicker, curtains, events = play_to_results(app, table, seed=seed)
    people = seats.count("h")
    if "a" not in seats:
        assert curtains > 10, "every hand-over between people hid the screen"
    elif people > 1:
        assert curtains > 0, "a hand-over between people hid the screen"
    else:
        assert curtains == 0, "one person against computers needs no curtain"
    assert {A.MoveAdventurer} <= clicker.kinds
    if "a" not in seats:
        assert {A.PlaceAdventurer, A.PlaceRaft, A.SinkTile} <= clicker.kinds
    sign = SIGN_OF.get(combination)
    if sign is not None:
        assert any(sign(ev) for ev in events), f"nothing in the game showed {combination}"
    return clicker, curtains


@pytest.mark.slow
@pytest.mark.parametrize("combination", sorted(QUICK))
def test_every_monster_pack_combination_plays_a_whole_game_by_clicks(app, combination):
    play_combination(app, combination, QUICK[combination], seed=3)


def test_the_end_of_a_game_with_everything_is_clicked_to_the_results(app):
    """The default suite's game to the results: the last moves of the game with
    every Monster Pack creature, Piranhas and Eggs, one person against two computer
    players, by clicks (the person moves adventurers), with no curtain."""
    play_combination(app, IN_THE_DEFAULT_SUITE, QUICK[IN_THE_DEFAULT_SUITE], seed=3, moves_left=MOVES_LEFT)


#: the slow suite plays each combination once more, at the other end of the table
#: sizes: the TABLES taken in turn (every combination at both was 16 games, a
#: quarter of CI's slow step)
SLOW = {combination: TABLES[(k + 1) % len(TABLES)] for k, combination in enumerate(sorted(COMBINATIONS))}


def test_the_slow_games_play_every_combination_at_both_slow_table_sizes_and_none_as_the_quick_one():
    assert set(SLOW) == set(COMBINATIONS) and set(SLOW.values()) == set(TABLES)
    assert all(SLOW[c] != QUICK[c] for c in COMBINATIONS)


@pytest.mark.slow
@pytest.mark.parametrize("combination", sorted(COMBINATIONS))
def test_every_monster_pack_combination_once_more_at_a_slow_table_size_by_clicks(app, combination):
    seats = SLOW[combination]
    play_combination(app, combination, seats, seed=len(seats) * 10 + seats.count("h"))

