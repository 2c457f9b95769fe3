"""What opening Statistics or Replays holds at its peak (tracemalloc: Python's
own allocations, not SDL's pixels), with a small history: about what the page
shows, not the limit a file is read up to. Reading a file with read(limit)
makes a buffer of the whole limit before it reads: the statistics file's
64 MB and the Replays index's 8 MB were held at every opening, with two
finished games as with two hundred (game/storage/save_limits.py, read_at_most)."""
from __future__ import annotations

import tracemalloc

import pytest

from game.storage import stats_file
from game.art.backdrop import menu_backdrop
from rules.core import registry

from .conftest import finished

MB = 1024 * 1024

#: Measured with two finished games, once what any first page makes is made:
#: Statistics peaks 0.05 MB over the title and Replays 0.03; reading their
#: files up to the limit, 64.0 and 8.0. 4 MB leaves room for a longer history
#: and for noise, and stays half the smaller of the two limits.
BOUND = 4 * MB


def made_by_any_first_page() -> None:
    """What the first page a process opens makes, whichever it is, and keeps
    for the process: the menu's backdrop (5.5 MB at its peak) and the tables'
    modules that Watch asks about (2.4 MB kept)."""
    menu_backdrop()
    for game_id in registry.GAME_IDS:
        assert registry.get(game_id).playable


@pytest.mark.parametrize("page", ["stats", "replays"])
def test_opening_a_history_page_holds_what_it_shows_not_a_files_limit(app, page):
    for seed in (1, 2):
        stats_file.game_over(finished(seed=seed))
    made_by_any_first_page()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        app.open(page)
        for _ in range(12):
            app.step(flip=False)
        peak = tracemalloc.get_traced_memory()[1] - before
    finally:
        tracemalloc.stop()
    assert peak < BOUND, f"opening {page} peaked {peak / MB:.1f} MB over the title"
