"""Creatures: where each one may go, and what happens when one arrives somewhere
or something arrives on it. A mixin of the state.

Rules followed here (see reference.py for the words players read):
* Serpent and Kraken move exactly 1 water space, Shark 1-2, Whale 1-3, Kaiju 1-2
  over water and land; the Pterodactyl flies any distance in a straight line over
  anything and stops where at most one adventurer stands (never on a Volcano or a
  Kaiju).
* Nothing enters a Kaiju's space. A creature walking more than one space stops
  as soon as it enters a space where it would act (Shark: a swimmer; Whale: a
  raft; Kaiju: any piece) and dies on Piranhas.
* Interactions: Serpent - swimmers and a raft with everyone aboard; Shark and
  Kraken - swimmers; Whale - rafts (passengers swim); Pterodactyl - every
  adventurer there; Kaiju - destroys a raft and pushes every adventurer and
  creature out.
"""
from __future__ import annotations

from rules.core.pending import push

from .events import CreatureMoved, CreaturePlaced
from .common import LIFTED, PIRANHA_T, RESERVE, VOLCANO_T, is_land, is_water
from .content import (CREATURE_COLOUR, CREATURE_NAMES, KAIJU, KRAKEN, PTERODACTYL, REACH, REPELLABLE,
                      SERPENT, SHARK, TYPES_OF_COLOUR, WHALE)

#: The order in which creatures sharing a space act on something that enters it
#: when the order changes nothing; when it does, the active player chooses
#: (order_matters). Also the order the choices are offered in.
ENTER_ORDER = {WHALE: 0, SERPENT: 1, SHARK: 2, KRAKEN: 3, PTERODACTYL: 4}
#: Creatures that eat swimmers but leave a raft's passengers alone.
SWIMMER_EATERS = frozenset({SHARK, KRAKEN})


class CreaturesMixin:
    # -- where a creature may go -----------------------------------------------------
    def _stop_spaces(self, kind: str, c: int) -> set:
        """Spaces where a creature walking through must stop (it would act there)."""
        if kind == SHARK:
            loc, ro = self.loc, self.raft_of
            return {loc[p] for p in range(len(loc)) if loc[p] >= 0 and ro[p] < 0}
        if kind == WHALE:
            return set(self.raft_loc)
        if kind == KAIJU:
            cl = self.cr_loc
            return set(self.loc) | set(self.raft_loc) | {cl[o] for o in range(len(cl)) if o != c}
        return set()

    def creature_dests(self, c: int, origin: int) -> list[int]:
        """Spaces creature c may end its move on, leaving from origin."""
        kind = self.cr_type[c]
        terrain = self.terrain
        cl, ct = self.cr_loc, self.cr_type
        kaijus = {cl[o] for o in range(len(cl)) if ct[o] == KAIJU and o != c and cl[o] >= 0}
        if kind == PTERODACTYL:
            out = set()
            loc = self.loc
            for line in self.board.lines[origin]:
                for n in line:
                    if terrain[n] == VOLCANO_T or n in kaijus:
                        continue
                    if loc.count(n) <= 1:
                        out.add(n)
            return sorted(out)
        nbrs = self.board.neighbours
        land_ok = kind == KAIJU
        stops = self._stop_spaces(kind, c)
        seen = {origin}
        out = []
        frontier = [origin]
        for _ in range(REACH[kind]):
            nxt = []
            for s in frontier:
                for n in nbrs[s]:
                    if n in seen:
                        continue
                    t = terrain[n]
                    if t == VOLCANO_T or n in kaijus:
                        continue
                    if not (is_water(t) or (land_ok and is_land(t))):
                        continue
                    seen.add(n)
                    out.append(n)
                    if t != PIRANHA_T and n not in stops:
                        nxt.append(n)
            frontier = nxt
        out.sort()
        return out

    def movable_creatures(self, colour: str) -> list[int]:
        cl, ct = self.cr_loc, self.cr_type
        return [c for c in range(len(cl))
                if cl[c] >= 0 and CREATURE_COLOUR[ct[c]] == colour and self.creature_dests(c, cl[c])]

    def summon_options(self, colour: str, space: int) -> list[int]:
        """A creature of this colour for an effect tile or an egg: one from the
        reserve (one choice per type), or, when the reserve has none of the
        colour, one already on the board moves here."""
        cl, ct = self.cr_loc, self.cr_type
        out = []
        for kind in TYPES_OF_COLOUR[colour]:
            for c in range(len(cl)):
                if ct[c] == kind and cl[c] == RESERVE:
                    out.append(c)
                    break
        if out:
            return out
        return [c for c in range(len(cl))
                if cl[c] >= 0 and cl[c] != space and CREATURE_COLOUR[ct[c]] == colour]

    # -- moving and placing ----------------------------------------------------------------
    def move_creature(self, c: int, to: int, events: list, own_move: bool = True) -> None:
        """Creature c ends a move (its own, or being pushed by a Kaiju) on `to`."""
        frm = self.cr_loc[c]
        self.cr_loc[c] = to
        events.append(CreatureMoved(c, self.cr_type[c], frm, to))
        if own_move and self.cr_type[c] == KRAKEN:
            push(self.stack, ("kraken_power", c))
        push(self.stack, ("arrive", c, to))

    def summon(self, c: int, space: int, events: list) -> None:
        """A creature comes to a space by a tile or an egg."""
        if self.cr_loc[c] == RESERVE:
            events.append(CreaturePlaced(c, self.cr_type[c], space))
        else:
            events.append(CreatureMoved(c, self.cr_type[c], self.cr_loc[c], space))
        self.cr_loc[c] = space
        push(self.stack, ("arrive", c, space))

    # -- arriving ----------------------------------------------------------------------------
    def task_arrive(self, task, events) -> None:
        _, c, space = task
        if self.cr_loc[c] != space:
            return
        if self.terrain[space] == PIRANHA_T:
            self.creature_gone(c, "Piranhas", events)
            return
        if self.kaiju_at(space, besides=c) >= 0:
            # Our ruling: a creature put where a Kaiju stands is pushed on by it.
            self.cr_loc[c] = LIFTED
            push(self.stack, ("dest", c, space, 1))
            return
        if self.cr_type[c] == KAIJU:
            push(self.stack, ("crush", c, space, 0, ()))
            return
        push(self.stack, ("interact", c, space, 0, (), -1, 0))

    def task_enter(self, task, events) -> None:
        """Adventurers (or a raft with its passengers) came onto a space: the
        creatures already there act on them."""
        _, space, advs, raft = task
        if self.terrain[space] == PIRANHA_T:
            if raft >= 0 and self.raft_loc[raft] == space:
                for p in self.passengers(raft):
                    self.eliminate(p, "Piranhas", events)
                self.raft_gone(raft, "Piranhas", events)
            for p in advs:
                if self.loc[p] == space:
                    self.eliminate(p, "Piranhas", events)
            return
        k = self.kaiju_at(space)
        if k >= 0:
            push(self.stack, ("crush", k, space, 0, ()))
            return
        here = sorted(self.creatures_at(space), key=lambda o: (ENTER_ORDER[self.cr_type[o]], o))
        self.act_in_turn(space, tuple(advs), raft, tuple(here))

    # -- several creatures on the space: who acts first --------------------------------------
    def order_matters(self, space: int, advs: tuple, raft: int, here: tuple) -> bool:
        """Whether the order in which the creatures `here` act on what entered can
        change what happens. It can only when a Whale overturns a raft whose
        passengers a Shark or Kraken there would then eat: Shark (or Kraken)
        first, they are still aboard and only swim. With a Sea Serpent there the
        passengers are lost whatever the order (it eats swimmers and passengers
        alike and no Repellent turns it away); every other mix acts on the same
        adventurers whichever goes first."""
        kinds = {self.cr_type[c] for c in here if self.cr_loc[c] == space}
        if WHALE not in kinds or not kinds & SWIMMER_EATERS or SERPENT in kinds:
            return False
        if raft < 0 or self.raft_loc[raft] != space:
            return False
        return any(self.loc[p] == space for p in advs if self.raft_of[p] == raft)

    def order_choices(self, space: int, here: tuple) -> list[int]:
        """One creature of each kind still on the space (creatures of one kind act alike)."""
        out, kinds = [], set()
        for c in here:
            if self.cr_loc[c] == space and self.cr_type[c] not in kinds:
                kinds.add(self.cr_type[c])
                out.append(c)
        return out

    def act_in_turn(self, space: int, advs: tuple, raft: int, here: tuple) -> None:
        """The creatures `here` act on what entered: in the fixed order, or, where
        the order matters, the active player chooses who acts first ("The active
        player makes all these decisions, including the order of resolution" -
        Monster Pack FAQ) and then again among the rest while it still matters."""
        here = tuple(c for c in here if self.cr_loc[c] == space)
        if self.order_matters(space, advs, raft, here):
            push(self.stack, ("order", space, advs, raft, here))
            return
        for c in reversed(here):
            push(self.stack, ("interact", c, space, 1, advs, raft, 0))

    def task_act_rest(self, task, events) -> None:
        _, space, advs, raft, here = task
        self.act_in_turn(space, advs, raft, here)

    def _repel_seats(self, hit) -> tuple:
        """Seats that may answer with a Repellent: those losing adventurers who
        hold a face-down tile from the island (public knowledge), in turn order
        from the active player."""
        owners = {self.owner(p) for p in hit}
        out = []
        for i in range(self.n):
            s = (self.active + i) % self.n
            if s in owners and any(h[1] != "piranha" for h in self.hands[s]):
                out.append(s)
        return tuple(out)

    def task_interact(self, task, events) -> None:
        _, c, space, mode, advs, raft, asked = task
        if self.cr_loc[c] != space:
            return                      # driven away (Repellent) or gone
        kind = self.cr_type[c]
        loc, ro = self.loc, self.raft_of
        if mode == 0:
            advs = [p for p in range(len(loc)) if loc[p] == space]
            raft = self.raft_at(space)
        else:
            advs = [p for p in advs if loc[p] == space]
            if raft >= 0 and self.raft_loc[raft] != space:
                raft = -1
        aboard = self.passengers(raft) if raft >= 0 else []
        swimmers = [p for p in advs if ro[p] < 0]
        if kind == SERPENT:
            hit = sorted(set(swimmers) | set(aboard))
        elif kind in (SHARK, KRAKEN):
            hit = swimmers
        elif kind == WHALE:
            hit = aboard
        elif kind == PTERODACTYL:
            hit = sorted(set(advs) | set(aboard))
        else:
            return
        wrecks = raft >= 0 and kind in (SERPENT, WHALE)
        if not hit and not wrecks:
            return
        if not asked and hit and kind in REPELLABLE:
            seats = self._repel_seats(hit)
            if seats:
                push(self.stack, ("interact", c, space, mode, tuple(advs), raft, 1))
                push(self.stack, ("repel", c, space, seats))
                return
        name = self.cr_type_name(c)
        if kind == WHALE:
            self.raft_gone(raft, name, events)          # passengers now swim
            return
        for p in hit:
            self.eliminate(p, name, events)
        if wrecks:
            self.raft_gone(raft, name, events)
        if kind == PTERODACTYL and raft >= 0 and hit:
            push(self.stack, ("board_check", space))

    def cr_type_name(self, c: int) -> str:
        return CREATURE_NAMES[self.cr_type[c]]

    def task_crush(self, task, events) -> None:
        """A Kaiju arrived: it wrecks a raft and pushes everything else out.
        While players answer with a Repellent or not, the other creatures are
        held above the space (no creature ever shares a Kaiju's space); if the
        Kaiju is driven away they go back where they were."""
        _, c, space, asked, held = task
        if self.cr_loc[c] != space:
            for o in held:
                self.cr_loc[o] = space
            return
        loc = self.loc
        advs = [p for p in range(len(loc)) if loc[p] == space]
        raft = self.raft_at(space)
        others = list(held) + [o for o in self.creatures_at(space) if o != c]
        if not advs and raft < 0 and not others:
            return
        if not asked and advs:
            seats = self._repel_seats(advs)
            if seats:
                for o in others:
                    self.cr_loc[o] = LIFTED
                push(self.stack, ("crush", c, space, 1, tuple(others)))
                push(self.stack, ("repel", c, space, seats))
                return
        if raft >= 0:
            self.raft_gone(raft, "Kaiju", events)
        for p in advs:
            loc[p] = LIFTED
        for o in others:
            self.cr_loc[o] = LIFTED
        # Our ruling: the active player pushes the adventurers first, then the
        # creatures, each creature by its own movement.
        for o in reversed(others):
            push(self.stack, ("dest", o, space, 1))
        if advs:
            push(self.stack, ("displace", space, tuple(advs)))

    def displace_dests(self, space: int) -> list[int]:
        """Where a Kaiju may push an adventurer: an adjacent island tile or water
        space with no creature (not a Volcano; rescue islands are not next door)."""
        cl = self.cr_loc
        terrain = self.terrain
        return [n for n in self.board.neighbours[space]
                if terrain[n] != VOLCANO_T and n not in cl]

    def kraken_targets(self, c: int) -> list[int]:
        s = self.cr_loc[c]
        if s < 0:
            return []
        near = set(self.board.neighbours[s])
        near.add(s)
        loc = self.loc
        return [p for p in range(len(loc)) if loc[p] in near]
