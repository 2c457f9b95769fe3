"""No internal identifier ever reaches a player: many random games of every
game, and every text a player can read in them (the log as each seat and a
spectator may read it, "since your last turn" for each seat as it comes to
act, the words of every move offered, the reason a move is refused, where the
game stands, and the results: the headline, why the game ended and the score
columns) is searched for identifier-like tokens: card codes ("CON-06"), grid
codes ("S5", "P1", "H8"), snake_case and CamelCase names, dotted names, object
reprs, a seat's number, unfilled placeholders."""
from __future__ import annotations

import re

import pygame
import pytest

from game.scenes.results import column_heading, headline
from game.table.confirm import move_words
from game.table.log import GameLog
from game.table.recap import RecapPanel, since_last_turn
from rules.core import registry
from rules.core.rng import Rng
from tests.ui.random_games import NAMES, VARIANTS, play, player_counts

#: the seeds of the random games at each player count of each game: the quick step
#: plays the first, the slow step the other two
SEEDS = [pytest.param((0,), id="seed 0"), pytest.param((1, 2), id="seeds 1-2", marks=pytest.mark.slow)]
#: what an identifier looks like, by kind
IDENTIFIERS = {
    "card code": re.compile(r"\b[A-Z]{2,5}-\d+\b"),
    "grid code": re.compile(r"\b[A-Za-z]\d{1,3}\b"),
    "letter code": re.compile(r"\([A-Z]{1,3}\)"),
    "snake_case name": re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b"),
    "CamelCase name": re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+\b"),
    "dotted name": re.compile(r"\b[A-Za-z_]{2,}\.[A-Za-z_]{2,}\b"),
    "object repr": re.compile(r"\w\(\w+=|<[A-Za-z_][\w.]*[:> ]|\b(?:None|True|False)\b"),
    "seat number": re.compile(r"\b[Ss]eat \d\b"),
    "placeholder": re.compile(r"[{}]"),
}
NAMES_SET = set(NAMES)


def identifiers(text: str) -> list[tuple[str, str]]:
    """The identifier-like tokens in `text`, each with its kind."""
    return [(kind, m.group(0)) for kind, pat in IDENTIFIERS.items() for m in pat.finditer(text)
            if m.group(0) not in NAMES_SET]


class Reader:
    """Everything a player reads in one game, by where it is read."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.texts: dict[str, set[str]] = {}
        self.pool: list = []           # actions seen offered (the table asks about such)
        self.worded: set = set()       # actions whose words were read (an action's words are its own)
        self.rng = Rng(7)

    def read(self, where: str, text: str) -> None:
        if text:
            self.texts.setdefault(where, set()).add(text)

    def on_step(self, session, seat, legal) -> None:
        st = session.state
        self.read("where the game stands", st.turn_label())
        for action in legal[:40]:
            if action not in self.worded:
                self.worded.add(action)
                self.read("a move's words", move_words(action))
        if len(self.pool) < 400:
            self.pool.extend(legal[:4])
        for action in (self.rng.choice(self.pool) for _ in range(3)):
            for who in {seat, (seat + 1) % st.num_players}:
                why = st.why_illegal(who, action)
                if why:
                    self.read("a refused move's reason", why)
        recap = since_last_turn(session, seat)
        self.read("since your last turn", recap.title)
        for group in recap.groups:
            self.read("since your last turn", group.name)
        for _kind, what in RecapPanel(recap, [], pygame.Rect(0, 0, 1000, 700)).rows():
            self.read("since your last turn", what.name if hasattr(what, "name") else str(what))

    def at_the_end(self, session) -> None:
        st = session.state
        for viewer in [None, *range(st.num_players)]:
            for _seat, text in GameLog(session).lines(viewer):
                self.read("the game log", text)
        self.read("the results", headline(session))
        self.read("the results", st.why_it_ended())
        for row in st.score_breakdown():
            for key in row:
                self.read("the results", column_heading(key))

    def found(self) -> list[str]:
        out = []
        for where, texts in sorted(self.texts.items()):
            for text in sorted(texts):
                for kind, token in identifiers(text):
                    out.append(f"{where}: {kind} {token!r} in {text!r}")
        return out


@pytest.mark.parametrize("seeds", SEEDS)
@pytest.mark.parametrize("game_id", [info.id for info in registry.available()])
def test_no_identifier_reaches_a_player_in_any_text_of_random_games(game_id, seeds):
    info = registry.get(game_id)
    reader = Reader(game_id)
    for players in player_counts(info):
        for seed in seeds:
            game = play(game_id, players, seed, reader.on_step)
            reader.at_the_end(game.session)
    for options in VARIANTS.get(game_id, ()):
        for seed in seeds:
            game = play(game_id, max(3, info.min_players), seed, reader.on_step, options)
            reader.at_the_end(game.session)
    found = reader.found()
    assert not found, f"{len(found)} identifier-like words a player reads:\n" + "\n".join(found[:40])


@pytest.mark.parametrize("text, kinds", [
    ("Ana claims CON-06 (conch horn)", {"card code"}),
    ("Robin locks S5 in P1", {"grid code"}),
    ("Boss die 2 activates in zone 4 (CM)", {"letter code"}),
    ("places a green adventurer on space H8", {"grid code"}),
    ("phase boss_phase begins", {"snake_case name"}),
    ("ScareChosen", {"CamelCase name"}),
    ("Phase.BOSS", {"dotted name"}),
    ("Capture(island=2, cage=1)", {"object repr"}),
    ("<Phase.BOSS: 3>", {"object repr", "dotted name"}),
    ("Seat 2 wins", {"seat number"}),
    ("{name} draws", {"placeholder"}),
    ("Defeat: H.A.D.E.S. began its Monster Phase at 0 Health", set()),
    ("Robin draws 3 food from the bag; 3s rescued", set()),
])
def test_the_identifier_search_tells_words_from_identifiers(text, kinds):
    assert {kind for kind, _ in identifiers(text)} == kinds
