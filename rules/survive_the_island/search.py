"""Hard's hooks for Survive the Island: information-set Monte Carlo tree search
(rules/core/agents.py ISMCTSAgent) for the decision where looking further pays,
which moves to make in the action phase, and the Normal rules (with Hard's own
bars) for everything else. ai.py's docstring tells the whole of Hard.
"""
from __future__ import annotations

import math

from rules.core import Rng
from rules.core.agents import ISMCTSAgent, Thinker
from rules.core.pending import next_task

from . import actions as A

from .heuristics import (normal_action, repel_loss, sink_score, victims, after, estimate,
                         fast_policy, normal_policy, rescue_distance, threats, top_kind)

#: the action phase's moves (as opposed to stopping or rolling/moving creatures)
_MOVES = (A.MoveAdventurer, A.MoveRaft, A.UsePaddles, A.UseDolphin, A.UsePiranha)

#: Hard's search budget per decision
HARD_SECONDS = 0.85
#: iterations per decision
HARD_ITERATIONS = {"actions": 800}
ROLLOUT_DEPTH = 0
#: decisions the search takes on; the rest the Normal policy answers at once
SEARCHED = frozenset({"actions"})
ROOT_WIDTH = 5
NODE_WIDTH = 3
#: the estimated loss for which Hard plays Repellent
HARD_REPELLENT_LOSS = 2.5
#: what a Paddles or Dolphin move must gain beyond an ordinary one before Hard
#: moves rather than stops (Normal asks 0.6)
HARD_TILE_COST = 0.0


def evaluate(world, values=None) -> list[float]:
    """A chance of winning per seat from the estimated scores (a logistic of the
    lead over the best rival)."""
    est = estimate(world, values=values)
    out = []
    for i, e in enumerate(est):
        rival = max(x for j, x in enumerate(est) if j != i)
        out.append(1.0 / (1.0 + math.exp(-(e - rival) / 2.5)))
    return out


def sink_by_lookahead(view, seat, legal):
    """Hard's tile to sink: the one that leaves it best placed by the judge (its own
    people swimming count against it, rivals' people swimming for it), with a little
    weight on who stands on the tile itself. The backs stay unknown to the judge."""
    # the threats are worked out afresh after each sinking: the coast has moved
    return max(legal, key=lambda a: after(view, seat, a, None) + 0.3 * sink_score(view, seat, a.space))


def hard_policy(view, seat, legal, rng):
    """Hard's answer where it does not search: the Normal player's, except the tile
    to sink, which it weighs by look-ahead, and Repellent, which it plays for a
    smaller loss (HARD_REPELLENT_LOSS against Normal's 4.5). The order in which
    creatures sharing a space act is Normal's look-ahead: the choice resolves at
    once, with no dice between, so one step sees all of it."""
    kind = top_kind(view)
    if kind == "sink":
        return sink_by_lookahead(view, seat, legal)
    if kind == "repel" and len(legal) > 1:
        return legal[0] if repel_loss(view, seat) >= HARD_REPELLENT_LOSS else legal[-1]
    return normal_policy(view, seat, legal, rng)


def _fast_ranked(world, seat, legal):
    """The action phase's moves ranked by their static gain (the fast policy's view)."""
    dist = rescue_distance(world.board)
    scored = []
    base = world.board.rescue_base
    for i, a in enumerate(legal):
        t = type(a)
        if t is A.MoveAdventurer:
            p = a.piece
            v = world.value[p] or 3.0
            if a.to >= base:
                g = 100 + v
            else:
                g = (dist[world.loc[p]] - dist[a.to]) * v + (a.to in world.raft_loc) * v * 0.5
                if a.to in world.cr_loc:
                    g -= 3 * v
        elif t is A.MoveRaft or t is A.UsePaddles:
            s = world.raft_loc[a.raft]
            g = 0.0
            people = world.passengers(a.raft)
            for p in people:
                g += (dist[s] - dist[a.to]) * (world.value[p] or 3.0) * (1 if world.owner(p) == seat else -0.8)
            if not people:
                g = 0.2
            if t is A.UsePaddles:
                g -= 1.0
        elif t is A.EndActions:
            continue
        else:
            g = -0.5
        scored.append((-g, i, a))
    scored.sort()
    return [a for _, _, a in scored]


def node_candidates(world, seat, legal):
    """Below the root: the best few moves by the fast scores, and always 'stop'."""
    if len(legal) <= NODE_WIDTH + 1:
        return legal
    kind = top_kind(world)
    if kind == "actions":
        return _fast_ranked(world, seat, legal)[:NODE_WIDTH] + [legal[-1]]
    if kind == "sink":
        return sorted(legal, key=lambda a: -sink_score(world, seat, a.space))[:NODE_WIDTH]
    if kind == "dest":
        ck = world.cr_type[next_task(world.stack)[1]]
        return sorted(legal, key=lambda a: -victims(world, seat, a.to, ck))[:NODE_WIDTH]
    if kind == "kraken":
        return sorted(legal, key=lambda a: (world.owner(a.piece) == seat, -(world.value[a.piece] or 3)))[:NODE_WIDTH]
    if kind == "repel":
        return legal
    if kind in ("egg", "mc_dest", "displace", "board"):
        return [fast_policy(world, seat, legal, Rng(0))]
    return legal[:NODE_WIDTH + 2]


def root_candidates(view, seat, legal):
    """At the root: the Normal player's favourites by look-ahead. In the action
    phase the search chooses between moves only: whether to move at all is the
    Normal rule's call, with a Paddles or Dolphin move held to a lower bar
    (stopping early always looks better to a search whose deeper branches still
    hold untried, poor moves)."""
    kind = top_kind(view)
    if kind == "actions":
        choice = normal_action(view, seat, legal, Rng(0), tile_cost=HARD_TILE_COST)
        if type(choice) not in _MOVES:
            return [choice]                         # stop, or a creature tile: Normal's call
        threat = threats(view)
        pool = [a for a in _fast_ranked(view, seat, legal)[:12] if type(a) in _MOVES]
        if choice not in pool:
            pool.append(choice)
        scored = sorted((-after(view, seat, a, threat), i, a) for i, a in enumerate(pool))
        out = [a for _, _, a in scored[:ROOT_WIDTH]]
        if choice not in out:
            out[-1] = choice
        return out
    if len(legal) <= ROOT_WIDTH + 1:
        return list(legal)
    threat = threats(view)
    scored = sorted((-after(view, seat, a, threat), i, a) for i, a in enumerate(legal))
    return [a for _, _, a in scored[:ROOT_WIDTH]]


class _Now(Thinker):
    def __init__(self, action) -> None:
        super().__init__()
        self.result = action
        self.done = True

    def step(self, seconds: float) -> bool:
        return True


class HardAgent(ISMCTSAgent):
    def __init__(self, seed: int = 0, seconds: float = HARD_SECONDS, iterations: dict | None = None) -> None:
        self.budget = dict(HARD_ITERATIONS if iterations is None else iterations)
        super().__init__(seed, iterations=max(self.budget.values()), seconds=seconds, rollout=fast_policy,
                         rollout_depth=ROLLOUT_DEPTH, evaluate=self._evaluate, candidates=self._candidates,
                         uct_c=0.1)
        self._known: list | None = None
        self._root_key = None
        self._root_stack: list = []
        self._root_list: list = []

    @staticmethod
    def _key(st):
        return (st.turn, st.mp, tuple(st.stack), st.phase, tuple(st.loc), tuple(st.raft_of),
                tuple(st.swam), tuple(st.raft_loc), tuple(st.cr_loc), tuple(st.terrain),
                tuple(len(h) for h in st.hands), tuple(st.eggs))

    def _evaluate(self, world):
        return evaluate(world, self._known)

    def _candidates(self, world, seat, legal):
        key = self._root_key
        if (key is not None and world.turn == key[0] and world.mp == key[1]
                and world.stack == self._root_stack and self._key(world) == key):
            return [a for a in self._root_list if a in legal] or legal
        return node_candidates(world, seat, legal)

    def thinker(self, view, seat):
        legal = view.legal_actions(seat)
        kind = top_kind(view)
        if len(legal) == 1 or kind not in SEARCHED:
            rng = self._rng()
            return _Now(legal[0] if len(legal) == 1 else hard_policy(view, seat, legal, rng))
        self.iterations = self.budget.get(kind, max(self.budget.values()))
        self._root_key = self._key(view)
        self._root_stack = list(view.stack)
        self._known = list(view.value)
        self._root_list = root_candidates(view, seat, legal)
        if len(self._root_list) == 1:
            self._rng()
            return _Now(self._root_list[0])
        return super().thinker(view, seat)
