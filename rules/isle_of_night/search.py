"""Hard's hooks for Isle of Night: the look-ahead judgement (try a choice on a
copy of the table, finish the turn with quick follow-up rules, and judge the
outcome with the projection of projection.py) and the shared information-set
search shaped for this game (NightSearch).
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, Rng
from rules.core.agents import ISMCTSAgent

from .projection import DEFAULT, Judgement, utility, win_chances
from .steps import D_EFFECT, D_ORDER, D_RING_CLAIM, D_RING_DISCARD
from .heuristics import effect_choice, fast_choice, shortlist


def one_step(st, seat: int, legal: Sequence[Action], j: Judgement = DEFAULT) -> Action:
    """The choice whose immediate result the judgement likes best."""
    best, best_v = legal[0], -1e9
    for a in legal:
        w = st.clone()
        w.apply_trusted(seat, a)
        v = utility(w, seat, j)
        if v > best_v:
            best, best_v = a, v
    return best


def quick_choice(st, seat: int, legal: Sequence[Action], j: Judgement = DEFAULT) -> Action:
    """Follow-up decisions inside a look-ahead: cheap rules where they do well."""
    if len(legal) == 1:
        return legal[0]
    effect = effect_choice(st, seat, legal, j=j)
    return effect if effect is not None else one_step(st, seat, legal, j)


def finish_turn(world, seat: int, j: Judgement = DEFAULT) -> None:
    """Play the rest of `seat`'s turn with the quick rules."""
    turn = world.turn
    while not world.over and world.turn == turn and world.current == seat:
        legal = world.legal_actions(seat)
        world.apply_trusted(seat, quick_choice(world, seat, legal, j))


def finish_effects(world, seat: int, j: Judgement = DEFAULT) -> None:
    """Resolve the effects now waiting with the quick rules (a ring claim's sword)."""
    turn = world.turn
    while not world.over and world.turn == turn and world.step in (D_EFFECT, D_ORDER):
        legal = world.legal_actions(seat)
        world.apply_trusted(seat, quick_choice(world, seat, legal, j))


def lookahead_ranking(world, seat: int, legal: Sequence[Action],
                   j: Judgement = DEFAULT) -> list[tuple[float, Action]]:
    """Every choice with the judgement of its outcome, best first (stable on ties).
    A ring discard is judged by what it costs; a ring claim with its own effect;
    everything else with the rest of the turn played out by the quick rules."""
    step = world.step
    finish = (None if step == D_RING_DISCARD else finish_effects if step == D_RING_CLAIM
              else finish_turn)
    out = []
    for i, a in enumerate(legal):
        w = world.clone()
        w.apply_trusted(seat, a)
        if finish is not None:
            finish(w, seat, j)
        out.append((utility(w, seat, j), -i, a))
    out.sort(key=lambda x: (-x[0], -x[1]))
    return [(v, a) for v, _i, a in out]


# -- the search -------------------------------------------------------------------------------

def rollout_policy(world, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The search's play-outs: the Normal rules."""
    return fast_choice(world, seat, legal)


def lookahead_policy(j: Judgement = DEFAULT):
    """Try each choice on a copy (deck order sampled), keep the outcome judgement
    `j` likes best: the root ranking of Hard, as a policy of its own."""
    def policy(view, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        world = view.sample_world(rng) if view.viewer is not None else view.clone()
        return lookahead_ranking(world, seat, shortlist(world, seat, legal, 4), j)[0][1]
    return policy


class NightSearch(ISMCTSAgent):
    """Hard: the shared information-set search, shaped for this game.

    Each iteration deals the unseen cards into a fresh deck order. The tree holds
    only this player's choices for the current turn, and at each of them only the
    `keep` the look-ahead judgement ranks best. The rest of the turn and the
    rivals' turns are played by the Normal rules, and the table is judged at the
    start of this player's next turn as a chance of winning. `iterations` caps
    the work; `seconds` caps the wall-clock time of one decision."""

    def __init__(self, seat: int, seed: int = 0, *, iterations: int = 300, seconds: float = 0.8,
                 keep: int = 2) -> None:
        super().__init__(seed, iterations=iterations, seconds=seconds, rollout=rollout_policy,
                         rollout_depth=0, evaluate=self._judge, candidates=self._choices, uct_c=0.3)
        self.seat = seat
        self.keep = keep
        self._turn = -1
        self._ranked: dict[tuple, list[Action]] = {}

    def thinker(self, view, seat: int):
        self._turn = view.turn
        self._ranked = {}
        return super().thinker(view, seat)

    def _choices(self, world, mover: int, legal: Sequence[Action]) -> Sequence[Action]:
        if mover != self.seat or world.turn != self._turn:
            return [fast_choice(world, mover, legal)]
        key = (world.step, world.active, world.active_left, world.ring_left, tuple(world.centre),
               world.locked, tuple(world.score_grid), tuple(world.owned[mover]), tuple(world.pending))
        got = self._ranked.get(key)
        if got is None:
            ranked = lookahead_ranking(world, mover, shortlist(world, mover, legal, 4))
            got = [a for _v, a in ranked[:self.keep]]
            self._ranked[key] = got
        return got

    def _judge(self, world) -> list[float]:
        """Play on with the Normal rules to the start of this player's next turn."""
        w = world.clone()
        me = self.seat
        while not w.over and w.current == me:
            w.apply_trusted(me, fast_choice(w, me, w.legal_actions(me)))
        while not w.over and w.current != me:
            s = w.current
            w.apply_trusted(s, fast_choice(w, s, w.legal_actions(s)))
        return win_chances(w)
