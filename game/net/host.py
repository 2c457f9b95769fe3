"""The host: the one GameSession's keeper, between it and the joiners.

The frame thread calls `pump()` once a frame: it takes the connections and
messages that came (bounded numbers of each), answers them, and sends every
joined seat what changed in the session since the last pump, whoever made
the change (a joiner's intent, a person at the host's screen, a computer
player, an Undo).

What holds:

- A joiner's message is checked against the schema (protocol.py) before
  anything reads it; a connection sending faster than MESSAGES_PER_SECOND, or
  too many broken messages, is cut off. Nothing a joiner sends changes the
  game but a legal move of its own seat, or an Undo of its own last move.
- An intent is an action the joiner was offered and the move number it saw.
  A number from the future, one older than the position (but for a secret
  simultaneous step the seat has not yet chosen in), or one the seat already
  moved at, is dropped without an answer: a stale or repeated intent. Any
  other is checked (legal_actions, the game's refusal code): refused with the
  refusal's words, as the seat's own view gives them (no words from the true
  state, so none can hint at hidden values), or applied.
- Each seat is sent only `state.view(seat)` and the move records made of its
  redacted events (`Event.redact(seat)`), with the action of its own moves
  only: never the seed, the rng, the true state or another seat's actions
  (a secret choice is an action). `seat_records` and
  `seat_view` are the only places a seat's bytes are made.
- Join codes: one try a connection; tries are rate-limited for the whole
  host (CODE_TRIES_PER_MINUTE), right or wrong, before the code is compared.
  A seat once joined is rejoined by its token only (kept by the joiner's
  app), which gives the whole position at once.
No pygame here.
"""
from __future__ import annotations

import hmac
import secrets
import time
from dataclasses import dataclass
from typing import Callable

from rules.core.contract import CorruptState, Event, IllegalAction, Seat
from rules.core.i18n import _

from ..session import GameSession, Move
from ..version import VERSION
from . import protocol
from .protocol import (CHAT_BURST, CHAT_KEPT, CHAT_PER_SECOND, TO_HOST, TO_JOINER, Bucket, ChatLine,  # noqa: F401
                       ProtocolError, clean_text, decode, encode)
from .transport import Connection, Listener

MESSAGES_PER_SECOND = 30.0
MESSAGE_BURST = 60.0
#: broken messages a connection may send before it is cut off
BROKEN_LIMIT = 20
#: messages taken from one connection in one frame
PER_FRAME = 32
#: new connections taken in one frame; joined connections at once
ACCEPT_PER_FRAME = 8
MAX_PEERS = 24
#: a connection must say hello within this many seconds
HELLO_WITHIN = 10.0
CODE_TRIES_PER_MINUTE = 6.0
CODE_BURST = 6.0
#: a history message is cut to stay under this many bytes
HISTORY_CHUNK = 40 * 1024


@dataclass
class _Peer:
    conn: Connection
    since: float
    bucket: Bucket
    chat: Bucket
    seat: Seat | None = None
    broken: int = 0
    said_hello: bool = False


class Host:
    def __init__(self, session: GameSession, listener: Listener, *, code: str | None = None,
                 clock: Callable[[], float] = time.monotonic, started: bool = False) -> None:
        self.session = session
        self.listener = listener
        self.code = code or protocol.new_code()
        self.clock = clock
        self.peers: list[_Peer] = []
        self._code_tries = Bucket(CODE_TRIES_PER_MINUTE / 60.0, CODE_BURST, clock)
        made = False
        for cfg in session.seats:
            if cfg.network and not cfg.token:
                cfg.token = secrets.token_urlsafe(18)
                made = True
        if made:
            session.seats_changed()       # the save keeps the tokens: a reloaded game knows its people
        #: the seats a joiner has sat at (a seat once taken is rejoined by its token only)
        self.joined: set[Seat] = set()
        self.started = started
        #: the position's number: one more at every change (a move or moves, an Undo)
        self.move_no = 0
        self._sent: list[Move] = list(session.history)
        self._reset_at = 0                       # the number of the last Undo or reload
        self._moved_at: dict[Seat, int] = {}     # each seat's newest move, by number
        self._seats_sent: str | None = None
        self._opening: list[Event] | None = None
        self.chat: list[ChatLine] = []
        self._host_chat = Bucket(CHAT_PER_SECOND, CHAT_BURST, clock)
        #: what happened lately, for the lobby and the table (words, newest last)
        self.notes: list[str] = []
        self.closed = False

    # -- seats ----------------------------------------------------------------------------
    def network_seats(self) -> list[Seat]:
        return [s for s, cfg in enumerate(self.session.seats) if cfg.network]

    def peer_at(self, seat: Seat) -> _Peer | None:
        for p in self.peers:
            if p.seat == seat and not p.conn.closed:
                return p
        return None

    def connected(self, seat: Seat) -> bool:
        return self.peer_at(seat) is not None

    def filled(self) -> bool:
        """Every network seat has its person, or a computer holds it."""
        return all(self.connected(s) or self.session.seats[s].is_ai for s in self.network_seats())

    def hand_to_computer(self, seat: Seat, level: str = "normal") -> None:
        cfg = self.session.seats[seat]
        if cfg.network and cfg.kind == "remote":
            cfg.kind, cfg.level = "ai", level
            self.session.seats_changed()

    def give_back(self, seat: Seat) -> None:
        """The seat is its network person's again (their moves wait for them)."""
        cfg = self.session.seats[seat]
        if cfg.network and cfg.kind == "ai":
            cfg.kind = "remote"
            self.session.seats_changed()

    def start(self) -> None:
        """The lobby is done: every joined seat is sent the position."""
        if self.started:
            return
        self.started = True
        for p in self.peers:
            if p.seat is not None and not p.conn.closed:
                self._send_position(p)
        self._send_seats(force=True)

    def close(self) -> None:
        """The host quits: joiners are told, nothing listens any more."""
        if self.closed:
            return
        self.closed = True
        for p in self.peers:
            p.conn.send(encode("closed", TO_JOINER, reason="host_quit"))
            p.conn.close("host_quit")
        self.peers.clear()
        self.listener.close()

    # -- the frame's call ----------------------------------------------------------------------
    def pump(self) -> None:
        if self.closed:
            return
        now = self.clock()
        for conn in self.listener.accept()[:ACCEPT_PER_FRAME]:
            if len(self.peers) >= MAX_PEERS:
                conn.send(encode("reject", TO_JOINER, reason="busy"))
                conn.close("busy")
                continue
            self.peers.append(_Peer(conn, now, Bucket(MESSAGES_PER_SECOND, MESSAGE_BURST, self.clock),
                                    Bucket(CHAT_PER_SECOND, CHAT_BURST, self.clock)))
        for p in list(self.peers):
            for text in p.conn.receive(PER_FRAME):
                if p.conn.closed:
                    break
                self._receive(p, text)
            if not p.said_hello and not p.conn.closed and now - p.since > HELLO_WITHIN:
                self._cut(p, "silent")
        gone = [p for p in self.peers if p.conn.closed]
        if gone:
            self.peers = [p for p in self.peers if not p.conn.closed]
            for p in gone:
                if p.seat is not None:
                    self.notes.append(_("{name} left the game").format(name=self.session.names[p.seat]))
        self.sync()

    def _cut(self, p: _Peer, reason: str) -> None:
        p.conn.send(encode("closed", TO_JOINER, reason=reason))
        p.conn.close(reason)

    def _receive(self, p: _Peer, text: str) -> None:
        if not p.bucket.take():
            self._cut(p, "rate")
            return
        try:
            msg = decode(text, TO_HOST)
        except ProtocolError:
            p.broken += 1
            if p.broken > BROKEN_LIMIT:
                self._cut(p, "malformed")
            return
        kind = msg["t"]
        if kind == "hello":
            if not p.said_hello:
                p.said_hello = True
                self._hello(p, msg)
            return
        if kind == "bye":
            p.conn.close("bye")
            return
        if p.seat is None:
            return
        if kind == "chat":
            if p.chat.take():
                self._chat(p.seat, msg["text"])
        elif kind == "intent":
            self._intent(p, msg)
        elif kind == "undo":
            self._undo(p, msg)

    # -- joining -----------------------------------------------------------------------------
    def _reject(self, p: _Peer, reason: str) -> None:
        p.conn.send(encode("reject", TO_JOINER, reason=reason))
        p.conn.close(reason)

    def _hello(self, p: _Peer, msg: dict) -> None:
        if msg["protocol"] != protocol.PROTOCOL_VERSION:
            return self._reject(p, "protocol")
        if msg["app"] != VERSION:
            return self._reject(p, "version")
        if msg["rules"] != protocol.rules_hash():
            return self._reject(p, "rules")
        name = clean_text(msg["name"], protocol.MAX_NAME) or _("Guest")
        seat = None
        if msg["token"] is not None:
            for s in self.network_seats():
                if hmac.compare_digest(self.session.seats[s].token.encode(), msg["token"].encode()):
                    seat = s
            if seat is None:
                return self._reject(p, "token")
            old = self.peer_at(seat)
            if old is not None:
                self._cut(old, "replaced")
        else:
            if not self._code_tries.take():
                return self._reject(p, "busy")
            if not hmac.compare_digest(protocol.normal_code(msg["code"]).encode(), self.code.encode()):
                return self._reject(p, "code")
            # before the start a seat its person left is free again; after it, a seat
            # once joined waits for its token
            free = [s for s in self.network_seats()
                    if not self.connected(s) and (s not in self.joined or not self.started)]
            if not free:
                return self._reject(p, "started" if self.started else "full")
            seat = free[0]
            if seat in self.joined:           # left the lobby before the start: a new person, a new token
                self.session.seats[seat].token = secrets.token_urlsafe(18)
            self.session.seats[seat].name = name
            self.session.seats_changed()
        p.seat = seat
        self.joined.add(seat)
        cfg = self.session.seats[seat]
        p.conn.send(encode("welcome", TO_JOINER, seat=seat, token=cfg.token, game=self.session.info.id,
                           options=self.session.options, started=self.started))
        self.notes.append(_("{name} joined").format(name=cfg.name))
        if self.started:
            self._send_position(p)
        self._send_seats(force=True)

    # -- moves ---------------------------------------------------------------------------------
    def _intent(self, p: _Peer, msg: dict) -> None:
        seat = p.seat
        st = self.session.state
        if not self.started or not self.session.seats[seat].is_remote or st.is_over():
            return
        n = msg["move"]
        if n > self.move_no:
            return                                  # a number never sent: not a position it saw
        if n < self.move_no and not (n >= self._reset_at and self._moved_at.get(seat, -1) <= n
                                     and st.secret_step()):
            return                                  # stale, or repeated
        if self._moved_at.get(seat, -1) > n:
            return                                  # sent before its own newest move: a repeat
        try:
            action = st.decode_action(msg["action"])
        except (CorruptState, TypeError, ValueError):
            p.broken += 1
            return
        view = st.view(seat)
        why = view.why_illegal(seat, action)
        if why is None and st.why_illegal(seat, action) is not None:
            why = _("That move is not allowed now")
        if why is not None:
            p.conn.send(encode("refused", TO_JOINER, move=self.move_no, reason=why[:300] or "-"))
            return
        try:
            self.session.apply(seat, action)
        except IllegalAction:
            p.conn.send(encode("refused", TO_JOINER, move=self.move_no, reason=_("That move is not allowed now")))
            return
        # sent at the pump's end, with every other move of this frame (one message a
        # seat, not one a move); until then this seat has moved at the coming number
        self._moved_at[seat] = self.move_no + 1

    def _undo(self, p: _Peer, msg: dict) -> None:
        if msg["move"] != self.move_no or not self.started or not self.session.seats[p.seat].is_remote:
            return
        if not self.session.can_undo(p.seat):
            why = self.session.why_no_undo(p.seat) or _("That move cannot be taken back")
            p.conn.send(encode("refused", TO_JOINER, move=self.move_no, reason=_(why)[:300]))
            return
        self.session.undo()
        self.sync()             # at once: a later intent of this frame is for the position before

    def sync(self) -> None:
        """Sends every joined seat what changed since the last call."""
        hist = self.session.history
        sent = self._sent
        k = 0
        while k < len(sent) and k < len(hist) and sent[k] is hist[k]:
            k += 1
        if k == len(sent) and len(hist) == k:
            self._send_seats()
            return
        self.move_no += 1
        if k < len(sent):                           # moves taken back (or a position put in place)
            self._reset_at = self.move_no
            self._moved_at = {s: n for s, n in self._moved_at.items() if n < self._reset_at}
            self._sent = list(hist)
            if self.started:
                for p in self.peers:
                    if p.seat is not None and not p.conn.closed:
                        self._send_position(p)
        else:
            new = hist[k:]
            for m in new:
                self._moved_at[m.seat] = self.move_no
            self._sent = list(hist)
            if self.started:
                for p in self.peers:
                    if p.seat is None or p.conn.closed:
                        continue
                    records = self.seat_records(new, p.seat)
                    try:
                        text = encode("moves", TO_JOINER, move=self.move_no, moves=records,
                                      view=self.seat_view(p.seat))
                    except ProtocolError:          # too many moves at once: the whole position
                        self._send_position(p)
                        continue
                    p.conn.send(text)
        self._send_seats()

    # -- what a seat is sent (the only places its bytes are made) -------------------------------------
    def seat_view(self, seat: Seat) -> dict:
        return self.session.state.view(seat).to_json()

    def seat_records(self, moves: list[Move], seat: Seat) -> list[dict]:
        codec = self.session.state.codec
        return [{"seat": m.seat, "events": [codec.encode(e) for e in (ev.redact(seat) for ev in m.events)
                                            if e is not None],
                 "action": codec.encode(m.action) if m.seat == seat and m.action is not None else None}
                for m in moves]

    def opening(self) -> list[Event]:
        if self._opening is None:
            s = self.session
            self._opening = list(type(s.state).opening_events(s.options, s.seed))
        return self._opening

    def _send_position(self, p: _Peer) -> None:
        seat = p.seat
        records = self.seat_records(self.session.history, seat)
        start = 0
        while start < len(records):
            chunk, size = [], 0
            while start + len(chunk) < len(records):
                rec = records[start + len(chunk)]
                n = protocol.size_of(encode("history", TO_JOINER, start=0, moves=[rec]))
                if chunk and size + n > HISTORY_CHUNK:
                    break
                chunk.append(rec)
                size += n
            p.conn.send(encode("history", TO_JOINER, start=start, moves=chunk))
            start += len(chunk)
        codec = self.session.state.codec
        opening = [codec.encode(e) for e in (ev.redact(seat) for ev in self.opening()) if e is not None]
        p.conn.send(encode("position", TO_JOINER, move=self.move_no, view=self.seat_view(seat), opening=opening,
                           log_count=len(records)))

    def seat_records_public(self) -> tuple[list[dict], list[Seat]]:
        """Who sits where and how, and whom everyone waits for: what every seat may know."""
        seats = []
        for s, cfg in enumerate(self.session.seats):
            kind = "computer" if cfg.is_ai else "network" if cfg.network else "here"
            seats.append({"name": cfg.name, "kind": kind,
                          "connected": self.connected(s) if cfg.network else True})
        waiting = [] if self.session.state.is_over() else list(self.session.state.view(None).to_act())
        return seats, waiting

    def _send_seats(self, force: bool = False) -> None:
        seats, waiting = self.seat_records_public()
        text = encode("seats", TO_JOINER, seats=seats, waiting=waiting)
        if text == self._seats_sent and not force:
            return
        self._seats_sent = text
        for p in self.peers:
            if p.seat is not None and not p.conn.closed:
                p.conn.send(text)

    # -- chat ------------------------------------------------------------------------------------------
    def say(self, text: str) -> bool:
        """A chat message from the host's screen (False: empty once cleaned, or
        too fast; an empty one does not use up the rate): said as the one person
        at that screen, by their seat (its name and colour), or as the "Host"
        (seat -1) when none or several sit there."""
        if not clean_text(text, protocol.MAX_CHAT) or not self._host_chat.take():
            return False
        return self._chat(self.screen_seat(), text)

    def screen_seat(self) -> Seat:
        """The seat the host's screen chats as: its one person's, else -1."""
        here = self.session.human_seats()
        return here[0] if len(here) == 1 else -1

    def _chat(self, seat: Seat, text: str) -> bool:
        text = clean_text(text, protocol.MAX_CHAT)
        if not text:
            return False
        name = self.session.names[seat] if seat >= 0 else _("Host")
        name = clean_text(name, protocol.MAX_NAME) or "?"
        self.chat.append(ChatLine(seat, name, text))
        del self.chat[:-CHAT_KEPT]
        out = encode("chat", TO_JOINER, seat=seat, name=name, text=text)
        for p in self.peers:
            if p.seat is not None and not p.conn.closed:
                p.conn.send(out)
        return True
