"""Why Isle of Night refuses an action: the words a refused click shows, naming
the rule that forbids it."""
from __future__ import annotations

from rules.core import Action
from rules.core.i18n import _, ngettext

from . import actions as A
from . import content
from . import lookup
from .steps import D_RING_DISCARD, D_RING_CLAIM, D_CLAIM, D_ORDER, D_EFFECT

_CTYPE = lookup.CARD_TYPE
_CKIND = lookup.CARD_KIND
_PLAIN = lookup.NUM_PLAIN_TYPES
_RINGS = lookup.RINGS
_STAFFS = lookup.STAFFS
_DRAGONS = lookup.DRAGONS
_SERPENTS = lookup.SERPENTS


class Refusals:
    """why_illegal in words (a mixin of IsleOfNightState)."""

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if self.over:
            return _("the game is over")
        if seat != self.current:
            return _("it is not your turn")
        legal = self.legal_actions(seat)
        if action in legal:
            return None
        return self._reason(action, legal)

    def _reason(self, action: Action, legal: list[Action]) -> str:
        step, a = self.step, self.active
        expecting = {
            D_RING_DISCARD: _("first discard one of your cards (not a ring) for each cursed ring you own"),
            D_RING_CLAIM: _("first take a card from the centre for each card your rings made you discard"),
            D_CLAIM: _("choose a type of card to claim from the centre"),
            D_ORDER: _("choose which claimed card's effect to resolve next"),
        }
        effect_words = {
            lookup.A_DRAGON: _("choose a dragon for your sword, or take none"),
            lookup.A_SERPENT: _("choose a serpent for your spear, or take none"),
            lookup.A_SWAP: _("swap two score cards, or make no swap"),
            lookup.A_LOCK: _("lock or unlock a score card, or skip"),
            lookup.A_STAFF: _("discard a card you own (not a staff) for your magic staff"),
            lookup.A_EXTRA_CLAIM: _("claim one more type (not a location) for Mirror Lake"),
        }
        now = effect_words.get(a, "") if step == D_EFFECT else expecting.get(step, "")
        card = getattr(action, "card", None)
        if card is not None and not (isinstance(card, int) and 0 <= card < lookup.NUM_CARDS):
            return _("there is no such card")
        claiming = step == D_CLAIM or (step == D_EFFECT and a == lookup.A_EXTRA_CLAIM)
        if isinstance(action, A.ClaimType):
            if not claiming:
                return _("not now: {now}").format(now=now)
            t = action.kind
            if not (isinstance(t, int) and 0 <= t < lookup.NUM_TYPES):
                return _("there is no such type of card")
            if t in (_DRAGONS, _SERPENTS):
                return (_("dragons can only be claimed with swords") if t == _DRAGONS
                        else _("serpents can only be claimed with spears"))
            if t == _RINGS:
                return _("say how many cursed rings to claim")
            if not any(_CTYPE[c] == t for c in self.centre):
                return _("there are no {cards} in the centre").format(cards=A.type_name(t))
            if t >= _PLAIN:
                if step == D_EFFECT:
                    return _("Mirror Lake's extra claim may not be a location")
                return _("you may claim only one location per turn")
        if isinstance(action, A.ClaimRings):
            if not claiming:
                return _("not now: {now}").format(now=now)
            n = sum(1 for c in self.centre if _CTYPE[c] == _RINGS)
            room = content.RING_LIMIT - self.rings_taken[self.current]
            if n == 0:
                return _("there are no cursed rings in the centre")
            if room <= 0:
                return _("you have already claimed 3 cursed rings this game")
            if not isinstance(action.count, int) or action.count < 1:
                return _("claim at least one cursed ring")
            if action.count > n:
                return ngettext("there is only {n} cursed ring in the centre",
                                "there are only {n} cursed rings in the centre", n).format(n=n)
            magic = sum(1 for c in self.centre if _CTYPE[c] == _RINGS and lookup.CARD_MAGIC[c])
            if not isinstance(action.magic, int) or not 0 <= action.magic <= action.count:
                return _("say how many of the cursed rings carry a magic symbol")
            if action.magic > magic:
                return ngettext("only {n} of the cursed rings in the centre carries a magic symbol",
                                "only {n} of the cursed rings in the centre carry a magic symbol",
                                magic).format(n=magic)
            if action.count - action.magic > n - magic:
                return ngettext("only {n} of the cursed rings in the centre is without a magic symbol",
                                "only {n} of the cursed rings in the centre are without a magic symbol",
                                n - magic).format(n=n - magic)
            return ngettext("you may claim only {n} more cursed ring this game",
                            "you may claim only {n} more cursed rings this game", room).format(n=room)
        if isinstance(action, A.RingDiscard):
            if step != D_RING_DISCARD:
                return _("not now: {now}").format(now=now)
            if card not in self.owned[self.current]:
                return _("you do not own that card")
            if _CTYPE[card] == _RINGS:
                return _("a cursed ring cannot be discarded to a ring")
        if isinstance(action, A.RingClaim):
            if step != D_RING_CLAIM:
                return _("not now: {now}").format(now=now)
            if card not in self.centre:
                return _("that card is not in the centre")
            if _CTYPE[card] >= _PLAIN:
                if not lookup.RING_CLAIMABLE[card]:
                    return _("{location} cannot be taken with a cursed ring").format(
                        location=A.card_name(card))
                return _("you may claim only one location per turn")
            if _CTYPE[card] == _RINGS:
                return _("you have already claimed 3 cursed rings this game")
        if isinstance(action, A.StaffDiscard):
            if not (step == D_EFFECT and a == lookup.A_STAFF):
                return _("not now: {now}").format(now=now)
            if card not in self.owned[self.current]:
                return _("you do not own that card")
            if _CTYPE[card] == _STAFFS:
                return _("a magic staff cannot discard another magic staff")
        if isinstance(action, (A.ChooseDragon, A.ChooseSerpent)):
            want = lookup.A_DRAGON if isinstance(action, A.ChooseDragon) else lookup.A_SERPENT
            if not (step == D_EFFECT and a == want):
                return _("not now: {now}").format(now=now)
            if card not in self.centre or _CTYPE[card] != (_DRAGONS if want == lookup.A_DRAGON else _SERPENTS):
                return (_("that dragon is not in the centre") if want == lookup.A_DRAGON
                        else _("that serpent is not in the centre"))
        if isinstance(action, A.SkipCreature) and not (step == D_EFFECT and a in (lookup.A_DRAGON, lookup.A_SERPENT)):
            return _("not now: {now}").format(now=now)
        if isinstance(action, (A.Swap, A.SkipSwap)):
            if not (step == D_EFFECT and a == lookup.A_SWAP):
                return _("not now: {now}").format(now=now)
            if isinstance(action, A.Swap):
                n = self.side.n
                if not (isinstance(action.a, int) and isinstance(action.b, int)
                        and 0 <= action.a < n and 0 <= action.b < n and action.a != action.b):
                    return _("choose two different score positions")
                if (self.locked >> action.a | self.locked >> action.b) & 1:
                    return _("a locked score card cannot be swapped")
                return _("those two score cards are not on adjacent rows joined across the island")
        if isinstance(action, (A.Lock, A.Unlock, A.SkipScroll)):
            if not (step == D_EFFECT and a == lookup.A_LOCK):
                return _("not now: {now}").format(now=now)
            if not isinstance(action, A.SkipScroll):
                p = action.position
                if not (isinstance(p, int) and 0 <= p < self.side.n):
                    return _("there is no such score position")
                return _("that card is already locked") if isinstance(action, A.Lock) else _("that card is not locked")
        if isinstance(action, A.OrderEffect):
            if step != D_ORDER:
                return _("not now: {now}").format(now=now)
            if card not in self.pending:
                return _("that card has no effect waiting")
        if isinstance(action, (A.RingClaim, A.ChooseDragon, A.ChooseSerpent, A.StaffDiscard,
                               A.RingDiscard, A.OrderEffect)):
            same = [x for x in legal if type(x) is type(action)
                    and _CKIND[getattr(x, "card")] == _CKIND[card]]
            if same:
                return _("{card} is identical to another one here: the rules take the first "
                         "of identical cards, so choose that one").format(card=A.card_name(card))
        return _("not now: {now}").format(now=now) if now else _("that is not allowed now")
