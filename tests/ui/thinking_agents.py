"""Computer players for the thinking-helper tests, over the toy game (Secret
Bids). Like the rules packages, this module imports no pygame: the helper
process builds its agents from here."""
from __future__ import annotations

import time

from rules.core.agents import Agent, PolicyAgent, Thinker
from rules.core.registry import GameInfo

#: how long the "slow" level thinks (s): far longer than any test waits
SLOW_SECONDS = 30.0


def lowest_bid(view, seat, legal, rng):
    return min(legal, key=lambda a: a.card)


def random_bid(view, seat, legal, rng):
    return rng.choice(legal)


class _Slow(Thinker):
    def __init__(self, view, seat) -> None:
        super().__init__()
        self.view, self.seat = view, seat

    def step(self, seconds: float) -> bool:
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            pass
        self.spent += time.perf_counter() - t0
        if self.spent >= SLOW_SECONDS:
            self.result = lowest_bid(self.view, self.seat, self.view.legal_actions(self.seat), None)
            self.done = True
        return self.done


class SlowAgent(Agent):
    level = "slow"

    def thinker(self, view, seat):
        self._rng()
        return _Slow(view, seat)


def make_agent(level: str, seat: int, seed: int) -> Agent:
    if level == "slow":
        return SlowAgent(seed)
    if level == "easy":
        return PolicyAgent(random_bid, seed, level="easy")
    return PolicyAgent(lowest_bid, seed, level=level)


TOY_THINKERS = GameInfo(
    id="secret_bids", name="Secret Bids", tagline="Bid in secret for the prize on show",
    min_players=2, max_players=2, state_class="tests.toy_game:SecretBids",
    make_agent="tests.ui.thinking_agents:make_agent", hidden_information=True,
)
