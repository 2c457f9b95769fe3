"""The words the Isle of Monsters table says to the player: what they may do now
(only what the rules allow: capture, feed, pass; the scare play; the duel), or
whom the table waits for, and where those words stand."""
from __future__ import annotations

import pygame

from game.table.hints import hint_pill
from game.table.words import and_list
from rules.core.i18n import N_, _, pgettext
from rules.isle_of_monsters.actions import card_name
from rules.isle_of_monsters.content import food_name

from .hand import HAND_TRAY

#: The nurture prompt names only what the player may do now: (may capture, may feed) -> words
#: ({who}: "Your turn", or a name in hot-seat). Passing is always allowed.
NURTURE_CHOICES = {
    (True, True): N_("{who}: capture a creature, feed one, or pass"),
    (True, False): N_("{who}: capture a creature or pass"),
    (False, True): N_("{who}: feed a creature or pass"),
    (False, False): N_("{who}: pass (nothing can be captured or fed)"),
}


class IslePrompts:
    """The hint, mixed into IsleOfMonstersTable."""

    def hint_anchor(self, view) -> tuple[int, int]:
        """The foot of the words to the player: above the home seat, or above
        the hand while it is shown."""
        x, y = self.layout.hint
        if self.hand_shown(view):
            y = HAND_TRAY.top - 6
        return (x, y)

    def prompt_rects(self) -> list[pygame.Rect]:
        """The words to the player (the hint), which a large view never covers."""
        view = self.view
        text = self.hint_text(view, self.input_seat())
        hint = [hint_pill(text).get_rect(midbottom=self.hint_anchor(view))] if text and not self.message else []
        return super().prompt_rects() + hint

    def message_anchor(self) -> tuple[int, int]:
        """A message takes the hint's place (in the middle of the board, clear
        of the seat and the hand; the kit moves it clear of the buttons)."""
        return self.hint_anchor(self.view)

    def draw_hint(self, surface, view, seat) -> None:
        text = self.hint_text(view, seat)
        if not text or self.message:        # a message stands in the hint's place
            return
        img = hint_pill(text)
        surface.blit(img, img.get_rect(midbottom=self.hint_anchor(view)))

    def hint_text(self, view, seat) -> str:
        if self.anims.busy or self.session.is_over():
            return ""
        if seat is None:
            if view.phase == "scare" and self.looking() is not None and view.committed[self.looking()]:
                waiting = [self.session.names[s] for s in view.to_act()]
                if waiting and self.replaying:      # watched, not played: nobody is waited for
                    return _("{name} has chosen; {names} still to choose").format(
                        name=self.session.names[self.looking()], names=and_list(waiting))
                if waiting:
                    return _("Your creatures are chosen. Waiting for {names}").format(names=and_list(waiting))
            return ""
        who = (pgettext("prompt", "Your turn") if len(self.session.human_seats()) < 2
               else _("{name}, your turn").format(name=self.session.names[seat]))
        if view.phase == "nurture":
            if self.pick is None:
                tg = self.targets(view, seat)
                return _(NURTURE_CHOICES[bool(tg.piles), bool(tg.stacks)]).format(who=who)
            if self.pick[0] == "pile":
                pile = view.piles[self.pick[1]]
                return _("Choose an empty cage for the {card}").format(card=card_name(pile[-1]))
            return _("Choose a creature with an empty {food} space").format(food=food_name(self.pick[2]))
        if view.phase == "scare":
            return _("{who}: choose creatures of one element, then Play").format(who=who)
        if view.phase == "duel":
            return _("{who}: pick an element for the duel").format(who=who)

        return ""
