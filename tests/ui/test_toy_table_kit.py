"""The table kit is enough for a table: the toy table (tests/ui/toy_table.py)
is built from game/table/ alone, and two people play Secret Bids on it to the
results by clicks alone: curtains between them, bids by clicking cards, each
won prize flying to its winner through the kit's lookup table of animations."""
from __future__ import annotations

import ast
from pathlib import Path

import pygame

from game.scenes.curtain import PassCurtain
from game.scenes.results import ResultsScene
from game.session import GameSession, SeatConfig
from rules.core.rng import Rng
from tests.toy_game import Bid
from tests.ui.conftest import click, frames, key
from tests.ui.toy_table import TOY_INFO, ToyTable, card_rect

HOTSEAT = [SeatConfig("Ana", "human", colour=0), SeatConfig("Ben", "human", colour=1)]


def test_the_toy_table_imports_from_the_kit_and_no_other_table():
    tree = ast.parse(Path(__file__).with_name("toy_table.py").read_text(encoding="utf-8"))
    game_imports = {node.module for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "game"}
    game_imports |= {f"game.{a.name}" for node in ast.walk(tree)
                     if isinstance(node, ast.ImportFrom) and node.module == "game" for a in node.names}
    assert any(m.startswith("game.table.") for m in game_imports)
    assert not [m for m in game_imports if m.startswith("game.tables")]


def test_two_people_play_the_toy_table_to_the_results_by_clicks_alone(app):
    session = GameSession.new(TOY_INFO, {"cards": 4}, HOTSEAT, seed=11)
    table = app.stack.push(ToyTable(app, session))
    rng = Rng(3)
    curtains = flights = recaps = 0
    for _ in range(400):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, PassCurtain):
            curtains += 1
            click(app, top.ready_button.rect.center)
            continue
        if table.recap_panel is not None:       # "since your last turn": a click puts it away
            recaps += 1
            click(app, table.board_rect.center)
            continue
        if table.anims.busy:
            flights += bool(table.stage.flights)
            key(app, pygame.K_SPACE)            # skip the prize's flight
            continue
        seat = table.input_seat()
        if seat is None:
            frames(app, 1)
            continue
        hand = table.view.hands[seat]
        i = rng.randrange(len(hand))
        before = len(session.actions)
        click(app, card_rect(i).center)
        assert session.actions[before:] == [(seat, Bid(hand[i]))]
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.session is session
    assert session.state.is_over() and len(session.actions) == 8     # four bids each, all clicked
    assert curtains >= 8                        # before every secret bid, a curtain
    # and what the other did since: for the first bidder of each later round
    # (the second bidder may read nothing of a secret bid, so gets none)
    assert recaps == 3
    won = sum(1 for move in session.history for ev in move.events if type(ev).__name__ == "PrizeWon")
    assert won and flights == won               # every prize won flew, and only those
