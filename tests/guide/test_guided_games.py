"""Each game's first lesson of Learn to play, followed as a new player follows it: by
clicks at the pixel the arrow points at (through the app's event dispatch)
and by keys, from the first step to the last; once with an Undo in the middle
and, in King of Monster Island, with a move made by Suggest. No step stays on
the panel for more than MOST_MOVES of the person's moves, every step comes,
the panel changes in the frame the move is made, and the steps teach every
kind of decision the game offered. The guide can be switched off and the game
left at any moment."""
from __future__ import annotations

import pygame
import pytest

from game.guide import COURSES, lesson_session, start_guided_game, start_lesson
from game.scenes.menu import MenuScene
from game.scenes.title import TitleScene
from game.storage.settings import Settings
from tests.guide.follow import MOST_MOVES, Followed, follow_guide, learner_moves, step_once
from tests.keys.driver import choices, key, tab_to
from tests.table_driver import click, own_profile, running_app, settle

GUIDED = sorted(COURSES)
#: each game's first lesson (the one Learn to play opens)
GUIDES = {g: c[0] for g, c in COURSES.items()}


@pytest.fixture
def app(profile_dir):
    yield from running_app()


@pytest.fixture(scope="module")
def followed_by_clicks(tmp_path_factory):
    """`follow(game_id)`: the game's guide followed by clicks from its first step to
    its last, once for this file, in an app of its own (its own profile):
    (table, record). The whole-guide test and the teaching test read the same run."""
    done, apps = {}, []
    with own_profile(tmp_path_factory, "guided-by-clicks"):
        def follow(game_id: str):
            if game_id not in done:
                started = running_app()
                app = next(started)
                apps.append(started)
                table = start_guided_game(app, game_id)
                done[game_id] = table, follow_guide(app, table, "click")
            return done[game_id]
        yield follow
        for started in apps:
            next(started, None)             # its sessions flushed


def assert_whole_guide(table, record: Followed, game_id: str) -> None:
    script = GUIDES[game_id]
    assert table.guide.finished, f"the guide stopped at {table.guide.seen}"
    assert table.guide.seen == script.step_names()
    assert not table.guide.skipped
    assert script.end_text in table.guide.words()[1]
    if table.guide.last:
        assert table.guide_button.label == "Close guide"
    else:
        assert table.next_button.visible and not table.guide_button.visible
    too_long = {name: n for name, n in record.moves_at.items() if n > MOST_MOVES}
    assert not too_long, f"steps shown for more than {MOST_MOVES} moves: {too_long}"


def quick_for(*quick: str) -> list:
    """Every guided game, those not in `quick` in the slow step only."""
    return [g if g in quick else pytest.param(g, marks=pytest.mark.slow) for g in GUIDED]


#: every guide is followed by clicks in the quick step; by keys (Tab and Space),
#: Isle of Monsters' in the quick step and the others' in the slow step
BY_KEYS_QUICK = "isle_of_monsters"
#: an Undo in the middle, in the quick step in the guide whose end comes soonest after
#: it (Isle of Monsters', 0.2 s; Isle of Night's, 0.4-0.5 s with its table's card art,
#: Survive the Island's and King of Monster Island's, 0.7 s and 0.6 s, in the slow step)
UNDO_QUICK = ("isle_of_monsters",)
#: the lesson of each game the Undo is tried in: one of three steps or more, whose moves may be taken
#: back (a one-step lesson ends before there is anything to undo; placing at set-up stands)
UNDO_LESSON = {"isle_of_monsters": 0, "isle_of_night": 4, "survive_the_island": 1,
               "king_of_monster_island": len(COURSES["king_of_monster_island"]) - 1}
#: the panel's change in the move's frame, in the quick step in the guides whose first
#: step comes within a few frames; King of Monster Island's comes after 357 frames of
#: dice rolled at the normal pace (2.9 s), in the slow step
PANEL_QUICK = ("isle_of_monsters", "isle_of_night", "survive_the_island")


@pytest.mark.parametrize("game_id", GUIDED)
def test_following_the_arrow_shows_every_step_in_turn_and_the_end(followed_by_clicks, game_id):
    table, record = followed_by_clicks(game_id)
    assert_whole_guide(table, record, game_id)


@pytest.mark.parametrize("game_id", quick_for(BY_KEYS_QUICK))
def test_following_the_arrow_by_keys_shows_every_step_in_turn_and_the_end(app, game_id):
    table = start_guided_game(app, game_id)
    record = follow_guide(app, table, "key")
    assert_whole_guide(table, record, game_id)


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_steps_teach_every_kind_of_decision_the_guided_game_offered(followed_by_clicks, game_id):
    table, record = followed_by_clicks(game_id)
    script = GUIDES[game_id]
    taught = set(script.also)
    for step in script.steps:
        taught |= step.taught_by()
    assert record.offered <= taught, f"offered but never taught: {sorted(record.offered - taught)}"


@pytest.mark.parametrize("game_id", quick_for(*UNDO_QUICK))
def test_an_undo_in_the_middle_brings_the_step_back_and_the_guide_still_ends(app, game_id):
    number = UNDO_LESSON[game_id]
    table = start_lesson(app, game_id, number)
    record = Followed()
    script = COURSES[game_id][number]
    seat = table.guide.seat
    while len(table.guide.done) < 2 or not table.session.can_undo(seat):
        assert step_once(app, table, "click", record)
        settle(app, table)
        app.step(flip=False)
    done = set(table.guide.done)
    moves = learner_moves(table)
    click(app, table.undo_button.rect.center)
    settle(app, table)
    app.step(flip=False)
    assert learner_moves(table) < moves
    assert len(table.guide.done) < len(done)            # the step the move did is not done any more
    assert table.guide.step is not None and table.guide.step.name in done - table.guide.done
    follow_guide(app, table, "click", record=record)
    assert table.guide.finished and set(table.guide.seen) == set(script.step_names())


def test_moves_made_by_suggest_move_the_guide_on(app):
    table = start_lesson(app, "king_of_monster_island", len(COURSES["king_of_monster_island"]) - 1)  # the whole game
    record = Followed()
    while table.guide.step is None or table.guide.step.name != "keep":
        assert step_once(app, table, "click", record)
    table.suggest()
    while table.guide.step is not None and table.guide.step.name == "keep":
        target = next(t for t in choices(table) if t.key == table.suggested)
        click(app, target.click_point())
        settle(app, table)
        app.step(flip=False)
        table.suggest()
    # the suggested rerolls used the last one: the Roll is kept without a press, and the guide goes on
    assert table.guide.step is not None and table.guide.step.name == "lock"
    assert "keep" in [s.name for s in table.guide.pending()]     # it waits for the next turn's roll


@pytest.mark.parametrize("game_id", quick_for(*PANEL_QUICK))
def test_the_panel_changes_in_the_frame_the_move_is_made(profile_dir, game_id):
    """With the animations at their normal pace: the move that does a step
    brings the next words in its own frame, while the table still animates."""
    from game.app import App
    app = App(settings=Settings(animation_speed="normal", ai_pace="instant", recap=False), strict=True)
    pygame.event.clear()
    app.go_to_title()
    app.step()
    try:
        table = start_guided_game(app, game_id)
        guide = table.guide
        for _ in range(20000):
            app.step(1 / 60, flip=False)
            if table.input_seat() is None or guide.step is None or table.confirm.planned is not None:
                if table.confirm.planned is not None:
                    click(app, table.confirm.confirm_button.rect.center)
                continue
            first = guide.step
            target = table.guide_target() or table.confirm_target() or choices(table)[0]
            click(app, target.click_point())        # one frame: the click, the update, the drawing
            if first.name in guide.done:
                assert guide.step is not first and guide.words() != (first.title, first.text)
                return
        raise AssertionError("no step was ever done")
    finally:
        app.flush_sessions()


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guide_switched_off_leaves_the_game_to_play_on(app, game_id):
    table = start_guided_game(app, game_id)
    settle(app, table)
    moves = len(table.session.actions)
    tab_to(app, table, next(t for t in choices(table) if t.words == "Guide off"))
    key(app, pygame.K_SPACE)
    assert table.guide is None and not table.guide_button.visible
    assert table.guide_target() is None
    assert len(table.session.actions) == moves and table in app.stack


@pytest.mark.parametrize("game_id", GUIDED)
def test_a_guided_game_is_left_by_the_menu_at_any_moment(app, game_id):
    table = start_guided_game(app, game_id)
    settle(app, table)
    click(app, table.menu_button.rect.center)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    menu.buttons["Quit to title"].click()
    app.step(flip=False)
    assert isinstance(app.stack.top, TitleScene) and table not in app.stack


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guided_game_is_the_same_fixed_game_each_time(game_id):
    script = GUIDES[game_id]
    a, b = lesson_session(script), lesson_session(script)
    assert a.seed == b.seed == script.seed
    seat = a.state.to_act()[0]
    assert a.state.legal_actions(seat) == b.state.legal_actions(seat)
    assert [s.kind for s in a.seats].count("human") == 1
    assert all(s.level == "easy" for s in a.seats if s.kind == "ai")
