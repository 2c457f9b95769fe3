"""The Easy and Normal players of Isle of Monsters.

Easy    plays like a beginner: half its moves are Normal's, the others any
        capture or feed (a pass now and then) and any scare play.
Normal  a heuristic (`normal_policy`): in the nurture phase it weighs each capture
        by whether the food it reaches can feed that creature before the game
        ends, feeds the creature nearest to maturing, takes food an opponent
        beside the same island also needs, and passes when nothing useful is
        left; in the scare phase it scores each play against sampled plays of
        the other players from the cards they hold (crowd, neighbours, and the
        cards it keeps for later steps).

Both decide from a view (or a world sampled from one): never the true state.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, Rng

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

def nurture_scores(st: State, seat: int, legal: Sequence[Action]) -> list[float]:
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


def scare_scores(st: State, seat: int, legal: Sequence[Action], rng: Rng,
                  samples: int = 10) -> list[float]:
    # a huge hand lists many plays: fewer samples keep the decision quick
    samples = max(3, min(samples, 1200 // max(1, len(legal))))
    holders = st.holders()
    others = [o for o in holders if o != seat]
    nbrs = scare.neighbours(holders, seat)
    my_hand = st.hand[seat]
    sampled = [{o: _opponent_sample(st.hand[o], rng) for o in others} for __ in range(samples)]
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
        scores = scare_scores(view, seat, legal, rng)
    else:
        scores = nurture_scores(view, seat, legal)
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
