"""Each creature's interaction is shown as it happens on the real table: a
Kraken's grab, jaws on swimmers, a raft overturned by a Whale (passengers
spill into the water and swim on) or taken by a Sea Serpent, a Kaiju's stomp,
crush and shove, a Pterodactyl's straight flight and its snatch; and the
animation settings hold for them: Space finishes them, reduce motion leaves
none on screen, the speed setting stretches them."""
from __future__ import annotations

import pygame
import pytest

from game.tables.survive_the_island import interactions as show

from .conftest import click, open_table, post, settle
from .interaction_scenes import SCENES, session_of

#: scene -> the shows a person sees when the creature is moved there
SHOWN = {
    "kraken_grab": {show.KrakenGrab},
    "shark_bite": {show.Bite},
    "serpent_bite": {show.Bite},
    "whale_flip": {show.Overturn},
    "serpent_wreck": {show.Bite, show.Overturn},
    "kaiju_stomp": {show.Stomp, show.Shove},
    "kaiju_crush": {show.Stomp, show.Crush},
    "pterodactyl_snatch": {show.StraightFlight, show.Snatch},
}


def start(app, name: str, speed: str = "normal", reduce: bool = False):
    app.settings.animation_speed = speed
    app.settings.reduce_motion = reduce
    scene = SCENES[name]()
    table = open_table(app, session_of(scene))
    settle(app, table)
    assert scene.click in table.current_choices().spaces
    click(app, table.geo.centre(scene.click))
    return table


def watch(app, table, limit: int = 3000) -> tuple[list, int]:
    """Steps frames to the end of the animations (making any push the
    person is asked for on the way); the shows seen each frame, and the frames."""
    seen, frames = [], 0
    for _ in range(limit):
        if table.anims.busy:
            seen.append([type(e) for e in table.stage.effects])
            app.step(1 / 60)
            frames += 1
            continue
        ch = table.current_choices()
        if table.input_seat() == 0 and ch is not None and ch.spaces and "push" in ch.prompt:
            click(app, table.geo.centre(sorted(ch.spaces)[0]))
            continue
        break
    return seen, frames


def assert_at_rest(table) -> None:
    stage = table.stage
    assert not stage.effects and not stage.hidden and not stage.ghosts and not stage.flights


# at the fast speed in the quick step (every show is there, for 15 frames or more: 370
# frames for the eight, not 790), at the normal speed in the slow step
@pytest.mark.parametrize("speed", ["fast", pytest.param("normal", marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", sorted(SHOWN))
def test_each_creature_interaction_is_shown_as_it_happens_and_ends_as_the_rules_left_the_board(app, name, speed):
    table = start(app, name, speed)
    seen, _frames = watch(app, table)
    shown = {kind for frame in seen for kind in frame}
    assert SHOWN[name] <= shown, f"{name} showed {shown}"
    assert_at_rest(table)
    # nothing drawn is left over: every piece stands where the rules put it
    view = table.view
    for sp in table.geo.spots(view):
        kind, n = sp.key
        where = {"adv": view.loc, "raft": view.raft_loc, "cr": view.cr_loc}.get(kind)
        if where is not None:
            assert where[n] >= 0 or sp in table.geo.held_spots(view)


def test_a_whale_overturns_the_raft_and_its_passengers_land_where_they_swim_on(app):
    table = start(app, "whale_flip")
    overturn = None
    for _ in range(600):
        found = [e for e in table.stage.effects if isinstance(e, show.Overturn)]
        if found:
            overturn = found[0]
            break
        app.step(1 / 60)
    assert overturn is not None and overturn.whale
    view = table.view
    swimming = {sp.pos for sp in table.geo.spots(view)
                if sp.key[0] == "adv" and view.loc[sp.key[1]] >= 0 and view.raft_of[sp.key[1]] < 0}
    assert len(overturn.riders) == 2 and {r.lands for r in overturn.riders} <= swimming
    # while they are in the air they are not also drawn where they land
    spot_at = {sp.pos: sp.key for sp in table.geo.spots(view)}
    assert all(spot_at[r.lands] in table.stage.hidden for r in overturn.riders)


def test_space_finishes_a_creature_interaction_at_once(app):
    table = start(app, "kraken_grab")
    for _ in range(600):
        if table.stage.effects:
            break
        app.step(1 / 60)
    assert table.stage.effects, "the grab began"
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.step(1 / 60)
    assert not table.anims.busy
    assert_at_rest(table)


def test_reduce_motion_leaves_no_interaction_moving_on_screen(app):
    table = start(app, "whale_flip", reduce=True)
    seen, frames = watch(app, table)
    assert not any(seen_frame for seen_frame in seen), "an interaction moved with reduce motion on"
    assert_at_rest(table)


def test_the_animation_speed_setting_stretches_the_interactions(app):
    frames = {}
    for speed in ("fast", "slow"):
        table = start(app, "shark_bite", speed=speed)
        seen, _n = watch(app, table)
        frames[speed] = sum(1 for f in seen if show.Bite in f)
        app.stack.pop()
    assert frames["fast"] > 0 and frames["slow"] > 2 * frames["fast"]


# fast in the quick step (70 frames), the normal speed in the slow step (148)
@pytest.mark.parametrize("speed", ["fast", pytest.param("normal", marks=pytest.mark.slow)])
def test_adventurers_a_kaiju_lifted_are_drawn_held_over_it_while_the_push_is_chosen(app, speed):
    table = start(app, "kaiju_stomp", speed)
    settle(app, table)
    view = table.view
    ch = table.current_choices()
    assert "push" in ch.prompt and ch.spaces
    scene_space = SCENES["kaiju_stomp"]().click
    held = table.geo.held_spots(view)
    lifted = [p for p in range(len(view.loc)) if view.loc[p] < 0 and ("adv", p) in {sp.key for sp in held}]
    assert len(lifted) == 2, "both adventurers on the beach are held up"
    cx, cy = table.geo.centre(scene_space)
    assert all(sp.pos[1] < cy and abs(sp.pos[0] - cx) < table.geo.hex_w for sp in held)
    assert set(held) <= set(table.geo.spots(view))          # drawn with the other pieces
    click(app, table.geo.centre(sorted(ch.spaces)[0]))
    seen, _frames = watch(app, table)
    assert any(show.Shove in frame for frame in seen)
    assert len(table.geo.held_spots(table.view)) < 2
