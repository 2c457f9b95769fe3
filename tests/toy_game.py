"""A small hidden-information game that lives only in the tests, to prove the
contract, the agents and the search on something tiny.

Secret Bids (a take on Goofspiel): each of 2 players holds bid cards 1..N. A
shuffled prize deck 1..N is turned up one prize at a time; both players choose a
bid in secret (a simultaneous step: the first bid is hidden from the second
bidder), then the higher bid takes the prize and a tie discards it. Used bids are
gone. Most prize points wins; a tie is shared. Hidden: the prize order (chance)
and the opponent's committed bid.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import Action, Codec, Event, GameState, Rng

codec = Codec("secret_bids")


@codec.register
@dataclass(frozen=True)
class Bid(Action):
    card: int

    def label(self) -> str:
        return f"bid {self.card}"


@codec.register
@dataclass(frozen=True)
class PrizeWon(Event):
    seat: int
    prize: int


@codec.register
@dataclass(frozen=True)
class BidsShown(Event):
    """Both secret bids turn face up and the next prize (0: none) is turned up:
    a new sight, so the bids that led here can no longer be taken back."""
    reveals = True
    bids: tuple[int, ...]
    next_prize: int


class SecretBids(GameState):
    game_id = "secret_bids"
    codec = codec

    def __init__(self) -> None:
        self.rng = Rng(0)
        self.n = 5
        self.hands: list[list[int]] = [[], []]
        self.deck: list[int] = []        # face down, next prize last
        self.prize = 0                   # face up now (0: none)
        self.pending: list[int | None] = [None, None]   # committed secret bids (-1: hidden)
        self.points = [0, 0]
        self.seen: list[int] = []         # prizes already turned up

    @classmethod
    def new_game(cls, options: dict, seed: int) -> "SecretBids":
        st = cls()
        st.rng = Rng(seed)
        st.n = int(options.get("cards", 5))
        st.hands = [list(range(1, st.n + 1)) for _ in range(2)]
        st.deck = list(range(1, st.n + 1))
        st.rng.shuffle(st.deck)
        st.prize = st.deck.pop()
        return st

    @property
    def num_players(self) -> int:
        return 2

    def to_act(self) -> list[int]:
        if self.is_over():
            return []
        return [s for s in (0, 1) if self.pending[s] is None]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Bid(c) for c in self.hands[seat]]

    def secret_step(self) -> bool:
        """Every bid is made by both at once, in secret."""
        return not self.is_over()

    def why_illegal(self, seat, action):
        if self.is_over():
            return "the game is over"
        if seat not in self.to_act():
            return "you have already bid"
        if not isinstance(action, Bid) or action.card not in self.hands[seat]:
            return "you do not hold that bid card"
        return None

    def apply_trusted(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Bid)
        self.hands[seat].remove(action.card)
        self.pending[seat] = action.card
        if None in self.pending:
            return []
        a, b = self.pending
        events: list[Event] = []
        if a != b:
            w = 0 if a > b else 1
            self.points[w] += self.prize
            events.append(PrizeWon(w, self.prize))
        self.pending = [None, None]
        self.seen.append(self.prize)
        self.prize = self.deck.pop() if self.deck else 0
        events.append(BidsShown((a, b), self.prize))
        return events

    def is_over(self) -> bool:
        return self.prize == 0

    def scores(self) -> list[float]:
        return list(self.points)

    def view(self, seat):
        """The deck order is unknown to all; a committed bid is unknown to the
        other seat, so its card goes back into that hand in the view."""
        v = self.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        v.deck = [0] * len(self.deck)
        for s, p in enumerate(self.pending):
            if p is not None and p != -1 and s != seat:
                v.hands[s] = sorted(v.hands[s] + [p])
                v.pending[s] = -1
        return v

    def sample_world(self, rng: Rng) -> "SecretBids":
        w = self.clone()
        w.viewer = None
        w.rng = Rng(rng.next64())
        if self.viewer is not None:
            unseen = [p for p in range(1, self.n + 1) if p not in self.seen and p != self.prize]
            rng.shuffle(unseen)
            w.deck = unseen
            for s, p in enumerate(self.pending):
                if p == -1:
                    card = rng.choice(w.hands[s])
                    w.hands[s].remove(card)
                    w.pending[s] = card
        return w

    def clone(self) -> "SecretBids":
        st = SecretBids.__new__(SecretBids)
        st.rng = self.rng.copy()
        st.viewer = self.viewer
        st.n = self.n
        st.hands = [list(h) for h in self.hands]
        st.deck = list(self.deck)
        st.prize = self.prize
        st.pending = list(self.pending)
        st.points = list(self.points)
        st.seen = list(self.seen)
        return st

    def to_json(self) -> dict:
        return {"rng": self.rng.to_json(), "n": self.n, "hands": [list(h) for h in self.hands],
                "deck": list(self.deck), "prize": self.prize, "pending": list(self.pending),
                "points": list(self.points),
                "seen": list(self.seen), "viewer": self.viewer}

    @classmethod
    def from_json(cls, data: dict) -> "SecretBids":
        st = cls()
        st.rng = Rng.from_json(data["rng"])
        st.n = data["n"]
        st.hands = [list(h) for h in data["hands"]]
        st.deck = list(data["deck"])
        st.prize = data["prize"]
        st.pending = list(data["pending"])
        st.points = list(data["points"])
        st.seen = list(data["seen"])
        st.viewer = data["viewer"]
        return st
