"""Computer players for Isle of Night.

Easy    claims the type that gives the most cards, swaps and locks for itself
        only, and now and then plays any legal move.
Normal  tries every legal choice on a copy of the table (the deck order sampled
        from the unseen cards), finishes the rest of its turn with quick rules,
        and keeps the choice whose outcome its judgement (heuristics.py) likes
        best: the points a claim adds under the current score layout, how close
        the lanterns are to ending the night, and conch swaps and locks that help
        it and hurt the leader.
Hard    the shared information-set search: each iteration deals the unseen cards
        into a fresh deck order, searches the player's own choices and the
        rivals' replies, plays on with the Normal judgement for a short while and
        scores the position with it.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, Rng
from rules.core.agents import ISMCTSAgent, PolicyAgent

from . import actions as A
from . import tables as TB
from .heuristics import LEADER_WEIGHT, Projection, utility, win_chances
from .state import D_CLAIM, D_EFFECT, D_ORDER, D_RING_CLAIM, D_RING_DISCARD, IsleOfNight

_CTYPE = TB.CARD_TYPE


# -- quick rules for follow-up decisions -------------------------------------------------

def _best_creature(legal: Sequence[Action]) -> Action:
    best, key = legal[-1], (-1, -1)
    for a in legal:
        card = getattr(a, "card", None)
        if card is not None:
            k = (TB.CARD_ICONS[card], TB.CARD_MAGIC[card])
            if k > key:
                best, key = a, k
    return best


def _others_weights(proj: Projection, st, seat: int) -> list[float]:
    """How much each rival's gain counts against `seat`: mostly the leader's."""
    n = st.players
    vals = proj.values(st)
    rivals = [j for j in range(n) if j != seat]
    leader = max(rivals, key=lambda j: vals[j])
    w = [0.0] * n
    for j in rivals:
        w[j] = (1 - LEADER_WEIGHT) / len(rivals)
    w[leader] += LEADER_WEIGHT
    return w


def swap_gain(proj: Projection, weights: Sequence[float], seat: int, a: int, b: int) -> float:
    """Change in `seat`'s margin from swapping the score cards in positions a, b."""
    sa, sb = proj.layout[a], proj.layout[b]
    dv = proj.veff[a] - proj.veff[b]
    gain = 0.0
    for i in range(proj.n):
        d = (proj.card_sets(i, sb) - proj.card_sets(i, sa)) * dv
        gain += d if i == seat else -weights[i] * d
    return gain


def lock_stake(proj: Projection, weights: Sequence[float], seat: int, p: int) -> float:
    """How much `seat` gains by keeping the card in position p where it is."""
    s = proj.layout[p]
    vp = proj.veff
    mean_v = sum(vp) / len(vp)
    mine = proj.card_sets(seat, s)
    theirs = sum(weights[i] * proj.card_sets(i, s) for i in range(proj.n) if i != seat)
    return (mine - theirs) * (vp[p] - mean_v)


def choose_swap(st, seat: int, legal: Sequence[Action], selfish: bool = False) -> Action:
    proj = Projection(st)
    weights = [0.0] * st.players if selfish else _others_weights(proj, st, seat)
    best, best_gain = A.SKIP_SWAP, 0.05
    for a in legal:
        if type(a) is A.Swap:
            g = swap_gain(proj, weights, seat, a.a, a.b)
            if g > best_gain:
                best, best_gain = a, g
    return best


def choose_lock(st, seat: int, legal: Sequence[Action], selfish: bool = False) -> Action:
    proj = Projection(st)
    weights = [0.0] * st.players if selfish else _others_weights(proj, st, seat)
    best, best_gain = A.SKIP_SCROLL, 0.3
    for a in legal:
        if type(a) is A.Lock:
            g = lock_stake(proj, weights, seat, a.position)
        elif type(a) is A.Unlock:
            g = -lock_stake(proj, weights, seat, a.position)
        else:
            continue
        if g > best_gain:
            best, best_gain = a, g
    return best


def one_step(st, seat: int, legal: Sequence[Action]) -> Action:
    """The choice whose immediate result the judgement likes best."""
    best, best_v = legal[0], -1e9
    for a in legal:
        w = st.clone()
        w.apply_trusted(seat, a)
        v = utility(w, seat)
        if v > best_v:
            best, best_v = a, v
    return best


def quick_choice(st, seat: int, legal: Sequence[Action]) -> Action:
    """Follow-up decisions inside a look-ahead: cheap rules where they do well."""
    if len(legal) == 1:
        return legal[0]
    if st.step == D_EFFECT:
        act = st.active
        if act == TB.A_DRAGON or act == TB.A_SERPENT:
            return _best_creature(legal)
        if act == TB.A_SWAP:
            return choose_swap(st, seat, legal)
        if act == TB.A_LOCK:
            return choose_lock(st, seat, legal)
    return one_step(st, seat, legal)


def finish_turn(world, seat: int) -> None:
    """Play the rest of `seat`'s turn with the quick rules."""
    turn = world.turn
    while not world.over and world.turn == turn and world.current == seat:
        legal = world.legal_actions(seat)
        world.apply_trusted(seat, quick_choice(world, seat, legal))


def finish_effects(world, seat: int) -> None:
    """Resolve the effects now waiting with the quick rules (a ring claim's sword)."""
    turn = world.turn
    while not world.over and world.turn == turn and world.step in (D_EFFECT, D_ORDER):
        legal = world.legal_actions(seat)
        world.apply_trusted(seat, quick_choice(world, seat, legal))


def _world(view, rng: Rng):
    return view.sample_world(rng) if view.viewer is not None else view.clone()


def normal_policy(view, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """Try each choice, finish the turn with the quick rules, judge the outcome."""
    if len(legal) == 1:
        return legal[0]
    world = _world(view, rng)
    legal = shortlist(world, seat, legal, 4)
    # a ring discard is judged by what it costs; a ring claim with its own
    # effect; everything else with the rest of the turn played out
    step = world.step
    finish = (None if step == D_RING_DISCARD else finish_effects if step == D_RING_CLAIM
              else finish_turn)
    best, best_v = legal[0], -1e9
    for a in legal:
        w = world.clone()
        w.apply_trusted(seat, a)
        if finish is not None:
            finish(w, seat)
        v = utility(w, seat)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def rollout_policy(world, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The search's play-outs: the quick rules, with the claim judged one step."""
    return quick_choice(world, seat, legal)


# -- Easy ---------------------------------------------------------------------------------

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
    if st.step == D_EFFECT:
        act = st.active
        if act == TB.A_DRAGON or act == TB.A_SERPENT:
            return _best_creature(legal)
        if act == TB.A_SWAP:
            return choose_swap(st, seat, legal, selfish=True)
        if act == TB.A_LOCK:
            return choose_lock(st, seat, legal, selfish=True)
    return rng.choice(list(legal))


# -- Hard ------------------------------------------------------------------------------------

def shortlist(world, seat: int, legal: Sequence[Action], keep: int = 3) -> Sequence[Action]:
    """Swaps and locks are many and mostly poor: the `keep` the quick rules rate
    best, plus not doing it at all. Other decisions are left whole."""
    if world.step == D_EFFECT and world.active in (TB.A_SWAP, TB.A_LOCK) and len(legal) > keep + 1:
        proj = Projection(world)
        weights = _others_weights(proj, world, seat)
        scored = []
        for a in legal:
            if type(a) is A.Swap:
                g = swap_gain(proj, weights, seat, a.a, a.b)
            elif type(a) is A.Lock:
                g = lock_stake(proj, weights, seat, a.position)
            elif type(a) is A.Unlock:
                g = -lock_stake(proj, weights, seat, a.position)
            else:
                continue
            scored.append((g, a))
        scored.sort(key=lambda x: -x[0])
        out = [a for _g, a in scored[:keep]]
        out.append(legal[-1])                # SkipSwap / SkipScroll
        return out
    return legal


def hard_candidates(world, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
    return shortlist(world, seat, legal, 3)


def make_agent(level: str, seat: int, seed: int):
    if level == "easy":
        return PolicyAgent(easy_policy, seed, noise=0.2, level="easy")
    if level == "normal":
        return PolicyAgent(normal_policy, seed, level="normal")
    if level == "hard":
        return ISMCTSAgent(seed, iterations=100_000, seconds=0.8, rollout=rollout_policy,
                           rollout_depth=6, evaluate=win_chances, candidates=hard_candidates,
                           uct_c=0.5)
    raise ValueError(f"unknown level {level!r}")


__all__ = ["make_agent", "normal_policy", "easy_policy", "IsleOfNight"]
