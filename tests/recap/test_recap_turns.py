""""Since your last turn" gives each line to the turn it happened in (not to
the seat whose move caused it), gives King of Monster Island's Boss Phase its
own heading, says "Before your first turn" on a first turn, and never drops a
line: all of it is laid out, the panel opens on the newest lines and scrolls
to every other one."""
from __future__ import annotations

import pygame
import pytest

from game.table.recap import Recap, RecapGroup, RecapPanel, since_last_turn, turn_lines
from rules.core import registry
from rules.core.rng import Rng
from rules.isle_of_monsters.events import FoodDrawn, RoundStarted
from rules.king_of_monster_island.events import DiceRolled, TurnBegan, VolcanoDrop
from rules.survive_the_island.events import EggHatched, TurnBegins
from tests.ui.random_games import new_session, play

AREA = pygame.Rect(0, 0, 1000, 640)


def _play_and_watch(game_id, players, seed, watch, moves=4000, options=None):
    """Plays seeded random moves; after each, watch(session, move) may return
    something to stop with."""
    session = new_session(game_id, players, seed, options)
    rng = Rng(seed)
    for _ in range(moves):
        st = session.state
        if st.is_over():
            return None
        seat = st.to_act()[0]
        session.apply(seat, rng.choice(st.legal_actions(seat)))
        got = watch(session, session.history[-1])
        if got:
            return got
    return None


@pytest.mark.parametrize("game_id", [info.id for info in registry.available()])
def test_the_line_that_begins_a_turn_is_always_under_that_turns_player(game_id):
    info = registry.get(game_id)
    players = max(3, info.min_players)
    game = play(game_id, players, 1)
    session = game.session
    names = session.names
    checked = 0
    for reader, at in game.turns[::3]:
        hist = session.history
        session.history = hist[:at]          # the recap as it stood when `reader` came to act
        try:
            lines = turn_lines(session, _start(session, reader), reader)
            for move in session.history[_start(session, reader):]:
                if move.seat == reader:
                    continue
                for ev in move.events:
                    begins = ev.log_turn()
                    if begins is not None and begins.seat is not None:
                        text = ev.text(names)
                        for key, line in lines:
                            if line == text:
                                assert key == begins.seat, (game_id, text, key)
                                checked += 1
        finally:
            session.history = hist
    assert checked


def _start(session, seat):
    hist = session.history
    for i in range(len(hist) - 1, -1, -1):
        if hist[i].seat == seat:
            return i + 1
    return 0


def _lines_of_last_move(session, reader):
    return turn_lines(session, len(session.history) - 1, reader)


def test_isle_of_monsters_bag_draws_and_the_round_belong_to_the_player_who_starts_it():
    def watch(session, move):
        starts = [ev for ev in move.events if isinstance(ev, RoundStarted)]
        if starts and any(isinstance(ev, FoodDrawn) for ev in move.events) and starts[0].bag_holder != move.seat:
            return session, starts[0]
    found = _play_and_watch("isle_of_monsters", 3, 1, watch)
    assert found, "no round began in another player's move"
    session, start = found
    holder = start.bag_holder
    lines = _lines_of_last_move(session, holder)
    names = session.names
    round_line = [key for key, text in lines if text == start.text(names)]
    drawn = [key for key, text in lines if "from the bag" in text or "is drawn" in text]
    assert round_line == [holder] and drawn and set(drawn) == {holder}
    got = since_last_turn(session, holder)
    mine = next(g for g in got.groups if g.seat == holder)
    assert mine.name.endswith("(you)")


def test_survive_the_islands_egg_hatching_at_the_start_of_a_turn_is_that_players():
    def watch(session, move):
        begins = [ev for ev in move.events if isinstance(ev, TurnBegins)]
        if begins and begins[-1].seat != move.seat and any(isinstance(ev, EggHatched) for ev in move.events):
            return session, begins[-1].seat
    found = None
    for seed in range(30):
        found = _play_and_watch("survive_the_island", 3, seed, watch, options={"eggs": True})
        if found:
            break
    assert found, "no egg hatched in 30 random games"
    session, active = found
    lines = _lines_of_last_move(session, active)
    hatched = [key for key, text in lines if "egg hatches" in text]
    assert hatched and set(hatched) == {active}


def test_king_of_monster_islands_boss_phase_has_its_own_heading_and_the_monsters_turn_is_its_own():
    def watch(session, move):
        if any(isinstance(ev, TurnBegan) and ev.seat != move.seat for ev in move.events):
            return session, next(ev.seat for ev in move.events if isinstance(ev, TurnBegan))
    session, active = _play_and_watch("king_of_monster_island", 3, 2, watch)
    move = session.history[-1]
    other = next(s for s in range(3) if s not in (active, move.seat))
    names = session.names
    lines = _lines_of_last_move(session, other)
    for ev in move.events:
        text = ev.text(names)
        keys = {key for key, line in lines if line == text}
        if isinstance(ev, VolcanoDrop):
            assert keys == {"The Boss Phase"}
        if isinstance(ev, (TurnBegan, DiceRolled)):
            assert keys == {active}
    got = since_last_turn(session, other)
    boss = [g for g in got.groups if g.name == "The Boss Phase"]
    assert len(boss) == 1 and boss[0].seat is None


def test_a_players_first_turn_is_not_called_since_your_last_turn():
    game = play("king_of_monster_island", 3, 2)
    session = game.session
    hist = session.history
    first_of_third = next(at for seat, at in game.turns if seat == 2)
    session.history = hist[:first_of_third]
    try:
        got = since_last_turn(session, 2)
        assert got.first and got.title == "Before your first turn"
        assert not got.empty
    finally:
        session.history = hist
    later = next(at for seat, at in game.turns if seat == 2 and at > first_of_third + 20)
    session.history = hist[:later]
    try:
        got = since_last_turn(session, 2)
        assert not got.first and got.title == "Since your last turn"
    finally:
        session.history = hist


# -- nothing dropped ---------------------------------------------------------------------------

def _long_recap(groups=6, lines=3, more=4):
    gs = tuple(RecapGroup(i % 5, f"Player {i}", tuple(f"Player {i} did thing {j} of a long turn" for j in range(lines)),
                          more) for i in range(groups))
    return Recap(0, gs, 20, None)


def test_a_recap_taller_than_the_board_opens_on_its_newest_lines_and_scrolls_to_every_other(app):
    panel = RecapPanel(_long_recap(), [0, 1, 2, 3, 4], AREA)
    rows = panel.rows()
    panel.draw(app.screen)
    assert panel.rect.height <= AREA.height
    assert panel.scrollable
    assert len(rows) - 1 in panel.shown_rows()               # the newest line is in view
    seen = set(panel.shown_rows())
    assert not panel.dismisses(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert 0 in panel.shown_rows()
    for _ in range(len(rows)):
        seen |= set(panel.shown_rows())
        assert not panel.dismisses(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        panel.draw(app.screen)
    assert seen == set(range(len(rows)))                     # every row can be read
    assert panel.dismisses(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"))


def test_a_recap_that_fits_does_not_scroll_and_the_arrow_keys_put_it_away(app):
    panel = RecapPanel(_long_recap(groups=1, lines=2, more=0), [0], AREA)
    panel.draw(app.screen)
    assert not panel.scrollable and panel.shown_rows() == list(range(len(panel.rows())))
    assert panel.dismisses(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))


def test_isle_of_night_at_five_players_shows_the_newest_line_of_the_recap(app):
    game = play("isle_of_night", 5, 3)
    session = game.session
    hist = session.history
    checked = 0
    for reader, at in game.turns[40:160:7]:
        session.history = hist[:at]
        try:
            got = since_last_turn(session, reader)
        finally:
            session.history = hist
        if got.empty:
            continue
        panel = RecapPanel(got, [0, 1, 2, 3, 4], pygame.Rect(0, 70, 900, 640))
        panel.draw(app.screen)
        assert len(panel.rows()) - 1 in panel.shown_rows()
        checked += 1
    assert checked
