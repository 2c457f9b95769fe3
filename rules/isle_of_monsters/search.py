"""Hard's hooks for Isle of Monsters: the shared ISMCTSAgent over this game's
determinization (deck order, unseen pile cards, the card removed at random,
opponents' secret plays).

In a scare step every sampled world has the other players' secret plays already
made, drawn from what Normal would play (`SearchView`), so the search answers
what the others are likely to hold without seeing its own choice leak to them.
The Normal heuristic narrows the tree (best two nurture moves, best six scare
plays), a fast policy plays the rollouts (Normal-like scare plays), and
`evaluate` scores the cut-off position. Time: 0.2 s per nurture move, 0.6 s per
scare play.
"""
from __future__ import annotations

import math
import time
from typing import Sequence

from rules.core import Action, Rng
from rules.core.agents import ISMCTSAgent

from . import scare
from .actions import Capture, DuelPick, Feed, PlayScare
from .content import CARDS, ELEMENTS
from .heuristics import creature_worth, nurture_scores, rounds_left, scare_scores
from .state import IsleOfMonstersState

State = IsleOfMonstersState


def rollout_policy(world: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """Fast and sensible, for the search's rollouts: feed the creature nearest to
    maturing, else capture a cheap creature, else pass; in the scare phase play
    one card, now and then a whole element."""
    first = legal[0]
    if isinstance(first, DuelPick):
        return rng.choice(legal)
    if isinstance(first, PlayScare):
        if len(legal) <= 40 and rng.random() < 0.7:
            scores = scare_scores(world, seat, legal, rng, samples=2)
            return legal[max(range(len(legal)), key=scores.__getitem__)]
        singles = [a for a in legal if len(a.cards) == 1]  # type: ignore[attr-defined]
        return rng.choice(singles)
    best, best_score = None, -1e9
    for act in legal:
        if isinstance(act, Feed):
            s = 10.0 - sum(world.empty_spaces(seat, act.cage))
        elif isinstance(act, Capture):
            c = CARDS[world.top_card(act.island)]  # type: ignore[index]
            s = 4.0 - c.food_total + (0.0 if not world.final else -5.0)
        else:
            s = 0.5
        s += rng.random()
        if s > best_score:
            best, best_score = act, s
    return best  # type: ignore[return-value]


# == the search ===================================================================================

def evaluate(world: State) -> list[float]:
    """A guess at each seat's share of the win from an unfinished position: the
    points so far plus what mature cards and fed creatures will still earn,
    turned into shares by a softmax."""
    if world.is_over():
        return world.returns()
    phases = rounds_left(world)
    if world.phase != "nurture":
        phases -= 1           # this round's scare phase is already being played
    sc = world.scores()
    n = world.n
    proj = []
    for s in range(n):
        p = sc[s]
        hand = world.hand[s] if world.phase == "scare" else []
        p += 0.9 * len(hand) + 0.04 * sum(CARDS[c].value for c in hand)
        p += sum(creature_worth(CARDS[c].value, phases) for c in world.mature[s])
        for cage, card in enumerate(world.cages[s]):
            if card is None:
                continue
            c = CARDS[card]
            done = sum(world.fed[s][cage]) / c.food_total
            p += done * creature_worth(c.value, phases - 1) * 0.8
        proj.append(p)
    top = max(proj)
    ex = [math.exp((p - top) / 4.0) for p in proj]
    tot = sum(ex)
    return [e / tot for e in ex]


def candidates(world: State, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
    """What the tree considers. Nurture moves differ by little and a short search
    cannot tell them apart, so only the heuristic's best two are searched; scare
    plays differ by whole points, so the best six are. (Other players' moves in
    the tree are narrowed the same way.)"""
    first = legal[0]
    if isinstance(first, DuelPick):
        return legal
    if isinstance(first, PlayScare):
        scores = scare_scores(world, seat, legal, world.rng, samples=6)
        k = SCARE_CANDIDATES
    else:
        scores = nurture_scores(world, seat, legal)
        k = NURTURE_CANDIDATES
    order = sorted(range(len(legal)), key=lambda i: -scores[i])[:k]
    return [legal[i] for i in sorted(order)]


OPPONENT_POOL = 6          # Normal choices drawn per other player for a scare step
NURTURE_CANDIDATES = 2
SCARE_CANDIDATES = 6
NURTURE_SECONDS = 0.2      # the search's time per decision (both well under 1 s)
SCARE_SECONDS = 0.6


class SearchView:
    """What the search sees of a simultaneous step (a scare play, a duel pick):
    the other players' choices are secret and made without seeing ours, so
    every world it samples has them already made (scare plays drawn from the
    opponent model, duel picks at random). The searching seat then moves first,
    and its choice cannot leak to players who in truth choose blind."""

    def __init__(self, view: State, seat: int, seed: int = 0) -> None:
        self._view = view
        self._seat = seat
        # what each other player would sensibly play now: a few Normal choices
        self._pool: dict[int, list[tuple[str, ...]]] = {}
        if view.phase == "scare":
            for s in view.holders():
                if s == seat or (view.committed[s] and view.choice[s] is not None):
                    continue
                legal = [PlayScare(p) for p in scare.scare_plays(view.hand[s])]
                pool = []
                for k in range(OPPONENT_POOL):
                    scores = scare_scores(view, s, legal, Rng(seed + k), samples=4)
                    pool.append(legal[max(range(len(legal)), key=scores.__getitem__)].cards)
                self._pool[s] = pool

    def legal_actions(self, seat: int):
        return self._view.legal_actions(seat)

    def sample_world(self, rng: Rng) -> State:
        v = self._view
        w = v.sample_world(rng)
        if w.phase == "scare":
            for s in w.holders():
                hidden = v.committed[s] and v.choice[s] is None
                if s != self._seat and (hidden or not w.committed[s]):
                    w.committed[s] = True
                    w.choice[s] = rng.choice(self._pool[s])
        elif w.phase == "duel":
            for s in w.duel_seats:
                if s != self._seat and not w.duel_committed[s]:
                    w.duel_committed[s] = True
                    w.duel_pick[s] = rng.choice(ELEMENTS)
        return w


class HardAgent(ISMCTSAgent):
    """ISMCTS that searches simultaneous steps through `SearchView`, and spends
    its time where search pays: more on a scare play than on a nurture move."""

    def __init__(self, seed: int = 0, *, nurture_seconds: float = NURTURE_SECONDS,
                 scare_seconds: float = SCARE_SECONDS, **kw) -> None:
        super().__init__(seed, seconds=scare_seconds, **kw)
        self.nurture_seconds = nurture_seconds
        self.scare_seconds = scare_seconds

    def thinker(self, view, seat):
        budget = self.scare_seconds if view.phase == "scare" else self.nurture_seconds
        t0 = time.perf_counter()
        search_view = SearchView(view, seat, self.decisions)
        # the opponent model's set-up counts against the decision's time
        self.seconds = max(0.05, budget - (time.perf_counter() - t0))
        return super().thinker(search_view, seat)  # type: ignore[arg-type]
