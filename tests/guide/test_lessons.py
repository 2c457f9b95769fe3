"""Learn to play is a course of lessons per game, each on a prepared position
where its rule must come up. Together a game's lessons teach every section of
its rules reference; each lesson, played by the clicks its arrow points at,
ends with every claim its words make borne out by the state, every step
pointed at (or saying the player may choose freely), numbered in the order
shown, and the panel over neither the log nor what it points at; the last
lesson plays on into the whole game. The reference's sections link to their
lessons ("Try it") and a lesson to its section."""
from __future__ import annotations

import pytest

from game.guide import COURSES, lesson_for, lesson_session, start_lesson
from game.scenes.rules_scene import RulesScene
from game.table.guide import PANEL
from rules.core import registry
from rules.core.i18n import _
from tests.guide.follow import follow_lessons
from tests.table_driver import click, own_profile, running_app, settle

GAMES = sorted(COURSES)
#: the games whose lessons do not yet teach every section of their reference (strict: passing would fail it)
WAITING: dict[str, str] = {}


def coverage_params():
    return [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason=WAITING[g])) if g in WAITING else g
            for g in GAMES]


@pytest.fixture
def app(profile_dir):
    yield from running_app()


@pytest.fixture(scope="module")
def followed(tmp_path_factory):
    """`follow(game_id)`: the game's lessons taken one after another by the
    pointed clicks, once for this file, in an app of its own."""
    done, apps = {}, []
    with own_profile(tmp_path_factory, "lessons-by-clicks"):
        def follow(game_id: str):
            if game_id not in done:
                started = running_app()
                app = next(started)
                apps.append(started)
                done[game_id] = follow_lessons(app, game_id)
            return done[game_id]
        yield follow
        for started in apps:
            next(started, None)


def english_headings(game_id: str) -> list[str]:
    return [heading for heading, _paragraphs in registry.get(game_id).load_rules_text()]


@pytest.mark.parametrize("game_id", coverage_params())
def test_every_section_of_the_rules_reference_is_taught_by_a_lesson(game_id):
    untaught = [h for h in english_headings(game_id) if lesson_for(game_id, h) is None]
    assert not untaught, f"sections no lesson teaches: {untaught}"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_names_only_sections_the_reference_has(game_id):
    headings = set(english_headings(game_id))
    named = {s for lesson in COURSES[game_id] for s in lesson.sections}
    assert named <= headings, sorted(named - headings)


@pytest.mark.parametrize("game_id", GAMES)
def test_only_the_last_lesson_plays_on_into_the_whole_game(game_id):
    course = COURSES[game_id]
    assert [lesson.plays_on for lesson in course] == [False] * (len(course) - 1) + [True]
    assert len({lesson.name for lesson in course}) == len(course)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_claim_a_lesson_makes_is_false_before_it_is_played(game_id):
    """So the check after the lesson can fail: a claim true from the start proves nothing."""
    for lesson in COURSES[game_id]:
        state = lesson_session(lesson).state
        assert not [c.says for c in lesson.claims if c.holds(state)], lesson.name


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lessons_played_by_their_pointed_clicks_bear_out_every_claim(followed, game_id):
    found = followed(game_id)
    course = COURSES[game_id]
    assert list(found.seen) == [lesson.name for lesson in course]
    for lesson in course:
        assert sorted(found.seen[lesson.name]) == sorted(lesson.step_names()), lesson.name
    assert not found.false, f"claims the state did not bear out: {found.false}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_points_at_what_to_press_or_says_the_choice_is_free(followed, game_id):
    assert not followed(game_id).unpointed


@pytest.mark.parametrize("game_id", GAMES)
def test_the_steps_are_numbered_in_the_order_they_are_shown(followed, game_id):
    for name, numbers in followed(game_id).numbers.items():
        assert numbers == list(range(1, len(numbers) + 1)), name


@pytest.mark.parametrize("game_id", GAMES)
def test_the_panel_covers_nothing_the_arrow_points_at(followed, game_id):
    assert not followed(game_id).covered


def test_while_a_lesson_runs_the_log_starts_under_the_panel(app):
    table = start_lesson(app, "isle_of_monsters", 0)
    settle(app, table)
    assert table.log_panel.view.rect.top > PANEL.bottom
    table.guide_off()
    assert table.log_panel.view.rect.top < PANEL.bottom       # the log has its whole height again


@pytest.mark.parametrize("game_id", GAMES)
def test_try_it_on_a_section_opens_the_lesson_that_teaches_it(app, game_id):
    course = COURSES[game_id]
    for lesson in (lesson for lesson in course if lesson.sections):
        rules = app.open("rules", game_id, lesson.sections[0])
        app.step(flip=False)
        assert rules.try_button.visible
        assert rules.section_list.selected == [h for h, _y in rules.marks].index(_(lesson.sections[0]))
        click(app, rules.try_button.rect.center)
        table = app.stack.top
        assert table.guide is not None and table.guide.script is course[lesson_for(game_id, lesson.sections[0])]
        app.stack.pop()
        app.stack.pop()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_links_to_the_section_it_teaches(app, game_id):
    table = start_lesson(app, game_id, 0)
    settle(app, table)
    app.step(flip=False)
    assert table.section_button.visible
    click(app, table.section_button.rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game_id == game_id
    first = COURSES[game_id][0].sections[0]
    assert rules.marks[rules.section_list.selected][0] == _(first)
