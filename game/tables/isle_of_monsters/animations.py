"""Turns a move's events into animations on the Isle of Monsters table:
creatures fly from the piles to the cages, food tokens to their feeding
spaces, mature creatures to their owners' piles, new food and creatures out of
the bag and the deck, and the scare phase's reveal with the score tokens
flying to their owners.

The kit's Choreographer (game/table/animations.py) runs the lookup table at the
end of the class (event class -> handler) and queues every tween on the
scene's one Animator. The choreographer is handed the table's geometry, the
stage, the seat names and the way to say a message: it never calls back into
the scene. The events arrive already redacted for the seat looking.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game import audio
from game.draw.icons import bag_icon, food_disc, scare_token
from game.table.animations import Choreographer
from game.table.words import and_list
from game.screen.tween import Animator, Tween, Wait, ease_in_out_cubic, ease_out_back
from rules.core import Event
from rules.core.i18n import N_, _, ngettext
from rules.isle_of_monsters.events import (BagRanShort, CardsReturned, Captured, CreatureDealt,
                                            CrowdScared, DuelOut, DuelRevealed, DuelStarted, Fed, FoodDrawn,
                                            GameEnded, LeftoversScored, Matured, NeighbourScared, Passed,
                                            PhaseStarted, RoundStarted, ScareRevealed)
from rules.isle_of_monsters.content import FOODS

from .creature_art import card_image
from .geometry import TableGeometry
from .seats import CageShown
from .stage import DuelShow, IsleStage, RevealShow
from .sounds import SOUNDS

#: The banner each phase opens with: (title, subtitle, seconds); a phase not
#: listed opens without one.
PHASE_BANNERS = {
    "scare": (N_("The scare phase"), N_("Everyone chooses creatures of one element to play"), 1.25),
    "clean-up": (N_("Clean-up"), N_("New food and new creatures for the islands"), 0.9),
}


class IsleChoreographer(Choreographer):
    """Builds the tweens for one move on the Isle of Monsters table."""

    sounds = SOUNDS
    own_sounds = frozenset({"score", "card"})
    def __init__(self, anims: Animator, stage: IsleStage, geo: TableGeometry, names: Sequence[str],
                 say: Callable[[str, float], None]) -> None:
        super().__init__(anims, stage)
        self.geo = geo
        self.names = names
        self.say = say

    def banners(self, view) -> list[tuple[str, str]]:
        """The phases' banners, every round (phase_started)."""
        return [(_(title), _(subtitle)) for title, subtitle, _seconds in PHASE_BANNERS.values()]

    def finish_move(self, events: Sequence[Event]) -> None:
        kinds = {type(ev) for ev in events}
        if ScareRevealed in kinds and CardsReturned not in kinds:
            self.dim_reveal()

    def dim_reveal(self) -> None:
        """The scare phase goes on: the step just scored stays on the table,
        dimmed, while the next choices are made."""
        st = self.stage

        def dim(v: float) -> None:
            if st.reveal is not None:
                st.reveal.fade = 1.0 - 0.45 * v
        self.queue(Wait(0.5))
        self.queue(Tween(0.3, dim, motion=False))

    # -- the nurture phase ----------------------------------------------------------------
    def captured(self, ev: Captured, before, after) -> None:
        g, st = self.geo, self.stage
        key = (ev.seat, ev.cage)
        st.hide_cage[key] += 1
        src = g.pile_rect(ev.island)
        dst = g.cage_rect(ev.seat, ev.cage)
        img = card_image(ev.card, *dst.size)

        def land() -> None:
            st.hide_cage[key] -= 1
        self.queue(self.flight(img, src.center, dst.center, 0.5, arc=50, sound="card", on_land=land))

    def fed(self, ev: Fed, before, after) -> None:
        g, st = self.geo, self.stage
        fi = FOODS.index(ev.food)
        key = (ev.seat, ev.cage, fi)
        st.fed_minus[key] += 1
        src = g.stack_centre(ev.source, ev.food)
        n_fed = after.fed[ev.seat][ev.cage][fi]
        dst, d = g.space_centre(ev.seat, ev.cage, ev.card, ev.food, n_fed - 1)
        img = food_disc(ev.food, g.token_size(ev.source))
        rect = g.cage_rect(ev.seat, ev.cage)

        def land() -> None:
            st.fed_minus[key] -= 1
            if ev.full:
                st.sparkle(rect.centerx, rect.centery)
                audio.play("score")
        self.queue(self.flight(img, src, dst, 0.42, arc=36, scale_to=d / img.get_width(),
                               sound="click", on_land=land))

    def passed(self, ev: Passed, before, after) -> None:
        g, st = self.geo, self.stage
        st.passed_hide.add(ev.seat)
        moves = [Tween(0.25, on_start=lambda: st.passed_hide.discard(ev.seat), motion=False)]
        if ev.takes_bag and before is not None and before.bag_holder != ev.seat:
            old = before.bag_holder
            st.bag_ghost = old

            def gone() -> None:
                st.bag_ghost = None
            moves.append(self.flight(bag_icon(32), g.bag_centre(old), g.bag_centre(ev.seat), 0.55, arc=60,
                                     on_start=gone))
        self.queue(*moves)

    # -- rounds and phases -----------------------------------------------------------------
    def phase_started(self, ev: PhaseStarted, before, after) -> None:
        banner = PHASE_BANNERS.get(ev.phase)
        if banner is not None:
            title, subtitle, seconds = banner
            self.banner(_(title), _(subtitle), seconds)

    def round_started(self, ev: RoundStarted, before, after) -> None:
        holder = self.names[ev.bag_holder]
        if ev.final:
            self.banner(_("The final round"), _("The deck is empty · {name} starts").format(name=holder))
        else:
            self.banner(_("Round {n}").format(n=ev.round), _("{name} has the draw bag and starts").format(name=holder))

    def bag_ran_short(self, ev: BagRanShort, before, after) -> None:
        self.say(ev.text(self.names), 4.0)

    # -- clean-up and maturing (each a group that flies together) ---------------------------
    def food_drawn(self, ev: FoodDrawn, before, after) -> Tween:
        g, st = self.geo, self.stage
        k = self.group_index()
        key = (ev.island, FOODS.index(ev.food))
        st.food_minus[key] += 1
        img = food_disc(ev.food, g.token_size(ev.island))

        def land() -> None:
            st.food_minus[key] -= 1
        return self.flight(img, g.bag_centre(after.bag_holder), g.stack_centre(ev.island, ev.food), 0.4,
                           arc=70, delay=0.055 * k, sound="click" if k % 3 == 0 else None, on_land=land)

    def creature_dealt(self, ev: CreatureDealt, before, after) -> Tween:
        g, st = self.geo, self.stage
        if before is not None:
            pile = before.piles[ev.island]
            st.pile_ghost[ev.island] = (pile[-1] if pile else None, len(pile))
        dst = g.pile_rect(ev.island)
        img = card_image(ev.card, *dst.size)

        def land() -> None:
            st.pile_ghost.pop(ev.island, None)
        return self.flight(img, g.deck_rect().center, dst.center, 0.5, arc=60, delay=0.12 * self.group_index(),
                           sound="card", on_land=land)

    def matured(self, ev: Matured, before, after) -> Tween:
        g, st = self.geo, self.stage
        key = (ev.seat, ev.cage)
        st.ghost_cage[key] = CageShown(ev.card, tuple(ev.food))
        st.mature_minus[ev.seat] += 1
        src = g.cage_rect(ev.seat, ev.cage)
        dst = g.mature_rect(ev.seat)
        img = card_image(ev.card, *src.size)

        def lift() -> None:
            st.ghost_cage.pop(key, None)

        def land() -> None:
            st.mature_minus[ev.seat] -= 1
        return self.flight(img, src.center, dst.center, 0.55, arc=40, scale_to=dst.width / src.width,
                           delay=0.14 * self.group_index(), sound="card", on_start=lift, on_land=land)

    # -- the scare phase ------------------------------------------------------------------
    def reveal(self, ev: ScareRevealed, before, after) -> None:
        st = self.stage
        show = RevealShow(tuple(ev.seats), tuple(tuple(p) for p in ev.plays), tuple(ev.elements),
                          tuple(ev.totals))

        def begin() -> None:
            st.reveal = show

        def slide(v: float) -> None:
            show.slide = v

        def flip(v: float) -> None:
            show.flip = v
        self.queue(Tween(0.35, slide, on_start=begin))
        self.queue(Tween(0.4, flip, on_start=lambda: audio.play("card"), ease=ease_in_out_cubic))
        self.queue(Wait(0.3))

    def crowd(self, ev: CrowdScared, before, after) -> None:
        g, st = self.geo, self.stage
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
            flights.append(self.flight(img, g.crowd_centre(), g.score_centre(s), 0.6, arc=80, delay=0.1 * k,
                                       sound="score" if k == 0 else None, on_land=land))
        self.queue(Tween(0.35, on_start=begin, ease=ease_out_back))
        self.queue(*flights)

    def neighbour(self, ev: NeighbourScared, before, after) -> Tween:
        """An arrow from the scarer to the scared, and a 1-point token flying
        from the scared creatures to the scarer (all of a step's at once)."""
        g, st = self.geo, self.stage
        st.score_minus[ev.seat] += ev.points

        def begin() -> None:
            if st.reveal is not None:
                st.reveal.arrows.append((ev.seat, ev.scared))

        def land() -> None:
            st.score_minus[ev.seat] -= ev.points
        img = scare_token(1, 28)
        return self.flight(img, g.played_rect(ev.scared).center, g.score_centre(ev.seat), 0.75, arc=60,
                           delay=0.1 * self.group_index(), sound="score", on_start=begin, on_land=land)

    def leftovers(self, ev: LeftoversScored, before, after) -> None:
        g, st = self.geo, self.stage
        st.score_minus[ev.seat] += ev.points

        def begin() -> None:
            if st.reveal is None:       # the only player with creatures from the start: nothing was played
                st.reveal = RevealShow((), (), (), ())
            st.reveal.leftover = (ev.seat, ev.cards)
        flights = []
        for k in range(ev.points):
            def land() -> None:
                st.score_minus[ev.seat] -= 1
            flights.append(self.flight(scare_token(1, 26), g.mature_rect(ev.seat).center, g.score_centre(ev.seat),
                                       0.5, arc=50, delay=0.12 * k, sound="score" if k == 0 else None,
                                       on_land=land))
        self.queue(Tween(0.3, on_start=begin, motion=False))
        if flights:
            self.queue(*flights)

    def cards_returned(self, ev: CardsReturned, before, after) -> None:
        st = self.stage
        self.queue(Wait(1.1))

        def fade(v: float) -> None:
            if st.reveal is not None:
                st.reveal.fade = 1.0 - v

        def end() -> None:
            st.reveal = None
        self.queue(Tween(0.35, fade, on_done=end, motion=False))

    # -- the duel and the end ------------------------------------------------------------------
    def duel_started(self, ev: DuelStarted, before, after) -> None:
        self.stage.duel = DuelShow(tuple(ev.seats))
        self.banner(_("A tie for first!"), _("Element duel: {names}").format(
            names=and_list([self.names[s] for s in ev.seats])))

    def duel_revealed(self, ev: DuelRevealed, before, after) -> None:
        st = self.stage
        show = st.duel or DuelShow(tuple(ev.seats))
        st.duel = show
        show.picks = tuple(ev.elements)
        show.out = ()
        show.flip = 0.0

        def flip(v: float) -> None:
            show.flip = v
        self.queue(Tween(0.45, flip, on_start=lambda: audio.play("card")))

    def duel_out(self, ev: DuelOut, before, after) -> None:
        show = self.stage.duel
        seats = tuple(ev.seats)

        def mark() -> None:
            if show is not None:
                show.out = show.out + seats
        self.queue(Tween(0.3, on_start=mark, motion=False))
        self.queue(Wait(1.0))
        if not ev.seats:
            self.banner(_("No one is scared"), _("Throw again!"), 0.9)

    def game_ended(self, ev: GameEnded, before, after) -> None:
        names = self.names
        if len(ev.winners) == 1:
            score = ev.scores[ev.winners[0]]
            self.banner(_("{name} wins!").format(name=names[ev.winners[0]]),
                        ngettext("with {n} scare point", "with {n} scare points", score).format(n=score), 1.6)
        else:
            self.banner(_("A shared win!"), and_list([names[s] for s in ev.winners]), 1.6)


    #: What each event shows on the table.
    animations = {
        Captured: captured, Fed: fed, Passed: passed,
        PhaseStarted: phase_started, RoundStarted: round_started, BagRanShort: bag_ran_short,
        FoodDrawn: food_drawn, CreatureDealt: creature_dealt, Matured: matured,
        ScareRevealed: reveal, CrowdScared: crowd, NeighbourScared: neighbour,
        LeftoversScored: leftovers, CardsReturned: cards_returned,
        DuelStarted: duel_started, DuelRevealed: duel_revealed, DuelOut: duel_out, GameEnded: game_ended,
    }
    #: Events that fly together while they come one after another.
    together = frozenset({FoodDrawn, CreatureDealt, Matured, NeighbourScared})
