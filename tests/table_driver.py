"""Driving a real table with posted pygame events, for every game's UI tests:
an App on the dummy drivers (tests/conftest.py sets them and a temporary
profile), sessions built as the new-game screen builds them, the table the
game's registry names, clicks at canvas positions, frames stepped until a
person must act. Each tests/ui_<game>/conftest.py binds these to its game."""
from __future__ import annotations

import contextlib
import dataclasses
import math
from typing import Iterator

import pygame
import pytest

from game.app import App
from game.scenes.curtain import PassCurtain
from game.scenes.title import TitleScene
from game.session import GameSession, SeatConfig
from game.storage.settings import Settings
from rules.core import registry

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli")
LEVELS = {"e": "easy", "n": "normal", "h": "hard"}


def running_app(**settings) -> Iterator[App]:
    """An app at its title, animations and computer players instant, no
    "since your last turn" panel (tests/recap turns it on); its sessions
    flushed at the end (use from a fixture: `yield from running_app()`).
    `settings` change those (animation_speed="fast": animations that play)."""
    chosen = dict(animation_speed="instant", ai_pace="instant", recap=False)
    chosen.update(settings)
    a = App(settings=Settings(**chosen), strict=True)
    pygame.event.clear()
    a.go_to_title()
    a.step()
    yield a
    a.flush_sessions()


@contextlib.contextmanager
def own_profile(tmp_path_factory, name: str) -> Iterator[None]:
    """A platformdirs profile of its own for a module fixture (profile_dir is one
    test's): what a module computes once, an app it plays a game in, saves there."""
    with pytest.MonkeyPatch.context() as mp:
        folder = tmp_path_factory.mktemp(name)
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            mp.setenv(var, str(folder / var.lower()))
        yield


def new_session(game_id: str, kinds: str, seed: int = 1, levels: str | None = None,
                options: dict | None = None, autosave: bool = True,
                default_level: str = "normal") -> GameSession:
    """kinds: one letter a seat, "h" a person or "a" a computer player; levels
    likewise ("e", "n", "h") for the computer seats."""
    info = registry.get(game_id)
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai",
                        LEVELS[levels[i]] if levels else default_level, i)
             for i, k in enumerate(kinds)]
    opts = info.default_options(len(kinds))
    opts.update(options or {})
    return GameSession.new(info, opts, seats, seed=seed, autosave_enabled=autosave)


def near_the_end(session: GameSession, moves_left: int) -> None:
    """Brings a new session to `moves_left` moves before the end of a game of
    random legal moves from it (rehearsed on a copy of the session that is not
    saved, the session's seed choosing the moves): for the tests that click only
    the end of a game to its results (whole games by clicks are in the slow step)."""
    from rules.core import Rng
    assert not session.actions, "a new session"
    rehearsal = GameSession.new(session.info, session.options, list(session.seats), seed=session.seed,
                                autosave_enabled=False)
    rng = Rng(session.seed)
    for _ in range(100000):
        st = rehearsal.state
        if st.is_over():
            break
        seat = st.to_act()[0]
        rehearsal.apply(seat, rng.choice(st.legal_actions(seat)))
    assert rehearsal.is_over() and len(rehearsal.actions) > moves_left
    for seat, action in rehearsal.actions[:len(rehearsal.actions) - moves_left]:
        session.apply(seat, action)
    assert not session.is_over()


def at_normal(session: GameSession) -> GameSession:
    """The session with every computer seat at Normal, which decides in the frame
    it is asked: a Hard seat's search is bounded by its time, so how many moves
    a run of frames covers would depend on the machine's speed."""
    session.seats = [dataclasses.replace(seat, level="normal") for seat in session.seats]
    return session


def open_table(app: App, session: GameSession):
    """The session's table, opened over the title as the new-game screen does."""
    table = session.info.load_table_scene()(app, session)
    app.stack.push(table)
    app.step()
    return table


def post(event_type: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def click(app: App, pos, button: int = 1, frames: int = 1) -> None:
    pos = (int(round(pos[0])), int(round(pos[1])))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    for _ in range(frames):
        app.step(flip=False)


def quit_and_continue(app: App, table):
    """Menu > Quit to title at `table`, then the title's Continue, clicked as a
    person does: the table Continue opened, for the same save."""
    session = table.session
    table.quit_to_title()
    app.step(1 / 60, flip=False)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    click(app, title.buttons["Continue"].rect.center)
    again = app.stack.top
    assert again is not table and again.session.save_id == session.save_id
    return again


def curtain_up(app: App) -> PassCurtain | None:
    top = app.stack.top
    return top if isinstance(top, PassCurtain) else None


def pass_curtain(app: App) -> None:
    c = curtain_up(app)
    assert c is not None, "no curtain is up"
    click(app, c.ready_button.rect.center)


def settle(app: App, table, limit: int = 20000, dt: float = 1 / 60) -> None:
    """Steps frames until a person must do something: a human seat may click,
    a curtain or a "since your last turn" panel waits, or the game is over
    (the table has left the stack)."""
    for _ in range(limit):
        if table not in app.stack or curtain_up(app) is not None or table.recap_panel is not None:
            return
        if table.input_seat() is not None and not table.anims.busy:
            return
        app.step(dt, flip=False)
    state = table.session.state
    raise AssertionError(f"the table never waited for a person: to act {state.to_act()}, "
                         f"animations busy {table.anims.busy}, input seat {table.input_seat()}, "
                         f"{len(table.session.actions)} moves; last {table.session.actions[-3:]}")


def kept_and_afresh(app: App, table, forget, frames: int = 240):
    """Plays `frames` frames of a table (the pointer drifting over the board,
    every third frame a long one, so that the computers move and animations
    end), and after each draws it twice: as the table keeps its pictures, and
    afresh (`forget(table)` drops every kept picture and remembered lookup).
    Yields (frame, whether the board as kept is the board afresh in RGB, byte
    for byte). Each board is copied into an RGB picture of its own, kept for the
    run, and the two compared buffer to buffer: two RGB byte strings a frame
    (pygame.image.tobytes, 1.8 MB each) were a third of the frame's time."""
    kept, fresh = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    board = table.board_rect
    kept_rgb, fresh_rgb = pygame.Surface(board.size, 0, 24), pygame.Surface(board.size, 0, 24)
    shown = bytearray(kept_rgb.get_pitch() * board.height)
    for i in range(frames):
        x, y = board.x + board.w * (0.5 + 0.45 * math.sin(i / 23)), board.y + board.h * (0.5 + 0.45 * math.sin(i / 17))
        post(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0))
        app.step(1 / 60 if i % 3 else 0.25)
        table.draw(kept)
        kept_rgb.blit(kept, (0, 0), board)
        forget(table)
        table.draw(fresh)
        fresh_rgb.blit(fresh, (0, 0), board)
        shown[:] = kept_rgb.get_view("1")
        yield i, shown.startswith(fresh_rgb.get_view("1"))
