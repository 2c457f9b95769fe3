"""The contract every game follows, its seeded RNG, hex math and AI search."""
from .contract import (Action, Codec, CorruptState, Event, GameState, IllegalAction,
                       Seat, play_random_game, replay)
from .rng import Rng, derive_seed

__all__ = ["Action", "Codec", "CorruptState", "Event", "GameState", "IllegalAction",
           "Seat", "play_random_game", "replay", "Rng", "derive_seed"]
