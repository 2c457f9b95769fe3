"""Which lines of a turn "since your last turn" folds into "and N earlier"
(issue 48): the oldest first, but a line that shows what was offered (cards
drawn into the centre, a card turned up in the shop, food drawn onto an
island) is never the line folded away first while another line of its turn
can fold instead, so the claims under it keep what they were taken from."""
from __future__ import annotations

import pytest

from game.table import recap as recap_mod
from game.table.recap import counted_lines, kept_lines, since_last_turn
from rules.isle_of_monsters.events import FoodDrawn
from rules.isle_of_night.events import CardsClaimed, CardsDrawn
from rules.king_of_monster_island.events import CardRevealed
from tests.recap.test_recap_whole import _turn_starts


def test_older_lines_fold_first_and_a_line_showing_what_was_offered_folds_last(monkeypatch):
    monkeypatch.setattr(recap_mod, "PER_PLAYER", 2)
    lines = ["turn", "draw", "claim", "swap"]
    assert kept_lines(lines, [False, True, False, False]) == [1, 3]     # "turn" then "claim" fold, the draw stays
    assert kept_lines(lines, [False, False, False, False]) == [2, 3]    # no draw: the newest two
    assert kept_lines(lines, [True, True, False, True]) == [1, 3]       # then the oldest draws go
    assert kept_lines(["a"], [True]) == [0]


def test_the_events_that_lay_out_a_choice_say_so():
    assert CardsDrawn.offers and CardRevealed.offers and FoodDrawn.offers
    assert not CardsClaimed.offers


@pytest.mark.parametrize("game_id", ("isle_of_night",))
def test_a_draw_that_shows_what_was_offered_is_never_the_line_folded_away_first(game_id, monkeypatch):
    monkeypatch.setattr(recap_mod, "PER_PLAYER", 2)
    checked = 0
    for seed in (3, 7):
        for session, seat in _turn_starts(game_id, 4, seed, moves=500):
            start = recap_mod._own_turn_end(session.history, seat)
            runs, prev = [], object()
            for key, text, offers in recap_mod._turn_lines(session, start, seat):
                if key != prev:
                    runs.append([])
                runs[-1].append((text, offers))
                prev = key
            recap = since_last_turn(session, seat)
            assert len(runs) == len(recap.groups)
            for run, group in zip(runs, recap.groups):
                texts = [t for t, _ in run]
                offering = {t for t, o in run if o}
                counted = counted_lines(texts)
                firsts = recap_mod._run_texts(texts)
                if not group.more or not offering:
                    continue
                offered = [line for line, t in zip(counted, firsts) if t in offering]
                if len(counted) - len(offered) >= group.more:
                    # enough other lines to fold: every offered line is still shown
                    assert sorted(line for line in group.lines if line in offered) == sorted(offered), group
                    checked += 1
    assert checked >= 3, "no folded turn held a draw"
