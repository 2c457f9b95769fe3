"""The frame benchmark of the Survive the Island table measures what it is
meant to: three computer players (seat 0 Hard) thinking and a tile sinking,
inside the frames it times, and says so."""
from __future__ import annotations

from game import bench
from game.tables.survive_the_island import SurviveTheIslandTable
from rules.core.pending import next_task


def test_the_bench_session_has_the_hard_seat_about_to_remove_a_tile():
    session = SurviveTheIslandTable.bench_session(1)
    st = session.state
    assert [s.is_ai for s in session.seats] == [True, True, True]
    assert [s.level for s in session.seats] == ["hard", "normal", "normal"]
    assert next_task(st.stack)[0] == "sink" and st.active == 0


def test_the_measured_frames_hold_a_sinking_tile_and_computer_players_thinking(profile_dir, capsys):
    result = bench.measure("survive_the_island", 200, cpu=True)
    assert result["frames_with"]["a tile sinking"] > 30
    assert result["thinking_frames"] > 0 and result["thinking_by_level"].get("hard", 0) > 0
    assert result["ai_wait_max_ms"] >= 0.0


def test_the_bench_gives_the_part_of_each_frame_spent_presenting(profile_dir):
    scaled = bench.measure("survive_the_island", 40, cpu=False, window=(1920, 1080))
    assert 0 < scaled["present_mean_ms"] <= scaled["mean_ms"]
    assert 0 < scaled["present_p99_ms"]
