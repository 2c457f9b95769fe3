"""Every scene the app can show, by name, built the way the app builds it: used by
`--smoke`, `--screenshot` and the frame benchmark, so all three exercise the real
scenes. Scene names: title, new-game, settings, load, rules, results, error, and
the id of each game that has a table, and guide:GAME_ID for each game's Learn to
play (its --seed is the lesson shown, at its first step)."""
from __future__ import annotations

from rules.core import registry
from rules.core.registry import GameInfo
from rules.core.rng import Rng, derive_seed

from ..storage.crash_log import write_crash_log
from ..guide import COURSES, start_lesson
from ..history.replay import Replay
from ..names import AI_NAMES
from ..scene import Scene
from ..session import GameSession, SeatConfig

BASE_SCENES = ("title", "new-game", "settings", "sound", "load", "rules", "results", "error", "menu", "replay",
               "replays", "stats")


def table_games() -> list[GameInfo]:
    return [info for info in registry.available() if info.playable]


def scene_names() -> list[str]:
    return list(BASE_SCENES) + [info.id for info in table_games()] + [f"guide:{gid}" for gid in sorted(COURSES)]


def guided_table(app, game_id: str, lesson: int, step: int = 1, limit: int = 20000):
    """Lesson `lesson` (1-based, at most the last) of `game_id`'s Learn to play,
    played by following the guide's arrow (as a person would) until its
    `step`-th step (1-based, at most its last) shows."""
    course = COURSES[game_id]
    number = max(1, min(lesson, len(course))) - 1
    table = start_lesson(app, game_id, number)
    want = max(1, min(step, len(course[number].steps)))
    for _ in range(limit):
        app.step(1 / 60, flip=False)
        if table not in app.stack:
            break
        if table.anims.busy:
            table.anims.skip()
            continue
        if table.input_seat() is None:
            continue
        if table.guide.step is not None and table.guide.step_number() >= want:
            break
        board = [t for t in table.key_focus.targets if not (isinstance(t.key, tuple) and t.key[0] == "button")]
        target = table.guide_target() or table.confirm_target() or (board or [None])[0]
        if target is not None:
            table.press_target(target)
    return table


def default_game() -> GameInfo | None:
    games = table_games() or registry.available()
    return games[0] if games else None


def finished_session(info: GameInfo, seed: int) -> GameSession:
    """A game played to its end by random moves (no autosave), for Results."""
    players = max(info.min_players, min(3, info.max_players))
    names = ("Robin",) + AI_NAMES
    seats = [SeatConfig(names[i], "human" if i == 0 else "ai", "normal", i) for i in range(players)]
    session = GameSession.new(info, info.default_options(players), seats, seed=seed, autosave_enabled=False)
    rng = Rng(derive_seed(seed, "results"))
    for _ in range(100_000):
        if session.is_over():
            break
        s = session.state.to_act()[0]
        session.apply(s, rng.choice(session.state.legal_actions(s)))     # kept, for its replay
    return session


def open_scene(app, name: str, seed: int = 1, game_id: str | None = None, bench: bool = False) -> Scene:
    """Builds scene `name` on a fresh stack (the title underneath where the app
    would have it) and returns the scene on top."""
    app.go_to_title()
    if name == "title":
        return app.stack.top
    if name == "menu":
        app.stack.top.open_menu()
        return app.stack.top
    info = registry.get(game_id) if game_id else default_game()
    if name == "new-game":
        return app.open("new-game", info.id)
    if name == "settings":
        return app.open("settings")
    if name == "sound":
        return app.open("sound")
    if name == "load":
        return app.open("load")
    if name == "rules":
        return app.open("rules", info.id if info else None)
    if name == "results":
        return app.stack.replace(app.make("results", finished_session(info, seed)))
    if name == "error":
        try:
            raise RuntimeError("an example failure, shown by --screenshot error")
        except RuntimeError as exc:
            path = write_crash_log(exc, ["TitleScene"])
            return app.stack.reset(app.make("error", path, f"{type(exc).__name__}: {exc}"))
    if name in ("replays", "stats"):
        return app.open(name)
    if name == "replay":
        replay = Replay.from_session(finished_session(info, seed))
        return app.open("replay", replay, len(replay) // 2)
    if name.startswith("guide:") and name[len("guide:"):] in COURSES:
        return guided_table(app, name[len("guide:"):], seed)
    if name in registry.GAME_IDS:
        info = registry.get(name)
        table_cls = info.load_table_scene()
        if table_cls is None:
            raise KeyError(f"{info.name} has no table yet")
        session = table_cls.bench_session(seed) if bench else table_cls.screenshot_session(seed)
        return app.stack.push(table_cls(app, session))
    raise KeyError(f"no scene called {name!r}; scenes: {', '.join(scene_names())}")
