"""Isle of Night's legal moves: what the player whose turn it is may decide now,
in a stable order, one shared action object per choice."""
from __future__ import annotations

from rules.core import Action

from . import actions as A
from . import content
from . import lookup
from .score_grid import swap_pairs
from .steps import (D_RING_DISCARD, D_RING_CLAIM, D_CLAIM, D_ORDER, D_EFFECT, CLAIM_BIT,
                    PLAIN_MASK, RING_BIT)

_CTYPE = lookup.CARD_TYPE
_CKIND = lookup.CARD_KIND
_CMAGIC = lookup.CARD_MAGIC
_EFFECT = lookup.EFFECT_OF
_PLAIN = lookup.NUM_PLAIN_TYPES
_RINGS = lookup.RINGS
_STAFFS = lookup.STAFFS
_DRAGONS = lookup.DRAGONS
_SERPENTS = lookup.SERPENTS


class LegalMoves:
    """The legal actions of the decision waiting now (a mixin of IsleOfNightState)."""

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.current:
            return []
        step = self.step
        if step == D_CLAIM:
            return self._claim_actions(False)
        if step == D_EFFECT:
            a = self.active
            if a == lookup.A_DRAGON:
                return self._creature_actions(_DRAGONS, A.CHOOSE_DRAGON)
            if a == lookup.A_SERPENT:
                return self._creature_actions(_SERPENTS, A.CHOOSE_SERPENT)
            if a == lookup.A_SWAP:
                out: list[Action] = [A.SWAP[p] for p in swap_pairs(self.side, self.locked)]
                out.append(A.SKIP_SWAP)
                return out
            if a == lookup.A_LOCK:
                locked = self.locked
                out = [A.UNLOCK[p] if locked >> p & 1 else A.LOCK[p] for p in range(self.side.n)]
                out.append(A.SKIP_SCROLL)
                return out
            if a == lookup.A_STAFF:
                return self._owned_kinds(_STAFFS, A.STAFF_DISCARD)
            return self._claim_actions(True)
        if step == D_RING_DISCARD:
            return self._owned_kinds(_RINGS, A.RING_DISCARD)
        if step == D_RING_CLAIM:
            return [A.RING_CLAIM[c] for c in self._ring_claimable()]
        if step == D_ORDER:
            seen: set[int] = set()
            out = []
            for c in self.pending:
                e = _EFFECT[c]
                if e not in seen:
                    seen.add(e)
                    out.append(A.ORDER_EFFECT[c])
            return out
        return []

    def _claim_mask(self, extra: bool) -> int:
        """Bit t set: type t may be claimed now. Dragons and serpents never are;
        a location needs no location taken yet this turn (and no Mirror Lake
        claim); rings need room under the 3-per-game limit."""
        m = 0
        for c in self.centre:
            m |= CLAIM_BIT[c]
        if extra or self.location_taken:
            m &= PLAIN_MASK
        if m & RING_BIT and self.rings_taken[self.current] >= content.RING_LIMIT:
            m ^= RING_BIT
        return m

    def _claim_actions(self, extra: bool) -> list[Action]:
        """ClaimType for each type that may be claimed, in type order, then
        ClaimRings(count, magic) for each count the limit allows and each split of
        it between rings with and without a magic symbol (magic ones first)."""
        m = self._claim_mask(extra)
        rings = m & RING_BIT
        m &= ~RING_BIT
        out: list[Action] = []
        while m:
            low = m & -m
            out.append(A.CLAIM_TYPE[low.bit_length() - 1])
            m ^= low
        if rings:
            magic = plain = 0
            for c in self.centre:
                if _CTYPE[c] == _RINGS:
                    if _CMAGIC[c]:
                        magic += 1
                    else:
                        plain += 1
            room = content.RING_LIMIT - self.rings_taken[self.current]
            for k in range(1, min(magic + plain, room) + 1):
                for m in range(min(k, magic), max(0, k - plain) - 1, -1):
                    out.append(A.CLAIM_RINGS[k][m])
        return out

    def _creature_actions(self, ctype: int, table) -> list[Action]:
        seen = 0
        out: list[Action] = []
        for c in sorted(self.centre):
            if _CTYPE[c] == ctype:
                bit = 1 << _CKIND[c]
                if not seen & bit:
                    seen |= bit
                    out.append(table[c])
        out.append(A.SKIP_CREATURE)
        return out

    def _owned_kinds(self, excluded_type: int, table) -> list[Action]:
        seen = 0
        out: list[Action] = []
        for c in sorted(self.owned[self.current]):
            if _CTYPE[c] != excluded_type:
                bit = 1 << _CKIND[c]
                if not seen & bit:
                    seen |= bit
                    out.append(table[c])
        return out

    def _ring_may_take(self, card: int) -> bool:
        t = _CTYPE[card]
        if t >= _PLAIN:
            return lookup.RING_CLAIMABLE[card] and not self.location_taken
        return t != _RINGS or self.rings_taken[self.current] < content.RING_LIMIT

    def _ring_claimable(self) -> list[int]:
        """One card per kind a ring claim may take now (the lowest-numbered)."""
        seen = 0
        out = []
        for c in sorted(self.centre):
            bit = 1 << _CKIND[c]
            if not seen & bit and self._ring_may_take(c):
                seen |= bit
                out.append(c)
        return out

    def canonical(self, seat: int, action: Action) -> Action:
        """The offered action equal to `action` but for picking a different one of
        several identical cards (a clicked BEE-05 becomes the offered BEE-03);
        any other action comes back unchanged."""
        card = getattr(action, "card", None)
        if not isinstance(card, int) or not 0 <= card < lookup.NUM_CARDS:
            return action
        for a in self.legal_actions(seat):
            if type(a) is type(action) and _CKIND[a.card] == _CKIND[card]:
                return a
        return action
