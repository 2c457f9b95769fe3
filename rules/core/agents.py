"""Computer players over the rules contract.

Every agent decides from `view(seat)` only: it is handed a view, never the true
state, so it cannot see a card or a tile value a person in that seat could not.

Two ways to ask for a decision:
    agent.choose(view, seat)          blocking, for the arena and tests
    t = agent.thinker(view, seat)     time-sliced, for the window: call
    t.step(seconds) each frame until it returns True, then read t.result

Agents here:
    RandomAgent     a uniformly random legal action
    PolicyAgent     a per-game heuristic policy function (Easy / Normal levels)
    ISMCTSAgent     information-set Monte Carlo tree search (Hard): each iteration
                    samples a world consistent with the view (the game's
                    `sample_world`), descends a tree of the searching player's
                    information, rolls out with the game's heuristic and backs up
                    each seat's own reward (max^n, so it serves 2-5 players and
                    co-op teams alike).
"""
from __future__ import annotations

import math
import time
from typing import Callable, Sequence

from .contract import Action, GameState, Seat
from .rng import Rng, derive_seed

#: policy(view_or_world, seat, legal_actions, rng) -> chosen action
Policy = Callable[[GameState, Seat, Sequence[Action], Rng], Action]
#: evaluate(world) -> a value in [0, 1] per seat for a position that is not over
Evaluator = Callable[[GameState], Sequence[float]]
#: candidates(world, seat, legal) -> the actions the search should consider
Candidates = Callable[[GameState, Seat, Sequence[Action]], Sequence[Action]]


class Thinker:
    """A decision in progress. step() works for at most `seconds` and returns
    True when the decision is made; `result` then holds the action."""

    def __init__(self) -> None:
        self.result: Action | None = None
        self.done = False
        self.spent = 0.0

    def step(self, seconds: float) -> bool:
        raise NotImplementedError


class _Immediate(Thinker):
    def __init__(self, fn: Callable[[], Action]) -> None:
        super().__init__()
        self._fn = fn

    def step(self, seconds: float) -> bool:
        if not self.done:
            t0 = time.perf_counter()
            self.result = self._fn()
            self.spent += time.perf_counter() - t0
            self.done = True
        return True


class Agent:
    level = "?"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.decisions = 0

    def _rng(self) -> Rng:
        self.decisions += 1
        return Rng(derive_seed(self.seed, self.decisions))

    def choose(self, view: GameState, seat: Seat) -> Action:
        t = self.thinker(view, seat)
        while not t.step(3600.0):
            pass
        assert t.result is not None
        return t.result

    def thinker(self, view: GameState, seat: Seat) -> Thinker:
        rng = self._rng()
        return _Immediate(lambda: self.decide(view, seat, rng))

    def decide(self, view: GameState, seat: Seat, rng: Rng) -> Action:
        raise NotImplementedError


class RandomAgent(Agent):
    level = "random"

    def decide(self, view: GameState, seat: Seat, rng: Rng) -> Action:
        return rng.choice(view.legal_actions(seat))


class PolicyAgent(Agent):
    """Plays a heuristic policy. With `noise` > 0 it plays a random legal action
    that share of the time (a gentler Easy level)."""

    def __init__(self, policy: Policy, seed: int = 0, noise: float = 0.0, level: str = "normal") -> None:
        super().__init__(seed)
        self.policy = policy
        self.noise = noise
        self.level = level

    def decide(self, view: GameState, seat: Seat, rng: Rng) -> Action:
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        return self.policy(view, seat, legal, rng)


def default_evaluate(world: GameState) -> list[float]:
    """Share of the points so far, a neutral guess for an unfinished game."""
    if world.is_over():
        return world.returns()
    sc = [max(0.0, float(s)) for s in world.scores()]
    total = sum(sc)
    n = len(sc)
    if total <= 0:
        return [1.0 / n] * n
    return [s / total for s in sc]


class _Node:
    __slots__ = ("children", "visits", "avail", "value")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.value = 0.0


class ISMCTSAgent(Agent):
    """Single-observer information-set MCTS with determinization.

    iterations: most iterations per decision; seconds: most time per decision
    (whichever ends first). rollout: the policy used after leaving the tree
    (default random); rollout_depth: actions per rollout before `evaluate` guesses;
    candidates: narrows the actions the tree considers at each node (default all).
    anchor: a trusted heuristic; when given, its pick is played unless the search
    looked at another action about as often (anchor_visits of the pick's visits)
    and found it better by anchor_margin: a noisy search under a short budget then
    never plays worse than the heuristic it stands on.
    """

    level = "hard"

    def __init__(self, seed: int = 0, *, iterations: int = 2000, seconds: float = 0.8,
                 rollout: Policy | None = None, rollout_depth: int = 200,
                 evaluate: Evaluator | None = None, candidates: Candidates | None = None,
                 uct_c: float = 0.7, anchor: Policy | None = None, anchor_margin: float = 0.03,
                 anchor_visits: float = 0.8) -> None:
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.rollout = rollout
        self.rollout_depth = rollout_depth
        self.evaluate = evaluate or default_evaluate
        self.candidates = candidates
        self.uct_c = uct_c
        self.anchor = anchor
        self.anchor_margin = anchor_margin
        self.anchor_visits = anchor_visits
        self.last_iterations = 0

    def thinker(self, view: GameState, seat: Seat) -> Thinker:
        return _Search(self, view, seat, self._rng())

    def decide(self, view: GameState, seat: Seat, rng: Rng) -> Action:  # pragma: no cover
        raise NotImplementedError("ISMCTSAgent decides through its thinker")


class _Search(Thinker):
    """One decision's search. Each iteration is a generator that hands control
    back whenever the frame's slice is used up, even in the middle of a long
    rollout, so a window stepping it a millisecond at a time never stutters."""

    def __init__(self, agent: ISMCTSAgent, view: GameState, seat: Seat, rng: Rng) -> None:
        super().__init__()
        self.agent = agent
        self.view = view
        self.seat = seat
        self.rng = rng
        self.root = _Node()
        self.iterations = 0
        self._running = None          # the iteration in progress, if paused
        self._stop = 0.0
        self.legal = view.legal_actions(seat)
        if len(self.legal) == 1:
            self.result = self.legal[0]
            self.done = True

    def step(self, seconds: float) -> bool:
        if self.done:
            return True
        agent = self.agent
        t0 = time.perf_counter()
        self._stop = t0 + min(seconds, max(0.0, agent.seconds - self.spent))
        while True:
            if self._running is None:
                self._running = self._iteration()
            try:
                next(self._running)
                paused = True              # the slice ran out mid-iteration
            except StopIteration:
                paused = False
                self._running = None
                self.iterations += 1
            now = time.perf_counter()
            used = self.spent + (now - t0)
            if self.iterations >= agent.iterations or used >= agent.seconds:
                self.spent = used
                self._running = None       # an unfinished iteration is dropped
                self._finish()
                return True
            if paused or now >= self._stop:
                self.spent = used
                return False

    def _finish(self) -> None:
        best, best_visits = None, -1
        for act in self.legal:
            node = self.root.children.get(act)
            v = node.visits if node else -1
            if v > best_visits:
                best, best_visits = act, v
        self.result = best if best is not None else self.legal[0]
        if self.agent.anchor is not None:
            self.result = self._anchored(self.result)
        self.agent.last_iterations = self.iterations
        self.done = True

    def _anchored(self, best: Action) -> Action:
        agent = self.agent
        pick = agent.anchor(self.view, self.seat, self.legal, self.rng)
        mine = self.root.children.get(pick)
        if best == pick or mine is None or not mine.visits:
            return pick
        node = self.root.children[best]
        if (node.visits >= agent.anchor_visits * mine.visits
                and node.value / node.visits >= mine.value / mine.visits + agent.anchor_margin):
            return best
        return pick

    def _iteration(self):
        agent = self.agent
        rng = self.rng
        clock = time.perf_counter
        world = self.view.sample_world(rng)
        node = self.root
        path: list[tuple[_Node, Seat]] = []
        c = agent.uct_c
        # selection and expansion
        root_seat = self.seat
        while not world.is_over():
            acting = world.to_act()
            # in a simultaneous step the searching seat chooses first at the root:
            # the order of secret choices does not matter to the rules, and the
            # root's children must be this seat's own actions
            mover = root_seat if (node is self.root and root_seat in acting) else acting[0]
            legal = world.legal_actions(mover)
            if agent.candidates is not None and len(legal) > 1:
                legal = agent.candidates(world, mover, legal) or legal
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                act = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                for a in legal:
                    ch = children.get(a)
                    if ch is not None:
                        ch.avail += 1
                child = _Node()
                child.avail = 1
                children[act] = child
                world.apply_trusted(mover, act)
                path.append((child, mover))
                break
            best, best_score = None, -1.0
            for a in legal:
                ch = children[a]
                ch.avail += 1
                score = ch.value / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best, best_score = a, score
            child = children[best]
            world.apply_trusted(mover, best)
            path.append((child, mover))
            node = child
            if clock() >= self._stop:      # checked after a move, so every slice moves on
                yield
        # rollout
        policy = agent.rollout
        depth = 0
        while not world.is_over() and depth < agent.rollout_depth:
            mover = world.to_act()[0]
            legal = world.legal_actions(mover)
            if policy is None or len(legal) == 1:
                act = legal[rng.randrange(len(legal))]
            else:
                act = policy(world, mover, legal, rng)
            world.apply_trusted(mover, act)
            depth += 1
            if clock() >= self._stop:
                yield
        reward = world.returns() if world.is_over() else agent.evaluate(world)
        for nd, mover in path:
            nd.visits += 1
            nd.value += reward[mover]
