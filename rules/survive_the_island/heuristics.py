"""How the computer judges a position and picks moves.

`estimate(state)` guesses each seat's final score: every adventurer still in play
counts its value (3, the average, when the judge cannot see it) times a chance of
getting home that falls with its distance to a rescue island, its speed (a raft
it controls beats swimming), the turns the island has left, and the creatures
that can reach it.

Two policies use it:
* `fast_policy`: scores each legal action from a few static features (no
  look-ahead). The Easy level and the Hard level's rollouts.
* `normal_policy`: the Normal level. It tries each candidate on a copy and keeps
  the best estimate for itself against its strongest rival: rescue high values
  first, keep rafts under control, sink tiles under rivals, send creatures at
  rivals' swimmers and rafts, and hold Repellent for a big loss.
"""
from __future__ import annotations

from collections import deque

from rules.core.pending import next_task

from . import actions as A
from . import content
from .common import LIFTED, RESCUED, VOLCANO_T, is_water

MEAN_VALUE = sum(content.ADVENTURER_VALUES) / len(content.ADVENTURER_VALUES)


#: id(board) -> (board, its rescue distances): each island's worked out once
_DISTANCES: dict[int, tuple] = {}


def rescue_distance(b) -> tuple[int, ...]:
    """Steps from each space of board b to a rescue island (1 on a landing space)."""
    hit = _DISTANCES.get(id(b))
    if hit is not None and hit[0] is b:
        return hit[1]
    if len(_DISTANCES) >= 8:
        _DISTANCES.clear()
    dist = _rescue_distance(b)
    _DISTANCES[id(b)] = (b, dist)
    return dist


def _rescue_distance(b) -> tuple[int, ...]:
    dist = [99] * b.size
    q = deque()
    for isl in b.rescue:
        for s in isl.landings:
            dist[s] = 1
            q.append(s)
    while q:
        s = q.popleft()
        for n in b.neighbours[s]:
            if dist[n] > dist[s] + 1:
                dist[n] = dist[s] + 1
                q.append(n)
    return tuple(dist)


# -- judging a position ------------------------------------------------------------------

def turns_left(st) -> float:
    """Expected tiles still to go before the third volcano (about one a turn)."""
    terrain = st.terrain
    beach = forest = mountain = 0
    for t in terrain:
        if t == 1:
            beach += 1
        elif t == 2:
            forest += 1
        elif t == 3:
            mountain += 1
    need = max(0, content.VOLCANOES_TO_END - st.volcanoes)
    volcanoes_left = max(need, 4 - st.volcanoes)
    # expected position of the need-th volcano among the face-down mountains
    mountains = need * (mountain + 1) / (volcanoes_left + 1) if need else 0
    return beach + forest + mountains


def threats(st) -> tuple[dict, dict, dict]:
    """Per space: how many creatures could hit a swimmer / a raft / anyone at all
    (a Kraken's grab, a Pterodactyl's swoop) there next time they move."""
    swim: dict[int, int] = {}
    raft: dict[int, int] = {}
    anyone: dict[int, int] = {}
    nbrs = st.board.neighbours
    terrain = st.terrain
    for c, s in enumerate(st.cr_loc):
        if s < 0:
            continue
        kind = st.cr_type[c]
        reach = content.REACH[kind] or 1
        seen = {s}
        frontier = [s]
        for _ in range(reach):
            nxt = []
            for x in frontier:
                for n in nbrs[x]:
                    if n not in seen and terrain[n] != VOLCANO_T and (is_water(terrain[n]) or kind == content.KAIJU):
                        seen.add(n)
                        nxt.append(n)
            frontier = nxt
        if kind == content.PTERODACTYL:
            seen |= {n for line in st.board.lines[s] for n in line}
            for n in seen:
                anyone[n] = anyone.get(n, 0) + 1
        elif kind == content.KRAKEN:
            for n in {m for x in seen for m in nbrs[x]} | seen:
                anyone[n] = anyone.get(n, 0) + 1
        hits_swimmers = kind in (content.SERPENT, content.SHARK, content.KRAKEN, content.PTERODACTYL)
        hits_rafts = kind in (content.SERPENT, content.WHALE, content.KAIJU)
        for n in seen:
            if hits_swimmers:
                swim[n] = swim.get(n, 0) + 1
            if hits_rafts:
                raft[n] = raft.get(n, 0) + 1
    return swim, raft, anyone


def estimate(st, threat=None, values=None) -> list[float]:
    """Expected final score of each seat. `values` (one per adventurer, 0 when
    unknown) replaces the state's own values: a search judges sampled worlds by
    what its player really knows, not by the guesses drawn for that world."""
    n = st.n
    out = [0.0] * n
    dist = rescue_distance(st.board)
    left = turns_left(st)
    my_turns = left / n + 0.5
    swim_t, raft_t, any_t = threat if threat is not None else threats(st)
    loc, ro, terrain = st.loc, st.raft_of, st.terrain
    value = st.value if values is None else values
    owner = st.owner_of_colour
    raft_ctrl: dict[int, int] = {}
    for p in range(len(loc)):
        s = loc[p]
        if s == RESCUED:
            out[owner[p // 10]] += value[p] or MEAN_VALUE
            continue
        if s < 0 and s != LIFTED:
            continue
        v = value[p] or MEAN_VALUE
        if s == LIFTED:
            out[owner[p // 10]] += v * 0.3
            continue
        d = dist[s]
        r = ro[p]
        if r >= 0:
            if r not in raft_ctrl:
                raft_ctrl[r] = _controller_share(st, r)
            share = raft_ctrl[r].get(owner[p // 10], 0.0)
            speed = 1.2 + 1.8 * share
            risk = 0.18 * raft_t.get(s, 0) + 0.1 * any_t.get(s, 0)
        elif is_water(terrain[s]):
            speed = 1.0
            risk = 0.35 * swim_t.get(s, 0)
        else:
            speed = 1.1
            risk = 0.05 * raft_t.get(s, 0) + 0.1 * any_t.get(s, 0)
            if terrain[s] == 1:
                risk += 0.05          # a beach soon sinks under it
        need = (d - 1) / speed + 1
        chance = (my_turns + 1 - need) / (my_turns + 1)
        chance = 0.04 if chance < 0.04 else (1.0 if chance > 1.0 else chance)
        chance *= 1.0 - (0.9 if risk > 0.9 else risk)
        out[owner[p // 10]] += v * chance
    return out


def _controller_share(st, r: int) -> dict[int, float]:
    counts: dict[int, int] = {}
    for p in st.passengers(r):
        o = st.owner(p)
        counts[o] = counts.get(o, 0) + 1
    top = max(counts.values()) if counts else 0
    return {o: (1.0 if k == top else 0.3) for o, k in counts.items()}


def margin(est: list[float], seat: int) -> float:
    """How well `seat` stands: its own expected score against its best rival's."""
    rival = max(e for i, e in enumerate(est) if i != seat)
    return est[seat] - 0.6 * rival - 0.4 * (sum(est) - est[seat] - rival) / max(1, len(est) - 2)


def evaluate(world) -> list[float]:
    """For the search: a value in [0, 1] per seat from the estimated scores."""
    est = estimate(world)
    top = max(est)
    out = []
    for i, e in enumerate(est):
        rival = max(x for j, x in enumerate(est) if j != i)
        lead = (e - rival) / (abs(top) + 5.0)
        out.append(min(1.0, max(0.0, 0.5 + 0.9 * lead)))
    return out


# -- choosing by look-ahead ---------------------------------------------------------------

def after(st, seat: int, action, threat) -> float:
    """The margin for `seat` once `action` is carried out on a copy. A Repellent
    question to another seat is answered "no" (expect the worst)."""
    w = st.clone()
    w.apply_trusted(seat, action)
    for _ in range(6):
        if not w.stack or next_task(w.stack)[0] != "repel" or next_task(w.stack)[3][0] == seat:
            break
        w.apply_trusted(next_task(w.stack)[3][0], A.DeclineRepellent())
    return margin(estimate(w, threat), seat)


def best_by_lookahead(st, seat: int, legal, threat=None, fresh_threat: bool = False):
    if threat is None:
        threat = threats(st)
    best, best_v = legal[0], -1e9
    for act in legal:
        v = after(st, seat, act, None if fresh_threat else threat)
        if v > best_v:
            best, best_v = act, v
    return best, best_v


def top_kind(st) -> str:
    if st.phase in ("adventurers", "rafts"):
        return st.phase
    return next_task(st.stack)[0] if st.stack else ""


# -- set-up -----------------------------------------------------------------------------------

def placement_score(st, act) -> float:
    """Higher values go nearer the rescue islands; away from where rivals crowd."""
    dist = rescue_distance(st.board)
    d = dist[act.space]
    terr = st.terrain[act.space]
    safe = {1: 0.0, 2: 0.6, 3: 1.0}.get(terr, 0.0)
    v = act.value or MEAN_VALUE
    return v * (10 - d) + safe * (6 - v) * 0.5


def raft_score(st, seat: int, space: int) -> float:
    nbrs = st.board.neighbours[space]
    dist = rescue_distance(st.board)
    mine = 0.0
    theirs = 0.0
    for p, s in enumerate(st.loc):
        if s in nbrs:
            v = st.value[p] or MEAN_VALUE
            if st.owner(p) == seat:
                mine += v
            else:
                theirs += v * 0.5
    return mine - theirs - 0.8 * dist[space]


# -- the fast policy -------------------------------------------------------------------------

def fast_policy(st, seat: int, legal, rng):
    kind = top_kind(st)
    if kind == "adventurers":
        return max(legal, key=lambda a: placement_score(st, a) + rng.random() * 0.5)
    if kind == "rafts":
        return max(legal, key=lambda a: raft_score(st, seat, a.space) + rng.random() * 0.1)
    if kind == "actions":
        return _fast_action(st, seat, legal, rng)
    if kind == "repel":
        return legal[0] if repel_loss(st, seat) >= 5.0 else legal[-1]
    if kind == "sink":
        return max(legal, key=lambda a: sink_score(st, seat, a.space) + rng.random() * 0.2)
    if kind == "kraken":
        return max(legal, key=lambda a: (st.owner(a.piece) != seat) * 10 + (st.value[a.piece] or MEAN_VALUE))
    if kind == "board":
        return max(legal, key=lambda a: (st.owner(a.piece) == seat) * 10 + (st.value[a.piece] or MEAN_VALUE))
    if kind in ("dest", "summon", "pick", "displace", "egg", "mc_dest"):
        return _fast_target(st, seat, legal, kind, rng)
    if kind in ("paddle", "dolphin"):
        return _fast_continue(st, seat, legal)
    return legal[rng.randrange(len(legal))]


def _fast_action(st, seat, legal, rng):
    dist = rescue_distance(st.board)
    best, best_v = legal[-1], 0.15       # EndActions unless something helps
    terrain = st.terrain
    value, loc, raft_of = st.value, st.loc, st.raft_of
    base = st.board.rescue_base
    owner = st.owner_of_colour
    crs = set(st.cr_loc)
    rafts = set(st.raft_loc)
    swim_t = None
    aboard = None
    for a in legal:
        t = type(a)
        if t is A.MoveAdventurer:
            p = a.piece
            v = value[p] or MEAN_VALUE
            to = a.to
            if to >= base:
                gain = 100 + v
            else:
                gain = (dist[loc[p]] - dist[to]) * v * 0.5
                if to in crs:
                    gain -= 3 * v
                if to in rafts:
                    gain += v * 0.6
                elif raft_of[p] < 0 and (terrain[to] == 0 or terrain[to] == 5):
                    if swim_t is None:
                        swim_t = threats(st)[0]
                    gain -= swim_t.get(to, 0) * v * 0.4
        elif t is A.MoveRaft or t is A.UsePaddles:
            if aboard is None:
                aboard = {}
                for p, r in enumerate(raft_of):
                    if r >= 0:
                        aboard.setdefault(r, []).append(p)
            s = st.raft_loc[a.raft]
            people = aboard.get(a.raft)
            if people:
                gain = 0.0
                for p in people:
                    v = value[p] or MEAN_VALUE
                    gain += (dist[s] - dist[a.to]) * v * (0.5 if owner[p // 10] == seat else -0.4)
            else:
                # an empty raft: bring it towards my swimmers and coast-bound people
                gain = 0.3 * _near_mine(st, seat, a.to) - 0.3 * _near_mine(st, seat, s)
            if t is A.UsePaddles:
                gain -= 1.0
            if a.to in crs:
                gain -= 5
        elif t is A.UseDolphin:
            p = a.piece
            gain = (dist[loc[p]] - dist[a.to]) * (value[p] or MEAN_VALUE) * 0.5 - 1.0
        else:
            gain = -1.0
        if gain > best_v:
            best, best_v = a, gain
    return best


def _near_mine(st, seat, space) -> float:
    near = set(st.board.neighbours[space]) | {space}
    return sum((st.value[p] or MEAN_VALUE) for p in st.pieces_of(seat)
               if st.loc[p] in near and st.raft_of[p] < 0)


def sink_score(st, seat, space) -> float:
    score = 0.0
    for p, s in enumerate(st.loc):
        if s == space:
            v = st.value[p] or MEAN_VALUE
            score += -v if st.owner(p) == seat else v * 0.7
    return score


def victims(st, seat, space, kind) -> float:
    """A quick guess at what a creature arriving on `space` does, for `seat`."""
    gain = 0.0
    for p, s in enumerate(st.loc):
        if s != space:
            continue
        on_raft = st.raft_of[p] >= 0
        v = st.value[p] or MEAN_VALUE
        if kind in (content.SHARK, content.KRAKEN) and on_raft:
            continue
        if kind == content.WHALE and not on_raft:
            continue
        w = {content.KAIJU: 0.3, content.WHALE: 0.4}.get(kind, 1.0)
        gain += v * w * (-1.5 if st.owner(p) == seat else 1.0)
    return gain


def _fast_target(st, seat, legal, kind, rng):
    task = next_task(st.stack)
    if kind == "pick":
        return max(legal, key=lambda a: max((victims(st, seat, n, st.cr_type[a.creature])
                                             for n in st.creature_dests(a.creature, st.cr_loc[a.creature])),
                                            default=0) + rng.random() * 0.1)
    if kind == "dest":
        ck = st.cr_type[task[1]]
        return max(legal, key=lambda a: victims(st, seat, a.to, ck) + rng.random() * 0.1)
    if kind == "displace":
        p = task[2][0]
        dist = rescue_distance(st.board)
        sign = 1 if st.owner(p) == seat else -1
        return max(legal, key=lambda a: -sign * dist[a.to] + sign * 2 * (a.to in st.raft_loc)
                   + rng.random() * 0.1)
    if kind in ("egg", "mc_dest"):
        return legal[rng.randrange(len(legal))]
    return legal[rng.randrange(len(legal))]


def _fast_continue(st, seat, legal):
    dist = rescue_distance(st.board)
    task = next_task(st.stack)
    if task[0] == "paddle":
        s = st.raft_loc[task[1]]
        mine = sum(1 for p in st.passengers(task[1]) if st.owner(p) == seat)
        theirs = len(st.passengers(task[1])) - mine
        best, best_v = legal[-1], 0.0
        for a in legal[:-1]:
            v = (dist[s] - dist[a.to]) * (mine - 0.8 * theirs) - 5 * (a.to in st.cr_loc)
            if v > best_v:
                best, best_v = a, v
        return best
    s = st.loc[task[1]]
    best, best_v = legal[-1], 0.0
    for a in legal[:-1]:
        v = dist[s] - dist[a.to] - 5 * (a.to in st.cr_loc) + 2 * (a.to in st.raft_loc)
        if v > best_v:
            best, best_v = a, v
    return best


def repel_loss(st, seat) -> float:
    """What this seat loses if the creature goes ahead (values as estimated)."""
    _, c, space, _seats = next_task(st.stack)
    kind = st.cr_type[c]
    loss = 0.0
    for p, s in enumerate(st.loc):
        if s != space or st.owner(p) != seat:
            continue
        v = st.value[p] or MEAN_VALUE
        on_raft = st.raft_of[p] >= 0
        if kind == content.KAIJU:
            loss += v * (0.6 if on_raft else 0.3)
        elif kind == content.WHALE:
            loss += v * 0.5 if on_raft else 0.0
        elif kind == content.SHARK:
            loss += 0.0 if on_raft else v
        else:
            loss += v
    return loss


# -- the Normal policy --------------------------------------------------------------------------

def normal_policy(st, seat: int, legal, rng):
    kind = top_kind(st)
    if kind in ("adventurers", "rafts", "sink", "kraken", "board"):
        return fast_policy(st, seat, legal, rng)
    if kind == "repel":
        return legal[0] if len(legal) > 1 and repel_loss(st, seat) >= 4.5 else legal[-1]
    if kind == "actions":
        return normal_action(st, seat, legal, rng)
    if kind == "pick":
        threat = threats(st)
        best, best_v = legal[0], -1e9
        for a in legal:
            w = st.clone()
            w.apply_trusted(seat, a)
            if w.stack and next_task(w.stack)[0] == "dest":
                _, v = best_by_lookahead(w, seat, w.legal_actions(seat), threat)
            else:
                v = margin(estimate(w, threat), seat)
            if v > best_v:
                best, best_v = a, v
        return best
    if kind in ("order", "dest", "summon", "displace", "paddle", "dolphin", "raft_pick"):
        return best_by_lookahead(st, seat, legal, fresh_threat=kind in ("dest", "summon"))[0]
    if kind in ("egg", "mc_dest"):
        return _place_thing(st, seat, legal, kind, rng)
    return fast_policy(st, seat, legal, rng)


def _place_thing(st, seat, legal, kind, rng):
    """An egg or a moved creature: near rivals' swimmers and rafts, far from mine."""
    dist_cache = {}
    b = st.board
    mine, theirs = [], []
    for p, s in enumerate(st.loc):
        if s >= 0 and is_water(st.terrain[s]):
            (mine if st.owner(p) == seat else theirs).append((s, st.value[p] or MEAN_VALUE))

    def score(space):
        if space in dist_cache:
            return dist_cache[space]
        v = 0.0
        for s, val in theirs:
            d = b.distance(space, s)
            v += val / (1 + d)
        for s, val in mine:
            d = b.distance(space, s)
            v -= 1.5 * val / (1 + d)
        dist_cache[space] = v
        return v

    if kind == "mc_dest":
        return max(legal, key=lambda a: score(a.to) + rng.random() * 0.01)
    return max(legal, key=lambda a: score(a.space) + rng.random() * 0.01)


def normal_action(st, seat, legal, rng, tile_cost: float = 0.6):
    """The best move by look-ahead if it gains anything; a Paddles or Dolphin tile
    must gain `tile_cost` more (a tile spent: keep it for when it matters)."""
    threat = threats(st)
    base = margin(estimate(st, threat), seat)
    best, best_v = None, base + 0.05
    simple = []
    for a in legal:
        t = type(a)
        if t is A.EndActions:
            continue
        if t in (A.UseCreatureDie, A.UseMoveCreature):
            simple.append(a)
            continue
        v = after(st, seat, a, threat)
        if t in (A.UsePaddles, A.UseDolphin):
            v -= tile_cost
        if v > best_v:
            best, best_v = a, v
    if best is not None:
        return best
    # nothing to gain by moving: consider the creature tiles when a rival is exposed
    for a in simple:
        if type(a) is A.UseMoveCreature:
            c = a.creature
            s = st.cr_loc[c]
            mine_hit = sum(st.value[p] or MEAN_VALUE for p in st.pieces_of(seat)
                           if st.loc[p] >= 0 and st.board.distance(st.loc[p], s) <= max(1, content.REACH[st.cr_type[c]]))
            if mine_hit >= 6:
                return a
        elif type(a) is A.UseCreatureDie:
            exposed = sum(1 for p, s in enumerate(st.loc)
                          if s >= 0 and st.owner(p) != seat and st.raft_of[p] < 0 and is_water(st.terrain[s])
                          and threat[0].get(s, 0))
            if exposed >= 2:
                return a
    return legal[-1]


__all__ = ["estimate", "evaluate", "fast_policy", "normal_policy", "margin"]
