"""Learn to play: each game's course of lessons (a lesson a rule or two, each
on a prepared position where its rule must come up, the last playing on into a
whole game), the session each lesson is played in, and how one starts.

The lessons sit above the table kit: they are data made of the kit's lesson
types (game/table/lesson.py), shown and pointed at by the kit's guide
(game/table/guide.py); the kit never imports them."""
from __future__ import annotations

from rules.core import registry

from ..names import AI_NAMES
from ..session import GameSession, SeatConfig
from ..table.lesson import Lesson
from ..table.sessions import play_forward
from .isle_of_monsters import LESSONS as IOM_LESSONS
from .isle_of_night import LESSONS as ION_LESSONS
from .king_of_monster_island import LESSONS as KOMI_LESSONS
from .survive_the_island import LESSONS as STI_LESSONS

#: every game's course, by its registry id: its lessons in the order they are taken
COURSES: dict[str, tuple[Lesson, ...]] = {c[0].game_id: c for c in (IOM_LESSONS, ION_LESSONS, KOMI_LESSONS,
                                                                      STI_LESSONS)}
#: the name of the person learning
LEARNER = "Robin"


def has_guide(game_id: str) -> bool:
    return game_id in COURSES


def lesson_for(game_id: str, heading: str) -> int | None:
    """The number of the lesson that teaches the reference's section `heading`
    (its English words), or None."""
    for i, lesson in enumerate(COURSES.get(game_id, ())):
        if heading in lesson.sections:
            return i
    return None


def lesson_session(lesson: Lesson) -> GameSession:
    """The game a lesson is played in: its seed, its seats (the computer players
    Easy), its options, then its prepared position; not saved (a lesson is not
    a game to continue)."""
    info = registry.get(lesson.game_id)
    seats = [SeatConfig(LEARNER if k == "h" else AI_NAMES[i], "human" if k == "h" else "ai", "easy", i)
             for i, k in enumerate(lesson.seats)]
    options = info.default_options(len(lesson.seats))
    options.update(lesson.options)
    session = GameSession.new(info, options, seats, seed=lesson.seed, autosave_enabled=False)
    if lesson.ready is not None:
        play_forward(session, lesson.seed, lesson.ready)
    if lesson.prepare is not None:
        lesson.prepare(session.state)
        session.opening_to_play = False     # it opens as prepared, with nothing of its seed's set-up to play
    return session


def start_lesson(app, game_id: str, number: int = 0, replace=None):
    """Opens the table of lesson `number` of the game's course with its guide
    on, over the current scene (or in place of the table `replace`, the lesson
    before it)."""
    course = COURSES[game_id]
    lesson = course[number]
    info = registry.get(game_id)
    table = info.load_table_scene()(app, lesson_session(lesson))
    following = None
    if number + 1 < len(course):
        following = lambda old: start_lesson(app, game_id, number + 1, replace=old)
    table.start_guide(lesson, number=number, count=len(course), next_lesson=following,
                      open_section=lambda heading: app.open("rules", game_id, heading))
    if replace is not None and app.stack.top is replace:
        return app.stack.replace(table)
    return app.stack.push(table)


def start_guided_game(app, game_id: str):
    """Learn to play from its start: the course's first lesson."""
    return start_lesson(app, game_id, 0)
