"""King of Monster Island's animations, by event type (the kit's lookup table).

The view already holds the position after the move; what is still in flight
is held back in `KomiStage` (the Boss figure while it walks, an Event card
while it is shown, the tray's dice while they tumble). The volcano drop is
VolcanoView's own tween; everything else is a kit flight or banner, so speed,
reduce motion and Space-to-skip apply to all of it."""
from __future__ import annotations

import math

import pygame

from game import audio, theme
from game.table.animations import Choreographer
from game.table.stage import Stage
from game.theme import C
from game.tween import Tween, linear
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.content import BOSS_DICE, CARDS

from .faces import crystal, face_icon, minion_token
from .figures import boss_figure
from .layout import BOSS_FIGURE, BOSS_PANEL, DECK_RECT, TOKEN, Geometry, card_rect, die_rect, monster_row
from .cards import power_card
from .volcano import Landing, VolcanoView


class KomiStage(Stage):
    """The kit's stage plus what this table holds back while it animates."""

    def __init__(self) -> None:
        super().__init__()
        self.boss_walking = False
        #: a card shown large in the middle (an Event as it resolves)
        self.showcase: str = ""
        #: the Boss Phase is being shown (the tray waits for the Monster Phase)
        self.boss_turn = False
        #: where the Boss figure still stands while its walk waits its turn (None: as the view says)
        self.boss_at: int | None = None
        #: the tray's dice tumbling (indices) and how far (0..1)
        self.tumbling: tuple[int, ...] = ()
        self.tumble_t = 1.0


def badge(text: str, colour) -> pygame.Surface:
    """A number flying across the table: "-2" Damage, "+1" Fame."""
    return theme.text_outlined(text, 26, colour, C.INK, style="display", width=2, shadow=2)


class KomiChoreographer(Choreographer):
    def __init__(self, anims, stage: KomiStage, geometry: Geometry, volcano: VolcanoView, players: int) -> None:
        super().__init__(anims, stage)
        self.geo = geometry
        self.volcano = volcano
        self.n = players

    def row(self, seat: int) -> tuple[int, int]:
        return monster_row(seat, self.n).midleft[0] + 30, monster_row(seat, self.n).centery

    # -- the Boss Phase -----------------------------------------------------------------------
    def turn_began(self, ev: E.TurnBegan, before, after) -> None:
        st = self.stage

        def begin() -> None:
            st.boss_turn = True
        if before is not None:
            st.boss_at = before.boss_zone
        self.queue(Tween(0.05, None, on_start=begin, motion=False))
        self.banner("The Boss's turn", f"Turn {ev.turn}: the Boss acts before {after.monster_name(ev.seat)}",
                    seconds=0.8)

    def finish_move(self, events) -> None:
        st = self.stage

        def end() -> None:
            st.boss_turn = False
            st.boss_at = None
        if st.boss_turn or st.boss_at is not None or any(isinstance(ev, E.TurnBegan) for ev in events):
            self.queue(Tween(0.05, None, on_done=end, motion=False))

    def volcano_drop(self, ev: E.VolcanoDrop, before, after) -> None:
        if not ev.dice:
            return
        landings = [Landing(d, z, f, BOSS_DICE[d]) for d, z, f, _icons in ev.dice]
        audio.play("dice")
        self.queue(self.volcano.drop_tween(landings, seed=sum(d * 7 + z for d, z, _f, _i in ev.dice)))

    def boss_power(self, ev: E.BossPowerUsed, before, after) -> None:
        self.banner(ev.name, "The Boss's power", seconds=0.9)

    def boss_moved(self, ev: E.BossMoved, before, after) -> None:
        st = self.stage
        steps, z = [], ev.from_zone
        while z != ev.to_zone and len(steps) < 6:
            nxt = (z + 1) % 6 if (ev.to_zone - z) % 6 <= 3 else (z - 1) % 6
            steps.append((z, nxt))
            z = nxt
        img = boss_figure(BOSS_FIGURE)

        def hide() -> None:
            st.boss_walking = True

        def show() -> None:
            st.boss_walking = False
            st.boss_at = ev.to_zone
        for i, (a, b) in enumerate(steps):
            self.queue(self.flight(img, self.geo.boss_rect(a).center, self.geo.boss_rect(b).center, 0.32,
                                   arc=18, on_start=hide, on_land=show if i == len(steps) - 1 else None,
                                   sound="click"))

    def minions_activated(self, ev: E.MinionsActivated, before, after) -> None:
        self.queue(Tween(0.25, None, motion=False))

    def monster_hurt(self, ev: E.MonsterHurt, before, after) -> None:
        if before is None:
            return
        start = self.geo.minion_rect(before.zone[ev.seat], "soldier").center if ev.cause != "boss" \
            else self.geo.boss_rect(before.boss_zone).center
        self.queue(self.flight(badge(f"-{ev.amount}", (255, 110, 96)), start, self.row(ev.seat), 0.45,
                               arc=40, sound="score"))

    def boss_die_activated(self, ev: E.BossDieActivated, before, after) -> None:
        vol = self.volcano

        def glow(t: float) -> None:
            vol.pulse[ev.die] = math.sin(math.pi * t)

        def done() -> None:
            vol.pulse.pop(ev.die, None)
        self.queue(Tween(0.35, glow, on_done=done, ease=linear, motion=False))

    def crystal_built(self, ev: E.CrystalBuilt, before, after) -> None:
        crater = self.volcano.art.crater_point()
        self.queue(self.flight(crystal(24), crater,
                               self.geo.die_space_rect(ev.zone, 0).center, 0.4, arc=50, sound="click"))

    def minion_arrived(self, ev: E.MinionArrived, before, after) -> None:
        start = (BOSS_PANEL.x + 40, BOSS_PANEL.bottom - 20)
        self.queue(self.flight(minion_token(ev.kind, TOKEN), start, self.geo.minion_rect(ev.zone, ev.kind).center,
                               0.4, arc=60, sound="click"))

    def boss_health(self, ev: E.BossHealthChanged, before, after) -> None:
        if ev.delta < 0 and before is not None:
            self.queue(self.flight(badge(f"{ev.delta}", (255, 110, 96)), self.geo.boss_rect(before.boss_zone).center,
                                   (BOSS_PANEL.x + 60, BOSS_PANEL.y + 50), 0.4, arc=30, sound="score"))

    def boss_fame(self, ev: E.BossFameChanged, before, after) -> None:
        if ev.delta > 0:
            self.queue(self.flight(face_icon("star", 28), self.volcano.art.crater_point(),
                                   (BOSS_PANEL.x + 60, BOSS_PANEL.y + 76), 0.4, arc=40, sound="score"))

    def pylon_built(self, ev: E.PylonBuilt, before, after) -> None:
        self.banner("A Pylon rises", f"Zone {ev.zone + 1}: {ev.pylons} of 3 Pylons")

    def boss_defeated(self, ev: E.BossDefeated, before, after) -> None:
        self.banner("The Boss falls!", "")

    def next_boss(self, ev: E.NextBoss, before, after) -> None:
        self.banner("A new Boss arrives", f"It lands in zone {ev.zone + 1}")

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
            self.queue(self.flight(power_card(ev.card, 80, 116), DECK_RECT.center, card_rect(ev.slot).center, 0.35,
                                   arc=20, sound="card"))
            return
        st = self.stage

        def show() -> None:
            st.showcase = ev.card
            audio.play("card")

        def hide() -> None:
            st.showcase = ""
        self.queue(Tween(1.6, None, on_start=show, on_done=hide, motion=False))

    def ally_taken(self, ev: E.AllyTaken, before, after) -> None:
        self.banner("A new Ally", "")

    animations = {
        E.TurnBegan: turn_began, E.VolcanoDrop: volcano_drop, E.BossPowerUsed: boss_power, E.BossMoved: boss_moved,
        E.MinionsActivated: minions_activated, E.MonsterHurt: monster_hurt,
        E.BossDieActivated: boss_die_activated, E.CrystalBuilt: crystal_built,
        E.MinionArrived: minion_arrived, E.BossHealthChanged: boss_health, E.BossFameChanged: boss_fame,
        E.PylonBuilt: pylon_built, E.BossDefeated: boss_defeated, E.NextBoss: next_boss,
        E.DiceRolled: dice_rolled, E.DamageDealt: damage_dealt, E.FameChanged: fame_changed,
        E.EnergyChanged: energy_changed, E.CardBought: card_bought, E.CardRevealed: card_revealed,
        E.AllyTaken: ally_taken,
    }
