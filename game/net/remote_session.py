"""A joiner's session: the GameSession a table plays on when the game is
hosted elsewhere, as the third kind of seat's other side.

Its `state` is the joiner's view (a state with `viewer` set to its seat:
the table asks it for legal moves and refusals as it asks a true state,
and the rules answer alike); its `history` holds each move's seat and its
events as the host redacted them for this seat, never an action. Its seats
are this app's person (kind "human") and everyone else as "remote": nothing
here thinks for a computer, the host does. A move is not applied here:
`offer` sends the intent and the host's answer comes back through `pull`,
which the table calls every frame. Nothing is saved: only the host saves.
No pygame here.
"""
from __future__ import annotations

from rules.core.contract import Event, IllegalAction, Seat
from rules.core.i18n import _

from ..session import GameSession, Move, SeatConfig, TakeBack
from .joiner import Joiner, Update


def seats_of(joiner: Joiner) -> list[SeatConfig]:
    return [SeatConfig(s["name"], "human" if i == joiner.seat else "remote", "normal", i % 64,
                       network=s["kind"] == "network")
            for i, s in enumerate(joiner.seats)]


class RemoteSession(GameSession):
    remote = True

    def __init__(self, joiner: Joiner) -> None:
        if joiner.info is None or joiner.view is None:
            raise ValueError("the joiner has no position yet")
        super().__init__(joiner.info, joiner.options, 0, seats_of(joiner), joiner.view, autosave_enabled=False)
        self.joiner = joiner
        #: the seats' kinds as the host has them ("here", "network", "computer")
        self.kinds = [s["kind"] for s in joiner.seats]
        self._take_history()

    def _take_history(self) -> None:
        self.history = [Move(r.seat, r.action, list(r.events), None) for r in self.joiner.log]  # type: ignore[arg-type]

    # -- the host's answers ---------------------------------------------------------------------
    def pull(self) -> list[Update]:
        """What came from the host since the last frame, already taken in:
        the position, the moves (each appended to the history), the seats."""
        got = self.joiner.poll()
        for u in got:
            if u.kind == "position":
                self.state = self.joiner.view
                self._take_history()
            elif u.kind == "moves":
                self.state = self.joiner.view
                for r in u.moves:
                    self.history.append(Move(r.seat, r.action, list(r.events), None))  # type: ignore[arg-type]
            elif u.kind == "seats":
                for i, s in enumerate(self.joiner.seats):
                    if i < len(self.seats):
                        self.seats[i].name = s["name"]
                        self.seats[i].network = s["kind"] == "network"
                self.kinds = [s["kind"] for s in self.joiner.seats]
        return got

    @property
    def waiting(self) -> list[Seat]:
        return self.joiner.waiting

    def connected(self, seat: Seat) -> bool:
        seats = self.joiner.seats
        return seat < len(seats) and seats[seat]["connected"] and self.joiner.closed_words is None

    # -- what the table does with a session -------------------------------------------------------
    def opening_events(self) -> list[Event]:
        return list(self.joiner.opening)

    def apply(self, seat: Seat, action) -> list[Event]:
        """Sends the intent; the move comes back from the host (or its refusal)."""
        if seat != self.joiner.seat:
            raise IllegalAction(_("it is not your turn"))
        why = self.state.why_illegal(seat, action)
        if why is not None:
            raise IllegalAction(why)
        self.joiner.offer(action)
        return []

    def take_back(self) -> TakeBack | None:
        if not self.history:
            return None
        last = self.history[-1]
        if last.seat != self.joiner.seat:
            return TakeBack(last.seat, (last,), _("only your own last move can be taken back"))
        if last.action is None:          # (the host sends every seat its own moves' actions)
            return TakeBack(last.seat, (last,), _("that move is too far back to undo"))
        why = self.state.why_it_stands(last.seat, last.action, last.events)
        return TakeBack(last.seat, (last,), None if why is None else
                        _("that move {why}, so it stands").format(why=why))

    def undo(self) -> TakeBack:
        """Asks the host to take the move back; the position comes back."""
        tb = self.take_back()
        if tb is None or tb.stands is not None:
            raise IllegalAction(tb.stands if tb else "nothing to undo yet")
        self.joiner.undo()
        return tb

    def autosave(self) -> None:
        """Only the host saves."""

    def flush(self) -> None:
        pass
