"""Undo at the table: the Undo button in the top bar takes back the last move a
person made, together with the computer moves that answered it (the computer
moves at once, so a person's move alone is seldom the last one), while none of
them stands by the rules (`session.take_back()`, which asks the contract's
`why_it_stands`: by default, while nothing was revealed).

In hot-seat the move is the person's who made it, named on the button's
tooltip, and is offered until the next person acts, while the screen shows
nothing private to someone else (else the mover would see it). The button shows
only when it can act, and its tooltip says what it takes back.

`UndoControl` is a part of TableScene (game/table/scene.py); it expects the
scene's `session`, `viewer`, `anims`, `undo_button`, `needs_curtain(seat)` and
`say(text)`.
"""
from __future__ import annotations

from rules.core.i18n import _, ngettext

from ..session import TakeBack
from ..screen.theme import sentence
from .words import and_list


class UndoControl:
    def undo_offer(self) -> tuple[TakeBack | None, str | None]:
        """What Undo would take back now, and why it may not (None: it may)."""
        tb = self.session.take_back()
        if tb is None:
            return None, _("Nothing to undo yet")

        if tb.stands is not None:
            return tb, sentence(tb.stands)
        viewer = self.viewer
        if viewer is not None and viewer != tb.seat and self.needs_curtain(viewer):
            names = self.session.names
            return tb, _("{viewer}'s own view is on screen: only {mover} could take back {mover}'s move").format(
                viewer=names[viewer], mover=names[tb.seat])
        return tb, None

    def undo_words(self, tb: TakeBack) -> str:
        """The tooltip: what one Undo takes back, in words. Another person's
        move is named but not described (it may have been a secret choice)."""
        names = self.session.names
        humans = len(self.session.human_seats())
        mine = tb.seat == self.viewer or humans == 1
        computers = list(dict.fromkeys(names[m.seat] for m in tb.computer_moves))
        n = len(tb.computer_moves)
        if mine and computers:
            what = ngettext("Take back your last move ({move}) and the move {who} made after it",
                            "Take back your last move ({move}) and the {n} moves {who} made after it", n)
        elif mine:
            what = _("Take back your last move ({move})")
        elif computers:
            what = ngettext("Take back {name}'s last move and the move {who} made after it",
                            "Take back {name}'s last move and the {n} moves {who} made after it", n)
        else:
            what = _("Take back {name}'s last move")
        return what.format(move=tb.moves[0].action.label(), name=names[tb.seat], who=and_list(computers), n=n)

    def _refresh_undo(self) -> None:
        tb, why = self.undo_offer()
        button = self.undo_button
        if why is None:
            button.set_enabled(True)
            button.tooltip = self.undo_words(tb)
        else:
            button.set_enabled(False, why)
            button.tooltip = None
        button.visible = why is None        # it shows only when it can act

    def undo(self) -> None:
        tb, why = self.undo_offer()
        if why is not None:
            self._refresh_undo()
            return
        if self.anims.busy:
            self.anims.skip()               # what is in flight lands first, then goes back
        looking = self.viewer
        self.session.undo()
        self._view_key = None
        self._thinker = None
        self._ai_wait = self.scaled_ai_pause()
        self.on_undo()
        self._refresh_undo()
        self.say(self.taken_back_words(tb, looking), 2.0)

    def taken_back_words(self, tb: TakeBack, looking) -> str:
        """What the message over the board says once moves went back; another
        person's move is named, so nobody's move goes back unnoticed."""
        n = len(tb.moves)
        if tb.seat == looking or len(self.session.human_seats()) == 1:
            return ngettext("Move taken back", "{n} moves taken back", n).format(n=n)
        name = self.session.names[tb.seat]
        if n == 1:
            return _("{name}'s move taken back").format(name=name)
        return ngettext("{name}'s move and the computer move after it taken back",
                        "{name}'s move and the {n} computer moves after it taken back", n - 1).format(name=name, n=n - 1)


    def on_undo(self) -> None:
        """Hook: moves were taken back (clear selections)."""
