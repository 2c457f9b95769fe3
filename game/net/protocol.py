"""The messages host and joiners exchange: JSON objects with a fixed schema.

Every message is one JSON object of at most MAX_MESSAGE bytes (UTF-8) whose
"t" names its kind; each kind has exactly the fields listed in its schema,
of the types listed, and nothing else. `decode` turns a received text into a
checked dict or raises ProtocolError (the words say what was wrong and
never quote the peer at length); `encode` writes a message the same way
every time (sorted keys, no spaces), so the same content gives the same
bytes: the secrecy test compares bytes.

The handshake ("hello") carries the protocol version, the app's version and
a hash of the rules' content (`rules_hash`): a host and a joiner whose rules
differ by one line would see different games from the same moves.

Join codes are 8 characters from an alphabet without look-alikes (no 0/O,
1/I/L), shown large in the lobby; `normal_code` reads what a person typed
(lower case, spaces and dashes allowed). No pygame here.
"""
from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..storage.save_limits import MAX_NAME
from ..version import VERSION

PROTOCOL_VERSION = 1
#: the largest message either side sends or accepts, in bytes
MAX_MESSAGE = 64 * 1024
#: the longest chat message, in characters
MAX_CHAT = 200
#: a person's chat messages: CHAT_BURST at once, then CHAT_PER_SECOND (the host's
#: limit for every sender; a joiner's app keeps the same, so it can say so at once)
CHAT_PER_SECOND = 1.0
CHAT_BURST = 3.0
#: the chat lines each side keeps, newest last
CHAT_KEPT = 100
MAX_TOKEN = 64
JOIN_CODE_LEN = 8
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#: the service type games are announced under on the local network
SERVICE_TYPE = "_monsterisles._tcp.local."
DEFAULT_PORT = 47853


class ProtocolError(ValueError):
    """A message that does not follow the protocol (the words say how)."""


# -- field checks ------------------------------------------------------------------------------

def _int(low: int = -(2 ** 31), high: int = 2 ** 31) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _str(low: int, high: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and low <= len(v) <= high


def _maybe(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: v is None or check(v)


def _obj(v: Any) -> bool:
    return isinstance(v, dict)


def _bool(v: Any) -> bool:
    return isinstance(v, bool)


def _list_of(check: Callable[[Any], bool], high: int = 10_000) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, list) and len(v) <= high and all(check(x) for x in v)


def _fields(**checks: Callable[[Any], bool]) -> Callable[[Any], bool]:
    """An object with exactly these fields."""
    return lambda v: isinstance(v, dict) and set(v) == set(checks) and all(c(v[k]) for k, c in checks.items())


_SEAT = _int(0, 15)
_MOVE = _int(0, 10 ** 9)
_EVENT = _obj
#: a move: whose, its events as the receiving seat may read them, and its action
#: only when it is the receiving seat's own move (None otherwise)
_MOVE_RECORD = _fields(seat=_int(-1, 15), events=_list_of(_EVENT, 500), action=_maybe(_obj))
#: how a seat is held: by a person at the host's screen, over the network, by a computer
SEAT_KINDS = ("here", "network", "computer")
_SEAT_RECORD = _fields(name=_str(1, MAX_NAME), kind=lambda v: v in SEAT_KINDS, connected=_bool)

#: why a host turns a joiner away (the joiner says it in its own language)
REJECT_REASONS = ("protocol", "version", "rules", "code", "busy", "full", "token", "started")
#: why a host ends a joiner's connection
CLOSE_REASONS = ("host_quit", "replaced", "rate", "malformed", "silent")

#: what a joiner may send
TO_HOST: dict[str, dict[str, Callable[[Any], bool]]] = {
    "hello": {"protocol": _int(0, 10 ** 6), "app": _str(1, 32), "rules": _str(1, 64),
              "code": _str(0, 32), "name": _str(1, MAX_NAME), "token": _maybe(_str(1, MAX_TOKEN))},
    "intent": {"move": _MOVE, "action": _obj},
    "undo": {"move": _MOVE},
    "chat": {"text": _str(1, MAX_CHAT)},
    "bye": {},
}
#: what the host may send
TO_JOINER: dict[str, dict[str, Callable[[Any], bool]]] = {
    "welcome": {"seat": _SEAT, "token": _str(1, MAX_TOKEN), "game": _str(1, 64), "options": _obj,
                "started": _bool},
    "reject": {"reason": lambda v: v in REJECT_REASONS},
    "seats": {"seats": _list_of(_SEAT_RECORD, 16), "waiting": _list_of(_SEAT, 16)},
    "history": {"start": _MOVE, "moves": _list_of(_MOVE_RECORD)},
    "position": {"move": _MOVE, "view": _obj, "opening": _list_of(_EVENT, 500), "log_count": _MOVE},
    "moves": {"move": _MOVE, "moves": _list_of(_MOVE_RECORD, 2000), "view": _obj},
    "refused": {"move": _MOVE, "reason": _str(1, 300)},
    "chat": {"seat": _int(-1, 15), "name": _str(1, MAX_NAME), "text": _str(1, MAX_CHAT)},
    "closed": {"reason": lambda v: v in CLOSE_REASONS},
}


def _no_constants(name: str) -> Any:
    raise ProtocolError("not a number: " + name[:12])


def decode(raw: str | bytes, schema: dict[str, dict[str, Callable[[Any], bool]]]) -> dict:
    """A received message checked against `schema` (TO_HOST or TO_JOINER)."""
    if isinstance(raw, str):
        size = len(raw.encode("utf-8", "surrogatepass"))
    elif isinstance(raw, (bytes, bytearray)):
        size = len(raw)
    else:
        raise ProtocolError("a message must be text")
    if size > MAX_MESSAGE:
        raise ProtocolError(f"a message of {size} bytes is over the limit of {MAX_MESSAGE}")
    try:
        text = raw if isinstance(raw, str) else bytes(raw).decode("utf-8")
        data = json.loads(text, parse_constant=_no_constants)
    except ProtocolError:
        raise
    except (ValueError, RecursionError, UnicodeError) as exc:
        raise ProtocolError("a message that is not JSON: " + type(exc).__name__) from None
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = data.get("t")
    fields = schema.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("a message of no known kind")
    if set(data) != set(fields) | {"t"}:
        raise ProtocolError(f"a {kind} message with the wrong fields")
    for key, check in fields.items():
        if not check(data[key]):
            raise ProtocolError(f"a {kind} message whose {key} is not as it must be")
    return data


def encode(kind: str, schema: dict[str, dict[str, Callable[[Any], bool]]], **fields: Any) -> str:
    """A message as text, checked against its schema (a bug here must not reach
    the wire) and the size limit."""
    spec = schema[kind]
    if set(fields) != set(spec) or not all(spec[k](v) for k, v in fields.items()):
        raise ProtocolError(f"a {kind} message with the wrong fields")
    text = json.dumps({"t": kind, **fields}, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)
    if len(text.encode("utf-8")) > MAX_MESSAGE:
        raise ProtocolError(f"a {kind} message over the limit of {MAX_MESSAGE} bytes")
    return text


def size_of(text: str) -> int:
    return len(text.encode("utf-8"))


# -- the handshake -------------------------------------------------------------------------------

_RULES_DIR = Path(__file__).resolve().parent.parent.parent / "rules"
_rules_hash: str | None = None


def rules_hash(folder: Path | None = None) -> str:
    """A hash of the rules' content: every file under rules/ (code, tables,
    maps), by its path and bytes, compiled caches left out."""
    global _rules_hash
    if folder is None and _rules_hash is not None:
        return _rules_hash
    root = folder or _RULES_DIR
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                       and p.suffix not in (".pyc", ".pyo")):
        digest.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0")
        digest.update(path.read_bytes() + b"\0")
    out = digest.hexdigest()[:32]
    if folder is None:
        _rules_hash = out
    return out


def hello(code: str, name: str, token: str | None = None) -> str:
    return encode("hello", TO_HOST, protocol=PROTOCOL_VERSION, app=VERSION, rules=rules_hash(),
                  code=code, name=name, token=token)


# -- join codes ----------------------------------------------------------------------------------

def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(JOIN_CODE_LEN))


def normal_code(typed: str) -> str:
    """A join code as a person typed it: case, spaces and dashes do not count."""
    return "".join(ch for ch in typed.upper() if ch not in " -\t")


def shown_code(code: str) -> str:
    """A join code as the lobby shows it: two groups of four."""
    return code[:4] + " " + code[4:] if len(code) == JOIN_CODE_LEN else code


# -- chat ----------------------------------------------------------------------------------------

@dataclass
class ChatLine:
    """A chat message as both sides keep it (Host.chat, Joiner.chat)."""

    seat: int           # -1: the host's screen
    name: str
    text: str


def clean_text(text: str, limit: int) -> str:
    """Plain text a person may read: control and format characters dropped,
    white space made single spaces, cut to `limit` characters. (str.isprintable
    is Unicode's "not Other nor Separator": the build leaves unicodedata out.)"""
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if ch.isspace() or ch.isprintable())
    return " ".join(kept.split())[:limit]


# -- rates ----------------------------------------------------------------------------------------

class Bucket:
    """A token bucket: `burst` at once, refilled at `rate` a second."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = burst
        self.at = clock()

    def take(self, n: float = 1.0) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False
