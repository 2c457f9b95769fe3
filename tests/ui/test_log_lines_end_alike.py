"""Every table's log reads alike: a line is a note of what happened, with no
full stop at its end ("Marina's adventurer swims", as Isle of Night's "Marina
claims 2 Owls"), in English and in French. A line of two sentences keeps the
stop between them; a line may still end with "!" or "…"."""
from __future__ import annotations

import pytest

from game.table.log import GameLog
from rules.core import registry
from tests.french import in_french
from tests.ui.random_games import VARIANTS, play, player_counts


def _sessions(game_id: str) -> list:
    """A random game at the fewest and at the most players, and one in each
    of the game's variants."""
    info = registry.get(game_id)
    counts = player_counts(info)
    sessions = [play(game_id, players, 0).session for players in sorted({counts[0], counts[-1]})]
    return sessions + [play(game_id, max(3, info.min_players), 0, options=options).session
                       for options in VARIANTS.get(game_id, ())]


def _log_lines(sessions) -> list[str]:
    """Every line of the sessions' logs, as each seat and a spectator read it
    (in the language in use)."""
    return [text for session in sessions for viewer in [None, *range(session.state.num_players)]
            for _seat, text in GameLog(session).lines(viewer)]


@pytest.mark.parametrize("game_id", [info.id for info in registry.available()])
def test_no_log_line_of_any_table_ends_with_a_full_stop_in_english_or_french(game_id):
    sessions = _sessions(game_id)
    english = _log_lines(sessions)
    with in_french():
        french = _log_lines(sessions)
    assert english and french
    stopped = sorted({line for line in english + french if line.rstrip().endswith(".")
                      and not line.rstrip().endswith("...")})
    assert not stopped, f"{len(stopped)} log lines end with a full stop:\n" + "\n".join(stopped[:20])
