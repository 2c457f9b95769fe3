"""Survive the Island's animations, by event type through the kit's lookup
table (game/table/animations.py): pieces travel along arcs (a Pterodactyl's
straight flight high, a Kaiju's push low), a removed tile lifts, flips and
sinks, swimmers who are eaten or drown sink away, creatures surface, banners
say what the die, a whirlpool or a volcano did, and at the end the rescued
adventurers turn face up and count up."""
from __future__ import annotations

from game.table.animations import Choreographer
from game.tween import Tween, linear
from rules.survive_the_island import content
from rules.survive_the_island import events as E
from rules.survive_the_island.common import RESCUED

from . import art
from .geometry import ADV_SIZE, CREATURE_SIZE, RAFT_SIZE, IslandGeometry
from .stage import FinalCount, IslandStage, SinkingTile

MOVE_TIME = 0.32
SINK_TIME = 1.2
#: arc heights by creature: the Pterodactyl flies high, the Kaiju wades
CREATURE_ARC = {content.PTERODACTYL: 90, content.KAIJU: 10}
DEATH_WORDS = {"eaten": "Eaten!", "volcano": "Lost in the eruption", "whirlpool": "Pulled under"}


def adventurer_image(view, p: int):
    return art.adventurer(content.COLOURS[p // content.PER_COLOUR], view.value[p], ADV_SIZE)


class IslandChoreographer(Choreographer):
    def __init__(self, anims, stage: IslandStage, geometry: IslandGeometry) -> None:
        super().__init__(anims, stage)
        self.geo = geometry

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
        self.queue(self.travel(("adv", ev.piece), adventurer_image(after, ev.piece), self.geo.centre(ev.frm), to,
                               arc=12 if ev.swim else 24))

    def raft_moved(self, ev: E.RaftMoved, before, after) -> None:
        frm, to = self.geo.centre(ev.frm), self.geo.centre(ev.to)
        group = [self.travel(("raft", ev.raft), art.raft(RAFT_SIZE), (frm[0], frm[1] + 6), (to[0], to[1] + 6), arc=6)]
        for p in range(len(after.raft_of)):
            if after.raft_of[p] == ev.raft and after.loc[p] >= 0:
                group.append(self.travel(("adv", p), adventurer_image(after, p), frm, to, arc=6, sound=None))
        self.queue(*group)

    def creature_moved(self, ev: E.CreatureMoved, before, after) -> None:
        self.queue(self.travel(("cr", ev.creature), art.creature(ev.kind, CREATURE_SIZE), self.geo.centre(ev.frm),
                               self.geo.centre(ev.to), arc=CREATURE_ARC.get(ev.kind, 20), duration=0.45,
                               sound="dice"))

    def creature_placed(self, ev: E.CreaturePlaced, before, after) -> None:
        x, y = self.geo.centre(ev.space)
        self.banner(f"A {content.CREATURE_NAMES[ev.kind]} appears!")
        self.queue(self.travel(("cr", ev.creature), art.creature(ev.kind, CREATURE_SIZE), (x, y + 30), (x, y),
                               arc=40, duration=0.5, sound="dice"))

    def creature_gone(self, ev: E.CreatureGone, before, after) -> None:
        self.queue(self.vanish(art.creature(ev.kind, CREATURE_SIZE), self.geo.centre(ev.space)))

    def displaced(self, ev: E.Displaced, before, after) -> None:
        self.queue(self.travel(("adv", ev.piece), adventurer_image(after, ev.piece), self.geo.centre(ev.frm),
                               self.geo.centre(ev.to), arc=50, duration=0.4))

    def eliminated(self, ev: E.Eliminated, before, after) -> None:
        if ev.space < 0:
            return
        self.queue(self.vanish(adventurer_image(after, ev.piece), self.geo.centre(ev.space)))

    def raft_lost(self, ev: E.RaftLost, before, after) -> None:
        if ev.space < 0:
            return
        x, y = self.geo.centre(ev.space)
        self.queue(self.vanish(art.raft(RAFT_SIZE), (x, y + 6)))

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
        self.banner("The creature die", f"It shows {ev.colour}: move a {ev.colour} creature")

    def nothing_moves(self, ev: E.NothingMoves, before, after) -> None:
        self.banner(f"No {ev.colour} creature can move")

    def volcano(self, ev: E.VolcanoErupts, before, after) -> None:
        self.banner("The volcano erupts!", f"Volcano {ev.count} of {content.VOLCANOES_TO_END}")

    def whirlpool(self, ev: E.Whirlpool, before, after) -> None:
        self.banner("Whirlpool!", "Everything on and around the tile is pulled under")

    def repellent(self, ev: E.RepellentPlayed, before, after) -> None:
        self.banner("Repellent!", f"The {content.CREATURE_NAMES.get(ev.kind, ev.kind)} turns away")

    def egg_hatched(self, ev: E.EggHatched, before, after) -> None:
        self.banner("An egg hatches!", f"A {ev.colour} creature comes out")

    def game_over(self, ev: E.GameOver, before, after) -> None:
        rows = []
        for s in range(after.n):
            rows.append([(content.COLOURS[p // content.PER_COLOUR], after.value[p])
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


