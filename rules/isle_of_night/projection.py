"""How the computer players judge an Isle of Night position.

`Projection(st).values(st)` guesses every seat's final VP from what they own now: complete
sets under the current score grid, part-built sets credited by how many turns are likely
left, chests, lanterns, rings (with their power still to come), locations, the
magic bonus by how safe the lead is, Amethyst Bay by how likely it pays. The
clock counts lanterns: the fewer still needed, the less time there is.

`utility(st, seat)` is a seat's projected VP against its rivals (mostly the
leader); a finished game is worth +/-100 for the win on top of its margin.
`win_chances(st)` turns the projection into a soft chance of winning per seat.
`ClaimJudge` values single claims from one projection, without copying the table
(the Normal rules, heuristics.py). The weights sit in `Judgement`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import content
from . import lookup

_CTYPE = lookup.CARD_TYPE
_CICONS = lookup.CARD_ICONS
_CMAGIC = lookup.CARD_MAGIC
_PLAIN = lookup.NUM_PLAIN_TYPES
_STYPE = lookup.SCORE_TYPE
_SSET = lookup.SCORE_SET
TOTAL_LANTERNS = sum(1 for c in range(lookup.NUM_CARDS) if _CTYPE[c] == lookup.LANTERNS)

WIN_BONUS = 100.0


@dataclass(frozen=True)
class Judgement:
    """The weights of the AI's judgement (tuned by play, see ai.py)."""
    #: weight of the leader (the rest on the average rival) in a seat's margin
    leader_weight: float = 0.6
    #: share of a part-built set counted: growth_max * t / (t + growth_half), t = own turns left
    growth_max: float = 0.9
    growth_half: float = 2.0
    #: how far unlocked positions' VP is blended toward the average, per turn left
    move_risk: float = 0.035
    move_risk_max: float = 0.35
    #: VP a ring's power is worth per own turn left (at most ring_turns turns)
    ring_power: float = 0.6
    ring_turns: float = 6.0
    spring_per_turn: float = 0.3
    magic_weight: float = 1.0
    #: "margin": projected VP against the rivals; "chance": a soft chance of winning
    mode: str = "margin"
    chance_scale: float = 2.0
    chance_scale_per_turn: float = 0.15


DEFAULT = Judgement()
LEADER_WEIGHT = DEFAULT.leader_weight


def turns_left(st) -> float:
    """Expected turns still to be played, all seats together, from the lanterns
    still needed, the lanterns still hidden in the deck and the deck size."""
    need = st.lanterns_to_end - st.lanterns_claimed
    in_centre = 0
    for c in st.centre:
        if _CTYPE[c] == lookup.LANTERNS:
            in_centre += 1
    deck = len(st.deck)
    unseen = TOTAL_LANTERNS - st.lanterns_claimed - in_centre
    need -= in_centre                     # showing lanterns will not stay long
    if need <= 0:
        return 0.5
    deck_turns = deck / content.DRAW_PER_TURN
    if unseen < need:
        return deck_turns
    cards = need * (deck + 1) / (unseen + 1)
    return min(deck_turns, cards / content.DRAW_PER_TURN)


def seat_icons(cards) -> tuple[list[int], int, int]:
    """(icons per plain type, magic symbols, location bits) for one seat."""
    icons = [0] * _PLAIN
    magic = 0
    locs = 0
    for c in cards:
        t = _CTYPE[c]
        magic += _CMAGIC[c]
        if t < _PLAIN:
            icons[t] += _CICONS[c]
        else:
            locs |= 1 << (t - _PLAIN)
    return icons, magic, locs


def _loc(card: int) -> int:
    return 1 << (_CTYPE[card] - _PLAIN)


_SPRING, _AMETHYST, _MOONWELL = _loc(lookup.SPRING), _loc(lookup.AMETHYST), _loc(lookup.MOONWELL)
_SMUGGLERS, _BEACON, _GLOOM = _loc(lookup.SMUGGLERS), _loc(lookup.BEACON), _loc(lookup.GLOOMROOT)
_MARKET, _TEMPLE, _ARCHIVE = _loc(lookup.MARKET), _loc(lookup.TEMPLE), _loc(lookup.ARCHIVE)


class Projection:
    """Per-seat numbers the AI reuses within one decision."""

    __slots__ = ("n", "icons", "magic", "locs", "clock", "my_turns", "growth", "veff", "score_grid",
                 "sets", "j")

    def __init__(self, st, j: Judgement = DEFAULT) -> None:
        self.j = j
        n = self.n = st.players
        self.clock = clock = turns_left(st)
        t = self.my_turns = clock / n
        growth = self.growth = j.growth_max * t / (t + j.growth_half)   # part-built sets
        side = st.side
        vp = side.vp
        mean_v = sum(vp) / len(vp)
        # positions may still move while the game goes on (unless locked)
        u = min(j.move_risk_max, j.move_risk * clock)
        locked = st.locked
        self.veff = [v if locked >> p & 1 else (1 - u) * v + u * mean_v for p, v in enumerate(vp)]
        score_grid = self.score_grid = st.score_grid
        self.icons = []
        self.magic = []
        self.locs = []
        self.sets = []
        for cards in st.owned:
            icons, m, l = seat_icons(cards)
            self.icons.append(icons)
            self.magic.append(m)
            self.locs.append(l)
            sets = [0.0] * 9
            for s in score_grid:
                k = icons[_STYPE[s]]
                size = _SSET[s]
                full = k // size
                sets[s] = full + (k - full * size) / size * growth
            self.sets.append(sets)

    def card_sets(self, seat: int, score_card: int, extra: int = 0) -> float:
        """Sets of one score card's type a seat will likely own (part sets credited)."""
        if not extra:
            return self.sets[seat][score_card]
        k = self.icons[seat][_STYPE[score_card]] + extra
        size = _SSET[score_card]
        full = k // size
        return full + (k - full * size) / size * self.growth

    def set_value(self, seat: int) -> float:
        veff = self.veff
        sets = self.sets[seat]
        total = 0.0
        p = 0
        for s in self.score_grid:
            total += sets[s] * veff[p]
            p += 1
        if self.locs[seat] & _GLOOM:
            best = 0.0
            for p, s in enumerate(self.score_grid):
                gain = (self.card_sets(seat, s, 1) - sets[s]) * veff[p]
                if gain > best:
                    best = gain
            total += best
        return total

    def values(self, st) -> list[float]:
        """Projected final VP per seat."""
        n = self.n
        out = []
        t = self.my_turns
        growth = self.growth
        j = self.j
        for i in range(n):
            icons, locs = self.icons[i], self.locs[i]
            v = self.set_value(i)
            v += icons[lookup.CHESTS] * (content.CHEST_VP + (content.SMUGGLERS_EXTRA if locs & _SMUGGLERS else 0))
            v += icons[lookup.LANTERNS] * (content.LANTERN_VP + (content.BEACON_EXTRA if locs & _BEACON else 0))
            rings = icons[lookup.RINGS]
            if rings:
                if not locs & _MOONWELL:
                    v += rings * content.RING_VP
                v += rings * min(t, j.ring_turns) * j.ring_power   # the ring power to come
            if locs:
                if locs & _TEMPLE:
                    v += 3
                if locs & _ARCHIVE:
                    v += 2
                if locs & _MARKET:
                    for c in lookup.CREATURES:
                        if icons[c] >= content.NIGHT_MARKET_ICONS:
                            v += 1
                        elif icons[c] == content.NIGHT_MARKET_ICONS - 1:
                            v += 0.3 * growth
                if locs & _SPRING:
                    v += j.spring_per_turn * t
            out.append(v)
        # magic bonus: the surer the lead, the more of it counts
        bonus = st.side.magic_bonus * j.magic_weight
        mag = self.magic
        clock = self.clock
        late = 1.0 if clock < 1 else min(1.0, 3.0 / clock + 0.4)
        for i in range(n):
            m = mag[i]
            if m == 0:
                continue
            rival = 0
            for j in range(n):
                if j != i and mag[j] > rival:
                    rival = mag[j]
            lead = m - rival
            if lead > 0:
                p = min(1.0, 0.65 + 0.15 * lead + 0.3 * late)
            elif lead == 0:
                p = 0.55 + 0.4 * late
            else:
                p = max(0.0, (0.35 + 0.12 * lead) * (1.0 - late * 0.8))
            out[i] += bonus * p
        # Amethyst Bay: pays if nobody ends below its owner
        for i in range(n):
            if self.locs[i] & _AMETHYST:
                others = min(out[j] for j in range(n) if j != i)
                gap = out[i] - others
                p = 0.85 if gap <= 0 else max(0.05, 0.6 - 0.08 * gap)
                out[i] += content.AMETHYST_VP * p
        return out


def margin(values, seat: int, leader_weight: float = DEFAULT.leader_weight) -> float:
    rivals = [v for j, v in enumerate(values) if j != seat]
    return values[seat] - (leader_weight * max(rivals) + (1 - leader_weight) * sum(rivals) / len(rivals))


def final_utility(st, seat: int) -> float:
    sc = st.scores()
    w = st.winners()
    win = WIN_BONUS / len(w) if seat in w else -WIN_BONUS / 2
    return win + margin(sc, seat)


def soft_chances(values, clock: float, j: Judgement = DEFAULT) -> list[float]:
    scale = j.chance_scale + j.chance_scale_per_turn * clock   # VP that may still swing
    top = max(values)
    ws = [math.exp((v - top) / scale) for v in values]
    tot = sum(ws)
    return [w / tot for w in ws]


def utility(st, seat: int, j: Judgement = DEFAULT) -> float:
    """A seat's outlook: projected VP against its rivals (or its soft chance of
    winning, scaled to VP), or the real result once the night is over."""
    if st.over:
        return final_utility(st, seat)
    proj = Projection(st, j)
    vals = proj.values(st)
    if j.mode == "chance":
        return WIN_BONUS * soft_chances(vals, proj.clock, j)[seat] - WIN_BONUS / 2
    return margin(vals, seat, j.leader_weight)


def win_chances(st, j: Judgement = DEFAULT) -> list[float]:
    """Values in [0, 1] per seat for the search (a soft guess at who wins)."""
    if st.over:
        return st.returns()
    proj = Projection(st, j)
    return soft_chances(proj.values(st), proj.clock, j)


# -- fast judgement of single claims (the search's play-outs) -------------------------------

#: rough VP worth of things the projection cannot see in a single card
MAGIC_SYMBOL_VP = 0.8
CONCH_VP = 1.0
SCROLL_VP = 0.6
STAFF_EXTRA_VP = 0.3


class ClaimJudge:
    """Judges claims for one seat without copying the table: the change in its
    projected VP from taking some cards, from a Projection made once."""

    __slots__ = ("proj", "seat", "pos_of_type", "icons", "locs", "t")

    def __init__(self, st, seat: int, proj: Projection | None = None) -> None:
        self.proj = proj or Projection(st)
        self.seat = seat
        pos = {}
        for p, s in enumerate(st.score_grid):
            pos[_STYPE[s]] = (s, p)
        self.pos_of_type = pos
        self.icons = self.proj.icons[seat]
        self.locs = self.proj.locs[seat]
        self.t = self.proj.my_turns

    def icon_gain(self, t: int, d: int) -> float:
        """Projected set VP from `d` more (or fewer) icons of plain type t."""
        sp = self.pos_of_type.get(t)
        if sp is None or not d:
            return 0.0
        s, p = sp
        k = self.icons[t]
        size = _SSET[s]
        g = self.proj.growth
        k2 = max(0, k + d)
        before = k // size + (k % size) / size * g
        after = k2 // size + (k2 % size) / size * g
        return (after - before) * self.proj.veff[p]

    def card_value(self, c: int) -> float:
        """Worth of one card to this seat, alone (its effect roughly included)."""
        t = _CTYPE[c]
        v = _CMAGIC[c] * MAGIC_SYMBOL_VP
        if t < _PLAIN:
            d = _CICONS[c]
            v += self.icon_gain(t, d)
            if t == lookup.CHESTS:
                v += content.CHEST_VP + (content.SMUGGLERS_EXTRA if self.locs & _SMUGGLERS else 0)
            elif t == lookup.LANTERNS:
                v += content.LANTERN_VP + (content.BEACON_EXTRA if self.locs & _BEACON else 0)
            elif t == lookup.RINGS:
                v += (0 if self.locs & _MOONWELL else content.RING_VP) + 0.6 * min(self.t, 6.0)
            elif t == lookup.CONCHES:
                v += CONCH_VP
            elif t == lookup.SCROLLS:
                v += SCROLL_VP
            elif t == lookup.STAFFS:
                v += STAFF_EXTRA_VP
            return v
        return v + self.location_value(c)

    def location_value(self, c: int) -> float:
        icons, t = self.icons, self.t
        if c == lookup.SPRING:
            return 0.3 * t
        if c == lookup.AMETHYST:
            return 3.0
        if c == lookup.GROTTO:
            return 2 * CONCH_VP
        if c == lookup.ARCHIVE:
            return 2 + 2 * SCROLL_VP
        if c == lookup.MIRROR:
            return 1.5
        if c == lookup.MOONWELL:
            return 3.0 * icons[lookup.RINGS]
        if c == lookup.SMUGGLERS:
            return icons[lookup.CHESTS] + 0.5
        if c == lookup.BEACON:
            return icons[lookup.LANTERNS] + 0.5
        if c == lookup.GLOOMROOT:
            return 1.5
        if c == lookup.MARKET:
            return sum(1 for x in lookup.CREATURES if icons[x] >= content.NIGHT_MARKET_ICONS) + 0.5
        if c == lookup.TEMPLE:
            return 3.0
        return 0.0                               # Starwatch Peak: magic only; Perch, Pool: below

    def take_best(self, cards: list[int], n: int, prey: int) -> float:
        """A sword's or spear's creatures: up to n of the best, counted together."""
        if n <= 0 or not cards:
            return 0.0
        best = sorted(cards, key=lambda c: (-_CICONS[c], -_CMAGIC[c]))[:n]
        return (self.icon_gain(prey, sum(_CICONS[c] for c in best))
                + MAGIC_SYMBOL_VP * sum(_CMAGIC[c] for c in best))

    def claim_value(self, st, kind: int, count: int = 0, magic: int = 0) -> float:
        """Worth of ClaimType(kind), or of ClaimRings(count, magic) when kind is rings."""
        centre = st.centre
        if kind == lookup.RINGS:
            rings = [c for c in centre if _CTYPE[c] == lookup.RINGS]
            taken = [c for c in rings if _CMAGIC[c]][:magic] + [c for c in rings if not _CMAGIC[c]][:count - magic]
            return sum(self.card_value(c) for c in taken)
        cards = [c for c in centre if _CTYPE[c] == kind]
        if kind >= _PLAIN:
            c = cards[0]
            v = self.card_value(c)
            if c == lookup.PERCH or c == lookup.POOL:
                prey = lookup.DRAGONS if c == lookup.PERCH else lookup.SERPENTS
                group = [x for x in centre if _CTYPE[x] == prey]
                v += self.take_best(group, len(group), prey)
            return v
        d = sum(_CICONS[c] for c in cards)
        v = self.icon_gain(kind, d) + MAGIC_SYMBOL_VP * sum(_CMAGIC[c] for c in cards)
        n = len(cards)
        if kind == lookup.CHESTS:
            v += n * (content.CHEST_VP + (content.SMUGGLERS_EXTRA if self.locs & _SMUGGLERS else 0))
        elif kind == lookup.LANTERNS:
            v += n * (content.LANTERN_VP + (content.BEACON_EXTRA if self.locs & _BEACON else 0))
        elif kind == lookup.SWORDS or kind == lookup.SPEARS:
            prey = lookup.DRAGONS if kind == lookup.SWORDS else lookup.SERPENTS
            v += self.take_best([x for x in centre if _CTYPE[x] == prey], n, prey)
        elif kind == lookup.CONCHES:
            v += n * CONCH_VP
        elif kind == lookup.SCROLLS:
            v += n * SCROLL_VP
        elif kind == lookup.STAFFS:
            v += n * STAFF_EXTRA_VP
        return v
