import json

from rules import arena
from tests.core.toy_registry import toy_registered  # noqa: F401


def test_arena_rotates_seats_and_counts_shared_wins(toy_registered):
    res = arena.run("secret_bids", ["normal", "random"], games=20, seed=4)
    s = res["summary"]
    assert s["games"] == 20
    total = sum(seat["wins"] for seat in s["seats"])
    assert 0 < total <= 20            # ties are shared, so at most one win per game
    assert s["seats"][0]["win_rate"] > s["seats"][1]["win_rate"]
    assert s["actions_per_second"] > 0 and s["mean_game_ms"] > 0


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
