"""Rendering scenes with the font layer recording (game/screen/text_record.py): every
scene of the catalogue, and each table through a game played by a random
person, with the large view of what lies under the pointer opened. What is
found is given as readable lines."""
from __future__ import annotations

import pygame

from game.screen import text_record
from game.scenes import catalogue
from game.table.sessions import you_against_computers
from rules.core import registry
from rules.core.rng import Rng
from tests.table_driver import settle

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")
#: the smallest font size in canvas pixels a text may have
SMALLEST = 11


def findings(inks, where: str) -> set[tuple]:
    return {(where, round(i.size, 1), i.cut, i.text[:60], tuple(int(v) for v in i.rect))
            for i in text_record.small_or_cut(inks, SMALLEST)}


def hovered_inks(app, table, step: int = 40) -> list[list]:
    """A frame for each thing under the pointer on a grid over the board, its large view open."""
    shots, seen = [], set()
    board = table.board_rect
    for x in range(board.left + step // 2, board.right, step):
        for y in range(board.top + step // 2, board.bottom, step):
            thing = table.thing_under((x, y))
            if thing is None or repr(thing[:-1]) in seen:
                continue
            seen.add(repr(thing[:-1]))
            table.pointer, table.hover, table.hover_time = (x, y), thing, 10.0
            shots.append(text_record.canvas_inks(app))
    table.hover, table.hover_time, table.pointer = None, 0.0, (-1, -1)
    return shots


def read_scene(app, name: str, seed: int) -> set[tuple]:
    catalogue.open_scene(app, name, seed)
    for _ in range(3):
        app.step(1 / 60, flip=False)
    found = findings(text_record.canvas_inks(app), f"{name} (seed {seed})")
    top = app.stack.top
    if hasattr(top, "thing_under") and hasattr(top, "board_rect"):
        for inks in hovered_inks(app, top):
            found |= findings(inks, f"{name} (seed {seed}), a large view")
    return found


def read_a_game(app, game_id: str, players: int, seed: int, every: int = 6, hover_every: int = 3) -> set[tuple]:
    """A game of `players` (you and computers), played by random moves of
    yours; every `every`-th of your moves the table is read (and its large
    views, every `hover_every`-th reading)."""
    info = registry.get(game_id)
    session = you_against_computers(info, players, seed)
    table = info.load_table_scene()(app, session)
    app.go_to_title()
    app.stack.push(table)
    rng = Rng(seed)
    found: set[tuple] = set()
    reads = 0
    for n in range(2000):
        settle(app, table)
        if table not in app.stack or session.is_over():
            break
        if n % every == 0:
            where = f"{game_id}, {players} players, seed {seed}, move {n}"
            found |= findings(text_record.canvas_inks(app), where)
            if reads % hover_every == 0:
                for inks in hovered_inks(app, table):
                    found |= findings(inks, where + ", a large view")
            reads += 1
        seat = table.input_seat()
        if seat is None:
            app.step(1 / 60, flip=False)
            continue
        table.play(rng.choice(session.state.legal_actions(seat)), seat)
    return found


def lines(found: set[tuple]) -> list[str]:
    out, seen = [], set()
    for where, size, cut, words, rect in sorted(found, key=lambda f: (f[3], f[1], f[0])):
        if (words, size, cut) in seen:
            continue
        seen.add((words, size, cut))
        out.append(f"{words!r}: {size} px{', cut without an ellipsis' if cut else ''} at {rect} ({where})")
    return out
