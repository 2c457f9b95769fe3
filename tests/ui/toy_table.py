"""A tiny table over the tests' toy game (tests/toy_game.py, Secret Bids), built
on the table kit (game/table/) exactly as a real game's table is: it only draws
its board from the view it is given and maps clicks to actions. It records every
view it was handed, so tests can prove it was never shown a secret.

The toy is not registered; TOY_INFO is its GameInfo, and `toy_registered`
registers it for one test (for Load / Continue, which look games up by id)."""
from __future__ import annotations

import pygame
import pytest

from game import theme
from game.table.scene import TableScene
from game.tween import Tween
from rules.core import registry
from rules.core.agents import PolicyAgent
from rules.core.registry import GameInfo, Option
from tests.toy_game import Bid, PrizeWon

TOY_INFO = GameInfo(
    id="secret_bids", name="Secret Bids", tagline="Bid in secret for the prize on show",
    min_players=2, max_players=2, state_class="tests.toy_game:SecretBids",
    make_agent="tests.ui.toy_table:make_agent",
    options=(Option("cards", "Cards", "int", 5, min=3, max=8, help="Bid cards per player"),),
    table_scene="tests.ui.toy_table:ToyTable", rules_text=None, hidden_information=True,
)


def make_agent(level, seat, seed):
    def highest(view, s, legal, rng):
        return max(legal, key=lambda a: a.card)
    return PolicyAgent(highest, seed, level=level)


CARD_W, CARD_H = 80, 110


def card_rect(i: int) -> pygame.Rect:
    return pygame.Rect(60 + i * (CARD_W + 12), 480, CARD_W, CARD_H)


class ToyTable(TableScene):
    game_id = "secret_bids"

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.drawn_views: list = []

    @classmethod
    def game_info(cls) -> GameInfo:
        return TOY_INFO

    def draw_board(self, surface, view) -> None:
        self.drawn_views.append(view)
        me = view.viewer if view.viewer is not None and view.viewer >= 0 else None
        surface.blit(theme.text(f"Prize: {view.prize}", 30, (255, 255, 255), "heading"), (80, 120))
        if me is None:
            return
        for i, card in enumerate(view.hands[me]):
            pygame.draw.rect(surface, (240, 230, 200), card_rect(i), border_radius=8)
            surface.blit(theme.text(str(card), 28, (20, 20, 20), "heading"), card_rect(i).move(28, 36))

    def board_event(self, event, view, seat) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, card in enumerate(view.hands[seat]):
                if card_rect(i).collidepoint(event.pos):
                    self.play(Bid(card))
                    return True
        return False

    def animate(self, seat, action, events) -> None:
        super().animate(seat, action, events)
        for ev in events:
            if isinstance(ev, PrizeWon):
                self.anims.queue(Tween(0.6, motion=True))


@pytest.fixture
def toy_registered(monkeypatch):
    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS + ("secret_bids",))
    monkeypatch.setitem(registry._cache, "secret_bids", TOY_INFO)
    monkeypatch.setitem(registry.DISPLAY_NAMES, "secret_bids", "Secret Bids")
    return TOY_INFO
