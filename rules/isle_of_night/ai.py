"""Computer players for Isle of Night.

Easy    claims the type that gives the most cards, swaps and locks for itself
        only, and now and then plays any legal move.
Normal  the analytic rules of tactics.py: a claim is worth the points it adds
        under the current score layout (part-built sets counted by the turns
        left, which the lanterns decide); it ends the night only when that wins;
        conch swaps and scroll locks help its own sets and hurt the leader's.
Hard    the shared information-set search (NightSearch): each iteration deals the
        unseen cards into a fresh deck order, tries the player's best few choices
        for this turn as the look-ahead judgement ranks them (lookahead.py), lets
        the rivals answer by the Normal rules and judges the table at the start
        of the player's next turn as a chance of winning.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, Rng
from rules.core.agents import ISMCTSAgent, PolicyAgent

from . import actions as A
from . import tables as TB
from .heuristics import DEFAULT, Judgement, win_chances
from .lookahead import lookahead_ranking
from .state import D_CLAIM, D_EFFECT
from .tactics import effect_choice, fast_choice, shortlist

_CTYPE = TB.CARD_TYPE


# -- Normal --------------------------------------------------------------------------------

def normal_policy(view, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The Normal rules, straight from the view (nothing hidden is needed)."""
    return fast_choice(view, seat, legal)


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


# -- Easy ----------------------------------------------------------------------------------

def _claim_size(st, a: Action) -> float:
    if type(a) is A.ClaimRings:
        return a.count * 0.5
    if type(a) is A.ClaimType:
        n = 0.0
        for c in st.centre:
            if _CTYPE[c] == a.kind:
                n += TB.CARD_ICONS[c] or 1
        if a.kind in (TB.SWORDS, TB.SPEARS):
            prey = TB.DRAGONS if a.kind == TB.SWORDS else TB.SERPENTS
            n += min(n, sum(1 for c in st.centre if _CTYPE[c] == prey))
        return n
    return 0.0


def easy_policy(view, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The biggest handful of cards; swaps and locks for itself alone."""
    st = view
    if st.step == D_CLAIM or (st.step == D_EFFECT and st.active == TB.A_EXTRA_CLAIM):
        sizes = [_claim_size(st, a) + rng.random() * 0.5 for a in legal]
        return legal[max(range(len(legal)), key=sizes.__getitem__)]
    effect = effect_choice(st, seat, legal, selfish=True)
    return effect if effect is not None else rng.choice(list(legal))


# -- Hard ------------------------------------------------------------------------------------

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
               world.locked, tuple(world.layout), tuple(world.owned[mover]), tuple(world.pending))
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


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(easy_policy, seed, noise=0.2, level="easy")
    if level == "normal":
        return PolicyAgent(normal_policy, seed, level="normal")
    if level == "hard":
        return NightSearch(seat, seed)
    raise ValueError(f"unknown level {level!r}")
