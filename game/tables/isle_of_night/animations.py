"""The Isle of Night animations, one handler per event type in the kit's lookup
table: drawn cards fly from the deck into their piles, claimed cards fly from
the centre to their new owner, two swapped score cards slide past each other,
a locked or unlocked card flips over, a discarded card drops into the box, and
the end of the night is announced."""
from __future__ import annotations

from game.table.animations import Choreographer
from game.screen.tween import Tween, linear
from rules.core.i18n import _
from rules.isle_of_night import events as E

from . import layout as L
from .card_art import card_face, score_card_face
from .sounds import SOUNDS

DRAW_TIME = 0.38
DRAW_STAGGER = 0.12
CLAIM_TIME = 0.45
CLOSE_TIME = 0.35
SLIDE_TIME = 0.6
FLIP_TIME = 0.45
#: where discarded cards go: the game box, below the deck
BOX = (L.DECK.centerx, L.CENTRE_PANEL.bottom - 10)


class NightChoreographer(Choreographer):
    sounds = SOUNDS

    def __init__(self, anims, stage, side, positions, rows) -> None:
        super().__init__(anims, stage)
        self.side = side
        self.positions = positions
        self.rows = rows

    def cards_drawn(self, ev: E.CardsDrawn, before, after) -> None:
        piles = L.centre_piles(list(after.centre))
        tweens = []
        for i, card in enumerate(ev.cards):
            spot = L.centre_spot(piles, card)
            if spot is None:
                continue
            self.stage.landing.add(card)
            tweens.append(self.flight(card_face(card, L.CARD_W, L.CARD_H), L.DECK.center, spot.center,
                                      DRAW_TIME, arc=50, delay=i * DRAW_STAGGER, sound="card" if i == 0 else None,
                                      on_land=lambda c=card: self.stage.landing.discard(c)))
        if tweens:
            self.queue(*tweens)

    def cards_claimed(self, ev: E.CardsClaimed, before, after) -> None:
        source = before if before is not None else after
        piles = L.centre_piles(list(source.centre))
        end = self.rows[ev.seat].score.center
        tweens = []
        for i, card in enumerate(ev.cards):
            spot = L.centre_spot(piles, card)
            start = spot.center if spot is not None else L.CENTRE_AREA.center
            tweens.append(self.flight(card_face(card, L.CARD_W, L.CARD_H), start, end, CLAIM_TIME, arc=30,
                                      scale_to=0.55, delay=i * 0.06, sound="card" if i == 0 else None))
        if before is not None:
            tweens += self.close_up(piles, ev.cards, after)
        if tweens:
            self.queue(*tweens)

    def close_up(self, piles, claimed, after) -> list:
        """The cards left in the centre slide from where they lay to where the
        centre now lays them (its piles close up, or its cards grow), instead
        of jumping there."""
        now = L.centre_piles(list(after.centre))
        tweens = []
        for _t, rects in piles:
            for card, was in rects:
                if card in claimed:
                    continue
                spot = L.centre_spot(now, card)
                if spot is None or spot == was:
                    continue
                self.stage.landing.add(card)
                tweens.append(self.flight(card_face(card, was.width, was.height), was.center, spot.center,
                                          CLOSE_TIME, arc=0, scale_to=spot.width / was.width,
                                          on_land=lambda c=card: self.stage.landing.discard(c)))
        return tweens

    def swapped(self, ev: E.ScoreCardsSwapped, before, after) -> None:
        a, b = ev.a, ev.b
        ra, rb = self.positions[a], self.positions[b]
        grid = after.score_grid
        sa = score_card_face(grid[a], ra.width, ra.height, self.side.vp[a], a)
        sb = score_card_face(grid[b], rb.width, rb.height, self.side.vp[b], b)
        self.stage.sliding.update((a, b))

        def done() -> None:
            self.stage.sliding.difference_update((a, b))
        self.queue(self.flight(sa, rb.center, ra.center, SLIDE_TIME, arc=18, sound="card"),
                   self.flight(sb, ra.center, rb.center, SLIDE_TIME, arc=-18, on_land=done))

    def locked(self, ev: E.ScoreCardLocked, before, after) -> None:
        p = ev.position
        self.stage.flips[p] = (0.0, ev.locked)

        def step(t: float) -> None:
            self.stage.flips[p] = (t, ev.locked)

        def done() -> None:
            self.stage.flips.pop(p, None)
        self.queue(Tween(FLIP_TIME, step, on_done=done, ease=linear))

    def discarded(self, ev, before, after) -> None:
        start = self.rows[ev.seat].score.center
        self.queue(self.flight(card_face(ev.card, L.CARD_W, L.CARD_H), start, BOX, CLAIM_TIME, arc=40,
                               scale_to=0.4))

    def ended(self, ev: E.GameEnded, before, after) -> None:
        why = (_("The last lantern is claimed") if ev.reason == "lanterns" else _("The explore deck is empty"))
        self.banner(_("The night is over"), why, seconds=1.6)


    animations = {E.CardsDrawn: cards_drawn, E.CardsClaimed: cards_claimed, E.ScoreCardsSwapped: swapped,
                  E.ScoreCardLocked: locked, E.RingDiscarded: discarded, E.StaffDiscarded: discarded,
                  E.GameEnded: ended}
