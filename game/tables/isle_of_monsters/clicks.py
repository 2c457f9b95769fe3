"""What a click or a key does at the Isle of Monsters table: a pile captures,
a food feeds (a second click on a cage where several could take it), the hand's
tabs and cards choose the scare play; Esc puts down what was picked up. Every
refusal says the rules' reason (targets.py asks the rules which one)."""
from __future__ import annotations

import pygame

from game import audio
from game.table.focus import KeyTarget
from rules.core.i18n import N_, _
from rules.isle_of_monsters.actions import CENTRE, Capture, Feed, Pass, PlayScare, card_name, place_name
from rules.isle_of_monsters.content import food_name

from .targets import capture_cages, capture_refusal, feed_cages, feed_refusal, has_creatures

#: the keys overlay's line for choosing all the creatures of an element (French: "de feu", "d'eau")
ALL_OF = {"fire": N_("Choose all the fire creatures"), "earth": N_("Choose all the earth creatures"),
          "water": N_("Choose all the water creatures")}


class IsleClicks:
    """The table's input, mixed into IsleOfMonstersTable (it reads the table's
    view, hand, pick and targets)."""

    def may(self, view, seat: int, kind: type) -> bool:
        """Whether `seat` may now make a move of this kind (Pass, PlayScare,
        DuelPick...): from the rules' legal actions, so the buttons and the
        clicks follow the rules, not the phase's name."""
        key = (len(self.session.actions), id(self.session.state), seat)
        if key != self._kinds_key:
            self._kinds_key = key
            self._kinds = {type(a) for a in view.legal_actions(seat)}
        return kind in self._kinds

    def board_event(self, event, view, seat) -> bool:
        if event.type == pygame.MOUSEMOTION:
            if self.may(view, seat, PlayScare):
                self.hand.hover = self.hand.card_at(view.hand[seat], event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:       # a right click puts down what was picked up
            self.pick = None
            return True
        if event.button != 1:
            return False
        if self.may(view, seat, Pass):              # the nurture phase: pass is always open
            return self.nurture_click(event.pos, view, seat)
        if self.may(view, seat, PlayScare):
            return self.scare_click(event.pos, view, seat)
        return False

    def nurture_click(self, pos, view, seat) -> bool:
        # food lies in front of the piles: it is hit first
        counts = {p: self._food_counts(view, p) for p in self.islands.geometry}
        stack = self.islands.food_at(pos, counts)
        if stack is not None:
            self.click_food(stack[0], stack[1], view, seat)
            return True
        island = self.islands.pile_at(pos)
        if island is not None:
            self.click_pile(island, view, seat)
            return True
        for geo in self.layout.seats:
            for cage, rect in enumerate(geo.cages):
                if rect.collidepoint(pos):
                    self.click_cage(geo.seat, cage, view, seat)
                    return True
        if self.pick is not None:
            self.pick = None
            return True
        return False

    def click_pile(self, island: int, view, seat: int) -> None:
        if self.pick == ("pile", island):
            self.pick = None
            return
        cages = capture_cages(view, seat, island)
        if not cages:
            self.play(capture_refusal(view, seat, island))      # says the rules' reason
            return
        if len(cages) == 1:
            self.play(Capture(island, cages[0]))
            return
        self.pick = ("pile", island)
        audio.play("click")

    def click_food(self, place: int, food: str, view, seat: int) -> None:
        if self.pick == ("food", place, food):
            self.pick = None
            return
        legal = [a for a in view.legal_actions(seat)
                 if isinstance(a, Feed) and a.source == place and a.food == food]
        if not legal:
            if not has_creatures(view, seat) and (place == CENTRE or place in view.reachable(seat)):
                self.say(_("You have no creature to feed yet: capture one first"))
                return
            self.play(feed_refusal(view, seat, place, food))     # says the rules' reason
            return
        cages = feed_cages(legal, place, food)
        if len(cages) == 1:                          # only one creature can take it: no second click
            self.play(Feed(place, food, cages[0]))
            return
        self.pick = ("food", place, food)
        audio.play("click")

    def click_cage(self, owner: int, cage: int, view, seat: int) -> None:
        if self.pick is None:
            if owner == seat and view.cages[seat][cage] is not None:
                self.say(_("To feed this creature, click a food on an island first"))
            return
        if owner != seat:
            self.say(_("Creatures go into your own cages"))
            return
        if self.pick[0] == "pile":
            self.play(Capture(self.pick[1], cage))
        else:
            __, place, food = self.pick
            self.play(Feed(place, food, cage))

    def scare_click(self, pos, view, seat) -> bool:
        hand = view.hand[seat]
        for element, rect in self.hand.group_tabs(hand):
            if rect.collidepoint(pos):
                self.hand.select_element(hand, element)
                audio.play("click")
                self._sync_buttons()
                return True
        card = self.hand.card_at(hand, pos)
        if card is not None:
            note = self.hand.toggle(card)
            if note:
                self.say(note, 2.5)
            audio.play("click")
            self._sync_buttons()
            return True
        return False

    # == keys (game/table/keys.py) =======================================================
    def key_targets(self, view) -> list[KeyTarget]:
        """What glows in the nurture phase (piles, food, then the cages once one
        is picked), or the hand's tabs and cards in the scare phase; each pressed
        by a click on a point of it nothing else covers."""
        seat = self.input_seat()
        if self.may(view, seat, Pass):
            tg = self.targets(view, seat)
            out = [KeyTarget(self.pile_rect(i), ("pile", i), _("Capture from {place}").format(place=place_name(i)),
                             self.pile_point(i)) for i in sorted(tg.piles)]
            out += [KeyTarget(self.stack_rect(p, f), ("food", p, f),
                              _("Take {food} from {place}").format(food=food_name(f, 1), place=place_name(p)))
                    for p, f in sorted(tg.stacks)]
            what = (_("Put it in cage {number}") if self.pick is not None and self.pick[0] == "pile"
                    else _("Feed the creature in cage {number}"))
            out += [KeyTarget(self.cage_rect(seat, c), ("cage", c), what.format(number=c + 1)) for c in tg.cages]
            return out
        if self.may(view, seat, PlayScare) and self.hand_shown(view):
            hand = view.hand[seat]
            out = [KeyTarget(r, ("tab", e), _(ALL_OF[e])) for e, r in self.hand.group_tabs(hand)]
            for c, _r, _t in self.hand.slots(hand):
                words = (_("Put back the {card}") if c in self.hand.selected else _("Choose the {card}")).format(
                    card=card_name(c))
                out.append(KeyTarget(self.hand.card_rect(hand, c), ("card", c), words,
                                     self.hand.click_point(hand, c)))
            return out
        return []

    def back_out(self) -> bool:
        """Esc puts down the picked pile or food, or the creatures chosen to play."""
        if self.pick is not None:
            self.pick = None
            return True
        if self.hand.selected:
            self.hand.selected = []
            self._sync_buttons()
            return True
        return False

    def key_help(self) -> list[tuple[str, str]]:
        return [(N_("Tab to a pile or food, Space"), N_("take it (with a choice of cages: then Tab to a cage)")),
                (N_("Scare phase"), N_("Tab to creatures and Space to choose them; Enter plays them")),
                (N_("Duel"), N_("Tab to Fire, Earth or Water and Space to pick it"))]

