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


def test_paired_deals_play_each_deal_with_both_seat_lists_on_the_same_seed(toy_registered):
    rows = arena.paired_run("secret_bids", ["normal", "random"], ["random", "random"], games=10, seed=3)
    assert [r["index"] for r in rows] == list(range(10))
    for r in rows:
        a = arena.play_one("secret_bids", ["normal", "random"], r["index"], 3, {})
        b = arena.play_one("secret_bids", ["random", "random"], r["index"], 3, {})
        assert r["seed"] == a.seed == b.seed
        assert (r["a"], r["b"]) == (a.wins[0], b.wins[0])


def test_paired_summary_gives_the_mean_difference_and_its_interval():
    rows = [{"a": a, "b": b} for a, b in [(1, 0), (1, 1), (0, 0), (1, 0), (0, 1), (1, 0)]]
    s = arena.paired_summary(rows)
    assert s["deals"] == 6 and s["a"] == pytest.approx(4 / 6) and s["b"] == pytest.approx(2 / 6)
    assert s["diff"] == pytest.approx(2 / 6)
    lo, hi = s["interval"]
    assert lo < s["diff"] < hi and hi - lo == pytest.approx(2 * 1.96 * (0.6667 / 6) ** 0.5, rel=0.01)
    assert (s["a_only"], s["b_only"]) == (3, 1)


def test_a_paired_run_goes_on_from_its_file_and_skips_a_cut_line(toy_registered, tmp_path):
    out = tmp_path / "deals.jsonl"
    first = arena.paired_run("secret_bids", ["normal", "random"], ["random", "random"], 4, 3, out=str(out))
    with open(out, "a", encoding="utf-8") as fh:
        fh.write('{"index": 9, "a"')          # a run stopped mid-line
    again = arena.paired_run("secret_bids", ["normal", "random"], ["random", "random"], 6, 3, out=str(out))
    assert again[:4] == first and [r["index"] for r in again] == list(range(6))
    assert len(arena.read_deals(str(out))) == 6


def test_the_report_command_prints_each_file_and_the_pool(toy_registered, tmp_path, capsys):
    for name in ("a", "b"):
        arena.paired_run("secret_bids", ["normal", "random"], ["random", "random"], 3, 1,
                         out=str(tmp_path / f"{name}.jsonl"))
    assert arena.main(["--report", str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")]) == 0
    out = capsys.readouterr().out
    assert "a.jsonl: 3 paired deals" in out and "pooled: 6 paired deals" in out and "95% interval" in out
