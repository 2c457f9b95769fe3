"""A stand-in for a person at the table: it chooses a move from what the screen
offers (the view of the seat looking) and makes it by clicking where the
table draws things — the pile, the food stack, the cage, the Pass button, the
cards of the hand and Play, the duel buttons — never by calling the rules."""
from __future__ import annotations

from rules.core.rng import Rng
from rules.isle_of_monsters.actions import Capture, DuelPick, Feed, Pass, PlayScare

from .conftest import button_click, click


class Clicker:
    def __init__(self, app, table, seed: int = 0, pass_weight: float = 0.15) -> None:
        self.app = app
        self.table = table
        self.rng = Rng(seed)
        self.pass_weight = pass_weight
        self.moves = 0

    def choose(self, view, seat):
        legal = view.legal_actions(seat)
        others = [a for a in legal if not isinstance(a, Pass)]
        if view.phase == "nurture" and (not others or self.rng.random() < self.pass_weight):
            return Pass()
        return self.rng.choice(others or legal)

    def act(self) -> object:
        """Makes one move for the seat whose clicks count now; returns it."""
        t = self.table
        seat = t.input_seat()
        assert seat is not None, "nobody may click now"
        view = t.view
        action = self.choose(view, seat)
        before = len(t.session.actions)
        if isinstance(action, Pass):
            button_click(self.app, t.pass_button)
        elif isinstance(action, Capture):
            click(self.app, t.pile_point(action.island))
            if len(t.session.actions) == before:
                assert t.pick == ("pile", action.island)
                click(self.app, t.cage_rect(seat, action.cage).center)
        elif isinstance(action, Feed):
            click(self.app, t.stack_rect(action.source, action.food).center)
            if len(t.session.actions) == before:     # several creatures could take it: pick one
                assert t.pick == ("food", action.source, action.food), t.message
                click(self.app, t.cage_rect(seat, action.cage).center)
        elif isinstance(action, PlayScare):
            hand = view.hand[seat]
            for card in action.cards:
                click(self.app, t.hand.click_point(hand, card))
            assert sorted(t.hand.selected) == sorted(action.cards)
            button_click(self.app, t.play_button)
        elif isinstance(action, DuelPick):
            button_click(self.app, t.duel_buttons[action.element])
        else:
            raise AssertionError(f"no way to click {action!r}")
        # computer players may choose while the cards are clicked, and move right after
        assert (seat, action) in t.session.actions[before:], f"{action} was not played: {t.message!r}"
        self.moves += 1
        return action
