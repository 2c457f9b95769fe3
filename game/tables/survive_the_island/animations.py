"""Survive the Island's animations, by event type through the kit's lookup
table (game/table/animations.py): pieces travel along arcs, a removed tile
lifts, flips and sinks, creatures surface, banners say what the die, a
whirlpool or a volcano did, and at the end the rescued adventurers turn face
up and count up. Each creature's interaction plays as it happens
(interactions.py): a Kraken's grab, jaws on swimmers, a raft overturned (a
Whale flips it), a Kaiju's stomp and shove, a Pterodactyl's straight flight
and its snatch; pieces others take away (a volcano, a whirlpool) sink away."""
from __future__ import annotations

import math

from game import audio
from game.table.animations import Choreographer
from game.screen.tween import Tween, ease_in_out_cubic, linear
from rules.core.i18n import N_, _
from rules.survive_the_island import content
from rules.survive_the_island import events as E
from rules.survive_the_island.common import RESCUED

from . import art
from . import interactions as show
from .geometry import ADV_SIZE, CREATURE_SIZE, RAFT_SIZE, IslandGeometry, held_over
from .stage import FinalCount, IslandStage, SinkingTile
from .sounds import SOUNDS

#: the creature die's banner, by the colour it shows: its title's line and what to move
DIE_SUBTITLE = {"red": N_("It shows red: move a red creature"), "green": N_("It shows green: move a green creature"),
                "blue": N_("It shows blue: move a blue creature")}
#: the banner of every turn's creature die roll
CREATURE_DIE = N_("The creature die")
#: no creature of the die's colour can move
NONE_MOVES = {"red": N_("No red creature can move"), "green": N_("No green creature can move"),
              "blue": N_("No blue creature can move")}
#: what comes out of an egg, by its colour
HATCHES = {"red": N_("A red creature comes out"), "green": N_("A green creature comes out"),
           "blue": N_("A blue creature comes out")}
#: a creature placed on the board, by its kind
APPEARS = {content.SERPENT: N_("A Sea Serpent appears!"), content.SHARK: N_("A Shark appears!"),
           content.KAIJU: N_("A Kaiju appears!"), content.KRAKEN: N_("A Kraken appears!"),
           content.PTERODACTYL: N_("A Pterodactyl appears!"), content.WHALE: N_("A Whale appears!")}
#: a Repellent played against a creature, by its kind
TURNS_AWAY = {content.SERPENT: N_("The Sea Serpent turns away"), content.SHARK: N_("The Shark turns away"),
              content.KAIJU: N_("The Kaiju turns away"), content.KRAKEN: N_("The Kraken turns away"),
              content.PTERODACTYL: N_("The Pterodactyl turns away"), content.WHALE: N_("The Whale turns away")}

MOVE_TIME = 0.32
SINK_TIME = 1.2
#: arc heights by creature: the Kaiju wades (the Pterodactyl flies straight: StraightFlight)
CREATURE_ARC = {content.KAIJU: 10}
#: seconds each interaction takes
GRAB_TIME, BITE_TIME, OVERTURN_TIME, CRUSH_TIME = 1.1, 0.8, 1.1, 0.6
STOMP_TIME, SHOVE_TIME, SNATCH_TIME = 0.55, 0.55, 0.9
#: a Pterodactyl's flight: seconds to take off and land, and a hex's flying time
FLIGHT_TIME, FLIGHT_PER_HEX = 0.3, 0.07
#: how far under its space's centre a raft is drawn
RAFT_DY = 6
#: who took an adventurer (an Eliminated event's cause) -> the creature kind
EATER_KIND = {name: kind for kind, name in content.CREATURE_NAMES.items()}


def adventurer_image(palette, view, p: int):
    """Adventurer p as the seat looking may see it, in its seat's colour (palette: art.seat_palette)."""
    return art.adventurer(palette[p // content.PER_COLOUR], view.value[p], ADV_SIZE)


class IslandChoreographer(Choreographer):
    sounds = SOUNDS

    def __init__(self, anims, stage: IslandStage, geometry: IslandGeometry, palette: tuple[str, ...]) -> None:
        super().__init__(anims, stage)
        self.geo = geometry
        self.palette = palette
        #: within one move: where a piece stands once the animations queued so far have played
        self.placed_at: dict[tuple, tuple[float, float]] = {}
        #: within one move: the pieces whose leaving the board is already queued
        self.gone: set[tuple] = set()
        #: within one move: the rafts a Kaiju's stomp already crushed
        self.crushed: set[int] = set()

    def banners(self, view) -> list[tuple[str, str]]:
        """Every turn's creature die, each colour it shows, and what it may find
        no creature to move; and each creature in play appearing (a few times a game)."""
        return ([(_(CREATURE_DIE), _(words)) for words in DIE_SUBTITLE.values()]
                + [(_(t), "") for t in NONE_MOVES.values()]
                + [(_(t), "") for kind, t in APPEARS.items() if kind in view.types])

    def play(self, events, before, after) -> None:
        self.placed_at, self.gone, self.crushed = {}, set(), set()
        super().play(events, before, after)

    # -- the helpers -----------------------------------------------------------------------
    def travel(self, key, image, frm, to, *, arc=30.0, duration=MOVE_TIME, sound="card") -> Tween:
        """A piece goes from one point to another: hidden where it now stands,
        a ghost where it was until its turn, in the air in between."""
        stage = self.stage
        ghost = (image, frm)
        stage.hidden[key] += 1
        stage.ghosts.append(ghost)

        def off() -> None:
            if ghost in stage.ghosts:
                stage.ghosts.remove(ghost)

        def landed() -> None:
            stage.hidden[key] -= 1
            if stage.hidden[key] <= 0:
                del stage.hidden[key]
        return self.flight(image, frm, to, duration, arc=arc, sound=sound, on_start=off, on_land=landed)

    def perform(self, effect, duration: float, *, hide=(), ghost=None, sound: str | None = None,
                ease=linear) -> Tween:
        """A tween that plays an interaction (interactions.py) on the stage: the
        pieces in `hide` are held back from where the view puts them until it
        ends, and `ghost` (image, pos) stands where a piece was until it starts."""
        stage = self.stage
        for key in hide:
            stage.hidden[key] += 1
        if ghost is not None:
            stage.ghosts.append(ghost)

        def begin() -> None:
            if ghost is not None and ghost in stage.ghosts:
                stage.ghosts.remove(ghost)
            stage.effects.append(effect)
            if sound:
                audio.play(sound)

        def end() -> None:
            if effect in stage.effects:
                stage.effects.remove(effect)
            for key in hide:
                stage.hidden[key] -= 1
                if stage.hidden[key] <= 0:
                    del stage.hidden[key]
        return Tween(duration, effect.update, on_start=begin, on_done=end, ease=ease)

    def stands(self, key, view, space: int) -> tuple[float, float]:
        """Where a piece stands on `space` as this move's animations reach it:
        where an earlier one left it, else where `view` draws it there, else
        the space's centre."""
        if key in self.placed_at:
            return self.placed_at[key]
        if view is not None and space >= 0 and self._on(view, key) == space:
            for sp in self.geo.spots(view):
                if sp.key == key:
                    return sp.pos
        return self.geo.centre(space)

    @staticmethod
    def _on(view, key) -> int:
        kind, n = key
        locs = {"adv": view.loc, "raft": view.raft_loc, "cr": view.cr_loc}[kind]
        return locs[n] if n < len(locs) else -1

    def held_at(self, view, key) -> int:
        """The space a lifted piece was lifted from (held over it), or -1."""
        for k, space in held_over(view) if view is not None else ():
            if k == key:
                return space
        return -1

    def held_pos(self, view, key, space: int) -> tuple[float, float]:
        for sp in self.geo.held_spots(view) if view is not None else ():
            if sp.key == key:
                return sp.pos
        x, y = self.geo.centre(space)
        return (x, y - 30)

    def vanish(self, image, pos, sound=None) -> Tween:
        """A piece leaves the board where it stands: it stays until its turn, then sinks away."""
        stage = self.stage
        ghost = (image, pos)
        stage.ghosts.append(ghost)

        def off() -> None:
            if ghost in stage.ghosts:
                stage.ghosts.remove(ghost)
        return self.flight(image, pos, (pos[0], pos[1] + 14), 0.45, arc=-6, scale_to=0.2, sound=sound,
                           on_start=off)

    # -- the handlers -----------------------------------------------------------------------
    def adventurer_moved(self, ev: E.AdventurerMoved, before, after) -> None:
        to = self.geo.centre(ev.to)
        self.queue(self.travel(("adv", ev.piece), adventurer_image(self.palette, after, ev.piece), self.geo.centre(ev.frm), to,
                               arc=12 if ev.swim else 24))
        self.placed_at[("adv", ev.piece)] = to

    def raft_moved(self, ev: E.RaftMoved, before, after) -> None:
        frm, to = self.geo.centre(ev.frm), self.geo.centre(ev.to)
        group = [self.travel(("raft", ev.raft), art.raft(RAFT_SIZE), (frm[0], frm[1] + RAFT_DY),
                             (to[0], to[1] + RAFT_DY), arc=6)]
        self.placed_at[("raft", ev.raft)] = (to[0], to[1] + RAFT_DY)
        for p in range(len(after.raft_of)):
            if after.raft_of[p] == ev.raft and after.loc[p] >= 0:
                group.append(self.travel(("adv", p), adventurer_image(self.palette, after, p), frm, to, arc=6, sound=None))
                self.placed_at[("adv", p)] = to
        self.queue(*group)

    def creature_moved(self, ev: E.CreatureMoved, before, after) -> None:
        key = ("cr", ev.creature)
        image = art.creature(ev.kind, CREATURE_SIZE)
        if ev.frm >= 0:
            frm = self.stands(key, before, ev.frm)
        else:
            # pushed on by a Kaiju: it was held over the Kaiju's space
            frm = self.held_pos(before, key, max(0, self.held_at(before, key)))
        to = self.geo.centre(ev.to)
        if ev.kind == content.PTERODACTYL:
            hexes = math.dist(frm, to) / max(1, self.geo.hex_w)
            self.queue(self.perform(show.StraightFlight(image, frm, to), FLIGHT_TIME + FLIGHT_PER_HEX * hexes,
                                    hide=[key], ghost=(image, frm), sound="dice", ease=ease_in_out_cubic))
        else:
            self.queue(self.travel(key, image, frm, to, arc=CREATURE_ARC.get(ev.kind, 20), duration=0.45,
                                   sound="dice"))
        self.placed_at[key] = to
        if ev.kind == content.KAIJU:
            self.stomp(ev, before, after, to)

    def stomp(self, ev: E.CreatureMoved, before, after, at) -> None:
        """A Kaiju came down where something was: the ground shakes as it
        crushes a raft there and lifts the rest to push them out (not while
        players are still asked for a Repellent: nothing has happened yet)."""
        if before is None:
            return
        crushed = [r for r, s in enumerate(before.raft_loc) if s == ev.to and after.raft_loc[r] < 0]
        lifted = any(space == ev.to for _key, space in held_over(after))
        if not crushed and not lifted:
            return
        group = [self.perform(show.Stomp(at), STOMP_TIME, sound="dice")]
        for r in crushed:
            raft = art.raft(RAFT_SIZE)
            where = self.stands(("raft", r), before, ev.to)
            group.append(self.perform(show.Crush(raft, where), CRUSH_TIME, ghost=(raft, where)))
            self.crushed.add(r)
        self.queue(*group)

    def creature_placed(self, ev: E.CreaturePlaced, before, after) -> None:
        x, y = self.geo.centre(ev.space)
        self.banner(_(APPEARS[ev.kind]))
        self.queue(self.travel(("cr", ev.creature), art.creature(ev.kind, CREATURE_SIZE), (x, y + 30), (x, y),
                               arc=40, duration=0.5, sound="dice"))
        self.placed_at[("cr", ev.creature)] = (x, y)

    def creature_gone(self, ev: E.CreatureGone, before, after) -> None:
        key = ("cr", ev.creature)
        self.queue(self.vanish(art.creature(ev.kind, CREATURE_SIZE), self.stands(key, before, ev.space)))

    def displaced(self, ev: E.Displaced, before, after) -> None:
        key = ("adv", ev.piece)
        piece = adventurer_image(self.palette, after, ev.piece)
        frm = self.held_pos(before, key, ev.frm)
        to = self.geo.centre(ev.to)
        kaiju = next((c for c, s in enumerate(after.cr_loc)
                      if s == ev.frm and after.cr_type[c] == content.KAIJU), -1)
        if kaiju < 0:
            self.queue(self.travel(key, piece, frm, to, arc=30, duration=0.4))
        else:
            self.queue(self.perform(show.Shove(art.creature(content.KAIJU, CREATURE_SIZE), self.geo.centre(ev.frm),
                                               piece, frm, to), SHOVE_TIME, hide=[key, ("cr", kaiju)],
                                    ghost=(piece, frm), sound="card"))
        self.placed_at[key] = to

    # -- a piece taken off the board: by whom decides how -------------------------------------
    def eliminated(self, ev: E.Eliminated, before, after) -> None:
        if ev.space < 0:
            return
        key = ("adv", ev.piece)
        image = adventurer_image(self.palette, after, ev.piece)
        at = self.stands(key, before, ev.space)
        self.gone.add(key)
        handler = self.TAKEN_BY.get(ev.cause)
        if handler is None:
            self.queue(self.vanish(image, at))
        else:
            handler(self, ev, image, at, after)

    def kraken_grab(self, ev, image, at, after) -> None:
        krakens = [self.stands(("cr", c), after, s) for c, s in enumerate(after.cr_loc)
                   if s >= 0 and after.cr_type[c] == content.KRAKEN]
        home = min(krakens, key=lambda k: math.dist(k, at)) if krakens else at
        self.queue(self.perform(show.KrakenGrab(image, at, home), GRAB_TIME, ghost=(image, at), sound="dice"))

    def bite(self, ev, image, at, after) -> None:
        kind = EATER_KIND.get(ev.cause)
        colour = art.CREATURE_FILL[content.CREATURE_COLOUR[kind]] if kind else art.PIRANHA_GREEN
        # the jaws are the creature's own: its piece dives while they bite
        self.queue(self.perform(show.Bite(image, at, colour, fin=kind == content.SHARK), BITE_TIME,
                                hide=self.actor(after, ev.space, kind), ghost=(image, at), sound="dice"))

    @staticmethod
    def actor(view, space: int, kind: str | None) -> list:
        """The creature of `kind` on `space` that acts (held back while its show plays)."""
        for c, s in enumerate(view.cr_loc):
            if s == space and view.cr_type[c] == kind:
                return [("cr", c)]
        return []

    def snatch(self, ev, image, at, after) -> None:
        ptero = [c for c, s in enumerate(after.cr_loc) if s == ev.space and after.cr_type[c] == content.PTERODACTYL]
        if not ptero:
            self.queue(self.vanish(image, at))
            return
        key = ("cr", ptero[0])
        where = self.stands(key, after, ev.space)
        self.queue(self.perform(show.Snatch(art.creature(content.PTERODACTYL, CREATURE_SIZE), image, where),
                                SNATCH_TIME, hide=[key], ghost=(image, at), sound="dice"))

    TAKEN_BY = {"Kraken": kraken_grab, "Shark": bite, "Sea Serpent": bite, "Piranhas": bite,
                "Pterodactyl": snatch}

    def raft_lost(self, ev: E.RaftLost, before, after) -> None:
        if ev.space < 0:
            return
        key = ("raft", ev.raft)
        raft = art.raft(RAFT_SIZE)
        at = self.stands(key, before, ev.space)
        if ev.cause == "Kaiju":
            if ev.raft in self.crushed:
                return                      # crushed as the Kaiju came down
            self.queue(self.perform(show.Crush(raft, at), CRUSH_TIME, ghost=(raft, at), sound="dice"))
        elif ev.cause in ("Whale", "Sea Serpent"):
            riders, hide = self.spilled(ev, before, after)
            if ev.cause == "Whale":
                hide += self.actor(after, ev.space, content.WHALE)      # its back and tail show instead
            self.queue(self.perform(show.Overturn(raft, at, riders, whale=ev.cause == "Whale"), OVERTURN_TIME,
                                    hide=hide, ghost=(raft, at), sound="dice"))
        else:
            self.queue(self.vanish(raft, at))

    def spilled(self, ev: E.RaftLost, before, after) -> tuple[list, list]:
        """The passengers thrown from an overturned raft: from their seats to
        where they swim now (or to the water, if something there takes them
        next); they are held back where they stand until they land."""
        if before is None:
            return [], []
        riders, hide = [], []
        now = {sp.key: sp.pos for sp in self.geo.spots(after)}
        x, y = self.geo.centre(ev.space)
        aboard = [p for p in range(len(before.raft_of)) if before.raft_of[p] == ev.raft]
        for k, p in enumerate(aboard):
            key = ("adv", p)
            if key in self.gone or before.loc[p] < 0:
                continue            # already taken where it sat (a Sea Serpent eats passengers first)
            seat = self.stands(key, before, ev.space)
            lands = now.get(key) or (x + (k - (len(aboard) - 1) / 2) * 16, y + 10)
            riders.append(show.Rider(adventurer_image(self.palette, after, p), seat, lands))
            hide.append(key)
            self.placed_at[key] = lands
        return riders, hide

    def rescued(self, ev: E.Rescued, before, after) -> None:
        x, y = self.geo.rescue_centres[ev.island]
        self.queue(Tween(0.01, on_done=lambda: self.stage.sparkle(x, y)))

    def tile_sunk(self, ev: E.TileSunk, before, after) -> None:
        stage = self.stage
        stage.ghost_tiles[ev.space] = ev.terrain
        show = SinkingTile(ev.space, ev.terrain, ev.back)

        def begin() -> None:
            stage.ghost_tiles.pop(ev.space, None)
            stage.sinking = show

        def end() -> None:
            if stage.sinking is show:
                stage.sinking = None
        self.queue(Tween(SINK_TIME, show.update, on_start=begin, on_done=end, ease=linear))

    def die_rolled(self, ev: E.DieRolled, before, after) -> None:
        self.banner(_(CREATURE_DIE), _(DIE_SUBTITLE[ev.colour]) if ev.colour in DIE_SUBTITLE else ev.colour)

    def nothing_moves(self, ev: E.NothingMoves, before, after) -> None:
        self.banner(_(NONE_MOVES[ev.colour]) if ev.colour in NONE_MOVES else ev.colour)

    def volcano(self, ev: E.VolcanoErupts, before, after) -> None:
        self.banner(_("The volcano erupts!"), _("Volcano {n} of {all}").format(n=ev.count,
                                                                              all=content.VOLCANOES_TO_END))

    def whirlpool(self, ev: E.Whirlpool, before, after) -> None:
        self.banner(_("Whirlpool!"), _("Everything on and around the tile is pulled under"))

    def repellent(self, ev: E.RepellentPlayed, before, after) -> None:
        self.banner(_("Repellent!"), _(TURNS_AWAY[ev.kind]) if ev.kind in TURNS_AWAY else ev.kind)

    def egg_hatched(self, ev: E.EggHatched, before, after) -> None:
        self.banner(_("An egg hatches!"), _(HATCHES[ev.colour]) if ev.colour in HATCHES else ev.colour)


    def game_over(self, ev: E.GameOver, before, after) -> None:
        rows = []
        for s in range(after.n):
            rows.append([(self.palette[p // content.PER_COLOUR], after.value[p])
                         for p in after.pieces_of(s) if after.loc[p] == RESCUED])
        show = FinalCount(rows)
        longest = max((len(r) for r in rows), default=0)

        def begin() -> None:
            self.stage.final = show
        self.queue(Tween(1.2 + 0.35 * longest, show.update, on_start=begin, ease=linear, motion=False))

    animations = {
        E.AdventurerMoved: adventurer_moved, E.RaftMoved: raft_moved, E.CreatureMoved: creature_moved,
        E.CreaturePlaced: creature_placed, E.CreatureGone: creature_gone, E.Displaced: displaced,
        E.Eliminated: eliminated, E.RaftLost: raft_lost, E.Rescued: rescued, E.TileSunk: tile_sunk,
        E.DieRolled: die_rolled, E.NothingMoves: nothing_moves, E.VolcanoErupts: volcano,
        E.Whirlpool: whirlpool, E.RepellentPlayed: repellent, E.EggHatched: egg_hatched,
        E.GameOver: game_over,
    }


