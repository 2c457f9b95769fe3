"""Figures for memory and the player's history (not a test; run by hand):

    python3 -m tests.saves.bench_history_memory [GAMES]      # default 200

Builds a throw-away profile holding GAMES finished games (half of them Isle of
Night, the rest the other three in turn, played by random legal moves) in the
history and the statistics, each with its finished autosave (GAMES saves), then
runs the smoke run (`main.py --smoke`) in a copy of that profile and in an empty
one, each in a process of its own, and reports each run's peak resident memory
(the smoke run's own figure) side by side. Also reports, in one process each,
what opening Load, Replays and Statistics holds at its peak (tracemalloc) with
2 and with GAMES finished games: the figures are the same when memory does not
grow with the history.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
XDG = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")


def _profile_env(root: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    env.update({var: str(root / var.lower()) for var in XDG})
    return env


MAKE = """
import sys
from rules.core import registry
from rules.core.rng import Rng
from game.session import GameSession, SeatConfig
from game.storage.stats_file import game_over, note_started
ids = ["isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night"]
for i in range(int(sys.argv[1])):
    info = registry.get("isle_of_night" if i % 2 == 0 else ids[(i // 2) % 4])
    players = max(info.min_players, min(3, info.max_players))
    seats = [SeatConfig(f"P{k}", "human" if k == 0 else "ai", "normal", k) for k in range(players)]
    s = GameSession.new(info, info.default_options(players), seats, seed=1000 + i)
    rng = Rng(1000 + i)
    while not s.is_over():
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush()
    note_started(s)
    game_over(s)
"""

SMOKE = """
import multiprocessing, sys
import game.tools.headless
game.tools.headless.isolate_profile = lambda: None      # the profile this process was given
import main
if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main.main(["--smoke"]))
"""

SCENES = """
import tracemalloc
from game.app import App
from game.storage.settings import Settings
app = App(settings=Settings(), strict=True)
app.go_to_title(); app.step()
tracemalloc.start()
out = []
for name in ("load", "replays", "stats"):
    app.go_to_title(); app.step()
    tracemalloc.reset_peak()
    app.open(name)
    for _ in range(12):
        app.step()
    out.append(f"{name} {tracemalloc.get_traced_memory()[1] / 2**20:.1f} MB")
print(", ".join(out))
"""


def make_profile(root: Path, games: int) -> None:
    subprocess.run([sys.executable, "-c", MAKE, str(games)], cwd=ROOT, env=_profile_env(root), check=True,
                   stdout=subprocess.DEVNULL)


def copy_of(profile: Path) -> Path:
    root = Path(tempfile.mkdtemp(prefix="monster-isles-bench-"))
    shutil.copytree(profile, root, dirs_exist_ok=True)
    return root


def smoke_peak(profile: Path) -> str:
    root = copy_of(profile)
    script = root / "smoke_here.py"
    script.write_text(SMOKE)
    out = subprocess.run([sys.executable, str(script)], cwd=ROOT, env=_profile_env(root), capture_output=True,
                         text=True)
    shutil.rmtree(root, ignore_errors=True)
    last = (out.stdout.strip().splitlines() or ["(no output)"])[-1]
    found = re.search(r"peak memory (\d+) MB", last)
    return f"{found.group(1)} MB" if found and out.returncode == 0 else f"failed: {last} {out.stderr[-300:]}"


def scenes_peak(profile: Path) -> str:
    root = copy_of(profile)
    out = subprocess.run([sys.executable, "-c", SCENES], cwd=ROOT, env=_profile_env(root), capture_output=True,
                         text=True)
    shutil.rmtree(root, ignore_errors=True)
    return (out.stdout.strip().splitlines() or [out.stderr[-300:]])[-1]


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 200
    work = Path(tempfile.mkdtemp(prefix="monster-isles-bench-history-"))
    empty, few, full = work / "empty", work / "few", work / "full"
    empty.mkdir()
    make_profile(few, 2)
    make_profile(full, games)
    print(f"smoke run peak, empty profile:                         {smoke_peak(empty)}")
    print(f"smoke run peak, {games} saves and {games} finished games:      {smoke_peak(full)}")
    print(f"Load, Replays, Statistics at their peak, 2 games:      {scenes_peak(few)}")
    print(f"Load, Replays, Statistics at their peak, {games} games:    {scenes_peak(full)}")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
