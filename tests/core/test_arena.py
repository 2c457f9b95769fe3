import json

import pytest

from rules import arena
from rules.core.agents import RandomAgent
from tests.core.toy_registry import toy_registered  # noqa: F401


def test_arena_rotates_seats_and_counts_shared_wins(toy_registered):
    res = arena.run("secret_bids", ["normal", "random"], games=20, seed=4)
    s = res["summary"]
    assert s["games"] == 20
    total = sum(seat["wins"] for seat in s["seats"])
    assert 0 < total <= 20            # ties are shared, so at most one win per game
    assert s["seats"][0]["win_rate"] > s["seats"][1]["win_rate"]
    # the speed is the actions played over the time the games took
    actions = sum(arena.play_one("secret_bids", ["normal", "random"], g, 4, {}).actions for g in range(20))
    assert res["extra"]["mean_actions"] * 20 == pytest.approx(actions)
    assert s["actions_per_second"] * s["mean_game_ms"] * 20 / 1000 == pytest.approx(actions, rel=0.02)


def test_arena_command_prints_one_json_line_of_the_agreed_shape(toy_registered, capsys):
    rc = arena.main(["--game", "secret_bids", "--seats", "easy,random", "--games", "4", "--seed", "1", "--json"])
    assert rc == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    data = json.loads(out[0])
    assert set(data) == {"game", "games", "seats", "actions_per_second", "mean_game_ms"}
    assert [s["level"] for s in data["seats"]] == ["easy", "random"]
    assert set(data["seats"][0]) == {"level", "wins", "win_rate", "mean_decision_ms", "max_decision_ms"}


def test_arena_command_prints_a_table(toy_registered, capsys):
    assert arena.main(["--game", "secret_bids", "--seats", "normal,easy", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "actions per second" in out


def test_the_same_seed_gives_the_same_results(toy_registered):
    a = arena.run("secret_bids", ["normal", "easy"], games=6, seed=9)["summary"]
    b = arena.run("secret_bids", ["normal", "easy"], games=6, seed=9)["summary"]
    assert [s["wins"] for s in a["seats"]] == [s["wins"] for s in b["seats"]]


def _all_random(level, seat, seed):
    return RandomAgent(seed)


def test_an_agent_factory_seats_its_own_players_and_leaves_the_games_alone(toy_registered):
    own = arena.run("secret_bids", ["normal", "random"], games=12, seed=4)["summary"]
    rand = arena.run("secret_bids", ["random", "random"], games=12, seed=4)["summary"]
    swapped = arena.run("secret_bids", ["normal", "random"], games=12, seed=4, make_agent=_all_random)["summary"]
    # every seat played at random: the results are the all-random table's, not the Normal one's
    assert [s["wins"] for s in swapped["seats"]] == [s["wins"] for s in rand["seats"]]
    assert [s["wins"] for s in swapped["seats"]] != [s["wins"] for s in own["seats"]]
    again = arena.run("secret_bids", ["normal", "random"], games=12, seed=4)["summary"]
    assert [s["wins"] for s in again["seats"]] == [s["wins"] for s in own["seats"]]
