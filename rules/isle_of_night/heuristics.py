"""The Easy and Normal players of Isle of Night. Normal's rules: quick judgements of one decision at a time, made
without copying the table.

A claim is valued by the points it adds under the current score grid
(projection.ClaimJudge); claiming the last lantern is taken only when it wins;
conch swaps and scroll locks are chosen for the player's own sets and against
the leader's; dragons and serpents are the biggest on offer; a staff or a ring
gives up the card that costs least; cursed rings are chosen by what they bring
(those with a magic symbol, as a rule); waiting effects are ordered by ORDER_FIRST. Hard uses the same rules for its rivals.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, Rng

from . import actions as A
from . import lookup
from .projection import CONCH_VP, DEFAULT, SCROLL_VP, ClaimJudge, Judgement, Projection
from .steps import D_CLAIM, D_EFFECT, D_ORDER, D_RING_DISCARD

_CTYPE = lookup.CARD_TYPE


#: Normal's order for waiting effects, lowest first: take cards from the centre
#: while they are there (a sword's dragon, Dragon's Perch, Mirror Lake), then the
#: staffs (a replay joins the queue and the staff chooses knowing what was taken),
#: then the swaps, and the locks last, to keep what the swaps arranged.
ORDER_FIRST = {lookup.E_DRAGON: 0, lookup.E_SERPENT: 0, lookup.E_ALL_DRAGONS: 0,
               lookup.E_ALL_SERPENTS: 0, lookup.E_EXTRA_CLAIM: 0, lookup.E_STAFF: 1,
               lookup.E_SWAP: 2, lookup.E_SWAPS2: 2, lookup.E_LOCK: 3, lookup.E_LOCKS2: 3,
               lookup.E_NONE: 4}


def best_creature(legal: Sequence[Action]) -> Action:
    """The dragon or serpent on offer with the most icons (then a magic symbol)."""
    best, key = legal[-1], (-1, -1)
    for a in legal:
        card = getattr(a, "card", None)
        if card is not None:
            k = (lookup.CARD_ICONS[card], lookup.CARD_MAGIC[card])
            if k > key:
                best, key = a, k
    return best


def _others_weights(proj: Projection, st, seat: int) -> list[float]:
    """How much each rival's gain counts against `seat`: mostly the leader's."""
    n = st.players
    vals = proj.values(st)
    rivals = [j for j in range(n) if j != seat]
    leader = max(rivals, key=lambda j: vals[j])
    lw = proj.j.leader_weight
    w = [0.0] * n
    for j in rivals:
        w[j] = (1 - lw) / len(rivals)
    w[leader] += lw
    return w


def swap_gain(proj: Projection, weights: Sequence[float], seat: int, a: int, b: int) -> float:
    """Change in `seat`'s margin from swapping the score cards in positions a, b."""
    sa, sb = proj.score_grid[a], proj.score_grid[b]
    dv = proj.veff[a] - proj.veff[b]
    gain = 0.0
    for i in range(proj.n):
        d = (proj.card_sets(i, sb) - proj.card_sets(i, sa)) * dv
        gain += d if i == seat else -weights[i] * d
    return gain


def lock_stake(proj: Projection, weights: Sequence[float], seat: int, p: int) -> float:
    """How much `seat` gains by keeping the card in position p where it is."""
    s = proj.score_grid[p]
    vp = proj.veff
    mean_v = sum(vp) / len(vp)
    mine = proj.card_sets(seat, s)
    theirs = sum(weights[i] * proj.card_sets(i, s) for i in range(proj.n) if i != seat)
    return (mine - theirs) * (vp[p] - mean_v)


def choose_swap(st, seat: int, legal: Sequence[Action], selfish: bool = False,
                j: Judgement = DEFAULT) -> Action:
    proj = Projection(st, j)
    weights = [0.0] * st.players if selfish else _others_weights(proj, st, seat)
    best, best_gain = A.SKIP_SWAP, 0.05
    for a in legal:
        if type(a) is A.Swap:
            g = swap_gain(proj, weights, seat, a.a, a.b)
            if g > best_gain:
                best, best_gain = a, g
    return best


def choose_lock(st, seat: int, legal: Sequence[Action], selfish: bool = False,
                j: Judgement = DEFAULT) -> Action:
    proj = Projection(st, j)
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


def _lanterns_in(cards) -> int:
    return sum(1 for c in cards if _CTYPE[c] == lookup.LANTERNS)


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
    if t < lookup.NUM_PLAIN_TYPES and t in judge.pos_of_type:
        return -judge.icon_gain(t, -lookup.CARD_ICONS[c]) + lookup.CARD_MAGIC[c] * 0.8
    return judge.card_value(c)


def _effect_value(st, judge: ClaimJudge, c: int) -> float:
    """Rough worth of using a card's "when claimed" effect once more."""
    e = lookup.EFFECT_OF[c]
    centre = st.centre
    if e == lookup.E_DRAGON or e == lookup.E_SERPENT or e == lookup.E_ALL_DRAGONS or e == lookup.E_ALL_SERPENTS:
        prey = lookup.DRAGONS if e in (lookup.E_DRAGON, lookup.E_ALL_DRAGONS) else lookup.SERPENTS
        group = [x for x in centre if _CTYPE[x] == prey]
        n = 1 if e in (lookup.E_DRAGON, lookup.E_SERPENT) else len(group)
        return judge.take_best(group, n, prey)
    return {lookup.E_SWAP: CONCH_VP, lookup.E_LOCK: SCROLL_VP, lookup.E_SWAPS2: 2 * CONCH_VP,
            lookup.E_LOCKS2: 2 * SCROLL_VP, lookup.E_EXTRA_CLAIM: 1.5}.get(e, 0.0)


def effect_choice(st, seat: int, legal: Sequence[Action], selfish: bool = False,
                  j: Judgement = DEFAULT) -> Action | None:
    """The rule for a 'when claimed' effect that picks a creature or works the
    score grid (a dragon or serpent to take, a conch swap, a scroll lock), or
    None when the decision is not one of those."""
    act = st.active if st.step == D_EFFECT else lookup.A_NONE
    if act == lookup.A_DRAGON or act == lookup.A_SERPENT:
        return best_creature(legal)
    if act == lookup.A_SWAP:
        return choose_swap(st, seat, legal, selfish=selfish, j=j)
    if act == lookup.A_LOCK:
        return choose_lock(st, seat, legal, selfish=selfish, j=j)
    return None


def fast_choice(st, seat: int, legal: Sequence[Action]) -> Action:
    """Cheap rules for every decision, judged without copying the table (except
    when a lantern would end the night: then the real result decides)."""
    if len(legal) == 1:
        return legal[0]
    step = st.step
    effect = effect_choice(st, seat, legal)
    if effect is not None:
        return effect
    if step == D_ORDER:
        return min(legal, key=lambda a: ORDER_FIRST[lookup.EFFECT_OF[a.card]])
    judge = ClaimJudge(st, seat)
    need = st.lanterns_to_end - st.lanterns_claimed
    best, best_v = legal[0], -1e9
    for a in legal:
        cls = type(a)
        if cls is A.ClaimType:
            if a.kind == lookup.LANTERNS and _lanterns_in(st.centre) >= need:
                v = _ending_outcome(st, seat, a)
            else:
                v = judge.claim_value(st, a.kind)
        elif cls is A.ClaimRings:
            v = judge.claim_value(st, lookup.RINGS, a.count, a.magic)
        elif cls is A.RingClaim:
            if _CTYPE[a.card] == lookup.LANTERNS and need <= 1:
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


def shortlist(world, seat: int, legal: Sequence[Action], keep: int = 3) -> Sequence[Action]:
    """Swaps, locks and staff or ring discards can be many, and most are poor:
    the `keep` the fast rules rate best (plus not swapping or locking at all).
    Other decisions are left whole."""
    if len(legal) <= keep + 1:
        return legal
    step = world.step
    active = world.active if step == D_EFFECT else lookup.A_NONE
    scored = []
    if active == lookup.A_SWAP or active == lookup.A_LOCK:
        proj = Projection(world)
        weights = _others_weights(proj, world, seat)
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
    if active == lookup.A_STAFF or step == D_RING_DISCARD:
        judge = ClaimJudge(world, seat)
        for a in legal:
            g = -_keep_value(judge, a.card)
            if active == lookup.A_STAFF:
                g += _effect_value(world, judge, a.card)
            scored.append((g, a))
        scored.sort(key=lambda x: -x[0])
        return [a for _g, a in scored[:keep + 1]]
    return legal


# -- the players ---------------------------------------------------------------------------

def normal_policy(view, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The Normal rules, straight from the view (nothing hidden is needed)."""
    return fast_choice(view, seat, legal)


def _claim_size(st, a: Action) -> float:
    if type(a) is A.ClaimRings:
        return a.count * 0.5
    if type(a) is A.ClaimType:
        n = 0.0
        for c in st.centre:
            if _CTYPE[c] == a.kind:
                n += lookup.CARD_ICONS[c] or 1
        if a.kind in (lookup.SWORDS, lookup.SPEARS):
            prey = lookup.DRAGONS if a.kind == lookup.SWORDS else lookup.SERPENTS
            n += min(n, sum(1 for c in st.centre if _CTYPE[c] == prey))
        return n
    return 0.0


def easy_policy(view, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The biggest handful of cards; swaps and locks for itself alone."""
    st = view
    if st.step == D_CLAIM or (st.step == D_EFFECT and st.active == lookup.A_EXTRA_CLAIM):
        sizes = [_claim_size(st, a) + rng.random() * 0.5 for a in legal]
        return legal[max(range(len(legal)), key=sizes.__getitem__)]
    effect = effect_choice(st, seat, legal, selfish=True)
    return effect if effect is not None else rng.choice(list(legal))
