"""Computer players for Isle of Night.

Easy    claims the type that gives the most cards, swaps and locks for itself
        only, and now and then plays any legal move.
Normal  tries every legal choice on a copy of the table (the deck order sampled
        from the unseen cards), finishes the rest of its turn with quick rules,
        and keeps the choice whose outcome its judgement (heuristics.py) likes
        best: the points a claim adds under the current score layout, how close
        the lanterns are to ending the night, and conch swaps and locks that help
        it and hurt the leader.
Hard    the shared information-set search (NightSearch): each iteration deals the
        unseen cards into a fresh deck order, tries the player's best few choices
        for this turn, lets the rivals answer by the fast rules and judges the
        table at the start of the player's next turn.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, Rng
from rules.core.agents import ISMCTSAgent, PolicyAgent

from . import actions as A
from . import tables as TB
from .heuristics import (CONCH_VP, LEADER_WEIGHT, SCROLL_VP, ClaimJudge, Projection, utility,
                         win_chances)
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


def normal_ranking(world, seat: int, legal: Sequence[Action]) -> list[tuple[float, Action]]:
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
            finish(w, seat)
        out.append((utility(w, seat), -i, a))
    out.sort(key=lambda x: (-x[0], -x[1]))
    return [(v, a) for v, _i, a in out]


def normal_policy(view, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """Try each choice on a copy (deck order sampled), keep the best outcome."""
    if len(legal) == 1:
        return legal[0]
    world = _world(view, rng)
    return normal_ranking(world, seat, shortlist(world, seat, legal, 4))[0][1]


# -- fast rules (the search's play-outs) ----------------------------------------------------

def _lanterns_in(cards) -> int:
    return sum(1 for c in cards if _CTYPE[c] == TB.LANTERNS)


def _ending_outcome(st, seat: int, act: Action) -> float:
    """Ending the night now: a big plus if it wins, a big minus if not."""
    w = st.clone()
    w.apply_trusted(seat, act)
    if not w.over:
        return 0.0
    return 1000.0 if seat in w.winners() else -1000.0


def _keep_value(judge: ClaimJudge, c: int) -> float:
    """What a seat loses by giving up one of its cards."""
    t = _CTYPE[c]
    if t < TB.NUM_PLAIN_TYPES and t in judge.pos_of_type:
        return -judge.icon_gain(t, -TB.CARD_ICONS[c]) + TB.CARD_MAGIC[c] * 0.8
    return judge.card_value(c)


def _effect_value(st, judge: ClaimJudge, c: int) -> float:
    """Rough worth of using a card's "when claimed" effect once more."""
    e = TB.EFFECT_OF[c]
    centre = st.centre
    if e == TB.E_DRAGON or e == TB.E_SERPENT or e == TB.E_ALL_DRAGONS or e == TB.E_ALL_SERPENTS:
        prey = TB.DRAGONS if e in (TB.E_DRAGON, TB.E_ALL_DRAGONS) else TB.SERPENTS
        group = [x for x in centre if _CTYPE[x] == prey]
        n = 1 if e in (TB.E_DRAGON, TB.E_SERPENT) else len(group)
        return judge.take_best(group, n, prey)
    return {TB.E_SWAP: CONCH_VP, TB.E_LOCK: SCROLL_VP, TB.E_SWAPS2: 2 * CONCH_VP,
            TB.E_LOCKS2: 2 * SCROLL_VP, TB.E_EXTRA_CLAIM: 1.5}.get(e, 0.0)


def fast_choice(st, seat: int, legal: Sequence[Action]) -> Action:
    """Cheap rules for every decision, judged without copying the table (except
    when a lantern would end the night: then the real result decides)."""
    if len(legal) == 1:
        return legal[0]
    step = st.step
    act = st.active if step == D_EFFECT else TB.A_NONE
    if act == TB.A_DRAGON or act == TB.A_SERPENT:
        return _best_creature(legal)
    if act == TB.A_SWAP:
        return choose_swap(st, seat, legal)
    if act == TB.A_LOCK:
        return choose_lock(st, seat, legal)
    if step == D_ORDER:
        return legal[0]
    judge = ClaimJudge(st, seat)
    need = st.lanterns_to_end - st.lanterns_claimed
    best, best_v = legal[0], -1e9
    for a in legal:
        cls = type(a)
        if cls is A.ClaimType:
            if a.kind == TB.LANTERNS and _lanterns_in(st.centre) >= need:
                v = _ending_outcome(st, seat, a)
            else:
                v = judge.claim_value(st, a.kind)
        elif cls is A.ClaimRings:
            v = judge.claim_value(st, TB.RINGS, a.count)
        elif cls is A.RingClaim:
            if _CTYPE[a.card] == TB.LANTERNS and need <= 1:
                v = _ending_outcome(st, seat, a)
            else:
                v = judge.card_value(a.card)
        elif cls is A.RingDiscard:
            v = -_keep_value(judge, a.card)
        elif cls is A.StaffDiscard:
            v = _effect_value(st, judge, a.card) - _keep_value(judge, a.card)
        else:
            v = 0.0
        if v > best_v:
            best, best_v = a, v
    return best


def rollout_policy(world, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The search's play-outs: the fast rules."""
    return fast_choice(world, seat, legal)


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


class NightSearch(ISMCTSAgent):
    """Hard: the shared information-set search, shaped for this game.

    Each iteration deals the unseen cards into a fresh deck order. The tree holds
    only this player's choices for the current turn, and at each of them only the
    few the Normal judgement ranks best (`keep`). Everything after the turn (the
    rivals' turns) is played by the fast rules, and the position is judged at the
    start of this player's next turn as a chance of winning."""

    def __init__(self, seat: int, seed: int = 0, *, iterations: int = 300, seconds: float = 0.9,
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
            ranked = normal_ranking(world, mover, shortlist(world, mover, legal, 4))
            got = [a for _v, a in ranked[:self.keep]]
            self._ranked[key] = got
        return got

    def _judge(self, world) -> list[float]:
        """Play on with the fast rules to the start of this player's next turn."""
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


__all__ = ["make_agent", "normal_policy", "easy_policy", "IsleOfNight"]
