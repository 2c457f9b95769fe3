"""The turn as a stack of tasks on the shared pending-decision queue
(rules/core/pending.py): automatic steps run by themselves, decisions wait for a
seat. A mixin of the state.

A task is a small tuple, e.g. ("sink", 2) or ("repel", creature, space, seats), so
the whole pending resolution saves to JSON. The top of the stack is always a
decision when a seat is asked to act. A turn starts as

    turn_end, creatures, rising, actions, hatch      (top last)

and every effect pushes what it needs on top (push B then A to run A first).
Decisions with one possible answer are taken at once, except the action phase and
Repellent (asking only those who hold one would tell everyone who does).
"""
from __future__ import annotations

from rules.core.pending import done, next_task, push

from .actions import (ActsFirst, Board, ChooseCreature, ChooseRaft, Continue, CreatureTo, DeclineRepellent,
                      DisplaceTo, EndActions, KrakenTarget, MoveAdventurer, MoveRaft, PlaceEgg,
                      PlayRepellent, SinkTile, Stop, UseCreatureDie, UseDolphin, UseMoveCreature,
                      UsePaddles, UsePiranha)
from .events import (Boarded, DieRolled, Displaced, EggHatched, NothingMoves, RepellentPlayed,
                     TurnBegins, CreatureMoved)
from .common import LIFTED, PIRANHA_T, WATER
from .content import (CREATURE_DIE, DIE_FACES, DOLPHIN, MOVEMENT_POINTS, MOVE_CREATURE,
                      PADDLES, PIRANHA, REPELLENT)

#: decisions that are never taken automatically
ALWAYS_ASK = frozenset({"actions", "repel"})


class FlowMixin:
    # -- who decides, and between what --------------------------------------------------
    def decider(self) -> int:
        task = next_task(self.stack)
        if task[0] == "repel":
            return task[3][0]
        return self.active

    def decision_options(self, task) -> list:
        kind = task[0]
        if kind == "actions":
            return self.action_phase_options()
        if kind == "repel":
            seat = task[3][0]
            if any(h[0] == REPELLENT for h in self.hands[seat]):
                return [PlayRepellent(), DeclineRepellent()]
            return [DeclineRepellent()]
        if kind == "sink":
            return [SinkTile(s) for s in self.sink_options()]
        if kind == "pick":
            return [ChooseCreature(c) for c in self.movable_creatures(task[1])]
        if kind == "summon":
            return [ChooseCreature(c) for c in self.summon_options(task[1], task[2])]
        if kind == "order":
            return [ActsFirst(c) for c in self.order_choices(task[1], task[4])]
        if kind == "dest":
            return [CreatureTo(n) for n in self.creature_dests(task[1], task[2])]
        if kind == "mc_dest":
            return [CreatureTo(n) for n in self.empty_water()]
        if kind == "kraken":
            return [KrakenTarget(p) for p in self.kraken_targets(task[1])]
        if kind == "displace":
            return [DisplaceTo(n) for n in self.displace_dests(task[1])]
        if kind == "board":
            return [Board(p) for p in self.swimmers_at(task[1])]
        if kind == "raft_pick":
            return [ChooseRaft(r) for r in self.empty_rafts(task[1])]
        if kind == "egg":
            return [PlaceEgg(s) for s in self.egg_options()]
        if kind == "paddle":
            r = task[1]
            if self.raft_loc[r] < 0:
                return []
            return [Continue(n) for n in self.raft_dests(r)] + [Stop()]
        if kind == "dolphin":
            p = task[1]
            if not self.is_swimmer(p):
                return []
            return [Continue(n) for n in self.dolphin_dests(p)] + [Stop()]
        raise AssertionError(f"unknown decision {kind}")

    # -- the loop -------------------------------------------------------------------------------
    def run(self, events: list) -> None:
        """Run automatic tasks until a seat must decide or the game ends."""
        stack = self.stack
        while True:
            if self.check_over(events):
                return
            stack = self.stack
            if not stack:
                return
            task = next_task(stack)
            auto = AUTO.get(task[0])
            if auto is not None:
                done(stack)
                auto(self, task, events)
                continue
            if task[0] in ALWAYS_ASK:
                return
            opts = self.decision_options(task)
            if len(opts) > 1:
                return
            if opts:
                self.decide(opts[0], events)
            else:
                done(stack)
                self.nothing_to_decide(task, events)

    def nothing_to_decide(self, task, events) -> None:
        kind = task[0]
        if kind == "pick":
            events.append(NothingMoves(task[1]))
        elif kind == "dest":
            c = task[1]
            # a creature pushed by a Kaiju with nowhere to go leaves the board
            if self.cr_loc[c] == LIFTED:
                self.creature_gone(c, "no room", events, space=task[2])
        elif kind == "displace":
            space, pieces = task[1], task[2]
            self.loc[pieces[0]] = space                     # for the event's record
            self.eliminate(pieces[0], "no room", events)
            if len(pieces) > 1:
                push(self.stack, ("displace", space, pieces[1:]))

    def decide(self, action, events: list) -> None:
        task = next_task(self.stack)
        DECIDE[task[0]](self, task, action, events)

    # -- turn flow ---------------------------------------------------------------------------------
    def begin_turn(self, seat: int, events: list) -> None:
        self.active = seat
        self.turn += 1
        self.mp = MOVEMENT_POINTS
        self.swam = [0] * len(self.swam)
        events.append(TurnBegins(seat, self.turn))
        self.stack = [("turn_end",), ("creatures",), ("rising",), ("actions",), ("hatch",)]

    def task_turn_end(self, task, events) -> None:
        self.begin_turn((self.active + 1) % self.n, events)

    def task_creatures(self, task, events) -> None:
        self.roll_and_pick(events)

    def roll_and_pick(self, events) -> None:
        colour = DIE_FACES[self.rng.randrange(len(DIE_FACES))]
        events.append(DieRolled(colour))
        push(self.stack, ("pick", colour))

    def task_hatch(self, task, events) -> None:
        """At the start of its layer's action phase an egg hatches."""
        for i, (space, owner, turn) in enumerate(self.eggs):
            if owner == self.active and turn < self.turn:
                del self.eggs[i]
                colour = DIE_FACES[self.rng.randrange(len(DIE_FACES))]
                events.append(DieRolled(colour))
                events.append(EggHatched(space, colour))
                push(self.stack, ("hatch",))
                push(self.stack, ("summon", colour, space, "egg"))
                return

    def task_board_check(self, task, events) -> None:
        self.board_check(task[1], events)

    def task_kraken_power(self, task, events) -> None:
        if self.kraken_targets(task[1]):
            push(self.stack, ("kraken", task[1]))

    # -- decisions ----------------------------------------------------------------------------------
    def decide_actions(self, task, action, events) -> None:
        seat = self.active
        t = type(action)
        if t is MoveAdventurer:
            self.mp -= 1
            self.move_adventurer(action.piece, action.to, events)
        elif t is MoveRaft:
            self.mp -= 1
            self.move_raft(action.raft, action.to, events)
        elif t is EndActions:
            done(self.stack)
        elif t is UsePaddles:
            self.use_tile(seat, PADDLES, events)
            push(self.stack, ("paddle", action.raft))
            self.move_raft(action.raft, action.to, events)
        elif t is UseDolphin:
            self.use_tile(seat, DOLPHIN, events)
            push(self.stack, ("dolphin", action.piece))
            self.move_adventurer(action.piece, action.to, events, dolphin=True)
        elif t is UseMoveCreature:
            self.use_tile(seat, MOVE_CREATURE, events)
            push(self.stack, ("mc_dest", action.creature))
        elif t is UseCreatureDie:
            self.use_tile(seat, CREATURE_DIE, events)
            self.roll_and_pick(events)
        elif t is UsePiranha:
            self.use_tile(seat, PIRANHA, events)
            self.put_piranhas(action.space, events)
        else:
            raise AssertionError(f"{action} in the action phase")

    def decide_repel(self, task, action, events) -> None:
        _, c, space, seats = task
        done(self.stack)
        if isinstance(action, PlayRepellent):
            self.use_tile(seats[0], REPELLENT, events, any_turn=True)
            events.append(RepellentPlayed(seats[0], c, self.cr_type[c]))
            self.creature_gone(c, "Repellent", events)
        elif len(seats) > 1:
            push(self.stack, ("repel", c, space, seats[1:]))

    def decide_sink(self, task, action, events) -> None:
        done(self.stack)
        if task[1] > 1:
            push(self.stack, ("sink", task[1] - 1))
        self.sink(action.space, events)

    def decide_pick(self, task, action, events) -> None:
        done(self.stack)
        c = action.creature
        push(self.stack, ("dest", c, self.cr_loc[c], 0))

    def decide_summon(self, task, action, events) -> None:
        done(self.stack)
        self.summon(action.creature, task[2], events)

    def decide_order(self, task, action, events) -> None:
        _, space, advs, raft, here = task
        done(self.stack)
        c = action.creature
        rest = tuple(o for o in here if o != c)
        push(self.stack, ("interact", c, space, 1, advs, raft, 0), ("act_rest", space, advs, raft, rest))

    def decide_dest(self, task, action, events) -> None:
        done(self.stack)
        self.move_creature(task[1], action.to, events)

    def decide_mc_dest(self, task, action, events) -> None:
        done(self.stack)
        c = task[1]
        events.append(CreatureMoved(c, self.cr_type[c], self.cr_loc[c], action.to))
        self.cr_loc[c] = action.to
        if self.terrain[action.to] == PIRANHA_T:
            self.creature_gone(c, "Piranhas", events)

    def decide_kraken(self, task, action, events) -> None:
        done(self.stack)
        p = action.piece
        space, r = self.loc[p], self.raft_of[p]
        self.eliminate(p, "Kraken", events)
        if r >= 0:
            push(self.stack, ("board_check", space))

    def decide_displace(self, task, action, events) -> None:
        _, space, pieces = task
        done(self.stack)
        if len(pieces) > 1:
            push(self.stack, ("displace", space, pieces[1:]))
        p, to = pieces[0], action.to
        self.loc[p] = to
        self.raft_of[p] = -1
        events.append(Displaced(p, space, to))
        if self.terrain[to] == PIRANHA_T:
            self.eliminate(p, "Piranhas", events)
        elif self.terrain[to] == WATER:
            r = self.raft_at(to)
            if r >= 0 and self.free_seats(r) > 0:
                self.raft_of[p] = r
                events.append(Boarded(p, r))

    def decide_board(self, task, action, events) -> None:
        done(self.stack)
        r = self.raft_at(task[1])
        self.raft_of[action.piece] = r
        events.append(Boarded(action.piece, r))
        push(self.stack, ("board_check", task[1]))

    def decide_raft_pick(self, task, action, events) -> None:
        done(self.stack)
        self.bring_raft(action.raft, task[1], events)

    def decide_egg(self, task, action, events) -> None:
        done(self.stack)
        self.lay_egg(action.space, events)

    def decide_paddle(self, task, action, events) -> None:
        done(self.stack)
        if isinstance(action, Continue):
            self.move_raft(task[1], action.to, events)

    def decide_dolphin(self, task, action, events) -> None:
        done(self.stack)
        if isinstance(action, Continue):
            self.move_adventurer(task[1], action.to, events, dolphin=True)


AUTO = {
    "turn_end": FlowMixin.task_turn_end,
    "creatures": FlowMixin.task_creatures,
    "rising": lambda self, task, events: self.task_rising(task, events),
    "hatch": FlowMixin.task_hatch,
    "board_check": FlowMixin.task_board_check,
    "kraken_power": FlowMixin.task_kraken_power,
    "arrive": lambda self, task, events: self.task_arrive(task, events),
    "enter": lambda self, task, events: self.task_enter(task, events),
    "interact": lambda self, task, events: self.task_interact(task, events),
    "act_rest": lambda self, task, events: self.task_act_rest(task, events),
    "crush": lambda self, task, events: self.task_crush(task, events),
}

DECIDE = {
    "actions": FlowMixin.decide_actions,
    "repel": FlowMixin.decide_repel,
    "sink": FlowMixin.decide_sink,
    "pick": FlowMixin.decide_pick,
    "summon": FlowMixin.decide_summon,
    "order": FlowMixin.decide_order,
    "dest": FlowMixin.decide_dest,
    "mc_dest": FlowMixin.decide_mc_dest,
    "kraken": FlowMixin.decide_kraken,
    "displace": FlowMixin.decide_displace,
    "board": FlowMixin.decide_board,
    "raft_pick": FlowMixin.decide_raft_pick,
    "egg": FlowMixin.decide_egg,
    "paddle": FlowMixin.decide_paddle,
    "dolphin": FlowMixin.decide_dolphin,
}
