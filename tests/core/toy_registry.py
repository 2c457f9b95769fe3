"""Registers the tests' toy game (tests/toy_game.py) in the registry for one test."""
import pytest

from rules.core import registry
from rules.core.registry import GameInfo, Option

TOY_INFO = GameInfo(
    id="secret_bids", name="Secret Bids", tagline="A test game", min_players=2, max_players=2,
    state_class="tests.toy_game:SecretBids", make_agent="tests.core.toy_registry:make_agent",
    options=(Option("cards", "Cards", "int", 5, min=3, max=8),),
)


def make_agent(level, seat, seed):
    from rules.core.agents import ISMCTSAgent, PolicyAgent

    def match_prize(view, s, legal, rng):
        # bid the card nearest the prize on show
        return min(legal, key=lambda a: abs(a.card - view.prize))

    if level == "hard":
        return ISMCTSAgent(seed, iterations=300, seconds=30.0)
    return PolicyAgent(match_prize, seed, noise=0.5 if level == "easy" else 0.0, level=level)


@pytest.fixture
def toy_registered(monkeypatch):
    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS + ("secret_bids",))
    monkeypatch.setitem(registry._cache, "secret_bids", TOY_INFO)
    monkeypatch.setitem(registry.DISPLAY_NAMES, "secret_bids", "Secret Bids")
    return TOY_INFO
