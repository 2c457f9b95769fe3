"""Turns a move's events into animations on the table: creatures fly from the
piles to the cages, food tokens to their feeding spaces, mature creatures to
their owners' piles, new food and creatures out of the bag and the deck, and
the scare phase's reveal with the score tokens flying to their owners.

Every animation is a tween in the scene's one Animator (game/tween.py), so the
animation speed, reduce-motion and skip (Space or a click) apply to all of them;
while any plays, the table holds input and the computer players back. The
events arrive already redacted for the seat looking.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from game import audio
from game.draw.creature_art import card_image
from game.draw.icons import bag_icon, food_disc, scare_token
from game.tween import Tween, Wait, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear
from rules.core import Event
from rules.isle_of_monsters.events import (BagRanShort, CardsReturned, Captured, CreatureDealt,
                                            CrowdScared, DuelOut, DuelRevealed, DuelStarted, Fed, FoodDrawn,
                                            GameEnded, LeftoversScored, Matured, NeighbourScared, Passed,
                                            PhaseStarted, RoundStarted, ScareRevealed)
from rules.isle_of_monsters.content import FOODS

from .seats import CageShown
from .stage import Banner, DuelShow, Flight, RevealShow

if TYPE_CHECKING:
    from .table import IsleOfMonstersTable

BANNER_TIME = 1.25


def tween(duration: float, update: Callable[[float], None] | None = None, *,
          start: Callable[[], None] | None = None, done: Callable[[], None] | None = None,
          delay: float = 0.0, ease=ease_out_cubic, motion: bool = True) -> Tween:
    """A tween with a callback for the moment it really starts (after its delay)."""
    fired = [False]

    def on_update(t: float) -> None:
        if not fired[0] and (t > 0 or tw.elapsed >= tw.delay):
            fired[0] = True
            if start is not None:
                start()
        if update is not None and fired[0]:
            update(t)

    def on_done() -> None:
        if not fired[0]:
            fired[0] = True
            if start is not None:
                start()
        if update is not None:
            update(1.0)
        if done is not None:
            done()

    tw = Tween(duration, on_update, ease=ease, delay=delay, on_done=on_done, motion=motion)
    return tw


class Choreographer:
    """Builds the tweens for one move on a table."""

    def __init__(self, table: "IsleOfMonstersTable") -> None:
        self.t = table
        self.stage = table.stage

    # -- helpers ----------------------------------------------------------------------
    def queue(self, *tweens: Tween) -> None:
        self.t.anims.queue(*tweens)

    def flight(self, image, start, end, duration: float, *, arc: float = 40, scale_to: float = 1.0,
               delay: float = 0.0, sound: str | None = None, on_start=None, on_land=None,
               ease=ease_in_out_cubic) -> Tween:
        f = Flight(image, start, end, arc=arc, scale_to=scale_to)

        def begin() -> None:
            self.stage.flights.append(f)
            if sound:
                audio.play(sound)
            if on_start is not None:
                on_start()

        def land() -> None:
            if f in self.stage.flights:
                self.stage.flights.remove(f)
            if on_land is not None:
                on_land()
        return tween(duration, f.update, start=begin, done=land, delay=delay, ease=ease)

    def banner(self, title: str, subtitle: str = "", seconds: float = BANNER_TIME) -> None:
        b = Banner(title, subtitle)

        def begin() -> None:
            self.stage.banners.append(b)

        def end() -> None:
            if b in self.stage.banners:
                self.stage.banners.remove(b)
        self.queue(tween(seconds, b.update, start=begin, done=end, ease=linear, motion=False))

    # -- the move ----------------------------------------------------------------------
    def play(self, events: Sequence[Event], before, after) -> None:
        self._neighbours: list[Tween] = []
        deals: list[Tween] = []
        draws: list[Tween] = []
        matures: list[Tween] = []
        for ev in events:
            if isinstance(ev, FoodDrawn):
                draws.append(self.food_drawn(ev, after, len(draws)))
                continue
            if draws:
                self.queue(*draws)
                draws = []
            if isinstance(ev, CreatureDealt):
                deals.append(self.creature_dealt(ev, before, len(deals)))
                continue
            if deals:
                self.queue(*deals)
                deals = []
            if isinstance(ev, Matured):
                matures.append(self.matured(ev, len(matures)))
                continue
            if matures:
                self.queue(*matures)
                matures = []
            if isinstance(ev, NeighbourScared):
                self._neighbours.append(self.neighbour(ev))
                continue
            if self._neighbours:
                self.queue(*self._neighbours)
                self._neighbours = []
            self.one(ev, before, after)
        for group in (draws, deals, matures, self._neighbours):
            if group:
                self.queue(*group)
        names = {type(ev).__name__ for ev in events}
        if "ScareRevealed" in names and "CardsReturned" not in names:
            self.dim_reveal()

    def dim_reveal(self) -> None:
        """The scare phase goes on: the step just scored stays on the table,
        dimmed, while the next choices are made."""
        st = self.stage

        def dim(v: float) -> None:
            if st.reveal is not None:
                st.reveal.fade = 1.0 - 0.45 * v
        self.queue(Wait(0.5))
        self.queue(tween(0.3, dim, motion=False))

    def one(self, ev: Event, before, after) -> None:
        t, st = self.t, self.stage
        names = t.session.names
        if isinstance(ev, Captured):
            key = (ev.seat, ev.cage)
            st.hide_cage[key] += 1
            src = t.pile_rect(ev.island)
            dst = t.cage_rect(ev.seat, ev.cage)
            img = card_image(ev.card, *dst.size)

            def land(key=key) -> None:
                st.hide_cage[key] -= 1
            self.queue(self.flight(img, src.center, dst.center, 0.5, arc=50, sound="card", on_land=land))
        elif isinstance(ev, Fed):
            fi = FOODS.index(ev.food)
            key = (ev.seat, ev.cage, fi)
            st.fed_minus[key] += 1
            src = t.stack_centre(ev.source, ev.food)
            n_fed = after.fed[ev.seat][ev.cage][fi]
            dst, d = t.space_centre(ev.seat, ev.cage, ev.card, ev.food, n_fed - 1)
            img = food_disc(ev.food, t.token_size(ev.source))

            def land(key=key, full=ev.full, rect=t.cage_rect(ev.seat, ev.cage)) -> None:
                st.fed_minus[key] -= 1
                if full:
                    st.sparkles.append([rect.centerx, rect.centery, 0.0, 0.6])
                    audio.play("score")
            self.queue(self.flight(img, src, dst, 0.42, arc=36, scale_to=d / img.get_width(),
                                   sound="click", on_land=land))
        elif isinstance(ev, Passed):
            st.passed_hide.add(ev.seat)
            moves = []

            def show(seat=ev.seat) -> None:
                st.passed_hide.discard(seat)
            moves.append(tween(0.25, start=show, motion=False))
            if ev.takes_bag and before is not None and before.bag_holder != ev.seat:
                old = before.bag_holder
                st.bag_ghost = old

                def gone() -> None:
                    st.bag_ghost = None
                bag = bag_icon(32)
                moves.append(self.flight(bag, t.bag_centre(old), t.bag_centre(ev.seat), 0.55, arc=60,
                                         on_start=gone))
            self.queue(*moves)
        elif isinstance(ev, PhaseStarted):
            if ev.phase == "scare":
                self.banner("The scare phase", "Everyone chooses creatures of one element to play")
            elif ev.phase == "clean-up":
                self.banner("Clean-up", "New food and new creatures for the islands", 0.9)
        elif isinstance(ev, RoundStarted):
            if ev.final:
                self.banner("The final round", f"The deck is empty · {names[ev.bag_holder]} starts")
            else:
                self.banner(f"Round {ev.round}", f"{names[ev.bag_holder]} has the draw bag and starts")
        elif isinstance(ev, BagRanShort):
            t.say(ev.text(names), 4.0)
        elif isinstance(ev, ScareRevealed):
            self.reveal(ev)
        elif isinstance(ev, CrowdScared):
            self.crowd(ev)
        elif isinstance(ev, LeftoversScored):
            self.leftovers(ev)
        elif isinstance(ev, CardsReturned):
            self.queue(Wait(1.1))

            def fade(v: float) -> None:
                if st.reveal is not None:
                    st.reveal.fade = 1.0 - v

            def end() -> None:
                st.reveal = None
            self.queue(tween(0.35, fade, done=end, motion=False))
        elif isinstance(ev, DuelStarted):
            who = [names[s] for s in ev.seats]
            st.duel = DuelShow(tuple(ev.seats))
            self.banner("A tie for first!", "Element duel: " + ", ".join(who[:-1]) + " and " + who[-1])
        elif isinstance(ev, DuelRevealed):
            show = st.duel or DuelShow(tuple(ev.seats))
            st.duel = show
            show.picks = tuple(ev.elements)
            show.out = ()
            show.flip = 0.0

            def flip(v: float, show=show) -> None:
                show.flip = v
            self.queue(tween(0.45, flip, start=lambda: audio.play("card")))
        elif isinstance(ev, DuelOut):
            show = st.duel

            def mark(seats=tuple(ev.seats)) -> None:
                if show is not None:
                    show.out = show.out + seats
            self.queue(tween(0.3, start=mark, motion=False))
            self.queue(Wait(1.0))
            if not ev.seats:
                self.banner("No one is scared", "Throw again!", 0.9)
        elif isinstance(ev, GameEnded):
            if len(ev.winners) == 1:
                self.banner(f"{names[ev.winners[0]]} wins!", f"with {ev.scores[ev.winners[0]]} scare points", 1.6)
            else:
                who = [names[s] for s in ev.winners]
                self.banner("A shared win!", ", ".join(who[:-1]) + " and " + who[-1], 1.6)

    # -- batches ------------------------------------------------------------------------
    def food_drawn(self, ev: FoodDrawn, after, k: int) -> Tween:
        t, st = self.t, self.stage
        fi = FOODS.index(ev.food)
        key = (ev.island, fi)
        st.food_minus[key] += 1
        img = food_disc(ev.food, t.token_size(ev.island))

        def land(key=key) -> None:
            st.food_minus[key] -= 1
        return self.flight(img, t.bag_centre(after.bag_holder), t.stack_centre(ev.island, ev.food), 0.4,
                           arc=70, delay=0.055 * k, sound="click" if k % 3 == 0 else None, on_land=land)

    def creature_dealt(self, ev: CreatureDealt, before, k: int) -> Tween:
        t, st = self.t, self.stage
        if before is not None:
            pile = before.piles[ev.island]
            st.pile_ghost[ev.island] = (pile[-1] if pile else None, len(pile))
        dst = t.pile_rect(ev.island)
        img = card_image(ev.card, *dst.size)

        def land(island=ev.island) -> None:
            st.pile_ghost.pop(island, None)
        return self.flight(img, t.deck_rect().center, dst.center, 0.5, arc=60, delay=0.12 * k,
                           sound="card", on_land=land)

    def matured(self, ev: Matured, k: int) -> Tween:
        t, st = self.t, self.stage
        key = (ev.seat, ev.cage)
        st.ghost_cage[key] = CageShown(ev.card, tuple(ev.food))
        st.mature_minus[ev.seat] += 1
        src = t.cage_rect(ev.seat, ev.cage)
        dst = t.mature_rect(ev.seat)
        img = card_image(ev.card, *src.size)

        def lift(key=key) -> None:
            st.ghost_cage.pop(key, None)

        def land(seat=ev.seat) -> None:
            st.mature_minus[seat] -= 1
        return self.flight(img, src.center, dst.center, 0.55, arc=40, scale_to=dst.width / src.width,
                           delay=0.14 * k, sound="card", on_start=lift, on_land=land)

    # -- the scare phase ------------------------------------------------------------------
    def reveal(self, ev: ScareRevealed) -> None:
        st = self.stage
        show = RevealShow(tuple(ev.seats), tuple(tuple(p) for p in ev.plays), tuple(ev.elements),
                          tuple(ev.totals))

        def begin() -> None:
            st.reveal = show

        def slide(v: float) -> None:
            show.slide = v

        def flip(v: float) -> None:
            show.flip = v
        self.queue(tween(0.35, slide, start=begin))
        self.queue(tween(0.4, flip, start=lambda: audio.play("card"), ease=ease_in_out_cubic))
        self.queue(Wait(0.3))

    def crowd(self, ev: CrowdScared) -> None:
        t, st = self.t, self.stage
        for s in ev.seats:
            st.score_minus[s] += ev.points

        def begin() -> None:
            show = st.reveal
            if show is not None:
                show.crowd = tuple(ev.seats)
                show.crowd_points = ev.points
                show.crowd_total = ev.total
                show.crowd_shown = True
        flights = []
        for k, s in enumerate(ev.seats):
            def land(s=s) -> None:
                st.score_minus[s] -= ev.points
            img = scare_token(ev.points, 34 if ev.points >= 3 else 28)
            flights.append(self.flight(img, t.crowd_centre(), t.score_centre(s), 0.6, arc=80, delay=0.1 * k,
                                       sound="score" if k == 0 else None, on_land=land))
        self.queue(tween(0.35, start=begin, ease=ease_out_back))
        self.queue(*flights)

    def neighbour(self, ev: NeighbourScared) -> Tween:
        """An arrow from the scarer to the scared, and a 1-point token flying
        from the scared creatures to the scarer (all of a step's at once)."""
        t, st = self.t, self.stage
        st.score_minus[ev.seat] += ev.points

        def begin() -> None:
            if st.reveal is not None:
                st.reveal.arrows.append((ev.seat, ev.scared))

        def land() -> None:
            st.score_minus[ev.seat] -= ev.points
        img = scare_token(1, 28)
        return self.flight(img, t.played_rect(ev.scared).center, t.score_centre(ev.seat), 0.75, arc=60,
                           delay=0.1 * len(self._neighbours), sound="score", on_start=begin, on_land=land)

    def leftovers(self, ev: LeftoversScored) -> None:
        t, st = self.t, self.stage
        st.score_minus[ev.seat] += ev.points

        def begin() -> None:
            if st.reveal is None:       # the only player with creatures from the start: nothing was played
                st.reveal = RevealShow((), (), (), ())
            st.reveal.leftover = (ev.seat, ev.cards)
        flights = []
        for k in range(ev.points):
            def land() -> None:
                st.score_minus[ev.seat] -= 1
            flights.append(self.flight(scare_token(1, 26), t.mature_rect(ev.seat).center, t.score_centre(ev.seat),
                                       0.5, arc=50, delay=0.12 * k, sound="score" if k == 0 else None,
                                       on_land=land))
        self.queue(tween(0.3, start=begin, motion=False))
        if flights:
            self.queue(*flights)
