"""The first Boss Phase is played at the table: a new game opens on the whole
drop (every Boss die at once), the Boss's move and its Minions, through the
choreographer like every later Boss Phase (the rules' opening events, as they
are), before the first Monster may act; Space skips it; a game resumed from a
save opens as it stands, without playing it again, even before its first move."""
from __future__ import annotations

import pygame
import pytest

from game.storage import saves
from game.session import GameSession
from game.tables.king_of_monster_island.choreo import KomiChoreographer
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.state import KingOfMonsterIslandState as State

from tests.table_driver import quit_and_continue

from .clicks import click_action, make_session, open_table, settle
from .test_island_motion import _app, frames_until


@pytest.fixture
def app(profile_dir):
    a = _app()
    yield a
    a.flush_sessions()


def test_a_new_game_opens_on_its_first_boss_phase_with_every_die_dropping_at_once(app, monkeypatch):
    played = []
    real = KomiChoreographer.play

    def spy(self, events, before, after):
        played.append(list(events))
        return real(self, events, before, after)
    monkeypatch.setattr(KomiChoreographer, "play", spy)
    session = make_session("hh", seed=11)
    table = open_table(app, session)
    opening = State.opening_events(session.options, session.seed)
    assert played and played[0] == [e.redact(table.viewer) for e in opening]    # ordinary events, as they are
    assert table.anims.busy and table.input_seat() is None
    assert table.stage.boss_turn                            # the tray waits for the Boss
    drop = next(e for e in opening if isinstance(e, E.VolcanoDrop))
    assert frames_until(app, table, lambda: table.volcano.dropping)
    assert len(table.volcano.paths) == len(drop.dice) == len(session.state.bd_zone)
    assert not table.volcano.resting                        # none was on the island before
    settle(app, table)
    view = table.view
    assert {d: z for d, (z, *_rest) in table.volcano.resting.items()} == \
        {d: z for d, z in enumerate(view.bd_zone) if z >= 0}
    assert table.input_seat() == 0


def test_space_skips_the_opening_boss_phase(app):
    table = open_table(app, make_session("hh", seed=11))
    assert table.anims.busy
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))
    app.step(1 / 60, flip=False)
    app.step(1 / 60, flip=False)
    assert not table.anims.busy and table.input_seat() == 0
    assert not table.stage.holding()


def test_a_game_resumed_from_its_save_does_not_play_the_opening_again(app):
    session = make_session("hh", seed=11, autosave=True)
    table = open_table(app, session)
    settle(app, table, dt=0.1)              # tenth-of-a-second frames: the same rest, in a sixth of the frames
    view = table.view
    click_action(app, table, view.legal_actions(0)[0])
    settle(app, table, dt=0.1)
    session.flush()
    app.stack.pop()
    resumed = GameSession.from_save(saves.load_save(session.autosave_path))
    again = open_table(app, resumed)
    assert not again.anims.busy and not again.volcano.dropping
    assert {d for d in again.volcano.resting} == {d for d, z in enumerate(resumed.state.bd_zone) if z >= 0}


def test_a_game_resumed_before_its_first_move_does_not_play_its_opening_again(app):
    """Quit to the title while the first Boss Phase plays, then Continue: the
    table shows the position as it stands, the whole opening in its log."""
    session = make_session("hh", seed=11, autosave=True)
    table = open_table(app, session)
    assert table.anims.busy                 # the opening plays
    again = quit_and_continue(app, table)
    assert not again.session.actions
    assert not again.anims.busy and not again.volcano.dropping and not again.stage.boss_turn
    assert {d for d in again.volcano.resting} == {d for d, z in enumerate(session.state.bd_zone) if z >= 0}
    opening = [t for _s, t in session.state.log_lines(State.opening_events(session.options, session.seed),
                                                        session.names)]
    assert [t for _s, t in again.log.lines(again.viewer)] == opening
    assert again.input_seat() == 0


def test_the_log_writes_the_opening_as_the_table_shows_it(app):
    session = make_session("hh", seed=11)
    table = open_table(app, session)
    opening = [t for _s, t in session.state.log_lines(State.opening_events(session.options, session.seed),
                                                        session.names)]
    early = [t for _s, t in table.log.lines(table.viewer)]
    assert len(early) < len(opening)            # not the whole Boss Phase while the dice still drop
    settle(app, table, dt=0.1)
    assert [t for _s, t in table.log.lines(table.viewer)][:len(opening)] == opening


def test_while_the_boss_plays_the_tray_offers_no_button(app):
    table = open_table(app, make_session("hh", seed=11))
    for _ in range(30):
        app.step(1 / 60, flip=False)
        assert table.stage.boss_turn and table.anims.busy
        assert not table.suggest_button.visible
        assert table.chip_slots(table.view) == []
