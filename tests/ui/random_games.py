"""Random whole games of every registered game, played through a GameSession
(no window, no autosave), for tests that read what a player would read: the
log as every seat may read it, "since your last turn", the words of the moves
offered and of the moves refused, where the game stands, and the results."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from game.session import GameSession, SeatConfig
from rules.core import registry
from rules.core.rng import Rng

#: the seat names the games are played with (names a player might type)
NAMES = ("Robin", "Ana", "Marina", "Rocco", "Isla")
#: moves after which a game that has not ended is given up (no game needs this many)
MOVE_LIMIT = 6000


@dataclass
class PlayedGame:
    """One random game played to its end, and the session it was played in."""

    game_id: str
    seed: int
    session: GameSession
    #: the sessions' history lengths at which a seat came to act (its recaps are read there)
    turns: list[tuple[int, int]] = field(default_factory=list)


def player_counts(info) -> list[int]:
    low = 1 if info.solo_ok else info.min_players
    return list(range(low, info.max_players + 1))


def new_session(game_id: str, players: int, seed: int, options: dict | None = None) -> GameSession:
    info = registry.get(game_id)
    seats = [SeatConfig(NAMES[i], "human", "normal", i) for i in range(players)]
    opts = dict(info.default_options(players), **(options or {}))
    return GameSession.new(info, opts, seats, seed=seed, autosave_enabled=False)


def play(game_id: str, players: int, seed: int, on_step=None, options: dict | None = None) -> PlayedGame:
    """Plays seeded random legal moves to the end. `on_step(session, seat,
    legal)` is called before each move with the seat to act and its choices."""
    session = new_session(game_id, players, seed, options)
    rng = Rng(seed)
    game = PlayedGame(game_id, seed, session)
    for _ in range(MOVE_LIMIT):
        st = session.state
        if st.is_over():
            return game
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        game.turns.append((seat, len(session.history)))
        if on_step is not None:
            on_step(session, seat, legal)
        session.apply(seat, rng.choice(legal))
    raise AssertionError(f"{game_id}: no end after {MOVE_LIMIT} random moves (seed {seed})")


#: the options each game is also played with (its variants), beside its defaults
VARIANTS = {
    "isle_of_monsters": ({"tie_breaker": "shared"},),
    "king_of_monster_island": ({"boss": "lithosaur", "side": "advanced"}, {"boss": "lavalord", "ultimate": True}),
    "survive_the_island": ({"creature_kraken": True, "creature_pterodactyl": True, "creature_whale": True,
                            "piranhas": True, "eggs": True, "owner_memory": False},),
    "isle_of_night": ({"first_game": False, "island": 2, "side": "B"}, {"first_game": False, "island": 3}),
}


def games(seeds: int) -> Iterator[tuple[str, int, int]]:
    """(game id, players, seed) for `seeds` seeds at every player count of every game."""
    for info in registry.available():
        for players in player_counts(info):
            for seed in range(seeds):
                yield info.id, players, seed
