"""Lifetime statistics: the figures from a known history, each game counted
once, games started counted once, the file kept atomically, a damaged file
set aside with a message and the figures rebuilt from the history."""
from __future__ import annotations

import json

import pytest

from game.storage import saves, stats_file
from game.history import store as history
from game.scenes.stats_scene import StatsScene
from game.storage.stats import GameSummary, SeatSummary, figures
from tests.table_driver import open_table

from .conftest import finished


def game(n, seats, scores, winners, moves=50, coop=False, gid="isle_of_monsters"):
    return GameSummary(f"{gid}-{n:04x}-k", gid, f"{n:04x}", f"2026-11-{n + 1:02d}T10:00:00+00:00",
                       tuple(SeatSummary(*s) for s in seats), tuple(scores), tuple(winners), moves, coop)


ANA, BEN = ("Ana", "human", "normal"), ("Ben", "human", "normal")
EASY, NORMAL, HARD = ("Marina", "ai", "easy"), ("Rocco", "ai", "normal"), ("Isla", "ai", "hard")
KNOWN = [
    game(1, [ANA, EASY], [30, 20], [0], moves=40),                 # Ana beats Easy
    game(2, [ANA, NORMAL], [25, 31], [1], moves=90),               # Normal beats Ana
    game(3, [ANA, BEN, HARD], [12, 40, 40], [1, 2], moves=70),     # Ben and Hard share the win
    game(4, [BEN, EASY, NORMAL], [18, 22, 9], [1]),                # Easy beats Ben and Normal
    game(5, [ANA, HARD], [10, 10], [0, 1], gid="isle_of_night"),   # another game: not counted here
    game(6, [ANA, NORMAL], [5, 5], [0, 1], coop=True, moves=20),   # a co-op team win
]


def test_figures_of_a_known_history():
    f = figures("isle_of_monsters", KNOWN, started=7)
    assert (f.started, f.finished) == (7, 5)
    assert (f.by_kind["human"].won, f.by_kind["human"].played) == (3, 6)     # Ana 1+co-op 1, Ben 1
    assert (f.by_kind["ai"].won, f.by_kind["ai"].played) == (4, 6)
    assert {lv: (t.won, t.played) for lv, t in f.by_level.items()} == {"easy": (1, 2), "normal": (2, 3),
                                                                        "hard": (1, 1)}
    ana, ben = f.people
    assert (ana.name, ana.games.played, ana.games.won) == ("Ana", 4, 2)
    # co-op games count for no level: Ana's 4th game was with Normal as a team-mate
    assert {lv: (t.won, t.played) for lv, t in ana.against.items()} == {"easy": (1, 1), "normal": (0, 1),
                                                                         "hard": (0, 1)}
    assert (ana.team.won, ana.team.played) == (1, 1)
    assert ana.best == 30 and ana.average == pytest.approx((30 + 25 + 12 + 5) / 4)
    assert {lv: (t.won, t.played) for lv, t in ben.against.items()} == {"easy": (0, 1), "normal": (0, 1),
                                                                         "hard": (1, 1)}
    assert ben.against["hard"].rate == 1.0 and ben.against["easy"].rate == 0.0
    assert (f.best.score, f.best.name) == (40, "Ben")           # the first to reach the best score
    assert f.average == pytest.approx((30 + 20 + 25 + 31 + 12 + 40 + 40 + 18 + 22 + 9 + 5 + 5) / 12)
    assert (f.longest.moves, f.longest.players) == (90, ("Ana", "Rocco"))
    assert (f.team.won, f.team.played) == (1, 1)


def test_a_game_never_finished_has_no_figures_but_its_start():
    f = figures("survive_the_island", KNOWN, started=2)
    assert (f.started, f.finished, f.best, f.average, f.longest, f.people) == (2, 0, None, None, None, [])


def test_a_summary_round_trips_and_a_malformed_one_is_refused():
    for g in KNOWN:
        assert GameSummary.from_json(json.loads(json.dumps(g.to_json()))) == g
    bad = KNOWN[0].to_json()
    for change in ({"winners": [5]}, {"scores": [1]}, {"seats": []}, {"moves": -1}, {"save_id": "../x"},
                   {"extra": 1}):
        with pytest.raises(ValueError):
            GameSummary.from_json({**bad, **change})


def test_a_finished_game_is_counted_once_also_when_its_results_open_again(app):
    session = finished("isle_of_night", "haa", 3)
    for _ in range(3):
        assert stats_file.game_over(session) is None
    stats, message = stats_file.load()
    assert message is None and len(stats.games) == 1
    g = stats.games[0]
    assert g.scores == tuple(float(s) for s in session.state.scores())
    assert g.winners == tuple(session.state.winners()) and g.moves == len(session.actions)
    assert [s.kind for s in g.seats] == ["human", "ai", "ai"]


def test_a_new_game_at_the_table_is_counted_as_started_once(app):
    from tests.table_driver import new_session
    session = new_session("isle_of_night", "ha", 1)
    open_table(app, session)
    open_table(app, session)
    stats, _ = stats_file.load()
    assert stats.started_count("isle_of_night") == 1


def test_the_file_is_written_whole_through_a_temporary_file(profile_dir, monkeypatch):
    stats_file.game_over(finished(seed=2))
    before = stats_file.stats_path().read_bytes()
    later = finished(seed=3)        # played (and autosaved) before the disk fills

    def crash(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("game.storage.atomic_file._replace", crash)
    problem = stats_file.game_over(later)
    assert problem and "could not" in problem
    assert stats_file.stats_path().read_bytes() == before
    assert [p.name for p in stats_file.stats_path().parent.iterdir() if p.suffix == ".tmp"] == []


@pytest.mark.parametrize("damage", [b"", b"{not json", json.dumps({"format": "monster-isles-statistics",
                                                                   "version": 1, "games": [{"key": 1}],
                                                                   "started": {}}).encode(),
                                    json.dumps({"format": "someone-else"}).encode()])
def test_a_damaged_file_is_set_aside_with_a_message_and_rebuilt_from_the_history(profile_dir, damage):
    sessions = [finished(seed=s) for s in (1, 2)]
    for s in sessions:
        stats_file.game_over(s)
    stats_file.stats_path().write_bytes(damage)
    stats, message = stats_file.load()
    assert message and "could not be read" in message and "set aside" in message
    assert "rebuilt from the 2 games in the history" in message
    aside = list((stats_file.stats_path().parent / saves.UNREADABLE).glob("statistics*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == damage
    assert sorted(g.key for g in stats.games) == sorted(p.stem for p in history.history_dir().glob("*.json"))
    assert stats.started_count("isle_of_night") == 2
    again, message = stats_file.load()          # the rebuilt file was written back
    assert message is None and len(again.games) == 2


def test_the_statistics_outlive_the_history_cap(profile_dir):
    for seed in range(4):
        s = finished(seed=seed)
        kept = history.keep_finished(s, cap=2)
        stats_file.note_finished(s, kept)
    assert len(list(history.history_dir().glob("*.json"))) == 2
    stats, _ = stats_file.load()
    assert len(stats.games) == 4


def test_the_statistics_scene_shows_the_figures_and_the_message(app):
    stats_file.game_over(finished(seed=1))
    stats_file.stats_path().write_text("garbage", encoding="utf-8")
    scene = app.open("stats")
    app.step(flip=False)
    assert isinstance(scene, StatsScene) and scene.game_id == "isle_of_night"
    assert scene.figures.finished == 1 and "set aside" in scene.message
    scene.show_game("survive_the_island")
    app.step(flip=False)
    assert scene.figures.finished == 0
    app.stack.pop()
    again = app.open("stats")       # the file set aside is still named, once the message has been read
    assert again.message is None and again.aside
