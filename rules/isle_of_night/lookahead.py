"""Look-ahead judgement (used by Hard): try a choice on a copy of the table,
finish the turn with quick follow-up rules, and judge the outcome with the
projection of heuristics.py.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action

from . import tables as TB
from .heuristics import DEFAULT, Judgement, utility
from .state import D_EFFECT, D_ORDER, D_RING_CLAIM, D_RING_DISCARD
from .tactics import effect_choice


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
