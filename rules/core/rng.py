"""The one source of chance for every game: a small seeded generator whose whole
state is one integer, so it is saved with the game, copied for free when the AI
clones a state, and replays the same dice and draws from the same seed.

The generator is SplitMix64: each draw advances a 64-bit counter by a fixed odd
constant and scrambles it. It is not for cryptography; it is for dice.
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    # -- the generator -------------------------------------------------------
    def next64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    # -- what games ask for ----------------------------------------------------
    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n). Rejection keeps it exactly uniform."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, a: int, b: int) -> int:
        """A uniform integer in [a, b], both ends included (a die is randint(1, 6))."""
        return a + self.randrange(b - a + 1)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randrange(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def weighted_index(self, weights: Sequence[float]) -> int:
        total = sum(weights)
        if total <= 0:
            raise ValueError("weights must have a positive sum")
        x = self.random() * total
        for i, w in enumerate(weights):
            x -= w
            if x < 0:
                return i
        return len(weights) - 1

    def fork(self, salt: int = 0) -> "Rng":
        """A new generator drawn from this one (this one advances once)."""
        return Rng(self.next64() ^ (salt * _GOLDEN))

    # -- saving ------------------------------------------------------------------
    def copy(self) -> "Rng":
        return Rng(self.state)

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, data: int) -> "Rng":
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError("an Rng state must be an integer")
        return cls(data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng({self.state:#x})"


def derive_seed(*parts: int | str) -> int:
    """A stable 64-bit seed from several parts (game seed, seat, turn...).
    Python's hash() of a str changes between runs, so strings are folded by hand."""
    acc = 0x243F6A8885A308D3
    for part in parts:
        if isinstance(part, str):
            for ch in part.encode("utf-8"):
                acc = ((acc ^ ch) * 0x100000001B3) & _MASK
        else:
            acc = ((acc ^ (part & _MASK)) * 0x100000001B3) & _MASK
        acc = Rng(acc).next64()
    return acc
