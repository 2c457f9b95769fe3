"""Hard for King of Monster Island: it plans whole decisions and judges each by
where the team stands once the Boss has moved.

At each decision it lists a few whole choices (`candidates`): which dice to keep
(one RerollDice for the set, or keeping the Roll), the next step of the plan for
the dice in hand, what to buy, how to answer a card. For each choice it plays
sampled futures: the deck order and every die still to roll are drawn afresh for
each future (`sample_world` on the view), the same futures for every choice, and
every Monster, this one included after its choice, plays on as the Normal player
(heuristics.policy) does: so Hard expects its team-mates, computer or human, to
play as Normal plays, never as itself. A future stops once the turn is over and
the Boss Phase that follows has been played (LOOKAHEAD_TURNS), or at the game's
end, and is scored by judge.win_chance, the team's chance to win from there.

Choices are thinned by successive halving: every choice plays the first futures,
the worse half is dropped, the rest play more, until one is left beside Normal's
pick. Normal's pick is kept to the end; another replaces it only when it did
better over the same futures by more than their spread says luck could (the
paired difference over SAFETY standard errors). The budget is counted in
futures (PLAYOUTS), so a seed decides the same way on any machine; SECONDS is a
guard that a slow machine never waits past.
"""
from __future__ import annotations

import math
import time
from collections import Counter

from rules.core.agents import Agent, Thinker
from rules.core.pending import next_task
from rules.core.rng import Rng, derive_seed

from . import actions as A
from .heuristics import policy
from .judge import win_chance

#: The futures a decision may play in all, and the most choices it weighs.
PLAYOUTS = 96
MAX_CANDIDATES = 12
#: Futures every choice plays before the first halving.
FIRST_ROUND = 4
#: A future ends when this many turns have begun after the decision's turn
#: (1: when the next turn begins, the Boss Phase after this turn played).
LOOKAHEAD_TURNS = 1
#: How many standard errors of the paired difference a choice must beat
#: Normal's pick by, and the least it must beat it by.
SAFETY = 1.0
MARGIN = 0.002
#: The most a decision may take on a slow machine (seconds of search).
SECONDS = 0.9

_STOP = A.StopRolling()


# == the choices weighed ================================================================================

def _reroll_for(roll, keep: dict) -> A.Action:
    """The RerollDice that keeps `keep[face]` dice of each face (the first ones)."""
    left = dict(keep)
    dice = []
    for i, f in enumerate(roll):
        if left.get(f, 0) > 0:
            left[f] -= 1
        else:
            dice.append(i)
    return A.RerollDice(tuple(dice)) if dice else _STOP


def rolling_candidates(st, pick) -> list:
    """Keeping the Roll, Normal's keep, and every keep one step from it: one
    face kept more (one die more, or all of them) or less (one die fewer, or
    none of them)."""
    roll = st.roll
    have = Counter(roll)
    if type(pick) is A.RerollDice:
        kept = Counter(f for i, f in enumerate(roll) if i not in pick.dice)
    else:
        kept = Counter(have)
    out = [pick, _STOP]
    for f, n in sorted(have.items()):
        k = kept.get(f, 0)
        for k2 in sorted({k - 1, k + 1, 0, n}):
            if 0 <= k2 <= n and k2 != k:
                keep = dict(kept)
                keep[f] = k2
                out.append(_reroll_for(roll, keep))
    return out


def candidates(st, seat: int, legal, pick) -> list:
    """The choices Hard weighs, Normal's pick first, each once."""
    if not st.tasks and st.phase == "rolling" and not st.virtual:
        raw = rolling_candidates(st, pick)
        raw = [a for a in raw if a in legal or a == _STOP]
    else:
        raw = [pick, *legal]
    out, seen = [], set()
    for a in raw:
        if a not in seen and a in legal:
            seen.add(a)
            out.append(a)
    return out[:MAX_CANDIDATES]


# == one future =========================================================================================

def playout(world, seat: int, action, future_seed: int, pause=lambda: False):
    """Play `action`, then every seat as Normal until LOOKAHEAD_TURNS turns have
    begun (or the game ends); returns the team's chance from there. A generator:
    it yields whenever `pause()` says the time slice is used, and returns the value."""
    end_turn = world.turn + LOOKAHEAD_TURNS
    world.apply_trusted(seat, action)
    # the dice after the choice: the same stream for every choice of this future,
    # and afresh from the moment the Monster buys, so the Boss Phase and the next
    # rolls line up between choices that used different numbers of dice
    world.rng = Rng(derive_seed(future_seed, "after"))
    realigned = world.phase == "buying"
    while not world.result and world.turn < end_turn:
        if not realigned and world.phase == "buying":
            world.rng = Rng(derive_seed(future_seed, "buying"))
            realigned = True
        mover = world.to_act()[0]
        legal = world.legal_actions(mover)
        act = legal[0] if len(legal) == 1 else policy(world, mover, legal, None)
        world.apply_trusted(mover, act)
        if pause():
            yield
    return win_chance(world)


# == the decision =======================================================================================

class PlanningAgent(Agent):
    """Hard: weighs whole choices over sampled futures played by Normal."""

    level = "hard"

    def __init__(self, seed: int = 0, *, playouts: int = PLAYOUTS, seconds: float = SECONDS) -> None:
        super().__init__(seed)
        self.playouts = playouts
        self.seconds = seconds
        self.last_playouts = 0
        self.last_candidates = 0

    def thinker(self, view, seat: int) -> Thinker:
        return _Plan(self, view, seat, self._rng())

    def decide(self, view, seat, rng):  # pragma: no cover
        raise NotImplementedError("PlanningAgent decides through its thinker")


class _Plan(Thinker):
    def __init__(self, agent: PlanningAgent, view, seat: int, rng: Rng) -> None:
        super().__init__()
        self.agent = agent
        self.view = view
        self.seat = seat
        self.seed = rng.next64()
        legal = view.legal_actions(seat)
        self.pick = legal[0] if len(legal) == 1 else policy(view, seat, legal, None)
        self.cands = candidates(view, seat, legal, self.pick) if len(legal) > 1 else [self.pick]
        self.scores: dict = {a: [] for a in self.cands}
        self.playouts = 0
        self._work = self._search()
        self._stop = 0.0
        if len(self.cands) <= 1:
            self._finish(self.pick)

    def step(self, seconds: float) -> bool:
        if self.done:
            return True
        t0 = time.perf_counter()
        left = max(0.0, self.agent.seconds - self.spent)
        self._stop = t0 + min(seconds, left)
        try:
            next(self._work)
        except StopIteration:
            pass
        self.spent += time.perf_counter() - t0
        if not self.done and self.spent >= self.agent.seconds:
            self._finish(self._best())     # the guard: judge on the futures played
        return self.done

    def _search(self):
        alive = list(self.cands)
        budget = self.agent.playouts
        k = 0
        per = FIRST_ROUND
        while True:
            for __ in range(per):
                if self.playouts + len(alive) > budget:
                    break
                future = derive_seed(self.seed, k)
                sampled = self.view.sample_world(Rng(future))
                for act in alive:
                    if self._paused():
                        yield
                    world = sampled.clone()
                    value = yield from playout(world, self.seat, act, future, self._paused)
                    self.scores[act].append(value)
                    self.playouts += 1
                k += 1
            if len(alive) <= 2 or self.playouts + len(alive) // 2 > budget:
                break
            alive = self._halve(alive)
            left = budget - self.playouts
            rounds = max(1, math.ceil(math.log2(max(2, len(alive)))))
            per = max(1, left // (len(alive) * rounds))
        self._finish(self._best())

    def _paused(self) -> bool:
        return time.perf_counter() >= self._stop

    def _halve(self, alive: list) -> list:
        n = len(self.scores[alive[0]])
        ranked = sorted(alive, key=lambda a: -sum(self.scores[a][:n]) / n)
        keep = ranked[:max(2, (len(ranked) + 1) // 2)]
        if self.pick not in keep:
            keep[-1] = self.pick
        return [a for a in alive if a in keep]

    def _best(self):
        mine = self.scores[self.pick]
        n = len(mine)
        if n < 2:
            return self.pick
        best, best_gain = self.pick, 0.0
        for act, sc in self.scores.items():
            if act == self.pick or len(sc) < n:
                continue
            diffs = [a - b for a, b in zip(sc[:n], mine)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean > MARGIN + SAFETY * math.sqrt(var / n) and mean > best_gain:
                best, best_gain = act, mean
        return best

    def _finish(self, act) -> None:
        self.result = act
        self.done = True
        self.agent.last_playouts = self.playouts
        self.agent.last_candidates = len(self.cands)
