"""Replays: the positions a replay reaches are the game's own, move by move,
forward and back, for every game; a finished game is open; a game in
progress shows only what a spectator may see, on the table and in its log."""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.storage import saves
from game.history.replay import Replay
from game.scenes.replay import ReplayScene
from game.table.replay_mode import ReplayMode
from rules.core import registry
from rules.core.rng import Rng
from rules.survive_the_island.common import UNKNOWN
from tests.table_driver import click, new_session, own_profile, running_app

from .conftest import finished, play


def played_positions(game_id: str, seed: int, moves: int):
    """A live game and the true state after each of its moves."""
    session = new_session(game_id, "haa", seed, autosave=False)
    positions = [session.state.to_json()]
    rng = Rng(seed)
    while not session.is_over() and len(positions) <= moves:
        s = session.state.to_act()[0]
        session.apply(s, rng.choice(session.state.legal_actions(s)))
        positions.append(session.state.to_json())
    return session, positions


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game_id=st.sampled_from(registry.GAME_IDS), seed=st.integers(0, 10_000), data=st.data())
def test_a_replay_at_move_k_is_the_game_after_k_moves(game_id, seed, data):
    session, positions = played_positions(game_id, seed, 80)
    replay = Replay.from_session(session)
    assert len(replay) == len(positions) - 1
    handed_out = []
    for k in data.draw(st.lists(st.integers(0, len(replay)), min_size=1, max_size=6)):
        state = replay.state_at(k)
        assert state.to_json() == positions[k]
        handed_out.append((k, state))
    # a position is rebuilt from the copy before it: one handed out earlier never changes
    assert [state.to_json() for _k, state in handed_out] == [positions[k] for k, _s in handed_out]


@pytest.fixture(scope="module")
def one_app(tmp_path_factory):
    """One app at its title for every example of the stepping property (each
    opens its replay over the title and closes it), in a profile of its own."""
    with own_profile(tmp_path_factory, "replay-steps"):
        yield from running_app()


#: the stepping property's games, steps and seeds: three examples in the quick step (each
#: opens a replay table, a tenth of a second and more), twelve in the slow step
STEPPING = given(game_id=st.sampled_from(registry.GAME_IDS), seed=st.integers(0, 10_000), data=st.data())


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@STEPPING
def test_the_replay_table_steps_forward_and_back_through_the_games_positions(one_app, game_id, seed, data):
    steps_forward_and_back(one_app, game_id, seed, data)


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@STEPPING
def test_the_replay_table_steps_forward_and_back_through_many_games_positions(one_app, game_id, seed, data):
    steps_forward_and_back(one_app, game_id, seed, data)


def steps_forward_and_back(one_app, game_id, seed, data) -> None:
    session, positions = played_positions(game_id, seed, 40)
    app = one_app
    scene = app.open("replay", Replay.from_session(session))
    try:
        table = scene.table
        assert isinstance(table, ReplayMode)
        steps = data.draw(st.lists(st.sampled_from(["forward", "back", "next_round", "previous_round", "last",
                                                    "first"]), min_size=1, max_size=10))
        for step in steps:
            getattr(scene, step)()
            app.step(flip=False)
            assert table.session.state.to_json() == positions[scene.at]
            assert len(table.session.actions) == scene.at
            assert table.input_seat() is None
    finally:
        while scene in app.stack:             # back to the title for the next example
            app.stack.pop()


def watched(game_id: str = "isle_of_night", kinds: str = "haa", seed: int = 1):
    """A game played to its end as `finished` plays it, kept in memory only: the
    replays below are built from the session, and its autosave at every move was
    most of the time of a long game (Survive the Island's 327 moves: 0.46 s of 0.53)."""
    return play(new_session(game_id, kinds, seed, autosave=False), seed)


# from its last moves in the quick step (the same steps, the same rest between them),
# from the first move in the slow step (the whole game: 100 frames)
@pytest.mark.parametrize("from_end", [10, pytest.param(None, marks=pytest.mark.slow)])
def test_play_steps_a_move_at_a_time_to_the_end_at_the_animation_speed(app, from_end):
    session = watched(seed=2)
    start = 0 if from_end is None else len(session.actions) - from_end
    assert start >= 0
    scene = app.open("replay", Replay.from_session(session), start)
    assert scene.at == start
    click(app, scene.buttons["Play"].rect.center)
    assert scene.playing and scene.buttons["Play"].label == "Pause"
    seen = [scene.at]
    # frames of 1/8 s: the rest between moves (0.25 s at "instant") takes two of
    # them, so a frame that steps no move comes between every two that do
    for _ in range(4000):
        app.step(1 / 8, flip=False)
        if scene.at != seen[-1]:
            seen.append(scene.at)
        if not scene.playing:
            break
    assert seen == list(range(start, len(session.actions) + 1))
    assert scene.at == len(scene.replay) and not scene.playing


def test_keys_move_through_the_replay(app):
    import pygame
    session = watched(seed=5)
    scene = app.open("replay", Replay.from_session(session))
    for key, where in ((pygame.K_RIGHT, 1), (pygame.K_RIGHT, 2), (pygame.K_LEFT, 1), (pygame.K_END, len(session.actions)),
                       (pygame.K_HOME, 0), (pygame.K_PAGEDOWN, scene.replay.rounds[1].move)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step(flip=False)
        assert scene.at == where


def test_a_finished_game_is_open_and_can_be_seen_from_every_seat(app):
    session = watched("survive_the_island", "haa", 6)
    replay = Replay.from_session(session)
    assert replay.open
    scene: ReplayScene = app.open("replay", replay, len(replay) // 2)
    truth = replay.state_at(scene.at)
    for seat in range(3):
        scene.seen_from.value = seat
        scene.look_from(seat)
        app.step(flip=False)
        view = scene.table.view
        assert view.viewer == seat
        assert view.value == truth.value and view.hands == truth.hands and view.back == truth.back


def hidden_values_in_progress(seed: int):
    """A Survive the Island game in progress whose true state holds values
    nobody at the table has seen."""
    session = play(new_session("survive_the_island", "hha", seed), seed, moves=60)
    assert not session.is_over()
    truth = session.state
    assert any(v for v in truth.value) and any(truth.back)
    return session


def test_a_replay_of_a_save_in_progress_shows_only_what_a_spectator_may_see(app):
    session = hidden_values_in_progress(11)
    saved = saves.load_save(session.autosave_path)
    replay = Replay.from_saved(saved)
    assert not replay.open
    scene = app.open("replay", replay)
    assert scene.seen_from is None
    for k in range(len(replay) + 1):
        scene.go_to(k)
        view = scene.table.view
        public = replay.state_at(k).view(None)
        assert view.to_json() == public.to_json()
        assert all(b in ("", UNKNOWN) for b in view.back)
        known = replay.state_at(k).values_known_to(None)
        assert all(v == 0 or known[p] for p, v in enumerate(view.value))
    app.step(flip=False)
    # the log says only what a spectator may read
    shown = scene.table.shown_lines()
    names = replay.names
    expected = []
    for move in replay.moves:
        expected.extend(replay.state_at(len(replay)).log_lines([e for e in (ev.redact(None) for ev in move.events)
                                                     if e is not None], names))
    assert shown == expected
    secret = [e for m in replay.moves for e in m.events if e.redact(None) != e]
    assert secret, "the game should have had private events to hide"


def test_a_replay_of_isle_of_monsters_in_progress_hides_the_deck_and_the_secret_choices(app):
    session = play(new_session("isle_of_monsters", "hha", 8), 8, moves=30)
    replay = Replay.from_saved(saves.load_save(session.autosave_path))
    scene = app.open("replay", replay)
    for k in range(len(replay) + 1):
        scene.go_to(k)
        view = scene.table.view
        assert all(c is None for c in view.deck)
        if view.phase == "scare":
            assert all(c is None for c in view.choice)


def test_the_results_open_the_replay_of_the_game_just_played(app):
    from tests.table_driver import open_table
    session = finished(seed=7)
    open_table(app, session)
    for _ in range(5):
        app.step(flip=False)
    results = app.stack.top
    click(app, results.replay_button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and len(scene.replay) == len(session.actions)
    click(app, scene.close_button.rect.center)
    assert app.stack.top is results


def test_the_replay_list_watches_a_save_and_a_finished_game(app):
    from game.history import store as history
    history.keep_finished(finished(seed=1))
    play(new_session("isle_of_night", "haa", 2), 2, moves=10)
    scene = app.open("replays")
    app.step(flip=False)
    click(app, scene.watch_button.rect.center)
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.replay.open
    app.stack.pop()
    scene.picker.value = "saves"
    scene.show_source("saves")
    in_progress = [i for i, r in enumerate(scene.records) if r.ok and not r.over]
    scene.list.selected = in_progress[0]
    scene._sync()
    click(app, scene.watch_button.rect.center)
    assert isinstance(app.stack.top, ReplayScene) and not app.stack.top.replay.open


def drawn(app, scene) -> bytes:
    import pygame
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game_id,kinds,seed,moves", [("survive_the_island", "hha", 11, 60),
                                                      ("isle_of_monsters", "hha", 8, 30)])
def test_a_spectators_replay_draws_the_same_whatever_the_secrets_are(app, game_id, kinds, seed, moves):
    """Two games a spectator cannot tell apart (the true one, and a world
    sampled from the spectator's view) look the same on the replay's table:
    the table draws nothing the spectator may not see."""
    session = play(new_session(game_id, kinds, seed), seed, moves=moves)
    replay = Replay.from_saved(saves.load_save(session.autosave_path))
    scene = app.open("replay", replay, len(replay))
    for _ in range(3):
        app.step(flip=False)
    truth = scene.table.session.state
    world = truth.view(None).sample_world(Rng(99))
    assert world.to_json() != truth.to_json()
    before = drawn(app, scene)
    scene.table.session.state = world
    other = drawn(app, scene)
    scene.table.session.state = truth
    assert drawn(app, scene) == before
    assert other == before


def test_an_open_replay_of_isle_of_monsters_shows_a_computer_seats_scare_hand_from_its_place(app):
    session = watched("isle_of_monsters", "haa", 4)
    replay = Replay.from_session(session)
    computer = 1
    at = next(k for k in range(len(replay) + 1)
              if replay.state_at(k).phase == "scare" and computer in replay.state_at(k).to_act()
              and replay.state_at(k).hand[computer])
    scene: ReplayScene = app.open("replay", replay, at)
    scene.seen_from.value = computer
    scene.look_from(computer)
    for _ in range(30):                 # half a second: the hand shows, and stays
        app.step(flip=False)
        assert scene.table.looking() == computer and scene.table.hand_shown(scene.table.view)


#: words that speak to someone playing: a replay is only watched
PLAY_TIME_WORDS = re.compile(r"\b(thinking|click|waiting for|drag)\b", re.IGNORECASE)


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_replay_never_tells_the_watcher_to_click_or_wait_for_a_thinker(app, game_id, monkeypatch):
    from game.screen import theme
    drawn: list[str] = []
    for name in ("text", "text_shadowed", "draw_wrapped"):
        real = getattr(theme, name)

        def recording(*args, _real=real, _name=name, **kwargs):
            words = args[1] if _name == "draw_wrapped" else args[0]
            drawn.append(str(words))
            return _real(*args, **kwargs)
        monkeypatch.setattr(theme, name, recording)
    session = watched(game_id, "haa", seed=5)
    scene = app.open("replay", Replay.from_session(session))
    for k in range(0, len(scene.replay), max(1, len(scene.replay) // 12)):
        scene.table.go_to(k)
        scene.table.anims.skip()
        app.step(flip=False)
    said = sorted({w for w in drawn if PLAY_TIME_WORDS.search(w)})
    assert drawn and said == []
