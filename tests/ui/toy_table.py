"""A tiny table over the tests' toy game (tests/toy_game.py, Secret Bids), built
from the table kit (game/table/) alone, the way a real game's table is: it lays
out its board, draws it from the view it is given (the prize, the scores, the
hand of the seat looking, the legal bids glowing, a hint), maps clicks to
actions, and animates events through the kit's lookup table (a won prize flies
to its winner's score). It records every view it was handed, so tests can
prove it was never shown a secret.

The toy is not registered; TOY_INFO is its GameInfo, and `toy_registered`
registers it for one test (for Load / Continue, which look games up by id)."""
from __future__ import annotations

import pygame
import pytest

from game.screen import gfx, theme
from game.table.animations import Choreographer
from game.table.areas import BOARD_RECT
from game.table.hints import hint_pill
from game.table.scene import TableScene
from game.table.stage import Stage
from game.table.targets import draw_target_glow
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


# -- the layout --------------------------------------------------------------------------------
CARD_W, CARD_H = 80, 110
PRIZE_RECT = pygame.Rect(80, 110, CARD_W, CARD_H)
SCORE_SPOTS = {0: (BOARD_RECT.centerx - 160, 330), 1: (BOARD_RECT.centerx + 160, 330)}
HINT_SPOT = (BOARD_RECT.centerx, 466)


def card_rect(i: int) -> pygame.Rect:
    return pygame.Rect(60 + i * (CARD_W + 12), 480, CARD_W, CARD_H)


def card_face(value: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
        s.blit(gfx.rounded_rect((CARD_W, CARD_H), 8, (240, 230, 200)), (0, 0))
        t = theme.text(str(value), 28, (20, 20, 20), "heading")
        s.blit(t, t.get_rect(center=(CARD_W // 2, CARD_H // 2)))
        return s
    return gfx.made_once(("toy-card", value), make)


class ToyChoreographer(Choreographer):
    """A won prize flies from the prize spot to its winner's score."""

    def prize_won(self, ev: PrizeWon, before, after) -> None:
        self.queue(self.flight(card_face(ev.prize), PRIZE_RECT.center, SCORE_SPOTS[ev.seat], 0.6,
                               scale_to=0.5, sound="score"))

    animations = {PrizeWon: prize_won}


class ToyTable(TableScene):
    game_id = "secret_bids"

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.drawn_views: list = []
        self.stage = Stage()
        self.choreo = ToyChoreographer(self.anims, self.stage)
        self.clock = 0.0

    @classmethod
    def game_info(cls) -> GameInfo:
        return TOY_INFO

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    def draw_board(self, surface, view) -> None:
        self.drawn_views.append(view)
        me = self.looking()
        if view.prize:
            surface.blit(card_face(view.prize), PRIZE_RECT)
        surface.blit(theme.text(f"Prize: {view.prize}", 30, (255, 255, 255), "heading"),
                     (PRIZE_RECT.right + 24, PRIZE_RECT.top + 10))
        for seat, (x, y) in SCORE_SPOTS.items():
            words = f"{self.session.names[seat]}: {int(view.scores()[seat])}"
            img = theme.text(words, 24, (255, 255, 255), "heading")
            surface.blit(img, img.get_rect(center=(x, y)))
        self.stage.draw_flights(surface)
        self.stage.draw_banners(surface, self.board_rect)
        if me is None:
            return
        for i, card in enumerate(view.hands[me]):
            surface.blit(card_face(card), card_rect(i))
        seat = self.input_seat()
        if seat is not None and not self.message:
            draw_target_glow(surface, [(card_rect(i), 8) for i in range(len(view.hands[me]))],
                             self.pointer, self.clock)
            pill = hint_pill("Choose a bid card")
            surface.blit(pill, pill.get_rect(midbottom=HINT_SPOT))

    def board_event(self, event, view, seat) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, card in enumerate(view.hands[seat]):
                if card_rect(i).collidepoint(event.pos):
                    self.play(Bid(card))
                    return True
        return False

    def message_anchor(self) -> tuple[int, int]:
        return HINT_SPOT


@pytest.fixture
def toy_registered(monkeypatch):
    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS + ("secret_bids",))
    monkeypatch.setitem(registry._cache, "secret_bids", TOY_INFO)
    monkeypatch.setitem(registry.DISPLAY_NAMES, "secret_bids", "Secret Bids")
    return TOY_INFO
