"""Computer players for Isle of Monsters.

Easy    plays like a beginner: half its moves are Normal's, the others any
        capture or feed (a pass now and then) and any scare play.
Normal  a heuristic (`normal_policy`): in the nurture phase it weighs each capture
        by whether the food it reaches can feed that creature before the game
        ends, feeds the creature nearest to maturing, takes food an opponent
        beside the same island also needs, and passes when nothing useful is
        left; in the scare phase it scores each play against sampled plays of
        the other players from the cards they hold (crowd, neighbours, and the
        cards it keeps for later steps).
Hard    the shared ISMCTSAgent over this game's determinization (deck order,
        unseen pile cards, the card removed at random, opponents' secret plays).
        In a scare step every sampled world has the other players' secret plays
        already made, drawn from what Normal would play (`_SearchView`), so the
        search answers what the others are likely to hold without seeing its
        own choice leak to them. The Normal heuristic narrows the tree (best two
        nurture moves, best six scare plays), a fast policy plays the rollouts
        (Normal-like scare plays), and `evaluate` scores the cut-off position.
        Time: 0.2 s per nurture move, 0.6 s per scare play.

All of them decide from a view (or a world sampled from one): never the true state.
"""
from __future__ import annotations

import math
import time
from typing import Sequence

from rules.core import Action, Rng
from rules.core.agents import Agent, ISMCTSAgent, PolicyAgent

from . import scare
from .actions import CENTRE, Capture, DuelPick, Feed, Pass, PlayScare
from .content import CARDS, ELEMENTS, FOOD_INDEX, SCARES
from .state import IsleOfMonstersState

State = IsleOfMonstersState


# == shared estimates ===========================================================================

def rounds_left(st: State) -> int:
    """Scare phases still to come, this round's included."""
    if st.final:
        return 1
    islands = len(st.piles)
    return len(st.deck) // islands + 1


def creature_worth(value: int, phases: int) -> float:
    """What a mature creature is worth over `phases` scare phases: every card
    lengthens its owner's stay in each phase, a high card wins the crowd more."""
    return max(0, phases) * (0.9 + 0.12 * value)


def _reach_food(st: State, seat: int) -> list[int]:
    f = st.centre[:]
    for i in st.reachable(seat):
        isl = st.island_food[i]
        for k in range(3):
            f[k] += isl[k]
    return f


def _open_needs(st: State, seat: int) -> list[int]:
    """Empty feeding spaces over all the seat's caged creatures, per food."""
    out = [0, 0, 0]
    for cage, card in enumerate(st.cages[seat]):
        if card is None:
            continue
        need = CARDS[card].needs
        fed = st.fed[seat][cage]
        for k in range(3):
            out[k] += need[k] - fed[k]
    return out


# == Normal: the nurture phase =====================================================================

def _nurture_scores(st: State, seat: int, legal: Sequence[Action]) -> list[float]:
    n = st.n
    phases = rounds_left(st)
    reach = _reach_food(st, seat)
    mine = _open_needs(st, seat)
    # rivals still to act this round, and what they can use from each source
    rivals = [o for o in range(n) if o != seat and not st.passed[o]]
    rival_needs = {o: _open_needs(st, o) for o in rivals}
    first_pass = not any(st.passed)
    out = []
    for act in legal:
        if isinstance(act, Feed):
            fi = FOOD_INDEX[act.food]
            card = st.cages[seat][act.cage]
            c = CARDS[card]  # type: ignore[index]
            rem = st.empty_spaces(seat, act.cage)
            rem_total = sum(rem)
            # can the rest of this creature be fed from the food in reach now?
            after = reach[:]
            after[fi] -= 1
            rest = rem[:]
            rest[fi] -= 1
            feasible_now = all(rest[k] <= after[k] for k in range(3))
            if rem_total == 1:
                score = 4.0 + creature_worth(c.value, phases)          # it matures this round
            elif feasible_now:
                score = 2.0 + creature_worth(c.value, phases) / rem_total
            else:
                score = 0.8 + creature_worth(c.value, phases - 1) / rem_total
                if st.final:
                    score = 0.05
            # take first what a rival beside the same source would take
            deny = 0.0
            for o in rivals:
                if rival_needs[o][fi] and (act.source == CENTRE or act.source in st.reachable(o)):
                    deny += 0.35
            score += deny
            # leave food only I can reach for later
            if act.source == CENTRE:
                score += 0.1
            out.append(score)
        elif isinstance(act, Capture):
            card = st.top_card(act.island)
            c = CARDS[card]  # type: ignore[index]
            need = c.needs
            spare = [reach[k] - mine[k] for k in range(3)]
            covered = sum(min(need[k], max(0, spare[k])) for k in range(3))
            short = c.food_total - covered
            if short == 0:
                score = 1.5 + creature_worth(c.value, phases) / (c.food_total + 1)
            else:
                score = 0.6 + creature_worth(c.value, phases - 1) / (c.food_total + 2) - 0.25 * short
                if st.final:
                    score = -1.0
            # a rival beside the island could feed it: taking it denies them
            for o in rivals:
                if act.island in st.reachable(o) and None in st.cages[o]:
                    score += 0.15
            # a cage filled with a hungry creature is a cage lost for rounds
            score -= 0.12 * (c.food_total - 1)
            out.append(score)
        else:  # Pass
            out.append(0.45 + (0.35 if first_pass else 0.0))
    return out


# == Normal: the scare phase =========================================================================

def _opponent_sample(hand: Sequence[str], rng: Rng) -> tuple[str, ...]:
    """A plausible play of another player: one element they hold, usually one or
    two cards, sometimes all of that element."""
    by: dict[str, list[str]] = {}
    for c in hand:
        by.setdefault(CARDS[c].element, []).append(c)
    held = [e for e in ELEMENTS if e in by]
    cards = by[held[rng.randrange(len(held))]]
    r = rng.random()
    if r < 0.55 or len(cards) == 1:
        k = 1
    elif r < 0.85:
        k = min(2, len(cards))
    else:
        k = len(cards)
    cards = sorted(cards, key=lambda x: CARDS[x].value, reverse=rng.random() < 0.5)
    return tuple(cards[:k])


def _scare_scores(st: State, seat: int, legal: Sequence[Action], rng: Rng,
                  samples: int = 10) -> list[float]:
    # a huge hand lists many plays: fewer samples keep the decision quick
    samples = max(3, min(samples, 1200 // max(1, len(legal))))
    holders = st.holders()
    others = [o for o in holders if o != seat]
    nbrs = scare.neighbours(holders, seat)
    my_hand = st.hand[seat]
    sampled = [{o: _opponent_sample(st.hand[o], rng) for o in others} for _ in range(samples)]
    # per sample: the others' best total, and each neighbour's element
    best_other = [max(scare.total(p) for p in smp.values()) for smp in sampled]
    left_after = [max(len(st.hand[o]) - len(smp[o]) for o in others) for smp in sampled]
    nb_elem = [{o: CARDS[smp[o][0]].element for o in nbrs} for smp in sampled]
    out = []
    for act in legal:
        assert isinstance(act, PlayScare)
        cards = act.cards
        element = CARDS[cards[0]].element
        tot = scare.total(cards)
        keep = len(my_hand) - len(cards)
        prey = SCARES[element]
        value = 0.0
        for i in range(samples):
            b = best_other[i]
            if tot > b:
                value += 3.0
            elif tot == b:
                value += 0.6
            for o, e in nb_elem[i].items():
                if e == prey:
                    value += 1.0
                elif SCARES[e] == element:
                    value -= 0.5      # that neighbour scores on me
            rival_left = left_after[i]
            value += 0.9 * min(keep, rival_left) + 1.0 * max(0, keep - rival_left)
        value /= samples
        # a high card kept is a crowd win later
        kept_value = sum(CARDS[c].value for c in my_hand) - tot
        value += 0.05 * kept_value
        out.append(value)
    return out


# == the policies ===============================================================================

def normal_policy(view: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    first = legal[0]
    if isinstance(first, DuelPick):
        return rng.choice(legal)       # the duel's best play is a fair throw
    if isinstance(first, PlayScare):
        scores = _scare_scores(view, seat, legal, rng)
    else:
        scores = _nurture_scores(view, seat, legal)
    best = max(range(len(legal)), key=lambda i: scores[i])
    return legal[best]


def easy_policy(view: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """A beginner: half the time it makes the sensible move, otherwise any
    capture or feed (or a pass now and then), and any scare play."""
    first = legal[0]
    if isinstance(first, DuelPick):
        return rng.choice(legal)
    if rng.random() < 0.5:
        return normal_policy(view, seat, legal, rng)
    if isinstance(first, PlayScare):
        return rng.choice(legal)
    moves = [a for a in legal if not isinstance(a, Pass)]
    if not moves or rng.random() < 0.15:
        return Pass()
    return rng.choice(moves)


def rollout_policy(world: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """Fast and sensible, for the search's rollouts: feed the creature nearest to
    maturing, else capture a cheap creature, else pass; in the scare phase play
    one card, now and then a whole element."""
    first = legal[0]
    if isinstance(first, DuelPick):
        return rng.choice(legal)
    if isinstance(first, PlayScare):
        if len(legal) <= 40 and rng.random() < 0.7:
            scores = _scare_scores(world, seat, legal, rng, samples=2)
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


def _candidates(world: State, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
    """What the tree considers. Nurture moves differ by little and a short search
    cannot tell them apart, so only the heuristic's best two are searched; scare
    plays differ by whole points, so the best six are. (Other players' moves in
    the tree are narrowed the same way.)"""
    first = legal[0]
    if isinstance(first, DuelPick):
        return legal
    if isinstance(first, PlayScare):
        scores = _scare_scores(world, seat, legal, world.rng, samples=6)
        k = SCARE_CANDIDATES
    else:
        scores = _nurture_scores(world, seat, legal)
        k = NURTURE_CANDIDATES
    order = sorted(range(len(legal)), key=lambda i: -scores[i])[:k]
    return [legal[i] for i in sorted(order)]


OPPONENT_POOL = 6          # Normal choices drawn per other player for a scare step
NURTURE_CANDIDATES = 2
SCARE_CANDIDATES = 6
NURTURE_SECONDS = 0.2      # the search's time per decision (both well under 1 s)
SCARE_SECONDS = 0.6


class _SearchView:
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
                    scores = _scare_scores(view, s, legal, Rng(seed + k), samples=4)
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
    """ISMCTS that searches simultaneous steps through `_SearchView`, and spends
    its time where search pays: more on a scare play than on a nurture move."""

    def __init__(self, seed: int = 0, *, nurture_seconds: float = NURTURE_SECONDS,
                 scare_seconds: float = SCARE_SECONDS, **kw) -> None:
        super().__init__(seed, seconds=scare_seconds, **kw)
        self.nurture_seconds = nurture_seconds
        self.scare_seconds = scare_seconds

    def thinker(self, view, seat):
        budget = self.scare_seconds if view.phase == "scare" else self.nurture_seconds
        t0 = time.perf_counter()
        search_view = _SearchView(view, seat, self.decisions)
        # the opponent model's set-up counts against the decision's time
        self.seconds = max(0.05, budget - (time.perf_counter() - t0))
        return super().thinker(search_view, seat)  # type: ignore[arg-type]


def make_agent(level: str, seat: int, seed: int) -> Agent:
    if level == "easy":
        return PolicyAgent(easy_policy, seed, level="easy")
    if level == "normal":
        return PolicyAgent(normal_policy, seed, level="normal")
    if level == "hard":
        return HardAgent(seed, iterations=1500, rollout=rollout_policy,
                         rollout_depth=40, evaluate=evaluate, candidates=_candidates)
    raise ValueError(f"unknown level {level!r}")
