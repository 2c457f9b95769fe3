"""The volcano drop shows what the rules rolled: every die comes to rest in the
zone and with the face the rules chose, dice in one zone never overlap, the
path has no visible jumps, and reduce motion shows the dice in place at once."""
from __future__ import annotations

import math

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game.tables.king_of_monster_island.dice3d import FACE_NORMALS, mat_vec, resting, top_face
from game.tables.king_of_monster_island.island3d import (BOSS_DIE_SLOTS, ISLAND_R, VOLCANO_BASE_R,
                                                         ZONES, Camera, zone_at_world, zone_point)
from game.tables.king_of_monster_island.volcano import (DIE_HALF, DROP_SECONDS, Landing, VolcanoView,
                                                        plan_drop)
from rules.king_of_monster_island.content import BOSS_DICE

BOARD = pygame.Rect(180, 70, 760, 640)


@pytest.fixture(scope="module")
def screen():
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((1280, 720))


landing_lists = st.lists(st.tuples(st.integers(0, ZONES - 1), st.integers(0, 5)),
                         min_size=1, max_size=len(BOSS_DICE)).map(
    lambda rolls: [Landing(d, z, f, BOSS_DICE[d]) for d, (z, f) in enumerate(rolls)])


@pytest.mark.parametrize("face", range(6))
@pytest.mark.parametrize("yaw", [-0.5, 0.0, 0.3, 2.0])
def test_a_resting_die_shows_its_face_on_top(face, yaw):
    rot = resting(face, yaw)
    assert top_face(rot) == face
    assert mat_vec(rot, FACE_NORMALS[face])[2] == pytest.approx(1.0)


@given(landing_lists, st.integers(0, 10_000))
@settings(max_examples=60, deadline=None)
def test_every_die_ends_in_its_zone_with_its_face_up(landings, seed):
    for path in plan_drop(landings, seed=seed):
        where, centre, rot = path.at(path.start + path.length + 0.01)
        assert where == "rest"
        assert zone_at_world(centre[0], centre[1]) == path.landing.zone
        assert top_face(rot) == path.landing.face
        # and the last rolling frame is already (almost) the resting rotation
        _w, _c, late = path.at(path.start + path.length * 0.999)
        assert top_face(late) == path.landing.face


@given(landing_lists, st.integers(0, 10_000))
@settings(max_examples=60, deadline=None)
def test_dice_that_land_together_do_not_overlap(landings, seed):
    rests = [p.rest for p in plan_drop(landings, seed=seed)]
    for i, a in enumerate(rests):
        for b in rests[i + 1:]:
            # two cubes of this size cannot touch when their centres are further
            # apart than their diagonals
            assert math.hypot(a[0] - b[0], a[1] - b[1]) > 2 * DIE_HALF * math.sqrt(2)


def test_dice_already_on_the_island_keep_their_places():
    landings = [Landing(d, 2, 0, BOSS_DICE[d]) for d in range(3)]
    paths = plan_drop(landings, resting_dice=[(2, 0), (2, 1)])
    assert {p.slot for p in paths}.isdisjoint({0, 1})


@given(landing_lists, st.integers(0, 10_000))
@settings(max_examples=30, deadline=None)
def test_a_die_never_jumps_while_it_can_be_seen(landings, seed):
    """Between two frames (1/60 s at normal speed) a visible die moves a bounded
    distance; the one jump, from the crater to the base, happens out of sight."""
    for path in plan_drop(landings, seed=seed):
        prev = None
        t = 0.0
        while t <= DROP_SECONDS + 0.05:
            where, centre, _rot = path.at(t)
            if where in ("waiting", "inside"):
                prev = None
            elif prev is not None:
                assert math.dist(prev, centre) < 60, (where, t)
            if where not in ("waiting", "inside"):
                prev = centre
            t += 1 / 60


def test_zones_run_clockwise_from_the_far_side():
    cam = Camera.fit(tuple(BOARD))
    far = cam.project(zone_point(0, 0.6, 0))
    right = cam.project(zone_point(1, 0.6, 0))
    near = cam.project(zone_point(3, 0.6, 0))
    assert far[1] < near[1]                      # zone 1 (index 0) at the top
    assert right[0] > far[0] and right[1] < near[1]


@pytest.mark.parametrize("zone", range(ZONES))
def test_a_click_on_a_zone_finds_that_zone(zone):
    cam = Camera.fit(tuple(BOARD))
    for radial in (0.1, 0.5, 0.9):
        for across in (-0.8, 0.0, 0.8):
            sx, sy = cam.project(zone_point(zone, radial, across))
            assert cam.zone_at(sx, sy) == zone
    assert cam.zone_at(*cam.project((0.0, 0.0, 0.0))) is None          # the volcano
    assert cam.zone_at(*cam.project((ISLAND_R * 1.2, 0.0, 0.0))) is None  # the sea


def test_the_island_fits_the_board_rect():
    cam = Camera.fit(tuple(BOARD))
    for zone in range(ZONES):
        x, y = cam.project(zone_point(zone, 1.0, 0))
        assert BOARD.collidepoint(x, y)


def _drop(view, landings, speed=1.0, reduce=False):
    tween = view.drop_tween(landings, seed=5)
    tween.start(speed, reduce)
    return tween


def test_with_reduce_motion_the_dice_appear_in_place(screen):
    view = VolcanoView(BOARD)
    landings = [Landing(d, d % ZONES, 1, BOSS_DICE[d]) for d in range(5)]
    tween = _drop(view, landings, reduce=True)
    tween.update(0.0)
    assert tween.done and not view.dropping
    for ld in landings:
        zone, _slot, rot, _faces = view.resting[ld.die]
        assert zone == ld.zone and top_face(rot) == ld.face


def test_a_drop_takes_about_a_second_and_a_half_at_normal_speed(screen):
    view = VolcanoView(BOARD)
    tween = _drop(view, [Landing(0, 3, 2, BOSS_DICE[0])])
    frames = 0
    while not tween.done:
        tween.update(1 / 60)
        frames += 1
        if frames == 30:
            assert view.dropping           # still in the air half a second in
    assert frames == pytest.approx(DROP_SECONDS * 60, abs=2)
    assert 0 in view.resting


def test_the_drop_draws_dice_in_the_air_and_on_the_island(screen):
    """Frames mid-drop differ from the bare island (dice are drawn), and after
    the drop the dice lie in their zones."""
    view = VolcanoView(BOARD)
    screen.fill((0, 0, 0))
    view.draw(screen)
    bare = pygame.image.tobytes(screen, "RGB")
    landings = [Landing(d, 4, 0, BOSS_DICE[d]) for d in range(8)]
    tween = _drop(view, landings)
    for _ in range(20):
        tween.update(1 / 60)
    screen.fill((0, 0, 0))
    view.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") != bare
    while not tween.done:
        tween.update(1 / 60)
    assert sorted(view.resting) == list(range(8))
    assert {z for z, _s, _r, _f in view.resting.values()} == {4}
    assert len({s for _z, s, _r, _f in view.resting.values()}) == 8


def test_eight_places_per_zone_hold_every_boss_die():
    assert len(BOSS_DIE_SLOTS) >= len(BOSS_DICE)
    cam_rests = [zone_point(0, r, a) for r, a in BOSS_DIE_SLOTS]
    for p in cam_rests:
        assert math.hypot(p[0], p[1]) > VOLCANO_BASE_R + DIE_HALF


def test_no_two_boss_die_places_on_the_island_can_touch():
    """Every place of every zone, against every other (zones side by side
    included): two dice resting there cannot touch, however they are turned."""
    places = [zone_point(z, r, a) for z in range(ZONES) for r, a in BOSS_DIE_SLOTS]
    for i, p in enumerate(places):
        for q in places[i + 1:]:
            assert math.hypot(p[0] - q[0], p[1] - q[1]) > 2 * DIE_HALF * math.sqrt(2)
