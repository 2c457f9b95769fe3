"""The frame benchmark of the Survive the Island table measures what it is
meant to: three computer players (seat 0 Hard) thinking and a tile sinking,
inside the frames it times, and says so."""
from __future__ import annotations

import time

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


def test_paced_frames_take_their_sixtieth_of_a_second_each(profile_dir):
    # the computers think in wall time: a paced run gives them the time play would
    started = time.perf_counter()
    paced = bench.measure("title", 30, warmup=6, cpu=True)
    took = time.perf_counter() - started
    assert paced["paced"] is True
    assert took >= (30 + 6) / bench.PACE * 0.99
    flat = bench.measure("title", 30, warmup=6, cpu=True, paced=False)
    assert flat["paced"] is False


class _Seat:
    level = "normal"


class _Session:
    seats = [_Seat()]

    def apply(self, action):
        return [action]


class _Table:
    """A table whose computer lands a move in the frames it is told to."""

    def __init__(self) -> None:
        self.session = _Session()
        self.ai_thinking = False
        self.land_now = False

    def ai_to_act(self):
        return 0

    def drive_ai(self, dt):
        if self.land_now:
            self.after_move(self.session.seats[0], "move", self.session.apply("move"))

    def after_move(self, seat, action, events):
        pass


def test_the_bench_counts_the_computer_moves_that_land_in_measured_frames():
    table = _Table()
    watch = bench.TableWatch(table, time.thread_time)
    for frame, lands in enumerate([True, False, True, True, False]):
        table.land_now = lands
        table.drive_ai(1 / 60)
        if frame == 0:
            watch.reset_frame()         # a warm-up frame: not counted
        else:
            watch.frame_done()
    assert watch.summary()["moves_landed"] == 2
    assert watch.summary()["thinking_frames"] == 2
