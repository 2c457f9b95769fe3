"""The joiner: a seat's side of a game hosted elsewhere.

It says hello (versions, the rules' hash, the join code or its rejoin
token, a name), then keeps what the host sends: its seat and token, the
seats and whom everyone waits for, the position as its seat may see it
(`view`, a state the game's own from_json read back and checked), the log
of redacted events move by move, the chat. It never holds the true state;
the frame thread calls `poll()`, which drains the connection (a bounded
number of messages) and returns what changed, in order, for the table to
show. Whatever the host sends that does not follow the protocol ends the
connection with words, never an exception. No pygame here.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from rules.core.contract import Action, Event, GameState, Seat
from rules.core.i18n import _
from rules.core.registry import GameInfo, get as get_game

from . import protocol
from .protocol import (CHAT_BURST, CHAT_KEPT, CHAT_PER_SECOND, TO_HOST, TO_JOINER, Bucket, ChatLine,
                       ProtocolError, clean_text, decode, encode)
from .transport import Connection

#: messages read in one frame
PER_FRAME = 64


def reject_words(reason: str) -> str:
    """Why the host turned this app away, or ended the connection, in words."""
    words = {
        "protocol": _("the host's app speaks another version of the network protocol"),
        "version": _("the host plays another version of Monster Isles: use the same version"),
        "rules": _("the host's rules differ from this app's: use the same version"),
        "code": _("that join code is not this game's"),
        "busy": _("the host is busy: try again in a minute"),
        "full": _("every network seat of that game is taken"),
        "token": _("that seat is no longer kept for you"),
        "started": _("that game has started: only its players can come back"),
        "host_quit": _("the host closed the game"),
        "replaced": _("your seat was taken up from another connection"),
        "rate": _("this app sent too much too fast"),
        "malformed": _("this app sent messages the host could not read"),
        "silent": _("this app did not say hello in time"),
    }
    return words.get(reason, _("the connection was lost"))


@dataclass
class MoveRecord:
    seat: Seat
    events: list[Event]
    action: Action | None = None        # this seat's own moves only


@dataclass
class Update:
    """One thing that changed: "welcome", "seats", "position" (the whole
    position anew), "moves" (moves played on: `moves`), "refused" (`text`),
    "chat" (`text`, `seat`, `name`), "closed" (`text`)."""

    kind: str
    moves: list[MoveRecord] = field(default_factory=list)
    text: str = ""
    seat: Seat = -1
    name: str = ""


class Joiner:
    def __init__(self, conn: Connection, name: str, code: str = "", token: str | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.conn = conn
        self.name = name
        self.seat: Seat | None = None
        self.token = token
        self.info: GameInfo | None = None
        self.options: dict = {}
        self.started = False
        self.view: GameState | None = None
        self.move_no = 0
        self.log: list[MoveRecord] = []
        self.opening: list[Event] = []
        self.seats: list[dict] = []
        self.waiting: list[Seat] = []
        #: the chat as the host sent it (this seat's own lines come back from the host too)
        self.chat: list[ChatLine] = []
        #: the host's rate for this seat's chat, kept here too: a message it would drop
        #: unread is refused at once, with words, and not sent
        self._chat_rate = Bucket(CHAT_PER_SECOND, CHAT_BURST, clock)
        self.closed_words: str | None = None
        #: why the host turned this app away or ended it (protocol.REJECT_REASONS, CLOSE_REASONS)
        self.reason: str | None = None
        self._history: list[MoveRecord] = []
        self._history_next = 0
        conn.send(protocol.hello(protocol.normal_code(code), name, token))

    @property
    def closed(self) -> bool:
        """The connection has ended (the host said why, or it was lost): nothing goes out."""
        return self.closed_words is not None or self.conn.closed

    # -- sending -------------------------------------------------------------------------------
    def offer(self, action: Action) -> None:
        """Sends an intent: `action` at the position last received."""
        if self.view is None or self.closed_words is not None:
            return
        self.conn.send(encode("intent", TO_HOST, move=self.move_no, action=self.view.encode_action(action)))

    def undo(self) -> None:
        self.conn.send(encode("undo", TO_HOST, move=self.move_no))

    def say(self, text: str) -> bool:
        """Sends a chat message, as the host will keep it (clean_text); False
        when it is empty once cleaned, or comes faster than the host takes
        (nothing is sent then; an empty one does not use up the rate)."""
        text = clean_text(text, protocol.MAX_CHAT)
        if not text or self.closed or not self._chat_rate.take():
            return False
        self.conn.send(encode("chat", TO_HOST, text=text))
        return True

    def leave(self) -> None:
        if not self.conn.closed:
            self.conn.send(encode("bye", TO_HOST))
            self.conn.close("bye")

    # -- receiving ----------------------------------------------------------------------------------
    def poll(self) -> list[Update]:
        out: list[Update] = []
        if self.closed_words is not None:
            return out
        for text in self.conn.receive(PER_FRAME):
            try:
                got = self._take(decode(text, TO_JOINER))
            except Exception:       # a hostile host: whatever the game's own checks raise
                self.closed_words = _("the host sent something this app cannot read")
                self.conn.close("malformed")
                out.append(Update("closed", text=self.closed_words))
                return out
            if got is not None:
                out.append(got)
            if self.closed_words is not None:
                return out
        if self.conn.closed and self.closed_words is None:
            reason = self.conn.reason
            self.closed_words = (reject_words(reason) if reason in protocol.CLOSE_REASONS + protocol.REJECT_REASONS
                                 else reason or _("the connection was lost"))
            out.append(Update("closed", text=self.closed_words))
        return out

    def _take(self, msg: dict) -> Update | None:
        kind = msg["t"]
        if kind == "welcome":
            info = get_game(msg["game"])
            self.info, self.seat, self.token = info, msg["seat"], msg["token"]
            self.options, self.started = dict(msg["options"]), msg["started"]
            return Update("welcome")
        if kind in ("reject", "closed"):
            self.reason = msg["reason"]
            self.closed_words = reject_words(msg["reason"])
            self.conn.close(msg["reason"])
            return Update("closed", text=self.closed_words)
        if kind == "chat":
            # cleaned here too: a host of another make could send control characters
            text = clean_text(msg["text"], protocol.MAX_CHAT)
            if not text:
                return None
            name = clean_text(msg["name"], protocol.MAX_NAME) or "?"
            self.chat.append(ChatLine(msg["seat"], name, text))
            del self.chat[:-CHAT_KEPT]
            return Update("chat", text=text, seat=msg["seat"], name=name)
        if self.info is None:
            raise ProtocolError("a message before the welcome")
        if kind == "seats":
            self.seats, self.waiting = msg["seats"], msg["waiting"]
            return Update("seats")
        if kind == "refused":
            return Update("refused", text=msg["reason"])
        cls = self.info.load_state_class()
        if kind == "history":
            if msg["start"] == 0:
                self._history = []
            elif msg["start"] != len(self._history):
                raise ProtocolError("a history out of order")
            self._history.extend(self._records(cls, msg["moves"]))
            return None
        if kind == "position":
            if msg["log_count"] != len(self._history):
                raise ProtocolError("a position whose history is not whole")
            self.view = self._read_view(cls, msg["view"])
            self.opening = [self._event(cls, e) for e in msg["opening"]]
            self.log, self._history = self._history, []
            self.move_no = msg["move"]
            self.started = True
            return Update("position")
        if kind == "moves":
            if self.view is None:
                raise ProtocolError("moves before the position")
            records = self._records(cls, msg["moves"])
            self.view = self._read_view(cls, msg["view"])
            self.log.extend(records)
            self.move_no = msg["move"]
            return Update("moves", moves=records)
        raise ProtocolError("a message of no known kind")

    def _read_view(self, cls, data: dict) -> GameState:
        view = cls.from_json(data)
        if view.viewer != self.seat:
            raise ProtocolError("a view of another seat")
        return view

    @staticmethod
    def _event(cls, data: Any) -> Event:
        ev = cls.codec.decode(data)
        if not isinstance(ev, Event):
            raise ProtocolError("an action where an event belongs")
        return ev

    def _records(self, cls, moves: list[dict]) -> list[MoveRecord]:
        out = []
        for m in moves:
            action = None
            if m["action"] is not None:
                if m["seat"] != self.seat:
                    raise ProtocolError("another seat's action")
                action = cls.codec.decode(m["action"])
                if not isinstance(action, Action):
                    raise ProtocolError("an event where an action belongs")
            out.append(MoveRecord(m["seat"], [self._event(cls, e) for e in m["events"]], action))
        return out
