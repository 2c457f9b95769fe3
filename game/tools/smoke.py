"""`main.py --smoke` and `main.py --screenshot`: the real scenes, headless.

The smoke run opens every registered scene in turn (title, the Esc menu, new game
for each game, settings, load, rules for each game, results of a finished game
of each, the error scene, each game's table), renders frames with some pointer
movement, has every game's computer players decide in the thinking helper
process (so a frozen build proves it can start it), and fails (exit 1) on any
exception. It prints the time from start-up
to the first drawn title frame. Both run in a throw-away profile (see
game/tools/headless.py) with a few example saves in it, so Load and Continue have
something to show. main.py imports this module only after choosing the dummy
drivers (game/tools/headless.py), so pygame is imported headless here.
"""
from __future__ import annotations

import sys
import time
import traceback

try:
    import resource
except ImportError:          # Windows has no resource module
    resource = None

import pygame

from rules.core import registry
from rules.core.rng import Rng, derive_seed

from game.storage import saves
from game.art import picture_cache
from game.app import App
from game.names import AI_NAMES
from game.tools.pieces_sheet import NoPieces, sheet
from game.scenes.catalogue import open_scene, scene_names, table_games
from game.session import GameSession, SeatConfig
from game.storage.stats_file import game_over, note_started
from game.table import thinking

FRAMES = 12


def make_example_saves() -> None:
    """Two games in progress (autosaves), one named save and one damaged file."""
    games = sorted(registry.available(), key=lambda g: not g.playable)   # tables first, then others
    names = (("Ana", "Ben", "Caro"), ("Dev", "Marina", "Rocco"))
    made = []
    for i, info in enumerate(games[:2]):
        players = max(info.min_players, min(3, info.max_players))
        seats = [SeatConfig(names[i % 2][k], "human" if k == 0 else "ai", "normal", (k + i) % 5)
                 for k in range(players)]
        session = GameSession.new(info, info.default_options(players), seats, seed=100 + i)
        rng = Rng(7 + i)
        st = session.state
        for _ in range(12 + 10 * i):
            if st.is_over():
                break
            s = st.to_act()[0]
            session.apply(s, rng.choice(st.legal_actions(s)))
            st = session.state
        session.flush()
        made.append(session)
    if made:
        made[0].save_as("Sunday with the cousins")
    (saves.ensure_saves_dir() / "old-game.json").write_text('{"format": "monster-isles-save", "version": 1, "bo',
                                                    encoding="utf-8")


#: the example history: per game, the computer levels of the two other seats
EXAMPLE_LEVELS = (("easy", "easy"), ("normal", "easy"), ("normal", "normal"))


def make_example_history(seed: int, games: list | None = None) -> None:
    """Finished games in the history and the statistics, played headless by
    the computer players (Easy and Normal: Hard thinks for seconds a move):
    for each game, one game per line of EXAMPLE_LEVELS, with the person's seat
    ("Robin", or "Ana" every other game) played by a Normal computer player."""
    for info in table_games() if games is None else games:
        for k, levels in enumerate(EXAMPLE_LEVELS):
            game_seed = derive_seed(seed, "history", info.id, k)
            person = "Robin" if k % 2 == 0 else "Ana"
            seats = [SeatConfig(person, "human", "normal", 0)] + [
                SeatConfig(name, "ai", level, i + 1) for i, (name, level) in enumerate(zip(AI_NAMES, levels))]
            players = max(info.min_players, min(len(seats), info.max_players))
            session = GameSession.new(info, info.default_options(players), seats[:players], seed=game_seed)
            note_started(session)
            play_out(session, game_seed)
            session.flush()
            game_over(session)


def play_out(session: GameSession, seed: int) -> None:
    """Plays a game to its end, every seat by a computer player of its level
    (a person's seat by a Normal one), through the session."""
    agents = {s: session.info.agent(cfg.level if cfg.is_ai else "normal", s, derive_seed(seed, "example", s))
              for s, cfg in enumerate(session.seats)}
    for _ in range(20_000):
        if session.is_over():
            return
        s = session.state.to_act()[0]
        thinker = agents[s].thinker(session.state.view(s), s)
        while not thinker.step(0.05):
            pass
        session.apply(s, thinker.result)


def smoke_plan() -> list[tuple[str, str | None]]:
    plan: list[tuple[str, str | None]] = [("title", None), ("menu", None)]
    broken = [f"{gid}: {registry.load_error(gid)}" for gid in registry.GAME_IDS if registry.load_error(gid)]
    broken += [f"{g.id}: {g.table_problem()}" for g in registry.available()
               if g.table_scene is not None and g.table_problem()]
    if broken:
        # a game that does not load (in a frozen build: a module left out) is an error
        raise RuntimeError("games that do not load: " + "; ".join(broken))
    available = registry.available()
    plan += [("new-game", g.id) for g in available]
    plan += [("settings", None), ("load", None)]
    plan += [("rules", g.id) for g in available]
    plan += [("results", g.id) for g in available]
    plan += [("error", None)]
    plan += [(g.id, None) for g in table_games()]
    plan += [("replay", g.id) for g in table_games()] + [("replays", None), ("stats", None)]
    return plan


def _frames(app, n: int) -> list[float]:
    times = []
    for i in range(n):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(100 + 90 * i % 1180, 120 + 47 * i % 560),
                                             rel=(0, 0), buttons=(0, 0, 0)))
        t0 = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def peak_memory() -> str:
    """The most memory this process has held so far (its peak resident set), in words."""
    mb = peak_megabytes()
    return "" if mb is None else f"peak memory {mb:.0f} MB"


def peak_megabytes() -> float | None:
    """This process's own peak resident set, in MB. On Linux from
    /proc/self/status (VmHWM): getrusage's ru_maxrss survives exec, so a smoke
    run started by a big process (a pytest worker at 383 MB) reported that
    process's peak instead of its own. Elsewhere ru_maxrss, which starts afresh."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    if resource is None:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024      # bytes on macOS, KB elsewhere


def run_smoke(app: App, first: float, processor: float) -> int:
    """app: the app showing its first title frame, drawn `first` seconds after
    start-up (game/tools/first_frame.py) with `processor` seconds of processor time."""
    try:
        print(f"start-up to the first title frame: {first * 1000:.0f} ms "
              f"({processor * 1000:.0f} ms of processor time; the island "
              f"{picture_cache.origin('title_backdrop')})", flush=True)
        make_example_saves()
        plan = smoke_plan()
        for name, game_id in plan:
            scene = open_scene(app, name, seed=1, game_id=game_id)
            times = _frames(app, FRAMES)
            label = f"{name}" + (f" ({game_id})" if game_id else "")
            print(f"ok  {label:<40} {type(scene).__name__:<20} mean {sum(times) / len(times):5.1f} ms  "
                  f"{peak_memory()}", flush=True)
        app.quit()
        print(f"ok  {thinking.check()}", flush=True)
        thinking.helper().stop()
        print(f"smoke: {len(plan)} scenes opened and drawn, no errors; {peak_memory()}")
        return 0
    except Exception:
        traceback.print_exc()
        print("smoke: FAILED", file=sys.stderr)
        return 1


def screenshot(name: str, out: str, seed: int) -> int:
    if name.startswith("pieces:"):
        return pieces_screenshot(name[len("pieces:"):], out)
    if name not in scene_names():
        print(f"no scene called {name!r}; scenes: {', '.join(scene_names())}", file=sys.stderr)
        return 2
    try:
        app = App(strict=True)
        if name in ("load", "title"):
            make_example_saves()
        if name in ("replays", "stats"):
            make_example_history(seed)
        open_scene(app, name, seed=seed)
        for _ in range(240):        # let entrance animations (and the results' count-up) settle
            app.step(1 / 60)
        pygame.image.save(app.screen, out)
        print(f"wrote {out}")
        return 0
    except Exception:
        traceback.print_exc()
        return 1


def pieces_screenshot(game_id: str, out: str) -> int:
    """`--screenshot pieces:GAME_ID`: the game's contact sheet (game/tools/pieces_sheet.py)."""
    try:
        App(strict=True)            # the display and the fonts the pieces draw with
        pygame.image.save(sheet(game_id), out)
    except NoPieces as exc:
        print(f"no contact sheet for {game_id!r}: {exc}", file=sys.stderr)
        return 2
    except Exception:
        traceback.print_exc()
        return 1
    print(f"wrote {out}")
    return 0
