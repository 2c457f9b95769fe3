"""A stand-in for a person at the Isle of Night table: it picks a move among
what the screen offers (the view's legal actions) and makes it by clicking
where the table draws it (a centre card, a score card, a card in the discard
tray, a choice chip), never by calling the rules."""
from __future__ import annotations

from rules.core.rng import Rng
from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup

from tests.ui_isle_of_night.conftest import click


#: what an eager clicker claims whenever it may: the cards whose effects and
#: rings turn the table's prompts on (a conch swap, a ring turn, a staff)
EAGER = (A.ClaimType(lookup.CONCHES), A.ClaimType(lookup.STAFFS), A.ClaimType(lookup.SCROLLS))


class Clicker:
    def __init__(self, app, table, seed: int = 0, eager: bool = False) -> None:
        self.app = app
        self.table = table
        self.rng = Rng(seed)
        self.moves = 0
        self.eager = eager
        self.played: list = []          # every action this clicker made, in order

    def centre_point(self, card_kind: int | None = None, ctype: int | None = None):
        t = self.table
        t.refresh(t.view)
        for _pile, rects in reversed(t._piles):
            for c, r in reversed(rects):
                if (card_kind is not None and lookup.CARD_KIND[c] == card_kind) or lookup.CARD_TYPE[c] == ctype:
                    return r.x + 3, r.centery   # the fan's visible strip
        raise AssertionError(f"nothing to click for kind {card_kind} type {ctype}")

    def choice_point(self, action):
        t = self.table
        t.refresh(t.view)
        for ch in t._choices:
            if ch.action == action:
                return ch.rect.center
        raise AssertionError(f"no chip for {action}: {[c.label for c in t._choices]}")

    def tray_point(self, card: int):
        t = self.table
        t.refresh(t.view)
        for c, r in t._tray:
            if c == card:
                return r.center
        raise AssertionError(f"{card} is not in the tray")

    def act(self):
        t = self.table
        seat = t.input_seat()
        assert seat is not None, "nobody may click now"
        legal = t.view.legal_actions(seat)
        action = self.choose(legal)
        before = len(t.session.actions)
        self.click_for(action)
        assert (seat, action) in t.session.actions[before:] or any(
            a[0] == seat and type(a[1]) is type(action) for a in t.session.actions[before:]), \
            f"{action} was not played: {t.message!r}"
        self.moves += 1
        self.played.append(action)
        return action

    def choose(self, legal):
        if self.eager:
            wanted = [a for a in legal if a in EAGER or (isinstance(a, A.ClaimRings) and a.count == 1)]
            if wanted:
                return self.rng.choice(wanted)
        return self.rng.choice(legal)

    def click_for(self, action) -> None:
        t, app = self.table, self.app
        if isinstance(action, A.ClaimType):
            click(app, self.centre_point(ctype=action.kind))
        elif isinstance(action, A.ClaimRings):
            if sum(1 for a in t._legal if isinstance(a, A.ClaimRings)) == 1:
                click(app, self.centre_point(ctype=lookup.RINGS))
            else:
                click(app, self.choice_point(action))
        elif isinstance(action, (A.RingClaim, A.ChooseDragon, A.ChooseSerpent)):
            click(app, self.centre_point(card_kind=lookup.CARD_KIND[action.card]))
        elif isinstance(action, (A.RingDiscard, A.StaffDiscard)):
            click(app, self.tray_point(action.card))
        elif isinstance(action, A.Swap):
            click(app, t.positions[action.a].center)
            assert t.pick == action.a, t.message
            click(app, t.positions[action.b].center)
        elif isinstance(action, (A.Lock, A.Unlock)):
            click(app, t.positions[action.position].center)
        elif isinstance(action, (A.OrderEffect, A.SkipCreature, A.SkipSwap, A.SkipScroll)):
            click(app, self.choice_point(action))
        else:
            raise AssertionError(f"no way to click {action!r}")
