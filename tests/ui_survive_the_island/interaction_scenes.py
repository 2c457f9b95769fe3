"""Positions where one creature move shows one interaction, for the tests of
the interactions and for rendering them mid-way: each is a laid-out game
(tests/survive_the_island/scenario.py) where the person at seat 0 must move
a creature, and the space they click to make it act.

Spaces near the island's north shore: W1, W2, W3 open water in a row (each
next to the last), L1 the beach tile south of W2, and further along the line
from W1 the spaces the Pterodactyl flies over."""
from __future__ import annotations

from dataclasses import dataclass

from game.session import GameSession, SeatConfig
from rules.core import registry
from rules.survive_the_island import content
from rules.survive_the_island.board import board
from tests.survive_the_island.scenario import Table

from tests.table_driver import NAMES

W1, W2, W3 = 21, 22, 23
L1 = 32
#: where an adventurer of seat 0 stands out of harm's way (the game goes on)
FAR = 45
MORE = dict(creature_kraken=True, creature_pterodactyl=True, creature_whale=True, creature_kaiju=True)


@dataclass
class Scene:
    name: str
    table: Table
    click: int                 # the space seat 0 clicks to move the creature
    creature: int


def _move(t: Table, c: int) -> None:
    """The creature die chose it: seat 0 moves creature c now."""
    t.adv(0, FAR, 1)
    t.st.stack = [("turn_end",), ("dest", c, t.st.cr_loc[c], 0)]


def kraken_grab() -> Scene:
    """The Kraken moves next to a swimmer and must take it: a tentacle reaches over."""
    t = Table(**MORE)
    k = t.creature(content.KRAKEN, W1)
    t.adv(1, W3, 4)
    _move(t, k)
    return Scene("kraken_grab", t, W2, k)


def shark_bite() -> Scene:
    t = Table(**MORE)
    s = t.creature(content.SHARK, W1)
    t.adv(1, W2, 5)
    _move(t, s)
    return Scene("shark_bite", t, W2, s)


def serpent_bite() -> Scene:
    t = Table(**MORE)
    s = t.creature(content.SERPENT, W1)
    t.adv(1, W2, 2)
    _move(t, s)
    return Scene("serpent_bite", t, W2, s)


def whale_flip() -> Scene:
    """A Whale comes up under a raft with two aboard: it turns over, they swim."""
    t = Table(**MORE)
    w = t.creature(content.WHALE, W1)
    t.raft(W2, t.adv(1, W2, 3), t.adv(2, W2, 4))
    _move(t, w)
    return Scene("whale_flip", t, W2, w)


def serpent_wreck() -> Scene:
    """A Sea Serpent takes a raft with everyone aboard."""
    t = Table(**MORE)
    s = t.creature(content.SERPENT, W1)
    t.raft(W2, t.adv(1, W2, 3))
    _move(t, s)
    return Scene("serpent_wreck", t, W2, s)


def kaiju_stomp() -> Scene:
    """A Kaiju wades ashore onto a beach where two adventurers stand: it pushes them off."""
    t = Table(**MORE)
    k = t.creature(content.KAIJU, W2)
    t.adv(1, L1, 3)
    t.adv(2, L1, 5)
    _move(t, k)
    return Scene("kaiju_stomp", t, L1, k)


def kaiju_crush() -> Scene:
    t = Table(**MORE)
    k = t.creature(content.KAIJU, W1)
    t.raft(W2)
    _move(t, k)
    return Scene("kaiju_crush", t, W2, k)


def pterodactyl_snatch() -> Scene:
    """The Pterodactyl flies straight along a line of spaces onto a lone adventurer."""
    t = Table(**MORE)
    p = t.creature(content.PTERODACTYL, W1)
    line = next(line for line in board().lines[W1] if len(line) >= 4)
    t.adv(1, line[3], 2)
    _move(t, p)
    return Scene("pterodactyl_snatch", t, line[3], p)


SCENES = {f.__name__: f for f in (kraken_grab, shark_bite, serpent_bite, whale_flip, serpent_wreck,
                                   kaiju_stomp, kaiju_crush, pterodactyl_snatch)}


def session_of(scene: Scene, kinds: str = "haa") -> GameSession:
    info = registry.get("survive_the_island")
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "easy", i) for i, k in enumerate(kinds)]
    opts = info.default_options(len(kinds))
    opts.update(MORE)
    return GameSession(info, opts, 1, seats, scene.table.st, autosave_enabled=False)
