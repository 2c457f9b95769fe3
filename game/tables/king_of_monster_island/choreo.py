"""King of Monster Island's animations, by event type (the kit's lookup table).

The view already holds the position after the move; what is still in flight
is held back in `KomiStage` (the Boss and the Monsters while they walk,
Minions on their way, the die spaces and Support spaces until what changes
them lands, an Event card while it is shown, the tray's dice while they
tumble). The choreographer follows the move event by event (where each
Monster, the Boss and the die spaces are by then) so each animation starts
where the last one left the piece. The volcano drop is VolcanoView's own
tween; everything else is a kit flight, walk or banner, so speed, reduce
motion and Space-to-skip apply to all of it."""
from __future__ import annotations

import math
from collections import Counter

import pygame

from game import audio

from game.screen import theme
from game.table.animations import Choreographer
from game.table.stage import Stage
from game.screen.theme import C
from game.screen.tween import Tween, linear
from rules.king_of_monster_island import events as E
from rules.core.i18n import _, ngettext
from rules.king_of_monster_island.content import (BOSS_DICE, BOSS_POWERS, CARDS, KINDS, MINION_HEALTH, PYLONS,
                                                   power_name)

from .cards import market_strip, power_card
from .faces import face_icon, monster_die
from .figures import (FLYING_CRYSTAL, boss_figure, crystal_figure, facing_volcano, minion_figure, monster_figure,
                      pylon_figure)
from .island3d import ZONE_SPOTS, boss_spot, minion_spot
from .layout import (BAG_POINT, BOSS_FAME_POINT, BOSS_FIGURE, BOSS_HEALTH_POINT, CARD_H, CARD_W, DECK_RECT, FIGURE,
                     ISLAND_RECT, PYLON_FIGURE, SPACE, SUPPORT, TOKEN, Geometry, card_rect, die_rect, monster_row,
                     ring_path)
from .motions import STEPS_PER_ZONE, Tumble, Walk
from .volcano import Landing, VolcanoView
from .sounds import SOUNDS
from .told import told

#: seconds a figure takes to walk one zone, and a Minion to slide one
WALK_TIME = 0.42
SLIDE_TIME = 0.4
#: seconds between Minions (and Damage) flying together
STAGGER = 0.1
#: an Event turning face up, then shown while it resolves (seconds)
EVENT_TURN, EVENT_READ = 0.45, 1.5
#: the portal opening over the third Pylon, its words shown, and the end held on the board (seconds)
PORTAL_TIME, PORTAL_HOLD, END_HOLD = 1.2, 1.6, 0.8
#: who deals the Damage a Monster takes in a Boss Phase (MonsterHurt.cause): a Minion kind
HURT_BY_MINION = {"Soldiers": "soldier", "Cannons": "cannon", "Firelings": "fireling"}


def spaces_of(view, zone: int) -> list[str]:
    """A zone's die spaces as the table draws them: Crystals first, then Locked dice."""
    return ["crystal"] * view.crystals[zone] + list(view.locked[zone])


class KomiStage(Stage):
    """The kit's stage plus what this table holds back while it animates."""

    def __init__(self) -> None:
        super().__init__()
        self.boss_walking = False
        #: a card shown large in the middle (an Event as it resolves), and how far
        #: it has turned from its back (0) to its face (1)
        self.showcase: str = ""
        self.showcase_turn = 1.0
        #: the Boss Phase is being shown (the tray waits for the Monster Phase)
        self.boss_turn = False
        #: where the Boss figure still stands while its walk waits its turn (None: as the view says)
        self.boss_at: int | None = None
        #: the tray's dice tumbling (indices) and how far (0..1)
        self.tumbling: tuple[int, ...] = ()
        self.tumble_t = 1.0
        #: the view as the animations have shown it so far (told.py), which the
        #: Boss panel and the header read while a move is shown (None: the view)
        self.told = None
        self.release()

    def release(self) -> None:
        """Nothing held back any more: the view is the whole truth."""
        self.boss_walking = False
        self.boss_at = None
        self.boss_turn = False
        #: seat -> the zone its figure still stands in; seats whose figure is walking
        self.monster_at: dict[int, int] = {}
        self.walking: set[int] = set()
        #: (zone, kind) -> Minion tokens still on their way there
        self.minions_due: Counter = Counter()
        #: zone -> its die spaces as still shown; Support space index -> the tile still shown
        self.spaces_shown: dict[int, list[str]] = {}
        self.tiles_shown: dict[int, str] = {}
        #: the third Pylon, to stand beside its zone's two, is still on its way
        self.pylon_beside_due = False
        #: the zone the portal opens over and how far it has opened (None: as the view says)
        self.portal_zone: int | None = None
        self.portal_t: float | None = None

    def holding(self) -> bool:
        return bool(self.boss_turn or self.boss_at is not None or self.monster_at or self.walking
                    or +self.minions_due or self.spaces_shown or self.tiles_shown or self.pylon_beside_due
                    or self.portal_t is not None)


def badge(text: str, colour) -> pygame.Surface:
    """A number flying across the table: "-2" Damage, "+1" Fame."""
    return theme.text_outlined(text, 26, colour, C.INK, style="display", width=2, shadow=2)


class KomiChoreographer(Choreographer):
    sounds = SOUNDS
    own_sounds = frozenset({"dice", "card"})

    def __init__(self, anims, stage: KomiStage, geometry: Geometry, volcano: VolcanoView, players: int) -> None:
        super().__init__(anims, stage)
        self.geo = geometry
        self.volcano = volcano
        self.n = players

    def row(self, seat: int) -> tuple[int, int]:
        return monster_row(seat, self.n).midleft[0] + 30, monster_row(seat, self.n).centery

    def banners(self, view) -> list[tuple[str, str | None]]:
        """Every round's Boss turn (its second line names the turn), and the
        powers of the Boss in play (boss_power)."""
        return [(_("The Boss's turn"), None)] + [(power_name(p.id), _("The Boss's power"))
                                                 for p in BOSS_POWERS.get(view.boss_id, ())]

    # -- following the move ------------------------------------------------------------------------
    def play_move(self, events, before, after, shown) -> None:
        """The kit's play_move; the stage's told view follows the same shown(k)
        as the log, so the Boss panel and the header change as each event's
        animation lands (told.py)."""
        st = self.stage
        if st.told is None:
            st.told = told(before if before is not None else after, ())
        done = [0]

        def tell(k: int) -> None:
            if st.told is not None and k > done[0]:
                st.told = told(st.told, events[done[0]:k])
                done[0] = k
            shown(k)
        super().play_move(events, before, after, tell)

    def play(self, events, before, after) -> None:
        start = before if before is not None else after
        #: where each Monster and the Boss stand, and each zone's die spaces, event by event
        self.zones = list(start.zone)
        self.boss_zone = start.boss_zone
        self.spaces: dict[int, list[str]] = {}
        self.start_state = start
        #: the zone whose Minions activated last (they deal the Damage that follows)
        self.acting_zone: int | None = None
        #: the Minions on the island after the move (Monsters stand clear of them)
        self.after = after
        super().play(events, before, after)

    def place(self, seat: int, zone: int) -> int:
        """Where among the Monsters of `zone` (by the move so far) this one stands."""
        here = [s for s in range(len(self.zones)) if self.zones[s] == zone]
        return (here.index(seat) if seat in here else len(here)) % len(ZONE_SPOTS[zone].monsters)

    def spot(self, seat: int, zone: int) -> tuple[float, float]:
        """Where in `zone` the Monster stands (by the move so far), clear of the
        Minion tokens there (Geometry.monster_spots, as the table draws it)."""
        place = self.place(seat, zone)
        kinds = frozenset(k for i, k in enumerate(KINDS) if self.after.minions[zone][i])
        return self.geo.monster_spots(zone, place + 1, kinds)[place]

    def figure_point(self, seat: int) -> tuple[int, int]:
        zone = self.zones[seat]
        return self.geo.figure_rect(zone, self.spot(seat, zone)).center

    def planned_spaces(self, zone: int) -> list[str]:
        """The zone's die spaces by the move so far; from now on the stage shows
        these until the animations bring them up to date."""
        if zone not in self.spaces:
            self.spaces[zone] = spaces_of(self.start_state, zone)
            self.stage.spaces_shown.setdefault(zone, list(self.spaces[zone]))
        return self.spaces[zone]

    def show_spaces(self, zone: int, faces: list[str]):
        """A callback that shows the zone's die spaces as `faces` (when a flight lands)."""
        self.spaces[zone] = list(faces)
        shown = list(faces)

        def show() -> None:
            self.stage.spaces_shown[zone] = shown
        return show

    def walk(self, image, from_zone: int, start, to_zone: int, end, lift: float, seconds_a_zone: float,
             on_start=None, on_land=None, delay: float = 0.0) -> Tween:
        legs = max(1, len(ring_path(from_zone, to_zone)) - 1)
        w = Walk(image, self.geo.walk(from_zone, start, to_zone, end), STEPS_PER_ZONE * legs, lift)
        return self.fly(w, seconds_a_zone * legs, on_start=on_start, on_land=on_land, delay=delay, ease=linear)

    # -- the Boss Phase -----------------------------------------------------------------------
    def turn_began(self, ev: E.TurnBegan, before, after) -> None:
        st = self.stage

        def begin() -> None:
            st.boss_turn = True
        if before is not None:
            st.boss_at = before.boss_zone
        self.queue(Tween(0.05, None, on_start=begin, motion=False))
        self.banner(_("The Boss's turn"), _("Turn {turn}: the Boss acts before {monster}").format(
            turn=ev.turn, monster=after.monster_name(ev.seat)), seconds=0.8)

    def finish_move(self, events) -> None:
        st = self.stage

        def end() -> None:
            st.release()
        over = next((ev for ev in events if isinstance(ev, E.GameOver)), None)
        if over is not None:
            if over.ending == "third_pylon" and self.after.portal >= 0:
                self.portal_opens(self.after.portal)
            # the end stays on the board a moment, the header saying it, before the Results
            self.queue(Tween(END_HOLD, None, motion=False))
        if st.holding() or any(isinstance(ev, E.TurnBegan) for ev in events):
            self.queue(Tween(0.05, None, on_done=end, motion=False))

    def volcano_drop(self, ev: E.VolcanoDrop, before, after) -> None:
        if not ev.dice:
            return
        landings = [Landing(d, z, f, BOSS_DICE[d]) for d, z, f, _icons in ev.dice]
        audio.play("dice")
        self.queue(self.volcano.drop_tween(landings, seed=sum(d * 7 + z for d, z, _f, _i in ev.dice)))

    def boss_power(self, ev: E.BossPowerUsed, before, after) -> None:
        self.banner(power_name(ev.power), _("The Boss's power"), seconds=0.9)

    def boss_moved(self, ev: E.BossMoved, before, after) -> None:
        """The Boss walks round the island zone by zone (Fast Moving: each move is its own walk)."""
        st = self.stage
        self.boss_zone = ev.to_zone
        if ev.from_zone == ev.to_zone:
            return
        if st.boss_at is None:          # moved outside a Boss Phase (a card): it waits where it was
            st.boss_at = ev.from_zone

        def hide() -> None:
            st.boss_walking = True

        def show() -> None:
            st.boss_walking = False
            st.boss_at = ev.to_zone
        # the figure stands with its foot 8 below its rect's bottom (Geometry.boss_rect)
        figure = boss_figure(BOSS_FIGURE, after.boss_id, after.side)
        self.queue(self.walk(figure, ev.from_zone, boss_spot(ev.from_zone), ev.to_zone,
                             boss_spot(ev.to_zone), -8, WALK_TIME, on_start=hide, on_land=show))

    def monster_moved(self, ev: E.MonsterMoved, before, after) -> None:
        """A Monster walks (or is pushed) to its new zone along the island."""
        st, seat = self.stage, ev.seat
        start = self.spot(seat, ev.from_zone)
        st.monster_at.setdefault(seat, ev.from_zone)
        self.zones[seat] = ev.to_zone
        end = self.spot(seat, ev.to_zone)
        img = monster_figure(after.monsters[seat], FIGURE, after.health[seat] <= 0)

        def go() -> None:
            st.walking.add(seat)

        def arrive() -> None:
            st.walking.discard(seat)
            st.monster_at[seat] = ev.to_zone
        self.queue(self.walk(img, ev.from_zone, start, ev.to_zone, end, -6, WALK_TIME, on_start=go, on_land=arrive))

    def minion_moved(self, ev: E.MinionMoved, before, after) -> Tween:
        """A Minion slides to its new zone (Firelings spreading move together)."""
        st, key = self.stage, (ev.to_zone, ev.kind)
        st.minions_due[key] += 1
        kind = KINDS.index(ev.kind)

        def arrive() -> None:
            st.minions_due[key] -= 1
        return self.walk(minion_figure(ev.kind, TOKEN, MINION_HEALTH[ev.kind]), ev.from_zone,
                         minion_spot(ev.from_zone, kind), ev.to_zone, minion_spot(ev.to_zone, kind),
                         -TOKEN / 2, SLIDE_TIME, on_land=arrive, delay=STAGGER * self.group_index())

    def minions_activated(self, ev: E.MinionsActivated, before, after) -> None:
        self.acting_zone = ev.zone
        self.queue(Tween(0.25, None, motion=False))

    def monster_hurt(self, ev: E.MonsterHurt, before, after) -> Tween | None:
        """The Damage flies from what dealt it to each Monster hit, all together."""
        kind = HURT_BY_MINION.get(ev.cause)
        if kind is not None:
            start = self.geo.minion_rect(self.zones[ev.seat] if self.acting_zone is None else self.acting_zone,
                                         kind).center
        elif ev.cause == "the Boss":
            start = self.geo.boss_rect(self.boss_zone).center
        elif ev.cause == "Eruption":
            start = self.volcano.art.crater_point()
        else:
            start = ISLAND_RECT.center
        return self.flight(badge(f"-{ev.amount}", (255, 110, 96)), start, self.figure_point(ev.seat), 0.45,
                           arc=40, sound="score", delay=STAGGER * self.group_index())

    def boss_die_activated(self, ev: E.BossDieActivated, before, after) -> None:
        vol = self.volcano

        def glow(t: float) -> None:
            vol.pulse[ev.die] = math.sin(math.pi * t)

        def done() -> None:
            vol.pulse.pop(ev.die, None)
        self.queue(Tween(0.35, glow, on_done=done, ease=linear, motion=False))

    def crystal_built(self, ev: E.CrystalBuilt, before, after) -> None:
        """A Crystal flies from the volcano to the zone's next die space; a Locked
        die on that space is knocked off and tumbles away."""
        faces = self.planned_spaces(ev.zone)
        crystals = faces.count("crystal")
        locked = [f for f in faces if f != "crystal"]
        if ev.displaced and ev.displaced in locked:
            locked.remove(ev.displaced)             # the die Locked earliest, the first after the Crystals
        target = self.geo.die_space_rect(ev.zone, min(crystals, 2)).center
        crater = self.volcano.art.crater_point()
        gem = crystal_figure(FLYING_CRYSTAL, facing_volcano(target[0], crater[0]))
        self.queue(self.flight(gem, crater, target, 0.4, arc=50,
                               on_land=self.show_spaces(ev.zone, ["crystal"] * (crystals + 1) + locked)))
        if ev.displaced:
            centre = self.geo.camera.project((0.0, 0.0, 0.0))
            out = (target[0] - centre[0], target[1] - centre[1])
            self.queue(self.fly(Tumble(monster_die(ev.displaced, SPACE - 2, locked=True), target, out), 0.6,
                                sound="dice", ease=linear))

    def crystals_removed(self, ev: E.CrystalRemoved, before, after) -> None:
        faces = list(self.planned_spaces(ev.zone))
        if "crystal" in faces:
            faces.remove("crystal")
        self.queue(Tween(0.05, None, on_done=self.show_spaces(ev.zone, faces), motion=False))

    def locked_cleared(self, ev: E.LockedDiceCleared, before, after) -> None:
        faces = [f for f in self.planned_spaces(ev.zone) if f == "crystal"]
        self.queue(Tween(0.05, None, on_done=self.show_spaces(ev.zone, faces), motion=False))

    def minion_arrived(self, ev: E.MinionArrived, before, after) -> Tween:
        """A Minion drawn from the bag (a Fireling: out of the volcano) drops into its zone."""
        st, key = self.stage, (ev.zone, ev.kind)
        st.minions_due[key] += 1
        start = self.volcano.art.crater_point() if ev.source == "pool" else BAG_POINT

        def land() -> None:
            st.minions_due[key] -= 1
        return self.flight(minion_figure(ev.kind, TOKEN, MINION_HEALTH[ev.kind]), start,
                           self.geo.minion_rect(ev.zone, ev.kind).center, 0.5, arc=70,
                           delay=STAGGER * self.group_index(), on_land=land)

    def boss_health(self, ev: E.BossHealthChanged, before, after) -> None:
        if ev.delta < 0 and before is not None:
            self.queue(self.flight(badge(f"{ev.delta}", (255, 110, 96)), self.geo.boss_rect(before.boss_zone).center,
                                   BOSS_HEALTH_POINT, 0.4, arc=30, sound="score"))

    def boss_fame(self, ev: E.BossFameChanged, before, after) -> None:
        if ev.delta > 0:
            self.queue(self.flight(face_icon("star", 28), self.volcano.art.crater_point(),
                                   BOSS_FAME_POINT, 0.4, arc=40, sound="score"))

    def pylon_built(self, ev: E.PylonBuilt, before, after) -> None:
        """The zone's three Crystals fly together onto a Support space and a Pylon
        rises there; the third Pylon rises beside two where its zone has no space
        left (then the portal opens: finish_move)."""
        st = self.stage
        faces = self.planned_spaces(ev.zone)
        rest = [f for f in faces if f != "crystal"]
        third = ev.pylons >= PYLONS
        if ev.value or third:
            idx = 2 * ev.zone + (ev.value - 3)
            if ev.value:
                st.tiles_shown.setdefault(idx, self.start_state.spaces[idx])
                to = self.geo.support_rect(ev.zone, ev.value).midbottom
            else:                                   # beside the zone's two Pylons
                st.pylon_beside_due = True
                to = self.geo.pylon_beside_rect(ev.zone).midbottom
            take = self.show_spaces(ev.zone, rest)

            def raised() -> None:
                if ev.value:
                    st.tiles_shown.pop(idx, None)
                else:
                    st.pylon_beside_due = False
            lit = facing_volcano(to[0], self.volcano.art.crater_point()[0])
            gem = crystal_figure(FLYING_CRYSTAL, lit)
            centre = (to[0], to[1] - PYLON_FIGURE // 2)
            flights = [self.flight(gem, self.geo.die_space_rect(ev.zone, i).center, centre, 0.45, arc=30,
                                   delay=0.08 * i, on_start=take if i == 0 else None)
                       for i in range(3)]
            self.queue(*flights)
            self.queue(self.flight(pylon_figure(PYLON_FIGURE, lit), (centre[0], centre[1] - 40), centre, 0.3, arc=0,
                                   scale_to=1.0, on_land=raised))
        else:
            self.queue(Tween(0.05, None, on_done=self.show_spaces(ev.zone, rest), motion=False))
        self.banner(_("A Pylon rises"), ngettext("Zone {zone}: {n} of 3 Pylons", "Zone {zone}: {n} of 3 Pylons",
                                                 ev.pylons).format(zone=ev.zone + 1, n=ev.pylons))

    def portal_opens(self, zone: int) -> None:
        """Over the zone of the third Pylon the portal swirls open (then stays open)."""
        st = self.stage

        def begin() -> None:
            st.portal_zone, st.portal_t = zone, 0.0

        def grow(t: float) -> None:
            st.portal_t = t
        st.portal_zone, st.portal_t = zone, 0.0
        self.queue(Tween(PORTAL_TIME, grow, on_start=begin, ease=linear, motion=False))
        self.banner(_("The portal opens"), _("Three Pylons stand on the island: the Minions invade"),
                    seconds=PORTAL_HOLD)

    def boss_defeated(self, ev: E.BossDefeated, before, after) -> None:
        self.banner(_("The Boss falls!"), "")

    def next_boss(self, ev: E.NextBoss, before, after) -> None:
        self.banner(_("A new Boss arrives"), _("It lands in zone {zone}").format(zone=ev.zone + 1))

    # -- the Monster Phase ----------------------------------------------------------------------
    def dice_rolled(self, ev: E.DiceRolled, before, after) -> None:
        st = self.stage
        which = ev.rerolled or tuple(range(len(ev.faces)))

        def roll(t: float) -> None:
            st.boss_turn = False
            st.tumbling, st.tumble_t = which, t

        def done() -> None:
            st.tumbling, st.tumble_t = (), 1.0
        audio.play("dice")
        self.queue(Tween(0.45, roll, on_done=done, ease=linear))

    def damage_dealt(self, ev: E.DamageDealt, before, after) -> None:
        end = (self.geo.boss_rect(ev.zone).center if ev.target == "boss"
               else self.geo.minion_rect(ev.zone, ev.target).center)
        self.queue(self.flight(badge(f"-{ev.points}", (255, 196, 90)), die_rect(0).center, end, 0.4, arc=60,
                               sound="score"))

    def fame_changed(self, ev: E.FameChanged, before, after) -> None:
        if ev.delta > 0:
            self.queue(self.flight(face_icon("star", 26), die_rect(2).center, self.row(ev.seat), 0.35, arc=40))

    def energy_changed(self, ev: E.EnergyChanged, before, after) -> None:
        if ev.delta > 0:
            self.queue(self.flight(face_icon("energy", 26), die_rect(1).center, self.row(ev.seat), 0.35, arc=40))

    def card_bought(self, ev: E.CardBought, before, after) -> None:
        self.queue(self.flight(power_card(ev.card, 80, 116), card_rect(ev.slot).center, self.row(ev.seat), 0.45,
                               scale_to=0.4, sound="card"))

    def card_revealed(self, ev: E.CardRevealed, before, after) -> None:
        if not CARDS[ev.card].event:
            self.queue(self.flight(market_strip(ev.card, CARD_W, CARD_H), DECK_RECT.center,
                                   card_rect(ev.slot).center, 0.35, arc=20, sound="card"))
            return
        st = self.stage

        def show() -> None:
            st.showcase, st.showcase_turn = ev.card, 0.0
            audio.play("card")

        def turn(t: float) -> None:
            st.showcase_turn = t

        def hide() -> None:
            st.showcase, st.showcase_turn = "", 1.0
        # drawn from the deck face down, turned face up, then read while it resolves
        self.queue(Tween(EVENT_TURN, turn, on_start=show, ease=linear))
        self.queue(Tween(EVENT_READ, None, on_done=hide, motion=False))

    def ally_taken(self, ev: E.AllyTaken, before, after) -> None:
        self.banner(_("A new Ally"), "")


    animations = {
        E.TurnBegan: turn_began, E.VolcanoDrop: volcano_drop, E.BossPowerUsed: boss_power, E.BossMoved: boss_moved,
        E.MonsterMoved: monster_moved, E.MinionMoved: minion_moved,
        E.MinionsActivated: minions_activated, E.MonsterHurt: monster_hurt,
        E.BossDieActivated: boss_die_activated, E.CrystalBuilt: crystal_built, E.CrystalRemoved: crystals_removed,
        E.LockedDiceCleared: locked_cleared, E.MinionArrived: minion_arrived, E.BossHealthChanged: boss_health, E.BossFameChanged: boss_fame,
        E.PylonBuilt: pylon_built, E.BossDefeated: boss_defeated, E.NextBoss: next_boss,
        E.DiceRolled: dice_rolled, E.DamageDealt: damage_dealt, E.FameChanged: fame_changed,
        E.EnergyChanged: energy_changed, E.CardBought: card_bought, E.CardRevealed: card_revealed,
        E.AllyTaken: ally_taken,
    }
    together = frozenset({E.MinionMoved, E.MinionArrived, E.MonsterHurt})
