"""Pieces move over the island as a player can follow them: a Monster, the
Boss and Minions walk or slide zone to zone along the island (never over the
volcano), a Locked die knocked off its space by a Crystal tumbles away after
the Crystal lands, Minions drawn from the bag are not on the board before they
land, and the Damage of a Boss Phase flies to each Monster hit. Space skips,
reduce motion shows the end at once, and afterwards the table shows the view."""
from __future__ import annotations

import math

import pygame
import pytest

from game.app import App
from game.storage.settings import Settings
from game.tables.king_of_monster_island.motions import Tumble, Walk
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.content import KINDS

from .clicks import make_session, open_table, settle


def _app(**settings):
    a = App(settings=Settings(animation_speed="normal", **settings), strict=True)
    pygame.event.clear()
    a.go_to_title()
    a.step()
    return a


@pytest.fixture
def app(profile_dir):
    a = _app()
    yield a
    a.flush_sessions()


def table_at_rest(app, kinds="hhh", seed=4):
    """A new game's table once its opening Boss Phase has played out (in tenth-of-a-
    second frames: the same table at rest as in 346 frames of 1/60 s, in 35)."""
    table = open_table(app, make_session(kinds, seed=seed, options={}))
    settle(app, table, dt=0.1)
    return table


def play_events(table, events, change):
    """Shows `events` as the move from the table's state to `change(copy)`."""
    before = table.session.state.clone()
    after = before.clone()
    change(after)
    table.session.state = after
    table.choreo.play(events, before, after)
    return before, after


def frames_until(app, table, test, limit=600):
    for _ in range(limit):
        if test():
            return True
        app.step(1 / 60, flip=False)
    return test()


def flights(table, kind):
    return [f for f in table.stage.flights if isinstance(f, kind)]


def test_a_monster_walks_along_the_island_to_the_next_zone(app):
    table = table_at_rest(app)
    z = table.session.state.zone[0]
    to = (z + 1) % 6
    play_events(table, [E.MonsterMoved(0, z, to, "foot")], lambda st: st.zone.__setitem__(0, to))
    assert table.stage.monster_at == {0: z}          # it still stands where it was
    assert frames_until(app, table, lambda: flights(table, Walk))
    walk = flights(table, Walk)[0]
    assert 0 in table.stage.walking
    camera = table.geo.camera
    # every point of the walk is on the island, and it crosses from the one zone to the next
    zones = [camera.zone_at(round(x), round(y)) for x, y in walk.points]
    assert None not in zones and zones[0] == z and zones[-1] == to and set(zones) == {z, to}
    seen = []
    while flights(table, Walk):
        seen.append(walk.pos())
        app.step(1 / 60, flip=False)
    steps = [math.dist(a, b) for a, b in zip(seen, seen[1:])]
    assert len(seen) > 10 and max(steps) < 12          # a walk frame by frame, not a jump
    assert frames_until(app, table, lambda: not table.anims.busy)
    assert not table.stage.holding()


def test_a_locked_die_is_knocked_off_when_the_crystal_lands_and_tumbles_away(app):
    table = table_at_rest(app)
    z = table.session.state.zone[0]

    def full_of_dice(st):
        st.crystals[z], st.locked[z] = 0, ["fist", "heart", "star"]
    full_of_dice(table.session.state)

    def built(st):
        st.crystals[z], st.locked[z] = 1, ["heart", "star"]
    play_events(table, [E.CrystalBuilt(z, "fist")], built)
    # until the Crystal lands, the die spaces are as they were
    assert table.stage.spaces_shown[z] == ["fist", "heart", "star"]
    assert frames_until(app, table, lambda: flights(table, Tumble))
    assert table.stage.spaces_shown[z] == ["crystal", "heart", "star"]
    tumble = flights(table, Tumble)[0]
    space = table.geo.die_space_rect(z, 0).center
    centre = table.geo.camera.project((0.0, 0.0, 0.0))
    angles = set()
    while flights(table, Tumble):
        angles.add(tumble.angle())
        app.step(1 / 60, flip=False)
    assert len(angles) >= 6                              # it spins as it goes
    out = (tumble.end[0] - space[0], tumble.end[1] - space[1])
    away = (space[0] - centre[0], space[1] - centre[1])
    assert out[0] * away[0] + out[1] * away[1] > 0      # away from the volcano, off the island
    assert frames_until(app, table, lambda: not table.anims.busy)
    assert z not in table.stage.spaces_shown


def test_minions_from_the_bag_are_on_the_board_only_once_they_land(app):
    table = table_at_rest(app)
    z = table.session.state.zone[0]

    def drawn(st):
        st.minions[z][0] += 1
        st.minions[z][2] += 1
    play_events(table, [E.MinionArrived(z, "soldier", "bag"), E.MinionArrived(z, "cannon", "bag")], drawn)
    assert table.stage.minions_due[(z, "soldier")] == 1 and table.stage.minions_due[(z, "cannon")] == 1
    assert frames_until(app, table, lambda: len(table.stage.flights) == 2)   # they fly together
    assert frames_until(app, table, lambda: not table.anims.busy)
    assert not +table.stage.minions_due


def test_a_minion_slides_along_the_island(app):
    table = table_at_rest(app)
    z = table.session.state.zone[0]
    frm = (z - 1) % 6
    play_events(table, [E.MinionMoved(frm, z, "fireling")], lambda st: st.minions[z].__setitem__(4, 1))
    assert frames_until(app, table, lambda: flights(table, Walk))
    zones = {table.geo.camera.zone_at(round(x), round(y)) for x, y in flights(table, Walk)[0].points}
    assert zones == {frm, z}


def test_the_damage_of_the_boss_phase_flies_to_each_monster_hit(app):
    table = table_at_rest(app)
    st = table.session.state
    z = st.zone[0]
    hurt = [E.MonsterHurt(s, 1, st.health[s] - 1, "Cannons") for s in range(3)]
    play_events(table, [E.MinionsActivated(z, ("cannon",))] + hurt, lambda s: None)
    assert frames_until(app, table, lambda: len(table.stage.flights) == 3)
    ends = sorted(f.end for f in table.stage.flights)
    def figure(s):      # where the table draws the figure: clear of the zone's Minion tokens
        zone = st.zone[s]
        place = [o for o in range(3) if st.zone[o] == zone].index(s)
        kinds = frozenset(k for i, k in enumerate(KINDS) if st.minions[zone][i])
        return table.geo.figure_rect(zone, table.geo.monster_spots(zone, place + 1, kinds)[place]).center
    figures = sorted(figure(s) for s in range(3))
    assert ends == figures
    cannon = table.geo.minion_rect(z, "cannon").center
    assert all(f.start == cannon for f in table.stage.flights)


def test_space_skips_the_walk_and_the_table_shows_the_view(app):
    table = table_at_rest(app)
    z = table.session.state.zone[0]
    to = (z + 1) % 6
    play_events(table, [E.MonsterMoved(0, z, to, "foot")], lambda st: st.zone.__setitem__(0, to))
    app.step(1 / 60, flip=False)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    assert frames_until(app, table, lambda: not table.anims.busy, limit=5)
    app.step(1 / 60, flip=False)
    assert not table.stage.holding() and not table.stage.flights


def test_with_reduce_motion_the_monster_is_in_its_new_zone_at_once(profile_dir):
    app = _app(reduce_motion=True)
    try:
        table = table_at_rest(app)
        z = table.session.state.zone[0]
        to = (z + 1) % 6
        play_events(table, [E.MonsterMoved(0, z, to, "foot")], lambda st: st.zone.__setitem__(0, to))
        assert frames_until(app, table, lambda: not table.anims.busy, limit=4)
        assert not table.stage.holding()
    finally:
        app.flush_sessions()


def _showcase_width(table) -> int:
    return table._showcase_picture().get_width()


def test_a_revealed_event_turns_face_up_from_its_back_then_is_read_and_put_away(app):
    table = table_at_rest(app)
    play_events(table, [E.CardRevealed(-1, "supply_drop")], lambda st: None)
    st = table.stage
    assert frames_until(app, table, lambda: st.showcase == "supply_drop")
    full = _showcase_width(table)
    seen_back = frames_until(app, table, lambda: 0.1 < st.showcase_turn < 0.4)
    assert seen_back and _showcase_width(table) < full          # the back, narrowing to its edge
    assert frames_until(app, table, lambda: 0.6 < st.showcase_turn < 0.9)
    assert _showcase_width(table) < full                        # the face, widening from it
    assert frames_until(app, table, lambda: st.showcase_turn >= 1.0 and st.showcase)
    assert _showcase_width(table) == full                        # read face up while it resolves
    assert frames_until(app, table, lambda: not st.showcase)


def test_with_reduce_motion_a_revealed_event_is_face_up_at_once(profile_dir):
    a = _app(reduce_motion=True)
    table = table_at_rest(a)
    play_events(table, [E.CardRevealed(-1, "supply_drop")], lambda st: None)
    st = table.stage
    assert frames_until(a, table, lambda: st.showcase == "supply_drop", limit=5)
    assert st.showcase_turn == 1.0
    a.flush_sessions()
