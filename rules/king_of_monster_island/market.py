"""Step 3, buying Power cards: prices, the market of 3, Events revealed while
refilling it, and sweeping it. Also the end of the turn.

A mixin of KingOfMonsterIslandState (state.py).
"""
from __future__ import annotations

from . import actions as A
from . import events as E
from .content import CARDS, MARKET_SIZE, SWEEP_COST

_SWEEP, _END_TURN = A.Sweep(), A.EndTurn()
_BUYS = tuple(A.Buy(i) for i in range(MARKET_SIZE))


class MarketMixin:
    def price(self, seat: int, slot: int) -> int:
        card = CARDS[self.market[slot]]
        off = self.hook_sum(seat, "card_discount")
        if "bought" not in self.used:
            off += self.hook_sum(seat, "first_buy_discount")
        return max(1, card.cost - off) if off else card.cost

    def sweep_price(self, seat: int) -> int:
        return max(1, SWEEP_COST - self.hook_sum(seat, "sweep_discount"))

    def buying_actions(self, seat: int) -> list:
        acts = [_BUYS[i] for i in range(MARKET_SIZE)
                if self.market[i] and self.energy[seat] >= self.price(seat, i)]
        if self.deck and self.energy[seat] >= self.sweep_price(seat):
            acts.append(_SWEEP)
        acts.append(_END_TURN)
        return acts

    def apply_buying(self, seat: int, action) -> None:
        t = type(action)
        if t is A.Buy:
            cost = self.price(seat, action.slot)
            cid = self.market[action.slot]
            card = CARDS[cid]
            self.spend_energy(seat, cost)
            self.market[action.slot] = ""
            if "bought" not in self.used:
                self.used.append("bought")
            self._events.append(E.CardBought(seat, cid, action.slot, cost))
            if card.keep:
                self.keeps[seat].append(cid)
                self.do(seat, card.power.bought)
                # A new maximum may matter at once (Colossal Frame).
            else:
                # The card goes to the discard pile as it resolves (nothing reads
                # the pile, so the order is only bookkeeping).
                self.discard.append(cid)
                self.do(seat, card.ops)
            self._spawn.append(("refill", seat, action.slot))
        elif t is A.Sweep:
            self.spend_energy(seat, self.sweep_price(seat))
            swept = tuple(c for c in self.market if c)
            self.discard.extend(swept)
            self.market = [""] * MARKET_SIZE
            self._events.append(E.MarketSwept(seat, swept))
            self._spawn.append(("refill", seat, 0))
        else:  # EndTurn
            if self.extra_phase == 1:
                # Encore!: one more Monster Phase before the End of Turn.
                self.extra_phase = 2
                self._events.append(E.ExtraPhase(seat))
                self._spawn.append(("phase_start", seat))
                return
            for p in self.powers(seat):
                if p.end:
                    self._events.append(E.PowerUsed(seat, p.id))
                    self.do(seat, p.end)
            self._spawn.append(("pass", seat))

    def refill(self, seat: int, first: int = 0) -> None:
        """Reveal cards into empty market slots, one at a time, the slot of the
        card just bought first. An Event resolves at once and is discarded, then
        the refill goes on (rulebook). An empty deck is not reshuffled."""
        for i in range(MARKET_SIZE):
            slot = (first + i) % MARKET_SIZE
            if self.market[slot]:
                continue
            if not self.deck:
                return
            cid = self.deck.pop()
            card = CARDS[cid]
            if card.event:
                self._events.append(E.CardRevealed(-1, cid))
                self.discard.append(cid)
                self.do(self.active, card.ops)
                self._spawn.append(("refill", seat, slot))
                return
            self.market[slot] = cid
            self._events.append(E.CardRevealed(slot, cid))
