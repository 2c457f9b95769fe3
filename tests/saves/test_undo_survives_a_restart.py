"""Undo survives a restart: after Continue (the autosave read back) or a Save
as… loaded again, Undo offers what it offered before the app closed, and
takes the game back to the same position. After Continue, King of Monster
Island's Undo once said "that move is too far back to undo" where the live
game offered it. For every game."""
from __future__ import annotations

import pytest

from game.storage import saves
from game.session import GameSession, UNDO_DEPTH
from game.table.undo import UndoControl
from rules.core.rng import Rng
from tests.table_driver import new_session

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


def play_until_undo_is_offered(session: GameSession, seed: int, person_moves: int = 3) -> None:
    """Random legal moves for every seat until the person (seat 0) has made a
    few moves and may take the last one back."""
    rng = Rng(seed)
    made = 0
    for _ in range(3000):
        st = session.state
        assert not st.is_over(), "the game ended before Undo was offered"
        seat = st.to_act()[0]
        session.apply(seat, rng.choice(st.legal_actions(seat)))
        made += seat == 0
        tb = session.take_back()
        if made >= person_moves and tb is not None \
                and tb.stands is None and session.state.to_act()[0] == 0:
            return
    pytest.fail("Undo was never offered")


class Offer(UndoControl):
    """The table's Undo offer and its words, for a session (no window)."""

    def __init__(self, session: GameSession) -> None:
        self.session, self.viewer = session, 0

    def needs_curtain(self, seat) -> bool:
        return False

    def words(self):
        tb, why = self.undo_offer()
        return why, (self.undo_words(tb) if why is None else None), len(tb.moves) if tb else 0


def resumed(path) -> GameSession:
    return GameSession.from_save(saves.load_save(path))


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("how", ["continue", "save as"])
def test_undo_offers_after_a_resume_what_it_offered_before(profile_dir, game_id, how):
    live = new_session(game_id, "ha", seed=4)
    play_until_undo_is_offered(live, seed=9)
    before = Offer(live).words()
    assert before[0] is None
    if how == "continue":
        live.flush()
        path = live.autosave_path
    else:
        path = live.save_as("before closing")
    again = resumed(path)
    assert Offer(again).words() == before
    # and it takes back to the same position, again and again as the live game does
    for _ in range(3):
        if Offer(live).words()[0] is not None:
            break
        assert Offer(again).words() == Offer(live).words()
        live.undo()
        again.undo()
        assert again.state.to_json() == live.state.to_json()
        assert again.actions == live.actions
    assert Offer(again).words() == Offer(live).words()


def test_a_resume_keeps_as_many_positions_as_the_live_game(profile_dir):
    live = new_session("survive_the_island", "aaa", seed=2)
    rng = Rng(3)
    for _ in range(UNDO_DEPTH + 20):
        seat = live.state.to_act()[0]
        live.apply(seat, rng.choice(live.state.legal_actions(seat)))
    live.flush()
    again = resumed(live.autosave_path)
    kept = [m.before is not None for m in again.history]
    assert kept == [m.before is not None for m in live.history]
    assert sum(kept) == UNDO_DEPTH
    assert all(a.before.to_json() == b.before.to_json()
               for a, b in zip(again.history, live.history) if b.before is not None)
