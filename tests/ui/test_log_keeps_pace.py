"""The log does not run ahead of the table: while a move's animations play,
the log has only the lines of the events already shown (a roll's faces once
the dice land), each line appears when its event's animation has played, at
once with reduce motion, and at once when Space skips. On every table."""
from __future__ import annotations

import pygame
import pytest

from game.table.log import GameLog
from rules.core import registry
from rules.core.rng import Rng
from rules.king_of_monster_island.actions import RerollDice
from tests.table_driver import new_session, open_table, running_app, settle

GAMES = [info.id for info in registry.available()]
#: the frames in which the tests wait for the table (an opening, the computers'
#: moves) to come to rest: a tenth of a second, the same rest in a sixth of the
#: frames; what they watch is stepped at 1/60 s
WAIT = 0.1


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        a.settings.animation_speed = "normal"
        yield a


def _table(app, game_id, seed=3):
    info = registry.get(game_id)
    kinds = "h" + "a" * (max(2, info.min_players) - 1)
    table = open_table(app, new_session(game_id, kinds, seed, autosave=False, default_level="easy"))
    settle(app, table, dt=WAIT)
    return table


def _whole_log(table):
    return GameLog(table.session).lines(table.viewer)


def _play_until_animated(app, table, rng, tries=60):
    """Plays random moves until one is animated for a while (its lines wait)."""
    for _ in range(tries):
        settle(app, table, dt=WAIT)
        seat = table.input_seat()
        if seat is None:
            return False
        table.play(rng.choice(table.view.legal_actions(seat)))
        if table.anims.busy and table.log.holding:
            return True
    return False


@pytest.mark.parametrize("game_id", GAMES)
def test_while_a_move_is_animated_the_log_has_only_what_the_table_has_shown(app, game_id):
    table = _table(app, game_id)
    assert _play_until_animated(app, table, Rng(4)), "no move was animated"
    whole = _whole_log(table)
    moves = len(table.session.history)
    seen = []
    while table.anims.busy and len(table.session.history) == moves:
        lines = list(table.log.lines(table.viewer))
        assert lines == whole[:len(lines)]            # never a line the table has not shown yet
        seen.append(len(lines))
        table.update(1 / 60)                          # the table's frame
    assert seen[0] < len(whole)                       # the move's lines waited
    table.draw(app.screen)
    assert table.log.lines(table.viewer)[:len(whole)] == whole     # and all came once its animations ended
    assert seen == sorted(seen)                       # one after another, never taken back


def test_king_of_monster_islands_roll_is_written_when_the_dice_land_not_while_they_tumble(app):
    table = _table(app, "king_of_monster_island")
    seat = table.input_seat()
    reroll = next(a for a in table.view.legal_actions(seat) if isinstance(a, RerollDice))
    before = len(table.log.lines(table.viewer))
    assert table.play(reroll)
    assert table.anims.busy
    app.step(1 / 60, flip=False)
    assert not [text for _s, text in table.log.lines(table.viewer)[before:] if "rolls" in text]
    settle(app, table)
    table.draw(app.screen)
    assert [text for _s, text in table.log.lines(table.viewer)[before:] if "rolls" in text]


def test_with_reduce_motion_the_lines_come_at_once(app):
    app.settings.reduce_motion = True
    app.settings.animation_speed = "instant"
    table = _table(app, "isle_of_night")
    seat = table.input_seat()
    table.play(table.view.legal_actions(seat)[0])
    app.step(1 / 60, flip=False)
    assert table.log.lines(table.viewer) == _whole_log(table)


@pytest.mark.parametrize("game_id", GAMES)
def test_space_skips_the_animation_and_writes_every_line(app, game_id):
    table = _table(app, game_id)
    assert _play_until_animated(app, table, Rng(5)), "no move was animated"
    assert table.log.lines(table.viewer) != _whole_log(table)
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    assert not table.anims.busy
    assert table.log.lines(table.viewer) == _whole_log(table)


def test_what_happened_at_set_up_is_written_as_the_table_plays_it(app):
    """King of Monster Island's first Boss Phase (its opening_events), played
    by the kit's animate_opening as its table does."""
    table = _table(app, "king_of_monster_island")
    assert not table.session.history                    # the first Monster is a person: no move yet
    whole = _whole_log(table)
    st = table.session.state
    assert table.animate_opening(type(st).set_up(table.session.options, table.session.seed).view(table.viewer),
                                 table.view)
    assert table.anims.busy
    first = list(table.log.lines(table.viewer))
    assert len(first) < len(whole) and first == whole[:len(first)]
    while table.anims.busy:
        table.update(1 / 60)
        lines = table.log.lines(table.viewer)
        assert lines == whole[:len(lines)]
    table.draw(app.screen)
    assert table.log.lines(table.viewer) == whole
