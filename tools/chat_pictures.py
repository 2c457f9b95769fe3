"""Pictures of a network game's chat (game/table/chat.py) at every table, folded
and open, at window sizes: a host's table over the in-memory transport with two
joiners who have said something, drawn through the window's own scaling.

    .venv/bin/python tools/chat_pictures.py OUT_DIR [--size 960x540 ...] [--game isle_of_night ...]

writes OUT_DIR/chat-GAME-WxH-folded.png and -open.png (the window as shown; a size
under the window's least, window.MIN_SIZE, as a desktop that small shows it)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.tools import headless  # noqa: E402

headless.use_dummy_drivers()
headless.isolate_profile()

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.net.host import Host  # noqa: E402
from game.net.joiner import Joiner  # noqa: E402
from game.net.transport import MemoryListener  # noqa: E402
from game.session import GameSession, SeatConfig  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from rules.core.registry import get as get_game  # noqa: E402

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


class Clock:
    now = 1000.0

    def __call__(self) -> float:
        return self.now


def picture(game_id: str, size: tuple[int, int], open_: bool, out: Path) -> None:
    app = App(settings=Settings(animation_speed="instant", ai_pace="instant", recap=False, window_size=size),
              strict=True)
    app.go_to_title()
    info = get_game(game_id)
    seats = [SeatConfig("Ana", "human", colour=0), SeatConfig("Ben", "remote", colour=1, network=True),
             SeatConfig("Cleo", "remote", colour=2, network=True)]
    players = max(info.min_players, min(3, info.max_players))
    session = GameSession.new(info, info.default_options(players), seats[:players], seed=3, autosave_enabled=False)
    clock = Clock()
    listener = MemoryListener()
    host = Host(session, listener, code="ABCD2345", clock=clock)
    joiners = [Joiner(listener.connect(), s.name, "ABCD2345", clock=clock) for s in seats[1:players]]

    def pump() -> None:
        for __ in range(3):
            clock.now += 0.5
            host.pump()
            for j in joiners:
                j.poll()

    pump()
    host.start()
    pump()
    table = info.load_table_scene()(app, session)
    table.attach_host(host)
    app.stack.push(table)
    app.step()
    joiners[0].say("Hello! Ready when you are. Good luck, and watch out for the monsters on the north shore")
    pump()
    if len(joiners) > 1:
        joiners[1].say("gl hf")
    pump()
    if open_:
        table.chat.set_open(True)
        host.say("Welcome to the island")
        pump()
        for ch in "I'll take the volcano":
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    for __ in range(30):
        app.step(1 / 60)
    shown = pygame.display.get_surface()
    if shown.get_size() != size:
        # smaller than the window's least size (window.MIN_SIZE): what a desktop of that
        # size shows, the canvas smoothscaled as the window scales it
        shown = pygame.transform.smoothscale(app.screen, size)
    pygame.image.save(shown, str(out))
    print(f"wrote {out}")
    table.close_network()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--size", action="append", default=None, help="WxH (repeatable; default 1280x720)")
    ap.add_argument("--game", action="append", default=None, choices=GAMES)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id in args.game or GAMES:
        for text in args.size or ["1280x720"]:
            w, h = (int(n) for n in text.lower().split("x"))
            for open_ in (False, True):
                name = f"chat-{game_id}-{w}x{h}-{'open' if open_ else 'folded'}.png"
                picture(game_id, (w, h), open_, args.out / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
