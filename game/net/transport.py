"""One interface for the wire, so the host and the joiner never know which
wire they are on (a relay can be added as a third kind later):

    Connection   send(text) never waits; receive() takes what has come (a
                 bounded number a call, never waits); close(); `closed` and
                 `reason` once it is gone; `peer` names the other end.
    Listener     accept() takes the connections that came; close(); `port`.

Two kinds: an in-memory pair (`memory_pair`, `MemoryListener`) for tests,
and websockets (`WebSocketListener`, `connect`), whose sockets live on their
own threads: a listening thread, and per connection a receiving thread (the
websockets threading API's) and a sending thread. The frame thread only
puts into and takes from bounded queues. The websockets keep the connection
alive with pings and refuse any frame over protocol.MAX_MESSAGE. No pygame.
"""
from __future__ import annotations

import queue
import threading
from collections import deque
from typing import Callable

from rules.core.i18n import _

from .protocol import MAX_MESSAGE

#: messages waiting to be read on one connection; a peer that sends faster
#: than the host reads is cut off rather than let to fill the memory
INBOX_LIMIT = 256
#: messages waiting to be sent on one connection
OUTBOX_LIMIT = 1024
#: connections waiting to be accepted
BACKLOG = 32
#: keepalive: a ping this often, and the connection is given up without a pong this long after
PING_INTERVAL = 10.0
PING_TIMEOUT = 20.0


class Connection:
    """The interface (and the in-memory kind's base)."""

    peer: str = ""

    def __init__(self) -> None:
        self._inbox: queue.Queue[str] = queue.Queue(INBOX_LIMIT)
        self._closed = threading.Event()
        self.reason = ""
        #: bytes and messages sent so far (the figures; the secrecy test's record)
        self.sent_bytes = 0
        self.sent: list[str] | None = None

    def send(self, text: str) -> None:
        raise NotImplementedError

    def receive(self, limit: int = 64) -> list[str]:
        out: list[str] = []
        while len(out) < limit:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                break
        return out

    def close(self, reason: str = "") -> None:
        self._mark_closed(reason)

    @property
    def closed(self) -> bool:
        return self._closed.is_set()

    def _mark_closed(self, reason: str) -> None:
        if not self._closed.is_set():
            self.reason = reason
            self._closed.set()

    def _deliver(self, text: str) -> bool:
        """Puts a received message in the inbox; False (and the connection
        closed) when the inbox is full."""
        try:
            self._inbox.put_nowait(text)
            return True
        except queue.Full:
            self.close(_("too many messages"))
            return False

    def _note_sent(self, text: str) -> None:
        self.sent_bytes += len(text.encode("utf-8"))
        if self.sent is not None:
            self.sent.append(text)


# -- in memory ----------------------------------------------------------------------------------

class MemoryConnection(Connection):
    def __init__(self, peer: str) -> None:
        super().__init__()
        self.peer = peer
        self.other: MemoryConnection | None = None

    def send(self, text: str) -> None:
        if self.closed or self.other is None or self.other.closed:
            return
        self._note_sent(text)
        self.other._deliver(text)

    def close(self, reason: str = "") -> None:
        self._mark_closed(reason)
        if self.other is not None:
            self.other._mark_closed(reason or _("the other side left"))


def memory_pair(peer: str = "memory") -> tuple[MemoryConnection, MemoryConnection]:
    """Two ends of one in-memory connection: (the host's end, the joiner's)."""
    a, b = MemoryConnection(peer), MemoryConnection("host")
    a.other, b.other = b, a
    return a, b


class Listener:
    port: int = 0

    def __init__(self) -> None:
        self._pending: deque[Connection] = deque()
        self._lock = threading.Lock()
        self.closed = False

    def accept(self) -> list[Connection]:
        with self._lock:
            out = list(self._pending)
            self._pending.clear()
        return out

    def _arrived(self, conn: Connection) -> bool:
        with self._lock:
            if self.closed or len(self._pending) >= BACKLOG:
                return False
            self._pending.append(conn)
            return True

    def close(self) -> None:
        self.closed = True


class MemoryListener(Listener):
    """A listener joiners reach by `connect()` in the same process."""

    def __init__(self) -> None:
        super().__init__()
        self._count = 0

    def connect(self) -> MemoryConnection:
        self._count += 1
        host_end, joiner_end = memory_pair(f"memory-{self._count}")
        if not self._arrived(host_end):
            joiner_end.close(_("the host is not taking connections"))
        return joiner_end


# -- websockets ---------------------------------------------------------------------------------

def _websockets():
    """The websockets library's threading API (server, client), imported when
    a person first hosts or joins, not at the app's start."""
    import websockets.sync.client
    import websockets.sync.server
    return websockets.sync.server, websockets.sync.client


class WebSocketConnection(Connection):
    """One websocket, driven by its own threads."""

    def __init__(self, peer: str) -> None:
        super().__init__()
        self.peer = peer
        self._outbox: queue.Queue[str | None] = queue.Queue(OUTBOX_LIMIT)
        self._ws = None
        self._sender: threading.Thread | None = None

    def send(self, text: str) -> None:
        if self.closed:
            return
        try:
            self._outbox.put_nowait(text)
            self._note_sent(text)
        except queue.Full:
            self.close(_("the other side does not keep up"))

    def close(self, reason: str = "") -> None:
        first = not self.closed
        self._mark_closed(reason)
        if first:
            try:
                self._outbox.put_nowait(None)      # the sender closes the socket
            except queue.Full:
                ws = self._ws
                if ws is not None:
                    threading.Thread(target=ws.close, daemon=True).start()

    # the socket's threads ---------------------------------------------------------------
    def _run(self, ws) -> None:
        """Receives until the socket closes (the calling thread is the receiver)."""
        self._ws = ws
        self._sender = threading.Thread(target=self._send_loop, name="net-send", daemon=True)
        self._sender.start()
        try:
            for message in ws:
                if not isinstance(message, str):
                    self.close(_("a message that is not text"))
                    break
                if not self._deliver(message):
                    break
        except Exception as exc:        # the socket failed or the peer broke the framing
            self._mark_closed(self.reason or _closing_words(exc))
        finally:
            self._mark_closed(self.reason or _("the connection closed"))
            try:
                self._outbox.put_nowait(None)
            except queue.Full:
                pass
            self._sender.join(timeout=2.0)

    def _send_loop(self) -> None:
        ws = self._ws
        while True:
            text = self._outbox.get()
            if text is None:
                break
            try:
                ws.send(text)
            except Exception as exc:
                self._mark_closed(self.reason or _closing_words(exc))
                break
        try:
            ws.close()
        except Exception:
            pass


def _closing_words(exc: BaseException) -> str:
    name = type(exc).__name__
    if "TooBig" in name or "PayloadTooBig" in name:
        return _("a message over the size limit")
    return _("the connection was lost")


class WebSocketListener(Listener):
    """Listens on `host`:`port` (0: a free port) while a person hosts."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0) -> None:
        super().__init__()
        self._server = _websockets()[0].serve(self._handle, host, port, max_size=MAX_MESSAGE, compression=None,
                             ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT, open_timeout=10,
                             close_timeout=2, max_queue=16, server_header=None)
        self.port = self._server.socket.getsockname()[1]
        self._thread = threading.Thread(target=self._server.serve_forever, name="net-listen", daemon=True)
        self._thread.start()

    def _handle(self, ws) -> None:
        try:
            address = ws.remote_address
            peer = f"{address[0]}:{address[1]}"
        except Exception:
            peer = "?"
        conn = WebSocketConnection(peer)
        if not self._arrived(conn):
            ws.close()
            return
        conn._run(ws)

    def close(self) -> None:
        super().close()
        self._server.shutdown()
        self._thread.join(timeout=3.0)


def connect(address: str, port: int, on_open: Callable[[], None] | None = None) -> WebSocketConnection:
    """A connection to a host, made on its own thread: returned at once; it
    closes with the reason if the host cannot be reached."""
    conn = WebSocketConnection(f"{address}:{port}")

    def run() -> None:
        ws_connect = _websockets()[1].connect
        shown = f"[{address}]" if ":" in address else address
        try:
            ws = ws_connect(f"ws://{shown}:{port}/", max_size=MAX_MESSAGE, compression=None, proxy=None,
                            ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT, open_timeout=8,
                            close_timeout=2, max_queue=16, user_agent_header=None)
        except Exception as exc:
            conn._mark_closed(_("cannot reach {address}, port {port} ({why})").format(
                address=address, port=port, why=type(exc).__name__))
            return
        if conn.closed:
            ws.close()
            return
        with ws:                     # (the websockets' way of holding a client connection)
            if on_open is not None:
                on_open()
            conn._run(ws)

    threading.Thread(target=run, name="net-connect", daemon=True).start()
    return conn
