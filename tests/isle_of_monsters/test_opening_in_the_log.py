"""Isle of Monsters' opening is in the log before the first move (issue 48):
the creature dealt face up on each outer island, the food drawn to every
island, and round 1 begun, exactly as the set-up left the table."""
from __future__ import annotations

import pytest

from game.table.log import GameLog
from rules.isle_of_monsters.events import CreatureDealt, FoodDrawn, RoundStarted
from rules.isle_of_monsters.state import IsleOfMonstersState
from tests.ui.random_games import new_session


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_opening_deals_the_creatures_and_draws_the_food_before_the_first_move(players):
    options = {"players": players}
    st = IsleOfMonstersState.new_game(options, 4)
    events = IsleOfMonstersState.opening_events(options, 4)
    dealt = {ev.island: ev.card for ev in events if isinstance(ev, CreatureDealt)}
    assert dealt == {i: st.top_card(i) for i in range(len(st.piles))}
    drawn = [ev for ev in events if isinstance(ev, FoodDrawn)]
    on_islands = sum(map(sum, st.island_food)) + sum(st.centre)
    assert len(drawn) == on_islands > 0
    assert isinstance(events[-1], RoundStarted) and events[-1].round == 1
    # the same game as before: the opening's telling draws nothing of its own
    assert IsleOfMonstersState.new_game(options, 4) == st


def test_the_log_opens_with_the_set_up_before_anyone_moved():
    session = new_session("isle_of_monsters", 3, 2)
    lines = [text for _, text in GameLog(session).lines(0)]
    assert session.history == []
    assert any("New creatures:" in line for line in lines)      # the piles' top creatures, dealt
    assert any("Drawn from the bag:" in line for line in lines)  # the food placed
    assert lines[-1].startswith("Round 1")
