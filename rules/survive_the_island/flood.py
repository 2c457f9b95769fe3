"""Rising Waters: which tile must go, and what its back does. A mixin of the state.

* Beach tiles go first, then Forest, then Mountain.
* Our ruling (from the original game): the tile must touch a water space, unless
  no tile of the required terrain does.
* A player with no adventurer left in play removes two tiles ("x2 if none").
"""
from __future__ import annotations

from rules.core.pending import push

from .events import (EggLaid, EggLost, GameOver, PiranhaPlaced, PiranhasDealt, RaftMoved,
                     RaftPlaced, TileSunk, VolcanoErupts, Whirlpool)
from .common import (LAND, PIRANHA_T, RESERVE, TERRAIN_NAME, VOLCANO_T, WATER, is_water)
from .content import (ABILITIES, BLUE, BLUE_CREATURE, EGG, GREEN, GREEN_CREATURE,
                      PIRANHA, PIRANHA_ABILITY_TILES, PIRANHA_EFFECT, RAFT,
                      VOLCANO, VOLCANOES_TO_END, WHIRLPOOL)


class FloodMixin:
    def sink_options(self) -> list[int]:
        terrain = self.terrain
        land = [s for s in range(len(terrain)) if terrain[s] in LAND]
        if not land:
            return []
        low = min(terrain[s] for s in land)
        tiles = [s for s in land if terrain[s] == low]
        nbrs = self.board.neighbours
        coast = [s for s in tiles if any(is_water(terrain[n]) for n in nbrs[s])]
        return coast or tiles

    def task_rising(self, task, events) -> None:
        count = 1 if self.in_play(self.active) else 2
        if self.sink_options():
            push(self.stack, ("sink", count))

    def sink(self, space: int, events: list) -> None:
        """Take the tile off `space`, show (or keep) its back and resolve it."""
        t = self.terrain[space]
        origin = TERRAIN_NAME[t]
        back = self.back[space]
        self.terrain[space] = WATER
        self.back[space] = ""
        seat = self.active
        events.append(TileSunk(seat, space, origin, back))
        # whoever stood on the tile now swims here
        if back in ABILITIES:
            self.hands[seat].append((back, origin, self.turn))
            return
        self.revealed.append((origin, back))
        if back == GREEN_CREATURE:
            push(self.stack, ("summon", GREEN, space, "tile"))
        elif back == BLUE_CREATURE:
            push(self.stack, ("summon", BLUE, space, "tile"))
        elif back == RAFT:
            self.raft_effect(space, events)
        elif back == WHIRLPOOL:
            events.append(Whirlpool(space))
            self.clear_space(space, "whirlpool", events)
            for n in self.board.neighbours[space]:
                if is_water(self.terrain[n]):
                    self.clear_space(n, "whirlpool", events)
        elif back == VOLCANO:
            self.clear_space(space, "volcano", events)
            self.terrain[space] = VOLCANO_T
            self.volcanoes += 1
            events.append(VolcanoErupts(space, self.volcanoes))
        elif back == PIRANHA_EFFECT:
            self.clear_space(space, "Piranhas", events)
            self.terrain[space] = PIRANHA_T
            seats = tuple((seat + i) % self.n for i in range(PIRANHA_ABILITY_TILES))
            for s in seats:
                self.hands[s].append((PIRANHA, PIRANHA, self.turn))
            events.append(PiranhasDealt(seats))
        elif back == EGG:
            push(self.stack, ("egg",))

    def raft_effect(self, space: int, events: list) -> None:
        for r, s in enumerate(self.raft_loc):
            if s == RESERVE:
                self.raft_loc[r] = space
                events.append(RaftPlaced(r, space))
                push(self.stack, ("board_check", space))
                push(self.stack, ("enter", space, (), r))
                return
        # the reserve is empty: an empty raft on the board comes here instead
        if self.empty_rafts(space):
            push(self.stack, ("raft_pick", space))

    def empty_rafts(self, space: int) -> list[int]:
        ro = self.raft_of
        return [r for r, s in enumerate(self.raft_loc) if s >= 0 and s != space and r not in ro]

    def bring_raft(self, r: int, space: int, events: list) -> None:
        events.append(RaftMoved(r, self.raft_loc[r], space))
        self.raft_loc[r] = space
        push(self.stack, ("board_check", space))
        push(self.stack, ("enter", space, (), r))

    def egg_options(self) -> list[int]:
        terrain = self.terrain
        return [s for s in range(len(terrain)) if is_water(terrain[s])]

    def lay_egg(self, space: int, events: list) -> None:
        events.append(EggLaid(self.active, space))
        if self.terrain[space] == PIRANHA_T:
            events.append(EggLost(space, "Piranhas"))
            return
        self.eggs.append((space, self.active, self.turn))

    # -- the Piranha ability ------------------------------------------------------------------
    def piranha_spaces(self) -> list[int]:
        terrain = self.terrain
        nbrs = self.board.neighbours
        return [s for s in range(len(terrain))
                if terrain[s] == WATER and any(terrain[n] == PIRANHA_T for n in nbrs[s])]

    def put_piranhas(self, space: int, events: list) -> None:
        # Our ruling: whatever is on the water space is eaten, as when the red tile turns up.
        self.clear_space(space, "Piranhas", events)
        self.terrain[space] = PIRANHA_T
        events.append(PiranhaPlaced(self.active, space))

    # -- ending ------------------------------------------------------------------------------
    def check_over(self, events: list) -> bool:
        if self.phase != "play":
            return self.phase == "over"
        reason = ""
        if self.volcanoes >= VOLCANOES_TO_END:
            reason = "volcano"
        elif not any(l >= 0 or l == -4 for l in self.loc):
            reason = "empty"
        if reason:
            self.phase = "over"
            self.over_reason = reason
            self.stack = []
            events.append(GameOver(reason))
            return True
        return False

