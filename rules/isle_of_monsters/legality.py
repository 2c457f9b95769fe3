"""Isle of Monsters' legality: the actions a seat may take now, and why any
other is refused, in words.
"""
from __future__ import annotations


from rules.core import Action
from rules.core.i18n import _

from . import scare
from .actions import CENTRE, Capture, DuelPick, Feed, Pass, PlayScare, place_name
from .content import CAGES_PER_BOARD, CARDS, ELEMENTS, FOOD_INDEX, FOODS, food_name
from .geometry import board_nearest


class Legality:
    """legal_actions and why_illegal (a mixin of IsleOfMonstersState)."""

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "nurture":
            return self._nurture_actions(seat)
        if self.phase == "scare":
            return [PlayScare(p) for p in scare.scare_plays(self.hand[seat])]
        return [DuelPick(e) for e in ELEMENTS]

    def _nurture_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        islands = self.reachable(seat)
        cages = self.cages[seat]
        fed = self.fed[seat]
        two = self.n == 2
        for island in islands:
            if not self.piles[island]:
                continue
            for cage in self.allowed_cages(seat, island):
                if cages[cage] is None:
                    out.append(Capture(island, cage))   # cages are alike: list the first empty one
                    break
        # empty spaces per cage, worked out once
        hungry = []
        for cage, card in enumerate(cages):
            if card is not None:
                need = CARDS[card].needs
                f = fed[cage]
                hungry.append((cage, need[0] - f[0], need[1] - f[1], need[2] - f[2]))
        if not hungry:
            out.append(Pass())
            return out
        for source in (CENTRE,) + islands:
            food = self.centre if source == CENTRE else self.island_food[source]
            board = board_nearest(seat, source, self.n) if two and source != CENTRE else -1
            for fi in range(3):
                if not food[fi]:
                    continue
                name = FOODS[fi]
                for h in hungry:
                    if h[fi + 1] > 0 and (board < 0 or h[0] // CAGES_PER_BOARD == board):
                        out.append(Feed(source, name, h[0]))
        out.append(Pass())
        return out

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if self.is_over():
            return _("the game is over")
        if self.phase == "nurture":
            if seat != self.turn:
                return _("it is not your turn")
            if isinstance(action, Pass):
                return None
            if isinstance(action, Capture):
                return self._capture_problem(seat, action)
            if isinstance(action, Feed):
                return self._feed_problem(seat, action)
            return _("in the nurture phase you capture, feed or pass")
        if self.phase == "scare":
            if not isinstance(action, PlayScare):
                return _("in the scare phase you choose creatures to play")
            if not 0 <= seat < self.n or not self.hand[seat]:
                return _("you have no creatures to play")
            if self.committed[seat]:
                return _("you have already chosen")
            return scare.play_problem(self.hand[seat], action.cards)
        if self.phase == "duel":
            if seat not in self.duel_seats:
                return _("only the tied players take part in the duel")
            if self.duel_committed[seat]:
                return _("you have already chosen")
            if not isinstance(action, DuelPick) or action.element not in ELEMENTS:
                return _("pick fire, earth or water")
            return None
        return _("the game is over")

    def _capture_problem(self, seat: int, act: Capture) -> str | None:
        if act.island not in self.reachable(seat):
            return _("you can only capture from the two outer islands beside you")
        if not self.piles[act.island]:
            return _("there is no creature left on that island")
        if not 0 <= act.cage < len(self.cages[seat]):
            return _("there is no such cage")
        allowed = self.allowed_cages(seat, act.island)
        if not any(self.cages[seat][c] is None for c in allowed):
            if len(self.cages[seat]) > len(allowed):
                return _("the cage board nearest that island is full")
            return _("your cages are full")
        if self.cages[seat][act.cage] is not None:
            return _("that cage is full")
        if act.cage not in allowed:
            return _("a creature goes to the cage board nearest the island it came from")
        return None

    def _feed_problem(self, seat: int, act: Feed) -> str | None:
        if act.food not in FOOD_INDEX:
            return _("there is no such food")
        if act.source != CENTRE and act.source not in self.reachable(seat):
            return _("you can only take food from the centre or the two outer islands beside you")
        fi = FOOD_INDEX[act.food]
        name = food_name(act.food)
        if not self.food_at(act.source)[fi]:
            return _("there is no {food} on {place}").format(food=name, place=place_name(act.source))
        if not 0 <= act.cage < len(self.cages[seat]):
            return _("there is no such cage")
        allowed = self.allowed_cages(seat, act.source)
        if not any(self.cages[seat][c] is not None and self.empty_spaces(seat, c)[fi] > 0 for c in allowed):
            if len(self.cages[seat]) > len(allowed):
                return _("none of your creatures on the cage board nearest that island has an empty {food} "
                         "space").format(food=name)
            return _("none of your creatures has an empty {food} space").format(food=name)
        card = self.cages[seat][act.cage]
        if card is None:
            return _("that cage is empty")
        if act.cage not in allowed:
            return _("food from an outer island feeds only the cage board nearest it")
        if self.empty_spaces(seat, act.cage)[fi] <= 0:
            return _("that creature has no empty {food} space").format(food=name)
        return None
