"""Lifetime statistics: what each finished game adds (a `GameSummary`: who sat
where, as a person or a computer of which level, the scores, who won, how
long it was) and the figures worked out from them, per game. Pure
arithmetic, no files (game/storage/stats_file.py keeps the summaries) and no pygame.

Figures, per game:
- games started and games finished;
- wins by seat type (people, computers) and by computer level, as "won of
  seats played" (a shared win counts for each winner; a co-op team's win for
  every seat of it);
- each person (by name): games, wins, and the win rate against Easy, Normal
  and Hard (a game counts against a level when a computer of that level sat
  at the table; co-op games, where the computers are team-mates, count for
  no level), their best and average score;
- the best score (whose, when) and the average score of every seat;
- the longest game, in moves.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from rules.core.i18n import _
from rules.core.contract import GameState
from rules.core.registry import AI_LEVELS

from game.storage.save_limits import GAME_ID, MAX_NAME, MAX_SEATS, MAX_STAMP, SAVE_ID

KINDS = ("human", "ai")


@dataclass(frozen=True)
class SeatSummary:
    name: str
    kind: str       # "human" or "ai"
    level: str      # the computer's level (for people: what the seat was set to)

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass(frozen=True)
class GameSummary:
    """One finished game, as the statistics count it."""

    key: str                        # its name in the history (game/history/store.py)
    game_id: str
    save_id: str
    finished: str                   # ISO time
    seats: tuple[SeatSummary, ...]
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    moves: int
    cooperative: bool

    def to_json(self) -> dict:
        return {"key": self.key, "game_id": self.game_id, "save_id": self.save_id, "finished": self.finished,
                "seats": [[s.name, s.kind, s.level] for s in self.seats], "scores": list(self.scores),
                "winners": list(self.winners), "moves": self.moves, "cooperative": self.cooperative}

    @classmethod
    def from_json(cls, data: Any) -> "GameSummary":
        """ValueError (in words) for anything the app never writes."""
        if not isinstance(data, dict) or set(data) != {"key", "game_id", "save_id", "finished", "seats", "scores",
                                                       "winners", "moves", "cooperative"}:
            raise ValueError(_("a game in it has the wrong fields"))
        key, gid, sid, fin = data["key"], data["game_id"], data["save_id"], data["finished"]
        if not all(isinstance(v, str) for v in (key, gid, sid, fin)) or not GAME_ID.match(gid) \
                or not SAVE_ID.match(sid) or len(fin) > MAX_STAMP or len(key) > 100:
            raise ValueError(_("a game in it is not named as the app names games"))
        seats = data["seats"]
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
            raise ValueError(_("a game in it has no seats"))
        out_seats = []
        for s in seats:
            if (not isinstance(s, list) or len(s) != 3 or not all(isinstance(v, str) for v in s)
                    or not 0 < len(s[0]) <= MAX_NAME or s[1] not in KINDS or len(s[2]) > 20):
                raise ValueError(_("a seat in it is malformed"))
            out_seats.append(SeatSummary(*s))
        scores, winners, moves = data["scores"], data["winners"], data["moves"]
        if (not isinstance(scores, list) or len(scores) != len(seats)
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) and abs(v) < 1e9 for v in scores)):
            raise ValueError(_("a game in it has malformed scores"))
        if (not isinstance(winners, list) or len(set(winners)) != len(winners)
                or not all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < len(seats) for w in winners)):
            raise ValueError(_("a game in it has malformed winners"))
        if not isinstance(moves, int) or isinstance(moves, bool) or not 0 <= moves <= 100_000:
            raise ValueError(_("a game in it has a malformed length"))
        if not isinstance(data["cooperative"], bool):
            raise ValueError(_("a game in it is malformed"))
        return cls(key, gid, sid, fin, tuple(out_seats), tuple(scores), tuple(winners), moves, data["cooperative"])


def summary_of(key: str, game_id: str, save_id: str, finished: str, seats: Iterable[dict], state: GameState,
               moves: int, cooperative: bool) -> GameSummary:
    """The summary of a game that is over (seats as the saves keep them)."""
    return GameSummary(key, game_id, save_id, finished,
                       # a person over the network is counted as a person
                       tuple(SeatSummary(s["name"], "human" if s["kind"] == "remote" else s["kind"], s["level"])
                             for s in seats),
                       tuple(float(x) for x in state.scores()), tuple(state.winners()), moves, cooperative)


# -- figures ------------------------------------------------------------------------------

@dataclass
class Tally:
    """won of played."""

    won: int = 0
    played: int = 0

    @property
    def rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def add(self, won: bool) -> None:
        self.played += 1
        self.won += int(won)


@dataclass
class PersonFigures:
    name: str
    games: Tally = field(default_factory=Tally)
    against: dict[str, Tally] = field(default_factory=lambda: {lv: Tally() for lv in AI_LEVELS})
    team: Tally = field(default_factory=Tally)
    best: float | None = None
    total: float = 0.0

    @property
    def average(self) -> float | None:
        return self.total / self.games.played if self.games.played else None


@dataclass
class BestScore:
    score: float
    name: str
    finished: str


@dataclass
class Longest:
    moves: int
    players: tuple[str, ...]
    finished: str


@dataclass
class GameFigures:
    game_id: str
    started: int = 0
    finished: int = 0
    by_kind: dict[str, Tally] = field(default_factory=lambda: {k: Tally() for k in KINDS})
    by_level: dict[str, Tally] = field(default_factory=lambda: {lv: Tally() for lv in AI_LEVELS})
    people: list[PersonFigures] = field(default_factory=list)
    best: BestScore | None = None
    average: float | None = None
    longest: Longest | None = None
    team: Tally = field(default_factory=Tally)


def figures(game_id: str, games: Iterable[GameSummary], started: int = 0) -> GameFigures:
    """The figures of one game from its finished games (in the order played)."""
    out = GameFigures(game_id)
    people: dict[str, PersonFigures] = {}
    score_sum, score_n = 0.0, 0
    for g in games:
        if g.game_id != game_id:
            continue
        out.finished += 1
        won = set(g.winners)
        if g.cooperative:
            out.team.add(bool(won))
        levels = {s.level for s in g.seats if s.is_ai}
        for i, (seat, score) in enumerate(zip(g.seats, g.scores)):
            out.by_kind[seat.kind].add(i in won)
            if seat.is_ai and seat.level in out.by_level:
                out.by_level[seat.level].add(i in won)
            score_sum += score
            score_n += 1
            if out.best is None or score > out.best.score:
                out.best = BestScore(score, seat.name, g.finished)
            if seat.is_ai:
                continue
            p = people.get(seat.name)
            if p is None:
                p = people[seat.name] = PersonFigures(seat.name)
            p.games.add(i in won)
            p.total += score
            p.best = score if p.best is None else max(p.best, score)
            if g.cooperative:
                p.team.add(i in won)
            else:
                for lv in levels & set(p.against):
                    p.against[lv].add(i in won)
        if out.longest is None or g.moves > out.longest.moves:
            out.longest = Longest(g.moves, tuple(s.name for s in g.seats), g.finished)
    out.average = score_sum / score_n if score_n else None
    out.started = max(started, out.finished)
    out.people = sorted(people.values(), key=lambda p: (-p.games.played, p.name.lower()))
    return out
