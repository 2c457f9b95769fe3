"""A stand-in for a person at the Survive the Island table: it chooses a move
among the rules' legal actions for the seat looking and makes it by clicking
where the table draws things (the tray, the hexes, the pieces, the prompt's
buttons), never by calling the rules."""
from __future__ import annotations

from rules.core.rng import Rng
from rules.survive_the_island import actions as A
from rules.survive_the_island import content

from .conftest import click

#: ability actions: the button pressed first
MODE_BUTTON = {A.UsePaddles: "Paddles", A.UseDolphin: "Dolphin", A.UseMoveCreature: "Move a Creature",
               A.UsePiranha: "Piranha"}
SPACE_OF = {A.PlaceRaft: "space", A.SinkTile: "space", A.CreatureTo: "to", A.DisplaceTo: "to",
            A.PlaceEgg: "space", A.Continue: "to", A.UsePiranha: "space"}
BUTTON_OF = {A.EndActions: "End actions", A.Stop: "Stop here", A.PlayRepellent: "Play Repellent",
             A.DeclineRepellent: "No Repellent", A.UseCreatureDie: "Creature Die"}


class Clicker:
    def __init__(self, app, table, seed: int = 0, end_weight: float = 0.1) -> None:
        self.app = app
        self.table = table
        self.rng = Rng(seed)
        self.end_weight = end_weight
        self.moves = 0
        self.kinds: set = set()

    def choose(self, view, seat):
        legal = view.legal_actions(seat)
        others = [a for a in legal if not isinstance(a, A.EndActions)]
        if not others or (len(others) < len(legal) and self.rng.random() < self.end_weight):
            return A.EndActions() if len(others) < len(legal) else self.rng.choice(legal)
        # a rescue is worth taking when offered (games end sooner and score)
        home = [a for a in others if isinstance(a, A.MoveAdventurer) and a.to >= view.board.rescue_base]
        return self.rng.choice(home or others)

    # -- where things are --------------------------------------------------------------
    def spot(self, key):
        t = self.table
        view = t.view
        for sp in t.geo.spots(view):
            if sp.key == key:
                return t.geo.raft_handle(sp) if key[0] == "raft" else sp.pos
        raise AssertionError(f"{key} is not drawn")

    def button(self, words: str):
        for b in self.table._buttons:
            if b.label == words:
                return b
        raise AssertionError(f"no {words!r} button: {[b.label for b in self.table._buttons]}")

    def press(self, words: str) -> None:
        b = self.button(words)
        click(self.app, b.rect.center)

    def drop(self) -> None:
        if self.table.selected is not None:
            click(self.app, (20, 700), button=3)

    def pick_up(self, key) -> None:
        if self.table.selected != key:
            self.drop()
            click(self.app, self.spot(key))
        assert self.table.selected == key, f"{key} was not picked up: {self.table.message!r}"

    # -- acting --------------------------------------------------------------------------
    def act(self):
        """Makes one move for the seat whose clicks count now; returns it."""
        t = self.table
        seat = t.input_seat()
        assert seat is not None, "nobody may click now"
        view = t.view
        action = self.choose(view, seat)
        before = len(t.session.actions)
        kind = type(action)
        g = t.geo
        if kind is A.PlaceAdventurer:
            rect = dict(t.tray_rects(t.current_choices()))[(action.colour, action.value)]
            click(self.app, rect.center)
            click(self.app, g.centre(action.space))
        elif kind is A.MoveAdventurer:
            self.pick_up(("adv", action.piece))
            click(self.app, g.centre(action.to))
        elif kind is A.MoveRaft:
            self.pick_up(("raft", action.raft))
            click(self.app, g.centre(action.to))
        elif kind in (A.UsePaddles, A.UseDolphin):
            self.drop()
            self.press(MODE_BUTTON[kind])
            key = ("raft", action.raft) if kind is A.UsePaddles else ("adv", action.piece)
            click(self.app, self.spot(key))
            assert t.selected == key
            click(self.app, g.centre(action.to))
        elif kind is A.UseMoveCreature:
            self.drop()
            self.press(MODE_BUTTON[kind])
            click(self.app, self.spot(("cr", action.creature)))
        elif kind is A.UsePiranha:
            self.drop()
            self.press(MODE_BUTTON[kind])
            click(self.app, g.centre(action.space))
        elif kind in SPACE_OF:
            click(self.app, g.centre(getattr(action, SPACE_OF[kind])))
        elif kind in (A.Board, A.KrakenTarget):
            click(self.app, self.spot(("adv", action.piece)))
        elif kind is A.ActsFirst:
            click(self.app, self.spot(("cr", action.creature)))
        elif kind is A.ChooseRaft:
            click(self.app, self.spot(("raft", action.raft)))
        elif kind is A.ChooseCreature:
            if view.cr_loc[action.creature] >= 0 and ("cr", action.creature) in t.current_choices().pieces:
                click(self.app, self.spot(("cr", action.creature)))
            else:
                self.press(content.CREATURE_NAMES[view.cr_type[action.creature]])
        elif kind in BUTTON_OF:
            self.drop()
            self.press(BUTTON_OF[kind])
        else:
            raise AssertionError(f"no way to click {action!r}")
        played = t.session.actions[before:]
        assert played and played[0][0] == seat, f"{action} was not played: {t.message!r}"
        if kind is A.ChooseCreature and not view.cr_loc[action.creature] >= 0:
            # a button names the type: any piece of that type in reserve is the same choice
            assert view.cr_type[played[0][1].creature] == view.cr_type[action.creature]
        else:
            assert played[0][1] == action, f"{played[0][1]} was played for {action}"
        self.moves += 1
        self.kinds.add(kind)
        return action
