"""Fit Hard's judge (judge.py) on Normal teams' games.

    python3 -m rules.king_of_monster_island.judge_fit --games 6000 [--seed 7]

Normal teams play whole games (team sizes, Bosses and sides drawn per game,
mostly 2 and 3 Monsters on the blue side); every position where a turn begins,
after the Boss Phase, is a sample labelled with whether that team went on to win.
A logistic model with a little L2 is fitted by Newton's method on four fifths of
the games and checked on the rest (log loss, accuracy, calibration by tenth);
it prints the WEIGHTS table to paste into judge.py.

The deals come from derive_seed(seed, "judge", g): no arena run (seeds
derive_seed(S, g)) plays them, so the judge is not fitted on the deals it is
measured on. Needs numpy (requirements-tools.txt); the judge itself does not.

The table in judge.py, from --games 6000 --seed 7:

    6000 games (53.0% won), 61906 positions; held out 12501
    held-out log loss 0.5287 (a constant guess: 0.6921), accuracy 0.725
      predicted 0.0-0.1:   1478 positions, won 0.085
      predicted 0.1-0.2:   1280 positions, won 0.169
      predicted 0.2-0.3:   1280 positions, won 0.280
      predicted 0.3-0.4:   1356 positions, won 0.357
      predicted 0.4-0.5:   1545 positions, won 0.473
      predicted 0.5-0.6:   1398 positions, won 0.538
      predicted 0.6-0.7:   1210 positions, won 0.653
      predicted 0.7-0.8:   1041 positions, won 0.748
      predicted 0.8-0.9:   1033 positions, won 0.846
      predicted 0.9-1.0:    880 positions, won 0.965
"""
from __future__ import annotations

import argparse
import sys

from rules.core import registry
from rules.core.rng import Rng, derive_seed

from .heuristics import policy
from .judge import FEATURES, features

TEAM_SIZES = (2, 2, 2, 3, 3, 3, 1, 4)
BOSS_CHOICES = ("crystal_dragon", "lithosaur", "lavalord")


def play_samples(g: int, seed: int) -> tuple[list[list[float]], int]:
    """One Normal game: the features where each turn begins, and 1 if won."""
    info = registry.get("king_of_monster_island")
    cls = info.load_state_class()
    rng = Rng(derive_seed(seed, "judge", g))
    n = TEAM_SIZES[rng.randrange(len(TEAM_SIZES))]
    opts = info.default_options(n)
    opts.update(players=n, boss=BOSS_CHOICES[rng.randrange(3)],
                side="advanced" if rng.random() < 0.25 else "normal")
    st = cls.new_game(opts, rng.next64())
    rows = [features(st)]
    turn = st.turn
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        act = legal[0] if len(legal) == 1 else policy(st, seat, legal, None)
        st.apply_trusted(seat, act)
        if st.turn != turn and not st.is_over():
            turn = st.turn
            rows.append(features(st))
    return rows, 1 if st.result == "won" else 0


def fit(x, y, l2: float = 1.0, steps: int = 30):
    import numpy as np
    w = np.zeros(x.shape[1])
    reg = np.full(x.shape[1], l2)
    reg[0] = 0.0
    for __ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + reg * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + np.diag(reg + 1e-9)
        w -= np.linalg.solve(hess, grad)
    return w


def main(argv: list[str] | None = None) -> int:
    import numpy as np
    ap = argparse.ArgumentParser(prog="python3 -m rules.king_of_monster_island.judge_fit",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    rows, labels, game_of = [], [], []
    wins = 0
    for g in range(args.games):
        r, won = play_samples(g, args.seed)
        wins += won
        rows.extend(r)
        labels.extend([won] * len(r))
        game_of.extend([g] * len(r))
    x = np.array(rows, dtype=float)
    y = np.array(labels, dtype=float)
    test = np.array([g % 5 == 4 for g in game_of])
    w = fit(x[~test], y[~test])
    p = np.clip(1.0 / (1.0 + np.exp(-(x[test] @ w))), 1e-6, 1 - 1e-6)
    yt = y[test]
    base = yt.mean()
    loss = -np.mean(yt * np.log(p) + (1 - yt) * np.log(1 - p))
    loss0 = -np.mean(yt * np.log(base) + (1 - yt) * np.log(1 - base))
    print(f"{args.games} games ({wins / args.games:.1%} won), {len(y)} positions; held out {test.sum()}")
    print(f"held-out log loss {loss:.4f} (a constant guess: {loss0:.4f}), "
          f"accuracy {np.mean((p > 0.5) == (yt > 0.5)):.3f}")
    for k in range(10):
        sel = (p >= k / 10) & (p < (k + 1) / 10)
        if sel.any():
            print(f"  predicted {k / 10:.1f}-{(k + 1) / 10:.1f}: {sel.sum():6d} positions, won {yt[sel].mean():.3f}")
    w = fit(x, y)
    print("WEIGHTS = {")
    for (name, __), wi in zip(FEATURES, w):
        print(f"    {name!r}: {wi:.4f},")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
